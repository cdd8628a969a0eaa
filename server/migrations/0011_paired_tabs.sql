-- 0011_paired_tabs: paired browser tabs as every server on the database sees them (docs/RELAY.md,
-- "Paired tabs"; server/src/relay/paired_store.rs), and relay jobs counted per device.
--
-- A tab's socket is held by one `ekb serve`; the others learn of it here, so that a job or a look-up
-- for its code through any server of the database finds it, and no other server's runner fails its
-- queued jobs as absent. Each server rewrites its own rows while it runs (a lease); a server that
-- died leaves rows that expire. The code itself is a capability and is not stored: its SHA-256.
CREATE TABLE paired_tabs (
    code_hash TEXT PRIMARY KEY,
    server TEXT NOT NULL,
    adapter TEXT NOT NULL,
    free BIGINT NOT NULL,
    lease_until_ms BIGINT NOT NULL
);
CREATE INDEX paired_tabs_server ON paired_tabs (server);

-- A paired tab's bound on its jobs queued or running (server/src/relay/store.rs `insert`) without a
-- scan of every job ever stored.
CREATE INDEX relay_jobs_device ON relay_jobs (device, state);
