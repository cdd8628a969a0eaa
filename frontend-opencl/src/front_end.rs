//! [`OpenClC`]: the OpenCL C front end — text limits, the launch plan, a build on the device,
//! and the kernel contract read back with `clGetKernelArgInfo` (docs/SCHEMA.md, "OpenCL C
//! candidates").

use std::sync::Arc;

use cl3::kernel::{CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ADDRESS_LOCAL, CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_TYPE_CONST};
use ekb_eval::artifact::Artifact;
use ekb_eval::device::DeviceInfo;
use ekb_eval::diagnostic::{Diagnostic, SourceRange, Stage};
use ekb_eval::limits::check_source;
use ekb_eval::plan::{parse_plan, Grid, LaunchPlan, Pass};
use ekb_eval::prepared::{without_bom, CheckedPass, Contract, LengthQueries, Prepared, Rejected};
use ekb_eval::report::Verdict;
use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_eval::FrontEnd;
use opencl3::kernel::Kernel;
use opencl3::program::Program;

use crate::device::{OpenClDevice, BUILD_OPTIONS};

/// A program the front end built, handed to the backend inside [`OpenClArtifact::built`].
#[derive(Debug)]
pub struct BuiltProgram {
    /// The built program.
    pub program: Program,
    /// [`OpenClDevice::context_key`] of the context it was built in.
    pub context: usize,
}

/// An OpenCL C program (the `opencl` form): the text is [`ekb_eval::backend::ProgramDesc::text`];
/// kernel arguments follow the contract (inputs, outputs, one scalar per task param, scratch).
#[derive(Clone, Debug)]
pub struct OpenClArtifact {
    /// The build options it was built with (`-cl-std=CL1.2 -cl-kernel-arg-info`, then a
    /// `-D NAME=VALUE` per plan override).
    pub options: String,
    /// Scalar param arguments after the outputs (the task's params, 4 bytes each).
    pub params: usize,
    /// The program [`OpenClC`] built and checked, which a backend on the same context reuses
    /// instead of building the text again; `None` for a program that comes without one (a kernel
    /// host gets the text, and builds it).
    pub built: Option<Arc<BuiltProgram>>,
}

impl Artifact for OpenClArtifact {
    const FORM: ekb_eval::kind::Form = ekb_eval::kind::Form::Opencl;
}

/// The OpenCL C front end (language `opencl`). It builds candidates on its device, so it holds
/// the device's context; `backend_opencl::OpenClBackend` on the same [`OpenClDevice`] reuses the
/// programs it built.
#[derive(Clone, Debug)]
pub struct OpenClC {
    device: OpenClDevice,
}

impl OpenClC {
    /// A front end building on `device`.
    pub fn new(device: &OpenClDevice) -> Self {
        Self { device: device.clone() }
    }
}

/// The OpenCL C name of a buffer element type.
pub(crate) fn cl_type(d: Dtype) -> &'static str {
    match d {
        Dtype::F32 => "float",
        Dtype::F16 => "half",
        Dtype::U32 => "uint",
        Dtype::I32 => "int",
    }
}

fn cl_param_type(p: ParamType) -> &'static str {
    match p {
        ParamType::U32 => "uint",
        ParamType::I32 => "int",
        ParamType::F32 => "float",
    }
}

/// What one kernel argument is under the contract.
#[derive(Clone, Debug)]
enum Slot {
    Input(Dtype),
    Output(Dtype),
    Param(ParamType),
    Scratch(Dtype),
}

struct Expected {
    slot: Slot,
    /// The task's (or plan's) name for it.
    name: String,
    /// `input`, `output`, `param`, `scratch`.
    role: &'static str,
}

impl Expected {
    fn declaration(&self) -> String {
        match self.slot {
            Slot::Input(d) => format!("__global const {}* {}", cl_type(d), self.name),
            Slot::Output(d) | Slot::Scratch(d) => format!("__global {}* {}", cl_type(d), self.name),
            Slot::Param(p) => format!("{} {}", cl_param_type(p), self.name),
        }
    }

    fn want(&self) -> String {
        match self.slot {
            Slot::Input(d) => format!("__global const {}*", cl_type(d)),
            Slot::Output(d) | Slot::Scratch(d) => format!("__global {}*", cl_type(d)),
            Slot::Param(p) => cl_param_type(p).to_string(),
        }
    }
}

