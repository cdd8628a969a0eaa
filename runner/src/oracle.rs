//! A disk cache for CPU references at large shapes: every sample of one `ekb eval` shares the
//! timed-shape seeds, so the f64 reference of a task's timed shape (up to seconds of CPU) is
//! computed once per (task, shape, inputs) and reused by every later worker.
//!
//! Location: `$EKB_CACHE_DIR`, else `$XDG_CACHE_HOME/ekb/reference`, else `~/.cache/ekb/reference`.
//! Key: SHA-256 of the suite hash, task id, shape and input bytes. Value: per output, a u64
//! element count then the f64 values, little-endian. Writes go through a temporary file and a
//! rename, so concurrent workers never read a partial entry. Cache failures fall back to computing.

use std::path::PathBuf;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use sha2::{Digest, Sha256};

/// Shapes cheaper than this (cost-model FLOP + bytes) are computed directly: hashing and file I/O
/// would cost more than the reference.
pub const MIN_CACHED_COST: f64 = 5e7;

fn dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("EKB_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    crate::cache_dir::user_cache_dir("reference")
}

fn key(task: &kernels::Task, shape: &Shape, inputs: &[HostBuffer]) -> String {
    let mut h = Sha256::new();
    h.update(kernels::suite_hash().as_bytes());
    h.update(task.spec.id.as_bytes());
    h.update(shape.label().as_bytes());
    for b in inputs {
        h.update(b.to_padded_bytes());
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

fn decode(bytes: &[u8]) -> Option<Vec<Vec<f64>>> {
    let mut out = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        let n = u64::from_le_bytes(rest.get(..8)?.try_into().ok()?) as usize;
        let body = rest.get(8..8 + n.checked_mul(8)?)?;
        out.push(body.chunks_exact(8).map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default())).collect());
        rest = &rest[8 + n * 8..];
    }
    Some(out)
}

fn encode(outputs: &[Vec<f64>]) -> Vec<u8> {
    let mut v = Vec::new();
    for o in outputs {
        v.extend_from_slice(&(o.len() as u64).to_le_bytes());
        for x in o {
            v.extend_from_slice(&x.to_le_bytes());
        }
    }
    v
}

/// The task's CPU reference, through the cache for costly shapes.
pub fn reference(task: &kernels::Task, shape: &Shape, inputs: &[HostBuffer]) -> Vec<Vec<f64>> {
    let cost = task.spec.flops(shape).unwrap_or(0.0) + task.spec.bytes(shape).unwrap_or(0.0);
    let Some(dir) = dir().filter(|_| cost >= MIN_CACHED_COST) else { return (task.cpu)(shape, inputs) };
    let path = dir.join(key(task, shape, inputs));
    if let Some(hit) = std::fs::read(&path).ok().and_then(|b| decode(&b)).filter(|o| o.len() == task.spec.outputs.len()) {
        return hit;
    }
    let outputs = (task.cpu)(shape, inputs);
    if std::fs::create_dir_all(&dir).is_ok() {
        let tmp = dir.join(format!(".tmp-{}-{}", std::process::id(), path.file_name().and_then(|n| n.to_str()).unwrap_or("x")));
        if std::fs::write(&tmp, encode(&outputs)).is_ok() {
            let _ = std::fs::rename(&tmp, &path);
        }
    }
    outputs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let v = vec![vec![1.0, f64::NAN, -0.0], vec![], vec![3.5]];
        let d = decode(&encode(&v)).unwrap();
        assert_eq!(d.len(), 3);
        assert!(d[0][1].is_nan() && d[0][2].to_bits() == (-0.0f64).to_bits() && d[2] == vec![3.5]);
        assert!(decode(&[1, 2, 3]).is_none());
    }

    #[test]
    fn caches_costly_shapes() {
        let dir = std::env::temp_dir().join(format!("ekb-oracle-{}", std::process::id()));
        std::env::set_var("EKB_CACHE_DIR", &dir);
        let task = kernels::get("l1_gemm").unwrap();
        let shape = task.spec.timed_shape(ekb_eval::Profile::Ci).unwrap();
        let shape = Shape { values: shape.values.iter().map(|(n, _)| (n.clone(), 400.0)).collect() }; // 128 MFLOP
        let inputs = ekb_eval::data::generate_inputs(&task.spec, &shape, 1).unwrap();
        let first = reference(task, &shape, &inputs);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        assert_eq!(reference(task, &shape, &inputs), first);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
