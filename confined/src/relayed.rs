//! The host protocol carried through a TVM RPC session: how the relay host's worker reaches a kernel
//! host that an `ekb device` runs in its own sandbox (`ekb.host.request`, docs/RELAY.md "`ekb
//! device`"). A relayed request is one frame ([`crate::frame`]) whose header is a
//! [`RelayedRequest`] — the host [`Request`], the segment lengths the reply must have, the lengths of
//! the segments that follow — and a relayed reply one frame whose header is a [`RelayedReply`]: the
//! host's [`Reply`], the time the device saw its host take, and the reply's segment lengths.
//!
//! Both ends check what they read: the device ([`decode_request`]) bounds the request and the reply
//! it promises before its own [`crate::HostLink`] (which checks the host's reply as the worker's
//! does) runs it; the relay host ([`decode_reply`]) checks that the reply answers the request, that
//! its segments are exactly the lengths asked, and that nothing trails — a device can return bytes,
//! which the evaluator checks on the relay host, never a verdict.

use std::time::Duration;

use ekb_eval::backend::BackendError;
use serde::{Deserialize, Serialize};

use crate::frame::{read_header, read_segments, write_frame, FrameError, MAX_REPLY_HEADER_BYTES, MAX_REQUEST_HEADER_BYTES};
use crate::link::Answered;
use crate::message::{Reply, Request, WireError};

/// The header of a relayed request.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RelayedRequest {
    /// The request for the host.
    pub request: Request,
    /// The lengths the reply's segments must have.
    pub want: Vec<u64>,
    /// The lengths of the segments that follow.
    pub segments: Vec<u64>,
}

/// The header of a relayed reply.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RelayedReply {
    /// The host's reply, or `failed` with the device's error (a host that died or hung included).
    pub reply: Reply,
    /// From the request written to the host's reply read, on the device's clock, ns.
    pub elapsed_ns: u64,
    /// The lengths of the segments that follow.
    pub segments: Vec<u64>,
}

/// A relayed request as the device reads it ([`decode_request`]).
#[derive(Debug)]
pub struct Relayed {
    /// The request for the host.
    pub request: Request,
    /// Its segments.
    pub segments: Vec<Vec<u8>>,
    /// The lengths the reply's segments must have.
    pub want: Vec<u64>,
}

/// The bytes of a relayed request.
pub fn encode_request(request: &Request, segments: &[&[u8]], want: &[u64]) -> Vec<u8> {
    let header =
        RelayedRequest { request: request.clone(), want: want.to_vec(), segments: segments.iter().map(|s| s.len() as u64).collect() };
    let mut out = Vec::with_capacity(segments.iter().map(|s| s.len()).sum::<usize>() + 256);
    // Writing to a Vec fails only for a header that does not serialise, which these types always do.
    let _ = write_frame(&mut out, &header, segments);
    out
}

/// The device's side: the request, its segments and the lengths the reply must have, from `bytes`;
/// the request's segments and the promised reply each within `max_payload` bytes, nothing after the
/// frame.
///
/// # Errors
/// [`FrameError`] naming what is malformed or over a bound.
pub fn decode_request(bytes: &[u8], max_payload: u64) -> Result<Relayed, FrameError> {
    let mut r = bytes;
    let h: RelayedRequest = read_header(&mut r, MAX_REQUEST_HEADER_BYTES)?;
    let want_total = h.want.iter().try_fold(0u64, |a, &l| a.checked_add(l)).unwrap_or(u64::MAX);
    if want_total > max_payload {
        return Err(FrameError::TooLong { what: "a reply asked for", len: want_total, max: max_payload });
    }
    let segments = read_segments(&mut r, &h.segments, None, max_payload)?;
    if !r.is_empty() {
        return Err(FrameError::Malformed(format!("{} bytes after the request's frame", r.len())));
    }
    Ok(Relayed { request: h.request, segments, want: h.want })
}

