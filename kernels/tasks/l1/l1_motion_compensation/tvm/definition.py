"""l1_motion_compensation: quarter-sample bilinear block motion compensation with clamp-to-edge
reads (H.264's unrestricted vectors), each block's vector split by floor (`>>`, `&` on i32) into an
integer offset and a fraction, `(Σ w·tap + 8) >> 4`.

One `per_output` kernel over Pred (H × W, rows on blockIdx.y); each sample reads its block's vector and four clamped
taps. Sizes as `positive_params`; indices over `max(var, 1)` on C too (TVM 0.27's C lowering
const-folds a division by the bare var to a division by zero)."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (sw, sh, sb) = positive_params(target, "W", "H", "B")
    ref = te.placeholder((sh, sw), "uint32", name="Ref")
    mv = te.placeholder((2 * ((sh + sb - 1) // sb) * ((sw + sb - 1) // sb),), "int32", name="MV")
    w, h, b = (te.max(sw, 1), te.max(sh, 1), te.max(sb, 1)) if target == "c" else (sw, sh, sb)
    bw = (w + b - 1) // b

    def tap(y, x):
        return ref[te.min(te.max(y, 0), h - 1), te.min(te.max(x, 0), w - 1)].astype("int32")

    def predict(y, x):
        k = (y // b) * bw + x // b
        mx, my = mv[2 * k], mv[2 * k + 1]
        fx, fy = mx & 3, my & 3
        x0, y0 = x + (mx >> 2), y + (my >> 2)
        top = (4 - fx) * tap(y0, x0) + fx * tap(y0, x0 + 1)
        bottom = (4 - fx) * tap(y0 + 1, x0) + fx * tap(y0 + 1, x0 + 1)
        return (((4 - fy) * top + fy * bottom + 8) >> 4).astype("uint32")

    pred = te.compute((sh, sw), predict, name="Pred")
    return Definition(params=params, inputs=[ref, mv], outputs=[pred], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "Pred", target, rows=1)
