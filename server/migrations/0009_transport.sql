-- 0009_transport: one naming scheme (docs/SCHEMA.md, "Naming"; issue 14). `backend` is the device
-- API, `transport` how the device was reached, `kind` the candidate language; no composite names.
-- (0008 is the relay's jobs, 0008_relay_jobs.sql.)
-- * `submissions.transport` and `results.transport`: `local` (this process or browser tab; every
--   row stored before), `relay` (through the relay's TVM RPC sessions), `paired` (later): the
--   report's `transport`, kept per row.
-- * WebGPU has one spelling, `webgpu`: rows stored as wgpu's `browserwebgpu` are renamed, in the
--   backend columns, the device keys and labels. Device ids stay as they were (the id hashes the
--   key with the old spelling: server/src/device_key.rs), so a browser device keeps its pages.
-- * Every aggregate table is keyed by the row's transport as well (the leaderboard's `transport=`
--   filter and `group_by=transport`); the tables are recreated empty and rebuilt from the rows at
--   start (built = 0), as 0007 did.
ALTER TABLE submissions ADD COLUMN transport TEXT NOT NULL DEFAULT 'local';
ALTER TABLE results ADD COLUMN transport TEXT NOT NULL DEFAULT 'local';
UPDATE submissions SET backend = 'webgpu', device_key = REPLACE(device_key, '|browserwebgpu|', '|webgpu|'),
    device_label = REPLACE(device_label, '(browserwebgpu, ', '(webgpu, ') WHERE backend = 'browserwebgpu';
UPDATE results SET backend = 'webgpu' WHERE backend = 'browserwebgpu';
UPDATE results SET device_label = REPLACE(device_label, '(browserwebgpu, ', '(webgpu, ') WHERE device_label LIKE '%(browserwebgpu, %';

DROP TABLE leader_cells;
DROP TABLE leader_timed;
DROP TABLE leader_buckets;
DROP TABLE leader_subs;
DROP TABLE leader_overlaps;
DROP TABLE leader_device_totals;
DELETE FROM leader_devices;
DELETE FROM leader_state WHERE name = 'needs_rows';

-- Counts per cell; `scope` as in 0002 (0 device and model kept, 1 model rolled up, 2 device rolled
-- up, 3 both). `based` counts the rows whose task had a baseline of their kind; `fast`,
-- `fast_confident` and `timed` count only those.
CREATE TABLE leader_cells (
    suite_hash TEXT NOT NULL,
    scope BIGINT NOT NULL,
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    kind TEXT NOT NULL,
    transport TEXT NOT NULL,
    task_id TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    samples BIGINT NOT NULL,
    correct BIGINT NOT NULL,
    based BIGINT NOT NULL,
    fast BIGINT NOT NULL,
    fast_confident BIGINT NOT NULL,
    timed BIGINT NOT NULL,
    logs BIGINT NOT NULL,
    log_sum DOUBLE PRECISION NOT NULL,
    submissions BIGINT NOT NULL,
    PRIMARY KEY (suite_hash, scope, device_id, model, backend, kind, transport, task_id, level, domain, flagged)
);

CREATE INDEX leader_cells_model ON leader_cells (suite_hash, scope, model);

-- One row per correct timed result with a baseline, for exact medians (0002, 0003).
CREATE TABLE leader_timed (
    suite_hash TEXT NOT NULL,
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    kind TEXT NOT NULL,
    transport TEXT NOT NULL,
    task_id TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    speedup DOUBLE PRECISION NOT NULL,
    bucket BIGINT NOT NULL
);

CREATE INDEX leader_timed_device_bucket ON leader_timed (suite_hash, device_id, bucket, speedup, flagged, level, domain, backend, kind, transport);
CREATE INDEX leader_timed_model_bucket ON leader_timed (suite_hash, model, bucket, speedup, flagged, level, domain, backend, kind, transport);
CREATE INDEX leader_timed_task_bucket ON leader_timed (suite_hash, task_id, bucket, speedup, flagged, level, domain, backend, kind, transport);
CREATE INDEX leader_timed_backend_bucket ON leader_timed (suite_hash, backend, bucket, speedup, flagged, level, domain, kind, transport);
CREATE INDEX leader_timed_transport_bucket ON leader_timed (suite_hash, transport, bucket, speedup, flagged, level, domain, backend, kind);
CREATE INDEX leader_timed_kind_bucket ON leader_timed (suite_hash, kind, bucket, speedup, flagged, level, domain, backend, transport);
CREATE INDEX leader_timed_device_model ON leader_timed (suite_hash, device_id, model, speedup, flagged, level, domain, transport);
CREATE INDEX leader_timed_device_task ON leader_timed (suite_hash, device_id, task_id, speedup, flagged, level, domain, transport);
CREATE INDEX leader_timed_model_task ON leader_timed (suite_hash, model, task_id, speedup, flagged, level, domain, backend, transport);

-- Timed rows per (suite, grouping, group, backend, kind, transport, level, domain, flagged, bucket); `by_col`
-- 0 device, 1 model, 2 task (level and domain kept), 3 backend, 4 kind, 5 transport.
CREATE TABLE leader_buckets (
    suite_hash TEXT NOT NULL,
    by_col BIGINT NOT NULL,
    grp TEXT NOT NULL,
    backend TEXT NOT NULL,
    kind TEXT NOT NULL,
    transport TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    bucket BIGINT NOT NULL,
    timed BIGINT NOT NULL,
    PRIMARY KEY (suite_hash, by_col, grp, backend, kind, transport, level, domain, flagged, bucket)
);

-- Distinct submissions, models and devices: one row per (suite, submission, model, flagged,
-- device, backend, kind, transport) with the (level, domain) pairs of those rows (escaped as in 0002).
CREATE TABLE leader_subs (
    suite_hash TEXT NOT NULL,
    submission_id TEXT NOT NULL,
    model TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    device_id TEXT NOT NULL,
    backend TEXT NOT NULL,
    kind TEXT NOT NULL,
    transport TEXT NOT NULL,
    pairs TEXT NOT NULL,
    PRIMARY KEY (suite_hash, submission_id, model, flagged, device_id, backend, kind, transport)
);

CREATE INDEX leader_subs_device ON leader_subs (suite_hash, device_id);
CREATE INDEX leader_subs_model ON leader_subs (suite_hash, model);

-- The cells of each (submission, task) whose rows fall in more than one cell (0002).
CREATE TABLE leader_overlaps (
    suite_hash TEXT NOT NULL,
    submission_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    kind TEXT NOT NULL,
    transport TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL
);

CREATE INDEX leader_overlaps_task ON leader_overlaps (suite_hash, task_id);

-- The default leaderboard's device rows (0004, 0005), per suite.
CREATE TABLE leader_device_totals (
    suite_hash TEXT NOT NULL,
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
    fast_at_1_0_confident DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (suite_hash, with_flagged, device_id)
);

UPDATE leader_state SET value = 0 WHERE name = 'built';
