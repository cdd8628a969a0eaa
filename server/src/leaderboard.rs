//! `GET /api/leaderboard?group_by=device|model|task|backend|kind|transport&level=&domain=&backend=&kind=&transport=&include_flagged=&device=&model=&suite=&baseline=`
//!
//! Aggregates the stored, server-checked result rows (never a client's aggregates) per group:
//! sample and submission counts, Correct@1, Fast@1.0 and the geometric-mean speedup
//! ([`ekb_wire::metrics::compute`] over the group's rows), and the median speedup of the correct
//! timed rows with its count. Rows of rejected submissions never count; flagged rows only with
//! `include_flagged=true`. `device=dev_…` and `model=NAME` keep one device's or one model's rows
//! (the app's device and model pages: `group_by=task&device=…`). `kind=wgsl|opencl|c` keeps one
//! kind's rows; `group_by=backend` and `group_by=kind` group by the backend of the device that ran
//! each row and the candidate's kind; `transport=local|relay|paired` and `group_by=transport` by
//! how that device was reached (docs/SCHEMA.md, "Naming"). Each row counts for the device that ran it (a samples file
//! mixing kinds runs C on the host CPU). Fast@p counts only rows timed against a baseline
//! (`baseline = 'reference'`); Correct@k counts every row. `baseline=tvm` takes Fast@p and the
//! speedups against TVM's kernels instead (rows timed with `--baseline tvm`, docs/TVM.md),
//! answered from the rows; the two are never mixed in one answer. Every answer is one suite's rows
//! (`suite=`, default the server's: [`crate::suites`]), named in its `suite` field. Groups are
//! sorted by confident Fast@1.0, then Fast@1.0, then Correct@1, then sample count.
//! The numbers come from aggregates kept as submissions are stored ([`crate::db::leader_query`]),
//! equal to [`aggregate`] over the rows. Answers are cached until the next stored submission
//! ([`crate::cache`]).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::Json;
use ekb_wire::api::{LeaderFilters, Leaderboard};
use serde_json::Value;

use crate::db::leader_query::{groups, groups_from_rows};
use crate::db::results::RowFilter;
use crate::error::AppError;
use crate::AppState;

/// The query parameters shared by the leaderboard and the export, parsed with errors naming the
/// parameter; `extra` lists further names the caller accepts (returned in order of `extra`).
///
/// # Errors
/// 400 naming the parameter that is malformed or unknown.
pub fn filter(
    q: Result<Query<Vec<(String, String)>>, QueryRejection>,
    extra: &[&str],
) -> Result<(RowFilter, Vec<Option<String>>), AppError> {
    let Query(pairs) = q.map_err(|e| AppError::BadRequest { message: format!("malformed query: {e}"), field: None })?;
    let mut f = RowFilter::default();
    let mut extras = vec![None; extra.len()];
    let mut seen = std::collections::HashSet::new();
    for (k, v) in pairs {
        let name: String = k.chars().take(64).collect();
        if !seen.insert(k.clone()) {
            return Err(AppError::bad_request(name.clone(), format!("`{name}` is given more than once")));
        }
        // Filters are compared with stored text: control characters (NUL included, which
        // PostgreSQL cannot even hold) never match anything, so they are refused.
        if v.chars().any(char::is_control) {
            return Err(AppError::bad_request(name.clone(), format!("`{name}` contains control characters")));
        }
        match k.as_str() {
            "level" => {
                f.level = Some(
                    v.parse::<i64>()
                        .ok()
                        .filter(|l| (1..=3).contains(l))
                        .ok_or_else(|| AppError::bad_request("level", "level must be 1, 2 or 3"))?,
                );
            }
            "domain" | "backend" => {
                let v = v.trim().to_lowercase();
                if v.is_empty() || v.chars().count() > 64 {
                    return Err(AppError::bad_request(k.clone(), format!("{k} must be 1–64 characters")));
                }
                if k == "domain" {
                    f.domain = Some(v);
                } else {
                    f.backend = Some(crate::device_key::norm_backend(&v));
                }
            }
            "transport" => {
                let t: ekb_wire::report::Transport = v
                    .trim()
                    .to_lowercase()
                    .parse()
                    .map_err(|_| AppError::bad_request("transport", "transport must be local, relay or paired"))?;
                if f.transport.as_deref().is_some_and(|p| p != t.name()) || (f.claimed && t == ekb_wire::report::Transport::Relay) {
                    return Err(AppError::bad_request("transport", "transport and provenance disagree"));
                }
                f.transport = Some(t.name().to_string());
            }
            "provenance" => {
                // Only a tracker device's relay job is vouched for, and only a vouched result is
                // stored with transport `relay` (`crate::provenance`): vouched is `relay`, claimed
                // is `local` or `paired` (a paired tab's report is that tab's word).
                let p: ekb_wire::api::Provenance = serde_json::from_value(Value::String(v.trim().to_lowercase()))
                    .map_err(|_| AppError::bad_request("provenance", "provenance must be vouched or claimed"))?;
                match p {
                    ekb_wire::api::Provenance::Vouched => {
                        if f.transport.as_deref().is_some_and(|given| given != "relay") {
                            return Err(AppError::bad_request("provenance", "provenance vouched means transport relay"));
                        }
                        f.transport = Some("relay".to_string());
                    }
                    ekb_wire::api::Provenance::Claimed => {
                        if f.transport.as_deref() == Some("relay") {
                            return Err(AppError::bad_request("provenance", "provenance claimed means transport local or paired"));
                        }
                        f.claimed = true;
                    }
                }
            }
            "kind" => {
                let k =
                    v.trim().to_lowercase().parse::<ekb_wire::kind::Kind>().map_err(|e| AppError::bad_request("kind", e.to_string()))?;
                f.kind = Some(k.name().to_string());
            }
            "device" | "model" => {
                // Kept exactly (spaces included): device ids and model names are stored so.
                if v.is_empty() || v.chars().count() > 128 {
                    return Err(AppError::bad_request(k.clone(), format!("{k} must be 1–128 characters")));
                }
                if k == "device" {
                    f.device = Some(v);
                } else {
                    f.model = Some(v);
                }
            }
            "suite" => {
                // Resolved against the stored suites by the caller ([`crate::suites::resolve`]).
                if v.trim().is_empty() || v.chars().count() > 64 {
                    return Err(AppError::bad_request("suite", "suite must be a suite version or a 64-digit suite hash"));
                }
                f.suite = Some(v.trim().to_string());
            }
            "include_flagged" => {
                f.include_flagged = match v.as_str() {
                    "true" | "1" => true,
                    "false" | "0" | "" => false,
                    _ => return Err(AppError::bad_request("include_flagged", "include_flagged must be true or false")),
                };
            }
            other => match extra.iter().position(|e| *e == other) {
                Some(i) => extras[i] = Some(v),
                None => {
                    return Err(AppError::bad_request(
                        other.chars().take(64).collect::<String>(),
                        format!("unknown query parameter `{}`", other.chars().take(64).collect::<String>()),
                    ))
                }
            },
        }
    }
    Ok((f, extras))
}

