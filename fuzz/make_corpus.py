#!/usr/bin/env python3
"""Seeds the fuzz corpora (fuzz/corpus/TARGET/) from the repository, for scripts/fuzz.sh.

prepare     every reference kernel, hostile kernel, example candidate and example sample source,
            each behind one byte naming its task (the index in `kernels::all()`: tasks sorted
            by level, then id, which is the order of their directories)
plan_expr   the same texts (their `// @plan` blocks), and every expression of every task.toml
samples     examples/samples.jsonl, whole and one line at a time
submission  fuzz/seeds/submission/*.json, behind each header byte (0: no Idempotency-Key header, 1: one)
tracker     TVM tracker frames (4-byte little-endian length + JSON): every message a Python or C++ TVM
            peer sends, the tracker's replies, one stream of a whole server registration, and bad lengths

plus fuzz/regressions/TARGET/* (inputs that once crashed) and fuzz/seeds/TARGET/* as they are.
Files are named by content hash, so running it again adds nothing twice.
"""

import hashlib
import json
import pathlib
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
TASKS = sorted(p.parent for p in (ROOT / "kernels" / "tasks").glob("*/*/task.toml"))
INDEX = {p.name: i for i, p in enumerate(TASKS)}


def header_task(text):
    """The `// task: ID` header of a hostile kernel or example candidate."""
    for line in text.splitlines()[:12]:
        s = line.strip()
        if s.startswith("// task:"):
            return s.split(":", 1)[1].strip()
    return None


def candidates():
    """(task id or None, text) of every kernel text in the repository."""
    for d in TASKS:
        yield d.name, (d / "reference.wgsl").read_text()
    for f in sorted((ROOT / "tests" / "hostile").glob("*.wgsl")) + sorted((ROOT / "examples" / "candidates").glob("*.wgsl")):
        text = f.read_text()
        yield header_task(text), text
    for line in (ROOT / "examples" / "samples.jsonl").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("//"):
            s = json.loads(line)
            yield s["task_id"], s["source"]


def expressions(value):
    """Every string (and integer) in a task.toml value: shapes, cost, launch."""
    if isinstance(value, dict):
        for v in value.values():
            yield from expressions(v)
    elif isinstance(value, list):
        for v in value:
            yield from expressions(v)
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        yield str(value)


def write(target, data):
    out = ROOT / "fuzz" / "corpus" / target
    out.mkdir(parents=True, exist_ok=True)
    (out / hashlib.sha1(data).hexdigest()).write_bytes(data)


def frame(value):
    """One tracker frame: TVM's `base.sendjson` (little-endian i32 length, then the JSON text)."""
    data = value if isinstance(value, bytes) else json.dumps(value).encode()
    return len(data).to_bytes(4, "little", signed=True) + data


# What TVM 0.27's peers send (python/tvm/rpc/server.py, client.py, tracker.py; apps/cpp_rpc/
# rpc_tracker_client.h, whose JSON is hand-written: the port of UPDATE_INFO as a string).
TRACKER_MESSAGES = [
    [1],
    [2, "tracker:0.123"],
    [3, "rasp4", [9091, "rasp4:0.5"], None],
    [3, "rasp4", [9091, "rasp4:0.5"], "10.0.0.2"],
    [3, "android", [5001, "android:0.7"]],
    [4, "rasp4", "", 1],
    [4, "rasp4", "user", -3],
    [5, {"key": "server:rasp4", "addr": [None, 9091]}],
    [5, {"key": "server:rasp4", "addr": ["10.0.0.2", "9091"]}],
    [5, {"key": "client"}],
    [6],
    [7],
]
TRACKER_REPLIES = [
    0,
    -1,
    [0, ["127.0.0.1", 9091, "rasp4:0.5"]],
    [-1, "no free server"],
    [0, {"queue_info": {"rasp4": {"free": 1, "pending": 0}}, "server_info": [{"key": "server:rasp4", "addr": ["127.0.0.1", 9091]}]}],
    ["rasp4:0.5"],
]


def main(targets):
    for target in targets:
        if target == "prepare":
            for task, text in candidates():
                write(target, bytes([INDEX.get(task, 0)]) + text.encode())
        elif target == "plan_expr":
            for _, text in candidates():
                write(target, text.encode())
            for d in TASKS:
                spec = tomllib.loads((d / "task.toml").read_text())
                for key in ("shapes", "cost", "launch", "inputs", "outputs"):
                    for e in expressions(spec.get(key, {})):
                        if any(c.isalpha() for c in e) or any(c in e for c in "+-*/%("):
                            write(target, e.encode())
        elif target == "samples":
            text = (ROOT / "examples" / "samples.jsonl").read_text()
            write(target, text.encode())
            for line in text.splitlines():
                write(target, line.encode())
        elif target == "submission":
            for f in sorted((ROOT / "fuzz" / "seeds" / "submission").glob("*.json")):
                for header in (b"\x00", b"\x01"):
                    write(target, header + f.read_bytes())
        elif target == "tracker":
            for m in TRACKER_MESSAGES + TRACKER_REPLIES:
                write(target, frame(m))
            write(target, b"".join(frame(m) for m in TRACKER_MESSAGES))
            write(target, frame([5, {"key": "server:k", "addr": [None, 9091]}]) + frame([3, "k", [9091, "k:0.1"], None]) + frame([7]))
            for n in (0, -1, 1 << 20, (1 << 20) + 1, 0x7FFFFFFF):
                write(target, n.to_bytes(4, "little", signed=True) + b"[1]")
            write(target, frame(b'[3, "k"') + frame(b"[1]"))
        for kind in ("regressions", "seeds"):
            d = ROOT / "fuzz" / kind / target
            if d.is_dir() and not (kind == "seeds" and target == "submission"):
                for f in sorted(d.iterdir()):
                    write(target, f.read_bytes())


if __name__ == "__main__":
    main(sys.argv[1:] or ["prepare", "plan_expr", "samples", "submission", "tracker"])
