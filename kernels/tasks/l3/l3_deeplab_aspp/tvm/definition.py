"""l3_deeplab_aspp: DeepLabv3's ASPP head as four TVM kernels (four plan passes) over three scratch
buffers:

1. m = the mean of x over the image's H·W pixels [N, C]: one work-group of 64 per (n, c), the pixels
   split across it and combined by TVM's cross-thread all-reduce (`element_reduce`), so no
   invocation loops more than ⌈4,225 / 64⌉ = 67 times;
2. a4 = relu(s4·(m·W4) + t4) [N, B] (the image-pooling branch);
3. cat [N, H, W, 4, B]: branches 0 (1×1) … 3 (3×3, dilation = zero padding = R1, R2, R3) + BN + ReLU,
   one reduction over (ky, kx, c) for all four — branch 0 takes only the centre tap (ky = kx = 1),
   so its 1×1 is the 3×3 body with the eight other taps masked; the rate and the filter's offset
   are selected from the branch index, the tap masked where it falls outside the image (its read
   clamped inside);
4. y = relu(sp·(Σ_{q<4B} cat·Wp + Σ_{b<B} a4·Wp[4B + b]) + tp) — the pooled branch broadcast to
   every pixel, concatenated last (torchvision's order).

Loop iterations per invocation, at most: 67 (1), C = 64 (2), 9·C = 576 (3), 5·B = 80 (4). Weights
are slices of `weights` at the task's offsets. Schedule: `per_output` with (n, row) on blockIdx.y
(`rows = 2`) for 3 and 4, `rows = 1` for 2. Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import element_reduce, per_output


def compute(target: str) -> Definition:
    params, (n, h, w, c, b, co, r1, r2, r3) = positive_params(target, "N", "H", "W", "C", "B", "CO", "R1", "R2", "R3")
    cb = c * b
    w4 = 28 * cb + 8 * b
    wp = 29 * cb + 10 * b
    sp = wp + 5 * b * co
    x = te.placeholder((n, h, w, c), "float32", name="x")
    weights = te.placeholder((29 * cb + 10 * b + 5 * b * co + 2 * co,), "float32", name="weights")

    kq = te.reduce_axis((0, h * w), name="kq")
    pool = te.compute((n, c), lambda i, ch: te.sum(x[i, kq // w, kq % w, ch], axis=kq), name="pool")
    m = te.compute((n, c), lambda i, ch: pool[i, ch] / (h * w).astype("float32"), name="m")

    k4 = te.reduce_axis((0, c), name="k4")
    a4_acc = te.compute((n, b), lambda i, j: te.sum(m[i, k4] * weights[w4 + k4 * b + j], axis=k4), name="a4_acc")
    a4 = te.compute((n, b), lambda i, j: te.max(weights[w4 + cb + j] * a4_acc[i, j] + weights[w4 + cb + b + j], 0.0), name="a4")

    ky = te.reduce_axis((0, 3), name="ky")
    kx = te.reduce_axis((0, 3), name="kx")
    kc = te.reduce_axis((0, c), name="kc")

    def base(k):
        """Offset of branch k's filter (k = 0 … 3)."""
        return te.if_then_else(k == 0, 0, cb + 2 * b + (k - 1) * (9 * cb + 2 * b))

    def tap(i, yy, xx, k, j):
        r = te.if_then_else(k == 1, r1, te.if_then_else(k == 2, r2, r3))
        centre = te.all(ky == 1, kx == 1)
        iy = yy + (ky - 1) * r
        ix = xx + (kx - 1) * r
        inside = te.all(iy >= 0, iy < h, ix >= 0, ix < w, te.any(k > 0, centre))
        v = x[i, te.min(te.max(iy, 0), h - 1), te.min(te.max(ix, 0), w - 1), kc]
        wi = te.if_then_else(k == 0, kc * b + j, base(k) + ((ky * 3 + kx) * c + kc) * b + j)
        return te.if_then_else(inside, v * weights[wi], 0.0)

    cat_acc = te.compute((n, h, w, 4, b), lambda i, yy, xx, k, j: te.sum(tap(i, yy, xx, k, j), axis=[ky, kx, kc]), name="cat_acc")

    def bn(k, j, v):
        ss = base(k) + te.if_then_else(k == 0, cb, 9 * cb)
        return te.max(weights[ss + j] * v + weights[ss + b + j], 0.0)

    cat = te.compute((n, h, w, 4, b), lambda i, yy, xx, k, j: bn(k, j, cat_acc[i, yy, xx, k, j]), name="cat")

    kp = te.reduce_axis((0, 5 * b), name="kp")

    def proj(i, yy, xx, o):
        q = te.min(kp, 4 * b - 1)
        branch = cat[i, yy, xx, q // b, q % b]
        pooled = a4[i, te.max(kp - 4 * b, 0)]
        return te.if_then_else(kp < 4 * b, branch, pooled) * weights[wp + kp * co + o]

    y_acc = te.compute((n, h, w, co), lambda i, yy, xx, o: te.sum(proj(i, yy, xx, o), axis=kp), name="y_acc")
    y = te.compute((n, h, w, co), lambda i, yy, xx, o: te.max(weights[sp + o] * y_acc[i, yy, xx, o] + weights[sp + co + o], 0.0), name="y")
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=[m, a4, cat], extra_args=params)


def schedule(sch, target: str) -> None:
    element_reduce(sch, ("pool",), "m", target)
    per_output(sch, "a4", target, producers=("a4_acc",), rows=1)
    per_output(sch, "cat", target, producers=("cat_acc",), rows=2)
    per_output(sch, "y", target, producers=("y_acc",), rows=2)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the three scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
