//! The TVM tracker message decoder (`tvm_rpc::wire`, what `ekb tracker` and the relay read from
//! any peer that reaches the port): the input is a byte stream cut into frames as the tracker
//! reads it (4-byte little-endian length, bounded, then the payload). Every length must be
//! accepted or refused without a panic, every payload must decode to a message or a typed error,
//! and a decoded message must survive its own encoding unchanged; the same payloads go through
//! the client's reply decoders (REQUEST's grant, SUMMARY).

#![no_main]

use ekb_fuzz::on_small_stack;
use libfuzzer_sys::fuzz_target;
use tvm_rpc::wire::{decode_json, decode_length, decode_request_reply, decode_summary_reply, MAX_MESSAGE_BYTES};
use tvm_rpc::TrackerMessage;

fn run(mut data: &[u8]) {
    while data.len() >= 4 {
        let len = match decode_length([data[0], data[1], data[2], data[3]]) {
            Ok(len) => len,
            Err(e) => {
                if ekb_fuzz::debug() {
                    eprintln!("length refused: {e}");
                }
                return; // the tracker closes the connection here
            }
        };
        assert!((1..=MAX_MESSAGE_BYTES).contains(&len));
        let Some(payload) = data.get(4..4 + len) else { return };
        data = &data[4 + len..];
        match TrackerMessage::decode(payload) {
            Ok(msg) => {
                let again = TrackerMessage::from_value(&msg.to_value()).expect("an encoded message decodes");
                assert_eq!(again, msg, "encode/decode changed the message");
                if ekb_fuzz::debug() {
                    eprintln!("ok: {msg:?}");
                }
            }
            Err(e) if ekb_fuzz::debug() => eprintln!("err: {e}"),
            Err(_) => {}
        }
        if let Ok(v) = decode_json(payload) {
            let _ = decode_request_reply(&v);
            if let Ok(s) = decode_summary_reply(&v) {
                let v2 = serde_json::json!([0, s]);
                assert_eq!(decode_summary_reply(&v2).expect("an encoded summary decodes"), s);
            }
        }
    }
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
