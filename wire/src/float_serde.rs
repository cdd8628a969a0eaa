//! JSON has no NaN or infinity; these helpers write non-finite f64 as the strings `"NaN"`,
//! `"inf"` and `"-inf"` and read them back (also accepting `null` as NaN), so evidence such as
//! "expected 1.5, got NaN" survives a round trip through reports and worker pipes.

use serde::{Deserializer, Serializer};

/// Serialises an f64, non-finite values as strings.
pub(crate) fn serialize<S: Serializer>(v: &f64, s: S) -> Result<S::Ok, S::Error> {
    if v.is_nan() {
        s.serialize_str("NaN")
    } else if v.is_infinite() {
        s.serialize_str(if *v > 0.0 { "inf" } else { "-inf" })
    } else {
        s.serialize_f64(*v)
    }
}

/// Deserialises what [`serialize`] writes. A visitor, not an untagged enum: serde reads an
/// untagged enum by buffering the value first, which costs the web app's module its size.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    struct FloatVisitor;
    impl serde::de::Visitor<'_> for FloatVisitor {
        type Value = f64;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a number, null, or \"NaN\", \"inf\" or \"-inf\"")
        }
        fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<f64, E> {
            Ok(v)
        }
        fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<f64, E> {
            Ok(v as f64)
        }
        fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<f64, E> {
            Ok(v as f64)
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<f64, E> {
            Ok(f64::NAN)
        }
        fn visit_none<E: serde::de::Error>(self) -> Result<f64, E> {
            Ok(f64::NAN)
        }
        fn visit_str<E: serde::de::Error>(self, t: &str) -> Result<f64, E> {
            match t {
                "NaN" | "nan" => Ok(f64::NAN),
                "inf" | "Infinity" => Ok(f64::INFINITY),
                "-inf" | "-Infinity" => Ok(f64::NEG_INFINITY),
                other => other.parse().map_err(E::custom),
            }
        }
    }
    d.deserialize_any(FloatVisitor)
}

/// The same rule for every element of a `Vec<f64>` (timing samples).
pub(crate) mod vec {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct F(#[serde(with = "super")] f64);

    /// Serialises each element as [`super::serialize`] does.
    pub(crate) fn serialize<S: Serializer>(v: &[f64], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(v.iter().map(|x| F(*x)))
    }

    /// Deserialises what [`serialize`] writes.
    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<f64>, D::Error> {
        Ok(Vec::<F>::deserialize(d)?.into_iter().map(|f| f.0).collect())
    }
}

#[cfg(test)]
mod tests {
    #[derive(serde::Serialize, serde::Deserialize, Debug)]
    struct T {
        #[serde(with = "super")]
        v: f64,
    }

    #[test]
    fn round_trips_non_finite() {
        for v in [1.5, f64::INFINITY, f64::NEG_INFINITY] {
            let s = serde_json::to_string(&T { v }).unwrap();
            assert_eq!(serde_json::from_str::<T>(&s).unwrap().v, v);
        }
        let s = serde_json::to_string(&T { v: f64::NAN }).unwrap();
        assert_eq!(s, r#"{"v":"NaN"}"#);
        assert!(serde_json::from_str::<T>(&s).unwrap().v.is_nan());
        assert!(serde_json::from_str::<T>(r#"{"v":null}"#).unwrap().v.is_nan());
        // What the untagged enum this visitor replaced read, read the same way.
        for (text, v) in [(r#"{"v":3}"#, 3.0), (r#"{"v":-3}"#, -3.0), (r#"{"v":"2.5"}"#, 2.5), (r#"{"v":"-Infinity"}"#, f64::NEG_INFINITY)]
        {
            assert_eq!(serde_json::from_str::<T>(text).unwrap().v, v, "{text}");
        }
        for bad in [r#"{"v":true}"#, r#"{"v":"x"}"#, r#"{"v":[1]}"#, r#"{}"#] {
            assert!(serde_json::from_str::<T>(bad).is_err(), "{bad}");
        }
    }

    #[derive(serde::Serialize, serde::Deserialize, Debug)]
    struct V {
        #[serde(with = "super::vec")]
        v: Vec<f64>,
    }

    #[test]
    fn vectors_round_trip_non_finite_elements() {
        let s = serde_json::to_string(&V { v: vec![1.5, f64::NAN, f64::INFINITY] }).unwrap();
        assert_eq!(s, r#"{"v":[1.5,"NaN","inf"]}"#);
        let back = serde_json::from_str::<V>(&s).unwrap().v;
        assert_eq!(back[0], 1.5);
        assert!(back[1].is_nan());
        assert_eq!(back[2], f64::INFINITY);
        assert_eq!(serde_json::from_str::<V>(r#"{"v":[2.0,null]}"#).unwrap().v.len(), 2);
    }
}
