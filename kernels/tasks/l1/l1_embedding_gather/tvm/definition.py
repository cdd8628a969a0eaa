"""l1_embedding_gather: out[t, d] = table[ids[t], d]. Schedule: `elementwise` over the flattened output."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise


def compute() -> Definition:
    t, v, d = te.var("T"), te.var("V"), te.var("D")
    ids = te.placeholder((t,), "uint32", name="ids")
    table = te.placeholder((v, d), "float32", name="table")
    out = te.compute((t, d), lambda i, j: table[ids[i].astype("int32"), j], name="out")
    return Definition(params=[t, v, d], inputs=[ids, table], outputs=[out])


def schedule(sch, target: str) -> None:
    elementwise(sch, "out", target)
