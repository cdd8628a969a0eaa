"""l1_global_avgpool: Y[n, c] = (1 / (H·W))·Σ_{h, w} X[n, h, w, c], each term scaled by 1 / (H·W) (f32)
before the sum. Schedule: the (n, c) and (h, w) loops fused, then `grouped_rows_reduce`: 4 (image,
channel) pairs per work-group, each one's up to 65,536 pixels split across 64 invocations and
combined by TVM's cross-thread all-reduce (≤ 1,024 iterations per invocation; ≤ 32,768 work-groups)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import grouped_rows_reduce


def compute() -> Definition:
    n, h, w, c = te.var("N"), te.var("H"), te.var("W"), te.var("C")
    x = te.placeholder((n, h, w, c), "float32", name="X")
    kh = te.reduce_axis((0, h), name="kh")
    kw = te.reduce_axis((0, w), name="kw")
    inv = 1.0 / (h * w).astype("float32")
    y = te.compute((n, c), lambda b, ch: te.sum(x[b, kh, kw, ch] * inv, axis=[kh, kw]), name="Y")
    return Definition(params=[n, h, w, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    if target == "c":
        return
    b, ch, kh, kw = sch.get_loops(sch.get_sblock("Y"))
    sch.fuse(b, ch)
    sch.fuse(kh, kw)
    grouped_rows_reduce(sch, "Y", target)
