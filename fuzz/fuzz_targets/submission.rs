//! The `POST /api/submissions` body: arbitrary bytes with `Content-Type: application/json` through
//! `server::submissions::parse_body`, everything the handler checks before the database (JSON
//! syntax, the typed `Submission` with field paths, NUL refusal, text fields, the idempotency key,
//! the report's device). Byte 0 chooses whether an `Idempotency-Key` header is sent as well (odd:
//! `fuzz-key-0001`). Every input must give a value or an `AppError`, never a panic.

#![no_main]

use axum::http::{header, HeaderMap, HeaderValue};
use ekb_fuzz::on_small_stack;
use libfuzzer_sys::fuzz_target;
use server::Limits;

fn run(data: &[u8]) {
    let Some((&flags, body)) = data.split_first() else { return };
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    if flags & 1 == 1 {
        headers.insert("idempotency-key", HeaderValue::from_static("fuzz-key-0001"));
    }
    let result = server::submissions::parse_body(&headers, body, &Limits::default());
    if ekb_fuzz::debug() {
        match result {
            Ok(p) => eprintln!("ok: {} samples, key {}", p.submission.report.samples.len(), p.idempotency_key),
            Err(e) => eprintln!("err: {e:?}"),
        }
    }
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
