//! TVM's OpenCL convention on `ekb device` (docs/DEVICE.md, "TVM's Python client and OpenCL"):
//! the client uploads an OpenCL module as TVM's `WriteToFile` saves one — `k.cl` (the OpenCL C) and
//! `k.tvm_meta.json` (`SaveMetaDataToFile`: per function its `name`, `arg_types` and
//! `launch_param_tags`) — loads it with `load_module("k.cl")` (TVM's `ffi.Module.load_from_file.cl`),
//! allocates and copies `cl(0)` tensors (DLPack device type 4), calls a kernel function with TVM's
//! argument convention (`OpenCLWrappedFunc`, `src/runtime/opencl/opencl_module.cc`: the buffers and
//! POD scalars of `arg_types`, then one extent per launch tag — `blockIdx.x` … the grid,
//! `threadIdx.x` … the work-group; global = grid × work-group, as `LaunchParamConfig` computes it)
//! and times it with `runtime.RPCTimeEvaluator`.
//!
//! Nothing of it runs here: the module is built, the tensors live and the kernels run in the
//! session's confined OpenCL kernel host (`ekb kernel-host --kind opencl`, the `alloc` … `launch`
//! requests of `ekb_confined::message`), which is sealed after it builds the session's one module
//! and killed when a request outlives the step timeout; this process parses the JSON and passes
//! numbers. A host that is gone fails every later OpenCL request of the session; the next session
//! starts a new one.

use std::collections::HashMap;

use ekb_confined::ffi_message::{TimerSpec, MAX_REPEAT};
use ekb_confined::message::{LaunchArg, Reply, Request};
use ekb_confined::{HostLink, Role};
use ekb_sandbox::Sandbox;
use tvm_rpc::session::codec::{WireTensor, WireValue};
use tvm_rpc::{Device, HandlerError};

use super::hosts::FormDevice;

/// DLPack's `kDLOpenCL`.
pub(crate) const OPENCL: i32 = 4;

/// Handles of modules, functions and evaluators start here (apart from the session's others).
const FIRST_HANDLE: u64 = 1 << 52;

/// Most bytes of `.cl` and `.tvm_meta.json` uploads a session keeps.
const MAX_SOURCE_BYTES: usize = 16 << 20;

/// One function of `k.tvm_meta.json` (TVM's `FunctionInfo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FunctionInfo {
    /// The kernel's name.
    pub(crate) name: String,
    /// Per argument its DLPack type as TVM prints it (`handle`, `int32`, `float32`, …).
    pub(crate) arg_types: Vec<String>,
    /// `blockIdx.x`, `threadIdx.x`, … (older files: `thread_axis_tags`).
    pub(crate) launch_param_tags: Vec<String>,
}

/// The functions of a `k.tvm_meta.json` (`LoadMetaDataFromFile`: `func_info` maps each name to its
/// `name`, `arg_types` and `launch_param_tags`, or `thread_axis_tags` in older files).
///
/// # Errors
/// Malformed JSON or a missing field, named.
pub(crate) fn parse_meta(bytes: &[u8]) -> Result<HashMap<String, FunctionInfo>, String> {
    let root: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    let funcs = root.get("func_info").and_then(|f| f.as_object()).ok_or("no func_info object")?;
    let strings = |v: Option<&serde_json::Value>, what: &str| -> Result<Vec<String>, String> {
        let a = v.and_then(|v| v.as_array()).ok_or(format!("{what} is not a list"))?;
        a.iter().map(|s| s.as_str().map(str::to_string).ok_or(format!("{what} holds a non-string"))).collect()
    };
    let mut out = HashMap::new();
    for (key, f) in funcs {
        let name = f.get("name").and_then(|n| n.as_str()).ok_or(format!("{key}: no name"))?.to_string();
        let arg_types = strings(f.get("arg_types"), &format!("{key}.arg_types"))?;
        let tags = f.get("launch_param_tags").or_else(|| f.get("thread_axis_tags"));
        let launch_param_tags = if tags.is_some() { strings(tags, &format!("{key}.launch_param_tags"))? } else { Vec::new() };
        out.insert(key.clone(), FunctionInfo { name, arg_types, launch_param_tags });
    }
    Ok(out)
}

