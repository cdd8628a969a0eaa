//! The chat-completions client against the loopback replay server (support/replay.rs; its
//! fixtures were written for the tests): retries honouring `Retry-After`, a clear error when the
//! retries run out, the response cache (a re-run makes no HTTP call; `n` samples at temperature
//! > 0 make `n` calls), and the API key kept out of the cache files and error texts.

#[path = "support/replay.rs"]
mod replay;

use std::time::{Duration, Instant};

use ekb_agent::{AgentError, ChatRequest, Client, ClientConfig, Message, Prices};
use replay::Replay;

fn request(model: &str, temperature: Option<f64>) -> ChatRequest {
    ChatRequest {
        model: model.into(),
        messages: vec![Message::new("system", "fixture test"), Message::new("user", "# Task `l1_vector_add`: Vector add")],
        temperature,
        top_p: None,
        seed: None,
        max_tokens: Some(512),
    }
}

/// Fast backoff, so a test that did not honour `Retry-After` would finish well under a second.
fn config(replay: &Replay, key_env: &str, cache: Option<&std::path::Path>) -> ClientConfig {
    let mut c = ClientConfig::new(replay.endpoint.clone());
    c.api_key_env = key_env.into();
    c.timeout = Duration::from_secs(20);
    c.max_retries = 2;
    c.backoff_base = Duration::from_millis(10);
    c.backoff_max = Duration::from_millis(40);
    c.cache_dir = cache.map(std::path::Path::to_path_buf);
    c.prices = Some(Prices { input_per_million: 2.0, output_per_million: 8.0 });
    c
}

#[tokio::test]
async fn a_429_is_retried_after_its_retry_after() {
    let replay = Replay::start();
    let client = Client::new(config(&replay, "EKB_TEST_NO_KEY_429", None)).expect("client");
    let start = Instant::now();
    let done = client.complete(&request("retry-429", Some(0.0)), 0).await.expect("second attempt answers");
    let waited = start.elapsed();
    assert!(waited >= Duration::from_secs(1), "Retry-After: 1 was not honoured ({waited:?})");
    assert_eq!(done.attempts, 2);
    assert_eq!(replay.calls(), 2);
    assert!(done.content.contains("c[i] = a[i] + b[i];"));
    assert_eq!((done.usage.prompt_tokens, done.usage.completion_tokens), (1000, 250));
    let cost = done.cost.expect("priced");
    assert!((cost - (1000.0 * 2.0 + 250.0 * 8.0) / 1e6).abs() < 1e-12, "{cost}");
    assert!(replay.requests()[0].authorization.is_none(), "no key configured, no header sent");
}

#[tokio::test]
async fn a_persistent_500_exhausts_the_retries_with_a_clear_error() {
    let replay = Replay::start();
    let client = Client::new(config(&replay, "EKB_TEST_NO_KEY_500", None)).expect("client");
    let err = client.complete(&request("always-500", Some(0.0)), 0).await.unwrap_err();
    assert!(matches!(&err, AgentError::RetriesExhausted { attempts: 3, .. }), "{err:?}");
    let text = err.to_string();
    assert_eq!(
        text,
        format!("gave up after 3 attempts: {}/chat/completions answered HTTP 500: the fixture server is overloaded", replay.endpoint)
    );
    assert_eq!(replay.calls(), 3);
}

#[tokio::test]
async fn an_unknown_request_is_not_retried_and_names_the_status() {
    let replay = Replay::start();
    let client = Client::new(config(&replay, "EKB_TEST_NO_KEY_404", None)).expect("client");
    let err = client.complete(&request("no-such-model", None), 0).await.unwrap_err();
    assert!(matches!(&err, AgentError::Http { status: 404, .. }), "{err:?}");
    assert!(err.to_string().contains("no fixture for no-such-model|l1_vector_add|none"), "{err}");
    assert_eq!(replay.calls(), 1);
}

#[tokio::test]
async fn the_cache_answers_a_rerun_and_each_sample_index_is_its_own_call() {
    let replay = Replay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let req = request("sampler", Some(0.8));
    let first = Client::new(config(&replay, "EKB_TEST_NO_KEY_CACHE", Some(dir.path()))).expect("client");
    let mut replies = Vec::new();
    for i in 0..3 {
        let c = first.complete(&req, i).await.expect("answer");
        assert!(!c.cached);
        replies.push(c.content);
    }
    assert_eq!(replay.calls(), 3, "three sample indices, three calls");
    for (i, r) in replies.iter().enumerate() {
        assert!(r.contains(&format!("// sample {}", i + 1)), "sample {i}: {r}");
    }
    assert_eq!(std::fs::read_dir(dir.path()).expect("cache dir").count(), 3);

    let second = Client::new(config(&replay, "EKB_TEST_NO_KEY_CACHE", Some(dir.path()))).expect("client");
    for (i, r) in replies.iter().enumerate() {
        let c = second.complete(&req, i as u32).await.expect("cached");
        assert!(c.cached && c.attempts == 0);
        assert_eq!(&c.content, r);
        assert_eq!(c.usage.completion_tokens, 100 * (i as u64 + 1), "usage of the original call");
    }
    assert_eq!(second.http_calls(), 0);
    assert_eq!(replay.calls(), 3, "the re-run made no HTTP call");
}

