//! `WgpuBackend::time_batch` keeps the `Backend` trait's promises, seen from inside a shader: before
//! every launch the outputs are restored whole (data and guard tail) and scratch is zeroed with its
//! tail written again, each launch reads the input set its plan names, the captured launches are the
//! ones the plan lists, and the input sets it asks for are read back as uploaded.

use ekb_eval::backend::{Backend, BatchPlan, BatchReset, Dispatch, ResidentDesc};
use ekb_eval::{FrontEnd, TaskSpec};
use ekb_gpu_test::GpuTest;
use wgsl_lib::Wgsl;

mod common;
use common::TASK;

/// Records what each launch found — `y[1]` the value of `y[0]`, `y[2]` the first word of `y`'s tail
/// `y[N]`, `y[3]` scratch word 0, `y[4]` the first word of the scratch tail — then writes `y[0]` from
/// its input set and leaves marks in all four places for the next launch.
const PROBE: &str = "// @plan
// scratch s f32 4
// pass main threads(1, 1, 1)
// @end
struct P { N: u32, alpha: f32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@group(0) @binding(3) var<storage, read_write> s: array<f32>;
@compute @workgroup_size(1)
fn main() {
    y[1] = y[0];
    y[2] = y[p.N];
    y[3] = s[0];
    y[4] = s[4];
    y[0] = x[0];
    y[p.N] = 7.0;
    s[0] = 8.0;
    s[4] = 9.0;
}";

const N: usize = 8;

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], i: usize) -> f32 {
    f32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap())
}

/// Input set `k`: `x = [k + 1; N]` and a 4-float tail of `-k`.
fn set(k: usize) -> Vec<Vec<u8>> {
    vec![f32_bytes(&[vec![k as f32 + 1.0; N], vec![-(k as f32); 4]].concat())]
}

fn desc(reset: BatchReset) -> ResidentDesc {
    let mut params = (N as u32).to_le_bytes().to_vec();
    params.extend(3.0f32.to_le_bytes());
    params.resize(16, 0);
    ResidentDesc {
        input_sets: (0..4).map(set).collect::<Vec<_>>().into(),
        // y: N zeros, then a tail of 4 fives.
        output_init: vec![f32_bytes(&[vec![0.0; N], vec![5.0; 4]].concat())].into(),
        batch_reset: reset,
        params,
        // s: 4 floats and a tail of 4 sixes.
        scratch_bytes: vec![32],
        scratch_tails: vec![f32_bytes(&[6.0; 4])],
    }
}

#[test]
fn every_launch_starts_from_the_uploaded_buffers_and_the_plan_picks_sets_and_captures() {
    GpuTest::new("every_launch_starts_from_the_uploaded_buffers_and_the_plan_picks_sets_and_captures").run(|ctx| {
        let b = &ctx.backend;
        let spec = TaskSpec::from_toml(TASK).expect("task");
        let prepared = Wgsl.prepare(&spec, PROBE, b.device()).expect("the probe kernel is valid");
        let program = pollster::block_on(b.compile(&prepared.program_desc(&spec, "probe"))).expect("compile");
        let launch = [Dispatch { entry: 0, workgroups: [1, 1, 1], workgroup_size: [1, 1, 1] }];
        let res = pollster::block_on(b.upload(&desc(BatchReset::EveryLaunch))).expect("upload");
        let plan = BatchPlan { sets: vec![3, 0, 2, 3, 1, 0], capture: vec![0, 3, 5], read_inputs: vec![2] };
        let t = pollster::block_on(b.time_batch(&program, &res, &launch, &plan)).expect("batch");
        assert!(t.elapsed_ns > 0.0);
        assert_eq!(t.captures.iter().map(|c| c.launch).collect::<Vec<_>>(), vec![0, 3, 5]);
        for c in &t.captures {
            let y = &c.outputs[0];
            assert_eq!(y.len(), (N + 4) * 4, "the whole output, tail included");
            let k = plan.sets[c.launch as usize] as f32;
            assert_eq!(f32_at(y, 0), k + 1.0, "launch {} read set {k}", c.launch);
            let found = (f32_at(y, 1), f32_at(y, 2), f32_at(y, 3), f32_at(y, 4));
            assert_eq!(found, (0.0, 5.0, 0.0, 6.0), "launch {}: output data and tail, scratch and its tail reset", c.launch);
            assert_eq!(f32_at(y, N), 7.0, "the capture holds the output's tail as the launch left it");
            assert_eq!(c.scratch_tails, vec![f32_bytes(&[9.0, 6.0, 6.0, 6.0])], "and the scratch tail");
        }
        assert_eq!(t.inputs, vec![set(2)], "set 2 read back as uploaded");

        // Without resets (the peak probes' batches) every mark reaches the next launch.
        let res = pollster::block_on(b.upload(&desc(BatchReset::Never))).expect("upload");
        let plan = BatchPlan { sets: vec![0, 1, 2], capture: vec![2], read_inputs: vec![] };
        let t = pollster::block_on(b.time_batch(&program, &res, &launch, &plan)).expect("batch");
        let y = &t.captures[0].outputs[0];
        assert_eq!((f32_at(y, 0), f32_at(y, 1), f32_at(y, 2), f32_at(y, 3), f32_at(y, 4)), (3.0, 2.0, 7.0, 8.0, 9.0));

        let bad = BatchPlan { sets: vec![4], capture: vec![], read_inputs: vec![] };
        assert!(matches!(pollster::block_on(b.time_batch(&program, &res, &launch, &bad)), Err(ekb_eval::BackendError::Validation(_))));
    });
}

