//! The evidence of a wrong result ([`MismatchEvidence`]), which run found it ([`Check`]), and how
//! to run that check again with the CLI ([`Reproduce`]).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::comparison::Comparison;
use crate::timing::Profile;

/// Which run of the check path found a mismatch. Serialised as its wire name (`check`,
/// `poison_b`, `timed_shape`, `input_modified`, `out_of_bounds_write`, `timed_launch`,
/// `edge:NAME`), the string reports have always carried; a name this version does not know reads
/// as [`Check::Other`] and is written back unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum Check {
    /// A check run (poison A) at a check, drawn, given or corner shape.
    Check,
    /// The re-run of a shape's first seed with poison B: unwritten elements and determinism.
    PoisonB,
    /// The check run at the timed shape, before timing.
    TimedShape,
    /// The check after timing of evaluators before verified timed launches ([`Check::TimedLaunch`]);
    /// no longer written, still read.
    AfterTiming,
    /// An input read back changed: the evidence's `buffer` is that input.
    InputModified,
    /// A guard region changed after a check run: `comparison` then covers the guard elements,
    /// indexed from the start of the buffer, expecting the poison word.
    OutOfBoundsWrite,
    /// A verified timed launch (docs/EVALUATION.md, "Timing"): reproducing it needs the report's
    /// timing nonce.
    TimedLaunch,
    /// The run on the task's edge-case input set of this name (`edge:NAME`).
    Edge(String),
    /// A name this version does not know (a report of another version), kept as written.
    Other(String),
}

impl Check {
    /// The wire name of the fixed checks (`check`, `timed_launch`, …); `None` for
    /// [`Check::Edge`] and [`Check::Other`], whose names are their text (see [`fmt::Display`]).
    pub fn fixed_name(&self) -> Option<&'static str> {
        Some(match self {
            Self::Check => "check",
            Self::PoisonB => "poison_b",
            Self::TimedShape => "timed_shape",
            Self::AfterTiming => "after_timing",
            Self::InputModified => "input_modified",
            Self::OutOfBoundsWrite => "out_of_bounds_write",
            Self::TimedLaunch => "timed_launch",
            Self::Edge(_) | Self::Other(_) => return None,
        })
    }
}

impl fmt::Display for Check {
    /// The wire name, as serialised.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Edge(name) => write!(f, "edge:{name}"),
            Self::Other(name) => f.write_str(name),
            fixed => f.write_str(fixed.fixed_name().unwrap_or_default()),
        }
    }
}

impl From<String> for Check {
    /// Reads a wire name; never fails (an unknown name is [`Check::Other`]).
    fn from(name: String) -> Self {
        match name.as_str() {
            "check" => Self::Check,
            "poison_b" => Self::PoisonB,
            "timed_shape" => Self::TimedShape,
            "after_timing" => Self::AfterTiming,
            "input_modified" => Self::InputModified,
            "out_of_bounds_write" => Self::OutOfBoundsWrite,
            "timed_launch" => Self::TimedLaunch,
            _ => match name.strip_prefix("edge:") {
                Some(edge) => Self::Edge(edge.to_string()),
                None => Self::Other(name),
            },
        }
    }
}

impl From<Check> for String {
    fn from(c: Check) -> Self {
        match c {
            Check::Other(name) => name,
            c => c.to_string(),
        }
    }
}

/// Evidence of a wrong result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MismatchEvidence {
    /// Which check failed ([`Check`]).
    pub check: Check,
    /// The output (or, for [`Check::InputModified`], the input) concerned.
    pub buffer: String,
    /// Shape label, e.g. `M=65 N=33`.
    pub shape: String,
    /// Input seed.
    pub seed: u64,
    /// Element-level comparison (first mismatch, max errors).
    pub comparison: Comparison,
}

/// How to run a failed check again: `ekb check` with the report's task, seed and profile, the
/// failing shape when it was drawn from the domain or given (the check shapes are checked anyway),
/// and the timing nonce when a timed launch failed. Data, not text, so each reader words it its
/// own way ([`Reproduce::command_line`] for the CLI's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reproduce {
    /// Task id.
    pub task: String,
    /// The report's base seed (`--seed`).
    pub seed: u64,
    /// The report's profile (`--profile`).
    pub profile: Profile,
    /// Label of the failing shape (`R=7 C=1000`), when it was drawn from the task's domain, a
    /// domain corner or given with `--shape`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shape: Option<String>,
    /// The timing nonce, when the failure was found in a timed launch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing_nonce: Option<u64>,
}

impl Reproduce {
    /// The `ekb` command that runs the check again (the candidate file left to the reader):
    /// `ekb check --task T --seed S[ --profile full][ --shape R=7,C=1000][ --timing-nonce N]`.
    pub fn command_line(&self) -> String {
        let profile = if self.profile == Profile::Full { " --profile full" } else { "" };
        let shape = self.shape.as_ref().map_or_else(String::new, |s| format!(" --shape {}", s.replace(' ', ",")));
        let nonce = self.timing_nonce.map_or_else(String::new, |n| format!(" --timing-nonce {n}"));
        format!("ekb check --task {} --seed {}{profile}{shape}{nonce}", self.task, self.seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_names_round_trip_as_the_strings_reports_carry() {
        let all = [
            (Check::Check, "check"),
            (Check::PoisonB, "poison_b"),
            (Check::TimedShape, "timed_shape"),
            (Check::AfterTiming, "after_timing"),
            (Check::InputModified, "input_modified"),
            (Check::OutOfBoundsWrite, "out_of_bounds_write"),
            (Check::TimedLaunch, "timed_launch"),
            (Check::Edge("ties".into()), "edge:ties"),
            (Check::Other("from_a_later_version".into()), "from_a_later_version"),
        ];
        for (check, name) in all {
            assert_eq!(serde_json::to_value(&check).expect("json"), serde_json::json!(name));
            assert_eq!(serde_json::from_value::<Check>(serde_json::json!(name)).expect("back"), check);
            assert_eq!(check.to_string(), name);
        }
    }

    #[test]
    fn evidence_json_is_the_string_form() {
        let text = r#"{"check":"edge:ties","buffer":"y","shape":"R=2 C=3","seed":7,"comparison":{"len":6,"mismatches":1,"first":null,"max_abs_err":1.0,"max_rel_err":0.5}}"#;
        let e: MismatchEvidence = serde_json::from_str(text).expect("evidence");
        assert_eq!(e.check, Check::Edge("ties".into()));
        assert_eq!(serde_json::to_string(&e).expect("json"), text, "byte for byte");
    }

    #[test]
    fn the_command_line_is_what_reports_said() {
        let mut r = Reproduce { task: "l1_topk".into(), seed: 4242, profile: Profile::Ci, shape: None, timing_nonce: None };
        assert_eq!(r.command_line(), "ekb check --task l1_topk --seed 4242");
        r = Reproduce { profile: Profile::Full, shape: Some("R=7 C=1000".into()), timing_nonce: Some(9), ..r };
        assert_eq!(r.command_line(), "ekb check --task l1_topk --seed 4242 --profile full --shape R=7,C=1000 --timing-nonce 9");
        let v = serde_json::to_value(&r).expect("json");
        assert_eq!(v, serde_json::json!({"task": "l1_topk", "seed": 4242, "profile": "full", "shape": "R=7 C=1000", "timing_nonce": 9}));
        assert_eq!(serde_json::from_value::<Reproduce>(v).expect("back"), r);
    }
}
