//! Shapes drawn from a task's parameter domains, for correctness only.
//!
//! Every run checks, besides the task's fixed `check` shapes, [`DRAWN_SHAPES`] shapes drawn from
//! the domains ([`crate::task::Domain`]) and constraints of its params. They derive from the run's
//! base seed and the task id alone, so every sample of a task in one run shares them (and the CPU
//! reference cache still pays), and `--seed` reproduces them. Timing stays at the timed (or `ci`)
//! shape.
//!
//! Draws favour corners — the domain's minimum, the largest value of the profile's box, values one
//! off a multiple of 64, primes — where bugs live. f32 params with a range are drawn across all of
//! it (log-uniform over ranges spanning a decade or more, else uniform; each end a fifth of the
//! time). The whole domain's extremes are [`corners`] and [`evaluation_corners`]. They stay inside a box and a size budget so they
//! run where the profile is meant to:
//!
//! * each param at most the largest value any of the profile's declared shapes gives it (`ci`: the
//!   `ci` and check shapes, which run on software Vulkan within llvmpipe's 65,535-iteration loop
//!   cap; `full`: the timed shape too), so per-invocation trip counts and grids stay where the suite
//!   is known to run;
//! * the cost model's `bytes` at most the `ci` shape's under `ci` and the timed shape's under `full`,
//!   so the CPU reference and the check runs stay cheap;
//! * the default launch's threads per axis at most `max(65,535, the declared shapes' largest)`, and
//!   every buffer within the WebGPU default storage binding size (128 MiB).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::task::{ParamType, Profile, Shape, ShapeValues, TaskError, TaskSpec};

mod corner;
pub use corner::{corners, domain_max, evaluation_corners, Corner, CORNER_SLACK};

/// Shapes drawn per task and run.
pub const DRAWN_SHAPES: usize = 2;

/// The WebGPU default `maxStorageBufferBindingSize` (128 MiB): no drawn buffer is larger.
pub const MAX_BINDING_BYTES: u64 = 128 << 20;

/// The workgroup size the draw budget evaluates the default launch with (a `[launch] threads`
/// expression may name `wg_x`…): one invocation per workgroup, the most workgroups any size gives.
const LAUNCH_WORKGROUP: [u32; 3] = [1, 1, 1];

/// Draw attempts per shape before giving up on that shape.
const ATTEMPTS: usize = 200;

/// FNV-1a of `s`: a task id's contribution to its draw seed (stable across platforms and builds).
pub fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3))
}

/// Per-param bounds of the draw under one profile.
struct Bounds {
    /// Param name, domain min, box max, multiple of, power of two.
    params: Vec<(String, i64, i64, i64, bool)>,
    bytes_budget: f64,
    threads_cap: [i64; 3],
}

fn bounds(spec: &TaskSpec, profile: Profile) -> Option<Bounds> {
    let ci = spec.resolve_shape(&spec.shapes.ci).ok()?;
    let checks = spec.check_shapes().ok()?;
    let timed = spec.resolve_shape(&spec.shapes.timed).ok()?;
    let mut declared: Vec<&Shape> = checks.iter().chain([&ci]).collect();
    let bytes_budget = match profile {
        Profile::Ci => spec.bytes(&ci).ok()?,
        Profile::Full => spec.bytes(&timed).ok()?,
    };
    if profile == Profile::Full {
        declared.push(&timed);
    }
    let mut params = Vec::new();
    for p in spec.params.iter().filter(|p| p.ty != ParamType::F32) {
        let Some(d) = &p.domain else { continue };
        let top = declared.iter().map(|s| s.get(&p.name) as i64).max().unwrap_or(d.max).min(d.max);
        params.push((p.name.clone(), d.min, top.max(d.min), d.multiple_of.unwrap_or(1).max(1), d.pow2));
    }
    let mut threads_cap = [65_535i64; 3];
    for s in &declared {
        if let Ok(threads) = spec.launch_threads(s, LAUNCH_WORKGROUP) {
            for (cap, v) in threads_cap.iter_mut().zip(threads) {
                *cap = (*cap).max(v);
            }
        }
    }
    Some(Bounds { params, bytes_budget, threads_cap })
}

/// The smallest prime ≥ `n` (small `n` only: draws are bounded by the declared shapes).
fn next_prime(n: i64) -> i64 {
    let is_prime = |k: i64| k >= 2 && (2..).take_while(|d| d * d <= k).all(|d| k % d != 0);
    (n.max(2)..).find(|&k| is_prime(k)).unwrap_or(n)
}

