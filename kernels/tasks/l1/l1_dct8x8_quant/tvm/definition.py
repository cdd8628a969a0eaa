"""l1_dct8x8_quant: level shift, separable fixed-point 8×8 DCT-II (libjpeg-style descaling by
arithmetic shifts), half-away-from-zero quantisation by 8·Q, zigzag output; partial blocks by edge
replication.

Five `per_output` kernels: the tables `cos32` and `basis` (`ops.jpeg_dct_tables`) and `zigzag`
(`ops.select_table`), scratch each; `rows_acc` (Σ_x B[u][x]·s(y, x), a producer) at each element
of `rows` (T, scratch, ceil(H/8) × ceil(W/8) × 8 × 8); `cols_acc` (Σ_y B[v][y]·T(y, u) at each
output's zigzag position, a producer) at each element of `Y` (the descale and the quantisation). Sizes as `positive_params`; indices over `max(var, 1)` on C too
(TVM 0.27's C lowering const-folds a division by the bare var to a division by zero)."""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.ops import JPEG_ZIGZAG, jpeg_dct_tables, select_table
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (sw, sh) = positive_params(target, "W", "H")
    x = te.placeholder((sh, sw), "uint32", name="X")
    q = te.placeholder((64,), "uint32", name="Q")
    w, h = (te.max(sw, 1), te.max(sh, 1)) if target == "c" else (sw, sh)
    bw, bh = (sw + 7) // 8, (sh + 7) // 8
    iw = (w + 7) // 8

    cos32, basis = jpeg_dct_tables()
    zigzag = te.compute((64,), lambda i: select_table(i, JPEG_ZIGZAG), name="zigzag")

    def sample(by, bx, y, xx):
        return x[te.min(8 * by + y, h - 1), te.min(8 * bx + xx, w - 1)].astype("int32") - 128

    rx = te.reduce_axis((0, 8), name="rx")
    rows_acc = te.compute(
        (bh, bw, 8, 8), lambda by, bx, y, u: te.sum(basis[u, rx] * sample(by, bx, y, rx), axis=rx), name="rows_acc"
    )
    rows = te.compute((bh, bw, 8, 8), lambda by, bx, y, u: (rows_acc[by, bx, y, u] + 1024) >> 11, name="rows")

    ry = te.reduce_axis((0, 8), name="ry")

    def col(k):
        blk, n = k // 64, zigzag[k % 64]
        return te.sum(basis[n // 8, ry] * rows[blk // iw, blk % iw, ry, n % 8], axis=ry)

    total = bh * bw * 64
    cols_acc = te.compute((total,), col, name="cols_acc")

    def quant(k):
        f8 = (cols_acc[k] + 2048) >> 12
        qq = q[zigzag[k % 64]].astype("int32")
        z = (te.abs(f8) + 4 * qq) // (8 * qq)
        return tirx.Select(f8 < 0, -z, z)

    y = te.compute((total,), quant, name="Y")
    return Definition(params=params, inputs=[x, q], outputs=[y], extra_args=params, scratch=[cos32, basis, zigzag, rows])


def schedule(sch, target: str) -> None:
    per_output(sch, "cos32", target)
    per_output(sch, "basis", target)
    per_output(sch, "zigzag", target)
    per_output(sch, "rows", target, producers=("rows_acc",))
    per_output(sch, "Y", target, producers=("cols_acc",))
