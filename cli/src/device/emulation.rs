//! Whether `ekb device` runs emulated (a binary of another architecture under qemu-user, e.g. the
//! aarch64 build on an x86-64 machine), and how its kernel worker is then started.
//!
//! An emulated device's timings describe the emulator, not any hardware: it announces
//! `"emulated": true` (`tvm_rpc::AnnouncedDevice`) and tells each session so through the global
//! [`EMULATION_GLOBAL`], which the relay's remote backend turns into a report whose device is
//! marked emulated and a fallback (docs/RELAY.md, "`ekb device`").
//!
//! **Detection.** qemu-user answers `uname` with the guest's machine, but reads of
//! `/proc/sys/kernel/arch` (Linux ≥ 6.1) and, up to qemu 8.1, of `/proc/cpuinfo` reach the host's
//! kernel: a kernel architecture or a CPU description that this binary could not run on natively
//! is emulation. A 32-bit build on its 64-bit kernel (`arm` on `aarch64`, `x86` on `x86_64`) runs
//! natively. `--emulated` forces the flag where neither shows (a full-system emulator).
//!
//! **The worker under emulation.** bubblewrap (a host binary) starts the worker; the kernel runs
//! a foreign binary only through a binfmt_misc entry, so without one the worker is started through
//! the emulator named by `--emulator` (a qemu-user program under `/usr`, which the sandbox
//! shows). qemu-user implements no seccomp (`seccomp(2)` is `ENOSYS`, `PR_SET_SECCOMP` `EINVAL`)
//! and ignores `setrlimit(RLIMIT_DATA)` (it reports success), so the worker's own system-call
//! filter cannot be installed (the worker serves without it, saying so, only when told it is
//! emulated) and its memory limit is set from outside instead: the emulator runs under
//! util-linux's `prlimit --data`, which bounds the emulator and the kernel together.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use anyhow::{ensure, Context, Result};
use ekb_sandbox::{Bind, ConfinedCommand};

/// The global a session asks for this device's emulation: a string, why the device is emulated,
/// or empty when it is not. Stock TVM servers do not register it (the relay reads its absence as
/// not emulated).
pub(crate) const EMULATION_GLOBAL: &str = "ekb.device.emulation";

/// Where util-linux's `prlimit` is (on the host and, through `/usr`, in the sandbox).
const PRLIMIT: &str = "/usr/bin/prlimit";

/// Where this binary is bound inside the sandbox when a runner program ([`PRLIMIT`], the emulator)
/// takes the sandbox's executable path ([`ekb_sandbox::CONFINED_EXE`]).
const EMULATED_EXE: &str = "/ekb/device";

/// Architectures whose binaries run natively on a kernel of another name (32-bit builds on their
/// 64-bit kernels), as (binary, kernel) in Rust's and the kernel's spelling.
const COMPATIBLE: &[(&str, &str)] = &[("arm", "aarch64"), ("x86", "x86_64"), ("powerpc", "ppc64"), ("powerpc", "ppc64le")];

/// The kernel's name for an architecture in Rust's spelling (`std::env::consts::ARCH`).
fn kernel_name(rust_arch: &str) -> &str {
    match rust_arch {
        "powerpc64" => "ppc64",
        other => other,
    }
}

/// Whether a binary built for `binary` (Rust's `std::env::consts::ARCH`) runs natively on a
/// kernel of architecture `kernel` (`/proc/sys/kernel/arch`, `uname -m` outside emulation).
pub(crate) fn runs_natively(binary: &str, kernel: &str) -> bool {
    let kernel = match kernel.trim() {
        "arm64" => "aarch64",
        k if k.starts_with("armv") => "arm",
        "i386" | "i486" | "i586" | "i686" => "x86",
        k => k,
    };
    kernel == kernel_name(binary) || kernel.starts_with(kernel_name(binary)) || COMPATIBLE.contains(&(binary, kernel))
}

/// The architecture family `/proc/cpuinfo`'s text describes, in Rust's spelling, where its fields
/// tell it: `x86_64` (`vendor_id` and `flags`: x86 also covers 32-bit, which [`runs_natively`]
/// treats as compatible), `aarch64` (`CPU implementer`, on 32- and 64-bit ARM kernels alike),
/// `riscv64` (`isa` starting `rv64`); else `None`.
pub(crate) fn cpuinfo_arch(cpuinfo: &str) -> Option<&'static str> {
    let has = |name: &str| cpuinfo.lines().any(|l| l.split_once(':').is_some_and(|(k, _)| k.trim() == name));
    let value =
        |name: &str| cpuinfo.lines().find_map(|l| l.split_once(':').filter(|(k, _)| k.trim() == name).map(|(_, v)| v.trim().to_string()));
    if has("vendor_id") && has("flags") {
        Some("x86_64")
    } else if has("CPU implementer") {
        Some("aarch64")
    } else if value("isa").is_some_and(|i| i.starts_with("rv64")) {
        Some("riscv64")
    } else {
        None
    }
}

