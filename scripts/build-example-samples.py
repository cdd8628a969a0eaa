#!/usr/bin/env python3
"""Builds examples/samples.jsonl from examples/candidates/*.wgsl.

Each candidate starts with header comments: `// sample: ID`, `// task: TASK`, `// model: MODEL`,
`// expect: VERDICT` and, for correct kernels, `// speed: faster|slower` (relative to the task's
reference kernel). The whole file, headers included, is the sample's `source`.
The test `example_samples_match_candidates` fails when the JSONL is stale.
"""
import json
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
lines = []
for path in sorted((root / "examples" / "candidates").glob("*.wgsl")):
    source = path.read_text()
    header = dict(re.findall(r"^// (sample|task|model): (\S+)", source, re.M))
    lines.append(json.dumps({"task_id": header["task"], "sample_id": header["sample"], "model": header["model"], "source": source}))
(root / "examples" / "samples.jsonl").write_text("\n".join(lines) + "\n")
print(f"wrote {len(lines)} samples to examples/samples.jsonl")
