-- 0005_confident_fast: the lower confidence bound of each timed result's speedup (the sign test
-- over its per-pair timing samples, recomputed by the server: server/src/check.rs), so the
-- leaderboard can count confident Fast@1.0 (`speedup_lower > 1`) next to the point estimate
-- (`speedup > 1`). NULL for rows stored before it (never confident) and for untimed rows.
ALTER TABLE results ADD COLUMN speedup_lower DOUBLE PRECISION;

-- The leaderboard's aggregates count confident Fast@1.0 as they count Fast@1.0: per cell the
-- correct timed rows with `speedup_lower > 1`, per device the per-task pass@1 mean. Rebuilt from
-- the results below (built = 0), so rows stored before count as not confident.
ALTER TABLE leader_cells ADD COLUMN fast_confident BIGINT NOT NULL DEFAULT 0;
ALTER TABLE leader_device_totals ADD COLUMN fast_at_1_0_confident DOUBLE PRECISION NOT NULL DEFAULT 0;
UPDATE leader_state SET value = 0 WHERE name = 'built';
