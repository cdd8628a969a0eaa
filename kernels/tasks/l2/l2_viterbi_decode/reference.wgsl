// @plan
// pass main dispatch(B, 1, 1)
// scratch psi u32 B * T * S
// @end
// Reference: one 128-invocation workgroup per sequence, one invocation per state j. δ lives in
// workgroup memory in two halves (the previous step's and the next), swapped after a barrier each
// frame; ψ goes to scratch. Invocation 0 then takes the best final state and walks ψ back.
// Per invocation at most T·S + S + T ≤ 33,152 loop iterations (llvmpipe's cap is 65,535).
struct Params { B: u32, T: u32, S: u32 }

@group(0) @binding(0) var<storage, read> log_pi: array<f32>;
@group(0) @binding(1) var<storage, read> log_A: array<f32>;
@group(0) @binding(2) var<storage, read> E: array<f32>;
@group(0) @binding(3) var<storage, read_write> path: array<u32>;
@group(0) @binding(4) var<storage, read_write> score: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> psi: array<u32>;

// δ of the current step at [cur, cur + S), the next at [128 − cur, …).
var<workgroup> delta: array<f32, 256>;

@compute @workgroup_size(128)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) j: u32) {
    let b = wid.x;
    let eb = b * p.T * p.S;
    if (j < p.S) {
        delta[j] = log_pi[j] + E[eb + j];
    }
    workgroupBarrier();
    var cur = 0u;
    for (var t = 1u; t < p.T; t++) {
        let nxt = 128u - cur;
        if (j < p.S) {
            var best = delta[cur] + log_A[j];
            var arg = 0u;
            for (var i = 1u; i < p.S; i++) {
                let v = delta[cur + i] + log_A[i * p.S + j];
                if (v > best) {
                    best = v;
                    arg = i;
                }
            }
            delta[nxt + j] = best + E[eb + t * p.S + j];
            psi[eb + t * p.S + j] = arg;
        }
        cur = nxt;
        workgroupBarrier();
    }
    if (j == 0u) {
        var bj = 0u;
        var bs = delta[cur];
        for (var k = 1u; k < p.S; k++) {
            if (delta[cur + k] > bs) {
                bs = delta[cur + k];
                bj = k;
            }
        }
        score[b] = bs;
        let pb = b * p.T;
        path[pb + p.T - 1u] = bj;
        for (var t = p.T - 1u; t > 0u; t--) {
            bj = psi[eb + t * p.S + bj];
            path[pb + t - 1u] = bj;
        }
    }
}
