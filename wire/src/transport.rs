//! How the device that ran a kernel was reached ([`Transport`]): beside, never inside, a device's
//! backend and a sample's kind (docs/SCHEMA.md, "Naming"). Its own module, below both
//! [`crate::report`] and [`crate::relay`], which both name it.

use serde::{Deserialize, Serialize};

/// How the device that ran a kernel was reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Transport {
    /// In this process or this browser tab.
    #[default]
    Local,
    /// Through the relay, over a TVM RPC session to a device registered with its tracker.
    Relay,
    /// A browser tab paired with the relay (docs/RELAY.md, "Paired tabs").
    Paired,
}

impl Transport {
    /// The wire name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Local => "local",
            Self::Relay => "relay",
            Self::Paired => "paired",
        }
    }

    /// Whether this is the default (serde's `skip_serializing_if`).
    pub fn is_local(&self) -> bool {
        *self == Self::Local
    }
}

/// A name that is not a [`Transport`]'s wire name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown transport `{0}`; transports are local, relay and paired")]
pub struct UnknownTransport(pub String);

impl std::str::FromStr for Transport {
    type Err = UnknownTransport;

    /// The transport of a wire name ([`Transport::name`]), exactly.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [Self::Local, Self::Relay, Self::Paired].into_iter().find(|t| t.name() == s).ok_or_else(|| UnknownTransport(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_are_the_serde_names() {
        for t in [Transport::Local, Transport::Relay, Transport::Paired] {
            assert_eq!(serde_json::to_value(t).expect("json"), serde_json::json!(t.name()));
            assert_eq!(t.name().parse::<Transport>(), Ok(t));
        }
        assert_eq!("Relay".parse::<Transport>(), Err(UnknownTransport("Relay".into())));
    }
}