fn expected_args(task: &TaskSpec, plan: &LaunchPlan) -> Vec<Expected> {
    let mut v = Vec::new();
    v.extend(task.inputs.iter().map(|i| Expected { slot: Slot::Input(i.dtype), name: i.name.clone(), role: "input" }));
    v.extend(task.outputs.iter().map(|o| Expected { slot: Slot::Output(o.dtype), name: o.name.clone(), role: "output" }));
    v.extend(task.params.iter().map(|p| Expected { slot: Slot::Param(p.ty), name: p.name.clone(), role: "param" }));
    v.extend(plan.scratch.iter().map(|s| Expected { slot: Slot::Scratch(s.dtype), name: s.name.clone(), role: "scratch" }));
    v
}

/// `unsigned int` → `uint`, spaces dropped: type names compare across implementations.
fn normalise_type(t: &str) -> String {
    let t: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
    let t = t.replace("unsigned int", "uint").replace("unsigned short", "ushort").replace("unsigned char", "uchar");
    t.replace(' ', "")
}

/// One argument as the platform reports it.
struct FoundArg {
    name: String,
    address: u32,
    is_const: bool,
    ty: String,
}

impl FoundArg {
    fn describe(&self) -> String {
        let space = match self.address {
            CL_KERNEL_ARG_ADDRESS_GLOBAL => "__global ",
            CL_KERNEL_ARG_ADDRESS_LOCAL => "__local ",
            cl3::kernel::CL_KERNEL_ARG_ADDRESS_CONSTANT => "__constant ",
            _ => "",
        };
        format!("{space}{}{}", if self.is_const { "const " } else { "" }, self.ty)
    }
}

fn read_args(kernel: &Kernel) -> Result<Vec<FoundArg>, String> {
    let n = kernel.num_args().map_err(|e| format!("clGetKernelInfo(CL_KERNEL_NUM_ARGS): {e}"))?;
    (0..n)
        .map(|k| {
            let info = |e| format!("clGetKernelArgInfo({k}): {e} (build with -cl-kernel-arg-info)");
            Ok(FoundArg {
                name: kernel.get_arg_name(k).map_err(info)?,
                address: kernel.get_arg_address_qualifier(k).map_err(info)?,
                is_const: kernel.get_arg_type_qualifier(k).map_err(info)? & u64::from(CL_KERNEL_ARG_TYPE_CONST) != 0,
                ty: normalise_type(&kernel.get_arg_type_name(k).map_err(info)?),
            })
        })
        .collect()
}

/// Checks one argument against its slot; `Err` says what is wrong.
fn check_arg(e: &Expected, f: &FoundArg) -> Result<(), String> {
    let pointer_to = |d: Dtype| format!("{}*", cl_type(d));
    let problem = match e.slot {
        Slot::Input(d) => {
            if f.address != CL_KERNEL_ARG_ADDRESS_GLOBAL || f.ty != pointer_to(d) {
                Some(String::new())
            } else if !f.is_const {
                Some(" — inputs are read-only: declare them `const`".to_string())
            } else {
                None
            }
        }
        Slot::Output(d) | Slot::Scratch(d) => {
            if f.address != CL_KERNEL_ARG_ADDRESS_GLOBAL || f.ty != pointer_to(d) {
                Some(String::new())
            } else if f.is_const {
                Some(format!(" — {}s are written: drop the `const`", e.role))
            } else {
                None
            }
        }
        Slot::Param(p) => (f.address != CL_KERNEL_ARG_ADDRESS_PRIVATE || f.ty != cl_param_type(p))
            .then(|| " — each param is a separate scalar argument, in the task's order".to_string()),
    };
    match problem {
        None => Ok(()),
        Some(why) => Err(format!("expected `{}`, found `{}`{why}", e.want(), f.describe())),
    }
}

/// The range of `void NAME(` in the source, for labelling kernel problems.
fn find_kernel(source: &str, name: &str) -> Option<SourceRange> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(off) = source[from..].find(name) {
        let start = from + off;
        let end = start + name.len();
        from = end;
        let before_ok = source[..start].chars().next_back().is_none_or(|c| !ident(c));
        let after = source[end..].trim_start();
        let preceded_by_void = source[..start].trim_end().ends_with("void");
        if before_ok && after.starts_with('(') && preceded_by_void {
            return Some(SourceRange::from_bytes(source, start, end));
        }
    }
    None
}

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_ascii_alphabetic() || f == '_') && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

fn invalid(d: Diagnostic) -> Rejected {
    Rejected { verdict: Verdict::InvalidShader, diagnostics: vec![d] }
}

