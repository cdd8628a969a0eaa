//! What `RemoteBackend::open` says when no device can be had: each cause once, also when the error's
//! chain is printed whole (anyhow's `{:#}`, the form `ekb worker` puts in a relay job's reason).

use std::error::Error as _;
use std::time::Duration;

use backend_remote::{Endpoint, RemoteBackend, RemoteOptions};
use tvm_rpc::{Tracker, TrackerConfig};

/// The message and every `source()` below it, joined as `{:#}` joins them.
fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut cur = e.source();
    while let Some(s) = cur {
        out.push_str(": ");
        out.push_str(&s.to_string());
        cur = s.source();
    }
    out
}

#[test]
fn a_key_no_server_has_is_named_once_in_the_whole_chain() {
    // The tracker's tasks run on this runtime's own thread while `open` blocks this one.
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let tracker = rt.block_on(Tracker::bind("127.0.0.1:0", TrackerConfig::default())).expect("tracker binds");
    let opts = RemoteOptions::new(Endpoint::Tracker {
        tracker: tracker.local_addr().to_string(),
        key: "absent-key".into(),
        priority: 1,
        request_timeout: Duration::from_millis(300),
    });
    let err = match RemoteBackend::open(&opts) {
        Ok(_) => panic!("a key no server has cannot be opened"),
        Err(e) => e,
    };
    let text = chain(&err);
    assert!(text.contains("absent-key"), "{text}");
    assert_eq!(text.matches("no free TVM RPC server").count(), 1, "the cause is repeated: {text}");
    assert!(err.source().is_none(), "the message already holds the cause: {text}");
}

#[test]
fn an_unreachable_tracker_is_named_once_in_the_whole_chain() {
    // A port nobody listens on: bind one, note it, drop it.
    let addr = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap();
    let opts = RemoteOptions {
        step_timeout: Duration::from_secs(2),
        ..RemoteOptions::new(Endpoint::Tracker {
            tracker: addr.to_string(),
            key: "k".into(),
            priority: 1,
            request_timeout: Duration::from_millis(300),
        })
    };
    let err = match RemoteBackend::open(&opts) {
        Ok(_) => panic!("no tracker listens there"),
        Err(e) => e,
    };
    let text = chain(&err);
    assert!(text.contains(&addr.to_string()), "{text}");
    assert_eq!(text.matches("refused").count(), 1, "the cause is repeated: {text}");
}
