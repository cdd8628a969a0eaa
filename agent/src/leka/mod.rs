//! LEKA, the layered kernel agent, and its two baselines (docs/AGENT.md).
//!
//! [`run`] drives one task with one [`Method`]:
//! * [`Method::Leka`]: layer 0 (correctness) until a kernel passes, then `steps_per_layer` steps of
//!   each of computation, scheduling (its first `plan_only_steps` steps plan-only, not asked for
//!   while the best kernel has no `override` constant, [`diff::has_overrides`]) and memory; a
//!   reply that is the best kernel unchanged is not evaluated and its step gets one retry;
//! * [`Method::Iterative`]: the same feedback, no layers, until the budget ends;
//! * [`Method::Direct`]: one call with the plain task prompt.
//!
//! Every step's prompt is the task prompt ([`crate::prompt::build`]) followed by the step section
//! ([`feedback::step_section`]): the layer's instructions, the calls left, the best kernel, its
//! verdict, paired speedup with its bound and speed-of-light bound, and the previous attempt's
//! outcome (with the lines it changed when it was refused). A kernel
//! becomes the best by [`accept::decide`]; a plan-only step's edit is checked by
//! [`diff::plan_only_violation`] and refused before evaluation; every edit's areas are recorded
//! ([`diff::classify`]). Each step is one line of the trajectory, flushed when written; the
//! summary's `final_report` is the best kernel re-checked with the full checks
//! ([`Evaluate::recheck`]).
//!
//! A correct kernel whose first evaluation straddles the best's median is evaluated again before
//! the decision ([`sequential`]); each optimisation layer opens by asking what it can still gain
//! and is skipped when nothing ([`skip`]; the steps it had go to the next layer, `schedule.rs`).
//!
//! The loop is generic over [`Llm`] and [`Evaluate`]; `ekb agent` evaluates in isolated
//! `ekb worker` processes, so a kernel that hangs or crashes the device is a verdict, not a crash.

pub mod accept;
pub mod diff;
pub mod feedback;
mod schedule;
pub mod sequential;
pub mod skip;
pub mod subset;
pub mod tvm_diff;

use std::io::Write;
use std::time::Instant;

use ekb_eval::kind::Kind;
use ekb_eval::report::SampleReport;
use ekb_wire::trajectory::{
    Budget, Layer, Method, SkippedLayer, StepTokens, StopReason, TrajectoryHeader, TrajectoryLine, TrajectoryStep, TrajectorySummary,
    TRAJECTORY_FORMAT,
};

use crate::chat::{ChatRequest, Message};
use crate::client::Completion;
use crate::extract::extract;
use crate::prompt::{self, PromptOptions};
use crate::AgentError;
use schedule::Schedule;

pub use feedback::{StepVersion, AGENT_PROMPT_VERSION};

/// Why an evaluation could not be made at all (a worker that cannot start); a kernel that fails
/// is a report, not this.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct EvaluateError(pub String);

/// Evaluates kernels of the run's task and kind.
pub trait Evaluate {
    /// The search evaluation of `source`: checks and timing with the run's seed.
    ///
    /// # Errors
    /// [`EvaluateError`] when nothing could be evaluated.
    fn evaluate(&mut self, source: &str) -> Result<SampleReport, EvaluateError>;
    /// The full re-check of the final kernel: a fresh seed (so fresh drawn shapes and inputs),
    /// more check seeds and drawn shapes, the edge inputs, timing.
    ///
    /// # Errors
    /// [`EvaluateError`] when nothing could be evaluated.
    fn recheck(&mut self, source: &str) -> Result<SampleReport, EvaluateError>;
    /// Look `look` (1-based) of the sequential test of [`sequential`]: the search evaluation of
    /// `source` again with a fresh seed (new inputs and a new pair order, so its timing pairs are
    /// independent of every earlier evaluation's), its first look's pair count fixed by the
    /// evaluator's configuration. `None` when this evaluator cannot (the first evaluation then
    /// decides alone).
    ///
    /// # Errors
    /// [`EvaluateError`] when nothing could be evaluated.
    fn evaluate_more(&mut self, _source: &str, _look: u32) -> Option<Result<SampleReport, EvaluateError>> {
        None
    }
    /// The scheduling layer's non-LLM search over `source`'s override constants (`ekb tune`):
    /// `None` when this evaluator has none.
    ///
    /// # Errors
    /// [`EvaluateError`] when nothing could be evaluated.
    fn tune(&mut self, _source: &str) -> Option<Result<Tuned, EvaluateError>> {
        None
    }
}

