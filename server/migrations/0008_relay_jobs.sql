-- 0008_relay_jobs: the relay's job queue (docs/RELAY.md, "Jobs"; server/src/relay/store.rs).
-- `state` is `queued`, `running`, `done` or `failed`. A running job has an `owner` (the id of the
-- `ekb serve` process that claimed it) and a lease (`lease_until_ms`) its owner extends while it
-- runs; a lease that ran out means the owner stopped: the job is queued again, or failed with a
-- reason once it has used its attempts. `report` is the SampleReport JSON of a done job, `reason`
-- why a failed one failed. `client` is the submitter's IP (per-client bounds).
CREATE TABLE relay_jobs (
    id TEXT PRIMARY KEY,
    client TEXT NOT NULL,
    task TEXT NOT NULL,
    kind TEXT NOT NULL,
    backend TEXT NOT NULL,
    device TEXT NOT NULL,
    source TEXT NOT NULL,
    state TEXT NOT NULL,
    step TEXT,
    fraction DOUBLE PRECISION,
    report TEXT,
    reason TEXT,
    attempts BIGINT NOT NULL DEFAULT 0,
    owner TEXT,
    lease_until_ms BIGINT,
    created_at_ms BIGINT NOT NULL,
    updated_at_ms BIGINT NOT NULL
);

-- The queue in order (claims, positions) and the running leases (the reaper).
CREATE INDEX relay_jobs_queue ON relay_jobs (state, created_at_ms, id);
-- Jobs in flight per client (the per-client bound).
CREATE INDEX relay_jobs_client ON relay_jobs (client, state);
