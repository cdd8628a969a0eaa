//! One CPU reference call as flat arrays: how the web app's first module hands a task's shape and
//! inputs to the second module that holds the CPU references (`ekb-cpu-references`, docs/APP.md
//! "Size and first verdict"), and how the expected outputs come back. Both sides use these
//! functions, so the layout has one definition.
//!
//! A call is five arrays a JavaScript boundary passes without serde:
//! - `names`: the shape's param names, one per line, in declared order;
//! - `values`: their values (f64), in the same order;
//! - `dtypes`: each input's element type name (`f32`, `f16`, `u32`, `i32`), one per line;
//! - `lens`: each input's element count;
//! - `bytes`: the inputs' little-endian elements, back to back, unpadded.
//!
//! The outputs come back as one f64 array: the output count `n`, then `n` lengths, then every
//! output's elements back to back (counts and lengths are whole numbers below 2⁵³, exact in f64).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::{Dtype, Shape};

/// A malformed call or reply (a version mismatch between the two modules, or a bug): said, never
/// a panic.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CpuCallError {
    /// The arrays disagree about how many items there are.
    #[error("malformed CPU reference call: {0}")]
    Malformed(String),
    /// No CPU reference for this task id (the two modules come from different suites).
    #[error("no CPU reference for task `{0}` in this build")]
    UnknownTask(String),
}

/// A call's arrays (the module docs give the layout).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CpuCall {
    /// The param names, one per line.
    pub names: String,
    /// The param values.
    pub values: Vec<f64>,
    /// The inputs' dtype names, one per line.
    pub dtypes: String,
    /// The inputs' element counts.
    pub lens: Vec<u32>,
    /// The inputs' little-endian elements, back to back.
    pub bytes: Vec<u8>,
}

impl CpuCall {
    /// The call for `shape` and `inputs` (in declared order). Copies the inputs once.
    pub fn encode(shape: &Shape, inputs: &[HostBuffer]) -> Self {
        let names: Vec<&str> = shape.values.iter().map(|(n, _)| n.as_str()).collect();
        let dtypes: Vec<&str> = inputs.iter().map(|b| b.dtype().name()).collect();
        let mut bytes = Vec::with_capacity(inputs.iter().map(|b| b.as_bytes().len()).sum());
        for b in inputs {
            bytes.extend_from_slice(b.as_bytes());
        }
        CpuCall {
            names: names.join("\n"),
            values: shape.values.iter().map(|(_, v)| *v).collect(),
            dtypes: dtypes.join("\n"),
            lens: inputs.iter().map(|b| b.len() as u32).collect(),
            bytes,
        }
    }

    /// The shape and inputs back from the arrays.
    ///
    /// # Errors
    /// [`CpuCallError::Malformed`] when the arrays disagree (counts, an unknown dtype, too few
    /// bytes).
    pub fn decode(names: &str, values: &[f64], dtypes: &str, lens: &[u32], bytes: &[u8]) -> Result<(Shape, Vec<HostBuffer>), CpuCallError> {
        let bad = |m: String| CpuCallError::Malformed(m);
        let names: Vec<&str> = if names.is_empty() { Vec::new() } else { names.split('\n').collect() };
        if names.len() != values.len() {
            return Err(bad(format!("{} param names but {} values", names.len(), values.len())));
        }
        let shape = Shape { values: names.iter().zip(values).map(|(n, v)| ((*n).to_string(), *v)).collect() };
        let dtypes: Vec<&str> = if dtypes.is_empty() { Vec::new() } else { dtypes.split('\n').collect() };
        if dtypes.len() != lens.len() {
            return Err(bad(format!("{} input dtypes but {} lengths", dtypes.len(), lens.len())));
        }
        let mut inputs = Vec::with_capacity(lens.len());
        let mut at = 0usize;
        for (name, &len) in dtypes.iter().zip(lens) {
            let dtype = [Dtype::F32, Dtype::F16, Dtype::U32, Dtype::I32]
                .into_iter()
                .find(|d| d.name() == *name)
                .ok_or_else(|| bad(format!("unknown dtype `{name}`")))?;
            let size = (len as usize).checked_mul(dtype.size_bytes());
            let Some(b) = size.and_then(|size| bytes.get(at..at.checked_add(size)?)) else {
                return Err(bad(format!("{} bytes hold no {len} {name} elements at byte {at}", bytes.len())));
            };
            inputs.push(HostBuffer::from_bytes(dtype, b, len as usize));
            at += b.len();
        }
        if at != bytes.len() {
            return Err(bad(format!("{} bytes left over after the inputs", bytes.len() - at)));
        }
        Ok((shape, inputs))
    }
}

