# l1_vector_add as TVMScript: c[i] = a[i] + b[i] over N elements, 256 per work-group on GPU targets.
import tvm  # noqa: F401  (registers the TVMScript dialects)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(var_a: T.handle, var_b: T.handle, var_c: T.handle):
        N = T.int32()
        a = T.match_buffer(var_a, (N,), "float32")
        b = T.match_buffer(var_b, (N,), "float32")
        c = T.match_buffer(var_c, (N,), "float32")
        for i in range(N):
            with T.sblock("c"):
                v = T.axis.spatial(N, i)
                c[v] = a[v] + b[v]


def schedule(sch, target):
    if target == "c":
        return  # TVM's C target runs the loop serially
    (i,) = sch.get_loops(sch.get_sblock("c"))
    if target == "webgpu":
        bx, tx = sch.split(i, [None, 256])  # past 65,535 work-groups the WGSL adapter folds x into z
    else:
        bx, _, tx = sch.split(i, [None, 4, 256])  # OpenCL grids stay within 65,535 work-groups
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
