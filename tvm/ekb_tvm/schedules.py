"""The baselines' schedules: thread binding only, no tuning (docs/TVM.md, "Schedules").

Each returns nothing and edits `sch` (a `tvm.s_tir.Schedule` already `work_on` the task's function)
for `target` `webgpu`, `opencl` or `c`. TVM's `c` target cannot lower thread bindings, so for `c`
each leaves the loops serial (TE's order), changing only where intermediate stages are computed.
Grids stay within 65,535 work-groups per axis at every domain corner for OpenCL, whose adapter passes
TVM's grid through unchanged; WGSL grids may exceed it: the WGSL adapter folds x into z as TVM's
WebGPU runtime does.
"""


def elementwise(sch, block: str, target: str, threads: int = 256) -> None:
    """One output element per invocation over the flattened output.

    webgpu: `[blockIdx.x, threadIdx.x = threads]` (the x-grid may exceed 65,535 and is folded into z);
    opencl: `[blockIdx.x, serial 4, threadIdx.x = threads]`, four elements `threads` apart per
    work-item, so 16 M elements need 16,384 work-groups.
    """
    if target == "c":
        return
    b = sch.get_sblock(block)
    loops = sch.get_loops(b)
    fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
    if target == "webgpu":
        bx, tx = sch.split(fused, [None, threads])
    else:
        bx, _inner, tx = sch.split(fused, [None, 4, threads])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")


