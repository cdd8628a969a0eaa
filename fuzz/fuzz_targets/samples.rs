//! The samples-file parser (`kernels::samples::parse`, used by `ekb eval` and the web app's Run
//! page): arbitrary text must give samples or a located error, never a panic or a stack overflow.

#![no_main]

use ekb_fuzz::{on_small_stack, text};
use libfuzzer_sys::fuzz_target;

fn run(data: &[u8]) {
    let result = kernels::samples::parse(&text(data), "fuzz.jsonl");
    if ekb_fuzz::debug() {
        match result {
            Ok(samples) => eprintln!("ok: {} samples", samples.len()),
            Err(e) => eprintln!("err: {e}"),
        }
    }
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
