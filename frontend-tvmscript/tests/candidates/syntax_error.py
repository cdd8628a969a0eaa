import tvm  # noqa: F401
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def main(var_a: T.handle):
    N = T.int32(
