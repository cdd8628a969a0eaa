//! The chat-completions request body and what a call costs: the types both the [`crate::client`]
//! that sends requests and the [`crate::cache`] that stores their answers name (its own module, so
//! that neither depends on the other for them).

use serde::{Deserialize, Serialize};

/// One chat message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// `system`, `user` or `assistant`.
    pub role: String,
    /// The text.
    pub content: String,
}

impl Message {
    /// A message with `role` and `content`.
    pub fn new(role: &str, content: impl Into<String>) -> Self {
        Self { role: role.to_string(), content: content.into() }
    }
}

/// The request body of one chat completion. Unset sampling fields are left out of the body, so
/// the endpoint's defaults apply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChatRequest {
    /// The model name as the endpoint knows it.
    pub model: String,
    /// The conversation, oldest first.
    pub messages: Vec<Message>,
    /// Sampling temperature (0 = greedy).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature: Option<f64>,
    /// Nucleus sampling mass in (0, 1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_p: Option<f64>,
    /// Sampling seed, where the endpoint supports one (best effort on hosted APIs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Most tokens the reply may have.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u32>,
}

/// Tokens one call used, from the answer's `usage` object.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    /// Tokens of the prompt (`usage.prompt_tokens`).
    #[serde(default)]
    pub prompt_tokens: u64,
    /// Tokens of the reply (`usage.completion_tokens`).
    #[serde(default)]
    pub completion_tokens: u64,
}

/// Prices in US dollars (or any one currency) per million tokens, as the provider lists them.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prices {
    /// Per million prompt tokens.
    pub input_per_million: f64,
    /// Per million reply tokens.
    pub output_per_million: f64,
}

impl Prices {
    /// The cost of `usage`.
    pub fn cost(&self, usage: Usage) -> f64 {
        (usage.prompt_tokens as f64 * self.input_per_million + usage.completion_tokens as f64 * self.output_per_million) / 1e6
    }
}
