//! Candidate kinds and the one table of what each kind is: the language a kernel is written in
//! ([`Kind`]), the program form its front end hands a backend ([`Form`]), the runner family that
//! runs it ([`Family`]), and every per-kind fact the rest of the workspace reads ([`KindInfo`]:
//! file extensions, fence tags, reference file, tunables, confinement, relay rules).
//!
//! This module and the dispatch crate (`ekb-dispatch`: kind × device → front end, backend, probe)
//! are the only production code that matches on [`Kind`]; everything else reads [`Kind::info`].
//! Adding a kind: a variant here and its row in [`TABLE`], its front-end crate, one arm in
//! `ekb-dispatch` (docs/ADDING_A_BACKEND.md).

use serde::{Deserialize, Serialize};

/// The language of a candidate kernel. Absent in samples, submissions and reports means
/// [`Kind::Wgsl`] (everything written before kinds existed is WGSL).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A WGSL compute module with an optional `// @plan` block; runs on wgpu (Vulkan, Metal,
    /// DX12, GL natively; WebGPU in the browser).
    #[default]
    Wgsl,
    /// OpenCL C 1.2 kernels with the same `// @plan` block; runs on an OpenCL device.
    Opencl,
    /// C11 functions, one per pass, called once per task index on a thread pool; runs on the
    /// host CPU inside the sandbox.
    C,
    /// TVMScript (or TE compute plus schedule primitives): Python that Apache TVM compiles, in a
    /// sandboxed worker, to the form of the family it runs on — WGSL on wgpu, OpenCL C on an
    /// OpenCL device, C on the CPU (docs/TVM.md, "`tvmscript` candidates").
    Tvmscript,
}

/// What a backend runs: the form of the program a front end produces. Today each kind's front end
/// produces its own form; a kind compiled by another compiler (a TVM definition) may produce
/// several.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Form {
    /// A WGSL module validated by naga.
    Wgsl,
    /// OpenCL C 1.2 source built for one OpenCL device.
    Opencl,
    /// A C object compiled in the sandbox.
    C,
}

impl Form {
    /// The form's name (`wgsl`, `opencl`, `c`), as in messages.
    pub fn name(self) -> &'static str {
        match self {
            Form::Wgsl => "wgsl",
            Form::Opencl => "opencl",
            Form::C => "c",
        }
    }
}

/// The runner family that runs a kind's programs: the `--backend` selector's families and the
/// device APIs each covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// wgpu: Vulkan, Metal, DX12, GL natively; WebGPU in the browser.
    Wgpu,
    /// An OpenCL platform's device (PoCL on a CPU here).
    Opencl,
    /// The host CPU, through the C sandbox.
    Cpu,
}

impl Family {
    /// Every family, in a stable order.
    pub const ALL: [Family; 3] = [Family::Wgpu, Family::Opencl, Family::Cpu];

    /// The family's name (`wgpu`, `opencl`, `cpu`), as `ekb eval --backend` takes it.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// What the `--backend` selector and stored device APIs say about this family.
    pub fn info(self) -> &'static FamilyInfo {
        match self {
            Family::Wgpu => &FAMILIES[0],
            Family::Opencl => &FAMILIES[1],
            Family::Cpu => &FAMILIES[2],
        }
    }

    /// The family a `--backend` name selects (case-insensitive): its own name or one of its
    /// [`FamilyInfo::selectors`] (`vulkan`, `gl`, `gles`, `opengl`, `metal`, `dx12`, `all` → wgpu).
    pub fn for_selector(name: &str) -> Option<Family> {
        let name = name.to_ascii_lowercase();
        Family::ALL.into_iter().find(|f| f.name() == name || f.info().selectors.contains(&name.as_str()))
    }

    /// The family whose devices report `api` as their [`crate::device::DeviceInfo::backend`]
    /// (`vulkan`, `webgpu`, `opencl`, `cpu`, …).
    pub fn for_device_api(api: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.info().device_apis.contains(&api))
    }

    /// The kinds whose default family this is ([`KindInfo::family`]).
    pub fn kinds(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| k.info().family == self)
    }

    /// Whether a CPU device of this family is a device in its own right, measured and ranked as
    /// itself: every family but wgpu, whose CPU adapters (lavapipe, SwiftShader, WARP) are software
    /// stand-ins for a GPU behind a graphics API. An OpenCL CPU device (PoCL) and the `cpu` family's
    /// host CPU are devices (docs/EVALUATION.md §10); the server still trusts their `is_fallback`.
    pub fn cpus_are_devices(self) -> bool {
        self != Family::Wgpu
    }
}

