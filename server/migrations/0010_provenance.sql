-- 0010_provenance: who vouches for a result (docs/SERVER.md, "Provenance"; docs/SCHEMA.md).
-- * `results.provenance`: `vouched` when the row's report is a relay job this server ran, submitted
--   by reference (its stored report byte for byte), `claimed` when the client typed it (every row
--   stored before). `results.transport` holds only what the server vouches for: `relay` needs a
--   vouched row; a report that merely says `relay` is stored `local` and flagged
--   `unvouched_transport`. Rows stored before were all the client's word, so their transport is
--   set back to `local` (and the aggregates rebuilt from the rows at the next start, built = 0).
-- * `submissions.source`: the submitter's address, hashed (`src_` + 16 hex of the SHA-256 of the IPv4
--   address or the IPv6 /64, server/src/peer.rs), for the per-source quota of leaderboard cells;
--   NULL for rows stored before and for in-process callers without an address.
-- * `relay_jobs.report_hash`: SHA-256 of a done job's stored report JSON, the reference a submission
--   gives; `relay_jobs.submission_id`: the submission its report was vouched for (once only).
ALTER TABLE results ADD COLUMN provenance TEXT NOT NULL DEFAULT 'claimed';
ALTER TABLE submissions ADD COLUMN source TEXT;
CREATE INDEX submissions_source ON submissions (source, suite_hash);
ALTER TABLE relay_jobs ADD COLUMN report_hash TEXT;
ALTER TABLE relay_jobs ADD COLUMN submission_id TEXT;
CREATE INDEX relay_jobs_report ON relay_jobs (report_hash);
UPDATE results SET transport = 'local' WHERE transport <> 'local';
UPDATE submissions SET transport = 'local' WHERE transport <> 'local';
UPDATE leader_state SET value = 0 WHERE name = 'built';
