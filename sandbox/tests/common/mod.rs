//! The kernel both sandbox test files compile: `add`, its signature and a correct body.

#![allow(dead_code, unreachable_pub)]

use ekb_sandbox::abi::{Arg, CType, EntrySignature, ScalarType};

/// `void add(const float* a, const float* b, float* c, uint32_t n, float alpha, int32_t bias, task, ntasks)`
pub fn add_sig() -> EntrySignature {
    EntrySignature {
        name: "add".into(),
        args: vec![
            Arg::Input { name: "a".into(), ty: CType::F32 },
            Arg::Input { name: "b".into(), ty: CType::F32 },
            Arg::Output { name: "c".into(), ty: CType::F32 },
            Arg::Param { name: "n".into(), ty: ScalarType::U32 },
            Arg::Param { name: "alpha".into(), ty: ScalarType::F32 },
            Arg::Param { name: "bias".into(), ty: ScalarType::I32 },
        ],
    }
}

/// A correct `add`: `c[i] = alpha·√a[i] + b[i] + bias`, the elements split over the tasks.
pub const GOOD: &str = r#"
void add(const float* a, const float* b, float* c, uint32_t n, float alpha, int32_t bias,
         uint32_t task, uint32_t ntasks) {
    uint32_t per = (n + ntasks - 1) / ntasks, lo = task * per, hi = lo + per > n ? n : lo + per;
    for (uint32_t i = lo; i < hi; i++) c[i] = alpha * sqrtf(a[i]) + b[i] + (float)bias;
}
"#;
