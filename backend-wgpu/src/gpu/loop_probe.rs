//! Whether the device stops long loops: one invocation of a kernel that loops
//! [`LOOP_PROBE_ITERATIONS`] times, run when the backend opens the device.
//!
//! Mesa's llvmpipe (lavapipe) ends every loop once an invocation has run 65,535 iterations and
//! carries on with what it has; a GPU runs the loop to its end. The probe's loop does a little
//! arithmetic per iteration that depends on the one before (so no compiler can replace the loop by
//! its count) and writes how many iterations it ran: fewer than asked is the device's cap
//! ([`ekb_eval::device::DeviceInfo::loop_cap`]). The count comes from a uniform, so no compiler
//! can fold it either.

use ekb_eval::backend::BackendError;
use ekb_eval::device::LOOP_PROBE_ITERATIONS;

use super::WgpuBackend;

/// The probe kernel: `out[0]` the iterations run, `out[1]` a hash of them (written so that the
/// loop's work is used).
const PROBE: &str = r"
struct Params { n: u32 }
@group(0) @binding(0) var<storage, read_write> out: array<u32, 2>;
@group(0) @binding(1) var<uniform> p: Params;

@compute @workgroup_size(1)
fn main() {
    var i = 0u;
    var h = 2166136261u;
    loop {
        if (i >= p.n) {
            break;
        }
        h = (h ^ i) * 16777619u;
        i = i + 1u;
    }
    out[0] = i;
    out[1] = h;
}
";

impl WgpuBackend {
    /// Runs the probe once: `Some(iterations run)` when the device stopped the loop before
    /// [`LOOP_PROBE_ITERATIONS`], `None` when it ran to the end.
    ///
    /// # Errors
    /// Any [`BackendError`] of creating, running or reading back the probe.
    pub(super) async fn measure_loop_cap(&self) -> Result<Option<u32>, BackendError> {
        use wgpu::BufferUsages as U;
        let scopes = super::Scopes::push(&self.device);
        let module = self.device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("loop probe"),
            source: wgpu::ShaderSource::Wgsl(PROBE.into()),
        });
        let pipeline = self.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: Some("loop probe"),
            layout: None,
            module: &module,
            entry_point: Some("main"),
            compilation_options: wgpu::PipelineCompilationOptions::default(),
            cache: None,
        });
        let out = self.buffer(8, U::STORAGE | U::COPY_SRC, "loop probe out");
        let params = self.buffer(16, U::UNIFORM | U::COPY_DST, "loop probe params");
        self.queue.write_buffer(&params, 0, &LOOP_PROBE_ITERATIONS.to_le_bytes());
        let bind_group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("loop probe"),
            layout: &pipeline.get_bind_group_layout(0),
            entries: &[
                wgpu::BindGroupEntry { binding: 0, resource: out.as_entire_binding() },
                wgpu::BindGroupEntry { binding: 1, resource: params.as_entire_binding() },
            ],
        });
        let mut encoder = self.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor { label: Some("loop probe"), timestamp_writes: None });
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bind_group, &[]);
            pass.dispatch_workgroups(1, 1, 1);
        }
        scopes.pop().await?;
        self.submit_and_wait(encoder).await?;
        let bytes = self.read_ranges(&[(&out, 0, 4)]).await?.remove(0);
        let ran = bytes
            .get(..4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map(u32::from_le_bytes)
            .ok_or_else(|| BackendError::Other("the loop probe's answer is short".into()))?;
        Ok((ran < LOOP_PROBE_ITERATIONS).then_some(ran))
    }
}
