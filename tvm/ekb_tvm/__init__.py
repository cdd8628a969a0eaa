"""EdgeKernelBench's TVM baselines: TE definitions per task, lowered with TVM 0.27 to WGSL and OpenCL C.

Pinned to the venv scripts/setup.sh creates (`apache-tvm==0.27.0.post1`, `apache-tvm-ffi==0.1.15.post2`).
docs/TVM.md describes the definitions, the schedules, the launch metadata and the generator.
"""

TVM_VERSION = "0.27.0.post1"
