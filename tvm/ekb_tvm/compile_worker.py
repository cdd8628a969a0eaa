"""The compile worker of `tvmscript` candidates: one request on stdin, one JSON answer on stdout.

It runs inside the sandbox (`frontend_tvmscript::compile`, docs/TVM.md "The compile worker"): a
candidate is Python that TVM executes (TVMScript's parser evaluates the annotations; a TE candidate
is ordinary Python), so the process that runs it has no network, a read-only file system but its
private `/tmp`, no new processes, and time and memory limits — set by the Rust side, not here.

Request (JSON on stdin):

    {"source": "<the candidate: Python>", "target": "wgsl" | "opencl" | "c",
     "task": {"id": "l1_vector_add", "inputs": ["a", "b"], "outputs": ["c"], "params": ["N"]}}

The candidate is imported as the module `candidate` from `/tmp/candidate.py` and defines the
program one of two ways:

- TVMScript: `Module`, an `IRModule` of one `T.prim_func` (`@I.ir_module`), or `module(target)`
  returning one for TVM's target name (`webgpu`, `opencl`, `c`); its buffers are named as the task's
  inputs then outputs, its integer shape variables as the task's params;
- TE: `compute()` returning `ekb_tvm.build.Definition` (as a task's `tvm/definition.py`);

and optionally `schedule(sch, target)`, schedule primitives on a `tvm.s_tir.Schedule` already
`work_on` the function (thread binding for `webgpu` and `opencl`; TVM's `c` target cannot lower
thread bindings).

Answer (one JSON object on stdout; whatever the candidate prints goes to stderr):

    {"ok": {"tvm": "0.27.0.post1", "source": "<TVM's source>", "program": {"source": …, "kernels": [...]}}}
    {"error": {"stage": "request" | "install" | "script" | "lower", "message": "<TVM's message>"}}

(`install`: TVM does not import, or is not the pinned version; `script`: the candidate's Python or
TVMScript fails, or defines no program of the task's names; `lower`: a schedule primitive, a TVM pass
or the launch-metadata extraction fails.)

`program` is the launch metadata of `launch.json` (`ekb_eval::tvm_launch::TvmProgram`), extracted
by the same code as the TVM baselines' (`ekb_tvm.build`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import traceback
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# TVM's target for each form a backend runs.
FORMS = {"wgsl": "webgpu", "opencl": "opencl", "c": "c"}
SOURCE_FILES = {"webgpu": "candidate.wgsl", "opencl": "candidate.cl", "c": "candidate.c"}
MESSAGE_LIMIT = 16 << 10


class Refused(Exception):
    """A request or candidate this worker cannot compile: (stage, message)."""

    def __init__(self, stage: str, message: str):
        super().__init__(message)
        self.stage = stage


def _message(e: BaseException) -> str:
    """TVM's message of `e` (its diagnostics included), cut to MESSAGE_LIMIT from the end."""
    text = f"{type(e).__name__}: {e}".strip()
    if len(text) > MESSAGE_LIMIT:
        text = "…" + text[-MESSAGE_LIMIT:]
    return text


def _request(raw: str) -> tuple[str, str, dict]:
    try:
        req = json.loads(raw)
        source, form, task = req["source"], req["target"], req["task"]
        names = [*task["inputs"], *task["outputs"], *task["params"], task["id"]]
        dtypes = task.get("dtypes", {})
        if not isinstance(dtypes, dict) or not all(isinstance(v, str) for v in dtypes.values()):
            raise TypeError(f"dtypes {dtypes!r}")
    except (ValueError, KeyError, TypeError) as e:
        raise Refused("request", f"malformed request: {e}") from e
    if form not in FORMS or not isinstance(source, str) or not all(isinstance(n, str) and n.isidentifier() for n in names):
        raise Refused("request", f"malformed request: target {form!r}, names {names!r}")
    return source, FORMS[form], task


def _import_candidate(source: str):
    """The candidate as a module (its file under the private /tmp, so TVMScript's parser reads it back)."""
    path = Path(os.environ.get("TMPDIR", "/tmp")) / "candidate.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("candidate", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["candidate"] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as e:  # noqa: BLE001 — SystemExit and KeyboardInterrupt from a script are its errors too
        raise Refused("script", _message(e)) from e
    return module