/// `k.tvm_meta.json` for `k.cl`, as TVM's `GetMetaFilePath` names it.
pub(crate) fn meta_name(file: &str) -> String {
    match file.rfind('.') {
        Some(i) => format!("{}.tvm_meta.json", &file[..i]),
        None => format!("{file}.tvm_meta.json"),
    }
}

/// Whether an upload belongs to an OpenCL module (kept here, never written for the library host).
pub(crate) fn is_module_file(name: &str) -> bool {
    name.ends_with(".cl") || name.ends_with(".tvm_meta.json")
}

/// A kernel argument's bytes for a POD type from TVM's `arg_types`.
fn pod(ty: &str, v: &WireValue) -> Result<Vec<u8>, String> {
    Ok(match (ty, v) {
        ("int32", WireValue::Int(i)) => i32::try_from(*i).map_err(|_| format!("{i} does not fit int32"))?.to_le_bytes().to_vec(),
        ("uint32", WireValue::Int(i)) => u32::try_from(*i).map_err(|_| format!("{i} does not fit uint32"))?.to_le_bytes().to_vec(),
        ("int64", WireValue::Int(i)) => i.to_le_bytes().to_vec(),
        ("uint64", WireValue::Int(i)) => u64::try_from(*i).map_err(|_| format!("{i} does not fit uint64"))?.to_le_bytes().to_vec(),
        ("float32", WireValue::Float(x)) => (*x as f32).to_le_bytes().to_vec(),
        ("float32", WireValue::Int(i)) => (*i as f32).to_le_bytes().to_vec(),
        ("float64", WireValue::Float(x)) => x.to_le_bytes().to_vec(),
        ("float64", WireValue::Int(i)) => (*i as f64).to_le_bytes().to_vec(),
        (ty, v) => return Err(format!("a {ty} argument from {}", format!("{v:?}").chars().take(60).collect::<String>())),
    })
}

/// TVM's `LaunchParamConfig`: the work sizes from the launch tags and their values.
pub(crate) fn work(tags: &[String], values: &[WireValue]) -> Result<(u32, [u64; 3], [u64; 3]), String> {
    let mut size = [1u64; 6];
    let mut filled = [false; 6];
    for (tag, v) in tags.iter().zip(values) {
        let (rank, axis) = if let Some(a) = tag.strip_prefix("blockIdx.") {
            (0, a)
        } else if let Some(a) = tag.strip_prefix("threadIdx.") {
            (1, a)
        } else {
            return Err(format!("launch parameter `{tag}` (this device launches blockIdx/threadIdx extents only)"));
        };
        let dim = match axis {
            "x" => 0,
            "y" => 1,
            "z" => 2,
            _ => return Err(format!("launch parameter `{tag}`")),
        };
        let WireValue::Int(n) = v else { return Err(format!("the extent of {tag} is not an integer")) };
        filled[rank * 3 + dim] = true;
        if *n > 0 {
            size[rank * 3 + dim] = u64::try_from(*n).unwrap_or(1);
        }
    }
    let work_dim = (0..3).filter(|&i| filled[i] || filled[i + 3]).map(|i| i as u32 + 1).max().unwrap_or(1);
    let local = [size[3], size[4], size[5]];
    let mut global = [0u64; 3];
    for i in 0..3 {
        global[i] = size[i].checked_mul(size[i + 3]).ok_or("the global work size overflows")?;
    }
    Ok((work_dim, global, local))
}

/// One session's OpenCL modules, tensors and kernel host.
#[derive(Default)]
pub(crate) struct ClModules {
    host: Option<HostLink>,
    sources: HashMap<String, Vec<u8>>,
    /// Data pointer → (buffer number, bytes).
    buffers: HashMap<u64, (u32, u64)>,
    next: u32,
    /// Module handle → its functions.
    modules: HashMap<u64, (u32, HashMap<String, FunctionInfo>)>,
    /// Function handle → (program, function).
    funcs: HashMap<u64, (u32, FunctionInfo)>,
    evaluators: HashMap<u64, (u64, TimerSpec)>,
    next_handle: u64,
}

fn failed(e: impl std::fmt::Display) -> HandlerError {
    HandlerError::Failed(format!("the OpenCL kernel host: {e}"))
}

impl ClModules {
    fn handle(&mut self) -> u64 {
        self.next_handle += 1;
        FIRST_HANDLE + self.next_handle
    }

