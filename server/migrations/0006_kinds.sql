-- 0006_kinds: each result's kernel kind (`wgsl`, `opencl`, `c`; wire/src/kind.rs), the backend of
-- the device that ran it (normalised as `submissions.backend`: `vulkan`, `gl`, `browserwebgpu`,
-- `opencl`, `cpu`, …) and whether its task had a reference kernel of that kind to time it against
-- (`reference`, or `none`: checked, not timed, left out of Fast@p). Rows stored before are WGSL
-- timed against the reference, on their submission's backend.
ALTER TABLE results ADD COLUMN kind TEXT NOT NULL DEFAULT 'wgsl';
ALTER TABLE results ADD COLUMN backend TEXT;
ALTER TABLE results ADD COLUMN baseline TEXT NOT NULL DEFAULT 'reference';
UPDATE results SET backend = (SELECT s.backend FROM submissions s WHERE s.id = results.submission_id);

-- The leaderboard's kind filter and its kind and backend groupings read the rows (docs/SERVER.md,
-- "Two paths"). So does every answer once `needs_rows` is 1: a stored row without a baseline (the
-- aggregate tables count every task in Fast@p) or on another backend than its submission's (a
-- samples file mixing kinds: the tables filter by the submission's backend). Set on insert.
CREATE INDEX results_kind ON results (kind, backend);
INSERT INTO leader_state (name, value) VALUES ('needs_rows', 0);
