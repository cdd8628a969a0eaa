//! What the host can tell about a remote device's answers: who is at fault when a step stalls
//! ([`is_kernel_step`]), and whether the time the device reports for a timed call fits what the host
//! saw around it ([`check_device_time`]). A device that stalls outside the kernel, answers what our
//! wrapper never returns, or reports times the host's clock contradicts is a device fault
//! (`BackendError::DeviceLost`: the relay fails the job naming the device), never a verdict on the
//! kernel (docs/RELAY.md, "The executor, and what is a verdict").

use std::time::Duration;

use ekb_eval::backend::BackendError;

/// The steps in which the candidate's own code runs on the device: the run of its passes and the
/// timed batch. A timeout there is the kernel's (`BackendError::Timeout`: it may loop forever); in any
/// other step (connecting, uploading or loading the library, allocating or copying buffers, the
/// argument check before timing, the timer's resolution) no candidate code runs, so a stall there is
/// the device's.
pub const KERNEL_STEPS: [&str; 2] = ["kernel run", "timing"];

/// Whether a stall in step `what` is the kernel's ([`KERNEL_STEPS`]).
pub fn is_kernel_step(what: &str) -> bool {
    KERNEL_STEPS.contains(&what)
}

/// A reported time may exceed the host's wall time around the call by this much (clock
/// granularity; TVM's timer is `std::chrono::high_resolution_clock` on the device).
pub const WALL_SLACK: Duration = Duration::from_millis(1);

/// The host's estimate of one call must be at least this long before a report far below it is
/// called a lie: under it, scheduling noise on a loaded host (tens of ms measured on the 2-core
/// test machine) can dwarf the call.
pub const LOWER_CHECK_FLOOR: Duration = Duration::from_millis(100);

/// A device reporting less than `1 / LIE_FACTOR` of the host's estimate of a call (above
/// [`LOWER_CHECK_FLOOR`]) is not believed.
pub const LIE_FACTOR: f64 = 4.0;

/// Checks a device-reported time against the host's clock.
///
/// `reported_s` is what `runtime.RPCTimeEvaluator` returned for one timed call (seconds per call;
/// `number = 1, repeat = 1`); `wall` is the host's time around the whole evaluator call: one round
/// trip, the evaluator's untimed first call (`src/runtime/rpc/rpc_module.cc`), which our wrapper
/// answers at once without running a launch (`crate::wrapper`: only the timed call runs the
/// batch), and the timed call; `round_trip` the host's time for a round trip that runs no kernel
/// (the zero-launch argument check just before). So:
///
/// * **upper bound**: one call cannot take longer than the whole: `reported ≤ wall` (+ [`WALL_SLACK`]);
/// * **lower bound**: the host's estimate of the timed call is `wall − round_trip`; when that is at
///   least [`LOWER_CHECK_FLOOR`], a report under `1 / LIE_FACTOR` of it is not believed. (A device
///   that scales its times by less, or on shorter calls, is not caught here: the bound is what the
///   host's clock can tell under load.)
///
/// # Errors
/// `BackendError::DeviceLost` naming both times when they disagree.
pub fn check_device_time(reported_s: f64, wall: Duration, round_trip: Duration) -> Result<(), BackendError> {
    let lie = |why: &str| {
        Err(BackendError::DeviceLost(format!(
            "the device's timing cannot be trusted: it reported {:.3} ms for one call, {why} (the host saw {:.3} ms for the timed \
             evaluator call, {:.3} ms for a round trip)",
            reported_s * 1e3,
            wall.as_secs_f64() * 1e3,
            round_trip.as_secs_f64() * 1e3,
        )))
    };
    if !reported_s.is_finite() || reported_s < 0.0 {
        return lie("which is not a time");
    }
    if reported_s > (wall + WALL_SLACK).as_secs_f64() {
        return lie("longer than the whole round trip around it");
    }
    let host_one = wall.saturating_sub(round_trip).as_secs_f64();
    if host_one >= LOWER_CHECK_FLOOR.as_secs_f64() && reported_s * LIE_FACTOR < host_one {
        return lie(&format!("under 1/{LIE_FACTOR} of the {:.3} ms the host saw the timed call take", host_one * 1e3));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(v: u64) -> Duration {
        Duration::from_millis(v)
    }

    #[test]
    fn honest_times_pass_and_contradicted_ones_are_device_faults() {
        // Honest: a timed call of 150 ms and a 2 ms round trip.
        assert!(check_device_time(0.150, ms(152), ms(2)).is_ok());
        // Honest, on a loaded host that added 88 ms of scheduling delay to a tiny call: the host's
        // estimate (≈ 44 ms) is under the floor, so no report is called a lie.
        assert!(check_device_time(0.000_05, ms(90), ms(1)).is_ok());
        // A device claiming longer than the whole round trip.
        let e = check_device_time(0.5, ms(300), ms(2)).unwrap_err();
        assert!(matches!(e, BackendError::DeviceLost(ref m) if m.contains("longer than the whole")), "{e:?}");
        // The adversarial pass's device: RPCTimeEvaluator scaled to a quarter (4.07× claimed).
        let e = check_device_time(0.150 / 4.1, ms(152), ms(2)).unwrap_err();
        assert!(matches!(e, BackendError::DeviceLost(ref m) if m.contains("under 1/4")), "{e:?}");
        assert!(check_device_time(f64::NAN, ms(10), ms(1)).is_err());
        assert!(check_device_time(-1.0, ms(10), ms(1)).is_err());
    }

    #[test]
    fn only_the_kernels_own_steps_are_its_timeouts() {
        assert!(is_kernel_step("kernel run") && is_kernel_step("timing"));
        for step in ["loading the program", "buffer upload", "read back", "read back after timing", "timer resolution", "timing arguments"]
        {
            assert!(!is_kernel_step(step), "{step}");
        }
    }
}