/// The device's side: the relayed reply for what its host answered.
pub fn encode_reply(answered: Result<Answered, BackendError>) -> Vec<u8> {
    let (reply, elapsed, segments) = match answered {
        Ok(a) => (a.reply, a.elapsed, a.segments),
        Err(e) => (Reply::Failed { error: WireError::of(&e) }, Duration::ZERO, Vec::new()),
    };
    let header = RelayedReply {
        reply,
        elapsed_ns: u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX),
        segments: segments.iter().map(|s| s.len() as u64).collect(),
    };
    let refs: Vec<&[u8]> = segments.iter().map(Vec::as_slice).collect();
    let mut out = Vec::new();
    let _ = write_frame(&mut out, &header, &refs);
    out
}

/// The relay host's side: the answer to `request` in `bytes`, from the device `who` names. A
/// `failed` reply is the error it carries, marked as the device's (a host that died or hung on the
/// device is `DeviceLost` or the kernel's `Timeout`, as on this machine).
///
/// # Errors
/// The device's error; [`BackendError::DeviceLost`] for a reply that does not answer `request`, has
/// segments of other lengths than `want`, or is malformed.
pub fn decode_reply(bytes: &[u8], request: &Request, want: &[u64], who: &str) -> Result<Answered, BackendError> {
    let broke = |what: String| BackendError::DeviceLost(format!("{who} broke the kernel host protocol: {what}"));
    let mut r = bytes;
    let h: RelayedReply = read_header(&mut r, MAX_REPLY_HEADER_BYTES).map_err(|e| broke(e.to_string()))?;
    if let Reply::Failed { error } = h.reply {
        if !h.segments.is_empty() || !r.is_empty() {
            return Err(broke("data with a failure".into()));
        }
        return Err(error.into_backend_error(who));
    }
    if h.reply.name() != request.reply_name() {
        return Err(broke(format!("it answered `{}` with `{}`", request.name(), h.reply.name())));
    }
    let segments = read_segments(&mut r, &h.segments, Some(want), u64::MAX).map_err(|e| broke(e.to_string()))?;
    if !r.is_empty() {
        return Err(broke(format!("{} bytes after the reply", r.len())));
    }
    Ok(Answered { reply: h.reply, segments, elapsed: Duration::from_nanos(h.elapsed_ns) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_replies_round_trip_and_lies_are_device_faults() {
        let req = Request::ReadOutputs { resident: 3 };
        let bytes = encode_request(&req, &[b"abc"], &[4, 2]);
        let back = decode_request(&bytes, 1 << 20).unwrap();
        assert_eq!((back.request.name(), back.segments, back.want), ("read_outputs", vec![b"abc".to_vec()], vec![4, 2]));
        // A promised reply or a request over the bound, trailing bytes.
        assert!(decode_request(&encode_request(&req, &[], &[u64::MAX, 1]), 1 << 20).is_err());
        assert!(decode_request(&encode_request(&req, &[&[0; 64]], &[]), 32).is_err());
        let mut trailing = bytes.clone();
        trailing.push(0);
        assert!(decode_request(&trailing, 1 << 20).is_err());

        let ok = |segments: Vec<Vec<u8>>, reply: Reply| encode_reply(Ok(Answered { reply, segments, elapsed: Duration::from_micros(7) }));
        let a = decode_reply(&ok(vec![vec![1; 4], vec![2; 2]], Reply::Outputs), &req, &[4, 2], "device d").unwrap();
        assert_eq!((a.segments.len(), a.elapsed), (2, Duration::from_micros(7)));
        for (bytes, why) in [
            (ok(vec![vec![1; 5], vec![2; 2]], Reply::Outputs), "segments"),
            (ok(vec![vec![1; 4], vec![2; 2]], Reply::Pong), "with `pong`"),
            (vec![1, 2, 3], "protocol"),
        ] {
            let e = decode_reply(&bytes, &req, &[4, 2], "device d").unwrap_err();
            assert!(matches!(&e, BackendError::DeviceLost(m) if m.contains(why)), "{e:?}");
        }
        let failed = encode_reply(Err(BackendError::Timeout(900)));
        assert_eq!(decode_reply(&failed, &req, &[4, 2], "device d").unwrap_err(), BackendError::Timeout(900));
    }
}