/// The order of groups and the reference computation over rows live below the database layer
/// ([`crate::db::aggregate`]), which reads them; re-exported under their old paths.
pub use crate::db::aggregate::{aggregate, sort};
pub use crate::db::leader_query::GroupBy;

/// `GET /api/leaderboard`.
///
/// # Errors
/// 400 naming a bad query parameter.
pub async fn show(State(state): State<AppState>, q: Result<Query<Vec<(String, String)>>, QueryRejection>) -> Result<Json<Value>, AppError> {
    let (mut f, extras) = filter(q, &["group_by", "baseline"])?;
    f.against = match extras[1].as_deref().map(|b| b.trim().to_lowercase()) {
        None => ekb_wire::report::Baseline::Reference,
        Some(b) if b == "reference" => ekb_wire::report::Baseline::Reference,
        Some(b) if b == "tvm" => ekb_wire::report::Baseline::Tvm,
        Some(_) => return Err(AppError::bad_request("baseline", "baseline must be reference or tvm")),
    };
    let group_by = match extras[0].as_deref().unwrap_or("device") {
        "device" => GroupBy::Device,
        "model" => GroupBy::Model,
        "task" => GroupBy::Task,
        "backend" => GroupBy::Backend,
        "kind" => GroupBy::Kind,
        "transport" => GroupBy::Transport,
        _ => return Err(AppError::bad_request("group_by", "group_by must be device, model, task, backend, kind or transport")),
    };
    let suite = crate::suites::resolve(state.db(), f.suite.as_deref()).await?;
    let f = RowFilter { suite: Some(suite.hash.clone()), ..f };
    let name = group_by.name();
    let key = format!("leaderboard {name} {f:?}");
    let value = state
        .reads()
        .get_or_compute(&key, || async {
            let rows_filter = RowFilter { listed_only: false, ..f.clone() };
            // The aggregate tables count Fast@p against the reference; another baseline is
            // answered from the rows ([`groups_from_rows`], the same computation).
            let (rows, mut groups) = if f.against.is_reference() {
                groups(state.db(), group_by, &rows_filter).await?
            } else {
                groups_from_rows(state.db(), group_by, &rows_filter).await?
            };
            sort(&mut groups);
            let board = Leaderboard {
                group_by: name.to_string(),
                filters: LeaderFilters {
                    level: f.level.and_then(|l| u8::try_from(l).ok()),
                    domain: f.domain.clone(),
                    backend: f.backend.clone(),
                    include_flagged: f.include_flagged,
                    device: f.device.clone(),
                    model: f.model.clone(),
                    // Normalised to wire names by `filter`: they parse.
                    kind: f.kind.as_deref().and_then(|k| k.parse().ok()),
                    transport: f.transport.as_deref().and_then(|t| t.parse().ok()),
                    claimed: f.claimed,
                    baseline: f.against,
                },
                suite: Some(suite.clone()),
                rows,
                groups,
            };
            serde_json::to_value(board).map_err(|e| AppError::Internal(format!("serialising the leaderboard: {e}")))
        })
        .await?;
    Ok(Json(Value::clone(&value)))
}
