//! A test device for the RPC server: a few globals and tensors in this process's memory.
//!
//! Globals: `ekb.test.add(a: int, b: int) -> int`, `ekb.test.echo(s: str) -> str`,
//! `ekb.test.fail(msg: str)` (raises), `ekb.test.sleep(ms: int)`, `ekb.test.sum_f32(t: tensor)
//! -> float`, `ekb.test.uploaded(name: str) -> bytes`, and under TVM's Python server's names
//! `tvm.rpc.server.upload(name, data)`, `tvm.rpc.server.load_module(name)` (any uploaded file is
//! a module with one function, `add_one(t: float32 tensor)`, which adds 1 to every element),
//! `tvm.rpc.server.ModuleGetFunction(module, name, query_imports)` and `runtime.RPCTimeEvaluator`
//! (one untimed call, then `repeat` samples of `number` calls, each the mean seconds per call as
//! `f64` bytes, `src/runtime/rpc/rpc_module.cc`). Tensors live on `cpu(0)`: allocated, copied,
//! freed; `device_attr(kExist)` is 1 for `cpu(0)` only.

#![allow(dead_code)] // each test binary uses part of it

use std::collections::HashMap;
use std::time::Duration;

use tvm_rpc::server::ATTR_EXIST;
use tvm_rpc::session::codec::{WireTensor, WireValue};
use tvm_rpc::{Device, HandlerError, RemoteFunc, RemoteModule, RetValue, SessionHandler};

const GLOBALS: [&str; 10] = [
    "ekb.test.add",
    "ekb.test.echo",
    "ekb.test.fail",
    "ekb.test.sleep",
    "ekb.test.sum_f32",
    "tvm.rpc.server.upload",
    "ekb.test.uploaded",
    "tvm.rpc.server.load_module",
    "tvm.rpc.server.ModuleGetFunction",
    "runtime.RPCTimeEvaluator",
];
/// A loaded module's handle is `MODULES + i`, its `add_one` `MODULES + i + FUNC`; a time
/// evaluator's `EVALUATORS + i`.
const MODULES: u64 = 0x100;
const FUNC: u64 = 0x80;
const EVALUATORS: u64 = 0x1000;

/// The test device of one session.
#[derive(Default)]
pub(crate) struct TestDevice {
    buffers: HashMap<u64, Vec<u8>>,
    next_ptr: u64,
    files: HashMap<String, Vec<u8>>,
    modules: Vec<String>,
    /// Per evaluator: `(number, repeat)`.
    evaluators: Vec<(i64, i64)>,
}

fn bad(args: &[WireValue]) -> HandlerError {
    HandlerError::InvalidArgument(format!("unexpected arguments {args:?}"))
}

impl TestDevice {
    fn buffer(&mut self, t: &WireTensor) -> Result<&mut Vec<u8>, HandlerError> {
        self.buffers.get_mut(&t.data).ok_or(HandlerError::UnknownHandle(t.data))
    }
}

impl TestDevice {
    fn add_one(&mut self, t: &WireTensor) -> Result<(), HandlerError> {
        for c in self.buffer(t)?.chunks_exact_mut(4) {
            let v = f32::from_le_bytes(c.try_into().unwrap()) + 1.0;
            c.copy_from_slice(&v.to_le_bytes());
        }
        Ok(())
    }

    fn module(&self, h: u64) -> Result<usize, HandlerError> {
        h.checked_sub(MODULES).map(|i| i as usize).filter(|&i| i < self.modules.len()).ok_or(HandlerError::UnknownHandle(h))
    }

    /// Calls a module function or a time evaluator; `None` when `func` is neither.
    fn call_loaded(&mut self, func: u64, args: &[WireValue]) -> Option<Result<RetValue, HandlerError>> {
        let evaluator = match func.checked_sub(EVALUATORS) {
            Some(i) => Some(*self.evaluators.get(i as usize)?),
            None => {
                self.module(func.checked_sub(FUNC)?).ok()?;
                None
            }
        };
        let [WireValue::Tensor(t)] = args else { return Some(Err(bad(args))) };
        let Some((number, repeat)) = evaluator else { return Some(self.add_one(t).map(|()| RetValue::None)) };
        let mut samples = Vec::new();
        let run = self.add_one(t).and_then(|()| {
            for _ in 0..repeat {
                let start = std::time::Instant::now();
                for _ in 0..number {
                    self.add_one(t)?;
                }
                samples.extend_from_slice(&(start.elapsed().as_secs_f64() / number as f64).to_le_bytes());
            }
            Ok(RetValue::Bytes(samples))
        });
        Some(run)
    }
}

impl SessionHandler for TestDevice {
    async fn get_global_func(&mut self, name: &str) -> Result<Option<u64>, HandlerError> {
        Ok(GLOBALS.iter().position(|g| *g == name).map(|i| i as u64 + 1))
    }

