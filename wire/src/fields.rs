//! Bounds on the fields of samples files and reports that a person or a model writes: a task id,
//! a sample id, a model name and a candidate's source text each have a maximum length, and the
//! one-line fields hold no control characters. Every reader applies them before a field is used
//! (`kernels::samples::parse` for `ekb eval`, `ekb submit --samples`, the app's Run page and the
//! server's `POST /api/sets`; [`check_report`] for `ekb submit`), so a 10 MB model name is a
//! clear error naming its line and field, never a slow table. The values agree with the server's
//! own checks of `POST /api/submissions` and `POST /api/sets` (docs/SCHEMA.md §4).

use crate::report::SuiteReport;

/// Longest task id, characters (the suite's longest is 24).
pub const MAX_TASK_ID_CHARS: usize = 64;
/// Longest sample id, characters (the server's limit for `report.samples[i].sample_id`).
pub const MAX_SAMPLE_ID_CHARS: usize = 128;
/// Longest model name, characters (the server's limit for a report's `model` and a set's).
pub const MAX_MODEL_CHARS: usize = 128;
/// Longest candidate source text, bytes: the front ends' limit on candidate text
/// (`ekb_eval::limits::MAX_SOURCE_BYTES`) and the server's default `Limits::kernel_bytes`.
pub const MAX_SOURCE_BYTES: usize = 64 * 1024;

/// A bounded field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `task_id`: one line, at most [`MAX_TASK_ID_CHARS`].
    TaskId,
    /// `sample_id`: one line, not blank, at most [`MAX_SAMPLE_ID_CHARS`].
    SampleId,
    /// `model`: one line, at most [`MAX_MODEL_CHARS`].
    Model,
    /// `source`: any text, at most [`MAX_SOURCE_BYTES`].
    Source,
}

impl Field {
    /// The field's name in samples files and reports.
    pub fn name(self) -> &'static str {
        match self {
            Field::TaskId => "task_id",
            Field::SampleId => "sample_id",
            Field::Model => "model",
            Field::Source => "source",
        }
    }

    /// Its maximum length, in [`Self::unit`]s.
    pub fn max(self) -> usize {
        match self {
            Field::TaskId => MAX_TASK_ID_CHARS,
            Field::SampleId => MAX_SAMPLE_ID_CHARS,
            Field::Model => MAX_MODEL_CHARS,
            Field::Source => MAX_SOURCE_BYTES,
        }
    }

    /// What its length counts: `characters` or `bytes` (the source's limit is the front ends', in
    /// bytes).
    pub fn unit(self) -> &'static str {
        match self {
            Field::Source => "bytes",
            _ => "characters",
        }
    }
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a field's value is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FieldError {
    /// Longer than the field's maximum.
    #[error("`{field}` is {len} {unit} long, over the maximum of {max}", unit = field.unit(), max = field.max())]
    TooLong {
        /// The field.
        field: Field,
        /// Its length, in the field's unit.
        len: usize,
    },
    /// A control character in a one-line field.
    #[error("`{field}` holds a control character (U+{code:04X}); it is one line of text")]
    ControlCharacter {
        /// The field.
        field: Field,
        /// The character's code point.
        code: u32,
    },
    /// A blank sample id.
    #[error("`{field}` is empty")]
    Empty {
        /// The field.
        field: Field,
    },
}

impl FieldError {
    /// The field refused.
    pub fn field(&self) -> Field {
        match self {
            FieldError::TooLong { field, .. } | FieldError::ControlCharacter { field, .. } | FieldError::Empty { field } => *field,
        }
    }
}

/// Checks `value` against `field`'s bounds. Linear in `value`'s length, and it stops counting
/// at the maximum.
///
/// # Errors
/// [`FieldError`] naming the field: too long, a control character in a one-line field, a blank
/// sample id.
pub fn check(field: Field, value: &str) -> Result<(), FieldError> {
    let len = match field {
        Field::Source => value.len(),
        _ => value.chars().take(field.max() + 1).count(),
    };
    if len > field.max() {
        let len = if field == Field::Source { len } else { value.chars().count() };
        return Err(FieldError::TooLong { field, len });
    }
    if field != Field::Source {
        if let Some(c) = value.chars().find(|c| c.is_control()) {
            return Err(FieldError::ControlCharacter { field, code: u32::from(c) });
        }
    }
    if field == Field::SampleId && value.trim().is_empty() {
        return Err(FieldError::Empty { field });
    }
    Ok(())
}

