//! LEKA's decisions against the loopback step-replay server (support/step_replay.rs; replies
//! written by hand for the tests, `agent/tests/fixtures/agent/steps.json`) with a **scripted**
//! evaluator: the timings a device would give are written here, so the tests can put a candidate
//! exactly where the rule must act — its 99 % bound below the best's median and its median above
//! (a straddle), or the best kernel near its speed-of-light bound. The numbers are fixtures, not
//! measurements. `cli/tests/agent.rs` runs the same loop with the real evaluator.

#[path = "support/step_replay.rs"]
mod step_replay;
#[path = "support/timed_report.rs"]
mod timed_report;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use ekb_agent::leka::{self, BlockingClient, Evaluate, EvaluateError, RunConfig, Score};
use ekb_agent::prompt::{PromptOptions, PromptVersion};
use ekb_agent::{Client, ClientConfig};
use ekb_eval::report::{SampleReport, TimingReport};
use ekb_wire::kind::Kind;
use ekb_wire::trajectory::{parse_trajectory, Budget, Layer, Method, StopReason, Trajectory};
use step_replay::StepReplay;
use timed_report::timed_report;

/// The fixture report with `pairs` as (reference ms, kernel ms) and the speed-of-light bound `sol`
/// (ms), flagged when a median beats it.
fn report(pairs: &[(f64, f64)], seed: u64, sol: Option<f64>) -> SampleReport {
    let mut r = timed_report(pairs, seed);
    let t = r.timing.as_mut().expect("timed");
    t.speed_of_light_ms = sol;
    t.speed_of_light_violated = TimingReport::beats_speed_of_light(t.candidate_ms, t.baseline_ms, sol);
    r
}

/// `n` pairs, the reference at 2 ms and the kernel at `2 / ratio` ms (a little faster pair by
/// pair), except the first `slow`, where the kernel takes 2.2 ms.
fn pairs(n: usize, ratio: f64, slow: usize) -> Vec<(f64, f64)> {
    (0..n).map(|i| if i < slow { (2.0, 2.2) } else { (2.0, 2.0 / (ratio + 0.001 * i as f64)) }).collect()
}

/// One call to the evaluator: what was asked and how many model calls had been made by then.
#[derive(Clone, Debug, PartialEq)]
enum Call {
    Evaluate { calls_before: usize },
    More { look: u32, calls_before: usize },
    Recheck { calls_before: usize },
}

/// Answers each kind of evaluation from its own queue, in order; logs every call.
struct Scripted {
    replay: StepReplay,
    evaluate: Vec<SampleReport>,
    more: Vec<SampleReport>,
    recheck: Vec<SampleReport>,
    log: Arc<Mutex<Vec<Call>>>,
}

fn next(queue: &mut Vec<SampleReport>, what: &str) -> Result<SampleReport, EvaluateError> {
    if queue.is_empty() {
        return Err(EvaluateError(format!("the script has no more {what} reports")));
    }
    Ok(queue.remove(0))
}

impl Evaluate for Scripted {
    fn evaluate(&mut self, _: &str) -> Result<SampleReport, EvaluateError> {
        self.log.lock().expect("lock").push(Call::Evaluate { calls_before: self.replay.requests().len() });
        next(&mut self.evaluate, "evaluate")
    }
    fn recheck(&mut self, _: &str) -> Result<SampleReport, EvaluateError> {
        self.log.lock().expect("lock").push(Call::Recheck { calls_before: self.replay.requests().len() });
        next(&mut self.recheck, "recheck")
    }
    fn evaluate_more(&mut self, _: &str, look: u32) -> Option<Result<SampleReport, EvaluateError>> {
        self.log.lock().expect("lock").push(Call::More { look, calls_before: self.replay.requests().len() });
        Some(next(&mut self.more, "extra-look"))
    }
}