/// Every device API of the table: each family's [`FamilyInfo::device_apis`] in [`FAMILIES`] order
/// (`webgpu`, `vulkan`, `metal`, `dx12`, `gl`, `opencl`, `cpu`), as normalised device APIs are
/// spelled.
pub fn device_apis() -> impl Iterator<Item = &'static str> {
    FAMILIES.iter().flat_map(|f| f.device_apis.iter().copied())
}

/// The facts of one runner family.
#[derive(Debug)]
pub struct FamilyInfo {
    /// `wgpu`, `opencl`, `cpu`.
    pub name: &'static str,
    /// Other `--backend` names that select this family (a wgpu graphics API, `all`).
    pub selectors: &'static [&'static str],
    /// The device APIs its devices report in [`crate::device::DeviceInfo::backend`] (normalised);
    /// the first is the one a nominal device of the family reports (the server's front ends check
    /// against it).
    pub device_apis: &'static [&'static str],
}

/// The runner families, in [`Family::ALL`] order.
pub static FAMILIES: [FamilyInfo; 3] = [
    FamilyInfo {
        name: "wgpu",
        selectors: &["vulkan", "metal", "dx12", "gl", "gles", "opengl", "all"],
        device_apis: &["webgpu", "vulkan", "metal", "dx12", "gl"],
    },
    FamilyInfo { name: "opencl", selectors: &[], device_apis: &["opencl"] },
    FamilyInfo { name: "cpu", selectors: &[], device_apis: &["cpu"] },
];

/// What a tuner may vary in a kernel of a kind (`ekb tune`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tunables {
    /// The module's `override` constants (WGSL pipeline-overridable constants).
    Overrides,
    /// The `local(x, y, z)` work-group sizes of the plan's passes.
    LocalSizes,
    /// Nothing: the kind has no launch-time knobs.
    None,
}

/// What a kind's native work needs from the sandbox (`ekb-sandbox`) before any of it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confinement {
    /// Nothing native: the front end is Rust and the program runs on a GPU API (WGSL).
    None,
    /// Kernels run in a bubblewrap-confined kernel host; the front end (the driver's compiler)
    /// runs no kernel code (OpenCL C).
    KernelHost,
    /// As [`Confinement::KernelHost`], and the front end (the host C compiler) runs in the
    /// sandbox too (C).
    KernelHostAndCompiler,
    /// The front end (TVM's compile worker, which executes the candidate's Python) runs in the
    /// sandbox (bubblewrap); its output is confined as its form's is (TVMScript).
    Compiler,
}

/// Everything the workspace knows about one kind, in one row of [`TABLE`].
#[derive(Debug)]
pub struct KindInfo {
    /// The kind of this row.
    pub kind: Kind,
    /// The wire name (`wgsl`, `opencl`, `c`), as in samples files, reports and `--kind`.
    pub name: &'static str,
    /// What a kernel of this kind is, for prompts and messages ("WGSL compute shader").
    pub noun: &'static str,
    /// File extensions (without the dot) that mark a file of this kind (`ekb check FILE`).
    pub extensions: &'static [&'static str],
    /// The Markdown fence tag a model's reply must use for it (`wgsl`).
    pub fence: &'static str,
    /// Every fence tag accepted as this kind (the first is [`Self::fence`]).
    pub fence_tags: &'static [&'static str],
    /// Tags accepted when no block carries one of [`Self::fence_tags`] (`c` for OpenCL C).
    pub fence_fallback: &'static [&'static str],
    /// The file of a task's reference kernel (the baseline) of this kind.
    pub reference_file: &'static str,
    /// What its front end needs on a host, for messages ("no OpenCL compiler on this server").
    pub compiler: &'static str,
    /// The form its front end produces (on [`Self::family`]: a compiled kind produces the form of
    /// the family it runs on).
    pub form: Form,
    /// The runner family that runs it by default (the first of [`Self::families`]).
    pub family: Family,
    /// Every runner family that runs it: one for a kind written in its form; a compiled kind
    /// (TVMScript) runs on the family `--backend` selects, in that family's form.
    pub families: &'static [Family],
    /// Whether the browser app validates it itself (naga compiled to wasm); other kinds get
    /// their diagnostics from the server's `POST /api/validate`.
    pub validated_in_browser: bool,
    /// What `ekb tune` varies.
    pub tunables: Tunables,
    /// What must be confined before its native work runs.
    pub confinement: Confinement,
    /// Whether a relay job of this kind runs native code on a remote device, so that submitting
    /// one needs the relay's token.
    pub relay_needs_token: bool,
    /// Whether a device of this family reached through a stock TVM RPC server (the relay) runs
    /// it.
    pub runs_on_stock_tvm: bool,
}

