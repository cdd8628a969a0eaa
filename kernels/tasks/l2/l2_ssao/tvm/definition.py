"""l2_ssao: screen-space ambient occlusion. Per pixel a reduction over the S kernel samples (each
flipped unless dot(k, m) > 0, projected, its coordinates clamped to the image, a bilinear
clamp-to-edge depth fetch — the clamped u, v and the fetched depth are [H, W, S] stages computed at
the sample loop, one value each in registers —, the Alchemy obscurance of the reconstructed point times the range check,
written as t²(3 − 2t) with t = radius / max(Δ, radius), which is 1 where Δ ≤ radius and never
divides by zero), then raw = max(1 − radius·sum/S, 0) into a scratch plane, then the 4×4 box blur
(offsets −2 … +1, clamp-to-edge) as a reduction at the output. Schedule: `per_output` with the rows
on blockIdx.y for both kernels, each reduction a producer at its element. sx, sy, radius and beta
are f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w, ns) = positive_params(target, "H", "W", "S")
    sx, sy, radius, beta = (te.var(n, "float32") for n in ("sx", "sy", "radius", "beta"))
    depth = te.placeholder((h, w), "float32", name="depth")
    normal = te.placeholder((h, w, 3), "float32", name="normal")
    kernel = te.placeholder((ns, 3), "float32", name="kernel")
    wf, hf = w.astype("float32"), h.astype("float32")
    s = te.reduce_axis((0, ns), name="s")

    def texel(i, j):
        return depth[te.max(te.min(j, h - 1), 0), te.max(te.min(i, w - 1), 0)]

    def view(u, v, z):
        return (z * (2.0 * u / wf - 1.0) / sx, z * (2.0 * v / hf - 1.0) / sy, z)

    def point(y, x):
        return view(x.astype("float32") + 0.5, y.astype("float32") + 0.5, depth[y, x])

    def projected(y, x, j, axis):
        """The sample's clamped pixel coordinate on `axis` (0: u, 1: v)."""
        m = [normal[y, x, c] for c in range(3)]
        k = [kernel[j, c] for c in range(3)]
        sign = te.if_then_else(k[0] * m[0] + k[1] * m[1] + k[2] * m[2] > 0.0, 1.0, -1.0)
        p = point(y, x)
        qa = p[axis] + radius * sign * k[axis]
        qz = p[2] + radius * sign * k[2]
        size, scale = (wf, sx) if axis == 0 else (hf, sy)
        return te.max(te.min((1.0 + scale * qa / qz) * size * 0.5, size), 0.0)

    su = te.compute((h, w, ns), lambda y, x, j: projected(y, x, j, 0), name="su")
    sv = te.compute((h, w, ns), lambda y, x, j: projected(y, x, j, 1), name="sv")

    def fetch(y, x, j):
        tx, ty = su[y, x, j] - 0.5, sv[y, x, j] - 0.5
        x0, y0 = te.floor(tx).astype("int32"), te.floor(ty).astype("int32")
        fx, fy = tx - te.floor(tx), ty - te.floor(ty)
        top = (1.0 - fx) * texel(x0, y0) + fx * texel(x0 + 1, y0)
        bottom = (1.0 - fx) * texel(x0, y0 + 1) + fx * texel(x0 + 1, y0 + 1)
        return (1.0 - fy) * top + fy * bottom

    sds = te.compute((h, w, ns), fetch, name="sds")

    def term(y, x):
        d0 = depth[y, x]
        m = [normal[y, x, c] for c in range(3)]
        inv = 1.0 / te.sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2])
        p = point(y, x)
        ds = sds[y, x, s]
        sp = view(su[y, x, s], sv[y, x, s], ds)
        wv = [sp[c] - p[c] for c in range(3)]
        num = (wv[0] * m[0] + wv[1] * m[1] + wv[2] * m[2]) * inv - beta * d0
        a = te.max(num, 0.0) / (wv[0] * wv[0] + wv[1] * wv[1] + wv[2] * wv[2] + 0.1)
        t = radius / te.max(te.max(ds - d0, d0 - ds), radius)
        return a * (t * t * (3.0 - 2.0 * t))

    acc = te.compute((h, w), lambda y, x: te.sum(term(y, x), axis=s), name="acc")
    raw = te.compute((h, w), lambda y, x: te.max(1.0 - radius * acc[y, x] / ns.astype("float32"), 0.0), name="raw")
    j = te.reduce_axis((0, 4), name="j")
    i = te.reduce_axis((0, 4), name="i")
    bsum = te.compute(
        (h, w),
        lambda y, x: te.sum(raw[te.max(te.min(y + j - 2, h - 1), 0), te.max(te.min(x + i - 2, w - 1), 0)], axis=[j, i]),
        name="bsum",
    )
    ao = te.compute((h, w), lambda y, x: bsum[y, x] / 16.0, name="ao")
    extra = [*params, sx, sy, radius, beta]
    return Definition(params=extra, inputs=[depth, normal, kernel], outputs=[ao], scratch=[raw], extra_args=extra)


def schedule(sch, target: str) -> None:
    per_output(sch, "raw", target, producers=("acc",), rows=1)
    per_output(sch, "ao", target, producers=("bsum",), rows=1)
    # The sample's coordinates and fetched depth at the sample loop, one value each in registers:
    # inlined, every use would copy their expression trees (the generator runs without CSE).
    samples = sch.get_loops(sch.get_sblock("acc"))[-1]
    for name in ("sds", "sv", "su"):
        b = sch.get_sblock(name)
        sch.compute_at(b, samples)
        if target != "c":
            sch.set_scope(b, 0, "local")
