//! The trajectory of an optimisation run (`ekb agent`, `ekb agent --compare`), one JSON object per
//! line: a [`TrajectoryHeader`] first, then one [`TrajectoryStep`] per LLM call, then a
//! [`TrajectorySummary`] when the run ended (a file without one is a run that was cut short). The
//! app's trajectory viewer reads the same lines; [`parse_trajectory`] is the one parser both use.
//!
//! The layers follow LEKA (the paper's layered agent), ordered by the kernel IR they touch:
//! [`Layer::Correctness`], [`Layer::Computation`], [`Layer::Scheduling`], [`Layer::Memory`].

use serde::{Deserialize, Serialize};

use crate::device::DeviceInfo;
use crate::kind::Kind;
use crate::report::SampleReport;

/// The value of [`TrajectoryHeader::format`] this module writes and reads.
pub const TRAJECTORY_FORMAT: &str = "ekb-trajectory-v1";

/// Most bytes [`parse_trajectory`] accepts (a trajectory holds every prompt and reply: 16 MiB is
/// hundreds of steps).
pub const MAX_TRAJECTORY_BYTES: usize = 16 << 20;

/// One line of a trajectory file, tagged by `"type"`: `header`, `step` or `summary`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
// One header per file: boxing it too would only make every reader unbox it.
#[allow(clippy::large_enum_variant)]
pub enum TrajectoryLine {
    /// The first line.
    Header(TrajectoryHeader),
    /// One LLM call (or tool run) and its evaluation.
    Step(Box<TrajectoryStep>),
    /// The last line, written when the run ended.
    Summary(Box<TrajectorySummary>),
}

impl TrajectoryLine {
    /// Reads one line of JSON text, as its `Deserialize` does (tagged by `"type"`, which may stand
    /// anywhere in the object), in two passes over the text: the tag first, then the line as the
    /// type it names, extra `type` key ignored. serde's derive for an internally tagged enum
    /// buffers the whole object instead and reads every field type again from the buffer: a
    /// second copy of the step's and the report's reading code, which the web app carried.
    ///
    /// # Errors
    /// What serde_json says: not JSON, no or an unknown `type`, or a line not of its type.
    pub fn from_json(line: &str) -> Result<Self, serde_json::Error> {
        use serde::de::Error;
        #[derive(Deserialize)]
        struct Tag {
            #[serde(rename = "type")]
            tag: Option<String>,
        }
        Ok(match serde_json::from_str::<Tag>(line)?.tag.as_deref() {
            Some("header") => Self::Header(serde_json::from_str(line)?),
            Some("step") => Self::Step(serde_json::from_str(line)?),
            Some("summary") => Self::Summary(serde_json::from_str(line)?),
            Some(other) => return Err(serde_json::Error::unknown_variant(other, &["header", "step", "summary"])),
            None => return Err(serde_json::Error::missing_field("type")),
        })
    }
}

/// The search method that produced a trajectory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// LEKA: layer by layer (correctness, computation, scheduling, memory).
    Leka,
    /// A generic iterative loop: the same feedback, no layers.
    Iterative,
    /// Direct generation: one attempt.
    Direct,
}

impl Method {
    /// The snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Leka => "leka",
            Self::Iterative => "iterative",
            Self::Direct => "direct",
        }
    }
}

/// The layer of the kernel a step works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layer {
    /// Reach a Pass from the validator's, the contract's and the mismatch feedback.
    Correctness,
    /// What each pass computes: fusion, algebraic rewrites (online softmax, …).
    Computation,
    /// Workgroup size, tiling, thread coarsening, the dispatch grid.
    Scheduling,
    /// Workgroup-shared tiles, vectorised loads, layouts, f16 storage where the tolerance allows.
    Memory,
    /// A step of a method without layers ([`Method::Iterative`], [`Method::Direct`]).
    Unlayered,
}

