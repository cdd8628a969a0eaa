//! Unit tests of [`super::Pairings`] where the order of events cannot be forced through a socket:
//! a tab hidden between its job's claim and the push, and a tab whose serving task ends without
//! removing it.

use std::time::Duration;

use tokio::sync::mpsc;

use super::socket::Held;
use super::{Pairings, Tab};
use crate::relay::{ClaimedJob, Execution, Progress};
use ekb_wire::kind::Kind;
use ekb_wire::paired::{code_from_bytes, ServerFrame, TabFrame};

/// `pairings` with a tab under a fresh code; the receiver gets what the relay sends the tab.
fn with_tab(pairings: &Pairings, byte: u8, visible: bool) -> (String, mpsc::Receiver<ServerFrame>) {
    let code = code_from_bytes(&[byte; 16]);
    let (to_tab, rx) = mpsc::channel(4);
    let tab = Tab {
        adapter: "gpu (webgpu)".into(),
        client: "10.0.0.1".into(),
        visible,
        hidden_since: (!visible).then(std::time::Instant::now),
        running: None,
        reserved: None,
        cancelled: None,
        to_tab,
    };
    pairings.tabs.lock().expect("tabs").insert(code.clone(), tab);
    (code, rx)
}

fn job(code: &str) -> ClaimedJob {
    ClaimedJob {
        id: "0123456789abcdef0123456789abcdef".into(),
        task: "l1_vector_add".into(),
        kind: Kind::Wgsl,
        backend: "webgpu".into(),
        device: code.into(),
        source: "@compute @workgroup_size(1) fn main() {}".into(),
        attempt: 1,
    }
}

/// A job claimed while its tab was visible, the tab hidden before the push: the job waits for the
/// tab (as a queued job would) and is pushed once the tab is back in front — not failed.
#[tokio::test]
async fn a_job_claimed_just_before_a_hide_waits_for_the_tab() {
    let pairings = std::sync::Arc::new(Pairings::default());
    let (code, mut rx) = with_tab(&pairings, 1, true);
    let j = job(&code);
    pairings.reserve(&code, &j.id);
    pairings.apply(&code, TabFrame::Beat { visible: false }).expect("a beat");
    let (p, c) = (std::sync::Arc::clone(&pairings), j.clone());
    let run = tokio::spawn(async move { p.execute(&c, Progress::channel().0, Duration::from_secs(30), Duration::from_secs(5)).await });
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert!(rx.try_recv().is_err(), "nothing is pushed to a hidden tab");
    assert!(!run.is_finished(), "the job waits for the tab");
    assert!(!pairings.ready(&code), "the waiting job keeps the tab reserved");
    pairings.apply(&code, TabFrame::Beat { visible: true }).expect("a beat");
    let pushed = tokio::time::timeout(Duration::from_secs(2), rx.recv()).await.expect("pushed within 2 s").expect("a frame");
    assert!(matches!(pushed, ServerFrame::Job { ref job, .. } if *job == j.id), "{pushed:?}");
    pairings.apply(&code, TabFrame::Failed { job: j.id.clone(), reason: "a test".into() }).expect("its own job");
    match run.await.expect("joined") {
        Execution::Failed(why) => assert!(why.contains("could not run the job: a test"), "{why}"),
        Execution::Done(_) => panic!("no report was sent"),
    }
}

/// …and a tab that stays hidden past the wait fails the job saying so, and is free again.
#[tokio::test]
async fn a_job_whose_tab_stays_hidden_past_the_wait_fails() {
    let pairings = Pairings::default();
    let (code, mut rx) = with_tab(&pairings, 2, true);
    let j = job(&code);
    pairings.reserve(&code, &j.id);
    pairings.apply(&code, TabFrame::Beat { visible: false }).expect("a beat");
    match pairings.execute(&j, Progress::channel().0, Duration::from_secs(30), Duration::from_millis(500)).await {
        Execution::Failed(why) => assert!(why.contains("stayed hidden") && why.contains("after its job was claimed"), "{why}"),
        Execution::Done(_) => panic!("a hidden tab ran a job"),
    }
    assert!(rx.try_recv().is_err());
    pairings.apply(&code, TabFrame::Beat { visible: true }).expect("a beat");
    assert!(pairings.ready(&code), "the reservation was given back");
}

/// Whatever ends a tab's serving task, the tab leaves with it: no ghost tab holds its code.
#[tokio::test]
async fn a_tab_leaves_when_its_serving_task_ends() {
    let pairings = Pairings::default();
    let (code, _rx) = with_tab(&pairings, 3, true);
    let unwound = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _held = Held { pairings: &pairings, code: code.clone() };
        panic!("the serving task panicked");
    }));
    assert!(unwound.is_err());
    assert!(pairings.is_empty(), "the tab was removed while unwinding");
}
