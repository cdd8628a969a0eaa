//! `ekb eval --relay` against a hostile relay (a loopback HTTP server of this test, answering
//! what the adversarial pass sent): `Retry-After: 18446744073709551615` (it panicked), a 404 for a
//! job the relay created (it was polled for 30 minutes), escape sequences in a failure reason
//! (they reached the terminal), and an endless answer (it was read whole). Each ends the run with
//! a clear message, never a panic, quickly, and nothing of it drives the terminal.

mod relay_common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use relay_common as rc;
use serde_json::json;

/// What the fake relay answers to each request, by method and path.
type Answer = fn(&str, &str) -> Vec<u8>;

const JOB: &str = "0123456789abcdef0123456789abcdef";

fn http(status: &str, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n{headers}\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn devices() -> Vec<u8> {
    let d = json!({"tracker": "embedded", "devices": [{"key": "rasp4", "backend": "cpu", "kinds": ["c"], "free": 1, "pending": 0}]});
    http("200 OK", "", &d.to_string())
}

/// Serves `answer` on a loopback port (each connection one request) until the test ends.
fn fake_relay(answer: Answer) -> String {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", l.local_addr().unwrap());
    std::thread::spawn(move || {
        for s in l.incoming() {
            let Ok(mut s) = s else { continue };
            std::thread::spawn(move || {
                let (method, path) = request_line(&mut s);
                let _ = s.write_all(&answer(&method, &path));
            });
        }
    });
    url
}

/// The request's method and path (its headers and body are read and dropped).
fn request_line(s: &mut TcpStream) -> (String, String) {
    let mut r = BufReader::new(s.try_clone().unwrap());
    let mut line = String::new();
    let _ = r.read_line(&mut line);
    let mut parts = line.split_whitespace();
    let (method, path) = (parts.next().unwrap_or("").to_string(), parts.next().unwrap_or("").to_string());
    let mut length = 0usize;
    loop {
        let mut h = String::new();
        if r.read_line(&mut h).unwrap_or(0) == 0 || h == "\r\n" {
            break;
        }
        if let Some(v) = h.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0u8; length];
    let _ = r.read_exact(&mut body);
    (method, path)
}

fn eval(url: &str, timeout_s: &str) -> (Output, Duration) {
    let dir = rc::scratch(&format!("hostile-relay-{}", url.rsplit(':').next().unwrap_or("0")));
    let file = dir.join("samples.jsonl");
    std::fs::write(&file, json!({"task_id": "l1_vector_add", "sample_id": "a", "kind": "c", "source": rc::VECTOR_ADD}).to_string())
        .unwrap();
    let t0 = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args([
            "eval",
            &file.display().to_string(),
            "--relay",
            url,
            "--device",
            "rasp4",
            "--relay-timeout",
            timeout_s,
            "--token",
            rc::TOKEN,
        ])
        .env("NODEVICE_SELECT", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("ekb runs");
    // A client that loops (a `Retry-After` at the deadline once made it resubmit without end) is
    // killed after 90 s, and the test fails.
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        if rx.recv_timeout(Duration::from_secs(90)).is_err() {
            let _ = Command::new("kill").args(["-KILL", &pid.to_string()]).status();
        }
    });
    let out = child.wait_with_output().expect("ekb ends");
    let _ = tx.send(());
    assert!(t0.elapsed() < Duration::from_secs(90), "ekb eval --relay did not end within 90 s");
    (out, t0.elapsed())
}

fn no_escape_reaches_the_terminal(o: &Output) {
    for stream in [&o.stdout, &o.stderr] {
        assert!(!stream.iter().any(|&b| b == 0x1b || b == 0x07), "{}", String::from_utf8_lossy(stream));
        assert!(!String::from_utf8_lossy(stream).contains('\u{9b}'));
    }
}

#[test]
fn a_retry_after_of_u64_max_is_saturated_not_a_panic() {
    let url = fake_relay(|_, path| {
        if path == "/api/relay/devices" {
            devices()
        } else {
            http("429 Too Many Requests", "retry-after: 18446744073709551615\r\n", r#"{"error":"slow down","field":null}"#)
        }
    });
    let (o, took) = eval(&url, "3");
    let (out, err) = (String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(err.contains("not submitted within --relay-timeout 3 s"), "{err}");
    assert!(took < Duration::from_secs(30), "{took:?}");
}

#[test]
fn a_404_for_a_job_the_relay_created_ends_its_poll() {
    let url = fake_relay(|method, path| match (method, path) {
        (_, "/api/relay/devices") => devices(),
        ("POST", _) => http("202 Accepted", "", &json!({"id": JOB}).to_string()),
        _ => http("404 Not Found", "", r#"{"error":"no such relay job","field":"id"}"#),
    });
    let (o, took) = eval(&url, "600");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("no longer knows job") && err.contains("404"), "{err}");
    assert!(took < Duration::from_secs(30), "a 404 is final, not polled until the deadline: {took:?}");
}

#[test]
fn escape_sequences_in_a_relay_reason_never_reach_the_terminal() {
    let url = fake_relay(|method, path| match (method, path) {
        (_, "/api/relay/devices") => devices(),
        ("POST", _) => http("202 Accepted", "", &json!({"id": JOB}).to_string()),
        _ => {
            let reason = "\u{1b}]0;owned\u{7}\u{1b}[2J\u{1b}[31mdevice lost\u{9b}0m \u{202e}gnp.exe";
            let s = json!({"id": JOB, "task": "l1_vector_add", "kind": "c", "backend": "cpu", "transport": "relay", "device": "rasp4",
                           "state": "failed", "reason": reason, "created_unix_ms": 1, "updated_unix_ms": 2});
            http("200 OK", "", &s.to_string())
        }
    });
    let (o, _) = eval(&url, "60");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("device lost"), "{err}");
    assert!(err.contains("\\u{1b}"), "the escape is shown, not run: {err}");
    no_escape_reaches_the_terminal(&o);
}

#[test]
fn an_endless_answer_is_refused_not_read_whole() {
    let url = fake_relay(|_, _| {
        // A chunked body that never ends: 1 GiB of zeros would follow.
        let mut v = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n".to_vec();
        let chunk = format!("{:x}\r\n{}\r\n", 1 << 20, "0".repeat(1 << 20));
        for _ in 0..16 {
            v.extend_from_slice(chunk.as_bytes());
        }
        v
    });
    let (o, took) = eval(&url, "60");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("larger than 8388608 bytes"), "{err}");
    assert!(took < Duration::from_secs(30), "{took:?}");
}
