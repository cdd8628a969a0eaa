//! What an OpenCL kernel host's sandbox shows besides the base recipe, and its environment.
//!
//! The ICD loader (`libOpenCL.so.1`) finds drivers through `/etc/OpenCL/vendors/*.icd`, and `/etc`
//! is not in the sandbox: the directory is bound read-only at [`VENDORS_DIR`] and
//! `OCL_ICD_VENDORS` points there. A driver named by an absolute path outside `/usr` gets that
//! directory too. PoCL (measured with `strace -f` in the sandbox) also needs `/proc/cpuinfo` (in
//! the base recipe) and hwloc's view of the CPUs, `/sys/devices/system/cpu` and
//! `/sys/devices/system/node` — without them it finds no memory and aborts ("Not enough memory to
//! run on this device") — and a writable kernel cache, `POCL_CACHE_DIR` on the private `/tmp`.
//! With `POCL_WORK_GROUP_SPECIALIZATION=0` every launch runs the generic work-group function PoCL
//! built with the program, so no launch starts the linker
//! ([`backend_opencl::OpenClOptions::build_work_groups`]).
//!
//! A GPU driver also needs its device nodes, bound with `--dev-bind-try` (absent ones are
//! skipped): `/dev/dri` (Mesa, Intel, AMD: `renderD*`), `/dev/nvidia*` (NVIDIA: `nvidiactl`,
//! `nvidia-uvm`, one per GPU), `/dev/mali0` (Arm Mali), `/dev/kgsl-3d0` (Qualcomm Adreno). This path
//! is built here but not exercised on this machine, which has no GPU; a driver that needs more
//! (its own files under `/etc`, a daemon's socket) fails to open the device in the host, which says
//! why in its `hello`.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use ekb_sandbox::Bind;

/// Where the host's sandbox shows the driver list (`/etc/OpenCL/vendors` on the host).
pub const VENDORS_DIR: &str = "/ekb/opencl-vendors";

/// PoCL's kernel cache inside the sandbox (on its private tmpfs).
pub const POCL_CACHE_DIR: &str = "/tmp/pocl";

/// The GPU device nodes an OpenCL driver may open (each bound only where it exists).
pub const GPU_DEVICE_NODES: &[&str] = &[
    "/dev/dri",
    "/dev/nvidiactl",
    "/dev/nvidia-uvm",
    "/dev/nvidia-uvm-tools",
    "/dev/nvidia-modeset",
    "/dev/nvidia0",
    "/dev/nvidia1",
    "/dev/nvidia2",
    "/dev/nvidia3",
    "/dev/mali0",
    "/dev/kgsl-3d0",
];

/// The host's driver list: `$OCL_ICD_VENDORS` when it names a directory, else `/etc/OpenCL/vendors`.
pub fn vendors_source() -> PathBuf {
    std::env::var_os("OCL_ICD_VENDORS").map(PathBuf::from).filter(|p| p.is_dir()).unwrap_or_else(|| PathBuf::from("/etc/OpenCL/vendors"))
}

/// The directories of drivers an ICD file names by an absolute path outside `/usr` (the sandbox
/// shows `/usr` already).
fn driver_dirs(vendors: &Path) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for entry in std::fs::read_dir(vendors).into_iter().flatten().flatten() {
        let Ok(text) = std::fs::read_to_string(entry.path()) else { continue };
        let lib = PathBuf::from(text.trim());
        if lib.is_absolute() && !lib.starts_with("/usr") {
            if let Some(dir) = lib.parent().filter(|d| *d != Path::new("/")) {
                if !dirs.iter().any(|d: &PathBuf| d == dir) {
                    dirs.push(dir.to_path_buf());
                }
            }
        }
    }
    dirs
}

/// Everything an OpenCL host's sandbox shows besides the base recipe (see the module docs).
pub fn binds() -> Vec<Bind> {
    let vendors = vendors_source();
    let mut v = vec![
        Bind::ReadOnly { src: vendors.clone(), dst: VENDORS_DIR.into() },
        Bind::ReadOnly { src: "/sys/devices/system/cpu".into(), dst: "/sys/devices/system/cpu".into() },
        Bind::ReadOnly { src: "/sys/devices/system/node".into(), dst: "/sys/devices/system/node".into() },
    ];
    v.extend(driver_dirs(&vendors).into_iter().map(|d| Bind::ReadOnly { src: d.clone(), dst: d }));
    v.extend(GPU_DEVICE_NODES.iter().map(|p| Bind::Device { path: PathBuf::from(p) }));
    v
}

/// The environment of an OpenCL host.
pub fn env() -> Vec<(OsString, OsString)> {
    [("OCL_ICD_VENDORS", VENDORS_DIR), ("POCL_CACHE_DIR", POCL_CACHE_DIR), ("POCL_WORK_GROUP_SPECIALIZATION", "0")]
        .iter()
        .map(|(k, v)| (OsString::from(k), OsString::from(v)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bind_list_shows_the_drivers_the_cpu_topology_and_gpu_nodes() {
        let b = binds();
        assert!(b.contains(&Bind::ReadOnly { src: vendors_source(), dst: VENDORS_DIR.into() }));
        assert!(b.contains(&Bind::ReadOnly { src: "/sys/devices/system/cpu".into(), dst: "/sys/devices/system/cpu".into() }));
        for node in ["/dev/dri", "/dev/nvidia0", "/dev/nvidiactl", "/dev/mali0", "/dev/kgsl-3d0"] {
            assert!(b.contains(&Bind::Device { path: node.into() }), "{node}");
        }
        let e = env();
        assert!(e.contains(&("OCL_ICD_VENDORS".into(), VENDORS_DIR.into())));
        assert!(e.contains(&("POCL_WORK_GROUP_SPECIALIZATION".into(), "0".into())));
    }

    #[test]
    fn drivers_outside_usr_get_their_directory() {
        let dir = std::env::temp_dir().join(format!("ekb-icd-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.icd"), "/opt/vendor/lib/libvendor.so\n").unwrap();
        std::fs::write(dir.join("b.icd"), "libpocl.so.2\n").unwrap();
        std::fs::write(dir.join("c.icd"), "/usr/lib/x86_64-linux-gnu/libother.so\n").unwrap();
        assert_eq!(driver_dirs(&dir), vec![PathBuf::from("/opt/vendor/lib")]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
