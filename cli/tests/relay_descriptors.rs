//! One descriptor budget for `ekb serve`: the adversarial pass opened 1,008 tracker connections
//! that sent the magic and then nothing; against Debian's default limit of 1,024 descriptors the
//! process ran out (`accept failed: Too many open files`) and the app, the API and the leaderboard
//! stopped answering. Here `ekb serve` runs under `prlimit --nofile=1024:1024` (the soft limit
//! cannot be raised), with the per-address cap of its tracker lifted so that the process-wide
//! budget is what holds: 1,100 idle tracker connections are opened and kept, and the app, the API,
//! the leaderboard and the relay's device list keep answering; no accept fails.

mod relay_common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use relay_common as rc;

#[test]
fn eleven_hundred_idle_tracker_connections_at_a_1024_descriptor_limit_leave_the_app_and_api_answering() {
    if std::process::Command::new("prlimit").arg("--version").output().is_err() {
        assert!(std::env::var_os("EKB_REQUIRE_TVM").is_none(), "prlimit (util-linux) is needed");
        println!("SKIPPED: no prlimit");
        return;
    }
    let dir = rc::scratch("descriptors");
    let dist = dir.join("dist");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html><title>EdgeKernelBench</title><p>app").unwrap();
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let dist_arg = dist.display().to_string();
    let serve = rc::serve_under(
        &["prlimit", "--nofile=1024:1024", "--"],
        "info",
        &dir,
        &db,
        &["--tracker-addr", "127.0.0.1:0", "--tracker-max-connections-per-address", "100000", "--dist", &dist_arg],
    );
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let log = std::fs::read_to_string(dir.join("serve.log")).unwrap();
    assert!(log.contains("descriptor limit 1024") && log.contains("LOWERED"), "the lowered caps are said at start:\n{log}");

    // 1,100 peers that send the tracker magic and then nothing.
    let magic = 0x2F271i32.to_le_bytes();
    let mut idle = Vec::new();
    for _ in 0..1100 {
        match TcpStream::connect(&tracker) {
            Ok(mut s) => {
                let _ = s.write_all(&magic);
                idle.push(s);
            }
            Err(e) => panic!("connecting to the tracker: {e}"),
        }
    }
    // The tracker has answered the magic of those within its cap and closed the rest.
    std::thread::sleep(Duration::from_millis(500));
    let mut served = 0;
    for s in &mut idle {
        s.set_read_timeout(Some(Duration::from_millis(200))).unwrap();
        let mut b = [0u8; 4];
        served += usize::from(s.read_exact(&mut b).is_ok());
    }
    assert!(served > 100 && served < 1100, "{served} of 1,100 idle peers were served: the cap did not apply");

    // While they are held: the app, the API, the leaderboard, the relay's devices.
    let started = Instant::now();
    for path in ["/", "/api/health", "/api/tasks", "/api/leaderboard", "/api/relay/devices"] {
        let res = reqwest::blocking::Client::new()
            .get(format!("{}{path}", serve.url))
            .timeout(Duration::from_secs(10))
            .send()
            .unwrap_or_else(|e| panic!("GET {path} while 1,100 tracker peers are held: {e}\n{}", rc::log_tail(&dir)));
        assert_eq!(res.status().as_u16(), 200, "GET {path}");
    }
    let pid = serve.proc.id();
    // prlimit runs `ekb` in its own process (exec): the server's descriptors stay under the limit.
    let open = std::fs::read_dir(format!("/proc/{pid}/fd")).map(|d| d.count()).unwrap_or(0);
    assert!(open <= 1024, "{open} descriptors open");
    assert!(started.elapsed() < Duration::from_secs(30));

    // The idle peers are closed after the first-message timeout (10 s); then the tracker serves.
    drop(idle);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let mut c = tvm_rpc::TrackerClient::connect(&tracker, Duration::from_secs(10)).await.expect("the tracker serves again");
        c.ping().await.unwrap();
    });
    let log = std::fs::read_to_string(dir.join("serve.log")).unwrap();
    assert!(!log.contains("Too many open files"), "{log}");
}