/// What [`Evaluate::tune`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct Tuned {
    /// The kernel with the confirmed winner's override values; `None` when the defaults were kept
    /// or nothing could be tuned.
    pub source: Option<String>,
    /// One line for the trajectory: the winner and its confirmed ratio, or why there is none.
    pub summary: String,
}

/// A chat-completions endpoint, called one request at a time.
pub trait Llm {
    /// The reply to `request`; `index` is its sample index for the response cache.
    ///
    /// # Errors
    /// [`AgentError`] when the call failed for good.
    fn complete(&mut self, request: &ChatRequest, index: u32) -> Result<Completion, AgentError>;
}

/// [`crate::Client`] driven from synchronous code on its own Tokio runtime.
pub struct BlockingClient {
    runtime: tokio::runtime::Runtime,
    client: crate::Client,
}

impl BlockingClient {
    /// Wraps `client`.
    ///
    /// # Errors
    /// When the runtime cannot be built.
    pub fn new(client: crate::Client) -> std::io::Result<Self> {
        Ok(Self { runtime: tokio::runtime::Builder::new_current_thread().enable_all().build()?, client })
    }

    /// The wrapped client.
    pub fn client(&self) -> &crate::Client {
        &self.client
    }
}

impl Llm for BlockingClient {
    fn complete(&mut self, request: &ChatRequest, index: u32) -> Result<Completion, AgentError> {
        self.runtime.block_on(self.client.complete(request, index))
    }
}

/// How one run is made.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// The task.
    pub task: &'static kernels::Task,
    /// The search method.
    pub method: Method,
    /// The model name sent.
    pub model: String,
    /// The task prompt's options (kind, reference as the baseline, device).
    pub prompt: PromptOptions,
    /// Where the run stops.
    pub budget: Budget,
    /// Steps of each of computation, scheduling and memory (LEKA).
    pub steps_per_layer: u32,
    /// The first this many scheduling steps are plan-only (LEKA).
    pub plan_only_steps: u32,
    /// LEKA: start the scheduling layer with [`Evaluate::tune`] on the best kernel (a step without
    /// an LLM call, recorded with `tool`).
    pub tune: bool,
    /// Sampling temperature, top-p, seed (step i is sent seed + i) and reply length.
    pub temperature: Option<f64>,
    /// Nucleus sampling mass.
    pub top_p: Option<f64>,
    /// Base sampling seed.
    pub seed: Option<u64>,
    /// Most tokens per reply.
    pub max_reply_tokens: Option<u32>,
    /// The user's kernel to start from (evaluated before the first call; if it passes, LEKA skips
    /// layer 0).
    pub start_kernel: Option<String>,
    /// Tool version for the header.
    pub tool_version: String,
}

