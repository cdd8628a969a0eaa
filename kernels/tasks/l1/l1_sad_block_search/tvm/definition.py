"""l1_sad_block_search: full-search block motion estimation with clamp-to-edge reads and partial
blocks, the least SAD with ties to the lexicographic minimum of (SAD, |dy|, |dx|, dy, dx).

Three `per_output` kernels: `cost[by, bx, cy, cx]` (scratch), the SAD of (dx, dy) = (cx − R,
cy − R) over the block's samples inside the frame (B² terms serial, a sample outside the frame
weight 0, its reads clamped in bounds); `best[by, bx]` (scratch), the minimum over the (2R + 1)²
candidates of one packed key SAD·4096 + |dy|·128 + |dx|·4 + (dy > 0)·2 + (dx > 0) (SAD ≤ 65,280,
|dx|, |dy| ≤ 16: below 2^28), whose order is the task's tie rule, so a plain `min` reduction
replaces an argmin; then `MV` decodes each block's key into dx, dy and the SAD. Sizes as
`positive_params`; indices over `max(var, 1)` on C too."""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (sw, sh, sb, sr) = positive_params(target, "W", "H", "B", "R")
    cur = te.placeholder((sh, sw), "uint32", name="Cur")
    ref = te.placeholder((sh, sw), "uint32", name="Ref")
    w, h, b, r = (te.max(sw, 1), te.max(sh, 1), te.max(sb, 1), te.max(sr, 1)) if target == "c" else (sw, sh, sb, sr)
    bh, bw = (sh + sb - 1) // sb, (sw + sb - 1) // sb
    n = 2 * r + 1
    v, u = te.reduce_axis((0, b), name="v"), te.reduce_axis((0, b), name="u")

    def sad(by, bx, cy, cx):
        y, x = by * b + v, bx * b + u
        cy0, cx0 = te.min(y, h - 1), te.min(x, w - 1)
        ry = te.min(te.max(cy0 + cy - r, 0), h - 1)
        rx = te.min(te.max(cx0 + cx - r, 0), w - 1)
        diff = te.abs(cur[cy0, cx0].astype("int32") - ref[ry, rx].astype("int32"))
        inside = tirx.And(y < h, x < w)
        return te.sum(tirx.Select(inside, diff, 0), axis=[v, u])

    cost = te.compute((bh, bw, 2 * sr + 1, 2 * sr + 1), sad, name="cost")
    ky, kx = te.reduce_axis((0, n), name="ky"), te.reduce_axis((0, n), name="kx")

    def key(by, bx):
        dy, dx = ky - r, kx - r
        k = cost[by, bx, ky, kx] * 4096 + te.abs(dy) * 128 + te.abs(dx) * 4 + (dy > 0).astype("int32") * 2 + (dx > 0).astype("int32")
        return te.min(k, axis=[ky, kx])

    best = te.compute((bh, bw), key, name="best")

    def decode(i):
        k = best[i // 3 // te.max(bw, 1), i // 3 % te.max(bw, 1)]
        dx = tirx.Select((k & 1) != 0, (k >> 2) & 31, 0 - ((k >> 2) & 31))
        dy = tirx.Select((k & 2) != 0, (k >> 7) & 31, 0 - ((k >> 7) & 31))
        return tirx.Select(i % 3 == 0, dx, tirx.Select(i % 3 == 1, dy, k >> 12))

    mv = te.compute((3 * bh * bw,), decode, name="MV")
    return Definition(params=params, inputs=[cur, ref], outputs=[mv], scratch=[cost, best], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "cost", target)
    per_output(sch, "best", target)
    per_output(sch, "MV", target)