/// Why a binary built for `binary` runs emulated on this machine, from the kernel's architecture
/// (`/proc/sys/kernel/arch`, `None` where the kernel has none) and `/proc/cpuinfo`'s text; `None`
/// when nothing says it does.
pub(crate) fn detect_from(binary: &str, kernel_arch: Option<&str>, cpuinfo: &str) -> Option<String> {
    if let Some(k) = kernel_arch.map(str::trim).filter(|k| !k.is_empty()) {
        if !runs_natively(binary, k) {
            return Some(format!("this {binary} binary runs on a {k} kernel (/proc/sys/kernel/arch): emulated, e.g. by qemu-user"));
        }
    }
    let described = cpuinfo_arch(cpuinfo)?;
    // An `arm` binary on an ARM CPU, `x86` on x86: their cpuinfo names the 64-bit family.
    let native = runs_natively(binary, described) || (binary == "arm" && described == "aarch64");
    (!native).then(|| format!("this {binary} binary sees an {described} CPU in /proc/cpuinfo: emulated, e.g. by qemu-user"))
}

/// Why this process runs emulated: [`detect_from`] on this machine, or `forced` (`--emulated`).
pub(crate) fn detect(forced: bool) -> Option<String> {
    let kernel = std::fs::read_to_string("/proc/sys/kernel/arch").ok();
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    detect_from(std::env::consts::ARCH, kernel.as_deref(), &cpuinfo).or_else(|| forced.then(|| "declared emulated (--emulated)".into()))
}

/// How the kernel worker of an emulated device is run: its command inside the sandbox.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct EmulatedWorker {
    /// The emulator and its arguments (`/usr/bin/qemu-aarch64 -L /usr/aarch64-linux-gnu`); empty
    /// where a binfmt_misc entry makes the kernel run this binary by itself.
    pub(crate) emulator: Vec<OsString>,
}

impl EmulatedWorker {
    /// From `--emulator`'s words: the program (a path under `/usr`, which the sandbox shows) and
    /// its arguments.
    ///
    /// # Errors
    /// A program outside `/usr` or missing.
    pub(crate) fn parse(words: Option<&str>) -> Result<Self> {
        let emulator: Vec<OsString> = words.unwrap_or("").split_whitespace().map(OsString::from).collect();
        if let Some(program) = emulator.first() {
            let p = Path::new(program);
            ensure!(
                p.is_absolute() && p.starts_with("/usr") && !p.components().any(|c| c == std::path::Component::ParentDir),
                "--emulator: the program must be an absolute path under /usr (the sandbox shows /usr alone), got {}",
                p.display()
            );
            ensure!(p.is_file(), "--emulator: {} does not exist (Debian: apt-get install qemu-user)", p.display());
        }
        Ok(Self { emulator })
    }

