//! The launch-plan and expression parsers: arbitrary text through `ekb_eval::plan::parse_plan`
//! (every grid and scratch expression of a parsed plan is then evaluated), and the same text
//! through `ekb_eval::expr::Expr::parse` + `eval` + `names`, with the names a plan may use bound
//! to values near the edges (0, 1, a typical size, `i64::MAX`, negative). Errors are results;
//! panics and stack overflows are crashes.

#![no_main]

use std::sync::OnceLock;

use ekb_eval::expr::{Env, Expr};
use ekb_eval::plan::{parse_plan, Grid};
use ekb_fuzz::{on_small_stack, text};
use libfuzzer_sys::fuzz_target;

fn envs() -> &'static [Env] {
    static ENVS: OnceLock<Vec<Env>> = OnceLock::new();
    ENVS.get_or_init(|| {
        let names = ["N", "M", "K", "C", "H", "W", "B", "T", "D", "wg_x", "wg_y", "wg_z"];
        [0, 1, 1000, i64::MAX, -7]
            .iter()
            .map(|&v| names.iter().enumerate().map(|(i, n)| ((*n).to_string(), if i >= 9 { v.clamp(1, 256) } else { v })).collect())
            .collect()
    })
}

fn run(data: &[u8]) {
    let source = text(data);
    let plan = parse_plan(&source);
    if ekb_fuzz::debug() {
        eprintln!("plan: {:?}", plan.as_ref().map(|p| p.passes.len()).map_err(|d| &d.message));
        eprintln!("expr: {:?}", Expr::parse(&source).map(|e| e.eval(&envs()[2])));
    }
    if let Ok(plan) = plan {
        for env in envs() {
            for pass in &plan.passes {
                let (Grid::Dispatch(xyz) | Grid::Threads(xyz)) = &pass.grid;
                for e in xyz {
                    let _ = e.eval(env);
                }
            }
            for s in &plan.scratch {
                let _ = s.count.eval(env);
            }
        }
    }
    if let Ok(e) = Expr::parse(&source) {
        let _ = e.names();
        let _ = e.to_string();
        for env in envs() {
            let _ = e.eval(env);
        }
    }
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