/// Why a run could not go on.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// Writing the trajectory failed.
    #[error("writing the trajectory: {0}")]
    Io(#[from] std::io::Error),
    /// The task prompt cannot be built.
    #[error(transparent)]
    Prompt(#[from] prompt::PromptError),
    /// A kernel could not be evaluated at all.
    #[error("evaluating: {0}")]
    Evaluate(#[from] EvaluateError),
}

fn write_line(out: &mut dyn Write, line: &TrajectoryLine) -> std::io::Result<()> {
    let text = serde_json::to_string(line).map_err(std::io::Error::other)?;
    writeln!(out, "{text}")?;
    out.flush()
}

fn speedups(r: &SampleReport) -> (Option<f64>, Option<f64>, Option<f64>) {
    r.timing.as_ref().map_or((None, None, None), |t| (Some(t.speedup), Some(t.speedup_lower), t.speed_of_light_ms))
}

/// Runs `config` to its end, writing the trajectory to `out`; returns the summary (also written).
///
/// # Errors
/// [`RunError`] when the trajectory cannot be written, the prompt cannot be built or the
/// evaluator cannot run; an LLM call that fails for good ends the run with `stop_reason`
/// `error: …` instead.
pub fn run(config: &RunConfig, llm: &mut dyn Llm, eval: &mut dyn Evaluate, out: &mut dyn Write) -> Result<TrajectorySummary, RunError> {
    let started = Instant::now();
    let kind: Kind = config.prompt.kind;
    let base = prompt::build(config.task, &config.prompt)?;
    let now_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
    write_line(
        out,
        &TrajectoryLine::Header(TrajectoryHeader {
            format: TRAJECTORY_FORMAT.into(),
            task: config.task.spec.id.clone(),
            kind,
            method: config.method,
            model: config.model.clone(),
            prompt_version: format!("{}+{AGENT_PROMPT_VERSION}", config.prompt.version),
            budget: config.budget.clone(),
            device: None,
            start_kernel: config.start_kernel.clone(),
            tool_version: config.tool_version.clone(),
            started_unix_ms: now_ms,
        }),
    )?;
    struct LastStep {
        step: Option<u32>,
        verdict: String,
        reason: String,
        report: Option<SampleReport>,
        kernel: Option<String>,
        unchanged: bool,
    }
    impl LastStep {
        /// What the next prompt is told about `step`.
        fn of(step: &TrajectoryStep) -> Self {
            Self {
                step: Some(step.index),
                verdict: step.verdict.clone(),
                reason: step.reason.clone(),
                report: step.report.as_deref().cloned(),
                kernel: step.kernel.clone(),
                unchanged: false,
            }
        }
    }
    // (step, kernel, report) of the best so far; step None = the start kernel.
    let mut best: Option<(Option<u32>, String, SampleReport)> = None;
    let mut last: Option<LastStep> = None;
    if let Some(start) = &config.start_kernel {
        let report = eval.evaluate(start)?;
        if report.verdict.is_pass() {
            best = Some((None, start.clone(), report));
        } else {
            // The first correctness step sees what is wrong with the user's kernel.
            last = Some(LastStep {
                step: None,
                verdict: report.verdict.kind().into(),
                reason: String::new(),
                report: Some(report),
                kernel: Some(start.clone()),
                unchanged: false,
            });
        }
    }
    let mut tokens = StepTokens::default();
    let mut cost: Option<f64> = None;
    let mut calls = 0u32;
    let mut schedule = Schedule::new(config.steps_per_layer, config.plan_only_steps);
    let mut skipped_layers: Vec<SkippedLayer> = Vec::new();
    // Steps written (LLM calls and tool runs): the index of the next one.
    let mut index = 0u32;
    let mut tuned = false;
    // The current optimisation slot's reply was the best kernel unchanged once already: a second
    // one spends the slot.
    let mut retry_used = false;
    let stop_reason = loop {
        let b = &config.budget;
        if calls >= b.max_calls {
            break StopReason::MaxCalls;
        }
        if tokens.prompt + tokens.completion >= b.max_tokens {
            break StopReason::MaxTokens;
        }
        if started.elapsed().as_secs_f64() >= b.max_wall_s {
            break StopReason::MaxWallS;
        }
        let (layer, plan_only) = match config.method {
            Method::Direct if calls > 0 => break StopReason::Done,
            Method::Direct | Method::Iterative => (Layer::Unlayered, false),
            Method::Leka => match schedule.slot(best.is_some()) {
                Some(slot) => slot,
                None => break StopReason::LayersDone,
            },
        };
        let plan_only = plan_only && best.is_some() && has_plan_only_step(kind);
        // Each optimisation layer opens by asking what it can still gain (skip.rs).
        if config.method == Method::Leka && schedule.opening() {
            if let Some(reason) = best.as_ref().and_then(|(_, _, r)| skip::nothing_to_gain(layer, r)) {
                skipped_layers.push(SkippedLayer { layer, at_step: index, reason });
                schedule.skip();
                continue;
            }
        }
        if config.tune && layer == Layer::Scheduling && !tuned {
            tuned = true;
            if let Some((_, kernel, _)) = &best {
                let kernel = kernel.clone();
                if let Some(result) = eval.tune(&kernel) {
                    let step = tune_step(index, &kernel, result?, eval, &mut best, kind)?;
                    last = Some(LastStep::of(&step));
                    write_line(out, &TrajectoryLine::Step(Box::new(step)))?;
                    index += 1;
                    continue;
                }
            }
        }
        // A plan-only step can move only overrides, the plan and the work-group size: on a kernel
        // without an `override` constant it is not worth a call, and the slot goes to the next.
        if plan_only && best.as_ref().is_some_and(|(_, k, _)| !diff::has_overrides(k)) {
            schedule.advance();
            continue;
        }
        let user = if config.method == Method::Direct {
            base.user.clone()
        } else {
            let best_view = best.as_ref().map(|(s, k, r)| feedback::Best { step: *s, kernel: k, report: r });
            let last_view = last.as_ref().map(|l| feedback::Last {
                step: l.step,
                verdict: &l.verdict,
                reason: &l.reason,
                report: l.report.as_ref(),
                kernel: l.kernel.as_deref(),
                unchanged: l.unchanged,
            });
            let remaining = feedback::Remaining { calls_after_this: b.max_calls - calls - 1, calls_total: b.max_calls };
            format!(
                "{}\n{}",
                base.user.trim_end(),
                feedback::step_section(index, layer, plan_only, kind, best_view.as_ref(), last_view.as_ref(), Some(remaining))
            )
        };
        let request = ChatRequest {
            model: config.model.clone(),
            messages: vec![Message::new("system", base.system.clone()), Message::new("user", user.clone())],
            temperature: config.temperature,
            top_p: config.top_p,
            seed: config.seed.map(|s| s.wrapping_add(u64::from(calls))),
            max_tokens: config.max_reply_tokens,
        };
        let step_started = Instant::now();
        let completion = match llm.complete(&request, calls) {
            Ok(c) => c,
            Err(e) => break StopReason::Error(e.to_string()),
        };
        calls += 1;
        let step_tokens = StepTokens { prompt: completion.usage.prompt_tokens, completion: completion.usage.completion_tokens };
        tokens.prompt += step_tokens.prompt;
        tokens.completion += step_tokens.completion;
        if let Some(c) = completion.cost {
            *cost.get_or_insert(0.0) += c;
        }
        let mut unchanged = false;
        let mut step = TrajectoryStep {
            index,
            layer,
            plan_only,
            prompt: user,
            reply: completion.content.clone(),
            kernel: None,
            changes: Vec::new(),
            report: None,
            verdict: String::new(),
            speedup: None,
            speedup_lower: None,
            speed_of_light_ms: None,
            accepted: false,
            reason: String::new(),
            tokens: step_tokens,
            wall_ms: 0.0,
            tool: None,
            sequential: None,
        };
        match extract(&completion.content, kind) {
            Err(e) => {
                step.verdict = "no_kernel".into();
                step.reason = e.to_string();
            }
            Ok(x) => {
                let kernel = x.source;
                if let Some((_, best_kernel, _)) = &best {
                    step.changes = diff::classify(best_kernel, &kernel, kind);
                }
                let again = best.as_ref().is_some_and(|(_, k, _)| {
                    if kind == Kind::Tvmscript {
                        tvm_diff::unchanged(k, &kernel)
                    } else {
                        diff::unchanged(k, &kernel)
                    }
                });
                unchanged = again;
                let violation = if again {
                    Some("the kernel is the best kernel unchanged (comments and spacing aside): not evaluated again".to_string())
                } else if plan_only {
                    best.as_ref().and_then(|(_, k, _)| diff::plan_only_violation(k, &kernel, kind))
                } else {
                    None
                };
                if let Some(why) = violation {
                    step.verdict = "rejected".into();
                    step.reason = why;
                } else {
                    let report = eval.evaluate(&kernel)?;
                    decide_step(&mut step, eval, &mut best, &kernel, report)?;
                }
                step.kernel = Some(kernel);
            }
        }
        step.wall_ms = step_started.elapsed().as_secs_f64() * 1e3;
        if layer != Layer::Correctness && layer != Layer::Unlayered {
            // A reply that is the best kernel unchanged cost no evaluation: the slot gets one
            // retry with that feedback.
            if unchanged && !retry_used {
                retry_used = true;
            } else {
                schedule.advance();
                retry_used = false;
            }
        }
        last = Some(LastStep { unchanged, ..LastStep::of(&step) });
        write_line(out, &TrajectoryLine::Step(Box::new(step)))?;
        index += 1;
    };
    // The re-check, and when it straddles the reference (bound ≤ 1 < median) the same sequential
    // test as a step's, against 1.0: is the best kernel confidently faster than the reference?
    let (final_report, final_sequential) = match &best {
        Some((_, kernel, _)) => {
            let report = eval.recheck(kernel)?;
            let test = sequential::decide_more(eval, kernel, &report, 1.0)?;
            (Some(Box::new(report)), test)
        }
        None => (None, None),
    };
    let summary = TrajectorySummary {
        stop_reason,
        calls,
        tokens,
        cost,
        wall_s: started.elapsed().as_secs_f64(),
        best_step: best.as_ref().and_then(|(s, _, _)| *s),
        best_kernel: best.map(|(_, k, _)| k),
        final_report,
        final_sequential,
        skipped_layers,
    };
    write_line(out, &TrajectoryLine::Summary(Box::new(summary.clone())))?;
    Ok(summary)
}

/// Whether LEKA's plan-only scheduling steps apply to `kind`: they move a launch plan, `override`
/// constants and work-group sizes. A `tvmscript` kernel has none of them (TVM derives the launch
/// from the schedule), so its scheduling steps are all full ones.
fn has_plan_only_step(kind: Kind) -> bool {
    kind != Kind::Tvmscript
}

/// Fills `step` from the evaluation `report` of `kernel` and decides it by
/// [`accept::decide_with_more`] (taking more pairs when it straddles the best's median); an
/// accepted kernel becomes `best`.
fn decide_step(
    step: &mut TrajectoryStep,
    eval: &mut dyn Evaluate,
    best: &mut Option<(Option<u32>, String, SampleReport)>,
    kernel: &str,
    report: SampleReport,
) -> Result<(), RunError> {
    (step.speedup, step.speedup_lower, step.speed_of_light_ms) = speedups(&report);
    step.verdict = report.verdict.kind().into();
    let (decision, test) = accept::decide_with_more(eval, best.as_ref().map(|(_, _, r)| r), kernel, &report)?;
    step.sequential = test;
    match decision {
        Ok(()) => {
            step.accepted = true;
            *best = Some((Some(step.index), kernel.to_string(), report.clone()));
        }
        Err(why) => step.reason = why.to_string(),
    }
    step.report = Some(Box::new(report));
    Ok(())
}

/// The step of a tuning run: the tuned kernel (when there is one) evaluated and decided like any
/// other, or a record of why there is none.
fn tune_step(
    index: u32,
    kernel: &str,
    tuned: Tuned,
    eval: &mut dyn Evaluate,
    best: &mut Option<(Option<u32>, String, SampleReport)>,
    kind: Kind,
) -> Result<TrajectoryStep, RunError> {
    let started = Instant::now();
    let mut step = TrajectoryStep {
        index,
        layer: Layer::Scheduling,
        plan_only: true,
        prompt: String::new(),
        reply: tuned.summary.clone(),
        kernel: None,
        changes: Vec::new(),
        report: None,
        verdict: "no_kernel".into(),
        speedup: None,
        speedup_lower: None,
        speed_of_light_ms: None,
        accepted: false,
        reason: String::new(),
        tokens: StepTokens::default(),
        wall_ms: 0.0,
        tool: Some("ekb tune".into()),
        sequential: None,
    };
    match tuned.source {
        None => step.reason = tuned.summary,
        Some(source) => {
            step.changes = diff::classify(kernel, &source, kind);
            if let Some(why) = diff::plan_only_violation(kernel, &source, kind) {
                step.verdict = "rejected".into();
                step.reason = why;
            } else {
                let report = eval.evaluate(&source)?;
                decide_step(&mut step, eval, best, &source, report)?;
            }
            step.kernel = Some(source);
        }
    }
    step.wall_ms = started.elapsed().as_secs_f64() * 1e3;
    Ok(step)
}

/// How a method scored on one task, from its summary's `final_report` (never from the search).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Score {
    /// The re-checked best kernel passed.
    pub correct: bool,
    /// It passed and is confidently faster than the reference: the re-check's `speedup_lower >
    /// 1.0`, or, when the re-check straddled 1.0, the sequential test's confirmation
    /// ([`TrajectorySummary::final_sequential`]; error rate ≤ 2 %, [`sequential`]).
    pub fast_1_0: bool,
}

impl Score {
    /// The score of `summary`.
    pub fn of(summary: &TrajectorySummary) -> Self {
        let Some(r) = summary.final_report.as_deref() else { return Self::default() };
        let correct = r.verdict.is_pass();
        let confirmed = summary.final_sequential.as_ref().is_some_and(|t| t.confirmed && t.threshold == 1.0);
        Self { correct, fast_1_0: correct && (r.timing.as_ref().is_some_and(|t| t.fast_confident(1.0)) || confirmed) }
    }
}