    /// The sandbox's command for the worker of `exe` with `worker_args` (`device-worker …`): the
    /// emulator (if any) under `prlimit --data` (the worker's memory limit, `0`: none), this binary
    /// bound at [`EMULATED_EXE`].
    ///
    /// # Errors
    /// No `prlimit` where a memory limit is asked.
    pub(crate) fn command(&self, exe: &Path, memory_limit_mib: u64, worker_args: Vec<OsString>) -> Result<ConfinedCommand> {
        let mut words: Vec<OsString> = Vec::new();
        if memory_limit_mib > 0 {
            ensure!(Path::new(PRLIMIT).is_file(), "an emulated worker's memory limit is set with {PRLIMIT} (util-linux), which is missing");
            words.push(PRLIMIT.into());
            words.push(format!("--data={}", memory_limit_mib.saturating_mul(1 << 20)).into());
            words.push("--".into());
        }
        words.extend(self.emulator.iter().cloned());
        if words.is_empty() {
            // binfmt_misc runs the binary, and no memory limit is asked: the sandbox's usual command.
            return Ok(ConfinedCommand { exe: exe.to_path_buf(), args: worker_args, ..ConfinedCommand::default() });
        }
        let mut words = words.into_iter();
        let program = PathBuf::from(words.next().context("no program")?);
        Ok(ConfinedCommand {
            exe: program,
            args: words.chain([EMULATED_EXE.into()]).chain(worker_args).collect(),
            binds: vec![Bind::ReadOnly { src: exe.to_path_buf(), dst: EMULATED_EXE.into() }],
            ..ConfinedCommand::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const X86: &str = "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\nflags\t\t: fpu sse2 avx2\n";
    const PI: &str = "processor\t: 0\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd\nCPU implementer\t: 0x41\nCPU part\t: 0xd08\n";

    #[test]
    fn a_foreign_kernel_or_cpu_is_emulation_a_32_bit_build_on_its_64_bit_kernel_is_not() {
        // qemu-aarch64 on x86-64: the kernel says so, and so does qemu 7.2's pass-through cpuinfo.
        let why = detect_from("aarch64", Some("x86_64\n"), X86).expect("emulated");
        assert!(why.contains("x86_64 kernel"), "{why}");
        // A kernel without /proc/sys/kernel/arch (before 6.1): cpuinfo alone.
        assert!(detect_from("aarch64", None, X86).is_some_and(|w| w.contains("x86_64 CPU")));
        // qemu ≥ 8.2 fakes an ARM cpuinfo: the kernel still tells.
        assert!(detect_from("aarch64", Some("x86_64"), PI).is_some());
        // Native: a Raspberry Pi 4, 64-bit and 32-bit userland; an x86-64 server; a 32-bit x86 build.
        assert_eq!(detect_from("aarch64", Some("aarch64"), PI), None);
        assert_eq!(detect_from("arm", Some("aarch64"), PI), None);
        assert_eq!(detect_from("arm", Some("armv7l"), PI), None);
        assert_eq!(detect_from("x86_64", Some("x86_64"), X86), None);
        assert_eq!(detect_from("x86", Some("x86_64"), X86), None);
        // x86-64 under qemu-x86_64 on an ARM board.
        assert!(detect_from("x86_64", Some("aarch64"), PI).is_some());
        assert!(detect_from("x86_64", None, PI).is_some());
        // Nothing tells: not emulated (the --emulated flag is the way to say so).
        assert_eq!(detect_from("aarch64", None, ""), None);
        assert_eq!(detect_from("riscv64", None, "processor\t: 0\nisa\t\t: rv64imafdc\n"), None);
        assert!(detect_from("riscv64", None, X86).is_some());
    }

    #[test]
    fn cpuinfo_families() {
        assert_eq!(cpuinfo_arch(X86), Some("x86_64"));
        assert_eq!(cpuinfo_arch(PI), Some("aarch64"));
        assert_eq!(cpuinfo_arch("isa\t: rv64imafdc_zicsr\n"), Some("riscv64"));
        assert_eq!(cpuinfo_arch("processor : 0\n"), None);
        assert!(runs_natively("aarch64", "arm64") && runs_natively("powerpc64", "ppc64le") && !runs_natively("aarch64", "x86_64"));
    }

    #[test]
    fn the_emulated_worker_runs_under_prlimit_and_the_emulator() {
        let w = EmulatedWorker::parse(Some("/usr/bin/env -L /usr/aarch64-linux-gnu")).unwrap();
        let c = w.command(Path::new("/opt/ekb-device"), 256, vec!["device-worker".into(), "--emulated".into()]).unwrap();
        assert_eq!(c.exe, PathBuf::from(PRLIMIT));
        let args: Vec<_> = c.args.iter().map(|a| a.to_string_lossy().into_owned()).collect();
        assert_eq!(
            args,
            ["--data=268435456", "--", "/usr/bin/env", "-L", "/usr/aarch64-linux-gnu", EMULATED_EXE, "device-worker", "--emulated"]
        );
        assert_eq!(c.binds, [Bind::ReadOnly { src: "/opt/ekb-device".into(), dst: EMULATED_EXE.into() }]);
        // binfmt_misc and no memory limit: the binary itself.
        let c = EmulatedWorker::default().command(Path::new("/opt/ekb-device"), 0, vec!["device-worker".into()]).unwrap();
        assert_eq!((c.exe, c.args, c.binds), (PathBuf::from("/opt/ekb-device"), vec![OsString::from("device-worker")], vec![]));
        for bad in ["qemu-aarch64", "/opt/qemu-aarch64", "/usr/../tmp/q", "/usr/bin/no-such-emulator"] {
            assert!(EmulatedWorker::parse(Some(bad)).is_err(), "{bad}");
        }
    }
}