impl FrontEnd for OpenClC {
    type Artifact = OpenClArtifact;

    fn kind(&self) -> ekb_eval::kind::Kind {
        ekb_eval::kind::Kind::Opencl
    }

    /// Validates `source` (OpenCL C 1.2 with an optional `// @plan` block) for `task`: the text
    /// limits, the plan, a build on the device (`invalid_shader` with the build log's errors at
    /// their lines), then the contract (`contract_violation`). A leading byte-order mark is
    /// dropped; diagnostics stay located in `source` as given.
    fn prepare(&self, task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared<OpenClArtifact>, Rejected> {
        without_bom(source, |text| self.prepare_text(task, text, device))
    }
}

impl OpenClC {
    fn prepare_text(&self, task: &TaskSpec, source: &str, device: &DeviceInfo) -> Result<Prepared<OpenClArtifact>, Rejected> {
        check_source(source).map_err(|e| invalid(e.diagnostic(source)))?;
        let missing: Vec<String> = task.features.iter().filter(|f| !device.has_feature(f)).cloned().collect();
        if !missing.is_empty() {
            let d = Diagnostic::error(Stage::Contract, format!("the task needs feature(s) the device lacks: {}", missing.join(", ")));
            return Err(Rejected { verdict: Verdict::Unsupported { missing }, diagnostics: vec![d] });
        }
        let plan = parse_plan(source).map_err(invalid)?;
        // `override NAME = VALUE` is a preprocessor definition in OpenCL C.
        let mut options = BUILD_OPTIONS.to_string();
        for (name, value) in &plan.overrides {
            if !is_identifier(name) {
                return Err(invalid(Diagnostic::error(Stage::Plan, format!("`override {name}`: not an identifier"))));
            }
            options.push_str(&format!(" -D {name}={value}"));
        }
        // The OpenCL compiler runs with the file system of the process that builds: a candidate names
        // no file and reaches none of the compiler's debugging pragmas (crate::directives).
        if let Some(f) = crate::directives::forbidden(source) {
            let message = if f.what.starts_with("`#include") {
                format!("{} is not allowed in an OpenCL candidate", f.what)
            } else {
                format!("{} is not allowed in an OpenCL candidate (nor `#include`, or anything else that names a file)", f.what)
            };
            return Err(Rejected {
                verdict: Verdict::ContractViolation,
                diagnostics: vec![Diagnostic::error(Stage::Contract, message).with_label(SourceRange::line(source, f.line), "").with_note(
                    "a candidate is one self-contained text; OpenCL C's built-in functions need no header; \
                                 allowed directives: define, undef, if, ifdef, ifndef, elif, else, endif, error, warning, line, \
                                 and pragma OPENCL, unroll or nounroll",
                )],
            });
        }
        // An empty text is no program (clCreateProgramWithSource takes no empty string; PoCL crashes on one).
        if source.trim().is_empty() {
            return Err(Rejected {
                verdict: Verdict::ContractViolation,
                diagnostics: vec![Diagnostic::error(Stage::Contract, "the program is empty: it has no `__kernel` function".to_string())],
            });
        }
        let ctx = self.device.context();
        let dev = self.device.device_id();
        let mut program = Program::create_from_source(ctx, source)
            .map_err(|e| invalid(Diagnostic::error(Stage::Platform, format!("clCreateProgramWithSource: {e}"))))?;
        if let Err(e) = program.build(ctx.devices(), &options) {
            let log = program.get_build_log(dev).unwrap_or_default();
            let mut diagnostics = crate::log::diagnostics(&log, source);
            if log.trim().is_empty() {
                diagnostics = vec![Diagnostic::error(Stage::Platform, format!("clBuildProgram: {e}"))];
            }
            return Err(Rejected { verdict: Verdict::InvalidShader, diagnostics });
        }
        let contract = self.check_contract(source, &program, task, &plan, device)?;
        let mut entry_points: Vec<String> = Vec::new();
        for p in &contract.passes {
            if !entry_points.contains(&p.pass.entry) {
                entry_points.push(p.pass.entry.clone());
            }
        }
        let built = BuiltProgram { program, context: self.device.context_key() };
        let artifact = OpenClArtifact { options, params: task.params.len(), built: Some(Arc::new(built)) };
        Ok(Prepared { source: source.to_string(), bom: false, plan, contract, entry_points, artifact })
    }