def tile_2d(sch, block: str, target: str, tile_y: int = 8, tile_x: int = 32) -> None:
    """Output tiles of `tile_y × tile_x`: rows on blockIdx.y/threadIdx.y, columns on blockIdx.x/threadIdx.x.

    Reduction loops (if any) stay serial inside the invocation.
    """
    if target == "c":
        return
    b = sch.get_sblock(block)
    y, x, *_rest = sch.get_loops(b)
    by, ty = sch.split(y, [None, tile_y])
    bx, tx = sch.split(x, [None, tile_x])
    sch.reorder(by, bx, ty, tx)
    sch.bind(by, "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    sch.bind(ty, "threadIdx.y")
    sch.bind(tx, "threadIdx.x")


def row_reduce(sch, block: str, target: str, threads: int = 256) -> None:
    """One work-group per output row (blockIdx.x); the row's reduction split across `threads`
    invocations (threadIdx.x) and combined by TVM's cross-thread all-reduce in shared memory, so no
    invocation loops more than ⌈row / threads⌉ times (llvmpipe stops loops after 65,535 iterations).
    """
    if target == "c":
        return
    b = sch.get_sblock(block)
    row, k = sch.get_loops(b)
    _ko, ki = sch.split(k, [None, threads])
    sch.bind(row, "blockIdx.x")
    sch.bind(ki, "threadIdx.x")


def grouped_rows_reduce(sch, block: str, target: str, rows: int = 4, threads: int = 64) -> None:
    """`rows` output rows per work-group (blockIdx.x, threadIdx.y), each row's reduction split across
    `threads` invocations (threadIdx.x) and combined by TVM's cross-thread all-reduce: ⌈rows / 4⌉
    work-groups, within 65,535 for 262,140 rows.
    """
    if target == "c":
        return
    b = sch.get_sblock(block)
    row, k = sch.get_loops(b)
    bx, ty = sch.split(row, [None, rows])
    _ko, ki = sch.split(k, [None, threads])
    sch.reorder(bx, ty, ki)
    sch.bind(bx, "blockIdx.x")
    sch.bind(ty, "threadIdx.y")
    sch.bind(ki, "threadIdx.x")


def row_fused(sch, reductions: list[str], output: str, target: str, threads: int = 256) -> None:
    """A row-wise reduce-then-map (softmax, RMSNorm) as one kernel: one work-group per row
    (blockIdx.x); each reduction stage computed at the row into work-group memory, split across `threads` invocations and
    combined by TVM's cross-thread all-reduce; then the output row, `threads` elements at a time.
    `c`: the reductions computed at the row loop only (one scalar each, no workspace), summed serially.
    (`rfactor` into strided partial sums, for accuracy, lost the split's bounds predicate after
    `compute_at` in TVM 0.27: the kernel read past each row. Not used.)
    """
    out = sch.get_sblock(output)
    row, col = sch.get_loops(out)
    if target == "c":
        for name in reductions:
            sch.compute_at(sch.get_sblock(name), row)
        return
    _co, ci = sch.split(col, [None, threads])
    sch.bind(row, "blockIdx.x")
    sch.bind(ci, "threadIdx.x")
    for name in reductions:
        b = sch.get_sblock(name)
        sch.compute_at(b, row)
        sch.set_scope(b, 0, "shared")
        k = sch.get_loops(b)[-1]
        _ko, ki = sch.split(k, [None, threads])
        sch.bind(ki, "threadIdx.x")


def per_output(sch, block: str, target: str, producers: tuple[str, ...] = (), rows: int = 0, threads: int = 256) -> None:
    """One output element per invocation over the *spatial* loops of `block`; its reduction loops
    (if any) stay serial inside the invocation. Each of `producers` (a reduction feeding an
    elementwise epilogue, e.g. a convolution before its batch norm and ReLU) is computed at the
    element, in registers (`local`), so the pair is one kernel.

    With `rows = r > 0` the first r spatial loops are fused onto `blockIdx.y` (the definition
    keeps their product within 65,535 at every corner) and the rest onto `blockIdx.x` ×
    `threadIdx.x`: each index is then one division or remainder of a short fused index, not a
    chain of them over the whole output (TVM recomputes an index at every use: the generator runs
    without CSE), which keeps large kernels within the 64 KiB text limit.
    With `rows = 0`: webgpu `[blockIdx.x, threadIdx.x = threads]` (the x-grid is folded into z
    beyond 65,535); opencl `[blockIdx.y, blockIdx.x = 256, threadIdx.x = threads]`, rows of 256
    work-groups (≤ 512 rows for 33,554,432 outputs).
    c: serial, each producer computed at the innermost spatial loop (a scalar).
    """
    b = sch.get_sblock(block)
    spatial = sum(1 for iv in sch.get(b).iter_vars if iv.iter_type == 0)
    loops = sch.get_loops(b)[:spatial]
    if target == "c":
        for name in producers:
            sch.compute_at(sch.get_sblock(name), loops[-1])
        return
    if rows:
        outer, inner = loops[:rows], loops[rows:]
        by = sch.fuse(*outer) if len(outer) > 1 else outer[0]
        fused = sch.fuse(*inner) if len(inner) > 1 else inner[0]
        bx, tx = sch.split(fused, [None, threads])
        sch.bind(by, "blockIdx.y")
    elif target == "webgpu":
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
        bx, tx = sch.split(fused, [None, threads])
    else:
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
        by, bx, tx = sch.split(fused, [None, 256, threads])
        sch.bind(by, "blockIdx.y")
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    for name in producers:
        p = sch.get_sblock(name)
        sch.compute_at(p, tx)
        sch.set_scope(p, 0, "local")


def per_row(sch, block: str, target: str, producers: tuple[str, ...] = (), lead: int = 1, threads: int = 256) -> None:
    """One invocation per index of the first `lead` loops of `block` (fused; webgpu `[blockIdx.x,
    threadIdx.x = threads]`, the x-grid folded into z beyond 65,535; opencl `[blockIdx.y,
    blockIdx.x = 256, threadIdx.x = threads]` as `per_output`'s); its other loops
    serial inside the invocation. Each of `producers` (stages indexed by those loops alone, listed
    consumers first) is computed once per index at the invocation, in registers (`local`), before
    the serial loops. c: serial, the producers computed at the last of the `lead` loops.
    """
    loops = sch.get_loops(sch.get_sblock(block))[:lead]
    if target == "c":
        at = loops[-1]
    else:
        fused = sch.fuse(*loops) if len(loops) > 1 else loops[0]
        if target == "webgpu":
            bx, at = sch.split(fused, [None, threads])
        else:
            by, bx, at = sch.split(fused, [None, 256, threads])
            sch.bind(by, "blockIdx.y")
        sch.bind(bx, "blockIdx.x")
        sch.bind(at, "threadIdx.x")
    for name in producers:
        p = sch.get_sblock(name)
        sch.compute_at(p, at)
        if target != "c":
            for k in range(len(sch.get(p).writes)):  # a tuple reducer writes several
                sch.set_scope(p, k, "local")


def scalars_at_innermost(sch, block: str, stages: tuple[str, ...], target: str) -> None:
    """Computes each of `stages` (listed consumers first) once per iteration of the innermost loop
    of `block` — typically its reduction loop — as a scalar in registers (`local`; on `c` a scalar
    needs no scope, and a `local` buffer there is a workspace call). For values a reduction's body
    uses several times: TVM's generator runs without CSE, so inline they would be recomputed.
    """
    loop = sch.get_loops(sch.get_sblock(block))[-1]
    for name in stages:
        stage = sch.get_sblock(name)
        sch.compute_at(stage, loop)
        if target != "c":
            sch.set_scope(stage, 0, "local")


def inline(sch, blocks: tuple[str, ...]) -> None:
    """Inlines elementwise stages into their consumers (recomputed where used, no buffer)."""
    for name in blocks:
        sch.compute_inline(sch.get_sblock(name))



def element_reduce(sch, reductions: tuple[str, ...], output: str, target: str, rows: int = 0, threads: int = 64) -> None:
    """One work-group per output element of `output` (its spatial loops: the first `rows` fused onto
    `blockIdx.y`, the rest onto `blockIdx.x`; the definition keeps each within 65,535 at every
    corner). Each of `reductions` (standard sum or max reducers, in order: a later one may read an
    earlier one) is computed at the element, its reduction loop split across `threads` invocations
    (`threadIdx.x`) and combined by TVM's cross-thread all-reduce, which leaves the value in every
    invocation (`local`): no invocation loops more than ⌈extent / threads⌉ times per reduction
    (llvmpipe stops loops after 65,535 iterations). Every invocation writes the element (the same
    value). TVM 0.27 lowers a cross-thread reduction only for reducers it recognises (sum, max,
    min, argmax-like), not a custom tuple reducer such as an online softmax's (max, sum, weighted sum).
    c: serial, each reduction computed at the element (as `per_output`).
    """
    if target == "c":
        per_output(sch, output, target, producers=tuple(reversed(reductions)))
        return
    b = sch.get_sblock(output)
    loops = sch.get_loops(b)
    if rows:
        outer, inner = loops[:rows], loops[rows:]
        sch.bind(sch.fuse(*outer) if len(outer) > 1 else outer[0], "blockIdx.y")
    else:
        inner = loops
    bx = sch.fuse(*inner) if len(inner) > 1 else inner[0]
    sch.bind(bx, "blockIdx.x")
    for name in reversed(reductions):
        r = sch.get_sblock(name)
        sch.compute_at(r, bx)
        sch.set_scope(r, 0, "local")
    for name in reductions:
        r = sch.get_sblock(name)
        _ko, ki = sch.split(sch.get_loops(r)[-1], [None, threads])
        sch.bind(ki, "threadIdx.x")
