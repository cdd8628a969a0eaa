//! `ekb tracker` as a process: it prints the address it listens on (the real port for `:0`),
//! speaks TVM's tracker protocol there (our client: ping, a registered server in the summary, a
//! grant), answers a request it cannot serve with FAIL at `--request-timeout`, and refuses a
//! STOP (it has no stop key).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::{json, Map};
use tvm_rpc::{TrackerClient, TrackerError, TrackerMessage};

const IO: Duration = Duration::from_secs(5);

struct Kill(std::process::Child);

impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test]
async fn ekb_tracker_serves_tvms_protocol() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(["tracker", "--addr", "127.0.0.1:0", "--request-timeout", "0.3"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let _guard = Kill(child);
    let addr = line.trim().strip_prefix("TVM tracker listening on ").unwrap_or_else(|| panic!("first line: {line:?}")).to_owned();
    assert!(addr.starts_with("127.0.0.1:") && !addr.ends_with(":0"), "{addr}");

    let mut server = TrackerClient::connect(&addr, IO).await.unwrap();
    server.ping().await.unwrap();
    let mut info = Map::new();
    info.insert("key".into(), json!("server:cli"));
    info.insert("addr".into(), json!([null, 9001]));
    assert_eq!(server.send(&TrackerMessage::UpdateInfo { info }).await.unwrap(), json!(0));
    let put = TrackerMessage::Put { key: "cli".into(), port: 9001, matchkey: "cli:0.1".into(), custom_addr: None };
    assert_eq!(server.send(&put).await.unwrap(), json!(0));
    let s = server.summary().await.unwrap();
    assert_eq!((s.queue_info["cli"].free, s.server_info[0].key.as_str()), (1, "server:cli"));

    let mut client = TrackerClient::connect(&addr, IO).await.unwrap();
    assert_eq!(client.request("cli", 1, IO).await.unwrap().matchkey, "cli:0.1");
    let err = client.request("cli", 1, IO).await.unwrap_err();
    assert!(matches!(err, TrackerError::RequestFailed { ref reason, .. } if reason.contains("0.3 s")), "{err}");
    assert_eq!(client.send(&TrackerMessage::Stop { stop_key: json!("") }).await.unwrap(), json!(-1));
    client.ping().await.unwrap();
}
