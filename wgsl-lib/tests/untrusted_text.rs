//! Any text into the validate-and-check front end must give a verdict, never a panic: random
//! strings, and random byte-level mutations of a valid kernel with a launch plan.

mod common;

use common::{device, task};
use proptest::prelude::*;
use wgsl_lib::prepare::prepare;

const KERNEL: &str = "// @plan
// pass main dispatch(ceil_div(N, wg_x), 1, 1)
// scratch tmp f32 N * 2
// override WG = 64
// @end
override WG: u32 = 32;
struct P { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read_write> c: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@group(0) @binding(3) var<storage, read_write> tmp: array<f32>;
var<workgroup> t: array<f32, WG>;
@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_index) l: u32) {
    t[l] = a[min(g.x, p.N - 1u)];
    workgroupBarrier();
    if (g.x < p.N) { tmp[g.x] = t[l]; c[g.x] = t[l] + 1.0; }
}
";

fn check(src: &str) {
    let spec = task();
    if let Ok(p) = prepare(&spec, src, &device(&["shader-f16"])) {
        for shape in spec.check_shapes().expect("shapes") {
            let _ = p.launch(&shape, 65_535);
            let _ = p.scratch_bytes(&shape, u64::MAX);
        }
    }
}

#[test]
fn the_seed_kernel_is_valid() {
    let spec = task();
    let p = prepare(&spec, KERNEL, &device(&["shader-f16"])).map_err(|r| format!("{:?}", r.diagnostics)).expect("valid");
    assert_eq!(p.contract.passes[0].workgroup_size, [64, 1, 1]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in "\\PC{0,300}") {
        check(&s);
    }

    #[test]
    fn mutated_kernels_never_panic(pos in 0usize..KERNEL.len(), len in 0usize..12, insert in "[ -~]{0,12}") {
        let mut s = KERNEL.to_string();
        let mut start = pos.min(s.len());
        while !s.is_char_boundary(start) { start -= 1; }
        let mut end = (start + len).min(s.len());
        while !s.is_char_boundary(end) { end -= 1; }
        s.replace_range(start..end, &insert);
        check(&s);
    }
}
