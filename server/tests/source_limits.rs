//! Kernel sources that break a limit of `ekb_eval::limits` (nesting, operators per statement) —
//! the shapes that overflow naga's stack — are a 422 naming the field and the limit on every route
//! that takes a source (inline submissions, published sets, shared kernels), before naga runs or
//! anything is stored; on SQLite and PostgreSQL.

mod common;

use axum::http::StatusCode;
use common::fixtures::{gpu, reference_report, submission, tasks};
use common::{databases, post, post_admin, ADMIN};
use serde_json::json;

/// A function whose one expression nests `depth` parentheses.
fn nested(depth: usize) -> String {
    format!("fn f() -> f32 {{ return {}1.0{}; }}\n", "(".repeat(depth), ")".repeat(depth))
}

/// A function whose one statement holds `n` additions.
fn long_sum(n: usize) -> String {
    format!("fn f() -> f32 {{ return 1.0{}; }}\n", "+1.0".repeat(n))
}

async fn stored(st: &server::AppState) -> (i64, i64, i64) {
    use sqlx::Row;
    let pool = st.db().pool();
    let mut n = [0i64; 3];
    for (i, table) in ["submissions", "kernels", "generation_sets"].iter().enumerate() {
        n[i] = sqlx::query(&format!("SELECT COUNT(*) AS n FROM {table}")).fetch_one(pool).await.expect("count").get::<i64, _>("n");
    }
    (n[0], n[1], n[2])
}

#[tokio::test]
async fn sources_over_a_wgsl_limit_are_422_naming_the_limit_and_nothing_is_stored() {
    for db in databases().await {
        let st = common::state(&db).await;
        let before = stored(&st).await;
        let t = tasks(2);
        let cases = [
            (nested(ekb_eval::limits::MAX_NESTING_DEPTH + 8), "max_nesting_depth"),
            (long_sum(ekb_eval::limits::MAX_OPERATORS_PER_STATEMENT + 8), "max_operators_per_statement"),
            // The crash input: a plan expression with 3,000 nested parentheses.
            (
                format!("// @plan\n// pass main dispatch({}1{}, 1, 1)\n// @end\n{}", "(".repeat(3000), ")".repeat(3000), long_sum(1)),
                "max_plan_expression",
            ),
        ];
        for (i, (bad, limit)) in cases.iter().enumerate() {
            // An inline submission: the second sample's source breaks the limit.
            let r = reference_report(&t, &gpu("amd", "rdna3"), 1.1, 40 + i as u64);
            let mut b = submission(&r, &format!("limits-key-{i:04}"));
            b["generation_set"] = json!("inline");
            b["sampling"] = json!({"model": "gpt-limits"});
            b["sources"] = json!({t[0]: kernels::get(t[0]).expect("task").reference_wgsl, t[1]: bad});
            let a = post(&st, "/api/submissions", &b).await;
            assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY, "{}: {a:?}", db.name);
            assert_eq!(a.json["field"], format!("sources.{}", t[1]));
            assert_eq!(a.json["limit"], *limit, "{a:?}");
            assert!(a.json["error"].as_str().expect("message").contains("the limit is"), "{a:?}");
            // A shared kernel.
            let a = post(&st, "/api/kernels", &json!({"source": bad})).await;
            assert_eq!(
                (a.status, a.json["field"].clone(), a.json["limit"].clone()),
                (StatusCode::UNPROCESSABLE_ENTITY, json!("source"), json!(limit))
            );
            // A published set with one such sample.
            let line = json!({"task_id": t[0], "sample_id": "too-deep", "source": bad}).to_string();
            let set = json!({"name": "limits", "model": "gpt-x", "date": "2026-11-29", "prompt_version": "v1", "samples_jsonl": line});
            let a = post_admin(&st, "/api/sets", &set, ADMIN).await;
            assert_eq!(
                (a.status, a.json["field"].clone(), a.json["limit"].clone()),
                (StatusCode::UNPROCESSABLE_ENTITY, json!("samples_jsonl"), json!(limit))
            );
            assert!(a.json["error"].as_str().expect("message").contains("too-deep"), "names the sample: {a:?}");
        }
        assert_eq!(stored(&st).await, before, "{}: nothing stored", db.name);
        // Within the limits, the same shapes are accepted (and judged by naga as usual).
        let a = post(&st, "/api/kernels", &json!({"source": nested(ekb_eval::limits::MAX_NESTING_DEPTH / 2)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{a:?}");
        db.cleanup().await;
    }
}
