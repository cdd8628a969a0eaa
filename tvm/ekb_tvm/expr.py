"""TIR integer expressions → the plan expression language of docs/SCHEMA.md (§1 "Expressions").

Launch extents of a TVM kernel are TIR expressions over the PrimFunc's symbolic params (e.g.
`(N + 63) // 64`). The adapters (wgsl-lib, frontend-opencl) read them back with `ekb_eval::expr`, so
they are written with `+ - * / %`, `min`, `max` and integer literals only. TIR's `//` and `%` on
integers are floor division and modulo; every operand here is a non-negative extent, where they
equal the plan language's `/` and `%`.
"""

from tvm import tirx


class UnsupportedExpr(ValueError):
    """A launch extent uses a TIR node the plan language has no spelling for."""


def plan_expr(e) -> str:
    """`e` (a TIR integer expression over named vars) in plan-expression syntax, fully parenthesised."""
    if isinstance(e, tirx.IntImm):
        if e.value < 0:
            raise UnsupportedExpr(f"negative literal {e.value} in a launch extent")
        return str(int(e.value))
    if isinstance(e, tirx.Var):
        return e.name
    if isinstance(e, tirx.Cast):
        return plan_expr(e.value)
    binary = {
        tirx.Add: "+",
        tirx.Sub: "-",
        tirx.Mul: "*",
        tirx.FloorDiv: "/",
        tirx.FloorMod: "%",
    }
    for cls, op in binary.items():
        if isinstance(e, cls):
            return f"({plan_expr(e.a)} {op} {plan_expr(e.b)})"
    if isinstance(e, tirx.Min):
        return f"min({plan_expr(e.a)}, {plan_expr(e.b)})"
    if isinstance(e, tirx.Max):
        return f"max({plan_expr(e.a)}, {plan_expr(e.b)})"
    raise UnsupportedExpr(f"{type(e).__name__} `{e}` in a launch extent")
