"""Lowers one task's TE definition with TVM and extracts the device source and its launch metadata.

A definition (`kernels/tasks/<level>/<task>/tvm/definition.py`) exposes
- `compute()` (or `compute(target)`) → `Definition`: the TE params (`te.var`, named and ordered as the
  task's `[[params]]`), inputs and outputs (`te.placeholder` / `te.compute`, named and ordered as the
  task's buffers), and the scratch stages held in memory between kernels;
- `schedule(sch, target)`: thread binding on a `tvm.s_tir.Schedule` for target `webgpu` or `opencl`.

`lower(definition, schedule, target)` runs what `tvm.tirx.build` runs (bind the target, the default
TIR pipeline, split host and device, the device finalisation passes, the target's codegen) but keeps
the device functions, so the launch metadata comes from TVM's own IR rather than from parsing its
text: the kernels in the order TVM's host function launches them and, per kernel, the argument list
in TVM's order (buffers, then the scalar POD arguments), the `tirx.kernel_launch_params` tags, and
the extent of every thread-bound loop of its loop nest as a plan expression over the task's params
(what TVM's host function computes before each launch); per program, the scratch buffers.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field

import tvm
from tvm.sym.analyzer import Analyzer
from tvm import te

from .expr import plan_expr

_build = importlib.import_module("tvm.tirx.build")

TARGETS = {
    "webgpu": {"kind": "webgpu", "host": {"kind": "c"}},
    "opencl": {"kind": "opencl", "host": {"kind": "c"}},
}

# The `c` target: TVM's host C, a TVM-FFI packed function `__tvm_ffi_<name>` over the whole program.
C_TARGET = {"kind": "c"}

# TVM's dtype → the task schema's scalar type, for POD arguments.
_POD_TYPES = {"int32": "i32", "float32": "f32"}


@dataclass
class Definition:
    """A task's TE computation: params, inputs and outputs in the task's declared order."""

    params: list
    inputs: list
    outputs: list
    # Params that appear in no buffer shape (f32 params, for example) must be passed explicitly.
    extra_args: list = field(default_factory=list)
    # Intermediate stages (`te.compute`) that live in memory between kernels: PrimFunc arguments
    # like the outputs, so TVM allocates no workspace; they become the plan's `scratch` buffers
    # (stages of one name share one buffer: `_scratch_meta`).
    scratch: list = field(default_factory=list)


class DefinitionError(ValueError):
    """A definition or schedule that does not give a launchable program (a TVM workspace, a kernel
    without launch extents, a POD type the adapters do not take)."""


def prim_func(d: Definition, name: str) -> tvm.IRModule:
    """The PrimFunc `name` over the definition's buffers (inputs, outputs, scratch) and extra scalar args."""
    f = te.create_prim_func([*d.inputs, *d.outputs, *d.scratch, *d.extra_args]).with_attr("global_symbol", name)
    return tvm.IRModule({name: f})


def buffer_name(t) -> str:
    """A tensor's buffer name as TVM's codegen spells it: the outputs of a tuple reduction are
    `<stage>.v0`, `<stage>.v1` in TE and `<stage>_v0` in the generated source."""
    return t.name.replace(".", "_")


def _kernel_args(fn, d: Definition) -> list[dict]:
    """A device kernel's params in TVM's order: buffers by task buffer name, then POD scalars."""
    names = [buffer_name(t) for t in (*d.inputs, *d.outputs, *d.scratch)]
    params = [v.name for v in d.params]
    args = []
    for v in fn.params:
        ty = str(v.ty) if hasattr(v, "ty") else ""
        if "handle" in ty:
            name = v.name.replace(".", "_")
            base = name[: -len("_ptr")] if name.endswith("_ptr") and name not in names else name
            if base not in names:
                raise DefinitionError(f"kernel buffer `{v.name}` is none of the task's buffers {names} (a TVM workspace?)")
            args.append({"kind": "buffer", "name": base})
        else:
            if v.name not in params:
                raise DefinitionError(f"kernel scalar `{v.name}` ({ty}) is none of the task's params {params}")
            if ty not in _POD_TYPES:
                raise DefinitionError(f"kernel scalar `{v.name}` has type {ty}; the adapters take {list(_POD_TYPES)}")
            args.append({"kind": "pod", "name": v.name, "type": _POD_TYPES[ty]})
    return args


