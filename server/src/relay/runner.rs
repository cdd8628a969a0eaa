//! The runner loop: claims queued jobs for devices its tracker lists ([`store::claim_where`]; jobs
//! for unregistered keys wait queued, taking no slot, and fail after [`RelayConfig::device_wait`])
//! up to [`RelayConfig::concurrency`] at once, runs each through the [`Executor`] on a blocking thread, extends its lease every third of
//! [`RelayConfig::lease`] (storing the executor's latest [`Progress`] step), and ends it with the
//! executor's [`Execution`] or, past [`RelayConfig::job_timeout`] + [`GRACE`], as failed. Every
//! poll it also reaps the leases that ran out ([`store::reap`]: other servers' or an earlier run
//! of this one's). [`Runner::stop`] gives this server's running jobs back to the queue at a
//! graceful shutdown, without spending an attempt.

use std::sync::Arc;
use std::time::Duration;

use sqlx::Any;
use tokio::sync::Semaphore;

use super::paired_store;
use super::store::{self, ClaimedJob, End};
use super::{Execution, Executor, Progress, RelayConfig};
use crate::db::now_ms;
use crate::AppState;

/// Time the runner waits past [`RelayConfig::job_timeout`] for the executor (whose own limits
/// should end it first) before failing the job.
pub const GRACE: Duration = Duration::from_secs(30);

/// A started runner.
#[derive(Debug)]
pub struct Runner {
    owner: String,
    state: AppState,
    task: tokio::task::JoinHandle<()>,
}

impl Runner {
    /// Starts the loop on the current tokio runtime, claiming as a new owner id.
    pub fn start(state: AppState, executor: Arc<dyn Executor>) -> Self {
        let owner = format!("relay-{}", super::unique_name());
        tracing::info!(%owner, "relay runner started");
        let task = tokio::spawn(run(state.clone(), executor, owner.clone()));
        Self { owner, state, task }
    }

    /// The owner id this runner claims as.
    pub fn owner(&self) -> &str {
        &self.owner
    }

    /// Stops claiming and puts this runner's running jobs back in the queue (their attempt is not
    /// counted); their executors' late answers are then ignored. Returns how many were given back.
    ///
    /// # Errors
    /// A database error.
    pub async fn stop(self) -> Result<u64, sqlx::Error> {
        self.task.abort();
        let db = self.state.db();
        let _w = db.write_guard().await;
        let n = sqlx::query::<Any>(
            "UPDATE relay_jobs SET state = 'queued', attempts = attempts - 1, step = NULL, fraction = NULL, owner = NULL, \
             lease_until_ms = NULL, updated_at_ms = $1 WHERE owner = $2 AND state = 'running'",
        )
        .bind(now_ms())
        .bind(&self.owner)
        .execute(db.pool())
        .await?
        .rows_affected();
        drop(_w);
        // Other servers stop routing to this server's tabs (they lose their runner).
        super::paired_store::withdraw(db, self.state.pairings().server()).await?;
        tracing::info!(owner = %self.owner, requeued = n, "relay runner stopped");
        Ok(n)
    }
}

fn ms(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX / 4)
}

