//! A disk cache for CPU references at large shapes: every sample of one `ekb eval` shares the
//! timed-shape seeds, so the f64 reference of a task's timed shape (up to seconds of CPU) is
//! computed once per (task, shape, inputs) and reused by every later worker. Only costly,
//! compute-bound shapes are cached ([`worth_caching`]): for a memory-bound reference, hashing the
//! inputs and writing the entry cost more than computing it.
//!
//! Location: `$EKB_CACHE_DIR`, else `$XDG_CACHE_HOME/ekb/reference`, else `~/.cache/ekb/reference`.
//! Key: SHA-256 of the suite hash, the CPU references' code hash, task id, shape and input bytes. Value: per output, a u64
//! element count then the f64 values, little-endian. Writes go through a temporary file and a
//! rename, so concurrent workers never read a partial entry. Cache failures fall back to computing.
//!
//! Size: the cache is bounded ([`max_cache_bytes`]: 1 GiB by default, `EKB_REFERENCE_CACHE_MAX_MB`
//! overrides it, 0 turns the cache off). An entry larger than an eighth of the bound is never
//! written, and after each write the least recently used entries (by modification time, which a hit
//! refreshes) are removed until the total fits. Keys include the input bytes, and timed launches draw
//! fresh inputs on every run, so without the bound the directory grew by gigabytes a day.

use std::path::PathBuf;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use sha2::{Digest, Sha256};

/// Shapes cheaper than this (cost-model FLOP + bytes) are computed directly: hashing and file I/O
/// would cost more than the reference.
pub const MIN_CACHED_COST: f64 = 5e7;

/// Shapes whose cost-model FLOP are fewer than this many per byte are computed directly too: the
/// key hashes every input byte and the entry writes 8 bytes per output element, about a
/// nanosecond a byte, which is what an elementwise or memory-bound reference costs in all (a
/// 16 M-element vector add at its domain corner spent longer hashing and writing its entry than
/// adding, and each such entry pushed a costly one out of the bounded cache).
pub const MIN_CACHED_FLOP_PER_BYTE: f64 = 4.0;

/// Whether the reference at a shape of `flops` FLOP and `bytes` bytes (the task's cost model) is
/// worth caching: costly in all, and compute-bound ([`MIN_CACHED_COST`], [`MIN_CACHED_FLOP_PER_BYTE`]).
pub fn worth_caching(flops: f64, bytes: f64) -> bool {
    flops + bytes >= MIN_CACHED_COST && flops >= MIN_CACHED_FLOP_PER_BYTE * bytes
}

/// Default bound on the cache's total size, bytes (1 GiB).
pub const DEFAULT_MAX_CACHE_BYTES: u64 = 1 << 30;

/// The bound on the cache's total size, bytes: `EKB_REFERENCE_CACHE_MAX_MB` (MiB) when set to a
/// number, else [`DEFAULT_MAX_CACHE_BYTES`].
pub fn max_cache_bytes() -> u64 {
    std::env::var("EKB_REFERENCE_CACHE_MAX_MB")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(DEFAULT_MAX_CACHE_BYTES, |mb| mb.saturating_mul(1 << 20))
}

fn dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("EKB_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    crate::cache_dir::user_cache_dir("reference")
}

fn key(task: &kernels::Task, shape: &Shape, inputs: &[HostBuffer]) -> String {
    let mut h = Sha256::new();
    h.update(kernels::suite_hash().as_bytes());
    h.update(kernels::reference_code_hash().as_bytes());
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
    let costly = worth_caching(task.spec.flops(shape).unwrap_or(0.0), task.spec.bytes(shape).unwrap_or(0.0));
    let max_bytes = max_cache_bytes();
    let Some(dir) = dir().filter(|_| costly && max_bytes > 0) else { return (task.cpu)(shape, inputs) };
    let path = dir.join(key(task, shape, inputs));
    if let Some(hit) = std::fs::read(&path).ok().and_then(|b| decode(&b)).filter(|o| o.len() == task.spec.outputs.len()) {
        // A hit is a use: the entry moves to the back of the eviction order.
        if let Ok(f) = std::fs::File::options().append(true).open(&path) {
            let _ = f.set_modified(std::time::SystemTime::now());
        }
        return hit;
    }
    let outputs = (task.cpu)(shape, inputs);
    let bytes = encode(&outputs);
    if (bytes.len() as u64) <= max_bytes / 8 && std::fs::create_dir_all(&dir).is_ok() {
        let tmp = dir.join(format!(".tmp-{}-{}", std::process::id(), path.file_name().and_then(|n| n.to_str()).unwrap_or("x")));
        if std::fs::write(&tmp, &bytes).is_ok() && std::fs::rename(&tmp, &path).is_ok() {
            evict(&dir, max_bytes);
        } else {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    outputs
}

/// Removes the least recently used entries of `dir` until its entries total at most `max_bytes`
/// (best effort: several workers may evict at once; a file another removed first is skipped).
fn evict(dir: &std::path::Path, max_bytes: u64) {
    let Ok(read) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = read
        .filter_map(Result::ok)
        .filter(|e| !e.file_name().to_string_lossy().starts_with(".tmp-"))
        .filter_map(|e| {
            let m = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
            Some((m.modified().ok()?, m.len(), e.path()))
        })
        .collect();
    let mut total: u64 = entries.iter().map(|(_, len, _)| len).sum();
    if total <= max_bytes {
        return;
    }
    entries.sort();
    for (_, len, path) in entries {
        if total <= max_bytes {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total = total.saturating_sub(len);
        }
    }
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

    /// Compute-bound shapes are cached; cheap or memory-bound ones (an elementwise task at its
    /// 16 M-element corner) are not, whatever their size.
    #[test]
    fn caches_only_costly_compute_bound_shapes() {
        let cost = |id: &str, n: f64| {
            let task = kernels::get(id).unwrap();
            let shape = task.spec.timed_shape(ekb_eval::Profile::Ci).unwrap();
            let shape = Shape { values: shape.values.iter().map(|(name, _)| (name.clone(), n)).collect() };
            worth_caching(task.spec.flops(&shape).unwrap(), task.spec.bytes(&shape).unwrap())
        };
        assert!(cost("l1_gemm", 400.0));
        assert!(!cost("l1_gemm", 16.0), "cheap");
        assert!(!cost("l1_vector_add", 16_777_216.0), "memory-bound");
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

    /// Regression: the cache grew without bound (6.9 GB in an afternoon of corner tests), since its
    /// keys include fresh inputs. Eviction removes the oldest entries until the total fits.
    #[test]
    fn eviction_keeps_the_cache_within_its_bound() {
        let dir = std::env::temp_dir().join(format!("ekb-oracle-evict-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let t0 = std::time::SystemTime::now() - std::time::Duration::from_secs(100);
        for i in 0..10u64 {
            let p = dir.join(format!("entry{i}"));
            std::fs::write(&p, vec![0u8; 1000]).unwrap();
            let f = std::fs::File::options().append(true).open(&p).unwrap();
            f.set_modified(t0 + std::time::Duration::from_secs(i)).unwrap();
        }
        std::fs::write(dir.join(".tmp-1-x"), vec![0u8; 5000]).unwrap();
        evict(&dir, 4500);
        let mut left: Vec<String> =
            std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        left.sort();
        // The four newest entries stay (4,000 bytes); a temporary file being written is not touched.
        assert_eq!(left, [".tmp-1-x", "entry6", "entry7", "entry8", "entry9"]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