fn config(model: &str, max_calls: u32) -> RunConfig {
    RunConfig {
        task: kernels::get("l1_vector_add").expect("a suite task"),
        method: Method::Leka,
        model: model.into(),
        prompt: PromptOptions { kind: Kind::Wgsl, with_reference: false, device: None, version: PromptVersion::CURRENT },
        budget: Budget { max_calls, max_tokens: 1_000_000, max_wall_s: 600.0 },
        steps_per_layer: 1,
        plan_only_steps: 0,
        tune: false,
        temperature: None,
        top_p: None,
        seed: None,
        max_reply_tokens: None,
        start_kernel: None,
        tool_version: "test".into(),
    }
}

fn run(replay: &StepReplay, config: &RunConfig, eval: &mut Scripted) -> Trajectory {
    let mut c = ClientConfig::new(replay.endpoint.clone());
    c.api_key_env = "EKB_TEST_NO_KEY_LEKA_DECISIONS".into();
    c.timeout = Duration::from_secs(20);
    c.max_retries = 0;
    c.cache_dir = None;
    let mut llm = BlockingClient::new(Client::new(c).expect("client")).expect("runtime");
    let mut out = Vec::new();
    leka::run(config, &mut llm, eval, &mut out).expect("the run ends");
    parse_trajectory(&String::from_utf8(out).expect("utf-8")).expect("a valid trajectory")
}

/// Issue 29, "decisions that survive noise": a correct candidate whose first evaluation straddles
/// the best's median gets more pairs before the decision — fresh evaluations, made before the
/// next model call — and is refused when the extra look shows no gain, accepted when the pooled
/// pairs confirm it; the final re-check, straddling the reference, is decided by the same rule.
#[test]
fn a_straddling_candidate_gets_more_pairs_before_the_decision() {
    let replay = StepReplay::start();
    let log = Arc::new(Mutex::new(Vec::new()));
    let mut eval = Scripted {
        replay: replay.clone(),
        evaluate: vec![
            // Step 1: the first correct kernel, 1.1× in every pair.
            report(&[(2.0, 2.0 / 1.1); 10], 1, None),
            // Step 2: median ≈ 1.2× over the best's 1.1×, but two slow pairs: bound 0.909× — a straddle.
            report(&pairs(10, 1.2, 2), 1, None),
            // Step 3: the same straddle.
            report(&pairs(10, 1.2, 2), 1, None),
        ],
        more: vec![
            // Step 2's look 1: no faster than the best (1.05×): refused there.
            report(&pairs(10, 1.05, 0), 11, None),
            // Step 3's looks: 9 of 10 above 1.1× (10 needed), then 19 of 20 (17 needed): confirmed.
            report(&pairs(10, 1.2, 1), 12, None),
            report(&pairs(10, 1.2, 0), 13, None),
            // The re-check's look: 10 of 10 above 1.0×.
            report(&pairs(10, 1.3, 0), 14, None),
        ],
        // The re-check straddles the reference: median 1.3×, bound 0.909×.
        recheck: vec![report(&pairs(10, 1.3, 3), 99, None)],
        log: log.clone(),
    };
    let t = run(&replay, &config("fixture-straddle", 3), &mut eval);
    let calls = log.lock().expect("lock").clone();
    assert_eq!(
        calls,
        [
            Call::Evaluate { calls_before: 1 },
            Call::Evaluate { calls_before: 2 },
            Call::More { look: 1, calls_before: 2 },
            Call::Evaluate { calls_before: 3 },
            Call::More { look: 1, calls_before: 3 },
            Call::More { look: 2, calls_before: 3 },
            Call::Recheck { calls_before: 3 },
            Call::More { look: 1, calls_before: 3 },
        ],
        "the extra looks come right after the straddling evaluation, before the next model call"
    );
    assert!(replay.requests().iter().all(|(_, hit)| hit.is_some()), "every prompt carried its feedback");
    let layers: Vec<Layer> = t.steps.iter().map(|s| s.layer).collect();
    assert_eq!(layers, [Layer::Correctness, Layer::Computation, Layer::Scheduling]);
    let accepted: Vec<bool> = t.steps.iter().map(|s| s.accepted).collect();
    assert_eq!(accepted, [true, false, true]);
    assert!(t.steps[0].sequential.is_none(), "the first correct kernel is accepted at once");
    // Refused after one look: the look is recorded with its pairs, and the reason says why.
    let refused = &t.steps[1];
    let test = refused.sequential.as_ref().expect("more pairs were taken");
    assert!(!test.confirmed && test.looks.len() == 1 && (test.threshold - 1.1).abs() < 0.01, "{test:?}");
    assert_eq!((test.looks[0].seed, test.looks[0].ratios.len(), test.looks[0].above), (11, 10, 0));
    assert!(refused.reason.contains("did not confirm it (0 of 10 pooled pairs above 1.100×, 10 needed)"), "{}", refused.reason);
    // Accepted after two looks of pooled pairs.
    let confirmed = t.steps[2].sequential.as_ref().expect("more pairs were taken");
    assert!(confirmed.confirmed && (confirmed.alpha_per_look - 0.005).abs() < 1e-12, "{confirmed:?}");
    let pooled: Vec<(u32, u32, Option<u32>)> = confirmed.looks.iter().map(|l| (l.pooled_pairs, l.above, l.needed)).collect();
    assert_eq!(pooled, [(10, 9, Some(10)), (20, 19, Some(17))]);
    let summary = t.summary.expect("a summary");
    assert_eq!((&summary.stop_reason, summary.calls, summary.best_step), (&StopReason::MaxCalls, 3, Some(2)));
    // The re-check alone is not confident (bound < 1), its extra look is: confident Fast@1.0.
    let last = summary.final_report.as_deref().expect("re-checked");
    assert!(!last.timing.as_ref().expect("timed").fast_confident(1.0));
    let final_test = summary.final_sequential.as_ref().expect("the re-check straddled 1.0");
    assert!(final_test.confirmed && final_test.threshold == 1.0, "{final_test:?}");
    let score = Score::of(&summary);
    assert!(score.correct && score.fast_1_0, "{score:?}");
    // Without the confirmation the same re-check would not count as fast.
    let mut unconfirmed = summary.clone();
    unconfirmed.final_sequential = None;
    assert!(!Score::of(&unconfirmed).fast_1_0);
}