    fn ask(
        &mut self,
        form: &FormDevice,
        sandbox: &Sandbox,
        request: Request,
        segments: &[&[u8]],
        want: &[u64],
    ) -> Result<(Reply, Vec<Vec<u8>>), HandlerError> {
        if self.host.is_none() {
            let link = tokio::task::block_in_place(|| HostLink::start(sandbox, &form.spec, Role::Candidate)).map_err(failed)?;
            self.host = Some(link);
        }
        let link = self.host.as_mut().expect("started above");
        let answered = tokio::task::block_in_place(|| link.call(request, segments, want));
        match answered {
            Ok(a) => Ok((a.reply, a.segments)),
            Err(e) if link.is_lost() => Err(failed(format!("{e} (the host is gone: this session runs no more OpenCL)"))),
            Err(e) => Err(failed(e)),
        }
    }

    /// Keeps an upload of a module file (`k.cl`, `k.tvm_meta.json`).
    pub(crate) fn upload(&mut self, name: &str, data: &[u8]) -> Result<(), HandlerError> {
        let held: usize = self.sources.iter().filter(|(n, _)| *n != name).map(|(_, d)| d.len()).sum();
        if held + data.len() > MAX_SOURCE_BYTES {
            return Err(HandlerError::Failed(format!("OpenCL module files over {MAX_SOURCE_BYTES} bytes in one session")));
        }
        self.sources.insert(name.to_string(), data.to_vec());
        Ok(())
    }

    /// `load_module("k.cl")`: builds `k.cl` with the functions of `k.tvm_meta.json` in the host.
    pub(crate) fn load(&mut self, form: &FormDevice, sandbox: &Sandbox, file: &str) -> Result<u64, HandlerError> {
        let meta = meta_name(file);
        let missing = |f: &str| HandlerError::Failed(format!("{f} was not uploaded (an OpenCL module is k.cl and k.tvm_meta.json)"));
        let source = self.sources.get(file).ok_or_else(|| missing(file))?.clone();
        let json = self.sources.get(&meta).ok_or_else(|| missing(&meta))?;
        let funcs = parse_meta(json).map_err(|e| HandlerError::InvalidArgument(format!("{meta}: {e}")))?;
        let names: Vec<String> = funcs.values().map(|f| f.name.clone()).collect();
        self.next += 1;
        let program = self.next;
        self.ask(form, sandbox, Request::BuildSource { program, kernels: names }, &[&source], &[])?;
        let h = self.handle();
        self.modules.insert(h, (program, funcs));
        Ok(h)
    }

    /// Whether `module` is one of this session's OpenCL modules.
    pub(crate) fn has_module(&self, module: u64) -> bool {
        self.modules.contains_key(&module)
    }

    /// `ModuleGetFunction`: the handle of function `name`, or `None`.
    pub(crate) fn function(&mut self, module: u64, name: &str) -> Option<u64> {
        let (program, info) = self.modules.get(&module).and_then(|(p, f)| Some((*p, f.get(name)?.clone())))?;
        let h = self.handle();
        self.funcs.insert(h, (program, info));
        Some(h)
    }

    /// `RPCTimeEvaluator` on `module`'s function `name` on `cl(0)`.
    pub(crate) fn evaluator(&mut self, module: u64, name: &str, timer: TimerSpec) -> Result<u64, HandlerError> {
        if timer.number < 1 || !(1..=MAX_REPEAT).contains(&timer.repeat) {
            return Err(HandlerError::InvalidArgument(format!("time evaluator options out of range: {timer:?}")));
        }
        let f = self.function(module, name).ok_or_else(|| HandlerError::Failed(format!("no function {name:?} in the module")))?;
        let h = self.handle();
        self.evaluators.insert(h, (f, timer));
        Ok(h)
    }

    /// Whether `func` is a function or evaluator of this session's OpenCL modules.
    pub(crate) fn has_function(&self, func: u64) -> bool {
        self.funcs.contains_key(&func) || self.evaluators.contains_key(&func)
    }

