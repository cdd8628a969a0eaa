#!/usr/bin/env python3
"""Regenerates the TVM baselines of every task with a TVM definition (docs/TVM.md).

For each `kernels/tasks/<level>/<task>/tvm/definition.py`: lowers its TE computation with its
schedule for TVM's `webgpu`, `opencl` and `c` targets and writes, next to it,
- `baseline.wgsl`, `baseline.cl`: the device source exactly as TVM's codegen prints it;
- `baseline.c`: TVM's host C for the `c` target (a TVM-FFI packed function), exactly as printed;
- `launch.json`: per target, the kernel's name, its arguments in TVM's order, its
  `launch_param_tags` and its grid and work-group extents as plan expressions over the task's params.

A definition may leave a target out with `SKIP = {"c": "why"}`; `launch.json` then lists it under
`missing` with the reason, and no source file is written for it.

Usage (with the venv scripts/setup.sh makes, ~/.cache/ekb/tvm-venv/bin/python):
    generate.py            regenerate every task's files
    generate.py --check    write nothing; exit 1 naming every file that differs (the staleness test)
    generate.py l1_gemm …  only these tasks
"""

from __future__ import annotations

import argparse
import importlib.util
import inspect
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tvm  # noqa: E402

from ekb_tvm import TVM_VERSION  # noqa: E402
from ekb_tvm.build import lower  # noqa: E402

FILES = {"webgpu": "baseline.wgsl", "opencl": "baseline.cl", "c": "baseline.c"}


def definitions() -> list[Path]:
    """Every task directory with a `tvm/definition.py`, sorted."""
    return sorted(p.parent.parent for p in (ROOT / "kernels" / "tasks").glob("*/*/tvm/definition.py"))


def load(task_dir: Path):
    spec = importlib.util.spec_from_file_location(f"ekb_def_{task_dir.name}", task_dir / "tvm" / "definition.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def generate(task_dir: Path) -> dict[str, str]:
    """File name → content for one task's `tvm/` directory."""
    module = load(task_dir)
    task = task_dir.name
    files: dict[str, str] = {}
    launch = {"generated_by": "tvm/generate.py", "tvm": TVM_VERSION, "task": task}
    skip = getattr(module, "SKIP", {})
    for target, file in FILES.items():
        if target in skip:
            launch.setdefault("missing", {})[target] = skip[target]
            continue
        # `compute(target)` where the definition takes the target (e.g. `positive_params` only on GPUs).
        takes_target = len(inspect.signature(module.compute).parameters) == 1
        definition = module.compute(target) if takes_target else module.compute()
        source, meta = lower(definition, module.schedule, target, task)
        files[file] = source
        launch[target] = {"source": file, **meta}
    files["launch.json"] = json.dumps(launch, indent=2) + "\n"
    return files


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the checked-in files; write nothing")
    ap.add_argument("tasks", nargs="*", help="task ids (default: every task with a definition)")
    args = ap.parse_args()
    if tvm.__version__ != TVM_VERSION:
        print(f"TVM {tvm.__version__} is not the pinned {TVM_VERSION} (scripts/setup.sh makes the venv)", file=sys.stderr)
        return 2
    dirs = [d for d in definitions() if not args.tasks or d.name in args.tasks]
    unknown = set(args.tasks) - {d.name for d in dirs}
    if unknown:
        print(f"no TVM definition for {sorted(unknown)}", file=sys.stderr)
        return 2
    stale = []
    for d in dirs:
        files = generate(d)
        for name, content in files.items():
            path = d / "tvm" / name
            if args.check:
                if not path.exists() or path.read_text() != content:
                    stale.append(str(path.relative_to(ROOT)))
            else:
                path.write_text(content)
        # A baseline of a target the definition now skips is stale too.
        for path in (d / "tvm").glob("baseline.*"):
            if path.name not in files:
                if args.check:
                    stale.append(f"{path.relative_to(ROOT)} (not generated any more)")
                else:
                    path.unlink()
        print(f"{d.name}: {'checked' if args.check else 'written'}", file=sys.stderr)
    if stale:
        print("stale TVM baselines (run tvm/generate.py):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
