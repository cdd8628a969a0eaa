-- 0003_leaderboard_median_buckets: exact medians without walking half of a group's timed rows.
-- Every timed speedup gets a bucket (server/src/db/leader_cells.rs `bucket`: the top 14 bits of
-- the speedup's order-preserving 64-bit key, four buckets per factor of two, never smaller for a
-- larger speedup). `leader_buckets` counts the timed rows per group and bucket, so the median's
-- bucket and its rank inside it come from the counts, and only that bucket's rows are walked.
-- Maintained in the submission's transaction and by the rebuild, like the other aggregates; the
-- rows already stored get their buckets from the rebuild this migration asks for (built = 0).

ALTER TABLE leader_timed ADD COLUMN bucket BIGINT NOT NULL DEFAULT 0;

-- Timed correct rows per (grouping, group, backend, level, domain, flagged, bucket). `by_col` is
-- the grouping: 0 device (grp = device_id), 1 model, 2 task (grp = task_id). Level and domain are
-- kept for tasks only (where the task decides them); device and model rows have level 0 and
-- domain '', so a device or model grouping filtered by level or domain walks instead.
CREATE TABLE leader_buckets (
    by_col BIGINT NOT NULL,
    grp TEXT NOT NULL,
    backend TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    bucket BIGINT NOT NULL,
    timed BIGINT NOT NULL,
    PRIMARY KEY (by_col, grp, backend, level, domain, flagged, bucket)
);

-- The walk inside one bucket, (group column, bucket, speedup, filter columns), which also serves
-- a whole-group walk in (bucket, speedup) order; they replace the (group column, speedup, …) ones.
CREATE INDEX leader_timed_device_bucket ON leader_timed (device_id, bucket, speedup, flagged, level, domain, backend);
CREATE INDEX leader_timed_model_bucket ON leader_timed (model, bucket, speedup, flagged, level, domain, backend);
CREATE INDEX leader_timed_task_bucket ON leader_timed (task_id, bucket, speedup, flagged, level, domain, backend);
DROP INDEX leader_timed_device;
DROP INDEX leader_timed_model;
DROP INDEX leader_timed_task;

UPDATE leader_state SET value = 0 WHERE name = 'built';