impl Layer {
    /// The snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Correctness => "correctness",
            Self::Computation => "computation",
            Self::Scheduling => "scheduling",
            Self::Memory => "memory",
            Self::Unlayered => "unlayered",
        }
    }
}

/// The limits a run stops at (whichever is reached first).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    /// LLM calls.
    pub max_calls: u32,
    /// Prompt + completion tokens over all calls.
    pub max_tokens: u64,
    /// Wall-clock time of the whole run, s.
    pub max_wall_s: f64,
}

/// The first line of a trajectory.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrajectoryHeader {
    /// [`TRAJECTORY_FORMAT`].
    pub format: String,
    /// Task id.
    pub task: String,
    /// The kernel language.
    #[serde(default)]
    pub kind: Kind,
    /// The search method.
    pub method: Method,
    /// The model name sent to the endpoint.
    pub model: String,
    /// The prompt template versions, task prompt and step section (`ekb-prompt-v7+ekb-agent-v5`;
    /// earlier runs wrote `ekb-prompt-v1`, …).
    pub prompt_version: String,
    /// The budget.
    pub budget: Budget,
    /// The device the steps were evaluated on, when known before the first step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<DeviceInfo>,
    /// The kernel the run started from (the user's `--from` kernel), when not from scratch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_kernel: Option<String>,
    /// Version of the tool that wrote it.
    pub tool_version: String,
    /// Start time, ms since the Unix epoch.
    pub started_unix_ms: u64,
}

/// One area of a kernel an edit touched, found by comparing the two kernels' IR (not a claim about
/// intent: what changed, not why).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// The area: `plan` (the `// @plan` block: passes, grids, scratch), `overrides`,
    /// `workgroup_size`, `entry_points`, `bindings`, `workgroup_memory`, `loops`, `functions`,
    /// `body` (statements otherwise); for a `tvmscript` kernel `compute`, `schedule`, `memory`,
    /// `body`.
    pub area: String,
    /// What changed there, for people (`pass "main": workgroup_size 64 → 256`).
    pub detail: String,
}

/// Tokens of one call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepTokens {
    /// Prompt tokens.
    pub prompt: u64,
    /// Completion tokens.
    pub completion: u64,
}

/// One LLM call (or one run of a non-LLM tool, [`TrajectoryStep::tool`]) and the evaluation of the
/// kernel it returned.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrajectoryStep {
    /// 0-based position in the run.
    pub index: u32,
    /// The layer it worked on.
    pub layer: Layer,
    /// The step may change only the plan, the override constants and workgroup sizes; an edit
    /// that changes anything else is rejected without being evaluated.
    #[serde(default)]
    pub plan_only: bool,
    /// The prompt sent (the last user message; the system message is the header's template).
    pub prompt: String,
    /// The model's reply.
    pub reply: String,
    /// The kernel taken from the reply; absent when the reply had none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel: Option<String>,
    /// What the edit touched, against the best kernel so far (empty for the first kernel).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
    /// The evaluation; absent when the kernel was rejected before it ran (no kernel, or a
    /// plan-only step that changed more than the plan).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<Box<SampleReport>>,
    /// The verdict's name (`pass`, `mismatch`, …), or `rejected` / `no_kernel`.
    pub verdict: String,
    /// Median speedup against the task's baseline, when timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speedup: Option<f64>,
    /// The confident lower bound on the speedup, when timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speedup_lower: Option<f64>,
    /// The speed-of-light bound of the task at the timed shape on this device, ms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed_of_light_ms: Option<f64>,
    /// This kernel became the best so far.
    pub accepted: bool,
    /// Why it did not (or, when accepted, empty).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// Tokens of the call.
    #[serde(default)]
    pub tokens: StepTokens,
    /// Wall time of the call and the evaluation, ms.
    pub wall_ms: f64,
    /// The non-LLM tool that made this step's kernel instead of a model (`ekb tune`, the
    /// scheduling layer's override search); then `prompt` is empty, `reply` is the tool's account
    /// and no tokens or LLM call are counted. Absent for model steps.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// The sequential test that decided this step, when its first evaluation straddled the best
    /// kernel's median (`agent/src/leka/sequential.rs`): the extra looks taken before the
    /// decision. Absent when one evaluation decided, and in trajectories written before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequential: Option<SequentialTest>,
}

