//! The task schema (`task.toml`): what a kernel must compute, on which data, under which contract.
//!
//! A task names its params, inputs and outputs (dtype + shape expressions over the params), the input
//! distributions, each output's initial value, the tolerance, a cost model, the timed / `ci` / check
//! shapes, the default launch and the features it requires. `docs/SCHEMA.md` documents every field;
//! this module is the single source of truth that `kernels/`, the CLI and the app share.
//!
//! Bindings follow one rule (DESIGN §3): `@group(0)`: inputs in declared order as
//! `var<storage, read>`, then outputs as `var<storage, read_write>`, then one `var<uniform>` struct
//! holding the params in declared order (each 4 bytes: `u32`, `i32` or `f32`), then scratch buffers
//! declared by the candidate's launch plan.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::expr::{Env, Expr, ExprError};

mod distribution_de;

pub use ekb_wire::timing::Profile;

/// Element type of a buffer. Every buffer is a flat, row-major array of this type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dtype {
    /// IEEE binary32.
    F32,
    /// IEEE binary16; needs the `shader-f16` feature (WGSL `enable f16;`).
    F16,
    /// 32-bit unsigned integer (also used for packed 4×int8 / 2×f16 data).
    U32,
    /// 32-bit signed integer.
    I32,
}

impl Dtype {
    /// The WGSL and `task.toml` name: `f32`, `f16`, `u32`, `i32`.
    pub fn name(self) -> &'static str {
        match self {
            Self::F32 => "f32",
            Self::F16 => "f16",
            Self::U32 => "u32",
            Self::I32 => "i32",
        }
    }

    /// Size of one element in bytes.
    pub fn size_bytes(self) -> usize {
        match self {
            Self::F16 => 2,
            Self::F32 | Self::U32 | Self::I32 => 4,
        }
    }

    /// Whether the type is floating point (compared with tolerance) or integer (compared exactly).
    pub fn is_float(self) -> bool {
        matches!(self, Self::F32 | Self::F16)
    }

    /// The WGSL scalar type name.
    pub fn wgsl(self) -> &'static str {
        match self {
            Self::F32 => "f32",
            Self::F16 => "f16",
            Self::U32 => "u32",
            Self::I32 => "i32",
        }
    }
}

/// Type of a param in the `Params` uniform (4 bytes each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ParamType {
    /// `u32`; usable in shape and grid expressions.
    U32,
    /// `i32`; usable in shape and grid expressions.
    I32,
    /// `f32`; a scalar such as an epsilon or a scale, not usable in expressions.
    F32,
}

/// One named param.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParamSpec {
    /// Name, used in expressions and as the `Params` member name in the reference kernel.
    pub name: String,
    /// Type in the uniform.
    #[serde(rename = "type", default = "default_param_type")]
    pub ty: ParamType,
    /// A constant value used by every shape unless a shape sets it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<f64>,
    /// The values an integer param may take: every shape must lie in it, and shapes drawn for a
    /// run ([`crate::domain::drawn_shapes`]) come from it. A param with a `value` and no domain
    /// stays at its value in drawn shapes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub domain: Option<Domain>,
    /// The values an `f32` param may take (`range = { min, max }`): every f32 param declares one
    /// (and a `value`, the default the declared shapes use unless they set it); drawn shapes and
    /// the domain corners ([`crate::domain::corners`]) vary it within the range.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<F32Range>,
}

/// The range of an `f32` param: `min ≤ v ≤ max`, both finite.
///
/// Shapes drawn from the domain draw the param log-uniformly when the range spans at least a
/// decade of positive values ([`Self::is_log_scale`]: epsilons, scales, whose effect is
/// multiplicative — a uniform draw over `[1e-6, 1e-3]` would almost never go below `1e-4`), and
/// uniformly otherwise (thresholds, gains).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct F32Range {
    /// Smallest value (inclusive).
    pub min: f64,
    /// Largest value (inclusive).
    pub max: f64,
}

impl F32Range {
    /// Whether draws are log-uniform: `0 < min` and `max ≥ 10·min`.
    pub fn is_log_scale(&self) -> bool {
        self.min > 0.0 && self.max >= 10.0 * self.min
    }

    /// Whether `v` lies in the range, compared in f32 ([`Self::violation`]).
    pub fn contains(&self, v: f64) -> bool {
        self.violation("", v).is_none()
    }

    /// Why `v` is outside the range of param `name`, or `None` when it is inside (compared in
    /// f32, the precision a kernel gets the value in: `f32(0.7)` is below 0.7 but is the range's
    /// end).
    pub fn violation(&self, name: &str, v: f64) -> Option<String> {
        let (x, lo, hi) = (v as f32, self.min as f32, self.max as f32);
        if x < lo {
            return Some(format!(
                "{name} = {} is below its minimum {} (range: {})",
                number_text(v),
                number_text(self.min),
                self.text(name)
            ));
        }
        if x > hi || x.is_nan() {
            return Some(format!(
                "{name} = {} is above its maximum {} (range: {})",
                number_text(v),
                number_text(self.max),
                self.text(name)
            ));
        }
        None
    }

    /// The range as text, e.g. `1e-6 ≤ eps ≤ 0.001`.
    pub fn text(&self, name: &str) -> String {
        format!("{} ≤ {name} ≤ {}", number_text(self.min), number_text(self.max))
    }
}

