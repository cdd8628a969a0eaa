//! The TVM RPC session packet decoder (`tvm_rpc::session::codec`, what `tvm_rpc::Session` reads
//! from a server after the handshake): the input is a byte stream cut into packets as the client
//! reads it (8-byte little-endian length, refused beyond 1 MiB here as a session with that
//! `max_packet_bytes` refuses it; zero-length packets skipped). Every body must decode to a
//! packet or a typed error without a panic, allocations bounded by the body; a decoded `kReturn`
//! must encode again to bytes that decode to the same encoding (values compared as bytes, so NaN
//! floats count as equal); the pre-0.21 probe runs on every body.

#![no_main]

use ekb_fuzz::on_small_stack;
use libfuzzer_sys::fuzz_target;
use tvm_rpc::session::codec::{decode_packet, is_legacy_void_return, Packet, RpcCode, Writer};

/// The packet limit the target applies (a session's `max_packet_bytes`).
const MAX_PACKET: u64 = 1 << 20;

fn encode(values: &[tvm_rpc::session::codec::WireValue]) -> Vec<u8> {
    let mut w = Writer::packet(RpcCode::Return);
    w.packed_seq(values);
    w.finish()
}

fn run(data: &[u8]) {
    // A length over the bound: the session refuses it (PacketTooLarge).
    ekb_fuzz::session_packets(data, MAX_PACKET, |body| {
        let _ = is_legacy_void_return(body);
        match decode_packet(body) {
            Ok(Packet::Return(values)) => {
                let bytes = encode(&values);
                let Ok(Packet::Return(again)) = decode_packet(&bytes[8..]) else { panic!("an encoded return decodes") };
                assert_eq!(encode(&again), bytes, "encode/decode changed the values");
                if ekb_fuzz::debug() {
                    eprintln!("return: {values:?}");
                }
            }
            Ok(p) if ekb_fuzz::debug() => eprintln!("ok: {p:?}"),
            Ok(_) => {}
            Err(e) if ekb_fuzz::debug() => eprintln!("err: {e}"),
            Err(_) => {}
        }
    });
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
