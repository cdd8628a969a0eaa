//! A worker's stderr, kept in bounded memory: the first [`HEAD_BYTES`] and the last
//! [`TAIL_BYTES`] of what it wrote during the current job, and a count of the bytes in between.
//!
//! A worker's stderr carries whatever its kernels and drivers print (an OpenCL kernel's `printf`
//! runs in the worker process), so its length is the candidate's choice: a `printf` flood without
//! newlines wrote 144 MiB in 13 s through one `ekb check`. The pool drains it on a thread, so the
//! worker never blocks on a full pipe, and keeps only this much for the crash message.

use std::collections::VecDeque;
use std::io::{ErrorKind, Read};
use std::sync::{Arc, Mutex};

/// Bytes kept from the start of the current job's stderr.
pub const HEAD_BYTES: usize = 4096;
/// Bytes kept from its end.
pub const TAIL_BYTES: usize = 4096;
/// Bytes read from the pipe at a time.
const CHUNK_BYTES: usize = 8192;

/// The kept start and end of a stream, and how many bytes between them were dropped.
#[derive(Debug, Default)]
pub(crate) struct StderrLog {
    head: Vec<u8>,
    tail: VecDeque<u8>,
    omitted: u64,
}

impl StderrLog {
    /// Appends `bytes`: the head fills first, then the tail keeps the last [`TAIL_BYTES`].
    pub(crate) fn push(&mut self, mut bytes: &[u8]) {
        let room = HEAD_BYTES - self.head.len();
        if room > 0 {
            let n = room.min(bytes.len());
            self.head.extend_from_slice(&bytes[..n]);
            bytes = &bytes[n..];
        }
        if bytes.len() >= TAIL_BYTES {
            self.omitted += (self.tail.len() + bytes.len() - TAIL_BYTES) as u64;
            self.tail.clear();
            self.tail.extend(&bytes[bytes.len() - TAIL_BYTES..]);
            return;
        }
        let over = (self.tail.len() + bytes.len()).saturating_sub(TAIL_BYTES);
        self.tail.drain(..over);
        self.omitted += over as u64;
        self.tail.extend(bytes);
    }

    /// Forgets everything (a new job starts).
    pub(crate) fn clear(&mut self) {
        self.head.clear();
        self.tail.clear();
        self.omitted = 0;
    }

    /// Bytes written since the last [`Self::clear`].
    #[cfg(test)]
    pub(crate) fn total(&self) -> u64 {
        (self.head.len() + self.tail.len()) as u64 + self.omitted
    }

    /// The kept text, trimmed, as one string: the head, then `[… N bytes left out …]` when bytes
    /// were dropped, then the tail. Invalid UTF-8 becomes U+FFFD and control characters other than
    /// newline and tab are escaped (`\u{1b}`), so a worker cannot drive the terminal the message
    /// is printed on.
    pub(crate) fn excerpt(&self) -> String {
        let head = String::from_utf8_lossy(&self.head);
        let (a, b) = self.tail.as_slices();
        let tail = String::from_utf8_lossy(&[a, b].concat()).into_owned();
        let text =
            if self.omitted > 0 { format!("{head}\n[… {} bytes left out …]\n{tail}", self.omitted) } else { format!("{head}{tail}") };
        text.trim()
            .chars()
            .map(|c| if c.is_control() && c != '\n' && c != '\t' { c.escape_unicode().to_string() } else { c.to_string() })
            .collect()
    }
}

/// Drains `stream` into `log` until it ends, [`CHUNK_BYTES`] at a time.
pub(crate) fn drain(mut stream: impl Read, log: &Arc<Mutex<StderrLog>>) {
    let mut buf = vec![0u8; CHUNK_BYTES];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return,
            Ok(n) => {
                if let Ok(mut l) = log.lock() {
                    l.push(&buf[..n]);
                }
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_output_is_kept_whole() {
        let mut l = StderrLog::default();
        l.push(b"driver says hello\n");
        l.push(b"and goodbye\n");
        assert_eq!(l.excerpt(), "driver says hello\nand goodbye");
        assert_eq!(l.total(), 30);
    }

    /// Any way of cutting a stream into chunks keeps the same head and tail and counts the rest.
    #[test]
    fn a_flood_keeps_its_first_and_last_bytes_and_counts_the_rest() {
        let stream: Vec<u8> = (0..100_000u32).map(|i| b'a' + (i % 26) as u8).collect();
        for chunk in [1, 7, 4096, 5000, 8192, 100_000] {
            let mut l = StderrLog::default();
            for c in stream.chunks(chunk) {
                l.push(c);
            }
            assert_eq!(l.head, stream[..HEAD_BYTES], "chunks of {chunk}");
            assert_eq!(l.tail.iter().copied().collect::<Vec<_>>(), stream[stream.len() - TAIL_BYTES..], "chunks of {chunk}");
            assert_eq!(l.omitted, (stream.len() - HEAD_BYTES - TAIL_BYTES) as u64, "chunks of {chunk}");
            assert_eq!(l.total(), stream.len() as u64);
            let e = l.excerpt();
            assert!(e.contains(&format!("[… {} bytes left out …]", 100_000 - HEAD_BYTES - TAIL_BYTES)), "{}", &e[..100]);
            assert!(e.len() < HEAD_BYTES + TAIL_BYTES + 100);
        }
        let mut l = StderrLog::default();
        l.push(&stream);
        l.clear();
        assert_eq!((l.total(), l.excerpt().as_str()), (0, ""));
    }

    #[test]
    fn control_characters_are_escaped() {
        let mut l = StderrLog::default();
        l.push(b"\x1b[2Jcleared\r\n\tindented\xff");
        assert_eq!(l.excerpt(), "\\u{1b}[2Jcleared\\u{d}\n\tindented\u{fffd}");
    }
}
