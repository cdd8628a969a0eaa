"""Lowers a whole `IRModule` (a `tvmscript` candidate's, or a TE definition's `prim_func`) the way
`ekb_tvm.build.lower` lowers a task's definition: the same target dicts, pass configuration, steps of
`tvm.tirx.build` and launch-metadata extraction (`_thread_extents`, `_kernel_args`,
`_packed_args`), starting from a module instead of a `Definition`.

`names` is a `Definition` or any object with the same `inputs`, `outputs`, `params` (objects with a
`.name`, in the task's order) and `extra_args` (the scalar arguments the function takes besides its
buffers); the kernel's arguments are matched against them.
"""

from __future__ import annotations

import tvm

from .build import C_TARGET, PASS_CONFIG, TARGETS, DefinitionError, _build, _kernel_args, _packed_args, _thread_extents


def lower_module(mod: tvm.IRModule, names, schedule, target: str, name: str) -> tuple[str, dict]:
    """(source, launch metadata) of `mod`'s function `name` after `schedule(sch, target)`, for TVM's
    `target` (`webgpu`, `opencl`, `c`), with `ekb_tvm.build.PASS_CONFIG`.

    Raises `DefinitionError` when the result is not one launchable kernel over the task's buffers and
    params, and TVM's own errors when a schedule primitive or a pass fails.
    """
    with tvm.transform.PassContext(config=PASS_CONFIG):
        sch = tvm.s_tir.Schedule(mod)
        sch.work_on(name)
        schedule(sch, target)
        if target == "c":
            source = tvm.tirx.build(sch.mod, target=tvm.target.Target(C_TARGET)).inspect_source()
            kernel = {"name": f"__tvm_ffi_{name}", "args": _packed_args(names), "launch_param_tags": [], "grid": ["1", "1", "1"], "block": [1, 1, 1]}
            return source, {"kernels": [kernel]}
        return _lower_device(sch, names, target, name)


def _lower_device(sch, names, target: str, name: str) -> tuple[str, dict]:
    extents = _thread_extents(sch, name)
    tgt = tvm.target.Target(TARGETS[target])
    mod = tvm.tirx.transform.BindTarget(tgt.with_host(tgt.host))(sch.mod)
    pipeline, _finalize_host, finalize_device = tvm.tirx.get_default_tir_pipeline(tgt)
    _host, devices = _build.split_host_device_mods(pipeline(mod))
    if len(devices) != 1:
        raise DefinitionError(
            f"expected one device module for {target}, TVM made {len(devices)} (a GPU target needs thread-bound loops: `sch.bind`, `T.thread_binding`)"
        )
    ((dev_target, dev_mod),) = devices.items()
    dev_mod = finalize_device()(dev_mod)
    kernels = []
    for gv, fn in dev_mod.functions.items():
        tags = [str(t) for t in fn.attrs.get("tirx.kernel_launch_params", [])]
        missing = [t for t in tags if t not in extents and t != "tirx.use_dyn_shared_memory"]
        if missing:
            raise DefinitionError(f"kernel {gv.name_hint}: no extent for launch params {missing}")
        kernels.append(
            {
                "name": gv.name_hint,
                "args": _kernel_args(fn, names),
                "launch_param_tags": tags,
                "grid": [extents.get(f"blockIdx.{a}", "1") for a in "xyz"],
                "block": [int(extents.get(f"threadIdx.{a}", "1")) for a in "xyz"],
            }
        )
    if len(kernels) != 1:
        raise DefinitionError(f"{len(kernels)} device kernels for {target}: the adapters take one kernel per program yet")
    return _build.codegen_build(dev_mod, dev_target).inspect_source(), {"kernels": kernels}