/// The table, in [`Kind::ALL`] order.
pub static TABLE: [KindInfo; 4] = [
    KindInfo {
        kind: Kind::Wgsl,
        name: "wgsl",
        noun: "WGSL compute shader",
        extensions: &["wgsl"],
        fence: "wgsl",
        fence_tags: &["wgsl"],
        fence_fallback: &[],
        reference_file: "reference.wgsl",
        compiler: "WGSL front end",
        form: Form::Wgsl,
        family: Family::Wgpu,
        families: &[Family::Wgpu],
        validated_in_browser: true,
        tunables: Tunables::Overrides,
        confinement: Confinement::None,
        relay_needs_token: false,
        runs_on_stock_tvm: false,
    },
    KindInfo {
        kind: Kind::Opencl,
        name: "opencl",
        noun: "OpenCL C 1.2 kernel",
        extensions: &["cl"],
        fence: "opencl",
        fence_tags: &["opencl", "cl"],
        fence_fallback: &["c"],
        reference_file: "reference.cl",
        compiler: "OpenCL compiler",
        form: Form::Opencl,
        family: Family::Opencl,
        families: &[Family::Opencl],
        validated_in_browser: false,
        tunables: Tunables::LocalSizes,
        confinement: Confinement::KernelHost,
        relay_needs_token: true,
        runs_on_stock_tvm: false,
    },
    KindInfo {
        kind: Kind::C,
        name: "c",
        noun: "C11 function",
        extensions: &["c"],
        fence: "c",
        fence_tags: &["c"],
        fence_fallback: &[],
        reference_file: "reference.c",
        compiler: "C sandbox",
        form: Form::C,
        family: Family::Cpu,
        families: &[Family::Cpu],
        validated_in_browser: false,
        tunables: Tunables::None,
        confinement: Confinement::KernelHostAndCompiler,
        relay_needs_token: true,
        runs_on_stock_tvm: true,
    },
    KindInfo {
        kind: Kind::Tvmscript,
        name: "tvmscript",
        noun: "TVMScript module (or TE compute with a schedule) in Python",
        extensions: &["tvmscript", "py"],
        fence: "python",
        fence_tags: &["python", "tvmscript", "py"],
        fence_fallback: &[],
        reference_file: "reference.tvmscript.py",
        compiler: "TVM compile worker",
        form: Form::Wgsl,
        family: Family::Wgpu,
        families: &[Family::Wgpu, Family::Opencl, Family::Cpu],
        validated_in_browser: false,
        tunables: Tunables::None,
        confinement: Confinement::Compiler,
        relay_needs_token: true,
        runs_on_stock_tvm: false,
    },
];

impl Kind {
    /// Every kind, in a stable order (the order of [`TABLE`]).
    pub const ALL: [Kind; 4] = [Kind::Wgsl, Kind::Opencl, Kind::C, Kind::Tvmscript];

