//! Frames: `[u32 little-endian header length][header: JSON][segments: raw bytes]`, where the header
//! names each segment's length. Every length is checked against a bound before anything is read or
//! allocated, so a peer that lies about a length gets an error, not an allocation.

use std::io::{self, Read, Write};

use serde::de::DeserializeOwned;
use serde::Serialize;

/// Largest header a kernel host may send (64 KiB): replies carry a few fields and a short message.
pub const MAX_REPLY_HEADER_BYTES: u32 = 64 << 10;

/// Largest header the worker may send (4 MiB): an upload's header lists every buffer's length and the
/// batch reset offsets, a compile request the entry points and their signatures.
pub const MAX_REQUEST_HEADER_BYTES: u32 = 4 << 20;

/// Why a frame could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The stream ended before a whole frame (at `at` bytes of it; 0: cleanly between frames).
    #[error("the peer closed the channel{}", if *at == 0 { String::new() } else { format!(" {at} bytes into a frame") })]
    Closed {
        /// Bytes of the frame read before the end.
        at: u64,
    },
    /// A length over its bound.
    #[error("{what} of {len} bytes, above the bound of {max}")]
    TooLong {
        /// Which length.
        what: &'static str,
        /// The length announced.
        len: u64,
        /// The bound.
        max: u64,
    },
    /// A header that is not the expected JSON.
    #[error("a malformed header: {0}")]
    Malformed(String),
    /// Segment lengths other than the ones expected.
    #[error("segments of {got:?} bytes where {want:?} were expected")]
    Segments {
        /// Announced.
        got: Vec<u64>,
        /// Expected.
        want: Vec<u64>,
    },
    /// Reading or writing failed (a timeout included: [`io::ErrorKind::WouldBlock`] or `TimedOut`).
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// Writes one frame: `header` as JSON, then `segments` in order (their lengths must be the ones the
/// header announces; the caller builds both).
///
/// # Errors
/// When the header cannot be serialised, is over `u32::MAX` bytes, or the write fails.
pub fn write_frame<H: Serialize>(w: &mut impl Write, header: &H, segments: &[&[u8]]) -> io::Result<()> {
    let json = serde_json::to_vec(header).map_err(io::Error::other)?;
    let len = u32::try_from(json.len()).map_err(|_| io::Error::other("a frame header over 4 GiB"))?;
    let mut head = Vec::with_capacity(4 + json.len());
    head.extend_from_slice(&len.to_le_bytes());
    head.extend_from_slice(&json);
    w.write_all(&head)?;
    for s in segments {
        w.write_all(s)?;
    }
    w.flush()
}

/// Reads one frame's header (at most `max_header` bytes of JSON) and returns it.
///
/// # Errors
/// [`FrameError::Closed`] at the end of the stream, [`FrameError::TooLong`] over the bound,
/// [`FrameError::Malformed`] when the JSON is not an `H`, [`FrameError::Io`].
pub fn read_header<H: DeserializeOwned>(r: &mut impl Read, max_header: u32) -> Result<H, FrameError> {
    let mut len = [0u8; 4];
    read_all(r, &mut len, 0)?;
    let len = u32::from_le_bytes(len);
    if len > max_header {
        return Err(FrameError::TooLong { what: "a frame header", len: u64::from(len), max: u64::from(max_header) });
    }
    let mut json = vec![0u8; len as usize];
    read_all(r, &mut json, 4)?;
    serde_json::from_slice(&json).map_err(|e| FrameError::Malformed(e.to_string()))
}

/// Reads the segments whose lengths a header announced, after checking them against `want` (the
/// lengths the reader expects, exactly) or, when `want` is `None`, against `max_total` bytes in all.
///
/// # Errors
/// [`FrameError::Segments`] or [`FrameError::TooLong`] before anything is read; then as
/// [`read_header`].
pub fn read_segments(r: &mut impl Read, announced: &[u64], want: Option<&[u64]>, max_total: u64) -> Result<Vec<Vec<u8>>, FrameError> {
    match want {
        Some(w) if w != announced => return Err(FrameError::Segments { got: announced.to_vec(), want: w.to_vec() }),
        _ => {}
    }
    let total = announced.iter().try_fold(0u64, |a, &l| a.checked_add(l)).unwrap_or(u64::MAX);
    if total > max_total {
        return Err(FrameError::TooLong { what: "a frame's segments", len: total, max: max_total });
    }
    let mut out = Vec::with_capacity(announced.len());
    for &l in announced {
        let len = usize::try_from(l).map_err(|_| FrameError::TooLong { what: "a segment", len: l, max: usize::MAX as u64 })?;
        let mut buf = vec![0u8; len];
        read_all(r, &mut buf, 1)?;
        out.push(buf);
    }
    Ok(out)
}

/// `read_exact`, with the end of the stream as [`FrameError::Closed`] (`at` > 0 when part of a frame
/// had been read).
fn read_all(r: &mut impl Read, buf: &mut [u8], before: u64) -> Result<(), FrameError> {
    let mut got = 0;
    while got < buf.len() {
        match r.read(&mut buf[got..]) {
            Ok(0) => return Err(FrameError::Closed { at: before + got as u64 }),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(FrameError::Io(e)),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct H {
        id: u64,
        segments: Vec<u64>,
    }

    #[test]
    fn frames_round_trip_and_lengths_are_bounded_first() {
        let mut buf = Vec::new();
        write_frame(&mut buf, &H { id: 7, segments: vec![3, 0, 2] }, &[b"abc", b"", b"de"]).unwrap();
        let mut r = buf.as_slice();
        let h: H = read_header(&mut r, 1024).unwrap();
        assert_eq!(h.id, 7);
        let s = read_segments(&mut r, &h.segments, Some(&[3, 0, 2]), u64::MAX).unwrap();
        assert_eq!(s, vec![b"abc".to_vec(), vec![], b"de".to_vec()]);
        assert!(matches!(read_header::<H>(&mut r, 1024), Err(FrameError::Closed { at: 0 })));

        // A header length over the bound is refused before its bytes are read.
        let huge = u32::MAX.to_le_bytes();
        assert!(matches!(read_header::<H>(&mut huge.as_slice(), 1024), Err(FrameError::TooLong { len, .. }) if len == u64::from(u32::MAX)));
        // Segments other than the expected ones, or over the total, are refused before reading.
        assert!(matches!(read_segments(&mut [0u8; 0].as_slice(), &[1 << 40], Some(&[4]), u64::MAX), Err(FrameError::Segments { .. })));
        assert!(matches!(read_segments(&mut [0u8; 0].as_slice(), &[u64::MAX, 2], None, 1 << 20), Err(FrameError::TooLong { .. })));
        // Garbage is malformed, a cut frame is closed mid-way.
        let mut g = 5u32.to_le_bytes().to_vec();
        g.extend_from_slice(b"{{{{{");
        assert!(matches!(read_header::<H>(&mut g.as_slice(), 1024), Err(FrameError::Malformed(_))));
        assert!(matches!(read_header::<H>(&mut &buf[..6], 1024), Err(FrameError::Closed { at: 6 })));
    }
}