/// A real number as a prompt writes it: scientific notation below 1e-3 and from 1e6 on
/// (`1e-6`, `2.5e7`), plain decimals otherwise (`0.15`, `16000`).
pub fn number_text(v: f64) -> String {
    if v != 0.0 && v.is_finite() && (v.abs() < 1e-3 || v.abs() >= 1e6) {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

/// The domain of an integer param: `min ≤ v ≤ max`, optionally a multiple of `multiple_of` and/or a
/// power of two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Domain {
    /// Smallest value (inclusive).
    pub min: i64,
    /// Largest value (inclusive).
    pub max: i64,
    /// The value is a multiple of this.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multiple_of: Option<i64>,
    /// The value is a power of two.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pow2: bool,
}

impl Domain {
    /// Why `v` is outside the domain of param `name`, or `None` when it is inside.
    pub fn violation(&self, name: &str, v: i64) -> Option<String> {
        if v < self.min {
            return Some(format!("{name} = {v} is below its minimum {} (domain: {})", self.min, self.text(name)));
        }
        if v > self.max {
            return Some(format!("{name} = {v} is above its maximum {} (domain: {})", self.max, self.text(name)));
        }
        if let Some(m) = self.multiple_of.filter(|&m| m > 0 && v % m != 0) {
            return Some(format!("{name} = {v} is not a multiple of {m} (domain: {})", self.text(name)));
        }
        if self.pow2 && (v <= 0 || v & (v - 1) != 0) {
            return Some(format!("{name} = {v} is not a power of two (domain: {})", self.text(name)));
        }
        None
    }

    /// Whether `v` lies in the domain.
    pub fn contains(&self, v: i64) -> bool {
        self.violation("", v).is_none()
    }

    /// The domain as text, e.g. `1 ≤ N ≤ 16777216, a multiple of 4`.
    pub fn text(&self, name: &str) -> String {
        let mut s = format!("{} ≤ {name} ≤ {}", self.min, self.max);
        if let Some(m) = self.multiple_of.filter(|&m| m > 1) {
            s.push_str(&format!(", a multiple of {m}"));
        }
        if self.pow2 {
            s.push_str(", a power of two");
        }
        s
    }
}

/// A relation between params that every shape satisfies, e.g. `K <= C` or `D % NH == 0`: two
/// expressions and one of `<=`, `<`, `>=`, `>`, `==`, `!=`. Written as a string in `task.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Constraint {
    source: String,
    lhs: Expr,
    op: Relation,
    rhs: Expr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Relation {
    Le,
    Lt,
    Ge,
    Gt,
    Eq,
    Ne,
}

impl Constraint {
    /// Parses `lhs OP rhs`.
    ///
    /// # Errors
    /// [`ExprError`] when either side is not an expression, or there is no relation.
    pub fn parse(text: &str) -> Result<Self, ExprError> {
        const OPS: [(&str, Relation); 6] = [
            ("<=", Relation::Le),
            (">=", Relation::Ge),
            ("==", Relation::Eq),
            ("!=", Relation::Ne),
            ("<", Relation::Lt),
            (">", Relation::Gt),
        ];
        let found = OPS.iter().filter_map(|&(t, r)| text.find(t).map(|at| (at, t, r))).min_by_key(|&(at, t, _)| (at, usize::MAX - t.len()));
        let Some((at, tok, op)) = found else {
            return Err(ExprError::Parse {
                expr: text.to_string(),
                offset: 0,
                message: "a constraint needs one of <=, <, >=, >, ==, !=".into(),
            });
        };
        let (lhs, rhs) = (Expr::parse(&text[..at])?, Expr::parse(&text[at + tok.len()..])?);
        Ok(Self { source: text.trim().to_string(), lhs, op, rhs })
    }

    /// The text as written.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The param names either side uses, each once, in order of first use.
    pub fn names(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for n in self.lhs.names().into_iter().chain(self.rhs.names()) {
            if !out.contains(&n) {
                out.push(n);
            }
        }
        out
    }

    /// Whether the relation holds at `env`.
    ///
    /// # Errors
    /// [`ExprError`] when a side cannot be evaluated.
    pub fn holds(&self, env: &Env) -> Result<bool, ExprError> {
        let (a, b) = (self.lhs.eval(env)?, self.rhs.eval(env)?);
        Ok(match self.op {
            Relation::Le => a <= b,
            Relation::Lt => a < b,
            Relation::Ge => a >= b,
            Relation::Gt => a > b,
            Relation::Eq => a == b,
            Relation::Ne => a != b,
        })
    }
}

impl TryFrom<String> for Constraint {
    type Error = ExprError;
    fn try_from(s: String) -> Result<Self, ExprError> {
        Self::parse(&s)
    }
}

impl From<Constraint> for String {
    fn from(c: Constraint) -> String {
        c.source
    }
}

/// A named set of edge-case inputs (`[[edge]]` in `task.toml`): the check runs once more at every
/// check shape with these inputs drawn from their own distributions (the others as usual), so
/// corners of the math — ties, constant rows, extreme magnitudes, zeros — are tested.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EdgeSet {
    /// Name, e.g. `ties`; mismatch messages name it.
    pub name: String,
    /// One line saying which corner it hits (prompt-facing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// Distributions by input name, replacing the inputs' own.
    pub inputs: BTreeMap<String, Distribution>,
}

fn default_param_type() -> ParamType {
    ParamType::U32
}

