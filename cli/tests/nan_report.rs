//! A kernel that writes NaN or an infinity where the reference is finite fails, and its report
//! says so in `max_abs_err` / `max_rel_err` — the sample's and the mismatch evidence's — as the
//! strings `"NaN"` / `"inf"` (they said 0: the errors were taken over finite pairs only, and the
//! sample's over passing comparisons only).

mod common;

use common::ekb;
use serde_json::Value;

/// `l1_vector_add`'s reference with element 1 replaced by the f32 of bit pattern `bits` (read
/// through the params uniform so that no constant folding sees it).
fn report_of_element_one(bits: &str, name: &str) -> Value {
    let reference = std::fs::read_to_string(common::root().join("kernels/tasks/l1/l1_vector_add/reference.wgsl")).expect("reference");
    let line = "        c[i] = a[i] + b[i];";
    assert!(reference.contains(line), "the reference's store line changed");
    let bad = reference.replace(line, &format!("        c[i] = select(a[i] + b[i], bitcast<f32>({bits} + u32(p.N == 0u)), i == 1u);"));
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("vector_add_{name}.wgsl"));
    std::fs::write(&path, bad).expect("candidate written");
    let out = ekb(&["check", "--task", "l1_vector_add", path.to_str().expect("utf-8"), "--json", "--no-time", "--no-probe"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON report")
}

#[test]
fn a_nan_or_infinite_output_shows_in_the_reported_errors() {
    for (bits, name, want) in [("0x7fc00000u", "nan", "NaN"), ("0xff800000u", "neg_inf", "inf")] {
        let r = report_of_element_one(bits, name);
        assert_eq!(r["verdict"], "mismatch", "{}", r["message"]);
        let comparison = &r["evidence"]["comparison"];
        assert_eq!(comparison["mismatches"], 1, "{comparison}");
        for key in ["max_abs_err", "max_rel_err"] {
            assert_eq!(r[key], want, "{name}: the sample's {key}");
            assert_eq!(comparison[key], want, "{name}: the evidence's {key}");
        }
    }
}