async fn run(state: AppState, executor: Arc<dyn Executor>, owner: String) {
    let cfg = state.config().relay.clone();
    let slots = Arc::new(Semaphore::new(cfg.concurrency.max(1)));
    // `tvmscript` compiles for paired tabs at once (a tab's job takes no slot above; each compile
    // is a TVM process of ≈ 230 MB): as many as tracker devices' jobs.
    let compiles = Arc::new(Semaphore::new(cfg.concurrency.max(1)));
    // This server's tabs as last published to `paired_tabs` (their version, and when).
    let mut published: Option<(u64, tokio::time::Instant)> = None;
    loop {
        match store::reap(state.db(), now_ms(), i64::from(cfg.max_attempts.max(1))).await {
            Ok(r) if r.requeued + r.failed > 0 => tracing::warn!(requeued = r.requeued, failed = r.failed, "relay: leases ran out"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "relay: reaping leases"),
        }
        // The keys the tracker lists: jobs for others wait queued without a slot, and fail after
        // `device_wait`. Without a summary (no tracker, or it cannot be read) every job is claimed
        // and the executor says why it cannot run.
        let registered = match super::devices::summary(&cfg).await {
            Some(Ok(s)) => Some(super::devices::registered_keys(&s)),
            _ => None,
        };
        // A pairing code is ready while its tab is connected, visible and idle (this server holds
        // the tab's socket); it is absent while no tab of any server holds it, or its tab is
        // hidden. Other servers' tabs are read from `paired_tabs`; `None` (unreadable): no job
        // for a code this server does not hold is failed as absent now.
        let pairings = state.pairings();
        let version = pairings.version();
        if published.is_none_or(|(v, at)| v != version || at.elapsed() >= paired_store::PUBLISH_EVERY) {
            match paired_store::publish(state.db(), pairings.server(), &pairings.published(), now_ms()).await {
                Ok(()) => published = Some((version, tokio::time::Instant::now())),
                Err(e) => tracing::warn!(error = %e, "relay: publishing this server's paired tabs"),
            }
        }
        let others = match paired_store::live(state.db(), pairings.server(), now_ms()).await {
            Ok(o) => Some(o),
            Err(e) => {
                tracing::warn!(error = %e, "relay: reading other servers' paired tabs");
                None
            }
        };
        let held_elsewhere =
            |code: &str| others.as_ref().is_none_or(|o| !pairings.holds(code) && o.contains_key(&paired_store::code_hash(code)));
        let ready = |device: &str| {
            if ekb_wire::paired::is_code(device) {
                pairings.ready(device)
            } else {
                registered.as_ref().is_none_or(|keys| keys.contains(super::devices::base_key(device)))
            }
        };
        let wait = cfg.device_wait;
        let absent = |device: &str| {
            if ekb_wire::paired::is_code(device) {
                pairings.absent(device, wait) && !held_elsewhere(device)
            } else {
                registered.as_ref().is_some_and(|keys| !keys.contains(super::devices::base_key(device)))
            }
        };
        let reason = |device: &str| {
            if ekb_wire::paired::is_code(device) {
                return pairings.absent_reason(device, wait);
            }
            format!(
                "no device `{}` registered with the relay's tracker within {} s of the job's submission (see GET /api/relay/devices)",
                super::devices::base_key(device),
                wait.as_secs()
            )
        };
        match store::fail_absent(state.db(), now_ms(), now_ms() - ms(wait), absent, reason).await {
            Ok(n) if n > 0 => tracing::info!(failed = n, "relay: jobs for absent devices ended"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "relay: ending jobs for absent devices"),
        }
        // A job for a present tab waits at most the job timeout in its queue, however long the
        // tab's earlier jobs keep it busy (a tab runs one at a time; its owner may keep it busy).
        let queued_too_long = |device: &str| {
            format!(
                "the job waited {} s in the queue of the paired tab `{device}` (a tab runs one job at a time, and its earlier \
                 jobs kept it busy that long); submit again when it is free",
                cfg.job_timeout.as_secs()
            )
        };
        match store::fail_absent(state.db(), now_ms(), now_ms() - ms(cfg.job_timeout), ekb_wire::paired::is_code, queued_too_long).await {
            Ok(n) if n > 0 => tracing::info!(failed = n, "relay: paired jobs queued too long ended"),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "relay: ending paired jobs queued too long"),
        }
        // A paired tab runs its own job, one at a time (reserved at its claim): those jobs take no
        // executor slot, so tabs that hold their jobs to the job timeout cannot starve the tracker
        // devices' jobs (or other tabs'). They are bounded by the paired tabs' own bound.
        loop {
            let tab_ready = |device: &str| ekb_wire::paired::is_code(device) && pairings.ready(device);
            match store::claim_where(state.db(), &owner, now_ms(), ms(cfg.lease), tab_ready).await {
                Ok(Some(job)) => {
                    pairings.reserve(&job.device, &job.id);
                    tracing::info!(job = %job.id, attempt = job.attempt, "relay job claimed for a paired tab");
                    let (state, executor, owner, compiles) = (state.clone(), Arc::clone(&executor), owner.clone(), Arc::clone(&compiles));
                    tokio::spawn(async move {
                        run_one(&state, executor, &job, &owner, Some(compiles)).await;
                        state.relay_wakeup().wake();
                    });
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %e, "relay: claiming a job");
                    break;
                }
            }
        }
        let tracker_ready = |device: &str| !ekb_wire::paired::is_code(device) && ready(device);
        while let Ok(slot) = Arc::clone(&slots).try_acquire_owned() {
            match store::claim_where(state.db(), &owner, now_ms(), ms(cfg.lease), tracker_ready).await {
                Ok(Some(job)) => {
                    tracing::info!(job = %job.id, attempt = job.attempt, device = %job.device, "relay job claimed");
                    let (state, executor, owner) = (state.clone(), Arc::clone(&executor), owner.clone());
                    tokio::spawn(async move {
                        // The job's slot bounds its compile too.
                        run_one(&state, executor, &job, &owner, None).await;
                        drop(slot);
                        state.relay_wakeup().wake();
                    });
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(error = %e, "relay: claiming a job");
                    break;
                }
            }
        }
        state.relay_wakeup().wait(cfg.poll).await;
    }
}

