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
rpc_server  TVM RPC session requests (8-byte little-endian length + i32 code + body) as TVM 0.27's client
            sends them (rpc_endpoint.cc): each code the server serves and some it refuses, every argument
            type, a whole session in one stream, bad lengths and counts

plus fuzz/regressions/TARGET/* (inputs that once crashed) and fuzz/seeds/TARGET/* as they are.
Files are named by content hash, so running it again adds nothing twice.
"""

import hashlib
import json
import pathlib
import struct
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


def packet(code, body=b""):
    """One session packet: u64 length (code + body), i32 code, body (`rpc_endpoint.cc`)."""
    return struct.pack("<Qi", 4 + len(body), code) + body


def blob(b):
    return struct.pack("<Q", len(b)) + b


def tensor(data=0x1000, dev=(1, 0), dtype=(2, 32, 1), shape=(4,), offset=0):
    """A DLTensor as `RPCReference::SendDLTensor` writes it."""
    return (struct.pack("<Qiii", data, dev[0], dev[1], len(shape)) + struct.pack("<BBH", *dtype)
            + b"".join(struct.pack("<q", d) for d in shape) + struct.pack("<Q", offset))


def seq(*values):
    """A packed sequence (`RPCReference::SendPackedSeq`, client mode): (type index, payload) pairs."""
    return struct.pack("<i", len(values)) + b"".join(struct.pack("<i", t) + v for t, v in values)


ARGS = [
    (0, b""),                                  # None
    (1, struct.pack("<q", -7)),                # int
    (2, struct.pack("<q", 1)),                 # bool
    (3, struct.pack("<d", 2.5)),               # float
    (4, struct.pack("<Q", 0x1234)),            # opaque pointer
    (5, struct.pack("<BBHi", 2, 32, 1, 0)),    # dtype + padding
    (6, struct.pack("<ii", 4, 0)),             # device
    (7, tensor()),                             # DLTensor
    (8, blob(b"h\xc3\xa9llo")),                 # raw string
    (9, blob(bytes(range(8)))),                # byte array
    (68, struct.pack("<Q", 3)),                # a remote function passed back
    (73, struct.pack("<Q", 4)),                # a remote module passed back
    (115, struct.pack("<iQ", 115, 5)),         # an RPC object reference
    (65, struct.pack("<i", 65) + blob(b"obj")),  # an ffi string object
]
RPC_REQUESTS = [
    packet(2, blob(b"0.8.0") + seq()),                                   # kInitServer
    packet(2, blob(b"0.8.0") + seq((8, blob(b"rpc.PopenSession")))),     # a custom constructor
    packet(9, seq((8, blob(b"tvm.rpc.server.upload")))),                 # kGetGlobalFunc
    packet(3, struct.pack("<Q", 1) + seq((1, struct.pack("<q", 3)), (1, struct.pack("<q", 4)))),
    packet(3, struct.pack("<Q", 1) + seq(*ARGS)),                        # every argument type
    packet(7, tensor() + blob(bytes(16))),                               # kCopyToRemote
    packet(6, tensor() + struct.pack("<Q", 16)),                         # kCopyFromRemote
    packet(17, seq((7, tensor(data=0)), (0, b""))),                      # kDevAllocDataWithScope
    packet(17, seq((7, tensor(data=0)), (8, blob(b"global.texture")))),
    packet(14, seq((6, struct.pack("<ii", 1, 0)), (4, struct.pack("<Q", 0x1000)))),  # kDevFreeData
    packet(12, seq((6, struct.pack("<ii", 4, 0)), (1, struct.pack("<q", 0)))),        # kDevGetAttr kExist
    packet(15, seq((6, struct.pack("<ii", 1, 0)), (4, struct.pack("<Q", 0)))),        # kDevStreamSync
    packet(10, seq((4, struct.pack("<Q", 1)))),                          # kFreeHandle
    packet(16, seq((7, tensor()), (7, tensor(data=0x2000)), (4, struct.pack("<Q", 0)))),  # kCopyAmongRemote
    packet(18, seq((6, struct.pack("<ii", 1, 0)))),                      # kDevCreateStream
    packet(4, seq((0, b""))),                                            # a kReturn from a client
    packet(77),                                                          # no RPC code
    packet(1),                                                           # kShutdown
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
        elif target == "rpc_server":
            for p in RPC_REQUESTS:
                write(target, p)
            write(target, b"".join(RPC_REQUESTS))
            write(target, bytes(8) + RPC_REQUESTS[0])                      # an empty packet first
            write(target, struct.pack("<Q", 1 << 40) + RPC_REQUESTS[0])    # an oversized length
            write(target, packet(3, struct.pack("<Qi", 1, 0x7FFFFFFF)))     # a huge num_args
            write(target, packet(7, tensor(shape=()) + struct.pack("<Q", 1 << 62)))  # a huge copy
            write(target, RPC_REQUESTS[3][:-3] + RPC_REQUESTS[2])           # truncated, then good
        for kind in ("regressions", "seeds"):
            d = ROOT / "fuzz" / kind / target
            if d.is_dir() and not (kind == "seeds" and target == "submission"):
                for f in sorted(d.iterdir()):
                    write(target, f.read_bytes())


if __name__ == "__main__":
    main(sys.argv[1:] or ["prepare", "plan_expr", "samples", "submission", "tracker", "rpc_server"])
