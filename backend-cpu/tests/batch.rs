//! `CpuBackend::time_batch` keeps the `Backend` trait's promises, seen from inside a kernel: before
//! every launch the outputs are restored whole (data and guard tail) and the page slack before each
//! output is cleared, each launch reads the input set its plan names, the captured launches are the
//! ones the plan lists, and the input sets it asks for are read back as uploaded.

use backend_cpu::CpuBackend;

use ekb_eval::backend::{Backend, BatchPlan, BatchReset, Dispatch, ResidentDesc};
use ekb_eval::front_end::FrontEnd;
use frontend_c::CFrontEnd;

/// Records what each launch found: `c[1]` the value of `c[0]`, `c[2]` the first word of the guard
/// tail `c[N]`, `c[3]` the word just before `c` (in its page's slack); then writes `c[0]` from its
/// input set and leaves marks in all three places for the next launch.
const PROBE: &str = r#"
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    c[1] = c[0];
    c[2] = c[N];
    c[3] = c[-1];
    c[0] = a[0] + b[0];
    c[N] = 7.0f;
    c[-1] = 9.0f;
}
"#;

const N: usize = 4;

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], i: usize) -> f32 {
    f32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap())
}

/// Input set `s`: `a = [s + 1; N]`, `b = [10; N]`, each with a 16-float tail of `-s`.
fn set(s: usize) -> Vec<Vec<u8>> {
    let tail = vec![-(s as f32); 16];
    let a: Vec<f32> = [vec![s as f32 + 1.0; N], tail.clone()].concat();
    let b: Vec<f32> = [vec![10.0; N], tail].concat();
    vec![f32_bytes(&a), f32_bytes(&b)]
}

fn desc(reset: BatchReset) -> ResidentDesc {
    // c: N zeros, then a tail of 16 fives.
    let init = f32_bytes(&[vec![0.0; N], vec![5.0; 16]].concat());
    let mut params = (N as u32).to_le_bytes().to_vec();
    params.resize(16, 0);
    ResidentDesc {
        input_sets: (0..3).map(set).collect(),
        output_init: vec![init].into(),
        batch_reset: reset,
        params,
        scratch_bytes: vec![],
        scratch_tails: vec![],
    }
}

#[test]
fn every_launch_starts_from_the_uploaded_outputs_and_the_plan_picks_sets_and_captures() {
    let task = kernels::get("l1_vector_add").expect("task");
    let be = CpuBackend::with_threads(1, std::time::Duration::from_secs(10)).expect("cpu backend");
    let prepared = CFrontEnd::with_ntasks(1).prepare(&task.spec, PROBE, be.device()).expect("the probe kernel builds");
    let program = pollster::block_on(be.compile(&prepared.program_desc(&task.spec, "probe"))).expect("compile");
    let launch = [Dispatch { entry: 0, workgroups: [1, 1, 1], workgroup_size: [1, 1, 1] }];
    let res = pollster::block_on(be.upload(&desc(BatchReset::EveryLaunch))).expect("upload");
    let plan = BatchPlan { sets: vec![2, 0, 1, 2, 1], capture: vec![0, 2, 4], read_inputs: vec![1] };
    let t = pollster::block_on(be.time_batch(&program, &res, &launch, &plan)).expect("batch");
    assert!(t.elapsed_ns > 0.0);
    assert_eq!(t.captures.iter().map(|c| c.launch).collect::<Vec<_>>(), vec![0, 2, 4]);
    for c in &t.captures {
        let out = &c.outputs[0];
        assert_eq!(out.len(), (N + 16) * 4, "the whole output, tail included");
        let s = plan.sets[c.launch as usize] as f32;
        assert_eq!(f32_at(out, 0), s + 11.0, "launch {} read set {s}", c.launch);
        assert_eq!((f32_at(out, 1), f32_at(out, 2), f32_at(out, 3)), (0.0, 5.0, 0.0), "launch {}: data, tail and slack reset", c.launch);
        assert_eq!(f32_at(out, N), 7.0, "the capture holds the tail as the launch left it");
    }
    assert_eq!(t.inputs, vec![set(1)], "set 1 read back as uploaded");

    // Without resets (the peak probes' batches) every mark reaches the next launch.
    let res = pollster::block_on(be.upload(&desc(BatchReset::Never))).expect("upload");
    let plan = BatchPlan { sets: vec![0, 1, 2], capture: vec![2], read_inputs: vec![] };
    let t = pollster::block_on(be.time_batch(&program, &res, &launch, &plan)).expect("batch");
    let out = &t.captures[0].outputs[0];
    assert_eq!((f32_at(out, 0), f32_at(out, 1), f32_at(out, 2), f32_at(out, 3)), (13.0, 12.0, 7.0, 9.0));

    // A plan the resident cannot run is a validation error, not a launch.
    let bad = BatchPlan { sets: vec![3], capture: vec![], read_inputs: vec![] };
    assert!(matches!(pollster::block_on(be.time_batch(&program, &res, &launch, &bad)), Err(ekb_eval::BackendError::Validation(_))));
}
