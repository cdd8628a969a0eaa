//! Host-side buffers: seeded input generation, output initialisation (poisons), byte conversion.
//!
//! Inputs come from a ChaCha8 stream seeded per (seed, input index), which is bit-identical on
//! every platform (native and wasm32), so the browser and the CLI check the same data.

use half::f16;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::expr::ExprError;
use crate::task::{Distribution, Dtype, EdgeSet, Init, OutputSpec, Shape, TaskSpec};

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
        let bytes = self.as_bytes();
        let mut out = Vec::with_capacity(padded_size(bytes.len()));
        out.extend_from_slice(bytes);
        out.resize(padded_size(bytes.len()), 0);
        out
    }

    /// The elements' little-endian bytes, unpadded (a view: no copy).
    pub fn as_bytes(&self) -> &[u8] {
        match self {
            Self::F32(v) => bytemuck::cast_slice(v),
            Self::F16(v) => bytemuck::cast_slice(v),
            Self::U32(v) => bytemuck::cast_slice(v),
            Self::I32(v) => bytemuck::cast_slice(v),
        }
    }

    /// Reads `len` elements of `dtype` from little-endian `bytes` (which may be longer).
    ///
    /// # Panics
    /// When `bytes` is shorter than `len` elements (the runner always reads back whole buffers).
    pub fn from_bytes(dtype: Dtype, bytes: &[u8], len: usize) -> Self {
        let b = &bytes[..len * dtype.size_bytes()];
        // A plain copy where the host is little-endian (every target we build for): `b` need not
        // be aligned for the element type. Domain corners read back 100s of MB.
        if cfg!(target_endian = "little") {
            return match dtype {
                Dtype::F32 => Self::F32(bytemuck::pod_collect_to_vec(b)),
                Dtype::F16 => Self::F16(bytemuck::pod_collect_to_vec(b)),
                Dtype::U32 => Self::U32(bytemuck::pod_collect_to_vec(b)),
                Dtype::I32 => Self::I32(bytemuck::pod_collect_to_vec(b)),
            };
        }
        match dtype {
            Dtype::F32 => Self::F32(b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
            Dtype::F16 => Self::F16(b.chunks_exact(2).map(|c| f16::from_le_bytes([c[0], c[1]])).collect()),
            Dtype::U32 => Self::U32(b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
            Dtype::I32 => Self::I32(b.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()),
        }
    }

    /// Whether two buffers hold the same dtype, length and bits.
    pub fn bits_equal(&self, other: &Self) -> bool {
        self.dtype() == other.dtype() && self.as_bytes() == other.as_bytes()
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

/// The integer poison of a first run ([`Poison::A`]) in a `u32`/`i32` output's unwritten elements.
pub const INT_POISON_A: u32 = 0xDEAD_BEEF;

/// One element of output `o`'s initial contents for a run with `poison`: the one table of poisons
/// ([`Poison`]) that [`init_output`] and [`init_output_bytes`] repeat.
fn init_element(o: &OutputSpec, poison: Poison) -> HostBuffer {
    match (o.init, o.dtype, poison) {
        (Init::Zero, d, _) => zeros(d, 1),
        (Init::Poison, Dtype::F32, Poison::A) => HostBuffer::F32(vec![f32::from_bits(0x7FC0_DEAD)]),
        (Init::Poison, Dtype::F32, Poison::B) => HostBuffer::F32(vec![-1.2345e-19]),
        (Init::Poison, Dtype::F16, Poison::A) => HostBuffer::F16(vec![f16::from_bits(0x7E01)]),
        (Init::Poison, Dtype::F16, Poison::B) => HostBuffer::F16(vec![f16::from_f32(-0.0001)]),
        (Init::Poison, Dtype::U32, Poison::A) => HostBuffer::U32(vec![INT_POISON_A]),
        (Init::Poison, Dtype::U32, Poison::B) => HostBuffer::U32(vec![0x5A5A_5A5A]),
        (Init::Poison, Dtype::I32, Poison::A) => HostBuffer::I32(vec![INT_POISON_A as i32]),
        (Init::Poison, Dtype::I32, Poison::B) => HostBuffer::I32(vec![0x5A5A_5A5A]),
    }
}

/// The initial contents of output `i` of `task` at `shape` for a run with `poison`.
///
/// # Errors
/// [`ExprError`] when the output's shape cannot be evaluated.
pub fn init_output(task: &TaskSpec, i: usize, shape: &Shape, poison: Poison) -> Result<HostBuffer, crate::task::TaskError> {
    let n = task.output_len(i, shape)?;
    Ok(match init_element(&task.outputs[i], poison) {
        HostBuffer::F32(v) => HostBuffer::F32(vec![v[0]; n]),
        HostBuffer::F16(v) => HostBuffer::F16(vec![v[0]; n]),
        HostBuffer::U32(v) => HostBuffer::U32(vec![v[0]; n]),
        HostBuffer::I32(v) => HostBuffer::I32(vec![v[0]; n]),
    })
}

/// Appends the little-endian bytes of [`init_output`]'s buffer for output `i` of `task`, `len`
/// elements, to `out`, without building the typed buffer first.
pub fn init_output_bytes(task: &TaskSpec, i: usize, len: usize, poison: Poison, out: &mut Vec<u8>) {
    let element = init_element(&task.outputs[i], poison);
    let word = element.as_bytes();
    if word.iter().all(|&b| b == 0) {
        out.resize(out.len() + len * word.len(), 0);
    } else {
        // In blocks of whole words: a byte-at-a-time `cycle()` cost ≈ 1 ns per byte.
        let block: Vec<u8> = word.iter().copied().cycle().take(4096 * word.len()).collect();
        let mut left = len * word.len();
        while left > 0 {
            let n = left.min(block.len());
            out.extend_from_slice(&block[..n]);
            left -= n;
        }
    }
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
    (0..task.inputs.len()).map(|i| generate_input(task, shape, i, task.input_len(i, shape)?, seed, edge)).collect()
}

/// Input `i` of `task` at `shape` for `seed` ([`generate_inputs_with`]), `n` elements long (its
/// declared length, or more for an [`InputPool`]): the first elements of a longer draw are those of
/// the shorter one.
fn generate_input(
    task: &TaskSpec,
    shape: &Shape,
    i: usize,
    n: usize,
    seed: u64,
    edge: Option<&EdgeSet>,
) -> Result<HostBuffer, crate::task::TaskError> {
    let env = shape.env();
    let bad = |source: ExprError| crate::task::TaskError::Expr { task: task.id.clone(), source };
    let spec = &task.inputs[i];
    let dist = edge.and_then(|e| e.inputs.get(&spec.name)).unwrap_or(&spec.dist);
    let row = row_len(task, shape, i)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let reals = |rng: &mut ChaCha8Rng| -> Vec<f64> {
        if let Some(v) = continuous(dist, rng, n, |v| v) {
            return v;
        }
        match dist {
            Distribution::Choice { values } => (0..n).map(|_| values[rng.random_range(0..values.len().max(1))]).collect(),
            Distribution::ConstantRows { values } => {
                let mut out = Vec::with_capacity(n);
                while out.len() < n {
                    let v = values[rng.random_range(0..values.len().max(1))];
                    out.extend(std::iter::repeat_n(v, row.min(n - out.len())));
                }
                out
            }
            Distribution::CancellingRows { large, small } => {
                let mut out = Vec::with_capacity(n);
                while out.len() < n {
                    let pairs = row / 4;
                    let mut r: Vec<f64> = (0..pairs).map(|_| -large + 2.0 * large * rng.random::<f64>()).collect();
                    r.extend_from_within(..);
                    r[pairs..].iter_mut().for_each(|a| *a = -*a);
                    r.extend((2 * pairs..row).map(|_| -small + 2.0 * small * rng.random::<f64>()));
                    r.shuffle(rng);
                    out.extend_from_slice(&r[..row.min(n - out.len())]);
                }
                out
            }
            Distribution::Int { .. }
            | Distribution::Offsets { .. }
            | Distribution::Bits
            | Distribution::Uniform { .. }
            | Distribution::Normal { .. } => vec![0.0; n],
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
            Distribution::Offsets { total, lo, hi } => {
                let total = total.eval(&env).map_err(bad)?;
                let lo = lo.as_ref().map_or(Ok(0), |e| e.eval(&env)).map_err(bad)?;
                let hi = hi.as_ref().map_or(Ok(total), |e| e.eval(&env)).map_err(bad)?;
                if !(0 <= lo && lo <= hi && hi <= total) {
                    return Err(crate::task::TaskError::Invalid {
                        task: task.id.clone(),
                        message: format!("input `{}`: offsets need 0 ≤ lo ≤ hi ≤ total, not {lo}, {hi}, {total}", spec.name),
                    });
                }
                let mut v: Vec<i64> = (0..n).map(|_| rng.random_range(lo..=hi)).collect();
                v.sort_unstable();
                if let Some(first) = v.first_mut() {
                    *first = 0;
                }
                if n > 1 {
                    v[n - 1] = total;
                }
                Ok(v)
            }
            Distribution::Bits => Ok((0..n).map(|_| i64::from(rng.random::<u32>())).collect()),
            _ => Ok(reals(rng).into_iter().map(|v| v.round() as i64).collect()),
        }
    };
    Ok(match spec.dtype {
        Dtype::F32 => match dist {
            Distribution::Int { .. } | Distribution::Offsets { .. } => {
                HostBuffer::F32(ints(&mut rng)?.into_iter().map(|v| v as f32).collect())
            }
            Distribution::Bits => HostBuffer::F32((0..n).map(|_| f32::from_bits(rng.random::<u32>())).collect()),
            // Straight to f32: no f64 buffer twice the size in between.
            _ => HostBuffer::F32(
                continuous(dist, &mut rng, n, |v| v as f32).unwrap_or_else(|| reals(&mut rng).into_iter().map(|v| v as f32).collect()),
            ),
        },
        Dtype::F16 => match dist {
            Distribution::Int { .. } | Distribution::Offsets { .. } => {
                HostBuffer::F16(ints(&mut rng)?.into_iter().map(|v| f16::from_f64(v as f64)).collect())
            }
            Distribution::Bits => HostBuffer::F16((0..n).map(|_| f16::from_bits(rng.random::<u16>())).collect()),
            _ => HostBuffer::F16(reals(&mut rng).into_iter().map(f16::from_f64).collect()),
        },
        Dtype::U32 => HostBuffer::U32(ints(&mut rng)?.into_iter().map(|v| v as u32).collect()),
        Dtype::I32 => HostBuffer::I32(ints(&mut rng)?.into_iter().map(|v| v as i32).collect()),
    })
}

/// `n` draws of a continuous distribution (`uniform`, `normal`) from `rng`, each converted by
/// `convert` (the draw is f64; `|v| v as f32` for an f32 input); `None` for another distribution.
fn continuous<T: Copy + Default + Send>(
    dist: &Distribution,
    rng: &mut ChaCha8Rng,
    n: usize,
    convert: impl Fn(f64) -> T + Sync,
) -> Option<Vec<T>> {
    Some(match *dist {
        Distribution::Uniform { lo, hi } => draws(rng, n, 2, |rng| convert(lo + (hi - lo) * rng.random::<f64>())),
        Distribution::Normal { mean, std } => normal_draws(rng, n, |z| convert(mean + std * z)),
        _ => return None,
    })
}

/// `n` results of `draw`, each of which takes exactly `words` 32-bit words of `rng`'s stream:
/// the values one serial loop over `rng` gives, in its order, drawn in parallel chunks on a large
/// buffer ([`crate::par`]; ChaCha seeks, so a chunk's generator starts at its first element's
/// word). `rng` is left where the serial loop would leave it. On one thread (the browser, or a
/// small buffer) the draws are collected straight into the vector, not written over a zeroed one:
/// the zeroing was a fifth of the input generation's time before a task page's first verdict
/// (docs/APP.md, "Size and first verdict").
fn draws<T: Copy + Default + Send>(rng: &mut ChaCha8Rng, n: usize, words: u128, draw: impl Fn(&mut ChaCha8Rng) -> T + Sync) -> Vec<T> {
    let start = rng.get_word_pos();
    let out = if crate::par::threads_for(n) == 1 {
        (0..n).map(|_| draw(rng)).collect()
    } else {
        let mut out = vec![T::default(); n];
        let base = &*rng;
        crate::par::fill_chunks(&mut out, |first, chunk| {
            let mut r = base.clone();
            r.set_word_pos(start + first as u128 * words);
            chunk.iter_mut().for_each(|v| *v = draw(&mut r));
        });
        out
    };
    rng.set_word_pos(start + n as u128 * words);
    out
}

/// Normal draws come in blocks of this many elements ([`normal_draws`]).
pub const NORMAL_BLOCK: usize = 1 << 12;

/// The 32-bit words of `rng`'s stream reserved for one block of [`NORMAL_BLOCK`] normal draws
/// (a draw takes 2 words, and a rejected one — about 1 in 100 — a few more).
const NORMAL_BLOCK_WORDS: u128 = 1 << 32;

/// `n` standard normal draws, each converted by `convert`: the ziggurat method of Marsaglia and
/// Tsang (2000), as `rand_distr::StandardNormal` implements it — several times cheaper than
/// Box–Muller's `ln` and `cos` per draw, which were most of a normal input's cost at a domain
/// corner (16.7 M draws). A ziggurat draw takes a varying number of words, so the stream is cut
/// into blocks: block `b` (elements `b·NORMAL_BLOCK ..`) is drawn from word
/// `start + b·NORMAL_BLOCK_WORDS`, where `start` is `rng`'s position. A block's values therefore
/// depend only on the seed and the block's index — not on `n` (a longer draw begins with the
/// shorter one's values) nor on how many threads fill the blocks ([`crate::par::fill_blocks`]).
/// `rng` is left after the last block's reserved words.
fn normal_draws<T: Copy + Default + Send>(rng: &mut ChaCha8Rng, n: usize, convert: impl Fn(f64) -> T + Sync) -> Vec<T> {
    let start = rng.get_word_pos();
    let mut out = vec![T::default(); n];
    let base = &*rng;
    crate::par::fill_blocks(&mut out, NORMAL_BLOCK, |b, block| {
        let mut r = base.clone();
        r.set_word_pos(start + b as u128 * NORMAL_BLOCK_WORDS);
        block.iter_mut().for_each(|v| *v = convert(rand_distr::Distribution::<f64>::sample(&rand_distr::StandardNormal, &mut r)));
    });
    rng.set_word_pos(start + n.div_ceil(NORMAL_BLOCK) as u128 * NORMAL_BLOCK_WORDS);
    out
}

/// Elements of one row of input `i` (its last dimension; 1 for a scalar): the run a
/// `constant_rows` distribution fills with one value.
fn row_len(task: &TaskSpec, shape: &Shape, i: usize) -> Result<usize, crate::task::TaskError> {
    let bad = |source: ExprError| crate::task::TaskError::Expr { task: task.id.clone(), source };
    Ok(match task.inputs[i].shape.last() {
        Some(d) => usize::try_from(d.eval(&shape.env()).map_err(bad)?).unwrap_or(1).max(1),
        None => 1,
    })
}

/// Distinct windows an [`InputPool`] cuts from each input's pool before it draws a new one.
pub const POOL_WINDOWS: u64 = 4096;

/// Fresh input sets for timed launches, cheap to cut: for each input, one draw of
/// `len + (POOL_WINDOWS − 1) · granule` elements from the input's distribution (a *pool*, as
/// [`generate_inputs`] draws: the same ChaCha8 stream, longer), and set `j` takes, for each input
/// `i`, the `len` elements starting at `offset_i(j) · granule`, where `offset_i(j) = (a_i + j · s_i)
/// mod POOL_WINDOWS` with `a_i` and an odd `s_i` drawn from the pool's seed — a permutation of the
/// offsets, so every input of every set starts at an offset no earlier set used for it. Each
/// element is still a draw from the input's distribution, every set differs from every earlier one
/// in every input, and cutting a set costs a copy instead of a draw. After [`POOL_WINDOWS`] sets the pool is drawn again from the next seed.
/// `granule` is the row length for `constant_rows` and `cancelling_rows` inputs (windows keep whole rows), else 1.
///
/// Known weakness: two sets of one pool overlap, shifted. For a task whose output shifts with its
/// only input (a filter with fixed weights), a kernel that kept an earlier set's output and found
/// the shift could move that output instead of computing; the offsets of different inputs are
/// independent, so a task with two shifted inputs (data and weights) gives no such shortcut.
#[derive(Clone, Debug)]
pub struct InputPool {
    task_seed: u64,
    generation: u64,
    /// Per input: the pool, its set length and granule, and the offset walk `(a, s)`.
    inputs: Vec<PoolInput>,
    /// Sets cut from the current pools.
    cut: u64,
}

#[derive(Clone, Debug)]
struct PoolInput {
    pool: HostBuffer,
    len: usize,
    granule: usize,
    start: u64,
    step: u64,
}

impl InputPool {
    /// Pools for the inputs of `task` at `shape`, seeded from `seed` (the evaluator derives it from
    /// the timing nonce).
    ///
    /// # Errors
    /// [`crate::task::TaskError`] as [`generate_inputs`].
    pub fn new(task: &TaskSpec, shape: &Shape, seed: u64) -> Result<Self, crate::task::TaskError> {
        let mut p = Self { task_seed: seed, generation: 0, inputs: Vec::new(), cut: 0 };
        p.draw(task, shape)?;
        Ok(p)
    }

    fn draw(&mut self, task: &TaskSpec, shape: &Shape) -> Result<(), crate::task::TaskError> {
        let seed = crate::seed::derive_seed(self.task_seed, self.generation);
        let mut walk = ChaCha8Rng::seed_from_u64(crate::seed::derive_seed(seed, 0x000F_F5E7));
        self.inputs = (0..task.inputs.len())
            .map(|i| {
                let len = task.input_len(i, shape)?;
                let granule = match task.inputs[i].dist {
                    Distribution::ConstantRows { .. } | Distribution::CancellingRows { .. } => row_len(task, shape, i)?,
                    _ => 1,
                };
                let spare = (POOL_WINDOWS as usize - 1) * granule;
                let pool = generate_input(task, shape, i, len + spare, seed, None)?;
                Ok(PoolInput { pool, len, granule, start: walk.random_range(0..POOL_WINDOWS), step: walk.random::<u64>() | 1 })
            })
            .collect::<Result<_, crate::task::TaskError>>()?;
        self.cut = 0;
        Ok(())
    }

    /// The next input set, one buffer per input of the task.
    ///
    /// # Errors
    /// [`crate::task::TaskError`] when a new pool has to be drawn and cannot be.
    pub fn next_set(&mut self, task: &TaskSpec, shape: &Shape) -> Result<Vec<HostBuffer>, crate::task::TaskError> {
        if self.cut == POOL_WINDOWS {
            self.generation += 1;
            self.draw(task, shape)?;
        }
        let j = self.cut;
        self.cut += 1;
        Ok(self
            .inputs
            .iter()
            .map(|p| {
                let at = (p.start.wrapping_add(j.wrapping_mul(p.step)) % POOL_WINDOWS) as usize * p.granule;
                p.pool.slice(at, p.len)
            })
            .collect())
    }
}

impl HostBuffer {
    /// Elements `at .. at + len` as a buffer of their own.
    ///
    /// # Panics
    /// When the range is out of bounds.
    pub fn slice(&self, at: usize, len: usize) -> HostBuffer {
        match self {
            Self::F32(v) => Self::F32(v[at..at + len].to_vec()),
            Self::F16(v) => Self::F16(v[at..at + len].to_vec()),
            Self::U32(v) => Self::U32(v[at..at + len].to_vec()),
            Self::I32(v) => Self::I32(v[at..at + len].to_vec()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes filled in place are the typed initial buffer's, for every init, dtype and poison.
    #[test]
    fn output_init_bytes_are_the_typed_buffer_bytes() {
        for dtype in ["f32", "f16", "u32", "i32"] {
            for init in ["poison", "zero"] {
                let toml = format!(
                    "id = \"l1_t\"\nlevel = 1\ndomain = \"signal\"\ntitle = \"t\"\ndescription = \"d\"\n\
                     [[params]]\nname = \"N\"\ndomain = {{ min = 1, max = 100 }}\n\
                     [[inputs]]\nname = \"x\"\ndtype = \"f32\"\nshape = [\"N\"]\ndist = {{ kind = \"uniform\", lo = 0.0, hi = 1.0 }}\n\
                     [[outputs]]\nname = \"y\"\ndtype = \"{dtype}\"\nshape = [\"N\"]\ninit = \"{init}\"\n\
                     [cost]\nflops = \"N\"\nbytes = \"N\"\n[launch]\nthreads = [\"N\", 1, 1]\n\
                     [shapes]\ntimed = {{ N = 7 }}\nci = {{ N = 7 }}\ncheck = [{{ N = 3 }}]\n"
                );
                let t = TaskSpec::from_toml(&toml).unwrap_or_else(|e| panic!("{e}\n{toml}"));
                let shape = t.resolve_shape(&t.shapes.ci).unwrap();
                for poison in [Poison::A, Poison::B] {
                    let mut bytes = vec![9];
                    init_output_bytes(&t, 0, 7, poison, &mut bytes);
                    assert_eq!(&bytes[1..], init_output(&t, 0, &shape, poison).unwrap().as_bytes(), "{dtype} {init} {poison:?}");
                }
            }
        }
    }

    /// Inputs drawn in parallel chunks are the serial loop's values, in its order (a report's seed
    /// reproduces the same inputs on any number of cores), and the generator ends where the loop's
    /// would.
    #[test]
    fn parallel_draws_are_the_serial_draws() {
        for n in [0, 5, crate::par::MIN_PARALLEL_LEN + 3, 2 * crate::par::MIN_PARALLEL_LEN + 1] {
            for words in [2u128, 4] {
                let draw = |r: &mut ChaCha8Rng| {
                    let a = r.random::<f64>();
                    if words == 4 {
                        a + r.random::<f64>()
                    } else {
                        a
                    }
                };
                let mut serial_rng = ChaCha8Rng::seed_from_u64(9);
                let _ = serial_rng.random::<u32>(); // an odd start word
                let mut parallel_rng = serial_rng.clone();
                let serial: Vec<f64> = (0..n).map(|_| draw(&mut serial_rng)).collect();
                let parallel = draws(&mut parallel_rng, n, words, draw);
                assert!(serial.iter().zip(&parallel).all(|(a, b)| a.to_bits() == b.to_bits()) && serial.len() == parallel.len(), "{n}");
                assert_eq!(serial_rng.get_word_pos(), parallel_rng.get_word_pos(), "{n}");
            }
        }
    }

    /// Normal draws: each block is its serial ziggurat draw from its reserved words, whatever the
    /// number of threads; a longer draw begins with a shorter one's values; the values have the
    /// distribution's moments.
    #[test]
    fn normal_draws_are_blockwise_serial_and_normal() {
        use rand_distr::Distribution as _;
        let big = 2 * crate::par::MIN_PARALLEL_LEN + 5;
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let _ = rng.random::<u32>(); // an odd start word
        let start = rng.get_word_pos();
        let long = normal_draws(&mut rng.clone(), big, |z| z);
        let mut serial = Vec::with_capacity(big);
        for b in 0..big.div_ceil(NORMAL_BLOCK) {
            let mut r = rng.clone();
            r.set_word_pos(start + b as u128 * NORMAL_BLOCK_WORDS);
            let len = NORMAL_BLOCK.min(big - b * NORMAL_BLOCK);
            serial.extend((0..len).map(|_| -> f64 { rand_distr::StandardNormal.sample(&mut r) }));
        }
        assert!(long.iter().zip(&serial).all(|(a, b): (&f64, &f64)| a.to_bits() == b.to_bits()) && long.len() == serial.len());
        for n in [0, 1, NORMAL_BLOCK - 1, NORMAL_BLOCK + 1, crate::par::MIN_PARALLEL_LEN + 3] {
            let mut r = rng.clone();
            let short = normal_draws(&mut r, n, |z| z);
            assert!(short.iter().zip(&long).all(|(a, b)| a.to_bits() == b.to_bits()), "{n}");
            assert_eq!(r.get_word_pos(), start + n.div_ceil(NORMAL_BLOCK) as u128 * NORMAL_BLOCK_WORDS, "{n}");
        }
        let mean = long.iter().sum::<f64>() / big as f64;
        let var = long.iter().map(|z| (z - mean) * (z - mean)).sum::<f64>() / big as f64;
        assert!(mean.abs() < 0.005 && (var - 1.0).abs() < 0.01, "mean {mean}, variance {var}");
        let beyond_3 = long.iter().filter(|z| z.abs() > 3.0).count() as f64 / big as f64;
        assert!((beyond_3 - 0.0027).abs() < 0.0005, "P(|z| > 3) = {beyond_3}");
    }

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
[[edge]]
name = "cancel"
inputs.X = { kind = "cancelling_rows", large = 1e4, small = 0.5 }
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
        // Rows of 13: three pairs ±a (|a| ≤ 1e4) and seven small values, shuffled; the row sums to
        // the small values' sum exactly.
        let cancel = generate_inputs_with(&t, &shape, 5, Some(&t.edges[2])).unwrap();
        for row in cancel[0].f32().chunks(13) {
            let (large, small): (Vec<f32>, Vec<f32>) = row.iter().partition(|v| v.abs() > 0.5);
            assert_eq!((large.len(), small.len()), (6, 7), "{row:?}");
            assert!(large.iter().all(|a| a.abs() < 1e4 && large.contains(&-a)), "{row:?}");
            let exact: f64 = row.iter().map(|&v| f64::from(v)).sum();
            assert!((exact - small.iter().map(|&v| f64::from(v)).sum::<f64>()).abs() < 1e-9, "{row:?}");
            assert!(row[..6].iter().any(|v| v.abs() <= 0.5) || row[7..].iter().any(|v| v.abs() > 0.5), "shuffled: {row:?}");
        }
    }

    /// `offsets` draws CSR row pointers: 0 first, `total` last, non-decreasing in between; with
    /// `lo = hi = 0` every segment but the last is empty; bounds outside `[0, total]` are an error.
    #[test]
    fn offsets_are_csr_row_pointers() {
        let toml = |edge: &str| {
            format!(
                "id = \"l1_t\"\nlevel = 1\ndomain = \"signal\"\ntitle = \"t\"\ndescription = \"d\"\n\
                 [[params]]\nname = \"B\"\ndomain = {{ min = 1, max = 100 }}\n[[params]]\nname = \"NNZ\"\ndomain = {{ min = 1, max = 100 }}\n\
                 [[inputs]]\nname = \"offsets\"\ndtype = \"u32\"\nshape = [\"B + 1\"]\ndist = {{ kind = \"offsets\", total = \"NNZ\" }}\n\
                 [[outputs]]\nname = \"y\"\ndtype = \"f32\"\nshape = [\"B\"]\n\
                 [[edge]]\nname = \"e\"\ninputs.offsets = {edge}\n\
                 [cost]\nflops = \"B\"\nbytes = \"B\"\n[launch]\nthreads = [\"B\", 1, 1]\n\
                 [shapes]\ntimed = {{ B = 60, NNZ = 37 }}\nci = {{ B = 60, NNZ = 37 }}\ncheck = [{{ B = 1, NNZ = 1 }}]\n"
            )
        };
        let t = TaskSpec::from_toml(&toml(r#"{ kind = "offsets", total = "NNZ", lo = "0", hi = "0" }"#)).unwrap();
        let shape = t.resolve_shape(&t.shapes.ci).unwrap();
        let v = generate_inputs(&t, &shape, 5).unwrap()[0].u32().to_vec();
        assert_eq!((v.len(), v[0], v[60]), (61, 0, 37));
        assert!(v.windows(2).all(|w| w[0] <= w[1]) && v.windows(2).filter(|w| w[0] == w[1]).count() < 40, "{v:?}");
        let one = generate_inputs_with(&t, &shape, 5, Some(&t.edges[0])).unwrap()[0].u32().to_vec();
        assert!(one[..60].iter().all(|&o| o == 0) && one[60] == 37, "{one:?}");
        let bad = TaskSpec::from_toml(&toml(r#"{ kind = "offsets", total = "NNZ", lo = "0", hi = "NNZ + 1" }"#)).unwrap();
        assert!(generate_inputs_with(&bad, &shape, 5, Some(&bad.edges[0])).is_err());
    }

    #[test]
    fn pool_sets_are_drawn_like_inputs_and_never_repeat_an_input() {
        let toml = r#"
id = "t"
level = 1
domain = "signal"
title = "t"
description = "d"
[[params]]
name = "N"
domain = { min = 1, max = 4096 }
[[inputs]]
name = "a"
dtype = "f32"
shape = ["N"]
dist = { kind = "normal", mean = 0.0, std = 1.0 }
[[inputs]]
name = "k"
dtype = "u32"
shape = ["N"]
dist = { kind = "int", lo = 0, hi = "N - 1" }
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
timed = { N = 1000 }
ci = { N = 100 }
check = [{ N = 5 }]
"#;
        let t = TaskSpec::from_toml(toml).unwrap();
        let shape = t.timed_shape(crate::task::Profile::Ci).unwrap();
        let mut pool = InputPool::new(&t, &shape, 17).unwrap();
        let mut firsts = std::collections::HashSet::new();
        let mut keys = std::collections::HashSet::new();
        // Two pools' worth: every set's `a` starts at a new element, and no set repeats another.
        for j in 0..2 * POOL_WINDOWS + 3 {
            let set = pool.next_set(&t, &shape).unwrap();
            assert_eq!(set[0].len(), 100);
            assert_eq!(set[1].len(), 100);
            assert!(set[1].u32().iter().all(|&k| k < 100), "int range kept");
            let a = set[0].f32();
            // A fingerprint of a few elements, as a caching kernel would take it.
            let key: Vec<u32> = a[..4].iter().map(|v| v.to_bits()).collect();
            assert!(keys.insert(key), "set {j} repeats an earlier set's first elements");
            firsts.insert(a[0].to_bits());
        }
        assert!(firsts.len() as u64 > 2 * POOL_WINDOWS, "{} distinct first elements", firsts.len());
        // A pool's values follow the input's distribution (mean 0, sd 1 within sampling error).
        let set = InputPool::new(&t, &shape, 3).unwrap().next_set(&t, &shape).unwrap();
        let big = generate_input(&t, &shape, 0, 100_000, 3, None).unwrap();
        let mean = big.f32().iter().map(|&v| f64::from(v)).sum::<f64>() / 1e5;
        assert!(mean.abs() < 0.02, "mean {mean}");
        assert_eq!(set[0].len(), 100);
        // The pool's first elements are exactly the inputs `generate_inputs` draws for the seed.
        let plain = generate_inputs(&t, &shape, 3).unwrap();
        assert_eq!(generate_input(&t, &shape, 0, 100 + 50, 3, None).unwrap().slice(0, 100), plain[0]);
    }

    #[test]
    fn poisons_differ() {
        let a = f32::from_bits(0x7FC0_DEAD);
        assert!(a.is_nan());
        assert_ne!(a.to_bits(), (-1.2345e-19f32).to_bits());
    }
}
