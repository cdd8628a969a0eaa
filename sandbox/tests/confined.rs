//! A confined process ([`Sandbox::confined_command`]) and the seal filters: this test binary is run
//! inside the recipe (as `ekb kernel-host` is by a worker), where its `inner_*` tests (ignored
//! outside) check what the process sees — only `/usr`, its own `/tmp`, itself at `/ekb/ekb`, no
//! `/etc`, no procfs, uid 65534, only `lo` — and, each in a child process of its own, what the
//! two filter stages kill: a socket or `TIOCSTI` from the start, a file opened or a process started once sealed,
//! while threads, memory and the files already open keep working.

#![allow(unsafe_code)]

mod common;

use common::{add_sig, GOOD};
use std::os::unix::process::ExitStatusExt;
use std::process::Command;
use std::time::Duration;

use ekb_sandbox::abi::{generate, pack_f32, pack_i32};
use ekb_sandbox::seal::{install, Scope, Stage};
use ekb_sandbox::{confinement, network_interfaces, CompileLimits, CompiledKernel, ConfinedCommand, GuardedBuffer, Kernel, Pool, Sandbox};

#[test]
fn the_inner_tests_pass_in_a_confined_process() {
    let sandbox = Sandbox::detect().unwrap_or_else(|e| panic!("{e}"));
    // An object compiled here is loaded inside, as a kernel host loads the worker's.
    let object = sandbox.compile_c(GOOD, &generate(&[add_sig()]), &CompileLimits::default()).expect("compiles").object().unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("confined-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("add.so"), object).unwrap();
    let spec = ConfinedCommand {
        exe: std::env::current_exe().unwrap(),
        args: ["inner_", "--ignored", "--test-threads=1"].iter().map(Into::into).collect(),
        env: vec![("EKB_TEST_OBJECT".into(), "/ekb/add.so".into())],
        binds: vec![ekb_sandbox::Bind::ReadOnly { src: dir.join("add.so"), dst: "/ekb/add.so".into() }],
        info_fd: None,
    };
    let out = sandbox.confined_command(&spec).unwrap().output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("test result: ok. 3 passed"), "{text}");
}

#[test]
fn the_host_is_not_a_confined_process() {
    let why = confinement().expect_err("the host is not the sandbox");
    assert!(why.to_string().contains("/etc"), "{why}");
}

fn inside() {
    confinement().unwrap_or_else(|e| panic!("run in a confined process only: {e}"));
}

#[test]
#[ignore = "run in a confined process by the_inner_tests_pass_in_a_confined_process"]
fn inner_the_process_sees_only_its_sandbox() {
    inside();
    assert_eq!(network_interfaces().unwrap(), ["lo"]);
    assert!(std::fs::metadata("/etc").is_err() && std::fs::metadata("/home").is_err());
    assert!(std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|c| c.contains("processor")), "cpuinfo alone is visible");
    assert!(std::fs::metadata("/proc/self").is_err(), "no procfs");
    assert!(std::env::var_os("HOME").is_none() && std::env::var_os("CARGO").is_none(), "a cleared environment");
    assert_eq!(std::env::current_exe().ok(), None, "no /proc/self/exe");
    assert!(std::fs::metadata("/ekb/ekb").is_ok_and(|m| m.is_file()), "the executable at its fixed path");
    assert!(std::fs::write("/usr/x", "x").is_err(), "/usr is read-only");
    // No terminal: /dev/tty is /dev/null (the process stays in its parent's session).
    std::fs::write("/dev/tty", "typed").expect("/dev/tty takes writes");
    assert_eq!(std::fs::read("/dev/tty").unwrap(), Vec::<u8>::new(), "and reads nothing");
    std::fs::write("/tmp/x", "x").expect("/tmp is writable");
}

#[test]
#[ignore = "run in a confined process by the_inner_tests_pass_in_a_confined_process"]
fn inner_a_checked_object_loads_and_runs() {
    inside();
    let object = std::fs::read(std::env::var("EKB_TEST_OBJECT").unwrap()).unwrap();
    let compiled = CompiledKernel::from_object(&object, vec![add_sig()]).expect("checked again");
    assert!(compiled.dir().starts_with("/tmp"), "written to the private /tmp");
    let k = Kernel::load(&compiled).expect("loads");
    let n = 1000;
    let bytes = |v: Vec<f32>| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut a = GuardedBuffer::from_bytes(&bytes((0..n).map(|i| i as f32).collect())).unwrap();
    let mut b = GuardedBuffer::from_bytes(&bytes((0..n).map(|i| 0.5 * i as f32).collect())).unwrap();
    let mut c = GuardedBuffer::new(n * 4).unwrap();
    let pool = Pool::new(2).unwrap();
    pool.run(&k, "add", &mut [&mut a, &mut b, &mut c], &[n as u64, pack_f32(2.0), pack_i32(-3)], 7, Duration::from_secs(10)).unwrap();
    let v = f32::from_le_bytes(c.as_slice()[4 * 9..4 * 10].try_into().unwrap());
    assert!((v - (2.0 * 3.0 + 4.5 - 3.0)).abs() < 1e-5, "{v}");
    // A truncated object is refused before it is loaded.
    assert!(CompiledKernel::from_object(&object[..object.len() / 2], vec![add_sig()]).is_err());
}