def _packed_args(d: Definition) -> list[dict]:
    """The packed function's arguments: the PrimFunc's params (inputs, outputs, extra scalars)."""
    args = [{"kind": "buffer", "name": buffer_name(t)} for t in (*d.inputs, *d.outputs, *d.scratch)]
    for v in d.extra_args:
        ty = str(v.ty)
        if ty not in _POD_TYPES:
            raise DefinitionError(f"scalar `{v.name}` has type {ty}; the adapters take {list(_POD_TYPES)}")
        args.append({"kind": "pod", "name": v.name, "type": _POD_TYPES[ty]})
    return args


def lower_c(d: Definition, schedule, name: str) -> tuple[str, dict]:
    """(C source, metadata) for TVM's `c` target: the whole program is the packed function
    `__tvm_ffi_<name>`, run once (grid 1 × 1 × 1: one task). Not for scratch stages sharing a
    buffer: the C function checks each buffer argument's shape."""
    names = [buffer_name(t) for t in d.scratch]
    if len(set(names)) != len(names):
        raise DefinitionError("scratch stages share a buffer: the C function checks each argument's shape (SKIP c)")
    sch = tvm.s_tir.Schedule(prim_func(d, name))
    sch.work_on(name)
    schedule(sch, "c")
    source = tvm.tirx.build(sch.mod, target=tvm.target.Target(C_TARGET)).inspect_source()
    kernel = {
        "name": f"__tvm_ffi_{name}",
        "args": _packed_args(d),
        "launch_param_tags": [],
        "grid": ["1", "1", "1"],
        "block": [1, 1, 1],
    }
    return source, {"kernels": [kernel], **_scratch_meta(d)}


# TVM's dtype → the task schema's element type, for scratch buffers.
_ELEM_TYPES = {"float32": "f32", "float16": "f16", "int32": "i32", "uint32": "u32"}


def _scratch_meta(d: Definition) -> dict:
    """`{"scratch": [{name, dtype, shape}]}` for the definition's scratch stages (nothing without).

    Stages of one name share one buffer (a later stage reusing a dead one's memory: TVM names both
    buffers alike, so every kernel binds it by that name); its entry is then 1-D, as long as the
    largest of them (`max` of their element counts). The definition must order them so that no
    kernel touches two of them (the later stage's writer runs after every reader of the earlier).
    """
    if not d.scratch:
        return {}
    groups: dict[str, list] = {}
    for t in d.scratch:
        if str(t.dtype) not in _ELEM_TYPES:
            raise DefinitionError(f"scratch `{t.name}` has dtype {t.dtype}; the plan takes {list(_ELEM_TYPES)}")
        groups.setdefault(buffer_name(t), []).append(t)
    out = []
    for name, ts in groups.items():
        if len({str(t.dtype) for t in ts}) != 1:
            raise DefinitionError(f"scratch stages named `{name}` differ in dtype")
        if len(ts) == 1:
            shape = [plan_expr(Analyzer().simplify(e)) for e in ts[0].shape]
        else:
            size = None
            for t in ts:
                n = 1
                for e in t.shape:
                    n = n * e
                size = n if size is None else te.max(size, n)
            shape = [plan_expr(Analyzer().simplify(size))]
        out.append({"name": name, "dtype": _ELEM_TYPES[str(ts[0].dtype)], "shape": shape})
    return {"scratch": out}


def _kernel_extents(sch, func: str) -> list[dict[str, str]]:
    """Per device kernel, in program order, the extent of every thread-bound loop of the scheduled
    `func` (thread tag → plan expression): one kernel per top-level block whose loop nest binds
    threads, the extents read from the schedule before lowering (where they are still TE's
    `floordiv` over the params, not the lowered division)."""
    sch.work_on(func)
    # The blocks under the root in program order, grouped by their outermost loop (a block
    # computed at another's loop shares that nest: one kernel).
    nests: list[tuple[object, list]] = []
    stack = list(reversed(sch.get_child_blocks(sch.get_sblock("root"))))
    blocks = []
    while stack:
        blk = stack.pop()
        blocks.append(blk)
        stack.extend(reversed(sch.get_child_blocks(blk)))
    for blk in blocks:
        loops = sch.get_loops(blk)
        if not loops:
            continue
        outer = sch.get(loops[0])
        for o, members in nests:
            if o.same_as(outer):
                members.append(blk)
                break
        else:
            nests.append((outer, [blk]))
    kernels = []
    for _outer, members in nests:
        out: dict[str, str] = {}
        for blk in members:
            for loop_rv in sch.get_loops(blk):
                loop = sch.get(loop_rv)
                if loop.thread_binding is None:
                    continue
                tag = loop.thread_binding.thread_tag
                extent = plan_expr(Analyzer().simplify(loop.extent))
                if out.setdefault(tag, extent) != extent:
                    raise DefinitionError(f"{tag} is bound with two extents: {out[tag]} and {extent}")
        if out:
            kernels.append(out)
    return kernels