/// A sequential sign test that took more timing pairs before a decision (`ekb agent`,
/// docs/AGENT.md §3): fresh evaluations of one kernel, their pairs pooled, tested at each look
/// against a fixed threshold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SequentialTest {
    /// The speedup the kernel had to be confidently above: the best kernel's median (a step) or
    /// 1.0, the reference (the final re-check), ×.
    pub threshold: f64,
    /// The error rate of each look (the sign test's one-sided level there).
    pub alpha_per_look: f64,
    /// The looks taken, in order.
    pub looks: Vec<SequentialLook>,
    /// The test showed the kernel faster than the threshold (accepted, or confidently faster).
    pub confirmed: bool,
}

/// One look of a [`SequentialTest`]: one more evaluation of the kernel with a fresh seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SequentialLook {
    /// The evaluation's seed.
    pub seed: u64,
    /// The evaluation's verdict name; anything but `pass` ends the test unconfirmed.
    pub verdict: String,
    /// Its per-pair ratios `reference time / kernel time` that were pooled (the evaluation's first
    /// look: a count fixed in advance).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratios: Vec<f64>,
    /// Pairs pooled over the looks so far.
    pub pooled_pairs: u32,
    /// Pooled ratios above the threshold.
    pub above: u32,
    /// Ratios above the threshold the sign test needs at this look; absent when too few pairs
    /// allow any decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needed: Option<u32>,
    /// Median of the pooled ratios, ×.
    pub pooled_median: f64,
}

/// An optimisation layer that LEKA did not ask the model about because the best kernel had
/// nothing left to gain there (`agent/src/leka/skip.rs`, docs/AGENT.md §2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SkippedLayer {
    /// The layer.
    pub layer: Layer,
    /// The index the layer's first step would have had.
    pub at_step: u32,
    /// Why, with the numbers.
    pub reason: String,
}

/// Why an optimisation run stopped. Serialised as the string trajectories have always carried:
/// `done`, `layers_done`, `max_calls`, `max_tokens`, `max_wall_s`, or `error: ` and the error; a
/// string this version does not know reads as [`StopReason::Other`] and is written back unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum StopReason {
    /// A method of one call ([`Method::Direct`]) made it.
    Done,
    /// LEKA went through every layer.
    LayersDone,
    /// The budget's [`Budget::max_calls`] was reached.
    MaxCalls,
    /// The budget's [`Budget::max_tokens`] was reached.
    MaxTokens,
    /// The budget's [`Budget::max_wall_s`] passed.
    MaxWallS,
    /// An LLM call failed for good (`error: …`, the text after `error: `): the endpoint, not the
    /// method, decided the outcome.
    Error(String),
    /// A reason this version does not know (a trajectory written by another version or tool).
    Other(String),
}

impl StopReason {
    /// Whether the run ended on a call that failed for good ([`StopReason::Error`]).
    pub fn is_error(&self) -> bool {
        matches!(self, Self::Error(_))
    }
}

impl std::fmt::Display for StopReason {
    /// The wire form, as serialised.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Done => "done",
            Self::LayersDone => "layers_done",
            Self::MaxCalls => "max_calls",
            Self::MaxTokens => "max_tokens",
            Self::MaxWallS => "max_wall_s",
            Self::Error(e) => return write!(f, "error: {e}"),
            Self::Other(s) => s,
        })
    }
}

impl From<String> for StopReason {
    /// Reads the wire form; never fails (an unknown string is [`StopReason::Other`]).
    fn from(s: String) -> Self {
        match s.as_str() {
            "done" => Self::Done,
            "layers_done" => Self::LayersDone,
            "max_calls" => Self::MaxCalls,
            "max_tokens" => Self::MaxTokens,
            "max_wall_s" => Self::MaxWallS,
            _ => match s.strip_prefix("error: ") {
                Some(e) => Self::Error(e.to_string()),
                None => Self::Other(s),
            },
        }
    }
}

