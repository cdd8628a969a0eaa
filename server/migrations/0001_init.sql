-- 0001_init: shared kernels, generation sets, submissions and their per-sample results.
-- Portable SQL (SQLite 3.35+ and PostgreSQL 12+): TEXT, BIGINT, DOUBLE PRECISION; booleans are BIGINT 0/1;
-- times are BIGINT milliseconds since the Unix epoch; JSON documents are TEXT.

CREATE TABLE kernels (
    hash TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    task_id TEXT,
    bytes BIGINT NOT NULL,
    created_at_ms BIGINT NOT NULL
);

CREATE TABLE generation_sets (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    model TEXT NOT NULL,
    temperature DOUBLE PRECISION,
    top_p DOUBLE PRECISION,
    generated_on TEXT NOT NULL,
    prompt_version TEXT NOT NULL,
    notes TEXT NOT NULL,
    samples BIGINT NOT NULL,
    tasks BIGINT NOT NULL,
    created_at_ms BIGINT NOT NULL
);

CREATE TABLE set_samples (
    set_id TEXT NOT NULL REFERENCES generation_sets (id),
    sample_id TEXT NOT NULL,
    ord BIGINT NOT NULL,
    task_id TEXT NOT NULL,
    model TEXT NOT NULL,
    source_hash TEXT NOT NULL REFERENCES kernels (hash),
    PRIMARY KEY (set_id, sample_id)
);

CREATE TABLE submissions (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    content_hash TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    reason TEXT NOT NULL,
    flags TEXT NOT NULL,
    created_at_ms BIGINT NOT NULL,
    suite_version TEXT NOT NULL,
    suite_hash TEXT NOT NULL,
    tool_version TEXT NOT NULL,
    app_version TEXT NOT NULL,
    app_commit TEXT,
    generation_set TEXT NOT NULL,
    sampling TEXT,
    browser_engine TEXT NOT NULL,
    profile TEXT NOT NULL,
    device_id TEXT NOT NULL,
    device_key TEXT NOT NULL,
    device_label TEXT NOT NULL,
    vendor TEXT NOT NULL,
    architecture TEXT NOT NULL,
    device_name TEXT NOT NULL,
    backend TEXT NOT NULL,
    engine TEXT NOT NULL,
    confirmed_model TEXT,
    device TEXT NOT NULL,
    metrics TEXT NOT NULL,
    samples BIGINT NOT NULL,
    flagged_samples BIGINT NOT NULL
);

CREATE INDEX submissions_device ON submissions (device_id);

-- The report exactly as parsed (re-serialised), for audits and re-validation after fixes.
CREATE TABLE submission_bodies (
    submission_id TEXT PRIMARY KEY REFERENCES submissions (id),
    body TEXT NOT NULL
);

CREATE TABLE results (
    submission_id TEXT NOT NULL REFERENCES submissions (id),
    ord BIGINT NOT NULL,
    sample_id TEXT NOT NULL,
    task_id TEXT NOT NULL,
    level BIGINT NOT NULL,
    domain TEXT NOT NULL,
    model TEXT NOT NULL,
    verdict TEXT NOT NULL,
    correct BIGINT NOT NULL,
    candidate_ms DOUBLE PRECISION,
    baseline_ms DOUBLE PRECISION,
    speedup DOUBLE PRECISION,
    timer_method TEXT,
    source_hash TEXT,
    flags TEXT NOT NULL,
    notes TEXT NOT NULL,
    flagged BIGINT NOT NULL,
    PRIMARY KEY (submission_id, ord)
);

CREATE INDEX results_task ON results (task_id);
CREATE INDEX results_flagged ON results (flagged);