    async fn call(&mut self, func: u64, args: Vec<WireValue>) -> Result<RetValue, HandlerError> {
        use WireValue as V;
        if let Some(r) = self.call_loaded(func, &args) {
            return r;
        }
        let name = usize::try_from(func).ok().and_then(|f| GLOBALS.get(f.wrapping_sub(1))).ok_or(HandlerError::UnknownHandle(func))?;
        match (*name, args.as_slice()) {
            ("ekb.test.add", [V::Int(a), V::Int(b)]) => Ok(RetValue::Int(a.wrapping_add(*b))),
            ("ekb.test.echo", [V::Str(s)]) => Ok(RetValue::Str(s.clone())),
            ("ekb.test.fail", [V::Str(s)]) => Err(HandlerError::Failed(s.clone())),
            ("ekb.test.sleep", [V::Int(ms)]) => {
                tokio::time::sleep(Duration::from_millis(u64::try_from(*ms).unwrap_or(0))).await;
                Ok(RetValue::None)
            }
            ("ekb.test.sum_f32", [V::Tensor(t)]) => {
                let b = self.buffer(t)?;
                Ok(RetValue::Float(b.chunks_exact(4).map(|c| f64::from(f32::from_le_bytes(c.try_into().unwrap()))).sum()))
            }
            ("tvm.rpc.server.upload", [V::Str(name), V::Bytes(data)]) => {
                self.files.insert(name.clone(), data.clone());
                Ok(RetValue::None)
            }
            ("ekb.test.uploaded", [V::Str(name)]) => {
                self.files.get(name).cloned().map(RetValue::Bytes).ok_or_else(|| HandlerError::InvalidArgument(format!("no file {name:?}")))
            }
            ("tvm.rpc.server.load_module", [V::Str(name)]) if self.files.contains_key(name) => {
                self.modules.push(name.clone());
                Ok(RetValue::Module(RemoteModule(MODULES + self.modules.len() as u64 - 1)))
            }
            ("tvm.rpc.server.ModuleGetFunction", [V::Object(_, m), V::Str(name), _]) => {
                let m = self.module(*m)?;
                Ok(if name == "add_one" { RetValue::Func(RemoteFunc(MODULES + m as u64 + FUNC)) } else { RetValue::None })
            }
            ("runtime.RPCTimeEvaluator", [V::Object(_, m), V::Str(name), V::Int(1), V::Int(0), V::Int(number), V::Int(repeat), ..])
                if name == "add_one" && *number > 0 && (1..=100).contains(repeat) =>
            {
                self.module(*m)?;
                self.evaluators.push((*number, *repeat));
                Ok(RetValue::Func(RemoteFunc(EVALUATORS + self.evaluators.len() as u64 - 1)))
            }
            _ => Err(bad(&args)),
        }
    }

    async fn device_attr(&mut self, device: Device, kind: i32) -> Result<WireValue, HandlerError> {
        match kind {
            ATTR_EXIST => Ok(WireValue::Int((device == Device::cpu(0)).into())),
            _ => Err(HandlerError::Unsupported(format!("attribute {kind}"))),
        }
    }

    async fn alloc_tensor(&mut self, template: &WireTensor, _scope: Option<&str>) -> Result<u64, HandlerError> {
        if template.device != Device::cpu(0) {
            return Err(HandlerError::Unsupported(format!("device {:?}", template.device)));
        }
        let n = template.nbytes().and_then(|n| usize::try_from(n).ok()).filter(|&n| n <= 1 << 20);
        let n = n.ok_or_else(|| HandlerError::InvalidArgument(format!("shape {:?}", template.shape)))?;
        self.next_ptr += 0x1000;
        self.buffers.insert(self.next_ptr, vec![0; n]);
        Ok(self.next_ptr)
    }

    async fn free_data(&mut self, _device: Device, data: u64) -> Result<(), HandlerError> {
        self.buffers.remove(&data).map(drop).ok_or(HandlerError::UnknownHandle(data))
    }

    async fn copy_to_remote(&mut self, to: &WireTensor, data: &[u8]) -> Result<(), HandlerError> {
        let off = to.byte_offset as usize;
        let b = self.buffer(to)?;
        b.get_mut(off..off + data.len()).ok_or_else(|| bad(&[]))?.copy_from_slice(data);
        Ok(())
    }

    async fn copy_from_remote(&mut self, from: &WireTensor, nbytes: u64) -> Result<Vec<u8>, HandlerError> {
        let off = from.byte_offset as usize;
        let b = self.buffer(from)?;
        b.get(off..off + nbytes as usize).map(<[u8]>::to_vec).ok_or_else(|| bad(&[]))
    }
}