    fn check_contract(
        &self,
        source: &str,
        program: &Program,
        task: &TaskSpec,
        plan: &LaunchPlan,
        device: &DeviceInfo,
    ) -> Result<Contract, Rejected> {
        let limits = &device.limits;
        let dev = self.device.device_id();
        let err = |msg: String| Diagnostic::error(Stage::Contract, msg);
        let violation = |diagnostics: Vec<Diagnostic>| Rejected { verdict: Verdict::ContractViolation, diagnostics };
        let at_line = |line: u32, msg: String| {
            if line > 0 {
                err(msg).with_label(SourceRange::line(source, line as usize), "")
            } else {
                err(msg)
            }
        };
        // CL_PROGRAM_KERNEL_NAMES of a program without kernels is not a string to trust (PoCL
        // returns stray bytes): ask for the count first.
        let names: Vec<String> = if program.get_num_kernels().unwrap_or(0) == 0 {
            Vec::new()
        } else {
            program.kernel_names().split(';').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
        };
        let mut local_sizes = plan.local_sizes.clone();
        let passes: Vec<Pass> = if plan.passes.is_empty() {
            match names.as_slice() {
                [only] => {
                    local_sizes = vec![None];
                    vec![Pass { entry: only.clone(), grid: Grid::Threads(task.launch.threads.clone()), line: 0 }]
                }
                [] => return Err(violation(vec![err("the program has no `__kernel` function".into())])),
                _ => {
                    return Err(violation(vec![err(format!(
                        "the program has {} kernels ({}) but no launch plan saying which to run",
                        names.len(),
                        names.join(", ")
                    ))
                    .with_note("add a `// @plan` block with one `pass KERNEL dispatch(x, y, z)` line per dispatch")]))
                }
            }
        } else {
            plan.passes.clone()
        };

        let mut errs = Vec::new();
        let layout = task.binding_layout(plan.scratch.len());
        if layout.storage_buffers() > limits.max_storage_buffers_per_shader_stage as usize {
            errs.push(err(format!(
                "{} inputs + {} outputs + {} scratch buffers = {} buffers; the limit is {}",
                task.inputs.len(),
                task.outputs.len(),
                plan.scratch.len(),
                layout.storage_buffers(),
                limits.max_storage_buffers_per_shader_stage
            )));
        }
        let expected = expected_args(task, plan);
        let signature = format!("({})", expected.iter().map(Expected::declaration).collect::<Vec<_>>().join(", "));
        let mut checked_kernels: Vec<String> = Vec::new();
        let mut checked = Vec::new();
        for (i, pass) in passes.into_iter().enumerate() {
            if !names.contains(&pass.entry) {
                errs.push(at_line(
                    pass.line,
                    format!("the plan runs kernel `{}`, which is not a `__kernel` function of the program", pass.entry),
                ));
                continue;
            }
            let kernel = match Kernel::create(program, &pass.entry) {
                Ok(k) => k,
                Err(e) => {
                    errs.push(at_line(pass.line, format!("clCreateKernel(`{}`): {e}", pass.entry)));
                    continue;
                }
            };
            let span = find_kernel(source, &pass.entry);
            let kernel_err = |msg: String| match &span {
                Some(r) => err(msg).with_label(r.clone(), format!("kernel `{}`", pass.entry)),
                None => err(msg),
            };
            // Arguments: once per kernel.
            if !checked_kernels.contains(&pass.entry) {
                checked_kernels.push(pass.entry.clone());
                match read_args(&kernel) {
                    Err(msg) => errs.push(kernel_err(msg)),
                    Ok(found) => {
                        for (k, (e, f)) in expected.iter().zip(&found).enumerate() {
                            if let Err(msg) = check_arg(e, f) {
                                errs.push(kernel_err(format!(
                                    "kernel `{}` argument {k} `{}` ({} `{}`): {msg}",
                                    pass.entry, f.name, e.role, e.name
                                )));
                            } else if let Some((j, other)) =
                                expected.iter().enumerate().find(|(j, o)| *j != k && o.name == f.name && o.name != e.name)
                            {
                                errs.push(
                                    kernel_err(format!(
                                        "kernel `{}` argument {k} is named `{}`, the task's {} `{}` (argument {j}); arguments go in the \
                                         contract's order",
                                        pass.entry, f.name, other.role, other.name
                                    ))
                                    .with_note(format!("expected {signature}")),
                                );
                            }
                        }
                        if found.len() != expected.len() {
                            let which = if found.len() < expected.len() {
                                let m = &expected[found.len()];
                                format!("the first missing one is {} `{}` (`{}`)", m.role, m.name, m.declaration())
                            } else {
                                format!("argument {} `{}` is extra", expected.len(), found[expected.len()].name)
                            };
                            errs.push(
                                kernel_err(format!(
                                    "kernel `{}` has {} arguments; the contract has {}: {which}",
                                    pass.entry,
                                    found.len(),
                                    expected.len()
                                ))
                                .with_note(format!("expected {signature}")),
                            );
                        }
                    }
                }
            }
            // Local size: `reqd_work_group_size` or the plan's `local(x, y, z)`.
            let reqd = kernel.get_compile_work_group_size(dev).unwrap_or_default();
            let reqd: Option<[u32; 3]> =
                (reqd.len() == 3 && reqd.iter().any(|&v| v > 0)).then(|| [reqd[0] as u32, reqd[1] as u32, reqd[2] as u32]);
            let local = local_sizes.get(i).copied().flatten();
            let size = match (reqd, local) {
                (Some(r), Some(l)) if r != l => {
                    errs.push(at_line(
                        pass.line,
                        format!(
                            "pass `{}` says local({}, {}, {}) but the kernel requires reqd_work_group_size({}, {}, {})",
                            pass.entry, l[0], l[1], l[2], r[0], r[1], r[2]
                        ),
                    ));
                    continue;
                }
                (Some(r), _) => r,
                (None, Some(l)) => l,
                (None, None) => {
                    errs.push(kernel_err(format!("kernel `{}` has no local size", pass.entry)).with_note(
                        "give it `__attribute__((reqd_work_group_size(X, Y, Z)))` or add `local(X, Y, Z)` to its pass in the plan",
                    ));
                    continue;
                }
            };
            let invocations = u64::from(size[0]) * u64::from(size[1]) * u64::from(size[2]);
            let kernel_max = kernel.get_work_group_size(dev).map_or(u64::MAX, |v| v as u64);
            let max = u64::from(limits.max_compute_invocations_per_workgroup).min(kernel_max);
            if invocations > max {
                errs.push(kernel_err(format!(
                    "local size {}×{}×{} = {invocations} work-items exceeds the limit of {max} per work-group",
                    size[0], size[1], size[2]
                )));
            }
            let dims = [limits.max_compute_workgroup_size_x, limits.max_compute_workgroup_size_y, limits.max_compute_workgroup_size_z];
            for (axis, (&w, &m)) in ["x", "y", "z"].iter().zip(size.iter().zip(dims.iter())) {
                if w > m {
                    errs.push(kernel_err(format!("local size {axis} = {w} exceeds the limit of {m}")));
                }
            }
            let local_bytes = kernel.get_local_mem_size(dev).unwrap_or(0);
            if local_bytes > u64::from(limits.max_compute_workgroup_storage_size) {
                errs.push(kernel_err(format!(
                    "kernel `{}` uses {local_bytes} bytes of `__local` memory; the limit is {} bytes",
                    pass.entry, limits.max_compute_workgroup_storage_size
                )));
            }
            checked.push(CheckedPass { pass, workgroup_size: size, workgroup_bytes: u32::try_from(local_bytes).unwrap_or(u32::MAX) });
        }
        if !errs.is_empty() {
            return Err(violation(errs));
        }
        // Every buffer argument is a pointer to scalars: guard regions start right after the data.
        let mut scalar_views: Vec<u32> = (0..task.inputs.len())
            .map(|i| layout.input_binding(i))
            .chain((0..task.outputs.len()).map(|i| layout.output_binding(i)))
            .chain((0..plan.scratch.len()).map(|i| layout.scratch_binding(i)))
            .collect();
        scalar_views.sort_unstable();
        Ok(Contract { passes: checked, length_queries: LengthQueries::Bindings(Vec::new()), scalar_views })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_are_normalised() {
        assert_eq!(normalise_type("unsigned int"), "uint");
        assert_eq!(normalise_type("float *"), "float*");
        assert_eq!(normalise_type("uint*"), "uint*");
    }

    #[test]
    fn kernels_are_found_after_void() {
        let src = "// vadd\n__kernel void vadd(__global const float* a) {}\n";
        assert_eq!(find_kernel(src, "vadd").map(|r| r.line), Some(2));
        assert_eq!(find_kernel("void other_vadd() {}", "vadd"), None);
    }
}
