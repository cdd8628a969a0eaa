//! ≥ 500 mutations of one valid submission through the router, on SQLite and PostgreSQL:
//! malformed JSON, oversized bodies, wrong types and missing fields, and semantically false
//! reports (a pass whose source fails naga or the contract, speedups inconsistent with the times,
//! unknown suite hashes, fallback adapters, tampered aggregates, …). Each answer must be the
//! expected 4xx or carry the expected flag; no answer may be a 5xx; and no unflagged row may be
//! false — the truth of the base report is "every sample correct, speedup 2.0".
//!
//! Out of reach by design (documented in docs/SERVER.md): a lie that is consistent everywhere and
//! stays under 10× and the speed-of-light bound, or a correct kernel reported as a mismatch.

mod common;

use axum::http::StatusCode;
use common::fixtures::{entry, gpu, report, tasks};
use common::{databases, post, post_raw, Answer};
use ekb_wire::device::DeviceInfo;
use ekb_wire::kind::Kind;
use ekb_wire::report::{Baseline, Flag, SampleEntry, SuiteReport, Verdict};
use ekb_wire::timing::Peak;
use ekb_wire::timing::Profile;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// What a mutation must produce.
#[derive(Clone, Debug)]
enum Expect {
    /// A 4xx with a JSON error body.
    ClientError,
    /// Stored with status `rejected`.
    Rejected,
    /// Row `j` carries the flag.
    Row(usize, &'static str),
    /// Every row carries the flag.
    All(&'static str),
    /// Row `j` carries one of the flags.
    RowOneOf(usize, &'static [&'static str]),
    /// 4xx, or 2xx under the invariant (no unflagged false row).
    Either,
}

struct Mutation {
    kind: &'static str,
    body: Vec<u8>,
    expect: Expect,
}

const SPEEDUP: f64 = 2.0;

struct Base {
    device: DeviceInfo,
    tasks: Vec<&'static str>,
    entries: Vec<SampleEntry>,
    sources: serde_json::Map<String, Value>,
}

impl Base {
    fn new() -> Self {
        let device = gpu("nvidia", "ampere");
        let tasks = tasks(4);
        let entries: Vec<SampleEntry> = tasks.iter().map(|t| entry(t, &format!("{t}-a"), "mut-model", &device, SPEEDUP)).collect();
        let sources = tasks.iter().map(|t| (format!("{t}-a"), json!(kernels::get(t).expect("task").reference_wgsl))).collect();
        Self { device, tasks, entries, sources }
    }

    /// The submission of `entries` (aggregates recomputed, as a careful cheater would).
    fn body(&self, entries: Vec<SampleEntry>, sources: &serde_json::Map<String, Value>, seed: u64) -> Value {
        self.wrap(&report(entries, seed), sources, seed)
    }

    fn wrap(&self, r: &SuiteReport, sources: &serde_json::Map<String, Value>, seed: u64) -> Value {
        json!({
            "idempotency_key": format!("mutation-{seed}"),
            "app_version": "0.1.0",
            "generation_set": "inline",
            "sampling": {"model": "mut-model", "temperature": 0.7},
            "browser_engine": "chromium 156",
            "sources": sources,
            "report": r,
        })
    }
}

fn bytes(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).expect("json")
}

/// JSON pointers of every leaf (scalars and empty containers) and of every object member.
fn pointers(v: &Value, at: String, leaves: &mut Vec<String>, members: &mut Vec<String>) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            for (k, x) in m {
                let p = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                members.push(p.clone());
                pointers(x, p, leaves, members);
            }
        }
        Value::Array(a) if !a.is_empty() => {
            for (i, x) in a.iter().enumerate() {
                pointers(x, format!("{at}/{i}"), leaves, members);
            }
        }
        _ => leaves.push(at),
    }
}

fn remove(v: &mut Value, pointer: &str) {
    let (parent, key) = pointer.rsplit_once('/').expect("member pointer");
    if let Some(Value::Object(m)) = v.pointer_mut(parent) {
        m.remove(&key.replace("~1", "/").replace("~0", "~"));
    }
}

