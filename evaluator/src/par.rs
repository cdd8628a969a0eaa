//! Data-parallel loops over large host buffers — input generation ([`crate::data`]) and output
//! comparison ([`crate::compare`]) — on the host's cores, with results identical to the serial
//! loop's: each of at most [`MAX_THREADS`] scoped threads takes one contiguous chunk, and the
//! caller combines the chunks in order. Buffers under [`MIN_PARALLEL_LEN`] elements, and the
//! browser (no threads in `wasm32`), run serially.
//!
//! At a domain corner (16 M elements) drawing the inputs and comparing the outputs were a third of
//! a check run's time on a software adapter (docs/EVALUATION.md §9).

use std::ops::Range;

/// Buffers shorter than this many elements are processed serially (a thread costs tens of µs).
pub const MIN_PARALLEL_LEN: usize = 1 << 20;

/// The most threads one loop uses.
pub const MAX_THREADS: usize = 8;

/// Threads for a loop over `n` elements: 1 under [`MIN_PARALLEL_LEN`] and in the browser, else the
/// host's available parallelism up to [`MAX_THREADS`].
pub fn threads_for(n: usize) -> usize {
    if cfg!(target_arch = "wasm32") || n < MIN_PARALLEL_LEN {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |p| p.get().min(MAX_THREADS))
}

/// `0..n` cut into [`threads_for`]`(n)` contiguous chunks, in order (one empty chunk when `n` is 0).
pub fn chunks(n: usize) -> Vec<Range<usize>> {
    let len = n.div_ceil(threads_for(n)).max(1);
    let mut out: Vec<Range<usize>> = (0..n).step_by(len).map(|s| s..(s + len).min(n)).collect();
    if out.is_empty() {
        out.push(0..0);
    }
    out
}

/// `f` over the chunks of `0..n` ([`chunks`]), each on its own thread; the results in chunk order.
pub fn map_chunks<T: Send>(n: usize, f: impl Fn(Range<usize>) -> T + Sync) -> Vec<T> {
    let parts = chunks(n);
    if parts.len() == 1 {
        return parts.into_iter().map(f).collect();
    }
    let f = &f;
    std::thread::scope(|s| {
        // A chunk whose thread cannot be started (a process limit) runs here, in order.
        let started: Vec<Result<_, std::ops::Range<usize>>> = parts
            .into_iter()
            .map(|r| {
                std::thread::Builder::new()
                    .spawn_scoped(s, {
                        let r = r.clone();
                        move || f(r)
                    })
                    .map_err(|_| r)
            })
            .collect();
        // A panic in `f` is a bug of the caller's closure: propagated as the serial loop would.
        started
            .into_iter()
            .map(|h| match h {
                Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
                Err(r) => f(r),
            })
            .collect()
    })
}

/// Fills `out` with `f(start, chunk)` over its chunks ([`chunks`]), each on its own thread;
/// `start` is the chunk's first index in `out`.
pub fn fill_chunks<T: Send>(out: &mut [T], f: impl Fn(usize, &mut [T]) + Sync) {
    let parts = chunks(out.len());
    if parts.len() == 1 {
        f(0, out);
        return;
    }
    fill_on_threads(out, parts[0].len(), &f);
}

/// Fills `out` block by block with `f(b, block)`, `block` being elements `b·len ..` of `out`
/// (the last one shorter), the blocks shared out among the threads of [`threads_for`] in
/// contiguous runs: every block is filled whole by one call, so its values cannot depend on the
/// number of threads.
pub fn fill_blocks<T: Send>(out: &mut [T], len: usize, f: impl Fn(usize, &mut [T]) + Sync) {
    let len = len.max(1);
    let each = |first: usize, part: &mut [T]| {
        for (k, block) in part.chunks_mut(len).enumerate() {
            f(first / len + k, block);
        }
    };
    let blocks = out.len().div_ceil(len);
    let threads = threads_for(out.len()).min(blocks.max(1));
    if threads <= 1 {
        each(0, out);
        return;
    }
    fill_on_threads(out, blocks.div_ceil(threads) * len, &each);
}

/// [`fill_chunks`] over chunks of `len` elements, one thread each. Never reached in the browser
/// ([`threads_for`] is 1 there).
#[cfg(not(target_arch = "wasm32"))]
fn fill_on_threads<T: Send>(out: &mut [T], len: usize, f: &(impl Fn(usize, &mut [T]) + Sync)) {
    std::thread::scope(|s| {
        for (c, part) in out.chunks_mut(len).enumerate() {
            // The chunk goes to its thread once that thread exists; where it cannot be started
            // (a process limit), the chunk is filled here.
            let (tx, rx) = std::sync::mpsc::sync_channel::<&mut [T]>(1);
            let started = std::thread::Builder::new().spawn_scoped(s, move || {
                if let Ok(p) = rx.recv() {
                    f(c * len, p);
                }
            });
            match started {
                Ok(_) => {
                    let _ = tx.send(part);
                }
                Err(_) => f(c * len, part),
            }
        }
    });
}

#[cfg(target_arch = "wasm32")]
fn fill_on_threads<T: Send>(out: &mut [T], _len: usize, f: &(impl Fn(usize, &mut [T]) + Sync)) {
    f(0, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_range_in_order() {
        for n in [0, 1, MIN_PARALLEL_LEN - 1, MIN_PARALLEL_LEN, 3 * MIN_PARALLEL_LEN + 7] {
            let c = chunks(n);
            assert_eq!(c.first().map(|r| r.start), Some(0));
            assert_eq!(c.last().map(|r| r.end), Some(n));
            assert!(c.windows(2).all(|w| w[0].end == w[1].start), "{n}: {c:?}");
            assert!(c.len() <= MAX_THREADS);
        }
        assert_eq!(chunks(MIN_PARALLEL_LEN - 1).len(), 1);
        let sums = map_chunks(3 * MIN_PARALLEL_LEN + 7, |r| r.map(|i| i as u64).sum::<u64>());
        let n = 3 * MIN_PARALLEL_LEN as u64 + 7;
        assert_eq!(sums.iter().sum::<u64>(), n * (n - 1) / 2);
        let mut v = vec![0usize; 2 * MIN_PARALLEL_LEN + 3];
        fill_chunks(&mut v, |start, part| part.iter_mut().enumerate().for_each(|(k, x)| *x = start + k));
        assert!(v.iter().enumerate().all(|(i, &x)| i == x));
    }
}
