//! The template versions ([`PromptVersion`]); every change to a prompt's text is a new one.

/// A version of the templates. Earlier versions stay selectable (`ekb prompt --prompt-version`,
/// `ekb generate --prompt-version`), so a sample set made with one can be made again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum PromptVersion {
    /// `ekb-prompt-v2`: the whole domain, the device's loop cap, what a plan's pass names; a
    /// single-pass worked example; "Unknown" device without `--for-device`.
    V2,
    /// `ekb-prompt-v3`: v2 plus the pass → entry-point rule stated as a rule with what breaking it
    /// gives (`contract_violation`), a multi-pass worked example where the kind has plans, the
    /// device as the evaluator knows it (software or not, the limits held to) or, without one, a
    /// statement that none was named, and a "What is checked" section.
    V3,
    /// `ekb-prompt-v4`: v3 with the launch-plan syntax example's grid written in the task's own
    /// first integer param (v3 wrote `N` whatever the task's params).
    V4,
    /// `ekb-prompt-v5`: v4 with what model seats could not follow from the text (the real-model
    /// trial of 2026-12-05, docs/AGENT.md §6), in the WGSL prompt: the buffers' element type
    /// written as the placeholder `elem` (v4's `T` read like a task param named `T`), and a
    /// "WGSL details" paragraph on reserved words, scratch lines, vector views and their
    /// padding, and what plan expressions and `override` lines may do. OpenCL and C prompts are
    /// v4's.
    V5,
    /// `ekb-prompt-v6`: v5 with the TVMScript prompt rid of launch plans, which a TVMScript module
    /// has none of (v5 asked for "the complete kernel text (launch plan included)" and listed "the
    /// launch plan's passes" among what is checked), and its "What is checked" steps as the compile
    /// worker and the adapter apply them (buffers misnamed, out of order or of another dtype: `invalid_shader`;
    /// TVM's kernel past the device's limits: `contract_violation`). WGSL, OpenCL and C prompts are
    /// v5's.
    V6,
    /// `ekb-prompt-v7`: v6 with two statements that were untrue for some tasks: a task whose
    /// outputs are all integers says so and that they are compared exactly (v6 stated the float
    /// tolerance rule and its atol/rtol for them, and "within the tolerance above" in its checks), and a task without a reference of the prompt's
    /// kind says a passing kernel is checked but not timed (v6 promised a timing against the
    /// task's reference, which such a task has none of: `Baseline::None`); the TVMScript prompt
    /// names the forms the task has a reference in. And the plan example's scratch line says a
    /// scratch buffer is zeroed once per run and kept from pass to pass (v6's "zeroed before every
    /// launch" read as before every pass).
    #[default]
    V7,
}

impl PromptVersion {
    /// The version used unless one is asked for.
    pub const CURRENT: Self = Self::V7;
    /// Every version, oldest first.
    pub const ALL: [Self; 6] = [Self::V2, Self::V3, Self::V4, Self::V5, Self::V6, Self::V7];

    /// Its name as recorded (`ekb-prompt-v7`).
    pub const fn name(self) -> &'static str {
        match self {
            Self::V2 => "ekb-prompt-v2",
            Self::V3 => "ekb-prompt-v3",
            Self::V4 => "ekb-prompt-v4",
            Self::V5 => "ekb-prompt-v5",
            Self::V6 => "ekb-prompt-v6",
            Self::V7 => "ekb-prompt-v7",
        }
    }
}

impl std::str::FromStr for PromptVersion {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL.into_iter().find(|v| v.name() == s).ok_or_else(|| {
            let names: Vec<&str> = Self::ALL.iter().map(|v| v.name()).collect();
            format!("unknown prompt version `{s}` (known: {})", names.join(", "))
        })
    }
}

impl std::fmt::Display for PromptVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