/// `v` moved into `[lo, hi]` onto the grid of `multiple` (and onto a power of two when `pow2`),
/// or `None` when the range holds no such value.
fn snap(v: i64, lo: i64, hi: i64, multiple: i64, pow2: bool) -> Option<i64> {
    let v = v.clamp(lo, hi);
    if pow2 {
        let mut p = 1i64;
        while p < lo || p % multiple != 0 {
            p = p.checked_mul(2)?;
        }
        if p > hi {
            return None;
        }
        let mut best = p;
        while let Some(next) = best.checked_mul(2).filter(|&n| n <= v && n <= hi) {
            best = next;
        }
        return Some(best);
    }
    let down = v - v.rem_euclid(multiple);
    let up = down + multiple;
    [down, up].into_iter().filter(|&c| c >= lo && c <= hi).min_by_key(|&c| (c - v).abs())
}

/// One value for a param with domain min `lo`, box max `hi`: a corner half the time, else
/// log-uniform in the range.
fn draw_value(rng: &mut ChaCha8Rng, lo: i64, hi: i64) -> i64 {
    let span = (hi - lo).max(0);
    let log_uniform = |rng: &mut ChaCha8Rng| {
        let (a, b) = ((lo.max(1) as f64).ln(), ((hi.max(1)) as f64 + 1.0).ln());
        (a + (b - a) * rng.random::<f64>()).exp().floor() as i64
    };
    match rng.random_range(0..10u32) {
        0 => lo,
        1 => hi,
        2 => lo + 1.min(span),
        3 => {
            // One off a multiple of 64.
            let k = (log_uniform(rng) / 64).max(1) * 64;
            if rng.random::<bool>() {
                k + 1
            } else {
                k - 1
            }
        }
        4 => next_prime(log_uniform(rng)),
        _ => log_uniform(rng),
    }
}

/// Whether `shape` fits the draw's budget and the WebGPU default limits.
fn fits(spec: &TaskSpec, b: &Bounds, shape: &Shape) -> bool {
    if spec.in_domain(shape).is_err() {
        return false;
    }
    if spec.bytes(shape).map_or(true, |v| v > b.bytes_budget) {
        return false;
    }
    let Ok(threads) = spec.launch_threads(shape, LAUNCH_WORKGROUP) else { return false };
    if b.threads_cap.iter().zip(threads).any(|(cap, v)| v > *cap || v < 0) {
        return false;
    }
    within_binding_limit(spec, shape).is_ok()
}

/// Whether every input and output of `spec` at `shape` fits the WebGPU default storage binding
/// size ([`MAX_BINDING_BYTES`]); a param domain alone does not bound products of params.
///
/// # Errors
/// [`BindingLimitError::OverLimit`] naming the first buffer over the limit and its size, or the
/// task's error computing a buffer's length.
pub fn within_binding_limit(spec: &TaskSpec, shape: &Shape) -> Result<(), BindingLimitError> {
    let ins = spec.inputs.iter().enumerate().map(|(i, b)| (&b.name, spec.input_len(i, shape).map(|n| n * b.dtype.size_bytes())));
    let outs = spec.outputs.iter().enumerate().map(|(i, b)| (&b.name, spec.output_len(i, shape).map(|n| n * b.dtype.size_bytes())));
    for (name, bytes) in ins.chain(outs) {
        let bytes = bytes?;
        if bytes as u64 > MAX_BINDING_BYTES {
            return Err(BindingLimitError::OverLimit { buffer: name.clone(), bytes, shape: shape.label() });
        }
    }
    Ok(())
}