impl From<StopReason> for String {
    fn from(r: StopReason) -> Self {
        match r {
            StopReason::Other(s) => s,
            r => r.to_string(),
        }
    }
}

/// The last line of a trajectory.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrajectorySummary {
    /// Why the run stopped.
    pub stop_reason: StopReason,
    /// LLM calls made.
    pub calls: u32,
    /// Tokens over all calls.
    pub tokens: StepTokens,
    /// Cost from the user's prices, when given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<f64>,
    /// Wall time of the run, s.
    pub wall_s: f64,
    /// The step whose kernel is the best, when any passed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_step: Option<u32>,
    /// The best kernel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_kernel: Option<String>,
    /// The best kernel re-checked with the full checks (fresh seed, drawn shapes, edge inputs):
    /// the verdict a method is scored by, so a reward hack found during the search cannot win.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_report: Option<Box<SampleReport>>,
    /// When the re-check straddled the reference (bound ≤ 1 < median), the sequential test that
    /// decided whether the best kernel is confidently faster than it (the same rule as a step's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_sequential: Option<SequentialTest>,
    /// Optimisation layers not asked about (nothing left to gain there); their calls went to the
    /// layers after them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped_layers: Vec<SkippedLayer>,
}

/// A trajectory read back.
#[derive(Clone, Debug, PartialEq)]
pub struct Trajectory {
    /// The first line.
    pub header: TrajectoryHeader,
    /// The steps, in file order.
    pub steps: Vec<TrajectoryStep>,
    /// The last line, when the run ended.
    pub summary: Option<TrajectorySummary>,
}

