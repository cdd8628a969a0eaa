//! The small synthetic task the in-process tests share: `y[i] = alpha · x[i]`.

#![allow(dead_code, unreachable_pub)]

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

/// The task (`t_scale`, one input, one output, `alpha` = 3).
pub const TASK: &str = r#"
id = "t_scale"
level = 1
domain = "signal"
title = "scale"
description = "y[i] = alpha * x[i]"
[[params]]
name = "N"
[[params]]
name = "alpha"
type = "f32"
value = 3.0
range = { min = 0.5, max = 4.0 }
[[inputs]]
name = "x"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["N"]
[cost]
flops = "N"
bytes = "8 * N"
[launch]
threads = ["N", 1, 1]
[shapes]
timed = { N = 1000000 }
ci = { N = 4096 }
check = [{ N = 1 }, { N = 1000 }]
"#;

/// A correct kernel for it (also its reference kernel).
pub const GOOD: &str = "struct P { N: u32, alpha: f32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < p.N) { y[g.x] = p.alpha * x[g.x]; }
}";

/// Its CPU reference.
pub fn reference(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let alpha = s.get("alpha") as f32;
    vec![x[0].f32().iter().map(|v| f64::from(alpha * v)).collect()]
}
