//! The machines a remote library is built for: the target triple, its cross compiler and the ELF
//! machine the built object must declare.

use std::path::PathBuf;

use object::elf;
use object::read::elf::FileHeader as _;
use object::Endianness;

/// A target the relay builds `c` candidates for (docs/RELAY.md, "Remote backend").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Target {
    /// `x86_64-linux-gnu`, built with the host's `cc` on an x86-64 relay host (Debian `gcc`).
    X86_64,
    /// `aarch64-linux-gnu` (a Raspberry Pi 4/5, a Jetson, an Android phone's Linux userland), built with
    /// Debian `gcc-aarch64-linux-gnu`'s `/usr/bin/aarch64-linux-gnu-gcc`.
    Aarch64,
}

/// Why no compiler builds for a target on this host.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TargetError {
    /// The triple or architecture name is not one the relay builds for.
    #[error("no build for target `{0}`: the relay builds for x86_64-linux-gnu and aarch64-linux-gnu")]
    Unknown(String),
    /// The cross compiler is not installed.
    #[error("no compiler for {triple}: {compiler} is missing (install Debian `{package}`)")]
    CompilerMissing {
        /// The target triple.
        triple: &'static str,
        /// The compiler looked for.
        compiler: String,
        /// The Debian package that provides it.
        package: &'static str,
    },
}

impl Target {
    /// Every target.
    pub const ALL: [Target; 2] = [Target::X86_64, Target::Aarch64];

    /// The GNU triple (`x86_64-linux-gnu`, `aarch64-linux-gnu`).
    pub fn triple(self) -> &'static str {
        match self {
            Target::X86_64 => "x86_64-linux-gnu",
            Target::Aarch64 => "aarch64-linux-gnu",
        }
    }

    /// The architecture name as Rust's `std::env::consts::ARCH` and `uname -m` spell it.
    pub fn arch(self) -> &'static str {
        match self {
            Target::X86_64 => "x86_64",
            Target::Aarch64 => "aarch64",
        }
    }

    /// The ELF `e_machine` a library built for this target declares.
    pub fn elf_machine(self) -> u16 {
        match self {
            Target::X86_64 => elf::EM_X86_64,
            Target::Aarch64 => elf::EM_AARCH64,
        }
    }

    /// The target of a triple, an architecture name (`x86_64`, `amd64`, `aarch64`, `arm64`) or an LLVM
    /// target string holding one (`llvm -mtriple=aarch64-linux-gnu`).
    ///
    /// # Errors
    /// [`TargetError::Unknown`] for anything else.
    pub fn parse(s: &str) -> Result<Target, TargetError> {
        let l = s.trim().to_ascii_lowercase();
        let first = |t: &str| l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|w| w == t);
        if l.contains("x86_64") || first("amd64") || first("x64") {
            Ok(Target::X86_64)
        } else if l.contains("aarch64") || first("arm64") {
            Ok(Target::Aarch64)
        } else {
            Err(TargetError::Unknown(s.to_string()))
        }
    }

    /// The target of the machine this code runs on, if the relay builds for it.
    pub fn host() -> Option<Target> {
        Target::parse(std::env::consts::ARCH).ok()
    }

    /// The compiler that builds for this target here, resolved, inside `/usr` (the sandbox shows only
    /// `/usr`): the host's `cc` for the host's own target (the sandbox's compiler), otherwise Debian's
    /// cross compiler `/usr/bin/<triple>-gcc`.
    ///
    /// # Errors
    /// [`TargetError::CompilerMissing`] naming the package to install.
    pub fn compiler(self, host_cc: &std::path::Path) -> Result<PathBuf, TargetError> {
        if Target::host() == Some(self) {
            return Ok(host_cc.to_path_buf());
        }
        let path = PathBuf::from(format!("/usr/bin/{}-gcc", self.triple()));
        match std::fs::canonicalize(&path) {
            Ok(p) if p.starts_with("/usr/") && p.is_file() => Ok(p),
            _ => Err(TargetError::CompilerMissing {
                triple: self.triple(),
                compiler: path.display().to_string(),
                package: match self {
                    Target::X86_64 => "gcc-x86-64-linux-gnu",
                    Target::Aarch64 => "gcc-aarch64-linux-gnu",
                },
            }),
        }
    }

    /// Whether `so` is a 64-bit little-endian ELF object for this target's machine.
    pub fn matches_elf(self, so: &[u8]) -> bool {
        elf_machine(so) == Some(self.elf_machine())
    }
}

/// The `e_machine` of a 64-bit ELF file, if it is one.
pub fn elf_machine(so: &[u8]) -> Option<u16> {
    let header = elf::FileHeader64::<Endianness>::parse(so).ok()?;
    let endian = header.endian().ok()?;
    Some(header.e_machine(endian))
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.triple())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse() {
        for (s, t) in [
            ("x86_64", Target::X86_64),
            ("x86_64-linux-gnu", Target::X86_64),
            ("AMD64", Target::X86_64),
            ("aarch64", Target::Aarch64),
            ("arm64", Target::Aarch64),
            ("llvm -mtriple=aarch64-linux-gnu -mcpu=cortex-a72", Target::Aarch64),
        ] {
            assert_eq!(Target::parse(s), Ok(t), "{s}");
        }
        for s in ["", "riscv64", "armv7l", "wasm32"] {
            assert!(matches!(Target::parse(s), Err(TargetError::Unknown(_))), "{s}");
        }
        assert_eq!(elf_machine(b"not an elf"), None);
        assert_eq!(Target::Aarch64.to_string(), "aarch64-linux-gnu");
    }
}
