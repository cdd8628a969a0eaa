//! `ekb tracker`'s argument errors: one line that says the cause once (a bad `--addr` used to
//! print "invalid socket address" twice, the tracker's error and its chained source) and names
//! the expected form.

use std::process::{Command, Output};

fn tracker(addr: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ekb")).args(["tracker", "--addr", addr]).output().expect("ekb runs")
}

fn error_line(out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors.len(), 1, "one error line: {stderr}");
    errors[0].to_owned()
}

#[test]
fn an_address_without_a_port_names_host_port_and_says_the_cause_once() {
    let out = tracker("notanaddr");
    assert_eq!(out.status.code(), Some(2));
    let line = error_line(&out);
    assert!(line.contains("--addr notanaddr is not HOST:PORT"), "{line}");
    assert_eq!(line.matches("invalid socket address").count(), 1, "{line}");
}

#[test]
fn a_port_in_use_says_the_cause_once() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let addr = taken.local_addr().expect("its address").to_string();
    let out = tracker(&addr);
    assert_eq!(out.status.code(), Some(2));
    let line = error_line(&out);
    assert!(line.contains(&format!("binding {addr}")), "{line}");
    // Linux: "Address already in use (os error 98)".
    assert_eq!(line.to_lowercase().matches("in use").count(), 1, "{line}");
}