/// How input elements are drawn (from a seeded ChaCha8 stream, the same on every platform).
///
/// Read through a flat struct of every variant's fields (`distribution_de`), not serde's buffering
/// reader of tagged enums; the text is the same.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "distribution_de::DistributionFields")]
pub enum Distribution {
    /// Uniform real in `[lo, hi)`.
    Uniform {
        /// Lower bound.
        lo: f64,
        /// Upper bound (exclusive).
        hi: f64,
    },
    /// Normal with the given mean and standard deviation (ziggurat draws: `crate::data`).
    Normal {
        /// Mean.
        mean: f64,
        /// Standard deviation.
        std: f64,
    },
    /// Uniform integer in `[lo, hi]` (inclusive); bounds are expressions over the params.
    Int {
        /// Lower bound.
        lo: Expr,
        /// Upper bound (inclusive).
        hi: Expr,
    },
    /// Uniformly random bit patterns of the element type (packed int8 in u32; for floats raw bits,
    /// NaN and infinities included).
    Bits,
    /// CSR offsets (row pointers) of `n − 1` segments over `total` items: element 0 is 0, element
    /// `n − 1` is `total`, and the `n − 2` between are uniform integers in `[lo, hi]` (default
    /// `0 … total`) sorted ascending — a non-decreasing sequence, so segment `s` spans
    /// `[v[s], v[s + 1])`. `lo = hi = 0` makes every segment empty but the last, which takes all
    /// `total` items. A pooled timing set (`InputPool`) is a window of a longer such sequence:
    /// still non-decreasing within `[0, total]`, but starting above 0 and ending below `total`.
    Offsets {
        /// The last element: the number of items the segments cover.
        total: Expr,
        /// Lower bound of the interior elements (default 0).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lo: Option<Expr>,
        /// Upper bound of the interior elements (default `total`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hi: Option<Expr>,
    },
    /// Each element one of `values`, uniformly: few distinct values, so ties are everywhere.
    Choice {
        /// The values (at least one).
        values: Vec<f64>,
    },
    /// Every row (run of the input's last dimension) holds one value, one of `values` uniformly:
    /// zero variance, as for norms and softmax. Powers of two keep row sums and means exact in f32.
    ConstantRows {
        /// The values (at least one).
        values: Vec<f64>,
    },
    /// Rows (runs of the input's last dimension, n long) that cancel, for compensated sums: ⌊n/4⌋
    /// pairs (a, −a) with a uniform in `[−large, large)` and n − 2·⌊n/4⌋ small values uniform in
    /// `[−small, small)`, shuffled within the row. Negation is exact in f32, so the row's exact sum
    /// is the sum of its small values, while a running sum over it wanders to ≈ large·√n.
    CancellingRows {
        /// Bound of the pairs' magnitudes.
        large: f64,
        /// Bound of the small values' magnitudes (0: every row sums to exactly 0, bar one odd element).
        small: f64,
    },
}

impl Distribution {
    /// A short description, e.g. `normal(0, 1)` or `one of [0, 1, -1]`.
    pub fn text(&self) -> String {
        match self {
            Self::Uniform { lo, hi } => format!("uniform [{lo}, {hi})"),
            Self::Normal { mean, std } => format!("normal(mean {mean}, std {std})"),
            Self::Int { lo, hi } => format!("integers {lo} … {hi}"),
            Self::Bits => "random bit patterns".into(),
            Self::Offsets { total, lo, hi } => match (lo, hi) {
                (None, None) => format!("CSR offsets from 0 to {total}, sorted uniform in between"),
                (lo, hi) => format!(
                    "CSR offsets from 0 to {total}, the ones in between sorted integers {} … {}",
                    lo.as_ref().map_or_else(|| "0".into(), ToString::to_string),
                    hi.as_ref().map_or_else(|| total.to_string(), ToString::to_string)
                ),
            },
            Self::Choice { values } => {
                format!("each one of [{}]", values.iter().map(f64::to_string).collect::<Vec<_>>().join(", "))
            }
            Self::ConstantRows { values } => {
                format!("constant rows, each row one of [{}]", values.iter().map(f64::to_string).collect::<Vec<_>>().join(", "))
            }
            Self::CancellingRows { large, small } => {
                let rest = if *small == 0.0 { "0".to_string() } else { format!("uniform [−{small}, {small})") };
                format!(
                    "cancelling rows: a quarter of each row's length in pairs ±a, a uniform [−{large}, {large}), the rest {rest}, shuffled"
                )
            }
        }
    }
}

/// Initial contents of an output buffer before a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Init {
    /// A poison value (NaN payload for floats, a sentinel for integers); a second run uses a
    /// different poison, so an element that is never written is caught either way.
    #[default]
    Poison,
    /// Zero; for outputs a kernel accumulates into (histograms, atomics). A kernel may rely on it.
    Zero,
}

/// A buffer the kernel reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InputSpec {
    /// Name (prompt-facing, and the binding name in the reference).
    pub name: String,
    /// Element type.
    pub dtype: Dtype,
    /// Dimensions, outermost first (row-major); the element count is their product.
    pub shape: Vec<Expr>,
    /// How elements are drawn.
    pub dist: Distribution,
}

/// A buffer the kernel writes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutputSpec {
    /// Name.
    pub name: String,
    /// Element type.
    pub dtype: Dtype,
    /// Dimensions, outermost first (row-major).
    pub shape: Vec<Expr>,
    /// Initial contents before each run.
    #[serde(default)]
    pub init: Init,
    /// Tolerance for this output when it differs from the task's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<Tolerance>,
}

/// Element-wise tolerance: a float element passes when `|y − ref| ≤ atol + rtol·|ref|`.
/// Integer outputs are always compared exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tolerance {
    /// Absolute tolerance.
    pub atol: f64,
    /// Relative tolerance.
    pub rtol: f64,
    /// One line saying why, when it is not the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

