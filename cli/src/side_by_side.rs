//! `ekb side-by-side`: one kernel's results on every device in one table (docs/EVALUATION.md,
//! "Side by side"). Either put reports side by side — `ekb eval --out` files, the app's downloaded
//! reports, relay and paired runs — or evaluate a samples file here (on one backend, or on each
//! `--local-backend`) and on relay devices (named
//! with `--device`, or `--all-devices`: every device the relay lists that accepts a kind of the
//! file) and put those runs side by side. Each row names its device, backend, transport and
//! baseline; rows are never folded into one figure ([`ekb_wire::side_by_side`]).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use comfy_table::Table;
use ekb_wire::report::{Baseline, SuiteReport};
use ekb_wire::side_by_side::{side_by_side, SideBySide};
use server::relay::tvmscript::accepts;

use crate::adapter::AdapterArgs;
use crate::commands::RunArgs;
use crate::eval::{evaluate_here, evaluate_on, read_samples, ID_CHARS};
use crate::relay_args::{token_or_env, Relay};
use crate::relay_client::RelayClient;
use crate::render::cell;

/// Arguments of `ekb side-by-side`.
#[derive(Debug, clap::Args)]
pub(crate) struct SideBySideArgs {
    /// Reports to put side by side (`ekb eval --out` files, reports downloaded from the app).
    #[arg(value_name = "REPORT")]
    pub reports: Vec<PathBuf>,
    /// Evaluate this samples file (JSON lines) here and on the relay devices named below, and put
    /// those runs side by side (with any REPORT given).
    #[arg(long, value_name = "FILE")]
    pub samples: Option<PathBuf>,
    /// With --samples: do not evaluate on this machine.
    #[arg(long, requires = "samples")]
    pub no_local: bool,
    /// With --samples: evaluate on this machine once per backend named (repeat:
    /// `--local-backend opencl --local-backend cpu`), a row each; default one run on `--backend`
    /// (each kind's own family without it). A `tvmscript` file is compiled for each backend's form.
    #[arg(long = "local-backend", requires = "samples", conflicts_with = "no_local", value_name = "BACKEND")]
    pub local_backends: Vec<String>,
    /// With --samples: a relay (an `ekb serve` URL) whose devices to evaluate on.
    #[arg(long, requires = "samples", value_name = "URL")]
    pub relay: Option<String>,
    /// With --relay: a device — a tracker key or a paired tab's code (repeat for several).
    #[arg(long = "device", requires = "relay", value_name = "KEY")]
    pub devices: Vec<String>,
    /// With --relay: every device the relay lists that accepts a kind of the samples.
    #[arg(long, requires = "relay")]
    pub all_devices: bool,
    /// With --relay: the relay token `c` jobs need (default: the EKB_RELAY_TOKEN variable).
    #[arg(long = "relay-token", visible_alias = "token", requires = "relay", value_name = "T")]
    pub relay_token: Option<String>,
    /// With --relay: a job not finished after this many seconds fails (listed, never a verdict).
    #[arg(long, default_value_t = 1800, value_name = "SECONDS")]
    pub relay_timeout: u64,
    /// Write each run's report (`local.json`, `relay-KEY.json`) and `side-by-side.json` here.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print the side-by-side view as JSON instead of tables.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub run: RunArgs,
}

