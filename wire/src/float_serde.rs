//! JSON has no NaN or infinity; these helpers write non-finite f64 as the strings `"NaN"`,
//! `"inf"` and `"-inf"` and read them back (also accepting `null` as NaN), so evidence such as
//! "expected 1.5, got NaN" survives a round trip through reports and worker pipes.

use serde::{Deserialize, Deserializer, Serializer};

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

/// Deserialises what [`serialize`] writes.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Num(f64),
        Text(String),
        Null(()),
    }
    match Raw::deserialize(d)? {
        Raw::Num(v) => Ok(v),
        Raw::Null(()) => Ok(f64::NAN),
        Raw::Text(t) => match t.as_str() {
            "NaN" | "nan" => Ok(f64::NAN),
            "inf" | "Infinity" => Ok(f64::INFINITY),
            "-inf" | "-Infinity" => Ok(f64::NEG_INFINITY),
            other => other.parse().map_err(serde::de::Error::custom),
        },
    }
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
