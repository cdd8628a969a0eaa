"""TVM's own Python client drives an OpenCL kernel on `ekb device` (cli/tests/device_tvm_opencl.rs).

Usage: opencl_client.py TRACKER_HOST TRACKER_PORT KEY WORKDIR [hang]

Builds a vector add with TVM for target opencl (host llvm), saves its OpenCL module as TVM's
`WriteToFile` does (k.cl and k.tvm_meta.json: the stock wheel's OpenCL module cannot write files, so
the two files are written from the module's source and TVM's own FunctionInfo fields), and on the
device: uploads, loads, allocates cl(0) tensors, runs, reads back and times. Prints one line per
check (`NAME value`). With `hang`, loads a kernel that never ends instead and prints how it failed.
"""

import json
import sys

import numpy as np
import tvm
import tvm.rpc
from tvm import te

host, port, key, workdir = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
hang = sys.argv[5:] == ["hang"]


def dl_type(var):
    """A parameter's DLPack type as TVM's ExtractFuncInfo records it (`var.dtype()` in C++): a
    pointer is `handle`, a scalar its type."""
    return str(var.ty.dtype) if hasattr(var.ty, "dtype") else "handle"


def opencl_module(name):
    """The device module of a vector add over n (blockIdx.x × threadIdx.x of 64) and its FunctionInfo."""
    n = te.var("n")
    a = te.placeholder((n,), "float32", name="A")
    b = te.placeholder((n,), "float32", name="B")
    c = te.compute((n,), lambda i: a[i] + b[i], name="C")
    f = te.create_prim_func([a, b, c]).with_attr("global_symbol", name)
    sch = tvm.s_tir.Schedule(tvm.IRModule({name: f}))
    sch.work_on(name)
    (i,) = sch.get_loops(sch.get_sblock("C"))
    bx, tx = sch.split(i, [None, 64])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    target = tvm.target.Target({"kind": "opencl", "host": {"kind": "llvm"}})
    lib = tvm.tirx.build(sch.mod, target=target)
    (dev_mod,) = lib.imports
    assert dev_mod.kind == "opencl", dev_mod.kind
    # FunctionInfo as TVM's codegen records it: the device functions of the split module.
    build = __import__("tvm.tirx.build", fromlist=["split_host_device_mods"])
    mod = tvm.tirx.transform.BindTarget(target.with_host(target.host))(sch.mod)
    pipeline, _, finalize_device = tvm.tirx.get_default_tir_pipeline(target)
    _, devices = build.split_host_device_mods(pipeline(mod))
    ((_, dmod),) = devices.items()
    info = {}
    for gv, fn in finalize_device()(dmod).functions.items():
        info[gv.name_hint] = {
            "name": gv.name_hint,
            "arg_types": [dl_type(p) for p in fn.params],
            "launch_param_tags": [str(t) for t in fn.attrs["tirx.kernel_launch_params"]],
            "arg_extra_tags": [0 for _ in fn.params],
        }
    return dev_mod.inspect_source(), info


def save(stem, source, info):
    """What TVM's OpenCL module `WriteToFile(stem + ".cl")` writes (SaveMetaDataToFile + the source)."""
    with open(f"{workdir}/{stem}.cl", "w") as f:
        f.write(source)
    with open(f"{workdir}/{stem}.tvm_meta.json", "w") as f:
        json.dump({"tvm_version": "0.1.0", "func_info": info}, f, indent=2)


source, info = opencl_module("vadd")
(kernel,) = info
if hang:
    # The same signature, a body that never ends.
    source = f"__kernel void {kernel}(__global float* A, __global float* B, __global float* C, int n) {{\n" \
        "  volatile int spin = 1;\n  while (spin) { C[0] = A[0]; }\n}\n"
save("k", source, info)
print("INFO", json.dumps(info[kernel]["launch_param_tags"]), json.dumps(info[kernel]["arg_types"]))

remote = tvm.rpc.connect_tracker(host, port).request(key, priority=1, session_timeout=60)
remote.upload(f"{workdir}/k.cl")
remote.upload(f"{workdir}/k.tvm_meta.json")
mod = remote.load_module("k.cl")
dev = remote.cl(0)
print("EXIST", dev.exist, dev.max_threads_per_block > 0, dev.warp_size)

n = 4096
a_np = (np.arange(n) * 0.5).astype("float32")
b_np = (1.0 - np.arange(n)).astype("float32")
a = tvm.runtime.tensor(a_np, dev)
b = tvm.runtime.tensor(b_np, dev)
c = tvm.runtime.empty((n,), "float32", dev)
f = mod[kernel]
# TVM's device-function convention: buffers, POD args, then the launch extents per launch tag.
grid, block = (n + 63) // 64, 64
if hang:
    try:
        f(a, b, c, n, grid, block)
        print("HANG returned")
    except Exception as e:  # noqa: BLE001 - the client shows the device's error
        print("HANG", type(e).__name__, " | ".join(str(e).splitlines()[1:3])[:400])
    sys.exit(0)
f(a, b, c, n, grid, block)
print("VADD", c.numpy().tobytes() == (a_np + b_np).tobytes())
t = mod.time_evaluator(kernel, dev, number=20, repeat=3)(a, b, c, n, grid, block)
print("TIMED", len(t.results), t.mean > 0)
try:
    f(a, b, c, n)
    print("ARGS accepted")
except Exception as e:  # noqa: BLE001
    print("ARGS", "launch extents" in str(e))
try:
    tvm.runtime.empty((1 << 30,), "float32", dev)
    print("HUGE accepted")
except Exception as e:  # noqa: BLE001
    print("HUGE", "memory limit" in str(e))
del c
c2 = tvm.runtime.empty((n,), "float32", dev)
f(b, a, c2, n, grid, block)
print("AGAIN", c2.numpy().tobytes() == (b_np + a_np).tobytes())
