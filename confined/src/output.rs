//! A kernel host's console: its stdout and stderr (and bubblewrap's own messages) go to one pipe
//! that a thread of the worker drains, keeping the first [`KEPT_OUTPUT_BYTES`] and counting the
//! rest. Nothing a host prints reaches the runner's answer channel, and a kernel that prints
//! without end (an OpenCL `printf` flood) costs the worker [`KEPT_OUTPUT_BYTES`] of memory.

use std::io::Read;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Bytes of a host's output kept (64 KiB); the rest is counted and dropped.
pub const KEPT_OUTPUT_BYTES: usize = 64 << 10;

#[derive(Default)]
struct Inner {
    kept: Vec<u8>,
    dropped: u64,
    closed: bool,
}

/// The captured output of one host.
#[derive(Default)]
pub struct BoundedOutput {
    inner: Mutex<Inner>,
    closed: Condvar,
}

impl std::fmt::Debug for BoundedOutput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let i = self.lock();
        f.debug_struct("BoundedOutput").field("kept", &i.kept.len()).field("dropped", &i.dropped).finish()
    }
}

impl BoundedOutput {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts a thread that reads `source` to its end into a new capture.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn drain(source: impl Read + Send + 'static) -> std::io::Result<Arc<Self>> {
        let out = Arc::new(Self::default());
        let sink = Arc::clone(&out);
        std::thread::Builder::new().name("ekb-host-output".into()).spawn(move || sink.read_all(source))?;
        Ok(out)
    }

    fn read_all(&self, mut source: impl Read) {
        let mut buf = vec![0u8; 16 << 10];
        loop {
            match source.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => self.push(&buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        self.lock().closed = true;
        self.closed.notify_all();
    }

    /// Adds bytes: kept up to [`KEPT_OUTPUT_BYTES`], counted past it.
    pub fn push(&self, bytes: &[u8]) {
        let mut i = self.lock();
        let room = KEPT_OUTPUT_BYTES.saturating_sub(i.kept.len());
        let keep = room.min(bytes.len());
        i.kept.extend_from_slice(&bytes[..keep]);
        i.dropped += (bytes.len() - keep) as u64;
    }

    /// Waits up to `timeout` for the end of the output (the host and bubblewrap gone); true if it came.
    pub fn wait_closed(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut i = self.lock();
        while !i.closed {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            i = self.closed.wait_timeout(i, left).unwrap_or_else(|e| e.into_inner()).0;
        }
        true
    }

    /// Bytes counted past the kept ones.
    pub fn dropped(&self) -> u64 {
        self.lock().dropped
    }

    /// The kept output as text (invalid UTF-8 replaced), then `… N bytes dropped` when some were.
    pub fn text(&self) -> String {
        let i = self.lock();
        let mut t = String::from_utf8_lossy(&i.kept).into_owned();
        if i.dropped > 0 {
            t.push_str(&format!("… {} bytes dropped", i.dropped));
        }
        t
    }

    /// At most the last `max` bytes of [`Self::text`] (cut at a character boundary), trimmed: what an
    /// error message quotes.
    pub fn tail(&self, max: usize) -> String {
        let t = self.text();
        let t = t.trim();
        if t.len() <= max {
            return t.to_string();
        }
        let mut start = t.len() - max;
        while !t.is_char_boundary(start) {
            start += 1;
        }
        format!("…{}", &t[start..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_keeps_the_first_bytes_and_counts_the_rest() {
        // 10 MiB without a newline, in one stream.
        let flood = std::io::repeat(b'x').take(10 << 20);
        let out = BoundedOutput::drain(flood).unwrap();
        assert!(out.wait_closed(Duration::from_secs(30)));
        assert_eq!(out.dropped(), (10 << 20) - KEPT_OUTPUT_BYTES as u64);
        let text = out.text();
        assert!(
            text.starts_with("xxx") && text.ends_with(&format!("… {} bytes dropped", (10 << 20) - KEPT_OUTPUT_BYTES)),
            "{}",
            &text[text.len() - 40..]
        );
        assert!(out.tail(20).starts_with('…') && out.tail(20).len() <= 24);
        let small = BoundedOutput::default();
        small.push("é ok\n".as_bytes());
        assert_eq!((small.text().as_str(), small.tail(100).as_str(), small.dropped()), ("é ok\n", "é ok", 0));
    }
}
