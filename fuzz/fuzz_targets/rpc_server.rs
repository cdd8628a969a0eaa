//! The TVM RPC server's request decoder (`tvm_rpc::session::request::decode_request`, what
//! `tvm_rpc::Server` reads from any client after the handshake): the input is a byte stream cut
//! into packets as the server reads it (8-byte little-endian length; 0 skipped; over 1 MiB
//! refused, which ends the stream as it ends the session, the bound of a server with that
//! `max_packet_bytes`). Every body must decode to a request or a typed error without a panic,
//! allocations bounded by the body; a decoded request must encode to bytes that decode and
//! encode to the same bytes (values compared as bytes, so NaN floats count as equal; the first
//! encoding may differ from the input: lossy UTF-8, ffi string objects sent as raw strings,
//! booleans as 0/1).

#![no_main]

use ekb_fuzz::on_small_stack;
use libfuzzer_sys::fuzz_target;
use tvm_rpc::session::request::decode_request;

/// The packet limit the target applies (a server's `max_packet_bytes`).
const MAX_PACKET: u64 = 1 << 20;

fn run(data: &[u8]) {
    // A length over the bound: the server answers an exception and ends the session.
    ekb_fuzz::session_packets(data, MAX_PACKET, |body| match decode_request(body) {
        Ok(req) => {
            let bytes = req.encode();
            let again = decode_request(&bytes[8..]).expect("an encoded request decodes");
            assert_eq!(again.encode(), bytes, "encode/decode changed the request");
            if ekb_fuzz::debug() {
                eprintln!("request: {req:?}");
            }
        }
        Err(e) if ekb_fuzz::debug() => eprintln!("err: {e}"),
        Err(_) => {}
    });
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