impl Default for Tolerance {
    /// `atol = rtol = 1e-4`: f32 accumulation-order differences over a few thousand terms.
    fn default() -> Self {
        Self { atol: 1e-4, rtol: 1e-4, why: None }
    }
}

/// Work and traffic of one launch, as expressions over the params.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CostModel {
    /// Floating-point (or integer) operations, an FMA counting 2.
    pub flops: Expr,
    /// Minimum bytes moved to and from device memory.
    pub bytes: Expr,
}

/// The default launch for a candidate with one entry point and no plan.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefaultLaunch {
    /// Invocations wanted in x, y, z; the dispatch is `ceil_div(threads, workgroup_size)` per axis.
    /// Expressions over the integer params and [`LAUNCH_NAMES`] (the entry point's workgroup
    /// size): a task whose domain holds more than 65,535 workgroups' worth of elements caps the
    /// grid, e.g. `min(N, 65535 * wg_x)`, and says in its description that kernels loop over the
    /// rest (grid-stride).
    pub threads: [Expr; 3],
}

/// A value of a param in one shape.
pub type ShapeValues = BTreeMap<String, f64>;

/// The shapes a task is evaluated at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shapes {
    /// The shape timed on real GPUs (profile `full`).
    pub timed: ShapeValues,
    /// A small shape that finishes on software Vulkan (profile `ci`): timed and checked there.
    pub ci: ShapeValues,
    /// Shapes checked for correctness at several seeds, including sizes that are not multiples of 64.
    pub check: Vec<ShapeValues>,
}

/// A task: the whole contract a candidate kernel is evaluated against.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TaskSpec {
    /// Stable identifier, e.g. `l1_gemm`.
    pub id: String,
    /// 1 operator · 2 fused subgraph · 3 compact model graph.
    pub level: u8,
    /// Application domain: vision, audio, language, signal, graphics, …
    pub domain: String,
    /// Short human title.
    pub title: String,
    /// Prompt-facing description with the math.
    pub description: String,
    /// WebGPU feature names the task needs (`shader-f16`, `subgroups`).
    #[serde(default)]
    pub features: Vec<String>,
    /// Params in `Params` uniform order.
    #[serde(default)]
    pub params: Vec<ParamSpec>,
    /// Inputs in binding order.
    pub inputs: Vec<InputSpec>,
    /// Outputs in binding order (after the inputs).
    pub outputs: Vec<OutputSpec>,
    /// Default tolerance for float outputs.
    #[serde(default)]
    pub tolerance: Tolerance,
    /// Cost model.
    pub cost: CostModel,
    /// Default launch for single-entry candidates without a plan.
    pub launch: DefaultLaunch,
    /// Shapes.
    pub shapes: Shapes,
    /// Relations between params every shape satisfies (`["K <= C"]`), besides the params' domains.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub constraints: Vec<Constraint>,
    /// Named edge-case input sets, checked at every check shape.
    #[serde(default, rename = "edge", skip_serializing_if = "Vec::is_empty")]
    pub edges: Vec<EdgeSet>,
    /// The integer param that counts independent output rows (`rows = "N"`), when the task has
    /// them: every output's first dimension is this param, and output row `r` depends only on
    /// row `r` of the inputs whose first dimension it is and on the other inputs whole. Large
    /// domain corners of such a task are verified on a sample of rows ([`crate::rows`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rows: Option<String>,
}

/// The names a `[launch] threads` expression may use besides the integer params: the entry
/// point's workgroup size, so that a default launch can cap its grid (`min(N, 65535 * wg_x)`
/// invocations is at most 65,535 workgroups in x whatever the workgroup size).
pub const LAUNCH_NAMES: [&str; 3] = ["wg_x", "wg_y", "wg_z"];

/// Why a shape lies outside a task's domain ([`TaskSpec::in_domain`]): the first violated bound.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DomainViolation {
    /// A param outside its [`Domain`] (an f32 param outside its [`F32Range`]).
    #[error("{bound}")]
    Param {
        /// The param.
        param: String,
        /// The bound it violates, in words (`K = 20 is above its maximum 16 (domain: 1 ≤ K ≤ 16)`).
        bound: String,
    },
    /// A [`Constraint`] that does not hold.
    #[error("constraint `{constraint}` fails ({values})")]
    Constraint {
        /// The constraint as written.
        constraint: String,
        /// The values of the params it names (`K = 5, C = 3`).
        values: String,
    },
    /// A [`Constraint`] that could not be evaluated at the shape.
    #[error("constraint `{constraint}`: {source}")]
    ConstraintError {
        /// The constraint as written.
        constraint: String,
        /// Why it could not be evaluated.
        source: ExprError,
    },
}

/// A problem in a task definition (a suite bug, not a candidate's).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TaskError {
    /// The TOML does not match the schema.
    #[error("task.toml: {0}")]
    Toml(#[from] toml::de::Error),
    /// The JSON form of a `task.toml` (see [`TaskSpec::from_json`]) does not match the schema.
    #[error("task JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// A shape or cost expression failed.
    #[error("task `{task}`: {source}")]
    Expr {
        /// Task id.
        task: String,
        /// The expression error.
        source: ExprError,
    },
    /// Inconsistent definition.
    #[error("task `{task}`: {message}")]
    Invalid {
        /// Task id.
        task: String,
        /// What is wrong.
        message: String,
    },
}

/// Param values of one concrete shape, resolved against a task's param list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shape {
    /// Values in declared param order.
    pub values: Vec<(String, f64)>,
}

