//! What `ekb device` tells about the machine it runs on: in its tracker announcement (hardware)
//! and through the globals a TVM server with LLVM registers (`target.llvm_get_system_*`,
//! `src/target/llvm/llvm_module.cc`), which the relay's remote backend reads to pick the target it
//! builds for (`backend_remote::device::query_system`).

/// The machine, as the device describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SystemInfo {
    /// `<arch>-unknown-linux-gnu` (LLVM's triple form; `arch` is Rust's `std::env::consts::ARCH`).
    pub(crate) triple: String,
    /// The CPU's model name (`/proc/cpuinfo` `model name`, else `Hardware`, else `CPU part`, else
    /// the architecture). Not LLVM's CPU name (`znver3`): there is no LLVM here.
    pub(crate) cpu: String,
    /// On x86, LLVM's vendor word from `vendor_id` (`intel`, `amd`, else `unknown`); `None` elsewhere
    /// (TVM registers the global on x86 only).
    pub(crate) vendor: Option<String>,
}

impl SystemInfo {
    /// This machine's.
    pub(crate) fn detect() -> Self {
        Self::from_cpuinfo(std::env::consts::ARCH, &std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default())
    }

    /// From an architecture name and the text of `/proc/cpuinfo`.
    pub(crate) fn from_cpuinfo(arch: &str, cpuinfo: &str) -> Self {
        let field = |name: &str| {
            cpuinfo.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                (k.trim() == name && !v.trim().is_empty()).then(|| v.trim().chars().take(200).collect::<String>())
            })
        };
        let cpu = field("model name").or_else(|| field("Hardware")).or_else(|| field("CPU part").map(|p| format!("{arch} CPU part {p}")));
        let vendor = matches!(arch, "x86_64" | "x86").then(|| {
            match field("vendor_id").as_deref() {
                Some("GenuineIntel") => "intel",
                Some("AuthenticAMD") => "amd",
                _ => "unknown",
            }
            .to_string()
        });
        Self { triple: format!("{arch}-unknown-linux-gnu"), cpu: cpu.unwrap_or_else(|| arch.to_string()), vendor }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpuinfo_of_an_x86_server_and_an_arm_board() {
        let x86 = SystemInfo::from_cpuinfo("x86_64", "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\n");
        assert_eq!(x86, SystemInfo { triple: "x86_64-unknown-linux-gnu".into(), cpu: "AMD EPYC 7B13".into(), vendor: Some("amd".into()) });
        let pi = SystemInfo::from_cpuinfo("aarch64", "processor\t: 0\nCPU part\t: 0xd08\n\nHardware\t: BCM2835\n");
        assert_eq!((pi.cpu.as_str(), pi.vendor), ("BCM2835", None));
        let bare = SystemInfo::from_cpuinfo("aarch64", "processor\t: 0\nCPU part\t: 0xd08\n");
        assert_eq!(bare.cpu, "aarch64 CPU part 0xd08");
        assert_eq!(SystemInfo::from_cpuinfo("riscv64", "").cpu, "riscv64");
    }
}
