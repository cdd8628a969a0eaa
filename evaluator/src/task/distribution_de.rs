//! [`Distribution`] read in one pass. serde's derived reader of an internally tagged enum
//! (`#[serde(tag = "kind")]`) buffers the whole object (serde's private `Content`) and reads every
//! field again from that buffer: a second copy of the reading code in the wasm module (docs/APP.md,
//! "Size and first verdict"). It is read instead into a struct of every variant's fields, each
//! optional, and converted (`#[serde(try_from = …)]`, as `ekb_wire`'s `flat_de` does for the wire
//! types). The text is the same as before, in any key order; as with the derive's
//! `deny_unknown_fields`, a field the tagged variant does not have is an error naming it, and so is
//! a missing one.

use serde::Deserialize;

use super::Distribution;
use crate::expr::{Expr, Scalar, ScalarVisitor};

/// [`Distribution`] as read: its tag and every variant's fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct DistributionFields {
    kind: DistributionKind,
    lo: Option<Bound>,
    hi: Option<Bound>,
    mean: Option<f64>,
    std: Option<f64>,
    values: Option<Vec<f64>>,
    total: Option<Bound>,
    large: Option<f64>,
    small: Option<f64>,
}

/// [`Distribution`]'s tags.
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum DistributionKind {
    Uniform,
    Normal,
    Int,
    Bits,
    Offsets,
    Choice,
    ConstantRows,
    CancellingRows,
}

/// `lo`, `hi` or `total`: a number for `uniform`, an integer or an expression for `int` and `offsets`.
struct Bound(Scalar);

impl<'de> Deserialize<'de> for Bound {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(ScalarVisitor).map(Bound)
    }
}

impl Bound {
    /// `uniform`'s bound: any number.
    fn real(self) -> Result<f64, String> {
        match self.0 {
            Scalar::Int(v) => Ok(v as f64),
            Scalar::Float(v) => Ok(v),
            Scalar::Text(t) => Err(format!("invalid type: string {t:?}, expected f64")),
        }
    }

    /// `int`'s and `offsets`' bound: an integer or an expression over the params.
    fn expr(self) -> Result<Expr, String> {
        Expr::from_scalar::<serde::de::value::Error>(self.0).map_err(|e| e.to_string())
    }
}

