//! A small load generator for the server (HTTP/1.1 keep-alive over loopback; no client
//! library): N connections, each sending requests back to back for a fixed time; prints the
//! request rate and latency percentiles. `server/bench/run.sh` drives it.
//!
//! ```text
//! loadgen --addr 127.0.0.1:8080 --mode write|read [--path /api/leaderboard] [--connections 8]
//!         [--seconds 10] [--samples 4]
//! ```
//!
//! `write` posts distinct, valid reference-suite reports (each a new submission of `--samples`
//! samples on one of 8 simulated GPUs); `read` GETs `--path`.

#[path = "../tests/common/fixtures.rs"]
mod fixtures;
#[path = "../tests/common/http.rs"]
mod http;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

fn main() {
    let mut addr: Option<SocketAddr> = None;
    let (mut mode, mut path, mut connections, mut seconds, mut samples) =
        ("read".to_string(), "/api/leaderboard".to_string(), 8usize, 10u64, 4usize);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let v = args.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--addr" => addr = Some(v.parse().expect("--addr HOST:PORT")),
            "--mode" => mode = v,
            "--path" => path = v,
            "--connections" => connections = v.parse().expect("--connections N"),
            "--seconds" => seconds = v.parse().expect("--seconds N"),
            "--samples" => samples = v.parse().expect("--samples N"),
            other => panic!("unknown argument {other}"),
        }
    }
    let addr = addr.expect("--addr is required");
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    rt.block_on(async move {
        let tasks = fixtures::tasks(samples);
        let run_id = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        // Bodies are built before the clock starts, so the generator's own JSON work is not timed.
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let mut handles = Vec::new();
        for c in 0..connections {
            let (mode, path, tasks) = (mode.clone(), path.clone(), tasks.clone());
            handles.push(tokio::spawn(async move {
                let mut conn = http::Conn::connect(addr).await.expect("connect");
                let mut lat = Vec::new();
                let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
                let mut n = 0u64;
                while Instant::now() < deadline {
                    let body = (mode == "write").then(|| {
                        let seed = run_id * 1_000_000_000 + c as u64 * 10_000_000 + n;
                        let dev = fixtures::gpu(["nvidia", "amd", "intel", "apple", "qualcomm", "arm", "imgtec", "google"][(seed % 8) as usize], "bench");
                        let r = fixtures::reference_report(&tasks, &dev, 1.0 + (seed % 7) as f64 / 4.0, seed);
                        serde_json::to_vec(&fixtures::submission(&r, &format!("bench-{seed}"))).expect("json")
                    });
                    n += 1;
                    let t0 = Instant::now();
                    let (status, _) = match &body {
                        Some(b) => conn.request("POST", "/api/submissions", Some(b)).await,
                        None => conn.request("GET", &path, None).await,
                    }
                    .expect("request");
                    lat.push(t0.elapsed().as_secs_f64() * 1e3);
                    *statuses.entry(status).or_default() += 1;
                }
                (lat, statuses)
            }));
        }
        let mut lat = Vec::new();
        let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
        for h in handles {
            let (l, s) = h.await.expect("connection task");
            lat.extend(l);
            for (k, v) in s {
                *statuses.entry(k).or_default() += v;
            }
        }
        lat.sort_by(f64::total_cmp);
        let q = |p: f64| lat[((lat.len() - 1) as f64 * p).round() as usize];
        let what = if mode == "write" { format!("POST /api/submissions ({samples} samples each)") } else { format!("GET {path}") };
        println!(
            "{what}: {} requests in {seconds} s over {connections} connections = {:.0} req/s; latency ms p50 {:.2} p90 {:.2} p99 {:.2} max {:.2}; statuses {statuses:?}",
            lat.len(),
            lat.len() as f64 / seconds as f64,
            q(0.5),
            q(0.9),
            q(0.99),
            q(1.0)
        );
    });
}