    fn launch(&self, func: u64, args: &[WireValue], times: u32) -> Result<Request, HandlerError> {
        let (program, info) = self.funcs.get(&func).ok_or(HandlerError::UnknownHandle(func))?;
        let n = info.arg_types.len();
        if args.len() != n + info.launch_param_tags.len() {
            return Err(HandlerError::InvalidArgument(format!(
                "{} takes {n} arguments and {} launch extents ({:?}); got {} values",
                info.name,
                info.launch_param_tags.len(),
                info.launch_param_tags,
                args.len()
            )));
        }
        let mut launch_args = Vec::with_capacity(n);
        for (i, (ty, v)) in info.arg_types.iter().zip(args).enumerate() {
            let bad = |why: String| HandlerError::InvalidArgument(format!("{} argument {i}: {why}", info.name));
            launch_args.push(match (ty.as_str(), v) {
                ("handle", WireValue::Tensor(t)) => {
                    if t.device != (Device { device_type: OPENCL, device_id: 0 }) {
                        return Err(bad(format!("a tensor on device ({}, {}), not cl(0)", t.device.device_type, t.device.device_id)));
                    }
                    if t.byte_offset != 0 {
                        return Err(HandlerError::Unsupported(format!("{} argument {i}: a tensor view at a byte offset", info.name)));
                    }
                    let (buffer, _) = self.buffers.get(&t.data).ok_or(HandlerError::UnknownHandle(t.data))?;
                    LaunchArg::Buffer { buffer: *buffer }
                }
                ("handle", _) => return Err(bad("a buffer argument takes a cl(0) tensor".into())),
                (ty, v) => LaunchArg::Scalar { bytes: pod(ty, v).map_err(bad)? },
            });
        }
        let (work_dim, global, local) = work(&info.launch_param_tags, &args[n..]).map_err(HandlerError::Unsupported)?;
        Ok(Request::Launch { program: *program, kernel: info.name.clone(), args: launch_args, work_dim, global, local, times })
    }

    fn run(&mut self, form: &FormDevice, sandbox: &Sandbox, func: u64, args: &[WireValue], times: u32) -> Result<u64, HandlerError> {
        let request = self.launch(func, args, times)?;
        match self.ask(form, sandbox, request, &[], &[])? {
            (Reply::Launched { device_ns }, _) => Ok(device_ns),
            (other, _) => Err(failed(format!("answered {}", other.name()))),
        }
    }

    /// Calls a kernel function (once), or an evaluator: TVM's `WrapTimeEvaluator` (one untimed
    /// call, then per repeat `number` launches, `number` grown as TVM grows it while a measurement
    /// is shorter than `min_repeat_ms`) on the device's profiling clock; the samples as TVM returns
    /// them (`repeat` float64 seconds per call).
    pub(crate) fn call(
        &mut self,
        form: &FormDevice,
        sandbox: &Sandbox,
        func: u64,
        args: &[WireValue],
    ) -> Result<Option<Vec<u8>>, HandlerError> {
        let Some(&(f, t)) = self.evaluators.get(&func) else {
            self.run(form, sandbox, func, args, 1)?;
            return Ok(None);
        };
        let samples = t.samples(|number| self.run(form, sandbox, f, args, u32::try_from(number).unwrap_or(u32::MAX)), || ())?;
        Ok(Some(samples.iter().flat_map(|x| x.to_le_bytes()).collect()))
    }

    /// Forgets a handle; whether it was one of these.
    pub(crate) fn free_handle(&mut self, handle: u64) -> bool {
        self.modules.remove(&handle).is_some() || self.funcs.remove(&handle).is_some() || self.evaluators.remove(&handle).is_some()
    }

    /// A `cl(0)` tensor's storage of `nbytes`, zeroed, in the host; its data pointer. The session's
    /// `cl(0)` tensors stay within `limit` bytes in all (`--memory-limit-mib`; 0: none), as its
    /// `cpu(0)` tensors do.
    pub(crate) fn alloc(&mut self, form: &FormDevice, sandbox: &Sandbox, nbytes: u64, limit: u64) -> Result<u64, HandlerError> {
        let held: u64 = self.buffers.values().map(|b| b.1).sum();
        if limit > 0 && held.saturating_add(nbytes) > limit {
            return Err(HandlerError::InvalidArgument(format!(
                "a cl(0) tensor of {nbytes} bytes beside the session's {held} would exceed this device's memory limit of {limit} bytes"
            )));
        }
        self.next += 1;
        let buffer = self.next;
        self.ask(form, sandbox, Request::Alloc { buffer, bytes: nbytes }, &[], &[])?;
        let data = FIRST_HANDLE + (u64::from(buffer) << 20);
        self.buffers.insert(data, (buffer, nbytes));
        Ok(data)
    }