impl Shape {
    /// Value of a param (0 when absent, which [`TaskSpec::resolve_shape`] prevents).
    pub fn get(&self, name: &str) -> f64 {
        self.values.iter().find(|(n, _)| n == name).map_or(0.0, |(_, v)| *v)
    }

    /// Integer value of a param (`u32`/`i32` params are whole numbers).
    pub fn int(&self, name: &str) -> usize {
        self.get(name) as usize
    }

    /// The integer params as an expression environment.
    pub fn env(&self) -> Env {
        // `extend`, not `collect`: a `BTreeMap`'s `collect` is a copy of std's sort (ekb_wire::sort).
        let mut env = Env::new();
        env.extend(self.values.iter().map(|(n, v)| (n.clone(), *v as i64)));
        env
    }

    /// The values by name.
    pub fn value_map(&self) -> ShapeValues {
        let mut values = ShapeValues::new();
        values.extend(self.values.iter().cloned());
        values
    }

    /// A compact label such as `M=64 N=100 eps=0.00001`: whole values as integers, others (f32
    /// params, which [`TaskSpec::resolve_shape`] rounds to f32) as the shortest decimal that
    /// reads back as the same f32, so [`crate::domain::parse_shape`] of a label gives the shape.
    pub fn label(&self) -> String {
        let value = |v: f64| if v.fract() == 0.0 { format!("{v}") } else { format!("{}", v as f32) };
        self.values.iter().map(|(n, v)| format!("{n}={}", value(*v))).collect::<Vec<_>>().join(" ")
    }
}

impl TaskSpec {
    /// Parses and checks a `task.toml`.
    ///
    /// # Errors
    /// [`TaskError`] when the TOML does not match the schema or a shape cannot be resolved.
    pub fn from_toml(text: &str) -> Result<Self, TaskError> {
        let spec: Self = toml::from_str(text)?;
        spec.check()?;
        Ok(spec)
    }

    /// Parses and checks a task in its JSON form: the `task.toml` document as a JSON object, field
    /// for field (`kernels/build.rs` converts the suite's files so that the web app needs no TOML
    /// parser). Gives the same spec as [`TaskSpec::from_toml`] on the TOML text.
    ///
    /// # Errors
    /// [`TaskError`] when the JSON does not match the schema or a shape cannot be resolved.
    pub fn from_json(text: &str) -> Result<Self, TaskError> {
        let spec: Self = serde_json::from_str(text)?;
        spec.check()?;
        Ok(spec)
    }

    fn invalid(&self, message: impl Into<String>) -> TaskError {
        TaskError::Invalid { task: self.id.clone(), message: message.into() }
    }

    fn check(&self) -> Result<(), TaskError> {
        if !(1..=3).contains(&self.level) {
            return Err(self.invalid(format!("level must be 1, 2 or 3, not {}", self.level)));
        }
        if self.outputs.is_empty() {
            return Err(self.invalid("a task needs at least one output"));
        }
        let mut names: Vec<&str> = self.inputs.iter().map(|i| i.name.as_str()).collect();
        names.extend(self.outputs.iter().map(|o| o.name.as_str()));
        names.extend(self.params.iter().map(|p| p.name.as_str()));
        // Sorted through the app's one sort copy (ekb_wire::sort), neighbours compared.
        let mut order: Vec<usize> = (0..names.len()).collect();
        ekb_wire::sort::sort_indices(&mut order, &|a, b| names[a].cmp(names[b]));
        if order.windows(2).any(|w| names[w[0]] == names[w[1]]) {
            return Err(self.invalid("input, output and param names must be distinct"));
        }
        if self.shapes.check.is_empty() {
            return Err(self.invalid("at least one check shape is needed"));
        }
        for p in &self.params {
            self.check_param(p)?;
        }
        let all = [&self.shapes.timed, &self.shapes.ci].into_iter().chain(self.shapes.check.iter());
        for values in all {
            let shape = self.resolve_shape(values)?;
            for i in 0..self.outputs.len() {
                self.output_len(i, &shape)?;
            }
            for i in 0..self.inputs.len() {
                self.input_len(i, &shape)?;
            }
            self.flops(&shape)?;
            self.bytes(&shape)?;
            if let Err(why) = self.in_domain(&shape) {
                return Err(self.invalid(format!("shape {} is outside the domain: {why}", shape.label())));
            }
        }
        let known = |n: &String| self.params.iter().any(|p| &p.name == n && p.ty != ParamType::F32) || LAUNCH_NAMES.contains(&n.as_str());
        for e in &self.launch.threads {
            if let Some(unknown) = e.names().into_iter().find(|n| !known(n)) {
                return Err(self.invalid(format!(
                    "[launch] threads `{e}` names `{unknown}`, which is neither an integer param nor one of wg_x, wg_y, wg_z"
                )));
            }
        }
        crate::rows::validate(self).map_err(|e| self.invalid(e.to_string()))?;
        for e in &self.edges {
            for (name, dist) in &e.inputs {
                if !self.inputs.iter().any(|i| &i.name == name) {
                    return Err(self.invalid(format!("edge set `{}` names unknown input `{name}`", e.name)));
                }
                if matches!(dist, Distribution::Choice { values } | Distribution::ConstantRows { values } if values.is_empty()) {
                    return Err(self.invalid(format!("edge set `{}`: input `{name}` has an empty choice", e.name)));
                }
            }
        }
        Ok(())
    }

