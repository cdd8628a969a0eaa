//! `ekb` — the EdgeKernelBench command line.
//!
//! `ekb tasks`, `ekb adapters`, `ekb check`, `ekb eval`, `ekb bench`, `ekb calibrate`, `ekb serve`, `ekb tune`; `ekb worker` is the isolated
//! child that `check`, `eval` and `bench` start for every untrusted kernel, and `ekb kernel-host` the
//! sandboxed process a worker starts for every native (`c`, `opencl`) program.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod adapter;
mod agent;
mod bench;
mod calibrate;
mod commands;
mod device;
mod eval;
mod flag_seconds;
mod generate;
mod kernel_host;
mod opencl_hosting;
mod p3;
mod prompt;
mod relay;
mod relay_args;
mod relay_client;
mod render;
mod serve;
mod side_by_side;
mod sol;
mod submit;
mod tracker;
mod tune;
mod wgsl_hosting;
mod worker;

/// EdgeKernelBench: validate, check and time WGSL kernels on this machine's GPU.
#[derive(Parser, Debug)]
#[command(name = "ekb", version, about)]
struct Cli {
    #[command(flatten)]
    adapter: adapter::AdapterArgs,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// List the tasks of the suite.
    Tasks {
        /// JSON array instead of a table.
        #[arg(long)]
        json: bool,
        /// The docs/TASKS.md catalogue (Markdown) instead of a table.
        #[arg(long, conflicts_with = "json")]
        markdown: bool,
    },
    /// List devices: wgpu adapters, OpenCL devices and the CPU (index, name, backend, type, features).
    Adapters {
        /// JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Validate, check and time one candidate kernel against a task.
    Check(commands::CheckArgs),
    /// Evaluate a samples file (JSON lines) and report Correct@k / Fast@p.
    Eval(eval::EvalArgs),
    /// Measure the harness: per-sample overhead and eval wall time vs timed kernel time.
    Bench(bench::BenchArgs),
    /// P3: the suite's reference kernels against TVM's generated kernels (docs/TVM.md), geometric
    /// mean per level and kind on this machine's devices.
    P3(p3::P3Args),
    /// Each task's headroom here: its reference kernel's time over the speed-of-light bound of its
    /// cost model on this device's measured peak; `--write kernels/speed_of_light.json` records it
    /// for `ekb tasks --json` and docs/TASKS.md.
    Sol(sol::SolArgs),
    /// Measure the confident Fast@p test: references against themselves (null), against a copy
    /// doing the work twice (power), and a borderline file evaluated repeatedly (repeatability).
    Calibrate(calibrate::CalibrateArgs),
    /// Serve the web app and the API (open the printed URL in a WebGPU browser).
    Serve(serve::ServeArgs),
    /// Put one kernel's results on several devices side by side: reports, or a samples file run
    /// here and on relay devices (`--samples F --relay URL --device KEY | --all-devices`).
    SideBySide(side_by_side::SideBySideArgs),
    /// Submit a report written by `ekb eval --out` to a leaderboard (shows the body, asks consent).
    Submit(submit::SubmitArgs),
    /// Print the prompt `ekb generate` sends for one task (paste it into any chat).
    Prompt(prompt::PromptArgs),
    /// Ask an OpenAI-compatible endpoint for n kernels per task and write a samples file.
    Generate(generate::GenerateArgs),
    /// Search a kernel's workgroup sizes (WGSL `override`s, OpenCL plan `local`) on this device; confirm the winner.
    Tune(tune::TuneArgs),
    /// LEKA, the layered kernel agent, on one task; `--compare` runs it, an iterative loop and direct
    /// generation over an agent task subset.
    Agent(Box<agent::AgentArgs>),
    /// Run an Apache TVM RPC tracker: stock TVM RPC servers register, TVM clients request them.
    Tracker(tracker::TrackerArgs),
    /// Serve this machine's CPU as a TVM RPC device for the relay's `c` jobs: register with a tracker,
    /// run each session's kernels in a sandboxed worker.
    Device(device::DeviceArgs),
    /// (internal) The sandboxed kernel worker of one `ekb device` session, on stdin/stdout.
    #[command(hide = true, name = "device-worker")]
    DeviceWorker(device::DeviceWorkerArgs),
    /// (internal) Run jobs from stdin (one JSON line each) in this process.
    #[command(hide = true)]
    Worker,
    /// (internal) A kernel host: run one worker's native kernels in this (sandboxed) process.
    #[command(hide = true)]
    KernelHost(kernel_host::KernelHostArgs),
    /// (internal) Check one candidate read from stdin with its kind's front end in this (sandboxed)
    /// process, for a server's re-check (`ekb_dispatch::confined_check`).
    #[command(hide = true, name = "front-end-check")]
    FrontEndCheck {
        /// The candidate's kind.
        #[arg(long)]
        kind: ekb_wire::kind::Kind,
    },
}

/// jemalloc keeps freed pages for reuse (dirty pages decay after 10 s) where glibc unmaps every
/// allocation over 32 MiB: the checks allocate and free buffers of up to 128 MiB per run (inputs,
/// expected outputs, read-back copies), and with glibc most of a large shape's check time went to
/// page faults on fresh mappings (docs/EVALUATION.md §9). It serves the whole process's `malloc`
/// too (`unprefixed_malloc_on_supported_platforms`): a software adapter's device memory is the
/// driver's `malloc` (lavapipe's buffers, PoCL's), and each check run's buffers were mapped afresh.
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read once at its start. `oversize_threshold:0`: by default jemalloc ≥ 5.1
/// serves every allocation over 8 MiB from a dedicated arena that returns freed pages to the
/// kernel at once (`madvise(MADV_DONTNEED)`), so each check run's 64–128 MiB buffers at a domain
/// corner were faulted in and zeroed afresh. Without it they are reused until the usual 10 s decay
/// (a 16 M-element `l1_vector_add` `--shape` check, three seeds: 9.5 s → 5.4 s with this option
/// alone, 4.2 s with jemalloc also serving the drivers' `malloc`; release build, 2 cores). An
/// `ekb worker` is started with no decay at all (`ekb_runner::pool::WORKER_MALLOC_CONF`).
// A symbol jemalloc itself declares (weak) and reads, with this name and type: nothing else
// defines it.
#[allow(non_upper_case_globals, unsafe_code)]
#[export_name = "malloc_conf"]
pub static malloc_conf: &[u8; 21] = b"oversize_threshold:0\0";

fn main() -> ExitCode {
    if std::env::var_os("NODEVICE_SELECT").is_none() {
        // Silences Mesa's harmless "XDG_RUNTIME_DIR is invalid" message (Mesa's device-select layer prints it on a
        // machine without a login session).
        std::env::set_var("NODEVICE_SELECT", "1");
    }
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    if !matches!(cli.command, Cmd::Serve(_) | Cmd::Tracker(_) | Cmd::Device(_)) {
        // Printing commands end quietly when their reader goes away (`ekb tasks | head -1`)
        // instead of panicking on a broken pipe. Not `serve` or `tracker`: there a closed socket must be an
        // error on one connection, not a signal that ends the server.
        sigpipe::reset();
    }
    let result = match cli.command {
        Cmd::Tasks { json, markdown } => commands::tasks(json, markdown),
        Cmd::Adapters { json } => commands::adapters(&cli.adapter, json),
        Cmd::Check(args) => commands::check(&cli.adapter, &args),
        Cmd::Eval(args) => eval::run(&cli.adapter, &args),
        Cmd::Bench(args) => bench::run(&cli.adapter, &args),
        Cmd::Calibrate(args) => calibrate::run(&cli.adapter, &args),
        Cmd::P3(args) => p3::run(&cli.adapter, &args),
        Cmd::Sol(args) => sol::run(&cli.adapter, &args),
        Cmd::Serve(args) => serve::run(&args),
        Cmd::Submit(args) => submit::run(&args),
        Cmd::SideBySide(args) => side_by_side::run(&cli.adapter, &args),
        Cmd::Prompt(args) => prompt::run(&cli.adapter, &args),
        Cmd::Generate(args) => generate::run(&cli.adapter, &args),
        Cmd::Agent(args) => agent::run(&cli.adapter, &args),
        Cmd::Tracker(args) => tracker::run(&args),
        Cmd::Device(args) => device::run(&args),
        Cmd::DeviceWorker(args) => device::worker(&args),
        Cmd::Tune(args) => tune::run(&cli.adapter, &args),
        Cmd::Worker => worker::main().map(|()| ExitCode::SUCCESS),
        Cmd::KernelHost(args) => kernel_host::run(&args),
        Cmd::FrontEndCheck { kind } => Ok(ekb_dispatch::confined_check::serve_check(kind)),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}
