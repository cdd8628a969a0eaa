// A false pass an audit of the suite found: correct except that a value equal to a kept one goes
// *before* it, so equal values come out ordered by the larger index first.
struct Params { R: u32, C: u32, K: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> vals: array<f32>;
@group(0) @binding(2) var<storage, read_write> idx: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    var v: array<f32, 16>;
    var ix: array<u32, 16>;
    var n = 0u;
    for (var c = 0u; c < p.C; c++) {
        let x = X[r * p.C + c];
        if (n < p.K || x >= v[p.K - 1u]) {
            var j = min(n, p.K - 1u);
            while (j > 0u && v[j - 1u] <= x) {
                v[j] = v[j - 1u];
                ix[j] = ix[j - 1u];
                j--;
            }
            v[j] = x;
            ix[j] = c;
            n = min(n + 1u, p.K);
        }
    }
    for (var j = 0u; j < p.K; j++) {
        vals[r * p.K + j] = v[j];
        idx[r * p.K + j] = ix[j];
    }
}