/// Where a report's field broke its bound: `samples[index].field`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("samples[{index}]: {error}")]
pub struct ReportFieldError {
    /// The sample's index in the report.
    pub index: usize,
    /// What is wrong.
    pub error: FieldError,
}

/// Checks every sample entry's `sample_id`, `task_id` and `model` (the fields `ekb submit` sends
/// and the server bounds the same way). Linear in the report's size.
///
/// # Errors
/// The first entry's [`ReportFieldError`].
pub fn check_report(report: &SuiteReport) -> Result<(), ReportFieldError> {
    for (index, e) in report.samples.iter().enumerate() {
        for (field, value) in [(Field::SampleId, &e.sample_id), (Field::TaskId, &e.task_id), (Field::Model, &e.model)] {
            check(field, value).map_err(|error| ReportFieldError { index, error })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_field_has_its_bound_and_unit() {
        assert_eq!(check(Field::Model, &"m".repeat(MAX_MODEL_CHARS)), Ok(()));
        assert_eq!(check(Field::Model, &"é".repeat(MAX_MODEL_CHARS)), Ok(()), "characters, not bytes");
        let e = check(Field::Model, &"m".repeat(10_000_000)).unwrap_err();
        assert_eq!(e, FieldError::TooLong { field: Field::Model, len: 10_000_000 });
        assert_eq!(e.to_string(), "`model` is 10000000 characters long, over the maximum of 128");
        assert_eq!(check(Field::Source, &"é".repeat(MAX_SOURCE_BYTES / 2)), Ok(()));
        assert_eq!(
            check(Field::Source, &"é".repeat(MAX_SOURCE_BYTES / 2 + 1)).unwrap_err().to_string(),
            "`source` is 65538 bytes long, over the maximum of 65536"
        );
        assert_eq!(check(Field::TaskId, &"t".repeat(MAX_TASK_ID_CHARS + 1)).unwrap_err().field(), Field::TaskId);
        assert_eq!(check(Field::SampleId, &"s".repeat(MAX_SAMPLE_ID_CHARS + 1)).unwrap_err().field(), Field::SampleId);
    }

    #[test]
    fn one_line_fields_hold_no_control_characters_and_ids_are_not_blank() {
        let e = check(Field::Model, "gpt\u{1b}[2J").unwrap_err();
        assert_eq!(e.to_string(), "`model` holds a control character (U+001B); it is one line of text");
        assert!(check(Field::SampleId, "a\nb").is_err());
        assert_eq!(check(Field::SampleId, "  ").unwrap_err(), FieldError::Empty { field: Field::SampleId });
        assert_eq!(check(Field::Model, ""), Ok(()));
        assert_eq!(check(Field::Source, "line\n\tline\r\n"), Ok(()), "a source is many lines");
    }

    #[test]
    fn a_report_names_the_sample_and_field_out_of_bounds() {
        use crate::report::{SampleEntry, SampleReport, Verdict};
        use crate::timing::Profile;
        let entry = |sample_id: &str, model: String| SampleEntry {
            sample_id: sample_id.into(),
            task_id: "l1_gemm".into(),
            model,
            level: 1,
            domain: "d".into(),
            report: SampleReport::without_run("l1_gemm", Verdict::Pass, String::new(), Vec::new(), Profile::Ci),
        };
        let ok = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry("a", "m".into())]);
        assert_eq!(check_report(&ok), Ok(()));
        let long = SuiteReport::new("v", "h", "t", Profile::Ci, 1, None, vec![entry("a", "m".into()), entry("b", "m".repeat(200))]);
        let e = check_report(&long).unwrap_err();
        assert_eq!((e.index, e.error.field()), (1, Field::Model));
        assert_eq!(e.to_string(), "samples[1]: `model` is 200 characters long, over the maximum of 128");
    }
}
