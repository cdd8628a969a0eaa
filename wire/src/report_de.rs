//! Reading a [`SampleReport`] without serde's buffering. The report is written with its verdict
//! flattened in (`"verdict": "mismatch", "evidence": {…}`); serde's derive reads a struct with a
//! `#[serde(flatten)]` field by first buffering the whole object (serde's private `Content`), and
//! then reads every field type a second time from that buffer — a second copy of every nested
//! type's reading code, which cost the web app's module about as much as the types themselves.
//! Here the object is read once into [`Fields`], a plain struct with the same fields, where the
//! verdict is its name and the evidence (only the evidence) is kept as a `serde_json::Value`
//! until the name says which variant it belongs to. The JSON read is the same: fields in any
//! order (the evidence before the verdict too), unknown fields ignored, the same defaults.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer};

use crate::device::DeviceInfo;
use crate::diagnostic::Diagnostic;
use crate::kind::Kind;
use crate::mismatch::{MismatchEvidence, Reproduce};
use crate::report::{Baseline, Fault, Flag, SampleReport, TimingReport, Verdict};
use crate::timing::Profile;

/// The verdict names, as [`Verdict::kind`] gives them.
const VERDICTS: &[&str] = &["pass", "mismatch", "invalid_shader", "contract_violation", "unsupported", "runtime_error", "timeout"];

/// [`SampleReport`]'s fields as written, the flattened verdict as its two keys.
#[derive(Deserialize)]
struct Fields {
    task: String,
    #[serde(default)]
    kind: Kind,
    #[serde(default)]
    baseline: Baseline,
    verdict: String,
    #[serde(default)]
    evidence: Option<serde_json::Value>,
    message: String,
    diagnostics: Vec<Diagnostic>,
    timing: Option<TimingReport>,
    flags: Vec<Flag>,
    profile: Profile,
    seed: u64,
    checks_run: u32,
    #[serde(default, with = "crate::float_serde")]
    max_abs_err: f64,
    #[serde(default, with = "crate::float_serde")]
    max_rel_err: f64,
    device: Option<DeviceInfo>,
    wall_ms: f64,
    #[serde(default)]
    fault: Option<Fault>,
    #[serde(default)]
    drawn_shapes: Vec<String>,
    #[serde(default)]
    timing_nonce: Option<u64>,
    #[serde(default)]
    loop_cap_shapes: Vec<String>,
    #[serde(default)]
    corners: Option<bool>,
    #[serde(default)]
    reproduce: Option<Reproduce>,
    #[serde(default)]
    generated: Option<String>,
}

/// The verdict named `name` with its evidence (absent or `null` for the variants without one).
fn verdict(name: &str, evidence: Option<serde_json::Value>) -> Result<Verdict, serde_json::Error> {
    #[derive(Deserialize)]
    struct Missing {
        missing: Vec<String>,
    }
    #[derive(Deserialize)]
    struct Message {
        message: String,
    }
    #[derive(Deserialize)]
    struct Limit {
        limit_ms: u64,
    }
    let unit = |v: Verdict, evidence: Option<serde_json::Value>| match evidence {
        None | Some(serde_json::Value::Null) => Ok(v),
        Some(other) => Err(serde_json::Error::custom(format!("verdict `{name}` takes no evidence, got {other}"))),
    };
    let needed = || evidence.clone().ok_or_else(|| serde_json::Error::missing_field("evidence"));
    Ok(match name {
        "pass" => unit(Verdict::Pass, evidence)?,
        "invalid_shader" => unit(Verdict::InvalidShader, evidence)?,
        "contract_violation" => unit(Verdict::ContractViolation, evidence)?,
        "mismatch" => Verdict::Mismatch(Box::new(MismatchEvidence::deserialize(needed()?)?)),
        "unsupported" => Verdict::Unsupported { missing: Missing::deserialize(needed()?)?.missing },
        "runtime_error" => Verdict::RuntimeError { message: Message::deserialize(needed()?)?.message },
        "timeout" => Verdict::Timeout { limit_ms: Limit::deserialize(needed()?)?.limit_ms },
        other => return Err(serde_json::Error::unknown_variant(other, VERDICTS)),
    })
}