/// Why a task's buffers do not fit at a shape ([`within_binding_limit`]).
#[derive(Debug, thiserror::Error)]
pub enum BindingLimitError {
    /// A buffer is larger than [`MAX_BINDING_BYTES`].
    #[error("buffer `{buffer}` would be {bytes} bytes at {shape}, over the {MAX_BINDING_BYTES}-byte storage binding limit")]
    OverLimit {
        /// The input or output.
        buffer: String,
        /// Its size at the shape, bytes.
        bytes: usize,
        /// The shape's label.
        shape: String,
    },
    /// A buffer's length could not be computed at the shape.
    #[error(transparent)]
    Task(#[from] TaskError),
}

/// Why a shape given as text does not parse ([`parse_shape`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShapeParseError {
    /// A pair without `=`.
    #[error("`{0}` is not NAME=VALUE")]
    NotAPair(String),
    /// A value that is not a number.
    #[error("`{pair}`: `{value}` is not a number")]
    NotANumber {
        /// The pair as given.
        pair: String,
        /// Its value.
        value: String,
    },
    /// A param given twice.
    #[error("param `{0}` is given more than once; give each param one value")]
    Repeated(String),
    /// No pairs at all.
    #[error("an empty shape; give NAME=VALUE pairs such as N=1000,K=3")]
    Empty,
}

/// The shapes drawn for `spec` in a run with base seed `run_seed` under `profile`: up to
/// [`DRAWN_SHAPES`] distinct shapes in the task's domain, none equal to a fixed check shape,
/// deterministic in (run seed, task id, profile). Empty when the task declares no domain.
pub fn drawn_shapes(spec: &TaskSpec, run_seed: u64, profile: Profile) -> Vec<Shape> {
    let Some(b) = bounds(spec, profile) else { return Vec::new() };
    if b.params.is_empty() {
        return Vec::new();
    }
    let base = match profile {
        Profile::Ci => spec.shapes.ci.clone(),
        Profile::Full => spec.shapes.timed.clone(),
    };
    let fixed = spec.check_shapes().unwrap_or_default();
    let mut rng = ChaCha8Rng::seed_from_u64(crate::seed::derive_seed(run_seed, fnv1a(&spec.id)));
    let mut out: Vec<Shape> = Vec::new();
    for _ in 0..DRAWN_SHAPES {
        for _ in 0..ATTEMPTS {
            let mut values: ShapeValues = base.clone();
            for p in &spec.params {
                if let Some(r) = p.range.as_ref().filter(|_| p.ty == ParamType::F32) {
                    values.insert(p.name.clone(), corner::draw_real(r, &mut rng));
                }
            }
            let mut ok = true;
            for (name, lo, hi, multiple, pow2) in &b.params {
                match snap(draw_value(&mut rng, *lo, *hi), *lo, *hi, *multiple, *pow2) {
                    Some(v) => {
                        values.insert(name.clone(), v as f64);
                    }
                    None => ok = false,
                }
            }
            if !ok {
                continue;
            }
            // Over the size budget: halve the largest params (relative to their minimum) until it fits.
            let mut shape = match spec.resolve_shape(&values) {
                Ok(s) => s,
                Err(_) => continue,
            };
            for _ in 0..48 {
                if spec.bytes(&shape).is_ok_and(|v| v <= b.bytes_budget) {
                    break;
                }
                let Some((name, lo, hi, multiple, pow2)) = b
                    .params
                    .iter()
                    .filter(|(n, lo, ..)| shape.get(n) as i64 > *lo)
                    .max_by(|x, y| (shape.get(&x.0) / x.1.max(1) as f64).total_cmp(&(shape.get(&y.0) / y.1.max(1) as f64)))
                else {
                    break;
                };
                let half = (shape.get(name) as i64 / 2).max(*lo);
                let Some(v) = snap(half, *lo, *hi, *multiple, *pow2) else { break };
                if v as f64 == shape.get(name) {
                    break;
                }
                values.insert(name.clone(), v as f64);
                shape = match spec.resolve_shape(&values) {
                    Ok(s) => s,
                    Err(_) => break,
                };
            }
            if fits(spec, &b, &shape) && !out.contains(&shape) && !fixed.contains(&shape) {
                out.push(shape);
                break;
            }
        }
    }
    out
}

