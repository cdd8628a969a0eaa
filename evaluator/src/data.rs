//! Host-side buffers: seeded input generation, output initialisation (poisons), byte conversion.
//!
//! Inputs come from a ChaCha8 stream seeded per (seed, input index), which is bit-identical on
//! every platform (native and wasm32), so the browser and the CLI check the same data.

use half::f16;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::expr::ExprError;
use crate::task::{Distribution, Dtype, EdgeSet, Init, Shape, TaskSpec};

/// A typed, flat, row-major host buffer.
#[derive(Clone, Debug, PartialEq)]
pub enum HostBuffer {
    /// f32 elements.
    F32(Vec<f32>),
    /// f16 elements.
    F16(Vec<f16>),
    /// u32 elements.
    U32(Vec<u32>),
    /// i32 elements.
    I32(Vec<i32>),
}

impl HostBuffer {
    /// Element type.
    pub fn dtype(&self) -> Dtype {
        match self {
            Self::F32(_) => Dtype::F32,
            Self::F16(_) => Dtype::F16,
            Self::U32(_) => Dtype::U32,
            Self::I32(_) => Dtype::I32,
        }
    }

    /// Element count.
    pub fn len(&self) -> usize {
        match self {
            Self::F32(v) => v.len(),
            Self::F16(v) => v.len(),
            Self::U32(v) => v.len(),
            Self::I32(v) => v.len(),
        }
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` widened to f64 (exact for every dtype).
    pub fn get(&self, i: usize) -> f64 {
        match self {
            Self::F32(v) => f64::from(v[i]),
            Self::F16(v) => f64::from(v[i].to_f32()),
            Self::U32(v) => f64::from(v[i]),
            Self::I32(v) => f64::from(v[i]),
        }
    }

    /// All elements widened to f64.
    pub fn to_f64(&self) -> Vec<f64> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }

    /// The f32 elements; panics on another dtype (reference code knows its task's dtypes).
    pub fn f32(&self) -> &[f32] {
        match self {
            Self::F32(v) => v,
            other => panic!("expected an f32 buffer, found {:?}", other.dtype()),
        }
    }

    /// The u32 elements; panics on another dtype.
    pub fn u32(&self) -> &[u32] {
        match self {
            Self::U32(v) => v,
            other => panic!("expected a u32 buffer, found {:?}", other.dtype()),
        }
    }

    /// The i32 elements; panics on another dtype.
    pub fn i32(&self) -> &[i32] {
        match self {
            Self::I32(v) => v,
            other => panic!("expected an i32 buffer, found {:?}", other.dtype()),
        }
    }

    /// Little-endian bytes, padded with zeros to a multiple of 16 (so `vec4` views cover the data)
    /// and at least 16 bytes long (WebGPU forbids empty bindings).
    pub fn to_padded_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = match self {
            Self::F32(v) => bytemuck::cast_slice(v).to_vec(),
            Self::F16(v) => bytemuck::cast_slice(v).to_vec(),
            Self::U32(v) => bytemuck::cast_slice(v).to_vec(),
            Self::I32(v) => bytemuck::cast_slice(v).to_vec(),
        };
        out.resize(padded_size(out.len()), 0);
        out
    }

    /// Reads `len` elements of `dtype` from little-endian `bytes` (which may be longer).
    ///
    /// # Panics
    /// When `bytes` is shorter than `len` elements (the runner always reads back whole buffers).
    pub fn from_bytes(dtype: Dtype, bytes: &[u8], len: usize) -> Self {
        let b = &bytes[..len * dtype.size_bytes()];
        match dtype {
            Dtype::F32 => Self::F32(b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
            Dtype::F16 => Self::F16(b.chunks_exact(2).map(|c| f16::from_le_bytes([c[0], c[1]])).collect()),
            Dtype::U32 => Self::U32(b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
            Dtype::I32 => Self::I32(b.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
        }
    }

    /// Whether two buffers hold the same bits.
    pub fn bits_equal(&self, other: &Self) -> bool {
        self.to_padded_bytes() == other.to_padded_bytes()
    }
}

/// Size of a device buffer holding `bytes` bytes: rounded up to 16, at least 16.
pub fn padded_size(bytes: usize) -> usize {
    bytes.div_ceil(16).max(1) * 16
}

/// Which of the two poisons to fill unwritten-detection outputs with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poison {
    /// First run: a quiet NaN with payload `0x7FC0_DEAD` for f32 (`0x7E01` for f16), `0xDEAD_BEEF`
    /// for integers.
    A,
    /// Second run: a finite value (`-1.2345e-19` for f32, `-0.0001` f16) and `0x5A5A_5A5A` for
    /// integers, so an element left unwritten is caught even where the reference itself is NaN.
    B,
}

/// The initial contents of output `i` of `task` at `shape` for a run with `poison`.
///
/// # Errors
/// [`ExprError`] when the output's shape cannot be evaluated.
pub fn init_output(task: &TaskSpec, i: usize, shape: &Shape, poison: Poison) -> Result<HostBuffer, crate::task::TaskError> {
    let o = &task.outputs[i];
    let n = task.output_len(i, shape)?;
    Ok(match (o.init, o.dtype, poison) {
        (Init::Zero, d, _) => zeros(d, n),
        (Init::Poison, Dtype::F32, Poison::A) => HostBuffer::F32(vec![f32::from_bits(0x7FC0_DEAD); n]),
        (Init::Poison, Dtype::F32, Poison::B) => HostBuffer::F32(vec![-1.2345e-19; n]),
        (Init::Poison, Dtype::F16, Poison::A) => HostBuffer::F16(vec![f16::from_bits(0x7E01); n]),
        (Init::Poison, Dtype::F16, Poison::B) => HostBuffer::F16(vec![f16::from_f32(-0.0001); n]),
        (Init::Poison, Dtype::U32, Poison::A) => HostBuffer::U32(vec![0xDEAD_BEEF; n]),
        (Init::Poison, Dtype::U32, Poison::B) => HostBuffer::U32(vec![0x5A5A_5A5A; n]),
        (Init::Poison, Dtype::I32, Poison::A) => HostBuffer::I32(vec![0xDEAD_BEEFu32 as i32; n]),
        (Init::Poison, Dtype::I32, Poison::B) => HostBuffer::I32(vec![0x5A5A_5A5A; n]),
    })
}

/// A zero-filled buffer.
pub fn zeros(dtype: Dtype, n: usize) -> HostBuffer {
    match dtype {
        Dtype::F32 => HostBuffer::F32(vec![0.0; n]),
        Dtype::F16 => HostBuffer::F16(vec![f16::ZERO; n]),
        Dtype::U32 => HostBuffer::U32(vec![0; n]),
        Dtype::I32 => HostBuffer::I32(vec![0; n]),
    }
}

/// Generates every input of `task` at `shape` for `seed`.
///
/// Input `i` draws from `ChaCha8Rng::seed_from_u64(seed ^ (i · 0x9E37_79B9_7F4A_7C15))`.
///
/// # Errors
/// [`crate::task::TaskError`] when a shape or a distribution bound cannot be evaluated.
pub fn generate_inputs(task: &TaskSpec, shape: &Shape, seed: u64) -> Result<Vec<HostBuffer>, crate::task::TaskError> {
    generate_inputs_with(task, shape, seed, None)
}

/// As [`generate_inputs`], with the distributions of the edge set `edge` (by name) in place of the
/// inputs' own where it names them.
///
/// # Errors
/// [`crate::task::TaskError`] when a shape or a distribution bound cannot be evaluated.
pub fn generate_inputs_with(
    task: &TaskSpec,
    shape: &Shape,
    seed: u64,
    edge: Option<&EdgeSet>,
) -> Result<Vec<HostBuffer>, crate::task::TaskError> {
    let env = shape.env();
    let bad = |source: ExprError| crate::task::TaskError::Expr { task: task.id.clone(), source };
    task.inputs
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            let n = task.input_len(i, shape)?;
            let dist = edge.and_then(|e| e.inputs.get(&spec.name)).unwrap_or(&spec.dist);
            // Row length for `constant_rows`: the input's last dimension.
            let row = match spec.shape.last() {
                Some(d) => usize::try_from(d.eval(&env).map_err(bad)?).unwrap_or(1).max(1),
                None => 1,
            };
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let reals = |rng: &mut ChaCha8Rng| -> Vec<f64> {
                match dist {
                    Distribution::Uniform { lo, hi } => (0..n).map(|_| lo + (hi - lo) * rng.random::<f64>()).collect(),
                    Distribution::Normal { mean, std } => (0..n)
                        .map(|_| {
                            // Box–Muller; u1 in (0, 1] so ln is finite.
                            let u1 = 1.0 - rng.random::<f64>();
                            let u2 = rng.random::<f64>();
                            mean + std * (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
                        })
                        .collect(),
                    Distribution::Choice { values } => (0..n).map(|_| values[rng.random_range(0..values.len().max(1))]).collect(),
                    Distribution::ConstantRows { values } => {
                        let mut out = Vec::with_capacity(n);
                        while out.len() < n {
                            let v = values[rng.random_range(0..values.len().max(1))];
                            out.extend(std::iter::repeat_n(v, row.min(n - out.len())));
                        }
                        out
                    }
                    Distribution::Int { .. } | Distribution::Bits => vec![0.0; n],
                }
            };
            let ints = |rng: &mut ChaCha8Rng| -> Result<Vec<i64>, crate::task::TaskError> {
                match dist {
                    Distribution::Int { lo, hi } => {
                        let (lo, hi) = (lo.eval(&env).map_err(bad)?, hi.eval(&env).map_err(bad)?);
                        if hi < lo {
                            return Err(crate::task::TaskError::Invalid {
                                task: task.id.clone(),
                                message: format!("input `{}`: empty range {lo}..={hi}", spec.name),
                            });
                        }
                        Ok((0..n).map(|_| rng.random_range(lo..=hi)).collect())
                    }
                    Distribution::Bits => Ok((0..n).map(|_| i64::from(rng.random::<u32>())).collect()),
                    _ => Ok(reals(rng).into_iter().map(|v| v.round() as i64).collect()),
                }
            };
            Ok(match spec.dtype {
                Dtype::F32 => match dist {
                    Distribution::Int { .. } => HostBuffer::F32(ints(&mut rng)?.into_iter().map(|v| v as f32).collect()),
                    Distribution::Bits => HostBuffer::F32((0..n).map(|_| f32::from_bits(rng.random::<u32>())).collect()),
                    _ => HostBuffer::F32(reals(&mut rng).into_iter().map(|v| v as f32).collect()),
                },
                Dtype::F16 => match dist {
                    Distribution::Int { .. } => HostBuffer::F16(ints(&mut rng)?.into_iter().map(|v| f16::from_f64(v as f64)).collect()),
                    Distribution::Bits => HostBuffer::F16((0..n).map(|_| f16::from_bits(rng.random::<u16>())).collect()),
                    _ => HostBuffer::F16(reals(&mut rng).into_iter().map(f16::from_f64).collect()),
                },
                Dtype::U32 => HostBuffer::U32(ints(&mut rng)?.into_iter().map(|v| v as u32).collect()),
                Dtype::I32 => HostBuffer::I32(ints(&mut rng)?.into_iter().map(|v| v as i32).collect()),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padded_sizes() {
        assert_eq!(padded_size(0), 16);
        assert_eq!(padded_size(4), 16);
        assert_eq!(padded_size(17), 32);
        let b = HostBuffer::U32(vec![1, 2, 3]);
        assert_eq!(b.to_padded_bytes().len(), 16);
        assert_eq!(HostBuffer::from_bytes(Dtype::U32, &b.to_padded_bytes(), 3), b);
    }

    #[test]
    fn edge_distributions_give_ties_and_constant_rows() {
        let toml = r#"
id = "t"
level = 1
domain = "signal"
title = "t"
description = "d"
[[params]]
name = "R"
domain = { min = 1, max = 64 }
[[params]]
name = "C"
domain = { min = 1, max = 64 }
[[inputs]]
name = "X"
dtype = "f32"
shape = ["R", "C"]
dist = { kind = "normal", mean = 0.0, std = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["R"]
[[edge]]
name = "ties"
inputs.X = { kind = "choice", values = [0.0, 1.0, -1.0] }
[[edge]]
name = "flat"
inputs.X = { kind = "constant_rows", values = [-2.0, 0.5] }
[cost]
flops = "R * C"
bytes = "4 * R * C"
[launch]
threads = ["R", 1, 1]
[shapes]
timed = { R = 64, C = 64 }
ci = { R = 7, C = 13 }
check = [{ R = 1, C = 1 }]
"#;
        let t = TaskSpec::from_toml(toml).unwrap();
        let shape = t.timed_shape(crate::task::Profile::Ci).unwrap();
        let plain = generate_inputs(&t, &shape, 5).unwrap();
        assert_eq!(plain, generate_inputs_with(&t, &shape, 5, None).unwrap(), "no edge set: the inputs' own dists");
        let ties = generate_inputs_with(&t, &shape, 5, Some(&t.edges[0])).unwrap();
        let x = ties[0].f32();
        assert_eq!(x.len(), 7 * 13);
        assert!(x.iter().all(|v| [0.0, 1.0, -1.0].contains(v)));
        assert!([0.0f32, 1.0, -1.0].iter().all(|v| x.contains(v)), "every value drawn");
        let flat = generate_inputs_with(&t, &shape, 5, Some(&t.edges[1])).unwrap();
        for row in flat[0].f32().chunks(13) {
            assert!(row.iter().all(|v| *v == row[0] && (*v == -2.0 || *v == 0.5)), "{row:?}");
        }
    }

    #[test]
    fn poisons_differ() {
        let a = f32::from_bits(0x7FC0_DEAD);
        assert!(a.is_nan());
        assert_ne!(a.to_bits(), (-1.2345e-19f32).to_bits());
    }
}