/// Issue 29, "a budget spent where it pays": each optimisation layer opens by asking what it can
/// still gain; once a computation step brings the kernel within 1.25× of its speed-of-light bound,
/// scheduling and memory are skipped without a model call and recorded in the summary.
#[test]
fn layers_with_nothing_to_gain_are_skipped_without_a_call() {
    let replay = StepReplay::start();
    let log = Arc::new(Mutex::new(Vec::new()));
    // Reference 2 ms; bound 1 ms. Step 1: the kernel at 3 ms (3× the bound); step 2: at ≈ 1.1 ms.
    let slow: Vec<(f64, f64)> = (0..10).map(|i| (2.0, 3.0 + 0.001 * i as f64)).collect();
    let near: Vec<(f64, f64)> = (0..10).map(|i| (2.0, 1.1 + 0.001 * i as f64)).collect();
    let mut eval = Scripted {
        replay: replay.clone(),
        evaluate: vec![report(&slow, 1, Some(1.0)), report(&near, 1, Some(1.0))],
        more: Vec::new(),
        recheck: vec![report(&near, 99, Some(1.0))],
        log: log.clone(),
    };
    let t = run(&replay, &config("fixture-skip-layers", 6), &mut eval);
    let steps: Vec<(Layer, bool)> = t.steps.iter().map(|s| (s.layer, s.accepted)).collect();
    assert_eq!(steps, [(Layer::Correctness, true), (Layer::Computation, true)]);
    let summary = t.summary.expect("a summary");
    assert_eq!((summary.stop_reason, summary.calls), (StopReason::LayersDone, 2), "four calls of six left unspent");
    let skipped: Vec<(Layer, u32)> = summary.skipped_layers.iter().map(|s| (s.layer, s.at_step)).collect();
    assert_eq!(skipped, [(Layer::Scheduling, 2), (Layer::Memory, 2)]);
    assert!(
        summary.skipped_layers[0].reason.contains("within 1.25× of the speed-of-light bound 1.0000 ms"),
        "{:?}",
        summary.skipped_layers
    );
    assert_eq!(replay.requests().len(), 2);
    assert!(replay.requests().iter().all(|(_, hit)| hit.is_some()), "every prompt carried its feedback");
}