    /// An integer param's domain is not empty; an f32 param has a value inside its finite range,
    /// and no domain.
    fn check_param(&self, p: &ParamSpec) -> Result<(), TaskError> {
        if p.ty == ParamType::F32 {
            if p.domain.is_some() {
                return Err(self.invalid(format!("f32 param `{}` cannot have a domain; give it a `range = {{ min, max }}`", p.name)));
            }
            let Some(r) = &p.range else {
                return Err(self.invalid(format!(
                    "f32 param `{}` has no range: declare `range = {{ min = …, max = … }}` (the values a kernel must handle) \
                     beside its `value`",
                    p.name
                )));
            };
            if !(r.min.is_finite() && r.max.is_finite()) || r.min > r.max {
                return Err(self.invalid(format!("f32 param `{}`: empty or non-finite range {}", p.name, r.text(&p.name))));
            }
            return match p.value {
                None => Err(self.invalid(format!("f32 param `{}` needs a `value` (its default) inside its range", p.name))),
                Some(v) => r.violation(&p.name, v).map_or(Ok(()), |why| Err(self.invalid(format!("f32 param `{}`: value {why}", p.name)))),
            };
        }
        if p.range.is_some() {
            return Err(self.invalid(format!("integer param `{}` has a `range`; integer params declare a `domain`", p.name)));
        }
        if let Some(d) = &p.domain {
            if d.min > d.max || d.multiple_of.is_some_and(|m| m <= 0) {
                return Err(self.invalid(format!("param `{}`: empty domain {}", p.name, d.text(&p.name))));
            }
        }
        Ok(())
    }

    /// Whether `shape` lies in the task's domain: every param in its [`Domain`] (an f32 param in
    /// its [`F32Range`]), every
    /// [`Constraint`] holding. The error names the first violated bound.
    ///
    /// # Errors
    /// [`DomainViolation`], worded such as `K = 20 is above its maximum 16 (domain: 1 ≤ K ≤ 16)`
    /// or `constraint K <= C fails (K = 5, C = 3)`.
    pub fn in_domain(&self, shape: &Shape) -> Result<(), DomainViolation> {
        for p in &self.params {
            let why = match (&p.domain, &p.range) {
                (Some(d), _) => d.violation(&p.name, shape.get(&p.name) as i64),
                (None, Some(r)) => r.violation(&p.name, shape.get(&p.name)),
                (None, None) => None,
            };
            if let Some(bound) = why {
                return Err(DomainViolation::Param { param: p.name.clone(), bound });
            }
        }
        let env = shape.env();
        for c in &self.constraints {
            match c.holds(&env) {
                Ok(true) => {}
                Ok(false) => {
                    let vals: Vec<String> = c.names().iter().map(|n| format!("{n} = {}", shape.get(n))).collect();
                    return Err(DomainViolation::Constraint { constraint: c.source.clone(), values: vals.join(", ") });
                }
                Err(source) => return Err(DomainViolation::ConstraintError { constraint: c.source.clone(), source }),
            }
        }
        Ok(())
    }

    /// Resolves a shape given on the command line (`--shape`): the values must lie in the domain.
    ///
    /// # Errors
    /// [`TaskError::Invalid`] naming the unknown param or the violated bound.
    pub fn resolve_in_domain(&self, values: &ShapeValues) -> Result<Shape, TaskError> {
        let shape = self.resolve_shape(values)?;
        self.in_domain(&shape).map_err(|why| self.invalid(format!("shape {} is outside the domain: {why}", shape.label())))?;
        Ok(shape)
    }

    /// The prompt-facing text of the domains: one line per param (an integer param's domain or
    /// fixed value, an f32 param's range and default), then the constraints, e.g.
    /// `- K: 1 ≤ K ≤ 16` … `- eps: 1e-6 ≤ eps ≤ 0.001 (f32, default 1e-5)` … `- K <= C`. Empty
    /// when the task declares none.
    pub fn domain_text(&self) -> String {
        let mut lines = Vec::new();
        for p in &self.params {
            match (&p.domain, &p.range, p.value) {
                (Some(d), _, Some(v)) => lines.push(format!("- {}: {} (default {v})", p.name, d.text(&p.name))),
                (Some(d), _, None) => lines.push(format!("- {}: {}", p.name, d.text(&p.name))),
                (None, Some(r), Some(v)) => lines.push(format!("- {}: {} (f32, default {})", p.name, r.text(&p.name), number_text(v))),
                (None, Some(r), None) => lines.push(format!("- {}: {} (f32)", p.name, r.text(&p.name))),
                (None, None, Some(v)) if p.ty != ParamType::F32 => lines.push(format!("- {} = {v}", p.name)),
                (None, None, _) => {}
            }
        }
        for c in &self.constraints {
            lines.push(format!("- {}", c.source));
        }
        lines.join("\n")
    }

    /// The prompt-facing text of the task: its description, then the domain every shape lies in
    /// ([`Self::domain_text`]) — what a kernel must handle.
    pub fn prompt_text(&self) -> String {
        let domains = self.domain_text();
        if domains.is_empty() {
            return self.description.clone();
        }
        format!("{}\n\nShapes (every one in this domain must work):\n{domains}\n", self.description.trim_end())
    }