#[tokio::test]
async fn the_api_key_is_sent_but_never_stored_or_shown() {
    const SECRET: &str = "sk-fixture-0123456789abcdef";
    std::env::set_var("EKB_TEST_KEY_SECRET", SECRET);
    let replay = Replay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let client = Client::new(config(&replay, "EKB_TEST_KEY_SECRET", Some(dir.path()))).expect("client");
    assert!(client.has_key());
    assert!(!format!("{client:?}").contains(SECRET), "Debug shows the key");

    client.complete(&request("sampler", Some(0.8)), 0).await.expect("answer");
    assert_eq!(replay.requests()[0].authorization.as_deref(), Some(format!("Bearer {SECRET}").as_str()));
    for entry in std::fs::read_dir(dir.path()).expect("cache dir") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("cache file");
        assert!(text.contains("// sample 1"), "the cache holds the reply");
        assert!(!text.contains(SECRET), "the cache holds the key");
    }

    // The endpoint echoes the header in its error body; the error must not carry it.
    let err = client.complete(&request("refuses-key", None), 0).await.unwrap_err();
    let text = format!("{err} {err:?}");
    assert!(matches!(err, AgentError::Http { status: 401, .. }));
    assert!(!text.contains(SECRET), "{text}");
    assert!(text.contains("invalid key in header: Bearer [redacted]"), "{text}");
}

#[tokio::test]
async fn no_more_calls_than_the_concurrency_limit_are_in_flight() {
    let replay = Replay::start();
    let mut c = config(&replay, "EKB_TEST_NO_KEY_LIMIT", None);
    c.concurrency = 2;
    let client = std::sync::Arc::new(Client::new(c).expect("client"));
    let mut set = tokio::task::JoinSet::new();
    for i in 0..5 {
        let client = client.clone();
        set.spawn(async move { client.complete(&request("slow", Some(0.8)), i).await });
    }
    while let Some(done) = set.join_next().await {
        done.expect("joined").expect("answer");
    }
    assert_eq!(replay.calls(), 5);
    assert_eq!(replay.most_in_flight(), 2, "the limit is 2 and five calls were waiting");
}

#[tokio::test]
async fn a_slow_endpoint_times_out_and_a_closed_port_is_retried() {
    let replay = Replay::start();
    let mut c = config(&replay, "EKB_TEST_NO_KEY_TIMEOUT", None);
    c.timeout = Duration::from_millis(100);
    c.max_retries = 1;
    let err = Client::new(c).expect("client").complete(&request("slow", None), 0).await.unwrap_err();
    assert!(err.to_string().starts_with("gave up after 2 attempts: "), "{err}");
    assert!(err.to_string().contains("/chat/completions: no answer within 0.1 s"), "{err}");

    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let mut c = ClientConfig::new(format!("http://127.0.0.1:{port}/v1"));
    c.api_key_env = "EKB_TEST_NO_KEY_CLOSED".into();
    c.max_retries = 2;
    c.backoff_base = Duration::from_millis(5);
    let client = Client::new(c).expect("client");
    let err = client.complete(&request("any", None), 0).await.unwrap_err();
    assert!(
        matches!(&err, AgentError::RetriesExhausted { attempts: 3, last } if matches!(**last, AgentError::Transport { .. })),
        "{err:?}"
    );
    assert!(err.to_string().contains("could not connect"), "{err}");
    assert_eq!(client.http_calls(), 3);
}

/// A body over `max_response_bytes` is refused without being read whole (an endpoint streaming
/// gigabytes used to be buffered, then written to the samples file), not retried and not cached;
/// the same answer under the default limit is read.
#[tokio::test]
async fn a_body_over_the_limit_is_refused_not_retried_and_not_cached() {
    let replay = Replay::start();
    let cache = tempfile::tempdir().expect("temp dir");
    let mut c = config(&replay, "EKB_TEST_NO_KEY_LARGE", Some(cache.path()));
    c.max_response_bytes = 64;
    let err = Client::new(c).expect("client").complete(&request("slow", None), 0).await.unwrap_err();
    assert!(matches!(&err, AgentError::BadResponse { .. }), "{err:?}");
    assert!(err.to_string().contains("answered 200 but not with a chat completion: HTTP 200 with a body over 64 bytes"), "{err}");
    assert_eq!(replay.calls(), 1, "not retried");
    assert_eq!(std::fs::read_dir(cache.path()).expect("cache dir").count(), 0, "nothing cached");
    let c = config(&replay, "EKB_TEST_NO_KEY_LARGE", None);
    assert_eq!(c.max_response_bytes, ekb_agent::client::MAX_RESPONSE_BYTES);
    Client::new(c).expect("client").complete(&request("slow", None), 0).await.expect("read under the default limit");
}
