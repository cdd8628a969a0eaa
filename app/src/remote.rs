//! The server's API as the app sees it, browser-independent and unit-tested natively: error
//! answers turned into readable messages, the answers of `POST /api/submissions`,
//! `GET /api/leaderboard` and `GET /api/sets`, leaderboard query strings, and number formatting.

use std::collections::BTreeMap;
use std::fmt;

pub(crate) use ekb_wire::api::{LeaderFilters, LeaderGroup, Leaderboard, SetMeta, SubmissionDoc, SubmissionStatus};
pub(crate) use ekb_wire::transport::Transport;
use serde::Deserialize;

use crate::logic::{encode_component, Bar};

/// Why a call to the server failed.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ApiError {
    /// No answer: offline, the server is down, or the request was blocked.
    Network(String),
    /// An HTTP error answer, with the server's message and the field (JSON path or query parameter)
    /// at fault when it names one.
    Http {
        /// HTTP status code.
        status: u16,
        /// The server's `error` text (or the raw body when it is not the JSON error shape).
        message: String,
        /// The server's `field`.
        field: Option<String>,
        /// Seconds until a write is allowed again (429).
        retry_after_s: Option<u64>,
    },
    /// An answer the app could not read.
    Decode(String),
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Network(e) => write!(f, "the server could not be reached ({e}); check the connection and retry"),
            Self::Http { status: 429, message, retry_after_s, .. } => {
                write!(f, "too many submissions from this network: retry in {} s ({message})", retry_after_s.unwrap_or(1))
            }
            Self::Http { status, message, field: Some(field), .. } => write!(f, "{status}: `{field}`: {message}"),
            Self::Http { status, message, field: None, .. } => write!(f, "{status}: {message}"),
            Self::Decode(e) => write!(f, "unreadable answer from the server: {e}"),
        }
    }
}

impl ApiError {
    /// Whether sending the same request again may succeed (network trouble, 429, 5xx).
    pub(crate) fn retryable(&self) -> bool {
        match self {
            Self::Network(_) => true,
            Self::Http { status, .. } => *status == 429 || *status >= 500,
            Self::Decode(_) => false,
        }
    }
}

#[derive(Deserialize)]
struct ErrorBody {
    error: String,
    #[serde(default)]
    field: Option<String>,
    #[serde(default)]
    retry_after_s: Option<u64>,
}

/// The error for a non-2xx answer: the server's `{"error", "field", "retry_after_s"}` when the body
/// has that shape, else the body's first 300 characters; `retry_after` is the `Retry-After` header.
pub(crate) fn error_from_answer(status: u16, body: &str, retry_after: Option<&str>) -> ApiError {
    let header = retry_after.and_then(|h| h.trim().parse::<u64>().ok());
    match serde_json::from_str::<ErrorBody>(body) {
        Ok(e) => ApiError::Http { status, message: e.error, field: e.field, retry_after_s: e.retry_after_s.or(header) },
        Err(_) => {
            let text: String = body.trim().chars().take(300).collect();
            let message = if text.is_empty() { "no details".to_string() } else { text };
            ApiError::Http { status, message, field: None, retry_after_s: header }
        }
    }
}

/// What a submission's status means for the submitter.
pub(crate) fn status_text(doc: &SubmissionDoc) -> String {
    match doc.status {
        SubmissionStatus::Listed => "listed: its unflagged results count on the leaderboard".into(),
        SubmissionStatus::Received => "received: stored, but every result is flagged, so it shows only with \"show flagged\"".into(),
        SubmissionStatus::Rejected => "rejected: stored, never counted".into(),
    }
}

/// Path of a submission's status document.
pub(crate) fn submission_path(id: &str) -> String {
    format!("/api/submissions/{}", encode_component(id))
}

/// What the leaderboard groups by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GroupBy {
    /// Device grouping key.
    Device,
    /// Credited model.
    Model,
    /// Task.
    Task,
    /// The backend of the device that ran a row (`webgpu`, `vulkan`, `opencl`, `cpu`, …; the server
    /// files wgpu's `browserwebgpu` under `webgpu` and takes either as a filter).
    Backend,
    /// How the device that ran a row was reached: `local`, `relay` or `paired`.
    Transport,
}

impl GroupBy {
    /// The query value.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Self::Device => "device",
            Self::Model => "model",
            Self::Task => "task",
            Self::Backend => "backend",
            Self::Transport => "transport",
        }
    }

    /// Parses a query value (anything unknown is `Device`, the server's default).
    pub(crate) fn parse(s: &str) -> Self {
        match s {
            "model" => Self::Model,
            "task" => Self::Task,
            "backend" => Self::Backend,
            "transport" => Self::Transport,
            _ => Self::Device,
        }
    }
}