/// Why a trajectory file could not be read.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum TrajectoryError {
    /// Larger than [`MAX_TRAJECTORY_BYTES`].
    #[error("the trajectory is {0} bytes; at most {MAX_TRAJECTORY_BYTES} are read")]
    TooLarge(usize),
    /// No lines.
    #[error("the trajectory is empty")]
    Empty,
    /// A line is not JSON of a trajectory line.
    #[error("line {line}: {message}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// The parser's message.
        message: String,
    },
    /// The first line is not a header of [`TRAJECTORY_FORMAT`], or lines are out of order.
    #[error("line {line}: {message}")]
    Structure {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// Parses a trajectory JSONL (blank lines skipped): a header of [`TRAJECTORY_FORMAT`] first, steps,
/// at most one summary, last.
///
/// # Errors
/// [`TrajectoryError`] naming the line.
pub fn parse_trajectory(text: &str) -> Result<Trajectory, TrajectoryError> {
    if text.len() > MAX_TRAJECTORY_BYTES {
        return Err(TrajectoryError::TooLarge(text.len()));
    }
    let mut header = None;
    let mut steps = Vec::new();
    let mut summary = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let parsed = TrajectoryLine::from_json(raw).map_err(|e| TrajectoryError::Line { line, message: e.to_string() })?;
        let structure = |message: &str| TrajectoryError::Structure { line, message: message.to_string() };
        if summary.is_some() {
            return Err(structure("a line after the summary"));
        }
        match parsed {
            TrajectoryLine::Header(h) => {
                if header.is_some() {
                    return Err(structure("a second header"));
                }
                if h.format != TRAJECTORY_FORMAT {
                    return Err(structure(&format!("format `{}`; this reads `{TRAJECTORY_FORMAT}`", h.format)));
                }
                header = Some(h);
            }
            _ if header.is_none() => return Err(structure("the first line must be the header")),
            TrajectoryLine::Step(s) => steps.push(*s),
            TrajectoryLine::Summary(s) => summary = Some(*s),
        }
    }
    let header = header.ok_or(TrajectoryError::Empty)?;
    Ok(Trajectory { header, steps, summary })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> TrajectoryLine {
        TrajectoryLine::Header(TrajectoryHeader {
            format: TRAJECTORY_FORMAT.into(),
            task: "l1_relu".into(),
            kind: Kind::Wgsl,
            method: Method::Leka,
            model: "m".into(),
            prompt_version: "ekb-prompt-v1".into(),
            budget: Budget { max_calls: 8, max_tokens: 100_000, max_wall_s: 600.0 },
            device: None,
            start_kernel: None,
            tool_version: "0".into(),
            started_unix_ms: 1,
        })
    }

    fn step(index: u32) -> TrajectoryLine {
        TrajectoryLine::Step(Box::new(TrajectoryStep {
            index,
            layer: Layer::Scheduling,
            plan_only: true,
            prompt: "p".into(),
            reply: "r".into(),
            kernel: Some("k".into()),
            changes: vec![Change { area: "workgroup_size".into(), detail: "64 → 256".into() }],
            report: None,
            verdict: "rejected".into(),
            speedup: None,
            speedup_lower: None,
            speed_of_light_ms: None,
            accepted: false,
            reason: "plan-only step changed the body".into(),
            tokens: StepTokens::default(),
            wall_ms: 1.0,
            tool: None,
            sequential: None,
        }))
    }

    fn lines(l: &[TrajectoryLine]) -> String {
        l.iter().map(|l| serde_json::to_string(l).unwrap()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn round_trips_and_tags_lines() {
        let text = lines(&[header(), step(0), step(1)]);
        assert!(text.starts_with(r#"{"type":"header""#), "{text}");
        let t = parse_trajectory(&text).unwrap();
        assert_eq!(t.steps.len(), 2);
        assert_eq!(t.steps[1].index, 1);
        assert!(t.summary.is_none());
    }

    /// [`TrajectoryLine::from_json`] reads what the derived `Deserialize` reads, the tag anywhere
    /// in the object, and refuses what it refuses.
    #[test]
    fn from_json_reads_as_the_derive_does() {
        for l in [header(), step(0)] {
            let text = serde_json::to_string(&l).unwrap();
            assert_eq!(TrajectoryLine::from_json(&text).unwrap(), l);
            assert_eq!(serde_json::from_str::<TrajectoryLine>(&text).unwrap(), l);
            // The tag moved to a later place (a `Value` object is in key order).
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            let mut map = value.as_object().unwrap().clone();
            let tag = map.remove("type").unwrap();
            map.insert("type".into(), tag);
            let moved = serde_json::Value::Object(map).to_string();
            assert!(!moved.starts_with(r#"{"type""#), "{moved}");
            assert_eq!(TrajectoryLine::from_json(&moved).unwrap(), l);
        }
        let text = serde_json::to_string(&header()).unwrap();
        for bad in [
            text.replace(r#""type":"header","#, ""),
            text.replace(r#""header""#, r#""headr""#),
            text.replace(r#""task""#, r#""tusk""#),
            "[]".into(),
            "{".into(),
        ] {
            assert!(TrajectoryLine::from_json(&bad).is_err(), "{bad}");
            assert!(serde_json::from_str::<TrajectoryLine>(&bad).is_err(), "{bad}");
        }
    }

    /// The fields issue 29 added are absent when empty (older readers see the lines they knew) and
    /// round-trip when set.
    #[test]
    fn sequential_tests_and_skipped_layers_round_trip_and_are_absent_when_empty() {
        let plain = serde_json::to_string(&step(0)).expect("json");
        assert!(!plain.contains("sequential"), "{plain}");
        let test = SequentialTest {
            threshold: 1.1,
            alpha_per_look: 0.005,
            looks: vec![SequentialLook {
                seed: 3,
                verdict: "pass".into(),
                ratios: vec![1.2, 1.3],
                pooled_pairs: 2,
                above: 2,
                needed: None,
                pooled_median: 1.25,
            }],
            confirmed: false,
        };
        let mut with = step(1);
        if let TrajectoryLine::Step(s) = &mut with {
            s.sequential = Some(test.clone());
        }
        let summary = TrajectoryLine::Summary(Box::new(TrajectorySummary {
            stop_reason: StopReason::LayersDone,
            calls: 2,
            tokens: StepTokens::default(),
            cost: None,
            wall_s: 1.0,
            best_step: None,
            best_kernel: None,
            final_report: None,
            final_sequential: Some(test.clone()),
            skipped_layers: vec![SkippedLayer { layer: Layer::Memory, at_step: 2, reason: "near the bound".into() }],
        }));
        let t = parse_trajectory(&lines(&[header(), with, summary])).expect("parses");
        assert_eq!(t.steps[0].sequential.as_ref(), Some(&test));
        let s = t.summary.expect("a summary");
        assert_eq!((s.final_sequential.as_ref(), s.skipped_layers.len()), (Some(&test), 1));
        assert_eq!(s.skipped_layers[0].layer, Layer::Memory);
    }

    #[test]
    fn stop_reasons_read_and_write_the_strings_trajectories_carry() {
        let all = [
            (StopReason::Done, "done"),
            (StopReason::LayersDone, "layers_done"),
            (StopReason::MaxCalls, "max_calls"),
            (StopReason::MaxTokens, "max_tokens"),
            (StopReason::MaxWallS, "max_wall_s"),
            (StopReason::Error("the endpoint answered 404".into()), "error: the endpoint answered 404"),
            (StopReason::Other("from_another_tool".into()), "from_another_tool"),
        ];
        for (reason, text) in all {
            assert_eq!(serde_json::to_value(&reason).expect("json"), serde_json::json!(text));
            assert_eq!(serde_json::from_value::<StopReason>(serde_json::json!(text)).expect("back"), reason);
            assert_eq!(reason.to_string(), text);
            assert_eq!(reason.is_error(), text.starts_with("error: "));
        }
    }

    #[test]
    fn trajectories_already_on_disk_still_parse() {
        // Written by hand in the format `ekb agent` writes (tests/e2e reads it in the browser).
        let text = include_str!("../../tests/e2e/fixtures/trajectory-hand-written.jsonl");
        let t = parse_trajectory(text).expect("the fixture parses");
        let summary = t.summary.expect("a summary");
        assert_eq!(summary.stop_reason, StopReason::LayersDone);
        // A summary line as a failed run wrote it, byte for byte after a round trip.
        let line = r#"{"type":"summary","stop_reason":"error: the endpoint answered 404 Not Found","calls":0,"tokens":{"prompt":0,"completion":0},"wall_s":0.5}"#;
        let parsed: TrajectoryLine = serde_json::from_str(line).expect("summary");
        let TrajectoryLine::Summary(s) = &parsed else { panic!("a summary line") };
        assert_eq!(s.stop_reason, StopReason::Error("the endpoint answered 404 Not Found".into()));
        assert_eq!(serde_json::to_string(&parsed).expect("json"), line);
    }

    #[test]
    fn rejects_bad_structure_naming_the_line() {
        let e = parse_trajectory(&lines(&[step(0)])).unwrap_err();
        assert!(matches!(e, TrajectoryError::Structure { line: 1, .. }), "{e}");
        let e = parse_trajectory(&lines(&[header(), header()])).unwrap_err();
        assert!(matches!(e, TrajectoryError::Structure { line: 2, .. }), "{e}");
        let e = parse_trajectory(&format!("{}\n{{", lines(&[header()]))).unwrap_err();
        assert!(matches!(e, TrajectoryError::Line { line: 2, .. }), "{e}");
        assert_eq!(parse_trajectory("\n\n"), Err(TrajectoryError::Empty));
        let mut h = header();
        if let TrajectoryLine::Header(h) = &mut h {
            h.format = "other".into();
        }
        assert!(parse_trajectory(&lines(&[h])).is_err());
    }
}
