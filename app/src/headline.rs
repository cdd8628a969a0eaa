//! The landing page's leaderboard figures, browser-independent and unit-tested natively: how many
//! devices and results the leaderboard lists, the best Correct@1 and confident Fast@1.0 among its
//! devices, and where this device stands — all read from two answers of `GET /api/leaderboard`
//! grouped by device (the default board, and the same with `include_flagged=true`).

use crate::logic::count;
use crate::remote::{GroupView, LeaderGroup, Leaderboard};

/// The device with the highest value of one figure.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Best {
    /// Its device id (`dev_…`), for its page.
    pub key: String,
    /// Its label.
    pub label: String,
    /// The figure.
    pub value: f64,
}

/// Where one device stands on the board.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Standing {
    /// 1-based place in the board's order (confident Fast@1.0, Fast@1.0, Correct@1, samples).
    pub rank: usize,
    /// Devices on that board.
    pub of: usize,
    /// The device's row.
    pub group: LeaderGroup,
    /// Whether it stands only on the board with flagged results (the default board leaves it out).
    pub flagged: bool,
}

/// The landing page's figures.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Headline {
    /// Devices on the default board (unflagged results).
    pub devices: usize,
    /// Results on the default board.
    pub results: u64,
    /// Devices counting flagged results too.
    pub devices_with_flagged: usize,
    /// Results counting flagged ones too.
    pub results_with_flagged: u64,
    /// The highest Correct@1 on the default board.
    pub best_correct: Option<Best>,
    /// The highest confident Fast@1.0 on the default board.
    pub best_fast: Option<Best>,
    /// This device's place, when it has a row on either board.
    pub this_device: Option<Standing>,
}

/// The group with the highest `figure` (the board's first on a tie), or `None` on an empty board.
fn best(groups: &[LeaderGroup], figure: fn(&LeaderGroup) -> f64) -> Option<Best> {
    let mut top: Option<&LeaderGroup> = None;
    for g in groups {
        if top.is_none_or(|t| figure(g) > figure(t)) {
            top = Some(g);
        }
    }
    top.map(|g| Best { key: g.key.clone(), label: g.name().to_string(), value: figure(g) })
}

/// The place of device `id` on `board`.
fn standing(board: &Leaderboard, id: &str, flagged: bool) -> Option<Standing> {
    let i = board.groups.iter().position(|g| g.key == id)?;
    Some(Standing { rank: i + 1, of: board.groups.len(), group: board.groups[i].clone(), flagged })
}

/// The figures of the default board `listed` and the board with flagged results `with_flagged`
/// (both grouped by device); `this_device` is this device's id when it has submitted.
pub(crate) fn headline(listed: &Leaderboard, with_flagged: &Leaderboard, this_device: Option<&str>) -> Headline {
    Headline {
        devices: listed.groups.len(),
        results: listed.rows,
        devices_with_flagged: with_flagged.groups.len(),
        results_with_flagged: with_flagged.rows,
        best_correct: best(&listed.groups, |g| g.correct_at_1),
        best_fast: best(&listed.groups, |g| g.fast_at_1_0_confident),
        this_device: this_device.and_then(|id| standing(listed, id, false).or_else(|| standing(with_flagged, id, true))),
    }
}

/// `#2 of 5 devices · Correct@1 0.950 · Fast@1.0 0.410 (confident), 0.500 (point)`, and for a
/// device standing only with flagged results, that it is ranked among them.
pub(crate) fn standing_text(s: &Standing) -> String {
    let g = &s.group;
    let among = if s.flagged { " counting flagged results" } else { "" };
    format!(
        "#{} of {}{among} · Correct@1 {:.3} · Fast@1.0 {:.3} (confident), {:.3} (point) · {}",
        s.rank,
        count(s.of as u64, "device"),
        g.correct_at_1,
        g.fast_at_1_0_confident,
        g.fast_at_1_0,
        count(g.samples, "result")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn device(key: &str, correct: f64, fast: f64) -> LeaderGroup {
        LeaderGroup {
            key: key.into(),
            label: format!("{key} label"),
            samples: 4,
            correct_at_1: correct,
            fast_at_1_0_confident: fast,
            fast_at_1_0: fast,
            ..LeaderGroup::default()
        }
    }

    fn board(rows: u64, groups: Vec<LeaderGroup>) -> Leaderboard {
        Leaderboard { rows, groups, ..Leaderboard::default() }
    }

    #[test]
    fn figures_best_devices_and_this_device_s_place() {
        // The server's order: confident Fast@1.0 first, so the best Correct@1 may be further down.
        let listed = board(12, vec![device("dev_a", 0.5, 0.5), device("dev_b", 1.0, 0.25), device("dev_c", 1.0, 0.0)]);
        let flagged =
            board(20, vec![device("dev_a", 0.5, 0.5), device("dev_b", 1.0, 0.25), device("dev_c", 1.0, 0.0), device("dev_sw", 1.0, 0.0)]);
        let h = headline(&listed, &flagged, Some("dev_b"));
        assert_eq!((h.devices, h.results, h.devices_with_flagged, h.results_with_flagged), (3, 12, 4, 20));
        assert_eq!(h.best_correct, Some(Best { key: "dev_b".into(), label: "dev_b label".into(), value: 1.0 }), "the first of a tie");
        assert_eq!(h.best_fast.as_ref().map(|b| b.key.as_str()), Some("dev_a"));
        let me = h.this_device.expect("listed");
        assert_eq!((me.rank, me.of, me.flagged), (2, 3, false));
        assert_eq!(standing_text(&me), "#2 of 3 devices · Correct@1 1.000 · Fast@1.0 0.250 (confident), 0.250 (point) · 4 results");
        let alone = Standing { rank: 1, of: 1, group: LeaderGroup { samples: 1, ..device("dev_x", 1.0, 0.0) }, flagged: false };
        assert_eq!(standing_text(&alone), "#1 of 1 device · Correct@1 1.000 · Fast@1.0 0.000 (confident), 0.000 (point) · 1 result");

        let sw = headline(&listed, &flagged, Some("dev_sw")).this_device.expect("on the flagged board");
        assert_eq!((sw.rank, sw.of, sw.flagged), (4, 4, true));
        assert!(standing_text(&sw).starts_with("#4 of 4 devices counting flagged results · "));
        assert_eq!(headline(&listed, &flagged, Some("dev_gone")).this_device, None);
        assert_eq!(headline(&listed, &flagged, None).this_device, None);

        let empty = headline(&board(0, vec![]), &board(0, vec![]), Some("dev_a"));
        assert_eq!((empty.devices, empty.best_correct, empty.best_fast, empty.this_device), (0, None, None, None));
    }
}
