//! [`ConfinedBackend`]: the evaluator's [`Backend`] over kernel hosts. Programs are built in a host
//! — the candidate's in a fresh one of its own, the task's reference (and the peak probe's kernels)
//! in the reference host the worker keeps — and buffers are uploaded to a host when a program of
//! that host first uses them. What comes back is output bytes, which the evaluator checks, and the
//! worker's own clock around each timed batch.

use std::collections::HashMap;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicI32, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use ekb_eval::backend::{
    Backend, BackendError, BatchPlan, BatchTiming, Captured, Dispatch, KernelState, ProgramDesc, ResidentDesc, RunResult, TimerMethod,
};
use ekb_eval::device::DeviceInfo;
use ekb_sandbox::Sandbox;

use crate::channel::{HostChannel, HostStarter, LocalHosts};
use crate::form::HostedForm;
use crate::link::Answered;
use crate::message::{Reply, Request, ResidentShape, WireProgram};
use crate::process::{HostSpec, Role};

/// Round trips the timer resolution is the fastest of.
const RESOLUTION_PINGS: usize = 20;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A host started on first use. A host that is lost is started afresh by the next call (a new
/// *epoch*): what the old one held — programs, buffers — is gone, and using it is an error.
#[derive(Debug)]
pub struct HostCell {
    role: Role,
    starter: Arc<dyn HostStarter>,
    link: Mutex<Option<Box<dyn HostChannel>>>,
    /// The running host's sandbox process group (0 before the first start), readable while a request
    /// holds the link.
    group: AtomicI32,
    epoch: AtomicU64,
    next_number: AtomicU32,
    /// A reference host's programs, kept across evaluations: key → (epoch, number).
    built: Mutex<HashMap<String, (u64, u32)>>,
}

impl HostCell {
    /// A host of `role` that will be started from `spec` in `sandbox` when first used.
    pub fn new(sandbox: Sandbox, spec: HostSpec, role: Role) -> Arc<Self> {
        Self::with_starter(Arc::new(LocalHosts { sandbox, spec }), role)
    }

    /// A host of `role` that `starter` will start when first used (on this machine, or on a remote
    /// device: [`HostStarter`]).
    pub fn with_starter(starter: Arc<dyn HostStarter>, role: Role) -> Arc<Self> {
        Arc::new(Self {
            role,
            starter,
            link: Mutex::new(None),
            group: AtomicI32::new(0),
            epoch: AtomicU64::new(0),
            next_number: AtomicU32::new(1),
            built: Mutex::new(HashMap::new()),
        })
    }

    /// The role.
    pub fn role(&self) -> Role {
        self.role
    }

    fn number(&self) -> u32 {
        self.next_number.fetch_add(1, Ordering::Relaxed)
    }

    fn epoch(&self) -> u64 {
        self.epoch.load(Ordering::SeqCst)
    }

    /// Starts the host now if it is not running, and returns the epoch it runs in.
    ///
    /// # Errors
    /// As [`HostStarter::start`].
    pub fn ensure_started(&self) -> Result<u64, BackendError> {
        let mut link = lock(&self.link);
        if link.as_ref().is_some_and(|l| l.is_lost()) {
            *link = None;
        }
        if link.is_none() {
            let started = self.starter.start(self.role)?;
            self.group.store(started.group(), Ordering::SeqCst);
            *link = Some(started);
            self.epoch.fetch_add(1, Ordering::SeqCst);
            lock(&self.built).clear();
        }
        Ok(self.epoch())
    }

    /// One request on the host of epoch `epoch` (see [`HostChannel::call`]).
    ///
    /// # Errors
    /// [`BackendError::DeviceLost`] when the host that held the program or buffers is gone; as
    /// [`HostChannel::call`].
    fn call(&self, epoch: u64, request: Request, segments: &[&[u8]], want: &[u64]) -> Result<Answered, BackendError> {
        let mut link = lock(&self.link);
        match link.as_mut() {
            Some(l) if self.epoch() == epoch => l.call(request, segments, want),
            Some(l) if l.is_lost() => l.call(request, segments, want),
            _ => Err(BackendError::DeviceLost(format!(
                "the {} kernel host that held this program or these buffers is gone",
                self.role.name()
            ))),
        }
    }

    /// The process group of the host started last (which may have ended since), without waiting for
    /// a request in progress: for tests and tools that look at the host from outside.
    pub fn group(&self) -> Option<i32> {
        Some(self.group.load(Ordering::SeqCst)).filter(|&g| g > 0)
    }

    /// Runs `f` on the running host, if any (for tests that look at it from outside; it waits for a
    /// request in progress).
    pub fn with_link<T>(&self, f: impl FnOnce(&dyn HostChannel) -> T) -> Option<T> {
        lock(&self.link).as_deref().map(f)
    }

    /// Ends the host now (the next use starts another).
    pub fn stop(&self) {
        *lock(&self.link) = None;
    }

    fn free(&self, epoch: u64, program: Option<u32>, resident: Option<u32>) {
        let mut link = lock(&self.link);
        if let Some(l) = link.as_mut().filter(|l| !l.is_lost() && self.epoch() == epoch) {
            let _ = l.call(Request::Free { program, resident }, &[], &[]);
        }
    }
}

/// Which host a program is built in.
#[derive(Clone, Debug)]
enum Routing {
    /// An evaluation: the task's reference kernel (label `reference` and exactly this text) in the
    /// reference host, everything else in a fresh candidate host.
    Evaluation { reference_text: Option<String>, candidates: Arc<dyn HostStarter> },
    /// Our own kernels only (the peak probe): all in the reference host.
    Trusted,
}

/// The evaluator's [`Backend`] for native programs of the form `A` (`frontend_c::CArtifact`,
/// `frontend_opencl::OpenClArtifact`), each run in a kernel host that serves a backend of that form
/// (see the crate docs).
#[derive(Debug)]
pub struct ConfinedBackend<A> {
    info: DeviceInfo,
    reference: Arc<HostCell>,
    routing: Routing,
    /// The candidate hosts this backend started (one per candidate program).
    candidates: Mutex<Vec<Arc<HostCell>>>,
    /// How [`Backend::time_batch`]'s elapsed time was measured ([`Answered::elapsed`]).
    timer: TimerMethod,
    form: PhantomData<fn() -> A>,
}

/// A program built in a host.
#[derive(Debug)]
pub struct ConfinedProgram {
    host: Arc<HostCell>,
    epoch: u64,
    number: u32,
    /// A reference host's program is kept for later evaluations.
    kept: bool,
}

impl Drop for ConfinedProgram {
    fn drop(&mut self) {
        if !self.kept {
            self.host.free(self.epoch, Some(self.number), None);
        }
    }
}

/// Buffers for one shape: the worker keeps the bytes and uploads them to a host the first time a
/// program of that host uses them.
#[derive(Debug)]
pub struct ConfinedResident {
    desc: ResidentDesc,
    shape: ResidentShape,
    /// Hosts holding these buffers: (host, epoch, the host's number for them).
    on: Mutex<Vec<(Arc<HostCell>, u64, u32)>>,
    /// The host the last launch ran on (whose outputs `read_outputs` returns).
    last: Mutex<Option<(Arc<HostCell>, u64, u32)>>,
}

impl Drop for ConfinedResident {
    fn drop(&mut self) {
        for (host, epoch, number) in lock(&self.on).drain(..) {
            host.free(epoch, None, Some(number));
        }
    }
}

fn shape_of(d: &ResidentDesc) -> ResidentShape {
    let len = |v: &Vec<u8>| v.len() as u64;
    ResidentShape {
        input_lengths: d.input_sets.iter().map(|s| s.iter().map(len).collect()).collect(),
        output_lengths: d.output_init.iter().map(len).collect(),
        batch_reset: d.batch_reset,
        params_length: d.params.len() as u64,
        scratch_bytes: d.scratch_bytes.clone(),
        tail_lengths: d.scratch_tails.iter().map(len).collect(),
    }
}

impl<A: HostedForm> ConfinedBackend<A> {
    /// A backend for one evaluation on the device `info` describes: the candidate's programs in fresh
    /// hosts started from `candidates` in `sandbox` (sealed where the spec says), the task's reference
    /// kernel (`reference_text`, the text the evaluator prepares it from) in `reference`.
    pub fn for_evaluation(
        info: DeviceInfo,
        reference: Arc<HostCell>,
        reference_text: Option<&str>,
        sandbox: Sandbox,
        candidates: HostSpec,
    ) -> Self {
        Self::for_evaluation_with(
            info,
            reference,
            reference_text,
            Arc::new(LocalHosts { sandbox, spec: candidates }),
            TimerMethod::HostClock,
        )
    }

    /// [`Self::for_evaluation`] with candidate hosts from `candidates` (a remote device's, for one),
    /// whose [`Answered::elapsed`] is measured as `timer` says: [`TimerMethod::HostClock`] for hosts on
    /// this machine, [`TimerMethod::Remote`] for a device's word (checked against this machine's
    /// clock by the channel).
    pub fn for_evaluation_with(
        info: DeviceInfo,
        reference: Arc<HostCell>,
        reference_text: Option<&str>,
        candidates: Arc<dyn HostStarter>,
        timer: TimerMethod,
    ) -> Self {
        let routing = Routing::Evaluation { reference_text: reference_text.map(str::to_string), candidates };
        Self { info, reference, routing, candidates: Mutex::new(Vec::new()), timer, form: PhantomData }
    }

    /// The batch's result: `elapsed_ns` with the captures and input sets `plan` asks for, from the
    /// host that just ran the batch on buffers `number`: each segment's length is the one these buffers have (the link checks it
    /// before reading), so a host can return nothing larger or shaped otherwise.
    fn collect(
        &self,
        program: &ConfinedProgram,
        res: &ConfinedResident,
        number: u32,
        plan: &BatchPlan,
        elapsed_ns: f64,
    ) -> Result<BatchTiming, BackendError> {
        if plan.capture.is_empty() && plan.read_inputs.is_empty() {
            return Ok(BatchTiming { elapsed_ns, captures: Vec::new(), inputs: Vec::new() });
        }
        let shape = &res.shape;
        let mut want = Vec::new();
        for _ in &plan.capture {
            want.extend(&shape.output_lengths);
            want.extend(&shape.tail_lengths);
        }
        for &s in &plan.read_inputs {
            want.extend(&shape.input_lengths[s as usize]);
        }
        let request = Request::Collect { resident: number, captures: plan.capture.clone(), inputs: plan.read_inputs.clone() };
        let mut segments = program.host.call(program.epoch, request, &[], &want)?.segments.into_iter();
        let captures = plan
            .capture
            .iter()
            .map(|&launch| Captured {
                launch,
                outputs: segments.by_ref().take(shape.output_lengths.len()).collect(),
                scratch_tails: segments.by_ref().take(shape.tail_lengths.len()).collect(),
            })
            .collect();
        let inputs = plan.read_inputs.iter().map(|&s| segments.by_ref().take(shape.input_lengths[s as usize].len()).collect()).collect();
        Ok(BatchTiming { elapsed_ns, captures, inputs })
    }

    /// A backend whose programs all run in `reference`: for our own kernels (the peak probe).
    pub fn trusted(info: DeviceInfo, reference: Arc<HostCell>) -> Self {
        Self {
            info,
            reference,
            routing: Routing::Trusted,
            candidates: Mutex::new(Vec::new()),
            timer: TimerMethod::HostClock,
            form: PhantomData,
        }
    }

    /// The candidate hosts started so far (for tests that look at them from outside).
    pub fn candidate_hosts(&self) -> Vec<Arc<HostCell>> {
        lock(&self.candidates).clone()
    }

    fn host_for(&self, desc: &ProgramDesc<'_, A>) -> Arc<HostCell> {
        match &self.routing {
            Routing::Trusted => Arc::clone(&self.reference),
            Routing::Evaluation { reference_text: Some(t), .. } if desc.label == "reference" && desc.text == t => {
                Arc::clone(&self.reference)
            }
            Routing::Evaluation { candidates, .. } => {
                let host = HostCell::with_starter(Arc::clone(candidates), Role::Candidate);
                lock(&self.candidates).push(Arc::clone(&host));
                host
            }
        }
    }

    /// Uploads `res` to `host` (once per host and epoch) and returns the host's number for it.
    fn placed(&self, res: &ConfinedResident, host: &Arc<HostCell>, epoch: u64) -> Result<u32, BackendError> {
        let mut on = lock(&res.on);
        if let Some((_, _, n)) = on.iter().find(|(h, e, _)| Arc::ptr_eq(h, host) && *e == epoch) {
            return Ok(*n);
        }
        let number = host.number();
        let d = &res.desc;
        let mut segments: Vec<&[u8]> = d.input_sets.iter().flatten().map(Vec::as_slice).collect();
        segments.extend(d.output_init.iter().map(Vec::as_slice));
        segments.push(&d.params);
        segments.extend(d.scratch_tails.iter().map(Vec::as_slice));
        host.call(epoch, Request::Upload { resident: number, shape: res.shape.clone() }, &segments, &[])?;
        on.push((Arc::clone(host), epoch, number));
        Ok(number)
    }

    /// The host and number of `res` for `program`, uploading it first if needed; remembered as the
    /// last place `res` ran.
    fn at(&self, program: &ConfinedProgram, res: &ConfinedResident) -> Result<u32, BackendError> {
        let n = self.placed(res, &program.host, program.epoch)?;
        *lock(&res.last) = Some((Arc::clone(&program.host), program.epoch, n));
        Ok(n)
    }
}

/// The plan a host runs for the evaluator's `plan` on buffers holding `input_sets` sets: the same
/// launches on the same sets, but every launch captured and every set read back, so that nothing in
/// the host — where a native kernel can read any memory — can tell which launches or sets the
/// evaluator will verify; those are asked for only after the batch (`collect`). Our own kernels
/// (`trusted`, the peak probes) run `plan` as it is: copies the probe does not ask for would change
/// the peak it measures.
fn host_plan(plan: &BatchPlan, input_sets: usize, trusted: bool) -> BatchPlan {
    if trusted {
        return plan.clone();
    }
    BatchPlan { sets: plan.sets.clone(), capture: (0..plan.launches()).collect(), read_inputs: (0..input_sets as u32).collect() }
}

/// The compile request for `desc`, its segments (the text, then the form's own: for `c` the
/// object) and, for a reference host, the key under which it is kept.
fn compile_request<A: HostedForm>(desc: &ProgramDesc<'_, A>) -> Result<(WireProgram, Vec<Vec<u8>>, String), BackendError> {
    let (wire, extra) = A::to_wire(desc)?;
    let described = serde_json::to_string(&wire).map_err(|e| BackendError::Other(format!("the compile request: {e}")))?;
    let key = format!("{described}\0{:?}\0{}", desc.entry_points, desc.text);
    let mut segments = vec![desc.text.as_bytes().to_vec()];
    segments.extend(extra);
    Ok((wire, segments, key))
}

impl<A: HostedForm> Backend for ConfinedBackend<A> {
    type Artifact = A;
    type Program = ConfinedProgram;
    type Resident = ConfinedResident;

    fn device(&self) -> &DeviceInfo {
        &self.info
    }

    /// The worker's clock around each batch's round trip to its host, or for hosts on a remote
    /// device the device's clock around its round trip ([`Self::for_evaluation_with`]).
    fn timer(&self) -> TimerMethod {
        self.timer
    }

    /// Native code in a host can keep anything in its process between launches; a `wgsl` kernel
    /// only its bound buffers ([`HostedForm::KERNEL_STATE`]).
    fn kernel_state(&self) -> KernelState {
        A::KERNEL_STATE
    }

    async fn compile(&self, desc: &ProgramDesc<'_, A>) -> Result<ConfinedProgram, BackendError> {
        // A loop-watching program is refused by the forms that have none ([`HostedForm::to_wire`]).
        let (wire, segments, key) = compile_request(desc)?;
        let host = self.host_for(desc);
        let epoch = host.ensure_started()?;
        let kept = host.role() == Role::Reference;
        if kept {
            let cached = lock(&host.built).get(&key).copied().filter(|(e, _)| *e == epoch);
            if let Some((e, number)) = cached {
                return Ok(ConfinedProgram { host, epoch: e, number, kept });
            }
        }
        let number = host.number();
        let refs: Vec<&[u8]> = segments.iter().map(Vec::as_slice).collect();
        let request = Request::Compile { program: number, entry_points: desc.entry_points.clone(), layout: desc.layout.into(), wire };
        host.call(epoch, request, &refs, &[])?;
        if kept {
            lock(&host.built).insert(key, (epoch, number));
        }
        Ok(ConfinedProgram { host, epoch, number, kept })
    }

    async fn upload(&self, desc: &ResidentDesc) -> Result<ConfinedResident, BackendError> {
        Ok(ConfinedResident { desc: desc.clone(), shape: shape_of(desc), on: Mutex::new(Vec::new()), last: Mutex::new(None) })
    }

    async fn run(
        &self,
        program: &ConfinedProgram,
        res: &ConfinedResident,
        launch: &[Dispatch],
        set: usize,
    ) -> Result<RunResult, BackendError> {
        let inputs = res.desc.input_sets.get(set).ok_or_else(|| BackendError::Validation(format!("no input set {set}")))?;
        let number = self.at(program, res)?;
        // A run reads its inputs back where the kernel could write them ([`HostedForm::KERNEL_STATE`]).
        let inputs: &[Vec<u8>] = if A::KERNEL_STATE == KernelState::Persistent { inputs } else { &[] };
        let mut want: Vec<u64> = res.shape.output_lengths.clone();
        want.extend(inputs.iter().map(|b| b.len() as u64));
        want.extend(&res.shape.tail_lengths);
        let set = u32::try_from(set).map_err(|_| BackendError::Validation(format!("no input set {set}")))?;
        let request = Request::Run { program: program.number, resident: number, launch: launch.to_vec(), set };
        let answered = program.host.call(program.epoch, request, &[], &want)?;
        // Only a loop-watching `wgsl` program's host says a loop was stopped ([`ProgramDesc::loop_flag`]).
        let loop_stopped = matches!(answered.reply, Reply::Ran { loop_stopped: true });
        let mut segments = answered.segments.into_iter();
        let outputs = segments.by_ref().take(res.shape.output_lengths.len()).collect();
        let inputs = segments.by_ref().take(inputs.len()).collect();
        let scratch_tails = segments.collect();
        Ok(RunResult { outputs, inputs, scratch_tails, loop_stopped })
    }

    /// The worker's clock from sending the request to reading the host's `batch_done` (the host's
    /// own timing is not even asked for); the captures and input sets of `plan` are fetched after
    /// the clock has stopped ([`host_plan`], [`Self::collect`]). Both kernels pay the same round
    /// trip and the same copies, so they pull a speedup towards 1, never away from it.
    async fn time_batch(
        &self,
        program: &ConfinedProgram,
        res: &ConfinedResident,
        launch: &[Dispatch],
        plan: &BatchPlan,
    ) -> Result<BatchTiming, BackendError> {
        plan.validate(res.desc.input_sets.len())?;
        let number = self.at(program, res)?;
        let trusted = matches!(self.routing, Routing::Trusted);
        let sent = host_plan(plan, res.desc.input_sets.len(), trusted);
        let request = Request::TimeBatch { program: program.number, resident: number, launch: launch.to_vec(), plan: sent };
        let answered = program.host.call(program.epoch, request, &[], &[])?;
        let elapsed_ns = answered.elapsed.as_nanos() as f64;
        self.collect(program, res, number, plan, elapsed_ns)
    }

    async fn read_outputs(&self, res: &ConfinedResident) -> Result<Vec<Vec<u8>>, BackendError> {
        let last = lock(&res.last).clone();
        match last {
            // Nothing has run on these buffers: their outputs are as uploaded.
            None => Ok(res.desc.output_init.to_vec()),
            Some((host, epoch, number)) => {
                Ok(host.call(epoch, Request::ReadOutputs { resident: number }, &[], &res.shape.output_lengths)?.segments)
            }
        }
    }

    /// The fastest of [`RESOLUTION_PINGS`] round trips to the reference host (a `ping`, timed like a
    /// batch): no interval this backend reports can be shorter.
    async fn timer_resolution_ns(&self) -> Result<f64, BackendError> {
        let epoch = self.reference.ensure_started()?;
        let mut best = Duration::MAX;
        for _ in 0..RESOLUTION_PINGS {
            best = best.min(self.reference.call(epoch, Request::Ping, &[], &[])?.elapsed);
        }
        Ok(best.as_nanos().max(1) as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A candidate's host captures every launch and reads every set back, whatever the evaluator
    /// will look at; our own kernels run the plan as it is.
    #[test]
    fn a_host_plan_hides_which_launches_and_sets_are_verified() {
        let plan = BatchPlan { sets: vec![3, 0, 2, 1, 3], capture: vec![1, 4], read_inputs: vec![2] };
        let sent = host_plan(&plan, 4, false);
        assert_eq!(sent.sets, plan.sets);
        assert_eq!(sent.capture, vec![0, 1, 2, 3, 4]);
        assert_eq!(sent.read_inputs, vec![0, 1, 2, 3]);
        assert_eq!(sent.validate(4), Ok(()));
        // Another plan of the same launches and sets gives the host the same request.
        let other = BatchPlan { capture: vec![0], read_inputs: vec![], ..plan.clone() };
        assert_eq!(host_plan(&other, 4, false), sent);
        assert_eq!(host_plan(&plan, 4, true), plan);
    }
}
