//! The one place where native and browser differ: how to wait for submitted GPU work.
//!
//! Native (wgpu-core): block in `Device::poll` with a time limit, which also fires map callbacks.
//! Browser (WebGPU): await `Queue::on_submitted_work_done`; the event loop drives callbacks.

use ekb_eval::backend::BackendError;

/// Waits until all work submitted to `queue` has completed, for at most `limit_ms` natively
/// (the browser cannot bound the wait; the app bounds work by estimating its cost first).
///
/// # Errors
/// [`BackendError::Timeout`] when the limit passes, [`BackendError::DeviceLost`] when the device
/// is gone.
pub(crate) async fn wait_for_queue(device: &wgpu::Device, queue: &wgpu::Queue, limit_ms: u64) -> Result<(), BackendError> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = queue;
        let wait = wgpu::PollType::Wait { submission_index: None, timeout: Some(std::time::Duration::from_millis(limit_ms)) };
        match device.poll(wait) {
            Ok(_) => Ok(()),
            Err(wgpu::PollError::Timeout) => Err(BackendError::Timeout(limit_ms)),
            Err(e) => Err(BackendError::DeviceLost(e.to_string())),
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (device, limit_ms);
        let (tx, rx) = futures_channel::oneshot::channel();
        queue.on_submitted_work_done(move || {
            let _ = tx.send(());
        });
        rx.await.map_err(|_| BackendError::DeviceLost("the queue was dropped".into()))
    }
}
