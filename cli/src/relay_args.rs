//! The flags that send `ekb eval`'s samples and `ekb agent`'s evaluations to a relay device
//! instead of evaluating here (docs/RELAY.md), and the connection they open: one definition for
//! both commands.

use std::time::Duration;

use anyhow::Result;
use ekb_wire::relay::RelayDevice;

use crate::relay_client::RelayClient;

/// `--relay URL --device KEY [--relay-token T] [--relay-timeout S]`.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct RelayTarget {
    /// Evaluate on a device of this relay (an `ekb serve` URL, `http://host:port`) instead of
    /// here: one relay job per sample or evaluation.
    #[arg(long, requires = "device", value_name = "URL")]
    pub relay: Option<String>,
    /// With --relay: the device, a tracker key (`rasp4`), a match key (`rasp4:…`) or a paired
    /// tab's code (`pair-…`, in any case).
    #[arg(long, requires = "relay", value_name = "KEY")]
    pub device: Option<String>,
    /// With --relay: the relay token `c` jobs need (default: the EKB_RELAY_TOKEN variable).
    #[arg(long = "relay-token", visible_alias = "token", requires = "relay", value_name = "T")]
    pub relay_token: Option<String>,
    /// With --relay: a job not finished after this many seconds fails (reported failed, never a
    /// verdict).
    #[arg(long, default_value_t = 1800, value_name = "SECONDS")]
    pub relay_timeout: u64,
}

/// A relay and one of its devices, reached ([`RelayTarget::connect`]).
pub(crate) struct Relay {
    /// The relay's job API.
    pub client: RelayClient,
    /// The device as the relay describes it.
    pub device: RelayDevice,
    /// Its key or pairing code (a code lower-cased as the relay issued it).
    pub key: String,
    /// `--relay-timeout`.
    pub timeout: Duration,
    /// The relay's URL.
    pub url: String,
}

impl RelayTarget {
    /// The relay and device these flags name, looked up there; `None` without `--relay`.
    ///
    /// # Errors
    /// The relay cannot be reached or answers badly, or has no such device (or tab).
    pub(crate) fn connect(&self) -> Result<Option<Relay>> {
        let (Some(url), Some(key)) = (&self.relay, &self.device) else { return Ok(None) };
        let client = RelayClient::new(url, token_or_env(self.relay_token.as_ref()))?;
        Relay::open(client, url, key, Duration::from_secs(self.relay_timeout)).map(Some)
    }
}

/// `token`, else the EKB_RELAY_TOKEN variable.
pub(crate) fn token_or_env(token: Option<&String>) -> Option<String> {
    token.cloned().or_else(|| std::env::var("EKB_RELAY_TOKEN").ok())
}

impl Relay {
    /// The device `key` of the relay `client` talks to (at `url`), looked up there.
    ///
    /// # Errors
    /// The relay cannot be reached or answers badly, or has no such device (or tab).
    pub(crate) fn open(client: RelayClient, url: &str, key: &str, timeout: Duration) -> Result<Self> {
        // A paired tab's code is read in any case (copied from a screen).
        let key = ekb_wire::paired::code_spelling(key).unwrap_or_else(|| key.to_string());
        let device = client.device(&key)?;
        Ok(Self { client, device, key, timeout, url: url.to_string() })
    }
}
