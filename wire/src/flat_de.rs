//! Tagged enums read from one flat object. serde's derived reader of an internally tagged enum
//! (`#[serde(tag = …)]`) or a struct with a `#[serde(flatten)]` field first buffers the whole
//! object (serde's private `Content`) and then reads every field again from that buffer: a second
//! copy of the reading code of each field type in the wasm module (docs/APP.md, "Size and first
//! verdict"). The types here are read instead into a struct of every variant's fields, each
//! optional, and converted (`#[serde(try_from = …)]`); the JSON text is the same, in any key
//! order, and a missing field of the tagged variant is an error naming it.

/// `value`, or the error serde gives for a missing field `name`.
pub(crate) fn required<T>(value: Option<T>, name: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{name}`"))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::de::DeserializeOwned;
    use serde::Serialize;

    use crate::api::{SuiteCount, SuiteRef};
    use crate::compose::Origin;
    use crate::kind::Kind;
    use crate::paired::ServerFrame;

    /// `value`'s JSON object with its keys in reverse order (the tag last).
    fn reversed<T: Serialize>(value: &T) -> String {
        let serde_json::Value::Object(map) = serde_json::to_value(value).expect("serializes") else { panic!("an object") };
        let fields: Vec<String> = map.iter().rev().map(|(k, v)| format!("{}:{v}", serde_json::Value::from(k.as_str()))).collect();
        format!("{{{}}}", fields.join(","))
    }

    fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(values: &[T]) {
        for v in values {
            let text = serde_json::to_string(v).expect("serializes");
            assert_eq!(&serde_json::from_str::<T>(&text).expect("reads back"), v, "{text}");
            let text = reversed(v);
            assert_eq!(&serde_json::from_str::<T>(&text).expect("reads back in any key order"), v, "{text}");
        }
    }

    fn error<T: DeserializeOwned + std::fmt::Debug>(text: &str) -> String {
        serde_json::from_str::<T>(text).expect_err(text).to_string()
    }

    #[test]
    fn origins_server_frames_and_suite_counts_read_as_written() {
        round_trips(&[
            Origin::Reference,
            Origin::Set { id: "set_1".into(), name: "n".into() },
            Origin::File { name: "f".into(), sources: BTreeMap::from([("a".into(), "b".into())]) },
        ]);
        round_trips(&[
            ServerFrame::Paired { code: "pair-x".into(), expires_unix_ms: 7 },
            ServerFrame::Job { job: "j".into(), task: "t".into(), kind: Kind::Wgsl, source: "s".into() },
            ServerFrame::Cancel { job: "j".into(), reason: "r".into() },
        ]);
        round_trips(&[SuiteCount {
            suite: SuiteRef { version: "0.3.0".into(), hash: "ab".into() },
            current: true,
            submissions: 2,
            samples: 9,
        }]);
    }

    #[test]
    fn a_missing_field_or_an_unknown_tag_is_an_error_naming_it() {
        assert!(error::<Origin>(r#"{"kind":"set","name":"n"}"#).contains("missing field `id`"));
        assert!(error::<Origin>(r#"{"kind":"file","name":"n"}"#).contains("missing field `sources`"));
        assert!(error::<Origin>(r#"{"kind":"model"}"#).contains("unknown variant `model`"));
        assert!(error::<Origin>(r#"{"id":"x"}"#).contains("missing field `kind`"));
        assert!(error::<ServerFrame>(r#"{"type":"job","job":"j","task":"t","kind":"wgsl"}"#).contains("missing field `source`"));
        assert!(error::<ServerFrame>(r#"{"type":"paired","code":"c"}"#).contains("missing field `expires_unix_ms`"));
        assert!(error::<ServerFrame>(r#"{"type":"cancel","job":"j","reason":3}"#).contains("invalid type"));
        assert!(error::<SuiteCount>(r#"{"version":"v","current":true,"submissions":1,"samples":1}"#).contains("missing field `hash`"));
    }
}
