//! A loopback HTTP server that replays fixture answers to chat-completions requests — the only
//! test double of the generation tests (the evaluator, kernels and server stay real).
//!
//! Written for the tests: `agent/tests/fixtures/replay.json` maps a request's key — its `model`,
//! the task id named in its user message (`# Task \`ID\``, as every prompt starts) and its
//! `seed` — to a list of responses served in order (the last one repeats). A request without a
//! matching entry gets a 404 (a response's `delay_ms` holds it back that long, counting the
//! requests in flight), so a test whose request is not the one it expects fails. The
//! replies (`agent/tests/fixtures/*.md`) were written by hand for the tests; none is model output.
//! Shared by `agent/tests/` and `cli/tests/generate.rs` (`#[path]`).

#![allow(dead_code, unreachable_pub)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};

/// One request the server received.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// The `Authorization` header, if any.
    pub authorization: Option<String>,
    /// The JSON body.
    pub body: Value,
    /// The key it was looked up under.
    pub key: String,
}

struct Inner {
    fixtures: PathBuf,
    entries: HashMap<String, Vec<Value>>,
    hits: Mutex<HashMap<String, usize>>,
    requests: Mutex<Vec<Recorded>>,
    in_flight: AtomicUsize,
    most_in_flight: AtomicUsize,
}

/// The running replay server; stops when the test process ends.
#[derive(Clone)]
pub struct Replay {
    /// The API base to give a client (`http://127.0.0.1:PORT/v1`).
    pub endpoint: String,
    inner: Arc<Inner>,
}

/// The fixture directory.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("crate dir has a parent").join("agent/tests/fixtures")
}

fn key(model: &str, task: &str, seed: Option<u64>) -> String {
    format!("{model}|{task}|{}", seed.map_or("none".to_string(), |s| s.to_string()))
}

fn task_of(body: &Value) -> String {
    let user = body["messages"]
        .as_array()
        .and_then(|m| m.iter().rev().find(|m| m["role"] == "user"))
        .and_then(|m| m["content"].as_str())
        .unwrap_or("");
    user.split("# Task `").nth(1).and_then(|rest| rest.split('`').next()).unwrap_or("").to_string()
}

impl Replay {
    /// Starts the server on a free loopback port with the entries of `fixtures()/replay.json`.
    pub fn start() -> Self {
        let dir = fixtures();
        let manifest: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("replay.json")).expect("replay.json")).expect("JSON");
        let mut entries = HashMap::new();
        for e in manifest["entries"].as_array().expect("entries") {
            let k = key(e["model"].as_str().expect("model"), e["task"].as_str().expect("task"), e["seed"].as_u64());
            let responses = e["responses"].as_array().expect("responses").clone();
            assert!(entries.insert(k.clone(), responses).is_none(), "duplicate fixture key {k}");
        }
        let inner = Arc::new(Inner {
            fixtures: dir,
            entries,
            hits: Mutex::new(HashMap::new()),
            requests: Mutex::new(Vec::new()),
            in_flight: AtomicUsize::new(0),
            most_in_flight: AtomicUsize::new(0),
        });
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("free port");
        listener.set_nonblocking(true).expect("nonblocking");
        let addr = listener.local_addr().expect("addr");
        let app = Router::new().route("/v1/chat/completions", post(answer)).with_state(inner.clone());
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).expect("listener");
                axum::serve(listener, app).await.expect("replay server");
            });
        });
        Self { endpoint: format!("http://{addr}/v1"), inner }
    }

    /// Requests received so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.inner.requests.lock().expect("lock").clone()
    }

    /// The most requests that were being answered at once.
    pub fn most_in_flight(&self) -> usize {
        self.inner.most_in_flight.load(Ordering::SeqCst)
    }

    /// Number of requests received so far.
    pub fn calls(&self) -> usize {
        self.inner.requests.lock().expect("lock").len()
    }
}

async fn answer(State(inner): State<Arc<Inner>>, headers: HeaderMap, body: String) -> Response {
    let body: Value = match serde_json::from_str(&body) {
        Ok(b) => b,
        Err(e) => return (StatusCode::BAD_REQUEST, axum::Json(json!({"error": {"message": format!("not JSON: {e}")}}))).into_response(),
    };
    let authorization = headers.get("authorization").and_then(|v| v.to_str().ok()).map(str::to_string);
    let k = key(body["model"].as_str().unwrap_or(""), &task_of(&body), body["seed"].as_u64());
    inner.requests.lock().expect("lock").push(Recorded { authorization: authorization.clone(), body: body.clone(), key: k.clone() });
    let Some(responses) = inner.entries.get(&k) else {
        return (StatusCode::NOT_FOUND, axum::Json(json!({"error": {"message": format!("no fixture for {k}")}}))).into_response();
    };
    let n = {
        let mut hits = inner.hits.lock().expect("lock");
        let n = hits.entry(k.clone()).or_insert(0);
        *n += 1;
        *n - 1
    };
    let spec = &responses[n.min(responses.len() - 1)];
    if let Some(ms) = spec["delay_ms"].as_u64() {
        let now = inner.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
        inner.most_in_flight.fetch_max(now, Ordering::SeqCst);
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
        inner.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
    let status = StatusCode::from_u16(spec["status"].as_u64().unwrap_or(200) as u16).expect("status");
    let mut out_headers = HeaderMap::new();
    if let Some(h) = spec["headers"].as_object() {
        for (name, value) in h {
            out_headers.insert(
                HeaderName::try_from(name.as_str()).expect("name"),
                HeaderValue::from_str(value.as_str().expect("str")).expect("value"),
            );
        }
    }
    let payload = if let Some(file) = spec["reply_file"].as_str() {
        let content = std::fs::read_to_string(inner.fixtures.join(file)).expect("reply file");
        json!({
            "id": format!("replay-{n}"),
            "object": "chat.completion",
            "model": body["model"],
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": spec.get("usage").cloned().unwrap_or(json!({"prompt_tokens": 0, "completion_tokens": 0})),
        })
    } else if spec["echo_authorization"].as_bool() == Some(true) {
        json!({"error": {"message": format!("invalid key in header: {}", authorization.unwrap_or_default())}})
    } else {
        spec["body"].clone()
    };
    (status, out_headers, axum::Json(payload)).into_response()
}
