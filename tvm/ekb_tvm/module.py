"""Lowers a whole `IRModule` (a `tvmscript` candidate's, or a TE definition's `prim_func`) the way
`ekb_tvm.build.lower` lowers a task's definition: the same target dicts, pass configuration, steps of
`tvm.tirx.build` and launch-metadata extraction (`lower_scheduled`, `_packed_args`), starting from a
module instead of a `Definition`.

`names` is a `Definition` or any object with the same `inputs`, `outputs`, `scratch`, `params` (objects
with a `.name`, in the task's order) and `extra_args` (the scalar arguments the function takes besides its
buffers); the kernel's arguments are matched against them.
"""

from __future__ import annotations

import tvm

from .build import C_TARGET, PASS_CONFIG, _packed_args, lower_scheduled


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
        return lower_scheduled(sch, names, target, name)