/// The leaderboard's device-API filter options: every device API of the kind table, in its order
/// ([`ekb_wire::kind::device_apis`]: `webgpu`, `vulkan`, `metal`, `dx12`, `gl`, `opencl`, `cpu`),
/// each spelled as the filter has always sent it — `webgpu` as wgpu's `browserwebgpu`
/// ([`ekb_wire::device::BACKEND_ALIASES`]; the server takes either and files both under `webgpu`), so
/// bookmarked filters keep their values.
pub(crate) fn device_api_options() -> Vec<&'static str> {
    let old_spelling =
        |api: &'static str| ekb_wire::device::BACKEND_ALIASES.iter().find(|(_, to)| *to == api).map_or(api, |(from, _)| *from);
    ekb_wire::kind::device_apis().map(old_spelling).collect()
}

/// The parameters of `GET /api/leaderboard`: a grouping and the row filters (the same
/// [`LeaderFilters`] the server echoes in its answer).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct LeaderQuery {
    /// Grouping.
    pub group_by: GroupBy,
    /// Level, domain, backend, one device or model, flagged rows.
    pub filters: LeaderFilters,
}

impl Default for LeaderQuery {
    fn default() -> Self {
        Self { group_by: GroupBy::Device, filters: LeaderFilters::default() }
    }
}

impl LeaderQuery {
    /// `/api/leaderboard?…` with only the parameters that are set (blank strings count as unset;
    /// others are sent as they are, spaces included, since device keys and model names are stored so).
    pub(crate) fn path(&self) -> String {
        format!("/api/leaderboard?{}", self.query_string())
    }

    /// The query string (no `?`): `group_by` first, then only the parameters that are set. The
    /// leaderboard page keeps it in its own address, so a filtered view can be shared.
    pub(crate) fn query_string(&self) -> String {
        let against = match self.filters.baseline {
            ekb_wire::report::Baseline::Reference => String::new(),
            b => format!("&baseline={}", b.name()),
        };
        format!("group_by={}{}{against}", self.group_by.as_str(), self.filter_string().map(|f| format!("&{f}")).unwrap_or_default())
    }

    /// The row filters alone (`level`, `domain`, `backend`, `device`, `model`, `kind`, `transport`,
    /// `include_flagged`),
    /// for `GET /api/export.csv|json?…`, which takes the same filters; `None` when none is set.
    pub(crate) fn filter_string(&self) -> Option<String> {
        let f = &self.filters;
        let mut q = Vec::new();
        if let Some(l) = f.level {
            q.push(format!("level={l}"));
        }
        let text = [("domain", &f.domain), ("backend", &f.backend), ("device", &f.device), ("model", &f.model)];
        for (name, v) in text {
            if let Some(v) = v.as_deref().filter(|v| !v.trim().is_empty()) {
                q.push(format!("{name}={}", encode_component(v)));
            }
        }
        if let Some(k) = f.kind {
            q.push(format!("kind={}", k.name()));
        }
        if let Some(t) = f.transport {
            q.push(format!("transport={}", t.name()));
        }
        if f.claimed {
            q.push("provenance=claimed".into());
        }
        if f.include_flagged {
            q.push("include_flagged=true".into());
        }
        (!q.is_empty()).then(|| q.join("&"))
    }
}

/// How the app shows a leaderboard group.
pub(crate) trait GroupView {
    /// Where a row of the table links.
    fn link(&self, by: GroupBy) -> String;
    /// The label, or the key when the server gave none.
    fn name(&self) -> &str;
}

impl GroupView for LeaderGroup {
    /// Where a row of the table links: the device page, the model page or the task page. A model
    /// name is free text, so it travels in the query (`/model?name=…`, percent-encoded once; the
    /// table loads it as a fresh page, since the router decodes once more after a click). Device
    /// keys and task ids are plain identifiers.
    fn link(&self, by: GroupBy) -> String {
        let k = encode_component(&self.key);
        match by {
            GroupBy::Device => format!("/device/{k}"),
            GroupBy::Model => format!("/model?name={k}"),
            GroupBy::Task => format!("/task/{k}"),
            // The devices of that backend.
            GroupBy::Backend => format!("/leaderboard?group_by=device&backend={k}"),
            // The devices reached that way.
            GroupBy::Transport => format!("/leaderboard?group_by=device&transport={k}"),
        }
    }