/// Hostile kernels (tests/hostile) that naga or the contract rejects, with their task.
fn rejected_sources(device: &DeviceInfo) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/hostile");
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir).expect("tests/hostile") {
        let text = std::fs::read_to_string(e.expect("entry").path()).expect("read");
        let task = text.lines().find_map(|l| l.strip_prefix("// task: ")).map(|t| t.split_whitespace().next().unwrap_or("").to_string());
        if let Some(t) = task.and_then(|t| kernels::get(&t)) {
            if wgsl_lib::prepare::prepare(&t.spec, &text, device).is_err() {
                out.push((t.spec.id.clone(), text));
            }
        }
    }
    out.sort();
    assert!(out.len() >= 10, "the hostile corpus has naga/contract rejects");
    out
}

fn generate() -> Vec<Mutation> {
    let base = Base::new();
    let mut rng = ChaCha8Rng::seed_from_u64(0x5eed);
    let good = base.body(base.entries.clone(), &base.sources, 1);
    let text = serde_json::to_string(&good).expect("json");
    let mut out = Vec::new();

    // Malformed JSON.
    for _ in 0..60 {
        let cut = rng.random_range(1..text.len() - 1);
        let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        out.push(Mutation { kind: "truncated", body: text.as_bytes()[..cut].to_vec(), expect: Expect::ClientError });
    }
    for _ in 0..40 {
        let mut b = text.clone().into_bytes();
        let at = rng.random_range(0..b.len());
        b[at] = *[b'{', b'}', b'[', b']', b'"', b',', b':', 0u8, 0xff].choose(&mut rng).expect("byte");
        out.push(Mutation { kind: "byte flip", body: b, expect: Expect::Either });
    }
    for raw in ["", "null", "[]", "1", "\"x\"", "{", "{}", "{\"report\": null}", "tru"] {
        out.push(Mutation { kind: "not a submission", body: raw.as_bytes().to_vec(), expect: Expect::ClientError });
    }
    out.push(Mutation {
        kind: "deep nesting",
        body: format!("{}{}", "[".repeat(5000), "]".repeat(5000)).into_bytes(),
        expect: Expect::ClientError,
    });
    out.push(Mutation { kind: "trailing garbage", body: format!("{text} x").into_bytes(), expect: Expect::ClientError });
    out.push(Mutation { kind: "two documents", body: format!("{text}{text}").into_bytes(), expect: Expect::ClientError });
    out.push(Mutation {
        kind: "duplicate key",
        body: text.replacen('{', "{\"app_version\":\"x\",", 1).into_bytes(),
        expect: Expect::ClientError,
    });

    // Oversized.
    out.push(Mutation { kind: "oversized", body: vec![b' '; 9 << 20], expect: Expect::ClientError });
    let mut big = good.clone();
    big["app_commit"] = json!("a".repeat(9 << 20));
    out.push(Mutation { kind: "oversized", body: bytes(&big), expect: Expect::ClientError });
    let mut long = good.clone();
    long["app_commit"] = json!("a".repeat(65));
    out.push(Mutation { kind: "field too long", body: bytes(&long), expect: Expect::ClientError });

    // Wrong types: every leaf replaced by an object; members removed.
    let (mut leaves, mut members) = (Vec::new(), Vec::new());
    pointers(&good, String::new(), &mut leaves, &mut members);
    for (n, p) in leaves.iter().enumerate() {
        let mut b = good.clone();
        b["idempotency_key"] = json!(format!("wrong-type-{n}"));
        *b.pointer_mut(p).expect("leaf") = json!({"wrong": true});
        out.push(Mutation { kind: "wrong type", body: bytes(&b), expect: Expect::ClientError });
    }
    for (n, p) in members.choose_multiple(&mut rng, 100).enumerate() {
        let mut b = good.clone();
        b["idempotency_key"] = json!(format!("missing-field-{n}"));
        remove(&mut b, p);
        out.push(Mutation { kind: "missing field", body: bytes(&b), expect: Expect::Either });
    }

    // Text PostgreSQL cannot store: a NUL inside a string leaf (SQLite would have kept it).
    let strings: Vec<&String> = leaves.iter().filter(|p| good.pointer(p).is_some_and(Value::is_string)).collect();
    for (n, p) in strings.choose_multiple(&mut rng, 40).enumerate() {
        let mut b = good.clone();
        let v = b.pointer_mut(p).expect("leaf");
        *v = json!(format!("{}\u{0}", v.as_str().unwrap_or_default()));
        if p.as_str() != "/idempotency_key" {
            b["idempotency_key"] = json!(format!("nul-in-text-{n}"));
        }
        out.push(Mutation { kind: "NUL in text", body: bytes(&b), expect: Expect::ClientError });
    }

    // Semantically false.
    let hostile = rejected_sources(&base.device);
    let n = base.entries.len();
    for i in 0..220u64 {
        let seed = 1000 + i;
        let j = rng.random_range(0..n);
        let mut e = base.entries.clone();
        let mut sources = base.sources.clone();
        let t = e[j].report.timing.clone().expect("timed");
        let (kind, expect, body) = match i % 24 {
            0 | 1 => {
                let (task, src) = hostile.choose(&mut rng).expect("hostile").clone();
                let sid = format!("{task}-hostile");
                e[j] = entry(&task, &sid, "mut-model", &base.device, SPEEDUP);
                sources.remove(&format!("{}-a", base.tasks[j]));
                // A source over a limit of ekb_eval::limits (the nesting that overflows naga's
                // stack) is refused before anything is stored; the others are stored flagged.
                let expect =
                    if ekb_eval::limits::check_source(&src).is_err() { Expect::ClientError } else { Expect::Row(j, "inconsistent_report") };
                sources.insert(sid, json!(src));
                ("pass with a source that fails naga or the contract", expect, base.body(e, &sources, seed))
            }
            2 => {
                let key = format!("{}-a", base.tasks[j]);
                let src = sources[&key].as_str().expect("source").to_string();
                let cut = rng.random_range(src.len() / 3..src.len() * 2 / 3);
                let cut = (0..=cut).rev().find(|&c| src.is_char_boundary(c)).unwrap_or(0);
                // Never inside a line comment (suite v2's references carry long ones), where the
                // break would still validate: before the comment's `//` then.
                let line = src[..cut].rfind('\n').map_or(0, |n| n + 1);
                let cut = src[line..cut].find("//").map_or(cut, |c| line + c);
                let broken = format!("{} @@ {}", &src[..cut], &src[cut..]);
                sources.insert(key, json!(broken));
                ("pass with a corrupted source", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            3 => {
                let f = [0.3, 0.5, 0.9, 1.1, 1.7, 5.0].choose(&mut rng).copied().expect("factor");
                timing_of(&mut e, j).speedup = t.speedup * f;
                ("speedup inconsistent with the times", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            4 => {
                timing_of(&mut e, j).candidate_ms = t.candidate_ms / 3.0;
                timing_of(&mut e, j).speedup = t.baseline_ms / (t.candidate_ms / 3.0);
                ("median inconsistent with the samples", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            5 => {
                let k = rng.random_range(12.0..100.0);
                let tm = timing_of(&mut e, j);
                tm.candidate_ms /= k;
                tm.candidate_samples_ms.iter_mut().for_each(|v| *v /= k);
                tm.speedup = tm.baseline_ms / tm.candidate_ms;
                ("consistent speedup above 10x", Expect::Row(j, "suspicious_speedup"), base.body(e, &sources, seed))
            }
            6 => {
                timing_of(&mut e, j).speed_of_light_ms = Some(t.candidate_ms * rng.random_range(2.5..100.0));
                ("faster than the reported speed of light", Expect::Row(j, "faster_than_light"), base.body(e, &sources, seed))
            }
            7 => {
                let mut r = report(e, seed);
                r.peak = Some(Peak { bytes_per_s: 1e3, flops_per_s: 1e3 });
                ("faster than the measured peak allows", Expect::All("faster_than_light"), base.wrap(&r, &sources, seed))
            }
            8 => {
                let mut r = report(e, seed);
                r.suite_hash = (0..64).map(|_| char::from(b"0123456789abcdef"[rng.random_range(0..16)])).collect();
                ("unknown suite hash", Expect::Rejected, base.wrap(&r, &sources, seed))
            }
            9 => {
                let mut r = report(e, seed);
                r.suite_hash = ["", "XYZ", "0123", &"g".repeat(64)].choose(&mut rng).expect("hash").to_string();
                ("malformed suite hash", Expect::ClientError, base.wrap(&r, &sources, seed))
            }
            10 | 11 => {
                let mut d = base.device.clone();
                match rng.random_range(0..5) {
                    0 => d.is_fallback = true,
                    1 => d.device_type = "cpu".into(),
                    2 => d.name = "llvmpipe (LLVM 15.0.6, 256 bits)".into(),
                    3 => d.architecture = "swiftshader".into(),
                    _ => d.vendor = "Microsoft Basic Render Driver".into(),
                }
                e.iter_mut().for_each(|s| s.report.device = Some(d.clone()));
                ("fallback or software adapter", Expect::All("fallback_adapter"), base.body(e, &sources, seed))
            }
            12 => {
                e[j].report.device = Some(gpu("amd", "rdna2"));
                ("one sample from another device", Expect::All("inconsistent_report"), base.body(e, &sources, seed))
            }
            13 => {
                e[j].report.verdict =
                    [Verdict::InvalidShader, Verdict::ContractViolation, Verdict::Unsupported { missing: vec!["shader-f16".into()] }]
                        .choose(&mut rng)
                        .cloned()
                        .expect("verdict");
                e[j].report.timing = None;
                ("rejection claimed for a valid source", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            14 => {
                e[j].report.verdict = Verdict::RuntimeError { message: "device lost".into() };
                ("timing on a runtime error", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            15 => {
                e[j].report.checks_run = 0;
                ("a pass without correctness runs", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            16 => {
                if rng.random_bool(0.5) {
                    e[j].level = 3;
                } else {
                    e[j].domain = "astrology".into();
                }
                ("mislabelled level or domain", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            17 => {
                e[j].report.task = base.tasks[(j + 1) % n].into();
                ("report of another task", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            18 => {
                if rng.random_bool(0.5) {
                    timing_of(&mut e, j).shape = "N=1".into();
                } else {
                    e[j].report.profile = Profile::Full;
                }
                ("timed at another shape or profile", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            // A confident claim the samples do not carry (five pairs give no bound), or a sequential
            // design the samples cannot have been taken in.
            19 if rng.random_bool(0.5) => {
                let tm = timing_of(&mut e, j);
                match rng.random_range(0..4) {
                    0 => tm.speedup_lower = SPEEDUP * 0.9,
                    1 => (tm.looks, tm.speedup_lower) = (vec![3, 5], 1.5),
                    2 => tm.looks = vec![4],
                    _ => tm.candidate_first.push(true),
                }
                ("a confident speedup the samples do not give", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            20 if rng.random_bool(0.3) => {
                let tm = timing_of(&mut e, j);
                match rng.random_range(0..3) {
                    0 => tm.looks = vec![1, 2, 5],
                    1 => tm.looks = vec![5, 5],
                    _ => tm.candidate_samples_ms = vec![1.0; 2000],
                }
                ("an impossible timing design", Expect::ClientError, base.body(e, &sources, seed))
            }
            19 => {
                let tm = timing_of(&mut e, j);
                match rng.random_range(0..4) {
                    0 => tm.samples = 7,
                    1 => tm.candidate_samples_ms.clear(),
                    2 => tm.baseline_samples_ms[0] = -1.0,
                    _ => tm.candidate_samples_ms[2] = 0.0,
                }
                ("timing samples that do not add up", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            20 => {
                let tm = timing_of(&mut e, j);
                let v = *[f64::NAN, -1.0, 0.0, f64::INFINITY].choose(&mut rng).expect("value");
                tm.candidate_ms = v;
                tm.speedup = tm.baseline_ms / v;
                ("non-finite or non-positive time", Expect::Row(j, "inconsistent_report"), base.body(e, &sources, seed))
            }
            21 => {
                let tm = timing_of(&mut e, j);
                let m = tm.candidate_ms;
                tm.candidate_samples_ms = vec![m * 0.5, m * 0.8, m, m * 1.3, m * 2.0];
                ("noisy timing", Expect::Row(j, "noisy"), base.body(e, &sources, seed))
            }
            22 => {
                let mut r = report(e, seed);
                match rng.random_range(0..4) {
                    0 => r.metrics.correct_at_1 = 0.99,
                    1 => r.metrics.geomean_speedup = Some(9.0),
                    2 => r.per_level.values_mut().for_each(|m| m.fast_at_2_0 = 1.0),
                    _ => r.by_model.values_mut().for_each(|m| m.samples += 1),
                }
                ("tampered aggregates", Expect::All("inconsistent_report"), base.wrap(&r, &sources, seed))
            }
            _ => match rng.random_range(0..4) {
                0 => {
                    e[j].report.flags.push(Flag::Nondeterministic);
                    ("client flag kept", Expect::Row(j, "nondeterministic"), base.body(e, &sources, seed))
                }
                1 => {
                    e[j].task_id = "l9_made_up".into();
                    ("unknown task", Expect::ClientError, base.body(e, &sources, seed))
                }
                2 => {
                    let dup = e[0].sample_id.clone();
                    e[n - 1].sample_id = dup;
                    ("duplicate sample id", Expect::ClientError, base.body(e, &sources, seed))
                }
                _ => {
                    let mut r = report(e, seed);
                    r.suite_version = "9.9.9".into();
                    ("suite version does not match the hash", Expect::All("inconsistent_report"), base.wrap(&r, &sources, seed))
                }
            },
        };
        out.push(Mutation { kind, body: bytes(&body), expect });
    }

    // Kinds: a WGSL source claimed as C or OpenCL C fails that kind's front end (the sandbox's
    // compiler, the OpenCL device's), or is unverified on a server without them; a row without a
    // baseline is never timed.
    for (n, kind) in [Kind::C, Kind::Opencl].into_iter().enumerate() {
        for j in 0..base.tasks.len() {
            let mut e = base.entries.clone();
            e[j].report.kind = kind;
            out.push(Mutation {
                kind: "a wgsl source claimed as another kind",
                body: bytes(&base.body(e, &base.sources, 900_000 + (n * 100 + j) as u64)),
                expect: Expect::RowOneOf(j, &["inconsistent_report", "unverified_kind"]),
            });
        }
    }
    for j in 0..base.tasks.len() {
        let mut e = base.entries.clone();
        e[j].report.baseline = Baseline::None;
        out.push(Mutation {
            kind: "timed without a baseline",
            body: bytes(&base.body(e, &base.sources, 900_500 + j as u64)),
            expect: Expect::Row(j, "inconsistent_report"),
        });
    }
    // Timed against a TVM kernel the task does not have (docs/TVM.md): nothing it could be
    // measured against, so the claim is the report's, not the suite's.
    for j in 0..base.tasks.len() {
        let t = kernels::get(base.tasks[j]).expect("task");
        if matches!(t.tvm_baseline(base.entries[j].report.kind), Ok(Some(_))) {
            continue;
        }
        let mut e = base.entries.clone();
        e[j].report.baseline = Baseline::Tvm;
        out.push(Mutation {
            kind: "timed against a TVM kernel the task lacks",
            body: bytes(&base.body(e, &base.sources, 900_600 + j as u64)),
            expect: Expect::Row(j, "inconsistent_report"),
        });
    }
    out
}

fn timing_of(e: &mut [SampleEntry], j: usize) -> &mut ekb_wire::report::TimingReport {
    e[j].report.timing.as_mut().expect("timed")
}

/// Checks one answer; returns why it is wrong.
fn verify(m: &Mutation, a: &Answer) -> Result<(), String> {
    if a.status.is_server_error() {
        return Err("5xx".into());
    }
    let stored = a.status == StatusCode::CREATED || a.status == StatusCode::OK;
    if a.status.is_client_error() {
        if !a.json["error"].is_string() || a.json.get("field").is_none() {
            return Err("4xx without a JSON error body".into());
        }
        return match m.expect {
            Expect::ClientError | Expect::Either => Ok(()),
            _ => Err("unexpected 4xx".into()),
        };
    }
    if !stored {
        return Err("neither 2xx nor 4xx".into());
    }
    let rows = a.json["results"].as_array().ok_or("no rows")?;
    let has = |r: &Value, f: &str| r["flags"].as_array().is_some_and(|v| v.iter().any(|x| x == f));
    // The invariant: an unflagged row tells the truth.
    for r in rows {
        if r["flags"].as_array().is_some_and(Vec::is_empty) {
            let speedup_true = r["speedup"].is_null() || r["speedup"].as_f64().is_some_and(|s| (s - SPEEDUP).abs() < 1e-9);
            if r["correct"] != true || !speedup_true {
                return Err(format!("unflagged false row {r}"));
            }
        }
    }
    if a.json["status"] == "listed" && rows.iter().all(|r| !r["flags"].as_array().is_some_and(Vec::is_empty)) {
        return Err("listed with every row flagged".into());
    }
    match &m.expect {
        Expect::ClientError => Err("stored, expected a 4xx".into()),
        Expect::Rejected if a.json["status"] != "rejected" => Err("not rejected".into()),
        Expect::Row(j, f) if !has(&rows[*j], f) => Err(format!("row {j} lacks {f}")),
        Expect::All(f) if !rows.iter().all(|r| has(r, f)) => Err(format!("a row lacks {f}")),
        Expect::RowOneOf(j, fs) if !fs.iter().any(|f| has(&rows[*j], f)) => Err(format!("row {j} lacks all of {fs:?}")),
        _ => Ok(()),
    }
}

#[tokio::test]
async fn mutations_never_give_5xx_or_an_unflagged_false_row() {
    let mutations = generate();
    assert!(mutations.len() >= 500, "{} mutations", mutations.len());
    for db in databases().await {
        let st = common::state(&db).await;
        // The base itself is true and unflagged.
        let base = Base::new();
        let a = post(&st, "/api/submissions", &base.body(base.entries.clone(), &base.sources, 1)).await;
        assert_eq!(
            (a.status, a.json["status"].clone(), a.json["flagged_samples"].clone()),
            (StatusCode::CREATED, json!("listed"), json!(0)),
            "{a:?}"
        );
        let mut failures = Vec::new();
        let mut tally: std::collections::BTreeMap<String, usize> = Default::default();
        for m in &mutations {
            let a = post_raw(&st, "/api/submissions", m.body.clone()).await;
            *tally.entry(format!("{}", a.status.as_u16())).or_default() += 1;
            if let Err(why) = verify(m, &a) {
                failures.push(format!("{} ({:?}): {why}: {a:?}", m.kind, m.expect));
            }
        }
        assert!(failures.is_empty(), "{}: {} of {} mutations wrong:\n{}", db.name, failures.len(), mutations.len(), failures.join("\n"));
        // Across the whole database: what the export (unflagged, listed) shows is true.
        let export = common::get(&st, "/api/export.json").await;
        let rows = export.json["rows"].as_array().expect("rows");
        assert!(rows
            .iter()
            .all(|r| r["correct"] == true && (r["speedup"].is_null() || (r["speedup"].as_f64().unwrap_or(0.0) - SPEEDUP).abs() < 1e-9)));
        eprintln!("{}: {} mutations, answers by status {tally:?}, {} true rows listed", db.name, mutations.len(), rows.len());
        db.cleanup().await;
    }
}
