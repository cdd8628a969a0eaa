"""l1_ray_aabb: for each ray, the nearest box it hits by the slab method (smallest t_hit, then the smallest
index), and that distance.

Per ray and box, each axis gives the slab's entry and exit t; an axis with d_a = 0 gives no bound
(±`BIG`) when the origin is inside the slab and an empty interval otherwise, so nothing divides by
zero and no infinity is needed (WGSL does not guarantee them). Every hit's t_hit is at most 18 (whole
coordinates within ±10 and ±8, |d_a| ≥ 1), far below `BIG`, the key of a miss. A TE stage with a
tuple comm-reducer over (index, key) — the smaller key wins, a tie keeps the smaller index, as
`l1_argmax`'s reducer with the comparison reversed — writes both halves to scratch buffers; two
elementwise kernels turn them into `hit` (u32, 0xFFFFFFFF on a miss) and `dist` (−1 on a miss).
Schedule: `per_output` for each (the boxes serial in the ray's invocation); each box's slab entries
and exits (stages `entry0..2`, `leave0..2`) computed at the box, as scalars: as one expression
TVM's generator, which runs without CSE, repeated them into 100 KiB of OpenCL C and C.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output, scalars_at_innermost

BIG = 1.0e30

# Eight buffers (four inputs, two outputs, two scratch): TVM's C function repeats its signature, every
# shape included, in each of its 83 argument checks' messages, so the adapted C is 68 KiB.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}


def _slab(o, d, a, b):
    """(entry, exit) of the ray o + t·d on one axis of the box spanning corners a and b."""
    lo, hi = te.min(a, b), te.max(a, b)
    t1, t2 = (lo - o) / d, (hi - o) / d
    inside = tirx.And(lo <= o, o <= hi)
    entry = te.if_then_else(d != 0.0, te.min(t1, t2), te.if_then_else(inside, -BIG, BIG))
    leave = te.if_then_else(d != 0.0, te.max(t1, t2), te.if_then_else(inside, BIG, -BIG))
    return entry, leave


def _key(entry, leave, r, b):
    """t_hit of ray r on box b, or `BIG` when it misses; `entry`, `leave`: the three axes' stages."""
    near = te.max(te.max(entry[0][r, b], entry[1][r, b]), entry[2][r, b])
    far = te.min(te.min(leave[0][r, b], leave[1][r, b]), leave[2][r, b])
    return te.if_then_else(tirx.And(near <= far, far >= 0.0), te.max(near, 0.0), BIG)


def _combine(x, y):
    """The smaller key wins; a tie keeps the smaller index."""
    (ix, kx), (iy, ky) = x, y
    take_x = tirx.Or(kx < ky, tirx.And(kx == ky, ix < iy))
    return tirx.Select(take_x, ix, iy), tirx.Select(take_x, kx, ky)


def _identity(ti, tk):
    # Index −1 with the largest key: every box, even a miss (key BIG), beats it.
    return tirx.const(-1, ti), tirx.max_value(tk)


def compute() -> Definition:
    r, nb = te.var("R"), te.var("B")
    orig = te.placeholder((r, 3), "float32", name="orig")
    dirs = te.placeholder((r, 3), "float32", name="dir")
    ca = te.placeholder((nb, 3), "float32", name="ca")
    cb = te.placeholder((nb, 3), "float32", name="cb")
    def stage(side, a):
        return te.compute((r, nb), lambda i, j: _slab(orig[i, a], dirs[i, a], ca[j, a], cb[j, a])[side], name=f"{('entry', 'leave')[side]}{a}")

    entry = [stage(0, a) for a in range(3)]
    leave = [stage(1, a) for a in range(3)]
    argmin = te.comm_reducer(_combine, _identity, name="argmin")
    b = te.reduce_axis((0, nb), name="b")
    arg, key = te.compute((r,), lambda i: argmin((b.var, _key(entry, leave, i, b)), axis=b), name="arg")
    miss = te.const(0xFFFFFFFF, "uint32")
    hit = te.compute((r,), lambda i: te.if_then_else(key[i] < BIG, arg[i].astype("uint32"), miss), name="hit")
    dist = te.compute((r,), lambda i: te.if_then_else(key[i] < BIG, key[i], -1.0), name="dist")
    return Definition(params=[r, nb], inputs=[orig, dirs, ca, cb], outputs=[hit, dist], scratch=[arg, key])


def schedule(sch, target: str) -> None:
    per_output(sch, "arg", target)
    # Each box's three slabs computed once, inside the ray's loop over boxes.
    scalars_at_innermost(sch, "arg", tuple(f"{side}{a}" for side in ("entry", "leave") for a in range(3)), target)
    per_output(sch, "hit", target)
    per_output(sch, "dist", target)