impl<'de> Deserialize<'de> for SampleReport {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let f = Fields::deserialize(d)?;
        let verdict = verdict(&f.verdict, f.evidence).map_err(D::Error::custom)?;
        Ok(SampleReport {
            task: f.task,
            kind: f.kind,
            baseline: f.baseline,
            verdict,
            message: f.message,
            diagnostics: f.diagnostics,
            timing: f.timing,
            flags: f.flags,
            profile: f.profile,
            seed: f.seed,
            checks_run: f.checks_run,
            max_abs_err: f.max_abs_err,
            max_rel_err: f.max_rel_err,
            device: f.device,
            wall_ms: f.wall_ms,
            fault: f.fault,
            drawn_shapes: f.drawn_shapes,
            timing_nonce: f.timing_nonce,
            loop_cap_shapes: f.loop_cap_shapes,
            corners: f.corners,
            reproduce: f.reproduce,
            generated: f.generated,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::comparison::{Comparison, ElementMismatch};
    use crate::mismatch::Check;

    fn every_verdict() -> Vec<Verdict> {
        let first = ElementMismatch { index: 3, expected: 1.5, actual: f64::NAN, allowed: Some(1e-5) };
        let comparison = Comparison { len: 5, mismatches: 1, first: Some(first), max_abs_err: f64::INFINITY, max_rel_err: 1.0 };
        let evidence =
            MismatchEvidence { check: Check::Edge("zeros".into()), buffer: "y".into(), shape: "N=5".into(), seed: 7, comparison };
        vec![
            Verdict::Pass,
            Verdict::Mismatch(Box::new(evidence)),
            Verdict::InvalidShader,
            Verdict::ContractViolation,
            Verdict::Unsupported { missing: vec!["shader-f16".into()] },
            Verdict::RuntimeError { message: "device lost".into() },
            Verdict::Timeout { limit_ms: 2_000 },
        ]
    }

    fn report(v: Verdict) -> SampleReport {
        let mut r = SampleReport::without_run("l1_relu", v, "m".into(), Vec::new(), Profile::Ci);
        r.kind = Kind::Opencl;
        r.drawn_shapes = vec!["N=9".into()];
        r.corners = Some(true);
        r.max_abs_err = f64::NAN;
        r
    }

    /// Every verdict reads back from the JSON text it was written as, from a `serde_json::Value`,
    /// and from that value's text (keys in order: `evidence` before `verdict`); the text is the
    /// same after a round trip.
    #[test]
    fn every_verdict_round_trips_in_any_key_order() {
        for v in every_verdict() {
            let r = report(v);
            let text = serde_json::to_string(&r).unwrap();
            let back: SampleReport = serde_json::from_str(&text).unwrap();
            assert_eq!(serde_json::to_string(&back).unwrap(), text);
            assert_eq!(back.verdict.kind(), r.verdict.kind());
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            let from_value: SampleReport = serde_json::from_value(value.clone()).unwrap();
            assert_eq!(serde_json::to_string(&from_value).unwrap(), text);
            // The same object as a `Value` writes it: keys in order, so the evidence before the verdict.
            let sorted = value.to_string();
            if let Some(e) = sorted.find(r#""evidence""#) {
                assert!(e < sorted.find(r#""verdict""#).unwrap(), "{sorted}");
            }
            let back: SampleReport = serde_json::from_str(&sorted).unwrap();
            assert_eq!(serde_json::to_string(&back).unwrap(), text);
        }
    }

    /// The wire format as the derive with `#[serde(flatten)]` wrote and read it: the verdict's
    /// keys at the top level, unknown keys ignored, absent optional fields defaulted; the wrong
    /// evidence, a missing one and an unknown verdict are errors.
    #[test]
    fn the_flattened_json_text_reads_as_before() {
        let base = r#""task":"t","message":"m","diagnostics":[],"timing":null,"flags":[],"profile":"ci","seed":1,"checks_run":2,"device":null,"wall_ms":3.5,"some_future_field":{"x":1}"#;
        let read = |verdict: &str| serde_json::from_str::<SampleReport>(&format!("{{{verdict},{base}}}"));
        let r = read(r#""verdict":"timeout","evidence":{"limit_ms":5}"#).unwrap();
        assert_eq!(r.verdict, Verdict::Timeout { limit_ms: 5 });
        assert_eq!((r.kind, r.baseline, r.max_abs_err), (Kind::Wgsl, Baseline::Reference, 0.0));
        assert_eq!(read(r#""verdict":"pass""#).unwrap().verdict, Verdict::Pass);
        assert_eq!(read(r#""verdict":"pass","evidence":null"#).unwrap().verdict, Verdict::Pass);
        let rt = read(r#""evidence":{"message":"lost"},"verdict":"runtime_error""#).unwrap();
        assert_eq!(rt.verdict, Verdict::RuntimeError { message: "lost".into() });
        for bad in [
            r#""verdict":"timeout""#,
            r#""verdict":"timeout","evidence":{"limit":5}"#,
            r#""verdict":"pass","evidence":{"limit_ms":5}"#,
            r#""verdict":"passed""#,
            r#""evidence":{"limit_ms":5}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