    fn name(&self) -> &str {
        if self.label.is_empty() {
            &self.key
        } else {
            &self.label
        }
    }
}

/// Every transport, in the order the leaderboard's filter offers them.
pub(crate) const TRANSPORTS: [Transport; 3] = [Transport::Local, Transport::Relay, Transport::Paired];

/// Who vouches for the rows of transport `t` (docs/SERVER.md, "Provenance"): the server stores
/// `relay` only for rows it vouches for; `local` and `paired` rows are the client's (or the paired
/// tab's) claim.
pub(crate) fn provenance_of(t: Transport) -> &'static str {
    match t {
        Transport::Relay => "vouched",
        Transport::Local | Transport::Paired => "claimed",
    }
}

/// `relay (vouched)`.
fn transport_text(t: Transport) -> String {
    format!("{} ({})", t.name(), provenance_of(t))
}

/// The leaderboard's transport column: how the devices of each group's rows were reached. A
/// group's answer carries no transport, so unless the board is filtered to one transport or
/// grouped by it, the page asks the board once per transport (the same query with `transport=`)
/// and reads each group's rows per transport from those answers.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum RowTransports {
    /// The board is filtered to this transport: every row has it.
    All(Transport),
    /// The board is grouped by transport: each group's key is its transport.
    Grouped,
    /// Per group key, the transports its rows came through, with their row counts.
    Split(BTreeMap<String, Vec<(Transport, u64)>>),
    /// The per-transport answers are still awaited.
    Loading,
    /// A per-transport answer failed.
    Unknown,
}

impl RowTransports {
    /// The split of the boards asked once per transport (`boards`: each transport's answer of the
    /// same query).
    pub(crate) fn split(boards: &[(Transport, Leaderboard)]) -> Self {
        let mut by_key: BTreeMap<String, Vec<(Transport, u64)>> = BTreeMap::new();
        for (t, board) in boards {
            for g in board.groups.iter().filter(|g| g.samples > 0) {
                by_key.entry(g.key.clone()).or_default().push((*t, g.samples));
            }
        }
        Self::Split(by_key)
    }

    /// The cell of the group keyed `key`: `relay (vouched)`, or per transport its row count
    /// (`local (claimed) 12 · paired (claimed) 3`); `-` when none is known.
    pub(crate) fn cell(&self, key: &str) -> String {
        match self {
            Self::All(t) => transport_text(*t),
            Self::Grouped => key.parse::<Transport>().map_or("-".into(), transport_text),
            Self::Split(by_key) => match by_key.get(key) {
                Some(parts) => parts.iter().map(|(t, n)| format!("{} {n}", transport_text(*t))).collect::<Vec<_>>().join(" · "),
                None => "-".into(),
            },
            Self::Loading => "…".into(),
            Self::Unknown => "?".into(),
        }
    }
}

/// How the app shows a published generation set.
pub(crate) trait SetView {
    /// `gpt-x t=0.2 — gpt-x, t=0.2, 2026-11-29, 12 samples over 6 tasks`.
    fn describe(&self) -> String;
    /// Path of its samples file.
    fn samples_path(&self) -> String;
}

impl SetView for SetMeta {
    fn describe(&self) -> String {
        let t = self.temperature.map(|t| format!(", t={t}")).unwrap_or_default();
        format!("{} — {}{t}, {}, {} samples over {} tasks", self.name, self.model, self.date, self.sample_count, self.task_count)
    }

    fn samples_path(&self) -> String {
        format!("/api/sets/{}/samples.jsonl", encode_component(&self.id))
    }
}

/// Groups shown in a chart (the table lists them all).
pub(crate) const CHART_GROUPS: usize = 20;

/// A label cut to 18 characters, what fits left of a chart's axis.
pub(crate) fn chart_label(s: &str) -> String {
    if s.chars().count() <= 18 {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(17).collect::<String>())
    }
}

/// The first [`CHART_GROUPS`] groups: median speedups (those with a median), and
/// (label, Correct@1, Fast@1.0).
pub(crate) fn chart_data(groups: &[LeaderGroup]) -> (Vec<Bar>, Vec<(String, f64, f64)>) {
    let top = &groups[..groups.len().min(CHART_GROUPS)];
    let speed = top
        .iter()
        .filter_map(|g| g.median_speedup.filter(|v| v.is_finite() && *v > 0.0).map(|v| Bar { label: chart_label(g.name()), value: v }))
        .collect();
    let rates = top.iter().map(|g| (chart_label(g.name()), g.correct_at_1, g.fast_at_1_0)).collect();
    (speed, rates)
}

