"""l2_depth_normals: pinhole unprojection at pixel centres (u = x + 0.5) into `points`, and per
pixel the normalised cross product of the central differences (right − left) × (down − up), zero
on the border and wherever one of the five depths it uses is 0, negated when it points away from
the camera (n·p > 0). Three kernels: `points`; the raw cross product `n` (scratch, zero on the
border and at invalid depths), reading `points`; `normals`, which orients and normalises it (one
expression per stage stays within the 512-operator statement limit that a fused kernel broke).
Schedule: `per_output` for each, rows on blockIdx.y. fx, fy, cx, cy are f32 scalars."""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (h, w) = positive_params(target, "H", "W")
    fx, fy, cx, cy = (te.var(n, "float32") for n in ("fx", "fy", "cx", "cy"))
    depth = te.placeholder((h, w), "float32", name="depth")

    def point(y, x, c):
        d = depth[y, x]
        u = x.astype("float32") + 0.5
        v = y.astype("float32") + 0.5
        return te.if_then_else(c == 0, d * (u - cx) / fx, te.if_then_else(c == 1, d * (v - cy) / fy, d))

    points = te.compute((h, w, 3), point, name="points")

    def cross(y, x, c):
        xr, xl = te.min(x + 1, w - 1), te.max(x - 1, 0)
        yd, yu = te.min(y + 1, h - 1), te.max(y - 1, 0)
        i, j = (c + 1) % 3, (c + 2) % 3
        a_i, a_j = points[y, xr, i] - points[y, xl, i], points[y, xr, j] - points[y, xl, j]
        b_i, b_j = points[yd, x, i] - points[yu, x, i], points[yd, x, j] - points[yu, x, j]
        inside = tirx.all(x > 0, y > 0, x < w - 1, y < h - 1)
        valid = tirx.all(depth[y, x] != 0.0, depth[y, xr] != 0.0, depth[y, xl] != 0.0, depth[yd, x] != 0.0, depth[yu, x] != 0.0)
        return te.if_then_else(tirx.all(inside, valid), a_i * b_j - a_j * b_i, 0.0)

    n = te.compute((h, w, 3), cross, name="n")

    def normal(y, x, c):
        dot = n[y, x, 0] * points[y, x, 0] + n[y, x, 1] * points[y, x, 1] + n[y, x, 2] * points[y, x, 2]
        length = te.sqrt(n[y, x, 0] * n[y, x, 0] + n[y, x, 1] * n[y, x, 1] + n[y, x, 2] * n[y, x, 2])
        return te.if_then_else(dot > 0.0, -n[y, x, c], n[y, x, c]) / te.max(length, 1e-30)

    normals = te.compute((h, w, 3), normal, name="normals")
    all_params = [*params, fx, fy, cx, cy]
    return Definition(params=all_params, inputs=[depth], outputs=[points, normals], scratch=[n], extra_args=all_params)


def schedule(sch, target: str) -> None:
    per_output(sch, "points", target, rows=1)
    per_output(sch, "n", target, rows=1)
    per_output(sch, "normals", target, rows=1)
