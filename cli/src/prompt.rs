//! `ekb prompt --task ID [--kind K] [--with-reference]`: print the prompt `ekb generate` sends for
//! one task (system message, blank line, user message), so it can be pasted into any chat.

use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use ekb_agent::prompt::{self, DeviceInfo, PromptOptions, PromptVersion};
use ekb_wire::kind::{Family, Kind};

use crate::adapter::AdapterArgs;

/// Arguments of `ekb prompt`.
#[derive(Clone, Debug, clap::Args)]
pub(crate) struct PromptArgs {
    /// The task id (`ekb tasks` lists them).
    #[arg(long)]
    pub task: String,
    /// The kernel language asked for: wgsl, opencl, c or tvmscript.
    #[arg(long, default_value = "wgsl")]
    pub kind: Kind,
    /// Include the task's reference kernel of that kind as the baseline to beat (documented in
    /// docs/GENERATION.md; off by default, as in the paper's protocol).
    #[arg(long)]
    pub with_reference: bool,
    /// State the selected wgpu adapter's name, features, the limits kernels are held to on it
    /// (`--adapter`, `--adapter-limits`) and its caveats (a loop cap, measured) instead of the
    /// portable limits (kind wgsl only).
    #[arg(long)]
    pub for_device: bool,
    /// The prompt template version (docs/GENERATION.md §6): the current one unless an earlier one
    /// is asked for, to make a set made with it again.
    #[arg(long, default_value_t = PromptVersion::CURRENT)]
    pub prompt_version: PromptVersion,
}

/// The selected adapter as the prompt describes it (`for_device`), else `None`.
///
/// # Errors
/// When asked for a kind other than WGSL, or when no adapter can be selected.
pub(crate) fn device(adapter_args: &AdapterArgs, kind: Kind, for_device: bool) -> Result<Option<DeviceInfo>> {
    if !for_device {
        return Ok(None);
    }
    if kind.info().family != Family::Wgpu {
        bail!("--for-device describes a wgpu adapter; leave it out for --kind {}", kind.name());
    }
    // The device itself, opened: its loop cap is measured when it opens (a probe kernel).
    let backend = crate::adapter::backend(&adapter_args.selection())?;
    let info = ekb_eval::Backend::device(&backend).clone();
    let limits = match serde_json::to_value(&info.limits)? {
        serde_json::Value::Object(m) => m.into_iter().filter_map(|(k, v)| Some((k, v.as_u64()?))).collect(),
        _ => Vec::new(),
    };
    Ok(Some(DeviceInfo {
        name: format!("{} ({}, {})", info.name, info.backend, info.device_type),
        features: info.features,
        limits,
        loop_cap: info.loop_cap,
        software: info.is_fallback,
    }))
}

/// The task `id`, or an error listing how to find one.
pub(crate) fn task(id: &str) -> Result<&'static kernels::Task> {
    kernels::get(id).with_context(|| format!("unknown task `{id}` (`ekb tasks` lists them)"))
}

/// Prints the prompt; the version goes to stderr so stdout is exactly the prompt.
pub(crate) fn run(adapter_args: &AdapterArgs, args: &PromptArgs) -> Result<ExitCode> {
    let task = task(&args.task)?;
    let device = device(adapter_args, args.kind, args.for_device)?;
    let options = PromptOptions { kind: args.kind, with_reference: args.with_reference, device, version: args.prompt_version };
    let built = prompt::build(task, &options)?;
    eprintln!("prompt {} for {} ({})", args.prompt_version, task.spec.id, args.kind.name());
    print!("{}", built.text());
    Ok(ExitCode::SUCCESS)
}