/// `1.80×`, or `-` without a value.
pub(crate) fn ratio(v: Option<f64>) -> String {
    v.filter(|v| v.is_finite()).map_or("-".into(), |v| format!("{v:.2}×"))
}

/// `1.80× (n=3)`, or `- (n=0)`.
pub(crate) fn median_with_count(v: Option<f64>, n: u64) -> String {
    format!("{} (n={n})", ratio(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::Kind;

    #[test]
    fn error_answers_name_the_field_and_the_wait() {
        let e = error_from_answer(422, r#"{"error":"invalid type","field":"report.samples[0].task_id"}"#, None);
        assert_eq!(e.to_string(), "422: `report.samples[0].task_id`: invalid type");
        assert!(!e.retryable());
        let e = error_from_answer(429, r#"{"error":"slow down","field":null,"retry_after_s":7}"#, Some("9"));
        assert_eq!(e.to_string(), "too many submissions from this network: retry in 7 s (slow down)");
        assert!(e.retryable());
        let e = error_from_answer(429, "busy", Some(" 4 "));
        assert!(matches!(e, ApiError::Http { retry_after_s: Some(4), .. }));
        assert_eq!(error_from_answer(502, "", None).to_string(), "502: no details");
        assert!(error_from_answer(503, "<html>", None).retryable());
        assert!(ApiError::Network("offline".into()).retryable());
    }

    #[test]
    fn device_api_options_are_the_table_s_in_the_filter_s_spelling() {
        assert_eq!(device_api_options(), ["browserwebgpu", "vulkan", "metal", "dx12", "gl", "opencl", "cpu"]);
    }

    #[test]
    fn leaderboard_paths_carry_only_set_parameters() {
        assert_eq!(LeaderQuery::default().path(), "/api/leaderboard?group_by=device");
        assert_eq!(LeaderQuery::default().filter_string(), None);
        let q = LeaderQuery {
            group_by: GroupBy::Task,
            filters: LeaderFilters {
                level: Some(2),
                domain: Some("vision".into()),
                backend: Some(" ".into()),
                include_flagged: true,
                device: Some("dev_0a5d".into()),
                model: Some("gpt x/1".into()),
                kind: None,
                transport: None,
                claimed: false,
                baseline: ekb_wire::report::Baseline::Reference,
            },
        };
        assert_eq!(q.path(), "/api/leaderboard?group_by=task&level=2&domain=vision&device=dev_0a5d&model=gpt%20x%2F1&include_flagged=true");
        assert_eq!(q.filter_string().as_deref(), Some("level=2&domain=vision&device=dev_0a5d&model=gpt%20x%2F1&include_flagged=true"));
        let typed = LeaderFilters { kind: Some(Kind::C), transport: Some(Transport::Relay), ..LeaderFilters::default() };
        let q = LeaderQuery { group_by: GroupBy::Task, filters: typed };
        assert_eq!(q.filter_string().as_deref(), Some("kind=c&transport=relay"));
        let claimed = LeaderQuery { filters: LeaderFilters { claimed: true, ..LeaderFilters::default() }, ..LeaderQuery::default() };
        assert_eq!(claimed.filter_string().as_deref(), Some("provenance=claimed"));
        // Against TVM's kernels: the board's address says so, the export (rows) does not take it.
        let tvm = LeaderFilters { baseline: ekb_wire::report::Baseline::Tvm, ..LeaderFilters::default() };
        let q = LeaderQuery { group_by: GroupBy::Task, filters: tvm };
        assert_eq!((q.query_string().as_str(), q.filter_string()), ("group_by=task&baseline=tvm", None));
        assert_eq!(GroupBy::parse("model"), GroupBy::Model);
        assert_eq!(GroupBy::parse("nonsense"), GroupBy::Device);
        assert_eq!(GroupBy::parse(GroupBy::Backend.as_str()), GroupBy::Backend);
    }

    #[test]
    fn the_transport_column_names_each_row_s_transports_and_provenance() {
        let group = |key: &str, samples: u64| LeaderGroup { key: key.into(), samples, ..LeaderGroup::default() };
        let board = |groups: Vec<LeaderGroup>| Leaderboard { groups, ..Leaderboard::default() };
        let split = RowTransports::split(&[
            (Transport::Local, board(vec![group("dev_a", 12), group("dev_b", 2)])),
            (Transport::Relay, board(vec![group("dev_a", 3)])),
            (Transport::Paired, board(vec![group("dev_c", 0)])),
        ]);
        assert_eq!(split.cell("dev_a"), "local (claimed) 12 · relay (vouched) 3");
        assert_eq!(split.cell("dev_b"), "local (claimed) 2");
        assert_eq!(split.cell("dev_c"), "-", "a group without rows has no transport");
        assert_eq!(RowTransports::All(Transport::Paired).cell("dev_a"), "paired (claimed)");
        assert_eq!(RowTransports::Grouped.cell("relay"), "relay (vouched)");
        assert_eq!(RowTransports::Grouped.cell("carrier pigeon"), "-");
        assert_eq!(RowTransports::Loading.cell("dev_a"), "…");
        assert_eq!(RowTransports::Unknown.cell("dev_a"), "?");
        let g = LeaderGroup { key: "paired".into(), ..LeaderGroup::default() };
        assert_eq!(g.link(GroupBy::Transport), "/leaderboard?group_by=device&transport=paired");
        assert_eq!(GroupBy::parse(GroupBy::Transport.as_str()), GroupBy::Transport);
        let by_transport = LeaderQuery { group_by: GroupBy::Transport, filters: LeaderFilters::default() };
        assert_eq!(by_transport.path(), "/api/leaderboard?group_by=transport");
    }

    #[test]
    fn groups_sets_and_submissions_are_shown_and_linked() {
        let device = LeaderGroup {
            key: "dev_10d31dc1f6da7f91".into(),
            label: "nvidia ampere (browserwebgpu, chromium)".into(),
            samples: 2,
            timed_samples: 2,
            median_speedup: Some(1.8),
            correct_at_1: 1.0,
            fast_at_1_0: 1.0,
            ..LeaderGroup::default()
        };
        assert_eq!(device.link(GroupBy::Device), "/device/dev_10d31dc1f6da7f91");
        assert_eq!(median_with_count(device.median_speedup, device.timed_samples), "1.80× (n=2)");
        let m = LeaderGroup { key: "gpt x".into(), ..LeaderGroup::default() };
        assert_eq!((m.link(GroupBy::Model), m.name()), ("/model?name=gpt%20x".to_string(), "gpt x"));
        assert_eq!(ratio(None), "-");
        let slow = LeaderGroup { key: "k".repeat(30), median_speedup: Some(0.5), correct_at_1: 0.5, ..LeaderGroup::default() };
        let untimed = LeaderGroup { key: "u".into(), ..LeaderGroup::default() };
        let (speed, rates) = chart_data(&[device, slow, untimed]);
        assert_eq!(speed.len(), 2, "groups without a median have no speed bar");
        assert_eq!(speed[1].label, format!("{}…", "k".repeat(17)));
        assert_eq!(rates.len(), 3);
        assert_eq!(rates[1].1, 0.5);
        assert_eq!(ratio(Some(f64::NAN)), "-");

        let metrics = ekb_wire::metrics::compute(&[]);
        let doc = SubmissionDoc {
            id: "sub_702d2e3c056c08b5d4ba".into(),
            status: SubmissionStatus::Received,
            reason: "every result is flagged".into(),
            flags: vec!["fallback_adapter".into()],
            created_at: "2026-11-30T00:00:00Z".into(),
            suite_version: "1".into(),
            suite_hash: "0".repeat(64),
            tool_version: "0.1.0".into(),
            app_version: "0.1.0".into(),
            app_commit: None,
            generation_set: "reference".into(),
            sampling: None,
            browser_engine: "chromium 131".into(),
            profile: "ci".into(),
            device: ekb_wire::api::StoredDevice::default(),
            metrics,
            samples: 2,
            flagged_samples: 2,
            results: Vec::new(),
            replayed: false,
            duplicate: false,
        };
        assert!(status_text(&doc).starts_with("received"));
        assert_eq!(submission_path(&doc.id), "/api/submissions/sub_702d2e3c056c08b5d4ba");

        let set = SetMeta {
            id: "set_0123456789abcdef".into(),
            name: "gpt-x t=0.2".into(),
            model: "gpt-x".into(),
            temperature: Some(0.2),
            date: "2026-11-29".into(),
            sample_count: 3,
            task_count: 2,
            ..SetMeta::default()
        };
        assert_eq!(set.describe(), "gpt-x t=0.2 — gpt-x, t=0.2, 2026-11-29, 3 samples over 2 tasks");
        assert_eq!(set.samples_path(), "/api/sets/set_0123456789abcdef/samples.jsonl");
    }
}