    fn buffer(&self, data: u64) -> Result<u32, HandlerError> {
        self.buffers.get(&data).map(|b| b.0).ok_or(HandlerError::UnknownHandle(data))
    }

    /// Frees a tensor's storage.
    pub(crate) fn free(&mut self, form: &FormDevice, sandbox: &Sandbox, data: u64) -> Result<(), HandlerError> {
        let buffer = self.buffer(data)?;
        self.buffers.remove(&data);
        self.ask(form, sandbox, Request::Release { buffer }, &[], &[]).map(drop)
    }

    /// Copies `bytes` into a tensor.
    pub(crate) fn copy_in(&mut self, form: &FormDevice, sandbox: &Sandbox, to: &WireTensor, bytes: &[u8]) -> Result<(), HandlerError> {
        let buffer = self.buffer(to.data)?;
        self.ask(form, sandbox, Request::Write { buffer, offset: to.byte_offset }, &[bytes], &[]).map(drop)
    }

    /// `nbytes` of a tensor.
    pub(crate) fn copy_out(
        &mut self,
        form: &FormDevice,
        sandbox: &Sandbox,
        from: &WireTensor,
        nbytes: u64,
    ) -> Result<Vec<u8>, HandlerError> {
        let buffer = self.buffer(from.data)?;
        let (_, mut seg) = self.ask(form, sandbox, Request::Read { buffer, offset: from.byte_offset, bytes: nbytes }, &[], &[nbytes])?;
        seg.pop().ok_or_else(|| failed("no data"))
    }
}

/// TVM's `DeviceAttrKind` for `cl(0)` (`include/tvm/runtime/device_api.h`), answered from what the
/// device reported when `ekb device` started: `kExist`, `kMaxThreadsPerBlock` (the largest
/// work-group), `kWarpSize` (1, as TVM's OpenCL runtime answers), `kMaxSharedMemoryPerBlock` (local
/// memory), `kDeviceName`.
pub(crate) fn device_attr(form: &FormDevice, kind: i32) -> Result<WireValue, HandlerError> {
    let l = &form.info.limits;
    Ok(match kind {
        0 => WireValue::Int(1),
        1 => WireValue::Int(i64::from(l.max_compute_invocations_per_workgroup)),
        2 => WireValue::Int(1),
        3 => WireValue::Int(i64::from(l.max_compute_workgroup_storage_size)),
        5 => WireValue::Str(form.info.name.clone()),
        _ => return Err(HandlerError::Unsupported(format!("device attribute {kind} of cl(0) (this device answers exist, max_threads_per_block, warp_size, max_shared_memory_per_block, device_name)"))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_sizes_follow_tvms_launch_param_config() {
        let tags: Vec<String> = ["blockIdx.x", "threadIdx.x"].map(String::from).to_vec();
        assert_eq!(work(&tags, &[WireValue::Int(16), WireValue::Int(64)]).unwrap(), (1, [1024, 1, 1], [64, 1, 1]));
        let tags: Vec<String> = ["blockIdx.y", "blockIdx.x", "threadIdx.x"].map(String::from).to_vec();
        assert_eq!(work(&tags, &[WireValue::Int(3), WireValue::Int(0), WireValue::Int(8)]).unwrap(), (2, [8, 3, 1], [8, 1, 1]));
        assert!(work(&["vthread".to_string()], &[WireValue::Int(1)]).is_err());
        assert_eq!(meta_name("k.cl"), "k.tvm_meta.json");
        assert_eq!(pod("int32", &WireValue::Int(-2)).unwrap(), (-2i32).to_le_bytes());
        assert!(pod("int32", &WireValue::Int(1 << 40)).is_err());
        let meta = br#"{"tvm_version": "0.1.0", "func_info": {"k": {"name": "k", "arg_types": ["handle", "int32"],
            "launch_param_tags": ["blockIdx.x", "threadIdx.x"], "arg_extra_tags": [0, 0]}}}"#;
        let f = &parse_meta(meta).unwrap()["k"];
        assert_eq!((f.arg_types.len(), f.launch_param_tags.len()), (2, 2));
        assert!(parse_meta(br#"{"func_info": {"k": {"name": "k", "arg_types": [1]}}}"#).is_err());
        assert!(parse_meta(b"[]").is_err());
    }
}