    /// The edge-case input sets as text, one line each (`ties: X each one of [0, 1]`).
    pub fn edges_text(&self) -> String {
        self.edges
            .iter()
            .map(|e| {
                let inputs: Vec<String> = e.inputs.iter().map(|(n, d)| format!("{n} {}", d.text())).collect();
                let why = e.why.as_ref().map_or_else(String::new, |w| format!(" — {w}"));
                format!("- {}: {}{why}", e.name, inputs.join("; "))
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Resolves a shape table into values for every param (constants fill the gaps). An f32
    /// param's value is rounded to f32 — what the kernel gets in `Params` — so the CPU reference
    /// computes with exactly that value (a threshold of 0.7 is `f32(0.7)` on both sides).
    ///
    /// # Errors
    /// [`TaskError::Invalid`] when a param has no value or an unknown name is set.
    pub fn resolve_shape(&self, values: &ShapeValues) -> Result<Shape, TaskError> {
        if let Some(unknown) = values.keys().find(|k| !self.params.iter().any(|p| &p.name == *k)) {
            return Err(self.invalid(format!("shape sets unknown param `{unknown}`")));
        }
        let values = self
            .params
            .iter()
            .map(|p| {
                let v = values.get(&p.name).copied().or(p.value);
                let v = v.ok_or_else(|| self.invalid(format!("param `{}` has no value", p.name)))?;
                if p.ty != ParamType::F32 && v.fract() != 0.0 {
                    return Err(self.invalid(format!("integer param `{}` = {v}", p.name)));
                }
                let v = if p.ty == ParamType::F32 { f64::from(v as f32) } else { v };
                Ok((p.name.clone(), v))
            })
            .collect::<Result<_, _>>()?;
        Ok(Shape { values })
    }

    /// The shape timed under `profile` (and checked once at a fresh seed).
    ///
    /// # Errors
    /// As [`Self::resolve_shape`].
    pub fn timed_shape(&self, profile: Profile) -> Result<Shape, TaskError> {
        match profile {
            Profile::Full => self.resolve_shape(&self.shapes.timed),
            Profile::Ci => self.resolve_shape(&self.shapes.ci),
        }
    }

    /// The check shapes.
    ///
    /// # Errors
    /// As [`Self::resolve_shape`].
    pub fn check_shapes(&self) -> Result<Vec<Shape>, TaskError> {
        self.shapes.check.iter().map(|v| self.resolve_shape(v)).collect()
    }

    fn eval(&self, e: &Expr, shape: &Shape) -> Result<i64, TaskError> {
        e.eval(&shape.env()).map_err(|source| TaskError::Expr { task: self.id.clone(), source })
    }

    fn count(&self, dims: &[Expr], shape: &Shape) -> Result<usize, TaskError> {
        let mut n: i64 = 1;
        for d in dims {
            let v = self.eval(d, shape)?;
            if v < 0 {
                return Err(self.invalid(format!("dimension `{d}` is negative ({v})")));
            }
            n = n.checked_mul(v).ok_or_else(|| self.invalid("element count overflows"))?;
        }
        usize::try_from(n).map_err(|_| self.invalid("element count overflows"))
    }

    /// Element count of input `i` at `shape`.
    ///
    /// # Errors
    /// [`TaskError`] when a dimension expression fails or is negative.
    pub fn input_len(&self, i: usize, shape: &Shape) -> Result<usize, TaskError> {
        self.count(&self.inputs[i].shape, shape)
    }

    /// Element count of output `i` at `shape`.
    ///
    /// # Errors
    /// [`TaskError`] when a dimension expression fails or is negative.
    pub fn output_len(&self, i: usize, shape: &Shape) -> Result<usize, TaskError> {
        self.count(&self.outputs[i].shape, shape)
    }

    /// Invocations per axis of the default launch at `shape` for an entry point with
    /// `workgroup_size` (before rounding up to whole workgroups).
    ///
    /// # Errors
    /// [`TaskError::Expr`] when an expression fails.
    pub fn launch_threads(&self, shape: &Shape, workgroup_size: [u32; 3]) -> Result<[i64; 3], TaskError> {
        let mut env = shape.env();
        for (name, w) in LAUNCH_NAMES.iter().zip(workgroup_size) {
            env.insert((*name).to_string(), i64::from(w));
        }
        let mut out = [0i64; 3];
        for (o, e) in out.iter_mut().zip(&self.launch.threads) {
            *o = e.eval(&env).map_err(|source| TaskError::Expr { task: self.id.clone(), source })?;
        }
        Ok(out)
    }

    /// Operations of one launch at `shape` (cost model).
    ///
    /// # Errors
    /// [`TaskError::Expr`].
    pub fn flops(&self, shape: &Shape) -> Result<f64, TaskError> {
        Ok(self.eval(&self.cost.flops, shape)? as f64)
    }

    /// Bytes moved by one launch at `shape` (cost model).
    ///
    /// # Errors
    /// [`TaskError::Expr`].
    pub fn bytes(&self, shape: &Shape) -> Result<f64, TaskError> {
        Ok(self.eval(&self.cost.bytes, shape)? as f64)
    }

    /// Tolerance for output `i`.
    pub fn output_tolerance(&self, i: usize) -> &Tolerance {
        self.outputs[i].tolerance.as_ref().unwrap_or(&self.tolerance)
    }

    /// The task's binding layout with `scratch` plan scratch buffers.
    pub fn binding_layout(&self, scratch: usize) -> crate::backend::BindingLayout {
        crate::backend::BindingLayout { inputs: self.inputs.len(), outputs: self.outputs.len(), scratch }
    }

    /// Binding index of the `Params` uniform (after inputs and outputs).
    pub fn params_binding(&self) -> u32 {
        self.binding_layout(0).params_binding()
    }

    /// The `Params` uniform bytes for `shape`: each param as 4 little-endian bytes in declared order,
    /// padded to a multiple of 16 bytes (uniform buffer rule).
    pub fn params_bytes(&self, shape: &Shape) -> Vec<u8> {
        let mut out = Vec::with_capacity(16);
        for p in &self.params {
            let v = shape.get(&p.name);
            let word = match p.ty {
                ParamType::U32 => (v as u32).to_le_bytes(),
                ParamType::I32 => (v as i32).to_le_bytes(),
                ParamType::F32 => (v as f32).to_le_bytes(),
            };
            out.extend_from_slice(&word);
        }
        out.resize(out.len().div_ceil(16).max(1) * 16, 0);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAXPY: &str = r#"
id = "t"
level = 1
domain = "signal"
title = "saxpy"
description = "y = a*x + y"
[[params]]
name = "N"
[[params]]
name = "alpha"
type = "f32"
value = 2.0
range = { min = 0.5, max = 8.0 }
[[inputs]]
name = "x"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "y"
dtype = "f32"
shape = ["N"]
[cost]
flops = "2*N"
bytes = "8*N"
[launch]
threads = ["N", 1, 1]
[shapes]
timed = { N = 1048576 }
ci = { N = 4096 }
check = [{ N = 1 }, { N = 1000 }]
"#;

    #[test]
    fn parses_and_resolves() {
        let t = TaskSpec::from_toml(SAXPY).unwrap();
        let s = t.check_shapes().unwrap();
        assert_eq!(s[1].get("alpha"), 2.0);
        assert_eq!(t.output_len(0, &s[1]).unwrap(), 1000);
        assert_eq!(t.flops(&s[1]).unwrap(), 2000.0);
        let bytes = t.params_bytes(&s[1]);
        assert_eq!(bytes.len(), 16);
        assert_eq!(&bytes[0..4], &1000u32.to_le_bytes());
        assert_eq!(&bytes[4..8], &2.0f32.to_le_bytes());
        assert_eq!(t.params_binding(), 2);
    }

    #[test]
    fn f32_params_declare_a_range_that_holds_their_value() {
        let t = TaskSpec::from_toml(SAXPY).unwrap();
        assert!(t.domain_text().contains("- alpha: 0.5 ≤ alpha ≤ 8 (f32, default 2)"), "{}", t.domain_text());
        let mut s = t.check_shapes().unwrap().remove(0);
        s.values[1].1 = 9.0;
        assert_eq!(t.in_domain(&s).unwrap_err().to_string(), "alpha = 9 is above its maximum 8 (range: 0.5 ≤ alpha ≤ 8)");
        let refused = |text: &str, why: &str| {
            let err = TaskSpec::from_toml(text).unwrap_err().to_string();
            assert!(err.contains(why), "{err}");
        };
        refused(&SAXPY.replace("range = { min = 0.5, max = 8.0 }\n", ""), "f32 param `alpha` has no range");
        refused(&SAXPY.replace("min = 0.5, max = 8.0", "min = 3.0, max = 8.0"), "alpha = 2 is below its minimum 3");
        refused(&SAXPY.replace("min = 0.5, max = 8.0", "min = 8.0, max = 0.5"), "empty or non-finite range");
        refused(&SAXPY.replace("value = 2.0\n", ""), "needs a `value`");
        refused(&SAXPY.replace("name = \"N\"\n", "name = \"N\"\nrange = { min = 1.0, max = 2.0 }\n"), "integer params declare a `domain`");
        refused(&SAXPY.replace("threads = [\"N\", 1, 1]", "threads = [\"min(N, wg)\", 1, 1]"), "names `wg`");
        // f32 params resolve to the f32 a kernel gets; the label reads back to the same shape.
        let values: ShapeValues = [("N".to_string(), 7.0), ("alpha".to_string(), 0.7)].into_iter().collect();
        let s = t.resolve_shape(&values).unwrap();
        assert_eq!(s.get("alpha"), f64::from(0.7f32));
        assert_eq!(s.label(), "N=7 alpha=0.7");
        assert_eq!(t.resolve_shape(&crate::domain::parse_shape(&s.label()).unwrap()).unwrap(), s);
        assert!(F32Range { min: 0.7, max: 0.9 }.contains(f64::from(0.7f32)));
        assert_eq!(number_text(1e-6), "1e-6");
        assert_eq!(number_text(0.15), "0.15");
        assert_eq!(number_text(16000.0), "16000");
        assert!(F32Range { min: 1e-6, max: 1e-5 }.is_log_scale() && !F32Range { min: 0.3, max: 0.7 }.is_log_scale());
    }

    #[test]
    fn default_launch_may_use_the_workgroup_size() {
        let t = TaskSpec::from_toml(&SAXPY.replace("threads = [\"N\", 1, 1]", "threads = [\"min(N, 65535 * wg_x)\", 1, 1]")).unwrap();
        let s = t.resolve_shape(&[("N".to_string(), 1e8)].into_iter().collect()).unwrap();
        assert_eq!(t.launch_threads(&s, [64, 1, 1]).unwrap(), [65535 * 64, 1, 1]);
        assert_eq!(t.launch_threads(&s, [1, 1, 1]).unwrap(), [65535, 1, 1]);
    }

    #[test]
    fn rejects_unknown_fields_and_params() {
        let bad = SAXPY.replace("title = \"saxpy\"", "title = \"saxpy\"\nbogus = 1");
        assert!(matches!(TaskSpec::from_toml(&bad), Err(TaskError::Toml(_))));
        let bad = SAXPY.replace("{ N = 1 }", "{ M = 1 }");
        assert!(matches!(TaskSpec::from_toml(&bad), Err(TaskError::Invalid { .. })));
    }
}