/// The outputs as one array (the module docs give the layout).
pub fn encode_outputs(outputs: &[Vec<f64>]) -> Vec<f64> {
    let mut flat = Vec::with_capacity(1 + outputs.len() + outputs.iter().map(Vec::len).sum::<usize>());
    flat.push(outputs.len() as f64);
    flat.extend(outputs.iter().map(|o| o.len() as f64));
    for o in outputs {
        flat.extend_from_slice(o);
    }
    flat
}

/// The outputs back from [`encode_outputs`]'s array.
///
/// # Errors
/// [`CpuCallError::Malformed`] when the counts do not fit the array.
pub fn decode_outputs(flat: &[f64]) -> Result<Vec<Vec<f64>>, CpuCallError> {
    let bad = || CpuCallError::Malformed(format!("an output array of {} elements does not hold what its header says", flat.len()));
    let count = |v: f64| (v >= 0.0 && v.fract() == 0.0 && v < 2f64.powi(53)).then_some(v as usize);
    let n = flat.first().copied().and_then(count).ok_or_else(bad)?;
    let lens = flat.get(1..1 + n).ok_or_else(bad)?;
    let mut at = 1 + n;
    let mut out = Vec::with_capacity(n);
    for &len in lens {
        let len = count(len).ok_or_else(bad)?;
        out.push(flat.get(at..at.checked_add(len).ok_or_else(bad)?).ok_or_else(bad)?.to_vec());
        at += len;
    }
    if at != flat.len() {
        return Err(bad());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_and_its_outputs_round_trip() {
        let shape = Shape { values: vec![("N".into(), 3.0), ("alpha".into(), 0.5)] };
        let inputs = vec![
            HostBuffer::F32(vec![1.0, -2.5, f32::NAN]),
            HostBuffer::F16(vec![half::f16::from_f32(0.25)]),
            HostBuffer::U32(vec![]),
            HostBuffer::I32(vec![-7, i32::MAX]),
        ];
        let c = CpuCall::encode(&shape, &inputs);
        let (s, x) = CpuCall::decode(&c.names, &c.values, &c.dtypes, &c.lens, &c.bytes).expect("decodes");
        assert_eq!(s, shape);
        assert_eq!(x.len(), inputs.len());
        assert!(x.iter().zip(&inputs).all(|(a, b)| a.bits_equal(b)), "{x:?}");
        let outs = vec![vec![1.0, 2.0], vec![], vec![f64::INFINITY]];
        assert_eq!(decode_outputs(&encode_outputs(&outs)).expect("decodes"), outs);
        // No params and no inputs.
        let empty = CpuCall::encode(&Shape { values: vec![] }, &[]);
        assert_eq!(CpuCall::decode(&empty.names, &empty.values, &empty.dtypes, &empty.lens, &empty.bytes).expect("empty").1.len(), 0);
    }

    #[test]
    fn malformed_arrays_are_errors_not_panics() {
        let c = CpuCall::encode(&Shape { values: vec![("N".into(), 2.0)] }, &[HostBuffer::F32(vec![1.0, 2.0])]);
        assert!(CpuCall::decode(&c.names, &[], &c.dtypes, &c.lens, &c.bytes).is_err());
        assert!(CpuCall::decode(&c.names, &c.values, "f64", &c.lens, &c.bytes).is_err());
        assert!(CpuCall::decode(&c.names, &c.values, &c.dtypes, &[3], &c.bytes).is_err());
        assert!(CpuCall::decode(&c.names, &c.values, &c.dtypes, &[1], &c.bytes).is_err(), "bytes left over");
        assert!(CpuCall::decode(&c.names, &c.values, &c.dtypes, &[u32::MAX], &c.bytes).is_err());
        for flat in [vec![], vec![-1.0], vec![1.5], vec![2.0, 1.0], vec![1.0, 3.0, 0.0], vec![1.0, 0.0, 9.0], vec![1.0, 1e300, 0.0]] {
            assert!(decode_outputs(&flat).is_err(), "{flat:?}");
        }
    }
}
