//! A loopback HTTP server replaying fixture answers to the agent's chat-completions requests — the
//! only test double of the agent tests (the evaluator, the kernels and the device stay real).
//!
//! Written for the tests: `agent/tests/fixtures/agent/steps.json` lists entries of `model`, `task`
//! (as the prompt names it, `# Task \`ID\``), `requires` and `forbids` (strings the request's user
//! message must and must not contain), `reply_file` and `usage`. A request is answered by the one
//! entry that matches; none is a 404 and several a 409, so a step whose prompt lacks the previous
//! step's feedback (each entry requires it) gets no answer and the run stops there. The replies
//! (`agent/tests/fixtures/agent/*.md`) were written by hand for the tests; none is model output.
//! Used by `cli/tests/agent.rs` (`#[path]`); `replay.rs` is the `ekb generate` tests' server.

#![allow(dead_code, unreachable_pub)]

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use serde_json::{json, Value};

struct Inner {
    fixtures: PathBuf,
    entries: Vec<Value>,
    requests: Mutex<Vec<(Value, Option<usize>)>>,
}

/// The running server; stops when the test process ends.
#[derive(Clone)]
pub struct StepReplay {
    /// The API base to give a client (`http://127.0.0.1:PORT/v1`).
    pub endpoint: String,
    inner: Arc<Inner>,
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("crate dir has a parent").join("agent/tests/fixtures")
}

fn user_message(body: &Value) -> &str {
    body["messages"].as_array().and_then(|m| m.iter().rev().find(|m| m["role"] == "user")).and_then(|m| m["content"].as_str()).unwrap_or("")
}

fn matches(entry: &Value, body: &Value) -> bool {
    let user = user_message(body);
    let task = user.split("# Task `").nth(1).and_then(|r| r.split('`').next()).unwrap_or("");
    let all = |k: &str| entry[k].as_array().map(|v| v.iter().filter_map(Value::as_str).collect::<Vec<_>>()).unwrap_or_default();
    entry["model"] == body["model"]
        && entry["task"].as_str() == Some(task)
        && all("requires").iter().all(|s| user.contains(s))
        && !all("forbids").iter().any(|s| user.contains(s))
}

impl StepReplay {
    /// Starts the server on a free loopback port.
    pub fn start() -> Self {
        let dir = fixtures();
        let manifest: Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("agent/steps.json")).expect("steps.json")).expect("JSON");
        let entries = manifest["entries"].as_array().expect("entries").clone();
        let inner = Arc::new(Inner { fixtures: dir, entries, requests: Mutex::new(Vec::new()) });
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

    /// The requests received so far, each with the index of the entry that answered it.
    pub fn requests(&self) -> Vec<(Value, Option<usize>)> {
        self.inner.requests.lock().expect("lock").clone()
    }
}

async fn answer(State(inner): State<Arc<Inner>>, body: String) -> Response {
    let Ok(body) = serde_json::from_str::<Value>(&body) else {
        return (StatusCode::BAD_REQUEST, axum::Json(json!({"error": {"message": "not JSON"}}))).into_response();
    };
    let hits: Vec<usize> = inner.entries.iter().enumerate().filter(|(_, e)| matches(e, &body)).map(|(i, _)| i).collect();
    inner.requests.lock().expect("lock").push((body.clone(), hits.first().copied().filter(|_| hits.len() == 1)));
    let entry = match hits.as_slice() {
        [one] => &inner.entries[*one],
        [] => return (StatusCode::NOT_FOUND, axum::Json(json!({"error": {"message": "no fixture matches this prompt"}}))).into_response(),
        many => {
            let msg = format!("fixtures {many:?} all match this prompt");
            return (StatusCode::CONFLICT, axum::Json(json!({"error": {"message": msg}}))).into_response();
        }
    };
    let content = std::fs::read_to_string(inner.fixtures.join(entry["reply_file"].as_str().expect("reply_file"))).expect("reply file");
    axum::Json(json!({
        "id": "step-replay",
        "object": "chat.completion",
        "model": body["model"],
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": entry.get("usage").cloned().unwrap_or(json!({"prompt_tokens": 0, "completion_tokens": 0})),
    }))
    .into_response()
}