/// Runs `job` to its end; a paired tab's `tvmscript` job compiles under a permit of `compiles`.
async fn run_one(state: &AppState, executor: Arc<dyn Executor>, job: &ClaimedJob, owner: &str, compiles: Option<Arc<Semaphore>>) {
    let cfg: &RelayConfig = &state.config().relay;
    let (progress, mut rx) = Progress::channel();
    let (j, limit) = (job.clone(), cfg.job_timeout);
    // A `tvmscript` job is compiled here first (a blocking thread, within the job's slot and wall
    // clock), then runs as a job of the generated form ([`super::tvmscript`]).
    let compiler = cfg.tvmscript.clone();
    let prepare = move |j: &ClaimedJob, progress: &Progress| {
        if j.kind == ekb_wire::kind::Kind::Tvmscript {
            super::tvmscript::prepare(compiler.as_deref(), j, progress).map(|p| (p.job, Some(p.generated)))
        } else {
            Ok((j.clone(), None))
        }
    };
    let finish = |end: Execution, generated: Option<String>| match generated {
        Some(g) => super::tvmscript::finish(end, g),
        None => end,
    };
    let mut task = if ekb_wire::paired::is_code(&job.device) {
        let s = state.clone();
        let wait = cfg.device_wait;
        tokio::spawn(async move {
            let (p, code, id) = (progress.clone(), j.device.clone(), j.id.clone());
            let permit = match compiles.filter(|_| j.kind == ekb_wire::kind::Kind::Tvmscript) {
                Some(c) => c.acquire_owned().await.ok(),
                None => None,
            };
            let compiled = tokio::task::spawn_blocking(move || prepare(&j, &p)).await;
            drop(permit);
            let prepared = match compiled {
                Ok(Ok(prepared)) => prepared,
                // Never sent to the tab: its reservation (made at the claim) is given back.
                Ok(Err(end)) => {
                    s.pairings().unreserve(&code, &id);
                    return end;
                }
                Err(e) => {
                    s.pairings().unreserve(&code, &id);
                    return Execution::Failed(format!("the relay's TVM compile failed: {e}"));
                }
            };
            let (j, generated) = prepared;
            finish(s.pairings().execute(&j, progress, limit, wait).await, generated)
        })
    } else {
        tokio::task::spawn_blocking(move || match prepare(&j, &progress) {
            Ok((j, generated)) => finish(executor.execute(&j, &progress, limit), generated),
            Err(end) => end,
        })
    };
    let deadline = tokio::time::Instant::now() + cfg.job_timeout + GRACE;
    let mut beat = tokio::time::interval((cfg.lease / 3).max(Duration::from_millis(50)));
    let mut progress_open = true;
    // Progress is stored at most once per PROGRESS_EVERY (a paired tab chooses how often it sends
    // progress: each change stored at once was one database write per frame); a change that comes
    // sooner is stored when that interval is up.
    let mut stored_at = tokio::time::Instant::now();
    let mut pending = false;
    let end = loop {
        tokio::select! {
            r = &mut task => break r.unwrap_or_else(|e| Execution::Failed(format!("the relay's executor failed: {e}"))),
            () = tokio::time::sleep_until(deadline) => {
                break Execution::Failed(format!(
                    "the job ran past the relay's wall-clock limit of {} s and was abandoned",
                    (cfg.job_timeout + GRACE).as_secs()
                ));
            }
            changed = rx.changed(), if progress_open && !pending => {
                progress_open = changed.is_ok();
                pending = true;
            }
            () = tokio::time::sleep_until(stored_at + PROGRESS_EVERY), if pending => {
                pending = false;
                stored_at = tokio::time::Instant::now();
                if !beat_once(state, job, owner, &rx).await { return; }
            }
            _ = beat.tick() => {
                pending = false;
                stored_at = tokio::time::Instant::now();
                if !beat_once(state, job, owner, &rx).await { return; }
            }
        }
    };
    let (report, end) = match &end {
        Execution::Done(r) => match serde_json::to_string(r) {
            Ok(json) => (Some(json), None),
            Err(e) => (None, Some(format!("the report could not be stored: {e}"))),
        },
        Execution::Failed(why) => (None, Some(super::plain_text(why))),
    };
    let stored = match (&report, &end) {
        (Some(r), _) => End::Done(r),
        (None, Some(why)) => End::Failed(why),
        (None, None) => End::Failed("no result"),
    };
    let state_name = if matches!(stored, End::Done(_)) { "done" } else { "failed" };
    match store::finish(state.db(), job, owner, stored, now_ms()).await {
        Ok(true) => {
            let reason = super::log_text(end.as_deref().unwrap_or(""), &job.device);
            tracing::info!(job = %job.id, state = state_name, reason = %reason, "relay job ended");
        }
        Ok(false) => tracing::warn!(job = %job.id, "relay: the job's lease was lost before it ended; its result is dropped"),
        Err(e) => tracing::warn!(job = %job.id, error = %e, "relay: storing the job's end (its lease will run out and it is retried)"),
    }
}

/// One lease extension with the latest progress; `false` when the job is no longer ours.
/// The most often a running job's progress is stored ([`run_one`]).
const PROGRESS_EVERY: Duration = Duration::from_millis(500);

async fn beat_once(state: &AppState, job: &ClaimedJob, owner: &str, rx: &tokio::sync::watch::Receiver<(String, Option<f64>)>) -> bool {
    let (step, fraction) = rx.borrow().clone();
    let lease = ms(state.config().relay.lease);
    match store::heartbeat(state.db(), job, owner, now_ms(), lease, &step, fraction).await {
        Ok(true) => true,
        Ok(false) => {
            tracing::warn!(job = %job.id, "relay: lost the job's lease (taken back by the reaper); abandoning it");
            false
        }
        Err(e) => {
            tracing::warn!(job = %job.id, error = %e, "relay: extending the lease");
            true
        }
    }
}
