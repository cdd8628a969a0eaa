"""l1_embedding_bag: out[b, d] = Σ_{offsets[b] ≤ i < offsets[b+1]} w_i·table[indices[i], d] with
w_i = weight[i] (MODE 0) or w_i = 1 / count_b (MODE 1: the mean, each term scaled rather than the
sum divided, one more rounding per term within the tolerance); an empty bag gives 0 (the loop runs one masked
iteration past each bag so that TVM's zero init is written).
The reduce axis's bounds read `offsets` at the output's b, so each invocation walks only its own
bag. Schedule: `tile_2d` over (b, d), the bag serial."""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import tile_2d


def compute() -> Definition:
    b, nnz, v, d, mode = te.var("B"), te.var("NNZ"), te.var("V"), te.var("D"), te.var("MODE")
    table = te.placeholder((v, d), "float32", name="table")
    indices = te.placeholder((nnz,), "uint32", name="indices")
    offsets = te.placeholder((b + 1,), "uint32", name="offsets")
    weight = te.placeholder((nnz,), "float32", name="weight")

    def bag(bi, di):
        start, end = offsets[bi].astype("int32"), offsets[bi + 1].astype("int32")
        # One iteration past the bag, masked: TVM writes the zero init at a reduction's first
        # iteration, so a loop of no iterations (an empty bag) would leave out[b, d] unwritten.
        i = te.reduce_axis((start, end + 1), name="i")
        w = te.if_then_else(mode == 0, weight[i], tirx.const(1.0, "float32") / (end - start).astype("float32"))
        return te.sum(te.if_then_else(i < end, w * table[indices[i].astype("int32"), di], tirx.const(0.0, "float32")), axis=i)

    out = te.compute((b, d), bag, name="out")
    params = [b, nnz, v, d, mode]
    return Definition(params=params, inputs=[table, indices, offsets, weight], outputs=[out], extra_args=params)


def schedule(sch, target: str) -> None:
    # TE nests the reduction's block ("out") in an outer one ("out_l1") over (b, d), since its loop
    # bounds read offsets at b.
    tile_2d(sch, "out_l1", target)