/// `ekb side-by-side`.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &SideBySideArgs) -> Result<ExitCode> {
    let mut reports: Vec<(String, SuiteReport)> = Vec::new();
    for path in &args.reports {
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let report: SuiteReport =
            serde_json::from_str(&text).with_context(|| format!("{} is not a report (ekb eval --out)", path.display()))?;
        reports.push((path.display().to_string(), report));
    }
    let mut code = ExitCode::SUCCESS;
    if let Some(path) = &args.samples {
        let samples = read_samples(path)?;
        if !args.no_local && args.local_backends.is_empty() {
            reports.push(("local".into(), evaluate_here(adapter_args, &args.run, &samples)?));
        }
        for backend in &args.local_backends {
            let here = AdapterArgs { backend: Some(backend.clone()), ..adapter_args.clone() };
            let report =
                evaluate_here(&here, &args.run, &samples).with_context(|| format!("evaluating here on --local-backend {backend}"))?;
            reports.push((format!("local {backend}"), report));
        }
        if let Some(url) = &args.relay {
            let client = RelayClient::new(url, token_or_env(args.relay_token.as_ref()))?;
            let mut keys = args.devices.clone();
            if args.all_devices {
                let kinds = ekb_runner::suite::kinds(&samples);
                for d in client.devices()?.devices {
                    if kinds.iter().any(|k| accepts(&d, *k)) && !keys.contains(&d.key) {
                        keys.push(d.key);
                    }
                }
            }
            if keys.is_empty() && args.all_devices {
                eprintln!("the relay at {url} lists no device that accepts a kind of {}", path.display());
            }
            for key in keys {
                // A device that cannot be reached is reported and skipped: the runs already made
                // (the local one may have taken minutes) are still put side by side and written.
                let relay = match Relay::open(client.clone(), url, &key, Duration::from_secs(args.relay_timeout)) {
                    Ok(r) => r,
                    Err(e) => {
                        eprintln!("device `{}` skipped: {e:#}", crate::relay_client::sanitize(&key));
                        code = ExitCode::from(1);
                        continue;
                    }
                };
                // A device runs the samples of the kinds it accepts (`tvmscript` where it runs the
                // form TVM compiles it to); the others are no job.
                let accepted: Vec<_> = samples.iter().filter(|s| accepts(&relay.device, s.kind)).cloned().collect();
                let run = evaluate_on(&relay, &accepted, args.run.profile());
                if run.finish(accepted.len(), &relay.key) != ExitCode::SUCCESS {
                    code = ExitCode::from(1);
                }
                reports.push((label(&relay), run.report));
            }
        }
    }
    if reports.is_empty() {
        bail!("nothing to put side by side: give reports, or --samples FILE (with --relay URL --device KEY or --all-devices)");
    }
    let view = side_by_side(&reports);
    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        for (name, report) in reports.iter().filter(|(name, _)| !name.ends_with(".json")) {
            let file = dir.join(format!("{}.json", file_stem(name)));
            std::fs::write(&file, serde_json::to_string_pretty(report)?).with_context(|| format!("writing {}", file.display()))?;
        }
        let file = dir.join("side-by-side.json");
        std::fs::write(&file, serde_json::to_string_pretty(&view)?).with_context(|| format!("writing {}", file.display()))?;
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&view)?);
    } else {
        print!("{}", tables(&view));
    }
    Ok(code)
}

/// A relay run's label: `relay KEY` or `paired tab` (a pairing code is a secret: never printed).
fn label(relay: &Relay) -> String {
    if ekb_wire::paired::is_code(&relay.key) {
        "paired tab".into()
    } else {
        format!("relay {}", relay.key)
    }
}

/// `label` as a file name: letters, digits, `.`, `_` and `-`, others `-`.
fn file_stem(label: &str) -> String {
    label.chars().map(|c| if c.is_ascii_alphanumeric() || "._-".contains(c) { c } else { '-' }).collect()
}

/// One table per sample: a row per device.
pub(crate) fn tables(view: &SideBySide) -> String {
    let mut s = String::new();
    for w in &view.warnings {
        s += &format!("warning: {w}\n");
    }
    for g in &view.groups {
        s += &format!("\n{} — task {} ({})\n", cell(&g.sample_id, ID_CHARS), g.task_id, g.kind.name());
        let mut t = Table::new();
        t.set_header([
            "device",
            "backend",
            "transport",
            "runtime",
            "baseline",
            "verdict",
            "candidate ms",
            "baseline ms",
            "speedup",
            "confident ≥",
            "shape",
            "from",
        ]);
        for r in &g.rows {
            let d = &r.device;
            let ms = |v: Option<f64>| v.map_or_else(|| "-".to_string(), |v| format!("{v:.4}"));
            let x = |v: Option<f64>| v.map_or_else(|| "-".to_string(), |v| format!("{v:.2}×"));
            t.add_row([
                format!("{}{}", cell(&d.name, ID_CHARS), if d.is_fallback { " [software]" } else { "" }),
                d.backend.clone(),
                d.transport.name().to_string(),
                cell(&d.runtime, 24),
                match r.baseline {
                    Baseline::None => Baseline::None.describe().to_string(),
                    b => b.name().to_string(),
                },
                r.verdict.clone(),
                ms(r.candidate_ms),
                ms(r.baseline_ms),
                format!("{}{}", x(r.speedup), if r.noisy { " noisy" } else { "" }),
                x(r.speedup_lower),
                r.shape.clone().unwrap_or_else(|| "-".into()),
                cell(&d.source, ID_CHARS),
            ]);
        }
        s += &format!("{t}\n");
    }
    s += "Each speedup is over the baseline named in its row, on that row's device; rows are not combined.\n";
    s
}
