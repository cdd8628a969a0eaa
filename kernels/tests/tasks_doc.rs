//! `docs/TASKS.md` is generated from the suite and must match it, and the suite has the size and
//! spread the benchmark promises.

#[test]
fn tasks_md_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/TASKS.md");
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(on_disk == kernels::catalog::markdown(), "docs/TASKS.md is stale: run `cargo run -p ekb -- tasks --markdown > docs/TASKS.md`");
}

#[test]
fn suite_spans_levels_and_domains() {
    let tasks = kernels::all();
    let at = |l: u8| tasks.iter().filter(|t| t.spec.level == l).count();
    assert!(at(1) >= 60 && at(2) >= 32 && at(3) >= 28, "levels: {} / {} / {}", at(1), at(2), at(3));
    let mut domains: Vec<&str> = tasks.iter().map(|t| t.spec.domain.as_str()).collect();
    domains.sort_unstable();
    domains.dedup();
    assert!(domains.len() >= 8, "domains: {domains:?}");
}