/// Reads the first and last words of a 6-float scratch tail and scratch word 1, then marks the
/// tail's last word and word 1 for the next launch.
const ODD_TAIL_PROBE: &str = "// @plan
// scratch s f32 2
// pass main threads(1, 1, 1)
// @end
struct P { N: u32, alpha: f32 }
@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: P;
@group(0) @binding(3) var<storage, read_write> s: array<f32>;
@compute @workgroup_size(1)
fn main() {
    y[0] = s[2];
    y[1] = s[7];
    y[2] = s[1];
    s[1] = 8.0;
    s[7] = 9.0;
}";

/// A scratch tail whose length is not a multiple of 16 bytes (24 here; a guard tail is whatever a
/// quarter of the data rounds to, e.g. 3,912 bytes for `l3_stft_denoiser`'s `spec`) is restored in
/// place before every timed launch: its device copy is rounded up to 16 bytes, and resetting from
/// the copy's size put the tail 8 bytes early, with zeros over the buffer's last 8 bytes, which the
/// evaluator then reported as the kernel writing past the end of its scratch buffer.
#[test]
fn a_scratch_tail_of_any_length_is_restored_in_place_before_every_launch() {
    GpuTest::new("a_scratch_tail_of_any_length_is_restored_in_place_before_every_launch").run(|ctx| {
        let b = &ctx.backend;
        let spec = TaskSpec::from_toml(TASK).expect("task");
        let prepared = Wgsl.prepare(&spec, ODD_TAIL_PROBE, b.device()).expect("the probe kernel is valid");
        let program = pollster::block_on(b.compile(&prepared.program_desc(&spec, "probe"))).expect("compile");
        let launch = [Dispatch { entry: 0, workgroups: [1, 1, 1], workgroup_size: [1, 1, 1] }];
        // s: 2 floats and a tail of 6 sevens (24 bytes), 32 bytes in all.
        let desc = ResidentDesc { scratch_bytes: vec![32], scratch_tails: vec![f32_bytes(&[7.0; 6])], ..desc(BatchReset::EveryLaunch) };
        let res = pollster::block_on(b.upload(&desc)).expect("upload");
        let plan = BatchPlan { sets: vec![0, 1, 2, 3], capture: vec![1, 3], read_inputs: vec![] };
        let t = pollster::block_on(b.time_batch(&program, &res, &launch, &plan)).expect("batch");
        for c in &t.captures {
            let y = &c.outputs[0];
            let found = (f32_at(y, 0), f32_at(y, 1), f32_at(y, 2));
            assert_eq!(found, (7.0, 7.0, 0.0), "launch {}: the tail's first and last words, and zeroed data", c.launch);
            assert_eq!(c.scratch_tails, vec![f32_bytes(&[7.0, 7.0, 7.0, 7.0, 7.0, 9.0])], "launch {}: the tail as it left it", c.launch);
        }
    });
}
