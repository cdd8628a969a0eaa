"""l1_nv12_to_rgb: NV12 (bytes packed 4 per u32) → RGBA8 (one u32 per pixel), BT.601 limited range in
i32 arithmetic. Schedule: `per_output` over the H×W output pixels."""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def _byte(words, row, index):
    """Byte `index` of row `row` of a u32 plane packed 4 bytes per word, as i32."""
    word = words[row, index // 4]
    return ((word >> ((index % 4) * 8).astype("uint32")) & tirx.const(255, "uint32")).astype("int32")


def _clip(v):
    return te.min(te.max(v >> 8, 0), 255)


def compute() -> Definition:
    w, h = te.var("W"), te.var("H")
    yp = te.placeholder((h, w // 4), "uint32", name="Yp")
    uv = te.placeholder(((h + 1) // 2, w // 4), "uint32", name="UV")

    def f(i, j):
        c = _byte(yp, i, j) - 16
        d = _byte(uv, i // 2, j // 2 * 2) - 128
        e = _byte(uv, i // 2, j // 2 * 2 + 1) - 128
        r = _clip(298 * c + 409 * e + 128)
        g = _clip(298 * c - 100 * d - 208 * e + 128)
        b = _clip(298 * c + 516 * d + 128)
        return (r | (g << 8) | (b << 16)).astype("uint32") | tirx.const(0xFF000000, "uint32")

    rgba = te.compute((h, w), f, name="rgba")
    return Definition(params=[w, h], inputs=[yp, uv], outputs=[rgba])


def schedule(sch, target: str) -> None:
    per_output(sch, "rgba", target)
