//! The leaderboard's groups computed from the result rows themselves ([`aggregate`]) and their
//! order ([`sort`]): what `GET /api/leaderboard` answered before it read aggregates, kept as the
//! oracle ([`crate::db::leader_query::groups_from_rows`]) that the aggregate tests and the benchmark
//! compare [`crate::db::leader_query::groups`] with. Below the handler ([`crate::leaderboard`]),
//! which re-exports both.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use ekb_eval::timing::median;
use ekb_wire::api::LeaderGroup;
use ekb_wire::metrics::{compute, SampleOutcome};

use crate::db::leader_query::GroupBy;
use crate::db::results::{DeviceLabel, LeaderRow};

/// Best first: confident Fast@1.0, then Fast@1.0, then Correct@1, then sample count (a stable sort
/// of groups in key order).
pub fn sort(groups: &mut [LeaderGroup]) {
    groups.sort_by(|a, b| {
        b.fast_at_1_0_confident
            .total_cmp(&a.fast_at_1_0_confident)
            .then(b.fast_at_1_0.total_cmp(&a.fast_at_1_0))
            .then(b.correct_at_1.total_cmp(&a.correct_at_1))
            .then(b.samples.cmp(&a.samples))
    });
}

/// One [`LeaderGroup`] per group, sorted best first; `labels` describe devices (for `Device`).
///
/// The reference computation over the rows themselves ([`crate::db::results::leader_rows`],
/// [`crate::db::results::device_labels`]): what
/// the endpoint answered before it read aggregates, kept as the oracle the aggregate tests compare
/// [`crate::db::leader_query::groups`] with. It costs ≈ 10 µs per row (docs/SERVER.md).
pub fn aggregate(rows: &[LeaderRow], by: GroupBy, labels: &HashMap<String, DeviceLabel>) -> Vec<LeaderGroup> {
    let mut groups: BTreeMap<&str, Vec<&LeaderRow>> = BTreeMap::new();
    for r in rows {
        let k = match by {
            GroupBy::Device => r.device_id.as_str(),
            GroupBy::Model => r.model.as_str(),
            GroupBy::Task => r.task_id.as_str(),
            GroupBy::Backend => r.backend.as_str(),
            GroupBy::Kind => r.kind.as_str(),
            GroupBy::Transport => r.transport.as_str(),
        };
        groups.entry(k).or_default().push(r);
    }
    let mut out: Vec<LeaderGroup> = groups
        .into_iter()
        .map(|(key, rows)| {
            let outcomes: Vec<SampleOutcome> = rows
                .iter()
                .map(|r| {
                    let (level, domain) = ::kernels::get(&r.task_id).map_or((0, String::new()), |t| (t.spec.level, t.spec.domain.clone()));
                    SampleOutcome {
                        task: r.task_id.clone(),
                        level,
                        domain,
                        correct: r.correct,
                        speedup: r.speedup,
                        speedup_lower: r.speedup_lower,
                        has_baseline: r.has_baseline,
                    }
                })
                .collect();
            let m = compute(&outcomes);
            let speedups: Vec<f64> = rows.iter().filter(|r| r.correct && r.has_baseline).filter_map(|r| r.speedup).collect();
            let distinct = |f: &dyn Fn(&LeaderRow) -> &str| rows.iter().map(|r| f(r)).collect::<BTreeSet<_>>().len() as u64;
            let g = LeaderGroup {
                key: key.to_string(),
                label: String::new(),
                samples: rows.len() as u64,
                submissions: distinct(&|r| &r.submission_id),
                tasks: m.tasks as u64,
                correct_at_1: m.correct_at_1,
                fast_at_1_0: m.fast_at_1_0,
                fast_at_1_0_confident: m.fast_at_1_0_confident,
                geomean_speedup: m.geomean_speedup,
                median_speedup: (!speedups.is_empty()).then(|| median(&speedups)),
                timed_samples: speedups.len() as u64,
                ..LeaderGroup::default()
            };
            match by {
                GroupBy::Device => {
                    let d = labels.get(key).cloned().unwrap_or_default();
                    LeaderGroup {
                        label: d.label,
                        backend: Some(d.backend),
                        engine: Some(d.engine),
                        confirmed_models: d.confirmed_models.into_iter().collect(),
                        models: Some(distinct(&|r| &r.model)),
                        ..g
                    }
                }
                GroupBy::Model => LeaderGroup { label: key.to_string(), devices: Some(distinct(&|r| &r.device_id)), ..g },
                GroupBy::Backend => LeaderGroup {
                    label: key.to_string(),
                    backend: Some(key.to_string()),
                    devices: Some(distinct(&|r| &r.device_id)),
                    models: Some(distinct(&|r| &r.model)),
                    ..g
                },
                GroupBy::Kind | GroupBy::Transport => LeaderGroup {
                    label: key.to_string(),
                    devices: Some(distinct(&|r| &r.device_id)),
                    models: Some(distinct(&|r| &r.model)),
                    ..g
                },
                GroupBy::Task => {
                    let t = ::kernels::get(key);
                    LeaderGroup {
                        label: t.map_or(key, |t| t.spec.title.as_str()).to_string(),
                        level: t.map(|t| t.spec.level),
                        domain: t.map(|t| t.spec.domain.clone()),
                        devices: Some(distinct(&|r| &r.device_id)),
                        models: Some(distinct(&|r| &r.model)),
                        ..g
                    }
                }
            }
        })
        .collect();
    sort(&mut out);
    out
}
