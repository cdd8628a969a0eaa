//! EdgeKernelBench generation: ask a language model for candidate kernels.
//!
//! * [`client`]: a client for any OpenAI-compatible chat-completions endpoint
//!   (`POST {endpoint}/chat/completions`) with timeouts, retries with exponential backoff and
//!   jitter (honouring `Retry-After`), a concurrency limit, token and cost accounting, and an
//!   on-disk response cache ([`cache`]) keyed by the request and the sample index; [`chat`]: the
//!   request body and token usage both of them name.
//! * [`prompt`]: the versioned prompt templates ([`prompt::PROMPT_VERSION`]) built from a task.
//! * [`extract`]: the kernel pulled out of a reply's fenced code block.
//! * [`leka`]: the layered agent (LEKA) and its baselines, over an evaluator the caller provides.
//!
//! The API key is read from an environment variable the caller names; it is sent as a bearer
//! token and never logged, printed, stored in the cache or put in an error message.

pub mod cache;
pub mod chat;
pub mod client;
pub mod error;
pub mod extract;
pub mod leka;
pub mod prompt;

pub use chat::{ChatRequest, Message, Prices, Usage};
pub use client::{Client, ClientConfig, Completion};
pub use error::AgentError;
