//! The side-by-side report of the Remote devices page as data (the page is `ui::side_by_side`):
//! this visit's runs as one-sample reports grouped by kernel, and the rows of one task's table
//! ([`ekb_wire::side_by_side`], the view `ekb side-by-side` prints; docs/APP.md, "Side by side").

use ekb_wire::kind::Kind;
use ekb_wire::report::{Baseline, SampleEntry, SampleReport, SuiteReport};
use ekb_wire::side_by_side::{row_order, SideBySide};
use ekb_wire::transport::Transport;
use sha2::Digest;

/// The sample id this page gives a kernel: `kernel-` and the first 12 hex digits of the SHA-256 of
/// its text, so one kernel's runs on several devices fall in one group.
pub(crate) fn kernel_id(source: &str) -> String {
    let hex: String = sha2::Sha256::digest(source.as_bytes()).iter().take(6).map(|b| format!("{b:02x}")).collect();
    format!("kernel-{hex}")
}

/// One run of this visit as a one-sample report labelled `label`.
pub(crate) fn one_run(label: String, source: &str, report: &SampleReport, transport: Transport) -> (String, SuiteReport) {
    let task = kernels::summary(&report.task);
    let entry = SampleEntry {
        sample_id: kernel_id(source),
        task_id: report.task.clone(),
        model: String::new(),
        level: task.map_or(0, |t| t.level),
        domain: task.map(|t| t.domain.to_string()).unwrap_or_default(),
        report: report.clone(),
    };
    let suite = SuiteReport::new(
        kernels::SUITE_VERSION,
        &kernels::suite_hash(),
        env!("CARGO_PKG_VERSION"),
        report.profile,
        report.seed,
        None,
        vec![entry],
    )
    .with_transport(transport);
    (label, suite)
}

/// The rows of every group of `view` for `task` and `kind`, one table in [`row_order`]: cells in
/// the order of [`HEADER`] (the kernel's sample id first, so different kernels stay apart).
pub(crate) fn table_rows(view: &SideBySide, task: &str, kind: Kind) -> Vec<[String; 10]> {
    let ms = |v: Option<f64>| v.map_or_else(|| "—".to_string(), |v| format!("{v:.4}"));
    let x = |v: Option<f64>| v.map_or_else(|| "—".to_string(), |v| format!("{v:.2}×"));
    let mut rows: Vec<_> =
        view.groups.iter().filter(|g| g.task_id == task && g.kind == kind).flat_map(|g| g.rows.iter().map(move |r| (g, r))).collect();
    // Local, relay, paired, as within a group, whatever the kernel.
    ekb_wire::sort::sort_by(&mut rows, |a, b| row_order(a.1, b.1));
    rows.into_iter()
        .map(|(g, r)| {
            let d = &r.device;
            [
                g.sample_id.clone(),
                format!("{}{}", if d.name.is_empty() { "unnamed" } else { &d.name }, if d.is_fallback { " (software)" } else { "" }),
                d.backend.clone(),
                d.transport.name().to_string(),
                match r.baseline {
                    Baseline::None => Baseline::None.describe().to_string(),
                    b => b.name().to_string(),
                },
                r.verdict.clone(),
                format!("{}{}", x(r.speedup), if r.noisy { " (noisy)" } else { "" }),
                x(r.speedup_lower),
                ms(r.candidate_ms),
                d.source.clone(),
            ]
        })
        .collect()
}

/// The table's columns.
pub(crate) const HEADER: [&str; 10] =
    ["kernel", "device", "backend", "transport", "baseline", "verdict", "speedup", "confident ≥", "candidate ms", "from"];

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_wire::report::Verdict;
    use ekb_wire::side_by_side::side_by_side;
    use ekb_wire::timing::Profile;

    #[test]
    fn one_kernel_on_two_devices_is_one_group_of_two_rows() {
        let src = "@compute @workgroup_size(1) fn main() {}";
        let r = SampleReport::without_run("l1_vector_add", Verdict::Pass, "ok".into(), Vec::new(), Profile::Ci);
        let runs = vec![one_run("relay rasp".into(), src, &r, Transport::Relay), one_run("this browser".into(), src, &r, Transport::Local)];
        let v = side_by_side(&runs);
        assert_eq!(v.groups.len(), 1);
        assert_eq!(v.groups[0].sample_id, kernel_id(src));
        let rows = table_rows(&v, "l1_vector_add", Kind::Wgsl);
        assert_eq!((rows.len(), rows[0][3].as_str(), rows[1][3].as_str()), (2, "local", "relay"), "this browser first");
        assert_eq!((rows[0][0].as_str(), rows[0][9].as_str()), (kernel_id(src).as_str(), "this browser"));
        assert_ne!(kernel_id(src), kernel_id("another"), "different kernels are different groups");
        assert!(table_rows(&v, "l1_vector_add", Kind::C).is_empty(), "another kind: another table");
        assert!(table_rows(&v, "l1_relu", Kind::Wgsl).is_empty());
    }
}