/// Parses a shape given as `NAME=V,NAME=V` (commas and/or spaces between the pairs, so a shape
/// label from a report, `R=7 C=1000`, works too).
///
/// # Errors
/// [`ShapeParseError`] naming the pair that is not `NAME=NUMBER`, a param given twice, or an
/// empty text.
pub fn parse_shape(text: &str) -> Result<ShapeValues, ShapeParseError> {
    let mut values = ShapeValues::new();
    for pair in text.split(|c: char| c == ',' || c.is_whitespace()).filter(|p| !p.is_empty()) {
        let (name, v) = pair.split_once('=').ok_or_else(|| ShapeParseError::NotAPair(pair.to_string()))?;
        let v: f64 = v.trim().parse().map_err(|_| ShapeParseError::NotANumber { pair: pair.to_string(), value: v.to_string() })?;
        let name = name.trim();
        if values.insert(name.to_string(), v).is_some() {
            return Err(ShapeParseError::Repeated(name.to_string()));
        }
    }
    if values.is_empty() {
        return Err(ShapeParseError::Empty);
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TASK: &str = r#"
id = "t"
level = 1
domain = "signal"
title = "topk"
description = "d"
constraints = ["K <= C"]
[[params]]
name = "R"
domain = { min = 1, max = 4096 }
[[params]]
name = "C"
domain = { min = 1, max = 100000 }
[[params]]
name = "K"
value = 8
domain = { min = 1, max = 16 }
[[inputs]]
name = "X"
dtype = "f32"
shape = ["R", "C"]
dist = { kind = "normal", mean = 0.0, std = 1.0 }
[[outputs]]
name = "v"
dtype = "f32"
shape = ["R", "K"]
[[edge]]
name = "ties"
inputs.X = { kind = "choice", values = [0.0, 1.0] }
[cost]
flops = "R * C"
bytes = "4 * R * C"
[launch]
threads = ["R", 1, 1]
[shapes]
timed = { R = 64, C = 32000 }
ci = { R = 16, C = 4000 }
check = [{ R = 1, C = 1, K = 1 }, { R = 65, C = 129, K = 16 }]
"#;

    #[test]
    fn draws_are_deterministic_in_the_domain_and_the_budget() {
        let t = TaskSpec::from_toml(TASK).unwrap();
        for seed in 0..200u64 {
            let a = drawn_shapes(&t, seed, Profile::Ci);
            assert_eq!(a, drawn_shapes(&t, seed, Profile::Ci));
            assert_eq!(a.len(), DRAWN_SHAPES, "seed {seed}");
            for s in &a {
                assert!(t.in_domain(s).is_ok(), "{}", s.label());
                assert!(t.bytes(s).unwrap() <= 4.0 * 16.0 * 4000.0, "{}", s.label());
                assert!(s.get("R") <= 65.0 && s.get("C") <= 4000.0 && s.get("K") <= 16.0 && s.get("K") <= s.get("C"));
            }
        }
        assert_ne!(drawn_shapes(&t, 1, Profile::Ci), drawn_shapes(&t, 2, Profile::Ci));
        let full = drawn_shapes(&t, 1, Profile::Full);
        assert!(full.iter().all(|s| t.bytes(s).unwrap() <= 4.0 * 64.0 * 32000.0));
    }

    #[test]
    fn domains_are_checked_and_named() {
        let t = TaskSpec::from_toml(TASK).unwrap();
        let err = t.resolve_in_domain(&parse_shape("R=2,C=3,K=5").unwrap()).unwrap_err().to_string();
        assert!(err.contains("constraint `K <= C` fails (K = 5, C = 3)"), "{err}");
        let err = t.resolve_in_domain(&parse_shape("R=2 C=300 K=17").unwrap()).unwrap_err().to_string();
        assert!(err.contains("K = 17 is above its maximum 16"), "{err}");
        assert!(t.resolve_in_domain(&parse_shape("R=2,C=300").unwrap()).is_ok());
        assert!(parse_shape("R=2,C").is_err());
        let err = parse_shape("R=1, R=2").unwrap_err();
        assert_eq!(err, ShapeParseError::Repeated("R".into()));
        assert!(err.to_string().contains("`R` is given more than once"), "{err}");
        let bad = TASK.replace("{ R = 1, C = 1, K = 1 }", "{ R = 1, C = 1, K = 2 }");
        assert!(TaskSpec::from_toml(&bad).unwrap_err().to_string().contains("outside the domain"));
        assert!(t.domain_text().contains("- K: 1 ≤ K ≤ 16 (default 8)"), "{}", t.domain_text());
        assert!(t.edges_text().contains("ties: X each one of [0, 1]"), "{}", t.edges_text());
    }

    #[test]
    fn snapping() {
        assert_eq!(snap(7, 2, 100, 2, false), Some(6));
        assert_eq!(snap(100, 2, 2048, 1, true), Some(64));
        assert_eq!(snap(1, 4, 8, 4, false), Some(4));
        assert_eq!(snap(3, 5, 6, 8, false), None);
        assert_eq!(next_prime(90), 97);
    }
}
