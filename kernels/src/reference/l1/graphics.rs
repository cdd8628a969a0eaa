//! Level 1, graphics and games: particle simulation.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;

pub(crate) fn nbody_step(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let n = s.int("N");
    let (dt, eps2) = (f64::from(s.get("dt") as f32), f64::from(s.get("eps2") as f32));
    let (pos, vel) = (f64s(&x[0]), f64s(&x[1]));
    let (mut new_pos, mut new_vel) = (vec![0.0; 4 * n], vec![0.0; 4 * n]);
    for i in 0..n {
        let pi = &pos[4 * i..4 * i + 4];
        let mut acc = [0.0; 3];
        for pj in pos.chunks(4).take(n) {
            let d = [pj[0] - pi[0], pj[1] - pi[1], pj[2] - pi[2]];
            let r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps2;
            let f = pj[3] / (r2 * r2.sqrt());
            for (a, dk) in acc.iter_mut().zip(d) {
                *a += f * dk;
            }
        }
        for k in 0..3 {
            let v = vel[4 * i + k] + dt * acc[k];
            new_vel[4 * i + k] = v;
            new_pos[4 * i + k] = pi[k] + dt * v;
        }
        new_vel[4 * i + 3] = vel[4 * i + 3];
        new_pos[4 * i + 3] = pi[3];
    }
    vec![new_pos, new_vel]
}
