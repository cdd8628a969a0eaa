//! How much stack naga needs for the shapes of text that [`ekb_eval::limits`] bounds — the
//! measurement behind those limits (docs/EVALUATION.md, "Limits on candidate text").
//!
//! `cargo run --release -p wgsl-lib --example stack_probe` prints, for each shape (a long sum, deep
//! parentheses, deep blocks, a long `else if` chain), the largest size naga parses and validates
//! on a thread with 1 MiB of stack (the browser's wasm stack) — found by bisection over child
//! processes, since a stack overflow aborts the process — next to the limit. With `SHAPE N KIB`
//! it runs one case in this process (the child's job).

use std::process::Command;

use ekb_eval::limits::{MAX_NESTING_DEPTH, MAX_OPERATORS_PER_STATEMENT};

const SHAPES: [&str; 4] = ["sum", "parens", "blocks", "else_if"];

fn source(shape: &str, n: usize) -> String {
    let body = match shape {
        "sum" => format!("let x = {};", vec!["1u"; n].join(" + ")),
        "parens" => format!("let x = {}1u{};", "(".repeat(n), ")".repeat(n)),
        "blocks" => format!("{}{}", "{".repeat(n), "}".repeat(n)),
        "else_if" => format!("var x = 0u; if x == 0u {{ x = 1u; }}{}", " else if x == 1u { x = 2u; }".repeat(n)),
        other => panic!("unknown shape {other}"),
    };
    format!("@compute @workgroup_size(1) fn main() {{ {body} }}\n")
}

fn survives(shape: &str, n: usize, kib: usize) -> bool {
    let exe = std::env::current_exe().expect("own path");
    Command::new(exe).args([shape, &n.to_string(), &kib.to_string()]).output().is_ok_and(|o| o.status.success())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [shape, n, kib] = args.as_slice() {
        let (n, kib): (usize, usize) = (n.parse().expect("N"), kib.parse().expect("KIB"));
        let src = source(shape, n);
        let ok = std::thread::Builder::new()
            .stack_size(kib << 10)
            .spawn(move || wgsl_lib::shader::validate_wgsl(&src, &[], &[]).is_ok())
            .expect("thread")
            .join()
            .expect("no panic");
        std::process::exit(if ok { 0 } else { 3 });
    }
    println!("shape     limit  largest size naga survives on a 1 MiB stack");
    for shape in SHAPES {
        let limit = if shape == "sum" { MAX_OPERATORS_PER_STATEMENT } else { MAX_NESTING_DEPTH };
        let (mut lo, mut hi) = (1usize, 1usize << 16);
        if survives(shape, hi, 1024) {
            println!("{shape:<9} {limit:>5}  ≥ {hi}");
            continue;
        }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if survives(shape, mid, 1024) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        println!("{shape:<9} {limit:>5}  {lo} ({:.0}× the limit)", lo as f64 / limit as f64);
    }
}