    /// This kind's row of [`TABLE`].
    pub fn info(self) -> &'static KindInfo {
        // The rows are in declaration order (checked by the table's tests).
        &TABLE[self as usize]
    }

    /// The wire name (`wgsl`, `opencl`, `c`), as in samples files, reports and `--kind`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Whether it runs on `family` (one of [`KindInfo::families`]).
    pub fn runs_on(self, family: Family) -> bool {
        self.info().families.contains(&family)
    }

    /// The form it is compiled to on `family` (its own form, or the family's for a compiled kind).
    pub fn form_on(self, family: Family) -> Form {
        match family {
            _ if family == self.info().family => self.info().form,
            Family::Wgpu => Form::Wgsl,
            Family::Opencl => Form::Opencl,
            Family::Cpu => Form::C,
        }
    }

    /// The runner family's name (`wgpu`, `opencl`, `cpu`), as in `ekb eval --backend`. A selector
    /// of the evaluator, not a stored name: reports, submissions and the leaderboard name the device
    /// API that ran a sample ([`crate::device::DeviceInfo::backend`]: `vulkan`, `webgpu`, `opencl`,
    /// `cpu`, …), never `wgpu`.
    pub fn backend(self) -> &'static str {
        self.info().family.name()
    }

    /// The file of a task's reference kernel (the baseline) of this kind.
    pub fn reference_file(self) -> &'static str {
        self.info().reference_file
    }

    /// Whether this is the default kind (serde's `skip_serializing_if`).
    pub fn is_wgsl(&self) -> bool {
        *self == Kind::Wgsl
    }

    /// The kind whose file extension is `ext` (`cl` → opencl), without the dot.
    pub fn for_extension(ext: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.info().extensions.contains(&ext))
    }

    /// The kind a `--backend` name runs (`wgpu` or a graphics API → WGSL, `opencl`, `cpu`): the
    /// first kind of [`Family::for_selector`]'s family.
    pub fn for_backend(backend: &str) -> Option<Kind> {
        Family::for_selector(backend).and_then(|f| f.kinds().next())
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown kind name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKind(pub String);

impl std::fmt::Display for UnknownKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        write!(f, "unknown kernel kind `{}`; expected {}", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownKind {}

impl std::str::FromStr for Kind {
    type Err = UnknownKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Kind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| UnknownKind(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_serde_and_from_str() {
        for k in Kind::ALL {
            assert_eq!(serde_json::to_string(&k).expect("json"), format!("\"{}\"", k.name()));
            assert_eq!(k.name().parse::<Kind>(), Ok(k));
            assert_eq!(serde_json::to_string(&k.info().form).expect("json"), format!("\"{}\"", k.info().form.name()));
        }
        assert_eq!("cuda".parse::<Kind>(), Err(UnknownKind("cuda".into())));
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names[..4], ["wgsl", "opencl", "c", "tvmscript"]);
        assert_eq!(UnknownKind("cuda".into()).to_string(), format!("unknown kernel kind `cuda`; expected {}", names.join(", ")));
    }

    #[test]
    fn the_table_is_in_kind_order_and_consistent() {
        for (i, k) in Kind::ALL.into_iter().enumerate() {
            let info = k.info();
            assert_eq!((info.kind, std::ptr::eq(info, &TABLE[i]), k as usize), (k, true, i));
            assert_eq!(info.fence_tags.first(), Some(&info.fence), "{k}");
            assert!(info.reference_file.starts_with("reference."), "{k}");
            assert!(info.extensions.iter().all(|e| Kind::for_extension(e) == Some(k)), "{k}: extensions are unique");
            // The browser checks with naga only: what it validates is WGSL, which needs no confinement.
            assert!(!info.validated_in_browser || (info.form == Form::Wgsl && info.confinement == Confinement::None), "{k}");
            assert_eq!(info.families.first(), Some(&info.family), "{k}: its default family is listed first");
            assert!(info.families.iter().all(|f| k.runs_on(*f)), "{k}");
        }
        for (i, f) in Family::ALL.into_iter().enumerate() {
            assert!(std::ptr::eq(f.info(), &FAMILIES[i]));
            for api in f.info().device_apis {
                assert_eq!(Family::for_device_api(api), Some(f), "{api}");
            }
        }
    }

    #[test]
    fn selectors_agree_with_the_cli() {
        assert_eq!(Kind::for_backend("cpu"), Some(Kind::C));
        for api in ["vulkan", "VULKAN", "gl", "gles", "opengl", "metal", "dx12", "all", "wgpu"] {
            assert_eq!(Kind::for_backend(api), Some(Kind::Wgsl), "{api}");
        }
        assert_eq!(Kind::for_backend("opencl"), Some(Kind::Opencl));
        assert_eq!(Kind::for_backend("cuda"), None);
        assert_eq!(Family::for_device_api("webgpu"), Some(Family::Wgpu));
        assert_eq!(Kind::for_extension("cl"), Some(Kind::Opencl));
        assert_eq!(Kind::for_extension("txt"), None);
    }

    #[test]
    fn device_apis_list_every_family_s_in_order() {
        let all: Vec<&str> = device_apis().collect();
        assert_eq!(all, ["webgpu", "vulkan", "metal", "dx12", "gl", "opencl", "cpu"]);
        for api in &all {
            assert!(Family::for_device_api(api).is_some(), "{api}");
            assert_eq!(all.iter().filter(|a| a == &api).count(), 1, "{api} belongs to one family");
        }
        let cpus_are_devices: Vec<&str> =
            device_apis().filter(|a| Family::for_device_api(a).is_some_and(Family::cpus_are_devices)).collect();
        assert_eq!(cpus_are_devices, ["opencl", "cpu"]);
    }
}