/// `value`, or serde's error for a missing field `name`.
fn required<T>(value: Option<T>, name: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{name}`"))
}

impl TryFrom<DistributionFields> for Distribution {
    type Error = String;

    fn try_from(f: DistributionFields) -> Result<Self, String> {
        let given = [
            ("lo", f.lo.is_some()),
            ("hi", f.hi.is_some()),
            ("mean", f.mean.is_some()),
            ("std", f.std.is_some()),
            ("values", f.values.is_some()),
            ("total", f.total.is_some()),
            ("large", f.large.is_some()),
            ("small", f.small.is_some()),
        ];
        // The fields of the tag's variant; any other one given is refused.
        let own: &[&str] = match f.kind {
            DistributionKind::Uniform | DistributionKind::Int => &["lo", "hi"],
            DistributionKind::Normal => &["mean", "std"],
            DistributionKind::Bits => &[],
            DistributionKind::Offsets => &["total", "lo", "hi"],
            DistributionKind::Choice | DistributionKind::ConstantRows => &["values"],
            DistributionKind::CancellingRows => &["large", "small"],
        };
        if let Some((name, _)) = given.iter().find(|(name, given)| *given && !own.contains(name)) {
            return Err(format!("unknown field `{name}`"));
        }
        Ok(match f.kind {
            DistributionKind::Uniform => Self::Uniform { lo: required(f.lo, "lo")?.real()?, hi: required(f.hi, "hi")?.real()? },
            DistributionKind::Normal => Self::Normal { mean: required(f.mean, "mean")?, std: required(f.std, "std")? },
            DistributionKind::Int => Self::Int { lo: required(f.lo, "lo")?.expr()?, hi: required(f.hi, "hi")?.expr()? },
            DistributionKind::Bits => Self::Bits,
            DistributionKind::Offsets => Self::Offsets {
                total: required(f.total, "total")?.expr()?,
                lo: f.lo.map(Bound::expr).transpose()?,
                hi: f.hi.map(Bound::expr).transpose()?,
            },
            DistributionKind::Choice => Self::Choice { values: required(f.values, "values")? },
            DistributionKind::ConstantRows => Self::ConstantRows { values: required(f.values, "values")? },
            DistributionKind::CancellingRows => {
                Self::CancellingRows { large: required(f.large, "large")?, small: required(f.small, "small")? }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Distribution, String> {
        serde_json::from_str::<Distribution>(text).map_err(|e| e.to_string())
    }

    #[test]
    fn every_variant_reads_as_written_in_any_key_order() {
        let all = [
            Distribution::Uniform { lo: -1.0, hi: 2.5 },
            Distribution::Normal { mean: 0.0, std: 1.0 },
            Distribution::Int { lo: Expr::parse("-3").expect("parses"), hi: Expr::parse("n - 1").expect("parses") },
            Distribution::Bits,
            Distribution::Offsets { total: Expr::parse("NNZ").expect("parses"), lo: None, hi: None },
            Distribution::Offsets {
                total: Expr::parse("NNZ").expect("parses"),
                lo: Some(Expr::parse("0").expect("parses")),
                hi: Some(Expr::parse("NNZ / 2").expect("parses")),
            },
            Distribution::Choice { values: vec![0.0, 1.0, -1.0] },
            Distribution::ConstantRows { values: vec![0.5, 2.0] },
            Distribution::CancellingRows { large: 1e4, small: 1.0 },
        ];
        // Every variant is in the list: `tag` is an exhaustive match, so a new variant does not
        // compile here until it is named, and the count below then asks for its example.
        let tag = |d: &Distribution| match d {
            Distribution::Uniform { .. } => "uniform",
            Distribution::Normal { .. } => "normal",
            Distribution::Int { .. } => "int",
            Distribution::Bits => "bits",
            Distribution::Offsets { .. } => "offsets",
            Distribution::Choice { .. } => "choice",
            Distribution::ConstantRows { .. } => "constant_rows",
            Distribution::CancellingRows { .. } => "cancelling_rows",
        };
        let mut tags: Vec<&str> = all.iter().map(tag).collect();
        tags.dedup();
        assert_eq!(tags.len(), 8, "an example of every variant: {tags:?}");
        for d in all {
            let text = serde_json::to_string(&d).expect("serializes");
            assert_eq!(read(&text).as_ref(), Ok(&d), "{text}");
            // The tag last: the derive's buffering reader accepted it, so must this one.
            let serde_json::Value::Object(map) = serde_json::to_value(&d).expect("serializes") else { panic!("an object") };
            let reversed: Vec<String> = map.iter().rev().map(|(k, v)| format!("{}:{v}", serde_json::Value::from(k.as_str()))).collect();
            let text = format!("{{{}}}", reversed.join(","));
            assert_eq!(read(&text).as_ref(), Ok(&d), "{text}");
        }
        // Integer bounds of `uniform`, integer and text bounds of `int`, as task.toml writes them.
        assert_eq!(read(r#"{"kind":"uniform","lo":0,"hi":1}"#), Ok(Distribution::Uniform { lo: 0.0, hi: 1.0 }));
        let Ok(Distribution::Int { lo, hi }) = read(r#"{"hi":"max(n, 4)","kind":"int","lo":0}"#) else { panic!("int") };
        assert_eq!((lo.to_string(), hi.to_string()), ("0".to_string(), "max(n, 4)".to_string()));
    }

    #[test]
    fn a_missing_foreign_or_unknown_field_and_a_wrong_type_are_errors_naming_them() {
        let err = |text: &str| read(text).expect_err(text);
        assert!(err(r#"{"kind":"uniform","lo":0}"#).contains("missing field `hi`"));
        assert!(err(r#"{"kind":"normal","mean":0}"#).contains("missing field `std`"));
        assert!(err(r#"{"kind":"choice"}"#).contains("missing field `values`"));
        assert!(err(r#"{"lo":0,"hi":1}"#).contains("missing field `kind`"));
        assert!(err(r#"{"kind":"uniform","lo":0,"hi":1,"mean":0}"#).contains("unknown field `mean`"));
        assert!(err(r#"{"kind":"bits","values":[1]}"#).contains("unknown field `values`"));
        assert!(err(r#"{"kind":"normal","mean":0,"std":1,"sigma":1}"#).contains("unknown field `sigma`"));
        assert!(err(r#"{"kind":"poisson"}"#).contains("unknown variant `poisson`"));
        assert!(err(r#"{"kind":"uniform","lo":"n","hi":1}"#).contains("invalid type: string"));
        assert!(err(r#"{"kind":"int","lo":0.5,"hi":1}"#).contains("invalid type: floating point"));
        assert!(err(r#"{"kind":"int","lo":0,"hi":"n +"}"#).contains("n +"));
        assert!(err(r#"{"kind":"normal","mean":"0","std":1}"#).contains("invalid type: string"));
        assert!(err(r#"{"kind":"offsets","lo":0}"#).contains("missing field `total`"));
        assert!(err(r#"{"kind":"offsets","total":"NNZ","values":[1]}"#).contains("unknown field `values`"));
        assert!(err(r#"{"kind":"cancelling_rows","large":1}"#).contains("missing field `small`"));
        assert!(err(r#"{"kind":"cancelling_rows","large":1,"small":0,"lo":0}"#).contains("unknown field `lo`"));
    }

    #[test]
    fn an_expression_reads_from_an_integer_or_text_and_refuses_other_numbers() {
        assert_eq!(serde_json::from_str::<Expr>("7").expect("an integer").to_string(), "7");
        assert_eq!(serde_json::from_str::<Expr>(r#""2 * n""#).expect("text").to_string(), "2 * n");
        for bad in ["1.5", "18446744073709551615", "true", "[1]"] {
            assert!(serde_json::from_str::<Expr>(bad).is_err(), "{bad}");
        }
    }
}
