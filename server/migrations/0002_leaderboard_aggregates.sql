-- 0002_leaderboard_aggregates: what GET /api/leaderboard reads instead of scanning `results`.
-- Maintained in the transaction that stores a submission (server/src/db/leader_cells.rs), only for
-- submissions that are not rejected; rebuilt from `results` once when `leader_state.built` is 0
-- (a database migrated from 0001 with rows in it). Portable SQL as in 0001.

-- Counts per cell: one row per (scope, device, model, backend, task, level, domain, flagged).
-- `scope` says which dimensions are kept: 0 every one, 1 model rolled up (model = ''),
-- 2 device rolled up (device_id = ''), 3 both. A query reads the smallest scope that still has the
-- dimensions it groups or filters by.
CREATE TABLE leader_cells (
    scope BIGINT NOT NULL,
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    task_id TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    samples BIGINT NOT NULL,
    correct BIGINT NOT NULL,
    -- correct with a speedup > 1 (Fast@1.0)
    fast BIGINT NOT NULL,
    -- correct with a speedup (the median's count)
    timed BIGINT NOT NULL,
    -- correct with a speedup > 0, and the sum of their natural logarithms (the geometric mean)
    logs BIGINT NOT NULL,
    log_sum DOUBLE PRECISION NOT NULL,
    -- submissions with a row in this cell
    submissions BIGINT NOT NULL,
    PRIMARY KEY (scope, device_id, model, backend, task_id, level, domain, flagged)
);

CREATE INDEX leader_cells_model ON leader_cells (scope, model);

-- One row per correct timed result, for exact medians: an ordered index walk to the middle.
CREATE TABLE leader_timed (
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    task_id TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    speedup DOUBLE PRECISION NOT NULL
);

-- Each walk index ends in the columns the filters test, so a walk never reads the table.
CREATE INDEX leader_timed_device ON leader_timed (device_id, speedup, flagged, level, domain, backend);
CREATE INDEX leader_timed_model ON leader_timed (model, speedup, flagged, level, domain, backend);
CREATE INDEX leader_timed_task ON leader_timed (task_id, speedup, flagged, level, domain, backend);
CREATE INDEX leader_timed_device_model ON leader_timed (device_id, model, speedup, flagged, level, domain);
CREATE INDEX leader_timed_device_task ON leader_timed (device_id, task_id, speedup, flagged, level, domain);
CREATE INDEX leader_timed_model_task ON leader_timed (model, task_id, speedup, flagged, level, domain, backend);

-- Distinct submissions per device or model: one row per (submission, model, flagged) with the
-- (level, domain) pairs of those rows as `|1:vision|2:audio|` (`\`, `|` and `:` in a domain
-- escaped as `\\`, `\p`, `\c`), so a level or domain filter is a substring test.
CREATE TABLE leader_subs (
    submission_id TEXT NOT NULL,
    model TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    device_id TEXT NOT NULL,
    backend TEXT NOT NULL,
    pairs TEXT NOT NULL,
    PRIMARY KEY (submission_id, model, flagged)
);

CREATE INDEX leader_subs_device ON leader_subs (device_id);
CREATE INDEX leader_subs_model ON leader_subs (model);

-- Distinct submissions per task: the cells' `submissions` summed, less the double counts listed
-- here, one row per cell of every (submission, task) whose rows fall in more than one cell (two
-- models, or flagged and unflagged samples of one task).
CREATE TABLE leader_overlaps (
    submission_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    model TEXT NOT NULL,
    backend TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    flagged BIGINT NOT NULL
);

CREATE INDEX leader_overlaps_task ON leader_overlaps (task_id);

-- What the leaderboard shows about a device ('' = no confirmed model).
CREATE TABLE leader_devices (
    device_id TEXT NOT NULL,
    confirmed_model TEXT NOT NULL,
    label TEXT NOT NULL,
    backend TEXT NOT NULL,
    engine TEXT NOT NULL,
    PRIMARY KEY (device_id, confirmed_model)
);

CREATE TABLE leader_state (
    name TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);

INSERT INTO leader_state (name, value) VALUES ('built', 0);