# TVM's common-subexpression pass hoists host-computable products (`T * D`) into extra kernel
# arguments that the host function computes; without it every scalar a kernel takes is a task param.
PASS_CONFIG = {"tirx.disable_cse_tir": True}


def lower(d: Definition, schedule, target: str, name: str) -> tuple[str, dict]:
    """(device source, launch metadata) of the definition scheduled for `target`, with
    [`PASS_CONFIG`]."""
    with tvm.transform.PassContext(config=PASS_CONFIG):
        if target == "c":
            return lower_c(d, schedule, name)
        return _lower_device(d, schedule, target, name)


def _lower_device(d: Definition, schedule, target: str, name: str) -> tuple[str, dict]:
    sch = tvm.s_tir.Schedule(prim_func(d, name))
    sch.work_on(name)
    schedule(sch, target)
    return lower_scheduled(sch, d, target, name)


def lower_scheduled(sch, d, target: str, name: str) -> tuple[str, dict]:
    """(device source, launch metadata) of the scheduled function `name` of `sch` for the GPU
    `target` (`webgpu`, `opencl`): the kernels in the order the host launches them, each with its
    arguments matched against `d` (a `Definition`, or any object with its `inputs`, `outputs`,
    `scratch`, `params` and `extra_args`) and its launch extents read from the schedule."""
    kernel_extents = _kernel_extents(sch, name)
    tgt = tvm.target.Target(TARGETS[target])
    mod = tvm.tirx.transform.BindTarget(tgt.with_host(tgt.host))(sch.mod)
    pipeline, _finalize_host, finalize_device = tvm.tirx.get_default_tir_pipeline(tgt)
    mod = pipeline(mod)
    host, devices = _build.split_host_device_mods(mod)
    if len(devices) != 1:
        raise DefinitionError(f"expected one device module for {target}, TVM made {len(devices)}")
    (dev_target, dev_mod), = devices.items()
    dev_mod = finalize_device()(dev_mod)
    # The host function launches the kernels in program order: read that order from its calls.
    order = re.findall(r'call_ffi_kernel\("(\w+)"', host.script())
    by_name = {gv.name_hint: fn for gv, fn in dev_mod.functions.items()}
    if sorted(order) != sorted(by_name) or len(order) != len(kernel_extents):
        raise DefinitionError(
            f"the host launches {order}; the device module has {sorted(by_name)}; the schedule binds threads in {len(kernel_extents)} loop nests"
        )
    kernels = []
    for kname, extents in zip(order, kernel_extents):
        fn = by_name[kname]
        tags = [str(t) for t in fn.attrs.get("tirx.kernel_launch_params", [])]
        missing = [t for t in tags if t not in extents and t != "tirx.use_dyn_shared_memory"]
        if missing:
            raise DefinitionError(f"kernel {kname}: no extent for launch params {missing}")
        kernels.append(
            {
                "name": kname,
                "args": _kernel_args(fn, d),
                "launch_param_tags": tags,
                "grid": [extents.get(f"blockIdx.{a}", "1") for a in "xyz"],
                "block": [int(extents.get(f"threadIdx.{a}", "1")) for a in "xyz"],
            }
        )
    source = _build.codegen_build(dev_mod, dev_target).inspect_source()
    return source, {"kernels": kernels, **_scratch_meta(d)}


def positive_params(target: str, *names: str) -> tuple[list, list]:
    """Integer task params as TE vars, and for the GPU targets each as `max(var, 1)` for use in
    shapes and indices (for `c`, the vars themselves).

    TVM 0.27 has no non-negative size variable: dividing by a plain `te.var` lowers TIR's floor
    division to a `select` over the signs of both operands at every use (the generator runs
    without CSE, so each index repeats it), which pushed large kernels past the 64 KiB text
    limit. `max(var, 1)` is provably positive, so the divisions stay plain `/` and `%`; it equals
    the param wherever the task's domain starts at 1. The shapes are then expressions, so every
    var must be passed explicitly (`Definition.extra_args`). Not for `c`: TVM's C function repeats
    its signature, shapes included, in every argument check's message, and serial C code has no
    index to shorten. A definition using it takes the target: `compute(target)`.
    """
    vs = [te.var(n) for n in names]
    return vs, vs if target == "c" else [te.max(v, 1) for v in vs]