def _program(candidate, target: str, task: dict):
    """(IRModule of one PrimFunc named after the task, a Definition-like view of its names, schedule)."""
    import tvm

    from ekb_tvm.build import prim_func

    name = task["id"]
    try:
        if callable(getattr(candidate, "compute", None)):
            d = candidate.compute()
            _check_dtypes([(t.name, t.dtype) for t in [*d.inputs, *d.outputs]], task)
            mod = prim_func(d, name)
            view = d
        else:
            mod = candidate.module(target) if callable(getattr(candidate, "module", None)) else getattr(candidate, "Module", None)
            if not isinstance(mod, tvm.IRModule):
                raise Refused("script", "the candidate defines no program: `Module` (an IRModule), `module(target)` or `compute()`")
            funcs = list(mod.functions.items())
            if len(funcs) != 1 or not isinstance(funcs[0][1], tvm.tirx.PrimFunc):
                raise Refused("script", f"the IRModule must hold exactly one T.prim_func, it holds {len(funcs)} functions")
            f = funcs[0][1].with_attr("global_symbol", name)
            mod = tvm.IRModule({name: f})
            view = _names(f, task)
    except Refused:
        raise
    except BaseException as e:  # noqa: BLE001
        raise Refused("script", _message(e)) from e
    schedule = getattr(candidate, "schedule", None)
    return mod, view, (schedule if callable(schedule) else (lambda _sch, _target: None))


def _check_dtypes(buffers, task: dict) -> None:
    """Refuses a buffer whose element type is not the task's: (name, dtype) pairs against the request's
    `dtypes` (TVM's names: float32, float16, uint32, int32)."""
    for name, dtype in buffers:
        want = task.get("dtypes", {}).get(name)
        if want is not None and str(dtype) != want:
            raise Refused("script", f"buffer `{name}` is {dtype}; the task's `{name}` is {want}")


def _names(f, task: dict) -> SimpleNamespace:
    """The PrimFunc's buffers and params as `ekb_tvm.build` reads a Definition's (objects with `.name`),
    after checking they are the task's: buffers in the task's order, scalars among its params."""
    import tvm

    is_buffer = [isinstance(p.ty, tvm.tirx.BufferType) for p in f.params]
    buffers = [p.name for p, b in zip(f.params, is_buffer) if b]
    expected = [*task["inputs"], *task["outputs"]]
    if buffers != expected:
        raise Refused("script", f"the prim_func's buffers are {buffers}; the task's inputs then outputs are {expected}")
    _check_dtypes([(p.name, p.ty.dtype) for p, b in zip(f.params, is_buffer) if b], task)
    scalars = [p for p, b in zip(f.params, is_buffer) if not b]
    unknown = [p.name for p in scalars if p.name not in task["params"]]
    if unknown:
        raise Refused("script", f"scalar arguments {unknown} are none of the task's params {task['params']}")
    named = lambda n: SimpleNamespace(name=n)  # noqa: E731
    return SimpleNamespace(
        inputs=[named(n) for n in task["inputs"]],
        outputs=[named(n) for n in task["outputs"]],
        scratch=[],
        params=[named(n) for n in task["params"]],
        extra_args=scalars,
    )


def _tvm() -> None:
    """Imports TVM and checks it is the pinned version: else the stage is `install`."""
    try:
        import tvm

        from ekb_tvm import TVM_VERSION
    except BaseException as e:  # noqa: BLE001
        raise Refused("install", _message(e)) from e
    if tvm.__version__ != TVM_VERSION:
        raise Refused("install", f"TVM {tvm.__version__} is not the pinned {TVM_VERSION} (scripts/setup.sh makes the venv)")


def compile_request(raw: str) -> dict:
    """The answer to one request (never raises)."""
    try:
        source, target, task = _request(raw)
        _tvm()
        candidate = _import_candidate(source)
        mod, view, schedule = _program(candidate, target, task)
        from ekb_tvm import TVM_VERSION
        from ekb_tvm.module import lower_module

        code, meta = lower_module(mod, view, schedule, target, task["id"])
        return {"ok": {"tvm": TVM_VERSION, "source": code, "program": {"source": SOURCE_FILES[target], **meta}}}
    except Refused as e:
        return {"error": {"stage": e.stage, "message": str(e)}}
    except BaseException as e:  # noqa: BLE001
        return {"error": {"stage": "lower", "message": _message(e)}}


def main() -> int:
    # Our answer goes to the real stdout; anything else printed (the candidate's prints, TVM's
    # logging) goes to stderr.
    answer_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    raw = sys.stdin.read()
    try:
        answer = compile_request(raw)
    except BaseException:  # noqa: BLE001 — the worker's own bug: still one answer
        answer = {"error": {"stage": "lower", "message": traceback.format_exc()[-MESSAGE_LIMIT:]}}
    with os.fdopen(answer_fd, "w") as out:
        out.write(json.dumps(answer))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
