"""l1_spmm_csr: C[r, n] = Σ_{row_ptr[r] ≤ j < row_ptr[r+1]} values[j]·B[col_idx[j], n] (duplicate
columns add; an empty row gives 0). The reduce axis's bounds read `row_ptr` at the output's r, so
each invocation walks only its own row, one masked iteration past its end (TVM writes the zero
init at a reduction's first iteration: an empty row's loop of no iterations would leave C[r, n]
unwritten). Schedule: `tile_2d` over (r, n), the row serial."""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import tile_2d


def compute() -> Definition:
    m, k, n, nnz = te.var("M"), te.var("K"), te.var("N"), te.var("NNZ")
    row_ptr = te.placeholder((m + 1,), "uint32", name="row_ptr")
    col_idx = te.placeholder((nnz,), "uint32", name="col_idx")
    values = te.placeholder((nnz,), "float32", name="values")
    b = te.placeholder((k, n), "float32", name="B")

    def row(r, c):
        end = row_ptr[r + 1].astype("int32")
        j = te.reduce_axis((row_ptr[r].astype("int32"), end + 1), name="j")
        term = values[j] * b[col_idx[j].astype("int32"), c]
        return te.sum(te.if_then_else(j < end, term, tirx.const(0.0, "float32")), axis=j)

    out = te.compute((m, n), row, name="C")
    params = [m, k, n, nnz]
    return Definition(params=params, inputs=[row_ptr, col_idx, values, b], outputs=[out], extra_args=params)


def schedule(sch, target: str) -> None:
    # TE nests the reduction's block ("C") in an outer one ("C_l1") over (r, n): its loop bounds
    # read row_ptr at r.
    tile_2d(sch, "C_l1", target)
