//! wgpu's limit set as the contract's [`DeviceLimits`].

use ekb_eval::device::DeviceLimits;

/// Copies the fields of a wgpu limit set that the contract checks.
pub fn limits_from_wgpu(l: &wgpu::Limits) -> DeviceLimits {
    DeviceLimits {
        max_storage_buffers_per_shader_stage: l.max_storage_buffers_per_shader_stage,
        max_compute_workgroup_storage_size: l.max_compute_workgroup_storage_size,
        max_compute_invocations_per_workgroup: l.max_compute_invocations_per_workgroup,
        max_compute_workgroup_size_x: l.max_compute_workgroup_size_x,
        max_compute_workgroup_size_y: l.max_compute_workgroup_size_y,
        max_compute_workgroup_size_z: l.max_compute_workgroup_size_z,
        max_compute_workgroups_per_dimension: l.max_compute_workgroups_per_dimension,
        max_storage_buffer_binding_size: l.max_storage_buffer_binding_size,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wire crate writes the WebGPU defaults out by hand (it has no wgpu); they must stay
    /// wgpu's.
    #[test]
    fn webgpu_defaults_match_wgpu() {
        assert_eq!(DeviceLimits::webgpu_default(), limits_from_wgpu(&wgpu::Limits::default()));
    }
}