/// Runs the inner test `name` in a child process of its own (here, in the sandbox).
fn child(name: &str) -> std::process::ExitStatus {
    Command::new("/ekb/ekb").args([name, "--ignored", "--exact", "--test-threads=1"]).output().unwrap().status
}

#[test]
#[ignore = "run in a confined process by the_inner_tests_pass_in_a_confined_process"]
fn inner_each_stage_kills_what_it_denies_and_keeps_the_rest() {
    inside();
    const SIGSYS: i32 = 31;
    for (name, killed) in [
        ("child_base_allows_threads_memory_and_io", false),
        ("child_base_kills_a_socket", true),
        ("child_base_kills_typing_into_a_terminal", true),
        ("child_sealed_allows_threads_memory_and_io", false),
        ("child_sealed_kills_an_open", true),
        ("child_sealed_kills_a_process", true),
        ("child_sealed_kills_an_exec", true),
    ] {
        let status = child(name);
        if killed {
            assert_eq!(status.signal(), Some(SIGSYS), "{name}: {status:?}");
        } else {
            assert!(status.success(), "{name}: {status:?}");
        }
    }
}

/// What stays allowed: a thread, a mapping, reading and writing a pipe opened before, a file open
/// (only in the base stage), and `clone3` answering `ENOSYS` (glibc then starts threads with `clone`).
fn allowed(open_files: bool) {
    let (r, w) = std::io::pipe().unwrap();
    let t = std::thread::spawn(move || {
        use std::io::Write;
        let mut w = w;
        w.write_all(b"ok").unwrap();
        vec![7u8; 1 << 20].iter().map(|&x| u64::from(x)).sum::<u64>()
    });
    assert_eq!(t.join().unwrap(), 7 << 20);
    let mut got = String::new();
    std::io::Read::read_to_string(&mut { r }, &mut got).unwrap();
    assert_eq!(got, "ok");
    if open_files {
        std::fs::read_to_string("/proc/cpuinfo").unwrap();
    }
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_base_allows_threads_memory_and_io() {
    install(Stage::Base, Scope::AllThreads).unwrap();
    allowed(true);
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_base_kills_a_socket() {
    install(Stage::Base, Scope::AllThreads).unwrap();
    let _ = std::net::UdpSocket::bind("127.0.0.1:0");
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_base_kills_typing_into_a_terminal() {
    use std::os::fd::AsRawFd;
    install(Stage::Base, Scope::AllThreads).unwrap();
    let tty = std::fs::File::open("/dev/tty").unwrap();
    let c = b'x';
    // SAFETY: TIOCSTI reads one byte from the pointer, which points at `c`.
    unsafe { libc::ioctl(tty.as_raw_fd(), libc::TIOCSTI, &c) };
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_sealed_allows_threads_memory_and_io() {
    install(Stage::Base, Scope::AllThreads).unwrap();
    install(Stage::Sealed, Scope::AllThreads).unwrap();
    allowed(false);
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_sealed_kills_an_open() {
    install(Stage::Base, Scope::AllThreads).unwrap();
    install(Stage::Sealed, Scope::AllThreads).unwrap();
    let _ = std::fs::File::open("/proc/cpuinfo");
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_sealed_kills_a_process() {
    install(Stage::Base, Scope::AllThreads).unwrap();
    install(Stage::Sealed, Scope::AllThreads).unwrap();
    let _ = Command::new("/usr/bin/true").status();
}

#[test]
#[ignore = "a child of inner_each_stage_kills_what_it_denies_and_keeps_the_rest"]
fn child_sealed_kills_an_exec() {
    use std::os::unix::process::CommandExt;
    install(Stage::Base, Scope::AllThreads).unwrap();
    install(Stage::Sealed, Scope::AllThreads).unwrap();
    // exec in this very process (no fork first).
    let _ = Command::new("/usr/bin/true").exec();
}
