//! The sandbox end to end with the real host compiler and bubblewrap: a correct kernel, and every hostile
//! case of docs/SANDBOX.md's threat model with its exact error (or, for what must kill the process, its signal in a child).

mod common;

use common::{add_sig, GOOD};
use std::os::unix::process::ExitStatusExt as _;
use std::process::Command;
use std::time::Duration;

use ekb_sandbox::abi::{generate, pack_f32, pack_i32, EntrySignature};
use ekb_sandbox::{CompileError, CompileLimits, CompiledKernel, DiagFile, ElfViolation, GuardedBuffer, Kernel, Pool, RunError, Sandbox};

fn sandbox() -> Sandbox {
    // No skip: the test machine (scripts/setup.sh) installs bubblewrap and gcc.
    Sandbox::detect().unwrap_or_else(|e| panic!("{e}"))
}

fn compile(src: &str) -> Result<CompiledKernel, CompileError> {
    sandbox().compile_c(src, &generate(&[add_sig()]), &CompileLimits::default())
}

fn floats(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Runs `add` on n elements; returns c.
fn run_add(src: &str, n: usize, ntasks: u32) -> Result<Vec<f32>, RunError> {
    run_add_within(src, n, ntasks, Duration::from_secs(10))
}

fn run_add_within(src: &str, n: usize, ntasks: u32, timeout: Duration) -> Result<Vec<f32>, RunError> {
    let k = Kernel::load(&compile(src).expect("compiles")).expect("loads");
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let mut ba = GuardedBuffer::from_bytes(&floats(&a)).unwrap();
    let mut bb = GuardedBuffer::from_bytes(&floats(&b)).unwrap();
    let mut bc = GuardedBuffer::new(n * 4).unwrap();
    let pool = Pool::new(4).unwrap();
    let params = [n as u64, pack_f32(2.0), pack_i32(-3)];
    pool.run(&k, "add", &mut [&mut ba, &mut bb, &mut bc], &params, ntasks, timeout)?;
    Ok(bc.as_slice().chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect())
}

#[test]
fn without_bwrap_the_sandbox_is_refused_with_what_to_install() {
    let e = Sandbox::detect_with_path(std::ffi::OsStr::new("/nonexistent")).unwrap_err();
    assert_eq!(e, ekb_sandbox::SandboxUnavailable::BwrapMissing);
    let msg = e.to_string();
    assert!(msg.contains("bubblewrap (bwrap) is not installed") && msg.contains("`c` candidates are refused"), "{msg}");
    // bwrap found, but no `cc` on that PATH.
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink("/usr/bin/bwrap", dir.path().join("bwrap")).unwrap();
    let e = Sandbox::detect_with_path(dir.path().as_os_str()).unwrap_err();
    assert!(matches!(e, ekb_sandbox::SandboxUnavailable::CompilerMissing { .. }), "{e:?}");
}

#[test]
fn correct_kernel_gives_right_results() {
    for (n, ntasks) in [(1000usize, 4u32), (7, 16), (1, 1), (4096, 3)] {
        let c = run_add(GOOD, n, ntasks).unwrap();
        for (i, &v) in c.iter().enumerate() {
            let want = 2.0 * (i as f32).sqrt() + 0.5 * i as f32 - 3.0;
            assert!((v - want).abs() <= 1e-4 * want.abs().max(1.0), "n={n} i={i}: {v} vs {want}");
        }
    }
}

#[test]
fn the_same_pool_runs_many_launches() {
    let k = Kernel::load(&compile(GOOD).unwrap()).unwrap();
    let pool = Pool::new(2).unwrap();
    let n = 64usize;
    let mut ba = GuardedBuffer::from_bytes(&floats(&vec![4.0; n])).unwrap();
    let mut bb = GuardedBuffer::from_bytes(&floats(&vec![1.0; n])).unwrap();
    let mut bc = GuardedBuffer::new(n * 4).unwrap();
    for _ in 0..200 {
        let t = pool
            .run(&k, "add", &mut [&mut ba, &mut bb, &mut bc], &[n as u64, pack_f32(1.0), pack_i32(0)], 5, Duration::from_secs(10))
            .unwrap();
        assert!(t < Duration::from_secs(10));
    }
    assert!(bc.as_slice().chunks_exact(4).all(|c| f32::from_le_bytes(c.try_into().unwrap()) == 3.0));
    assert_eq!(pool.run(&k, "nope", &mut [], &[], 1, Duration::from_secs(1)), Err(RunError::NoSuchEntry("nope".into())));
    assert!(matches!(
        pool.run(&k, "add", &mut [&mut ba], &[], 1, Duration::from_secs(1)),
        Err(RunError::Arity { buffers: 3, params: 3, given_buffers: 1, given_params: 0, .. })
    ));
}

#[test]
fn libm_and_memory_functions_are_allowed() {
    let src = r#"
void add(const float* a, const float* b, float* c, uint32_t n, float alpha, int32_t bias,
         uint32_t task, uint32_t ntasks) {
    if (task != 0) return;
    memcpy(c, a, n * sizeof(float));
    for (uint32_t i = 0; i < n; i++) c[i] = expf(logf(c[i] + 1.0f)) - 1.0f + (float)tanh(0.0) + b[i] * 0.0f;
    memset(c, 0, 0);
}
"#;
    let c = run_add(src, 10, 2).unwrap();
    for (i, v) in c.iter().enumerate() {
        assert!((v - i as f32).abs() < 1e-4, "{i}: {v}");
    }
}

fn elf_err(src: &str) -> ElfViolation {
    match compile(src) {
        Err(CompileError::Elf(v)) => v,
        other => panic!("expected an ELF violation, got {other:?}"),
    }
}

#[test]
fn static_variable_cache_is_rejected_naming_it() {
    let src = r#"
static float cache[1024]; static int filled;
void add(const float* a, const float* b, float* c, uint32_t n, float alpha, int32_t bias,
         uint32_t task, uint32_t ntasks) {
    if (!filled) { for (uint32_t i = 0; i < n && i < 1024; i++) cache[i] = a[i] + b[i]; filled = 1; }
    for (uint32_t i = 0; i < n && i < 1024; i++) c[i] = cache[i];
}
"#;
    match elf_err(src) {
        ElfViolation::WritableStatic { section, symbols, .. } => {
            assert_eq!(section, ".bss");
            assert_eq!(symbols, vec!["cache".to_string(), "filled".to_string()]);
        }
        v => panic!("{v:?}"),
    }
    let data = "int counter = 3;\n".to_string() + GOOD;
    match elf_err(&data) {
        ElfViolation::WritableStatic { section, symbols, size } => {
            assert_eq!((section.as_str(), symbols, size), (".data", vec!["counter".to_string()], 4))
        }
        v => panic!("{v:?}"),
    }
    let custom = "__attribute__((section(\"stash\"))) int stashed = 1;\n".to_string() + GOOD;
    assert!(matches!(elf_err(&custom), ElfViolation::WritableStatic { section, .. } if section == "stash"));
    // Read-only statics and tables are fine.
    let ok = "static const float table[4] = {1, 2, 3, 4};\n".to_string() + &GOOD.replace("(float)bias;", "(float)bias + table[0] - 1.0f;");
    assert!(compile(&ok).is_ok());
}

#[test]
fn thread_local_is_rejected() {
    let src = "__thread int t;\n".to_string() + &GOOD.replace("(float)bias;", "(float)(bias + t++);");
    assert!(matches!(elf_err(&src), ElfViolation::ThreadLocal { section, symbols } if section == ".tbss" && symbols == ["t"]));
}

#[test]
fn file_process_and_abort_imports_are_rejected() {
    let cases = [
        ("#include <stdio.h>\n", "FILE* f = fopen(\"/etc/passwd\", \"r\"); if (f) c[0] = 1;", "fopen"),
        ("#include <fcntl.h>\n", "c[0] = (float)open(\"/etc/passwd\", O_RDONLY);", "open"),
        ("#include <unistd.h>\n", "c[0] = (float)fork();", "fork"),
        ("#include <stdlib.h>\n", "if (n == 12345) abort();", "abort"),
        ("#include <stdlib.h>\n", "float* p = malloc(4); c[0] = p ? 1 : 0;", "malloc"),
        ("#include <unistd.h>\n", "c[0] = (float)syscall(39);", "syscall"),
    ];
    for (inc, body, sym) in cases {
        let src = format!("{inc}{}", GOOD.replace("uint32_t per", &format!("{body}\n    uint32_t per")));
        match compile(&src) {
            Err(CompileError::Elf(ElfViolation::UndefinedSymbol { symbol })) => assert_eq!(symbol, sym),
            other => panic!("{sym}: {other:?}"),
        }
    }
}

#[test]
fn load_time_code_is_rejected() {
    let ctor = "__attribute__((constructor)) static void boot(void) { __asm__ volatile(\"nop\"); }\n".to_string() + GOOD;
    assert!(matches!(elf_err(&ctor), ElfViolation::LoadTimeCode { what } if what.contains(".init_array")), "constructor");
    let dtor = "__attribute__((destructor)) void bye(void) { __asm__ volatile(\"nop\"); }\n".to_string() + GOOD;
    assert!(matches!(elf_err(&dtor), ElfViolation::LoadTimeCode { what } if what.contains(".fini_array")));
    let init = "void _init(void) { __asm__ volatile(\"nop\"); }\n".to_string() + GOOD;
    assert!(matches!(elf_err(&init), ElfViolation::LoadTimeCode { what } if what.contains("DT_INIT")));
    let ifunc = "static void impl(void) {}\nstatic void (*resolve(void))(void) { return impl; }\n\
                 void picked(void) __attribute__((ifunc(\"resolve\")));\n"
        .to_string()
        + GOOD;
    assert!(matches!(elf_err(&ifunc), ElfViolation::LoadTimeCode { what } if what.contains("indirect")));
}

#[test]
fn host_files_are_invisible_to_the_compiler() {
    let src = "#include \"/etc/passwd\"\n".to_string() + GOOD;
    match compile(&src) {
        Err(CompileError::Rejected { diagnostics, log }) => {
            let d = &diagnostics[0];
            assert_eq!((d.file.clone(), d.line, d.column), (DiagFile::Candidate, 1, Some(10)), "{log}");
            assert_eq!(d.message, "/etc/passwd: No such file or directory");
        }
        other => panic!("{other:?}"),
    }
    // The scratch directory of another compile is not visible either.
    let src = "#include \"/tmp/x.h\"\n".to_string() + GOOD;
    assert!(matches!(compile(&src), Err(CompileError::Rejected { .. })));
}

#[test]
fn prototype_mismatch_is_located_at_the_candidates_line() {
    let src = "\n\nvoid add(float* a, const float* b, float* c, uint32_t n, uint32_t task, uint32_t ntasks) {}\n";
    match compile(src) {
        Err(CompileError::Rejected { diagnostics, .. }) => {
            let d = diagnostics.iter().find(|d| d.is_prototype_mismatch()).expect("conflicting types");
            assert_eq!((d.file.clone(), d.line), (DiagFile::Candidate, 3));
        }
        other => panic!("{other:?}"),
    }
    match compile("void other(void) {}\n") {
        Err(CompileError::MissingEntry { name }) => assert_eq!(name, "add"),
        other => panic!("{other:?}"),
    }
    let syntax = GOOD.replace("c[i] =", "c[i] = = ");
    match compile(&syntax) {
        Err(CompileError::Rejected { diagnostics, .. }) => {
            assert_eq!((diagnostics[0].file.clone(), diagnostics[0].line), (DiagFile::Candidate, 5))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn compiler_limits_hold() {
    let s = sandbox();
    let code = generate(&[add_sig()]);
    // Reading an endless device, and a macro bomb: cc1 runs out of its address-space limit.
    let limits = CompileLimits { memory_bytes: 256 << 20, ..CompileLimits::default() };
    let bomb = "#define A(x) x x x x x x x x x x\n#define B(x) A(A(A(A(A(x)))))\nint f(void) { return 0 B(B(+1)); }\n";
    for src in ["#include \"/dev/zero\"\n", bomb] {
        match s.compile_c(src, &code, &limits) {
            Err(CompileError::Rejected { log, .. }) => assert!(log.contains("out of memory") || log.contains("memory exhausted"), "{log}"),
            other => panic!("{other:?}"),
        }
    }
    // The wall clock: a compile takes ~0.1 s, so 1 ms always expires; the sandbox is killed.
    let quick = CompileLimits { wall: Duration::from_millis(1), ..CompileLimits::default() };
    assert!(matches!(s.compile_c(GOOD, &code, &quick), Err(CompileError::Timeout(d)) if d == Duration::from_millis(1)));
    let big = "x".repeat(CompileLimits::default().source_bytes + 1);
    assert!(matches!(s.compile_c(&big, &code, &CompileLimits::default()), Err(CompileError::SourceTooLarge { .. })));
    let bad = EntrySignature { name: "x; int y".into(), args: vec![] };
    assert!(matches!(s.compile_c("", &generate(&[bad]), &CompileLimits::default()), Err(CompileError::InvalidName { .. })));
}

// ---- cases that must end the process: run in a child (this test binary, one test, an env var) ----

const CHILD_ENV: &str = "EKB_SANDBOX_CHILD_CASE";

fn child_source(case: &str) -> String {
    match case {
        "raw_syscall" => GOOD.replace(
            "uint32_t per",
            "long r; __asm__ volatile(\"syscall\" : \"=a\"(r) : \"a\"(39L) : \"rcx\", \"r11\", \"memory\"); c[0] = (float)r;\n    uint32_t per",
        ),
        "raw_openat" => GOOD.replace(
            "uint32_t per",
            "long r; register long r10 __asm__(\"r10\") = 0; \
             __asm__ volatile(\"syscall\" : \"=a\"(r) : \"a\"(257L), \"D\"(-100L), \"S\"(\"/etc/passwd\"), \"d\"(0L), \"r\"(r10) : \"rcx\", \"r11\", \"memory\"); c[0] = (float)r;\n    uint32_t per",
        ),
        // The i386 ABI (`int $0x80`, getpid = 20) and the x32 ABI (bit 30 set): other system-call
        // tables, refused by the filter's architecture and number checks.
        "int80" => GOOD.replace(
            "uint32_t per",
            "long r; __asm__ volatile(\"int $0x80\" : \"=a\"(r) : \"a\"(20L) : \"memory\"); c[0] = (float)r;\n    uint32_t per",
        ),
        "x32" => GOOD.replace(
            "uint32_t per",
            "long r; __asm__ volatile(\"syscall\" : \"=a\"(r) : \"a\"(0x40000000L | 39L) : \"rcx\", \"r11\", \"memory\"); c[0] = (float)r;\n    uint32_t per",
        ),
        "past_end" => GOOD.replace("uint32_t per", "if (task == 0) c[n] = 1.0f;\n    uint32_t per"),
        "before_start" => GOOD.replace("uint32_t per", "if (task == 0) c[-1025] = 1.0f;\n    uint32_t per"),
        // 1 MiB - 4 bytes past the end: the far edge of the trailing guard.
        "far_past_end" => GOOD.replace("uint32_t per", "if (task == 0) c[n + 262143] = 1.0f;\n    uint32_t per"),
        "trap" => GOOD.replace("uint32_t per", "if (n > 0) __builtin_trap();\n    uint32_t per"),
        "infinite_loop" => GOOD.replace("uint32_t per", "for (volatile int spin = 1; spin;) {}\n    uint32_t per"),
        _ => panic!("unknown case {case}"),
    }
}

/// The child's side: does nothing unless run by `run_child`.
#[test]
fn child_entry() {
    let Ok(case) = std::env::var(CHILD_ENV) else { return };
    let result = run_add_within(&child_source(&case), 100, 4, Duration::from_secs(2));
    // Only reached when the kernel did not end the process.
    println!("CHILD-RESULT: {result:?}");
    std::process::exit(if matches!(result, Err(RunError::Timeout(_))) { 42 } else { 0 });
}

fn run_child(case: &str) -> (std::process::ExitStatus, String) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["child_entry", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, case)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status, text)
}

#[cfg(target_arch = "x86_64")]
#[test]
fn raw_system_calls_kill_the_process_with_sigsys() {
    for case in ["raw_syscall", "raw_openat", "int80", "x32"] {
        let (status, text) = run_child(case);
        assert_eq!(status.signal(), Some(libc::SIGSYS), "{case}: {status:?}\n{text}");
    }
}

#[test]
fn writing_past_either_end_faults() {
    for case in ["past_end", "before_start", "far_past_end"] {
        let (status, text) = run_child(case);
        assert_eq!(status.signal(), Some(libc::SIGSEGV), "{case}: {status:?}\n{text}");
    }
}

#[test]
fn builtin_trap_is_sigill() {
    let (status, text) = run_child("trap");
    let want = if cfg!(target_arch = "x86_64") { libc::SIGILL } else { libc::SIGTRAP };
    assert_eq!(status.signal(), Some(want), "{status:?}\n{text}");
}

#[test]
fn infinite_loop_is_a_timeout() {
    // The child's run uses a 2 s limit; the child then exits with 42.
    let (status, text) = run_child("infinite_loop");
    assert_eq!(status.code(), Some(42), "{status:?}\n{text}");
    assert!(text.contains("CHILD-RESULT: Err(Timeout(2s))"), "{text}");
}

#[test]
fn the_sandbox_sees_only_usr_and_its_scratch_and_no_network() {
    let s = sandbox();
    let dir = tempfile::tempdir().unwrap();
    let sh = |script: &str| {
        let out = s.command(dir.path(), &["/bin/sh".as_ref(), "-c".as_ref(), script.as_ref()]).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
    };
    let root = sh("ls /");
    let mut names: Vec<&str> = root.split_whitespace().collect();
    names.retain(|n| !matches!(*n, "lib32" | "libx32" | "sbin"));
    assert_eq!(names, ["bin", "dev", "lib", "lib64", "usr", "work"], "{root}");
    assert_eq!(sh("id -u; id -g; pwd; touch /usr/x 2>/dev/null || echo ro"), "65534\n65534\n/work\nro\n");
    assert!(sh("grep Cap /proc/self/status 2>&1").contains("No such file"), "no /proc");
    if std::path::Path::new("/usr/bin/python3").exists() {
        let net = sh("python3 -c 'import socket; print([n for _, n in socket.if_nameindex()])'");
        assert_eq!(net.trim(), "['lo']", "only loopback: {net}");
    }
    // The scratch directory is the one writable place, and what is written there is the caller's.
    sh("echo hi > /work/out.txt");
    assert_eq!(std::fs::read_to_string(dir.path().join("out.txt")).unwrap(), "hi\n");
}
