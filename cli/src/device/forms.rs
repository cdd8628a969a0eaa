//! Which candidate kinds one `ekb device` serves (`--forms`), and how it announces them: `kinds` is
//! every kind served; `backend` is the device API of the first of them in the kind table's order
//! (`wgsl` before `opencl` before `c`: `vulkan` for lavapipe), what `GET /api/relay/devices` shows
//! as the device's headline; `hardware` names each form's device (`AMD EPYC 7B13; wgsl: llvmpipe
//! (LLVM 15.0.6, 256 bits) (vulkan, fallback); opencl: cpu-haswell-AMD EPYC 7B13`). A relay job
//! names the device API of its own kind (`vulkan` for a `wgsl` candidate on such a device, `opencl`
//! for an `opencl` candidate, `cpu` for `c`) and is
//! accepted for a device whose announced kinds contain the job's kind (docs/RELAY.md, "Device
//! keys").

use tvm_rpc::AnnouncedDevice;

use super::hosts::HostedForms;

/// The kinds asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Forms {
    /// `c` (the session's library host).
    pub(crate) c: bool,
    /// `opencl` (kernel hosts).
    pub(crate) opencl: bool,
    /// `wgsl` (kernel hosts on a wgpu adapter).
    pub(crate) wgsl: bool,
    /// Named with `--forms` (a form that cannot be served is then an error).
    pub(crate) explicit: bool,
}

impl Forms {
    /// From `--forms` (`None`: every kind this machine can serve).
    ///
    /// # Errors
    /// An unknown or unserved kind, or none.
    pub(crate) fn parse(list: Option<&[String]>) -> anyhow::Result<Self> {
        let Some(list) = list else { return Ok(Self { c: true, opencl: true, wgsl: true, explicit: false }) };
        let mut f = Self { c: false, opencl: false, wgsl: false, explicit: true };
        for k in list.iter().map(|k| k.trim()) {
            match k {
                "c" => f.c = true,
                "opencl" => f.opencl = true,
                "wgsl" => f.wgsl = true,
                other => anyhow::bail!("--forms: unknown kind `{other}` (c, opencl, wgsl)"),
            }
        }
        anyhow::ensure!(f.c || f.opencl || f.wgsl, "--forms names no kind");
        Ok(f)
    }
}

/// The announcement of a device serving `c` (when `c`; `cpu` is the `c` form's announcement) and
/// the hosted forms.
pub(crate) fn announce(cpu: AnnouncedDevice, c: bool, hosted: &HostedForms) -> AnnouncedDevice {
    let mut kinds: Vec<String> = hosted.forms.iter().map(|f| f.form.to_string()).collect();
    let mut hardware: Vec<String> = hosted.forms.iter().map(|f| format!("{}: {}", f.form, adapter_words(&f.info))).collect();
    if c {
        kinds.extend(cpu.kinds);
        hardware.insert(0, cpu.hardware.unwrap_or_default());
    }
    let backend = match hosted.forms.first() {
        Some(f) => Some(f.info.backend.clone()),
        None => cpu.backend,
    };
    AnnouncedDevice { backend, kinds, hardware: Some(hardware.join("; ")).filter(|h| !h.is_empty()), emulated: cpu.emulated }
}

/// A hosted form's device in the announcement: its name, and for a wgpu adapter its graphics API
/// and whether it is a fallback (software) adapter (`llvmpipe (LLVM 15.0.6, 256 bits) (vulkan,
/// fallback)`).
fn adapter_words(info: &ekb_wire::device::DeviceInfo) -> String {
    if info.backend == "opencl" {
        return info.name.clone();
    }
    let fallback = if info.is_fallback { ", fallback" } else { "" };
    format!("{} ({}{fallback})", info.name, info.backend)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_parse_and_announce() {
        assert_eq!(Forms::parse(None).unwrap(), Forms { c: true, opencl: true, wgsl: true, explicit: false });
        let only = Forms::parse(Some(&["opencl".to_string()])).unwrap();
        assert_eq!((only.c, only.opencl, only.wgsl, only.explicit), (false, true, false, true));
        let w = Forms::parse(Some(&["wgsl".to_string(), "c".to_string()])).unwrap();
        assert_eq!((w.c, w.opencl, w.wgsl), (true, false, true));
        assert!(Forms::parse(Some(&["cuda".to_string()])).is_err());
        assert!(Forms::parse(Some(&[])).is_err());
        let cpu = AnnouncedDevice { backend: Some("cpu".into()), kinds: vec!["c".into()], hardware: Some("EPYC".into()), emulated: false };
        let a = announce(cpu.clone(), true, &HostedForms::default());
        assert_eq!(a, cpu);
    }
}
