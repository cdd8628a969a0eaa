-- 0004_leaderboard_device_totals: the default leaderboard (grouped by device, no filter but
-- include_flagged) in O(devices). One row per (device, with_flagged) holding that device's row of
-- the answer but its median and labels: `with_flagged` 0 counts unflagged rows only, 1 every row.
-- The numbers are the ones the per-(device, task) sums of `leader_cells` and the distinct counts
-- of `leader_subs` give (server/src/db/leader_query.rs), computed by the same code and stored:
-- Correct@1 and Fast@1.0 (the per-task pass@1 means, not additive over submissions), the sum of
-- logarithms as summed per task. Recomputed from the device's cells and `leader_subs` rows inside
-- the transaction of each stored (non-rejected) submission of the device, whose first statement
-- locks the device's two rows (so concurrent PostgreSQL writers of one device recompute in turn);
-- a row with samples = 0 is such a lock holder for a device without rows in that scope (only
-- flagged rows) and is no group. Rebuilt with the other aggregates (built = 0 below).
CREATE TABLE leader_device_totals (
    with_flagged BIGINT NOT NULL,
    device_id TEXT NOT NULL,
    samples BIGINT NOT NULL,
    submissions BIGINT NOT NULL,
    tasks BIGINT NOT NULL,
    models BIGINT NOT NULL,
    correct_at_1 DOUBLE PRECISION NOT NULL,
    fast_at_1_0 DOUBLE PRECISION NOT NULL,
    timed BIGINT NOT NULL,
    logs BIGINT NOT NULL,
    log_sum DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (with_flagged, device_id)
);

UPDATE leader_state SET value = 0 WHERE name = 'built';
