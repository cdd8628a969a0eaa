//! TVM's device convention on a real OpenCL device (PoCL in CI): buffers allocated alone and zeroed,
//! range-checked copies, a program built from source, launches with buffer and scalar arguments and
//! TVM's work sizes timed by profiling events, and a hang that times out and poisons the backend.
//! Without an OpenCL device the tests skip visibly (`EKB_REQUIRE_OPENCL=1` makes that a failure).

use backend_opencl::{OpenClBackend, OpenClOptions, RawArg, RawWork};
use ekb_eval::backend::BackendError;
use frontend_opencl::{OpenClDevice, OpenClError};

fn backend(wait_limit_ms: u64) -> Option<OpenClBackend> {
    match OpenClDevice::first() {
        Ok(d) => Some(OpenClBackend::new(&d, &OpenClOptions { wait_limit_ms, build_work_groups: false }).expect("backend")),
        Err(e @ (OpenClError::LibraryUnavailable(_) | OpenClError::NoDevice { .. })) => {
            assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but: {e}");
            eprintln!("SKIP: no OpenCL device: {e}");
            None
        }
        Err(e) => panic!("{e}"),
    }
}

const FILL: &str = "__kernel void fill(__global int* a, int v, long w) { a[get_global_id(0)] = v + (int)w; }\n\
                    __kernel void spin(__global int* a) { volatile int s = 1; while (s) { a[0] = 1; } }\n";

#[test]
fn buffers_copies_builds_and_launches_as_tvm_makes_them() {
    let Some(b) = backend(10_000) else { return };
    // 60 bytes asked, 64 allocated (OpenCL's own range check would let the last 4 through).
    let buf = b.alloc_raw(60).unwrap();
    assert_eq!((buf.len(), b.read_raw(&buf, 0, 60).unwrap()), (60, vec![0; 60]), "a new buffer is zeroed");
    b.write_raw(&buf, 56, &[1, 2, 3, 4]).unwrap();
    assert_eq!(b.read_raw(&buf, 54, 6).unwrap(), [0, 0, 1, 2, 3, 4]);
    for (offset, len) in [(57, 4), (60, 1), (u64::MAX, 1), (0, 61)] {
        assert!(matches!(b.read_raw(&buf, offset, len), Err(BackendError::Validation(_))), "{offset} {len}");
    }
    assert!(matches!(b.write_raw(&buf, 58, &[0; 4]), Err(BackendError::Validation(_))));
    assert!(matches!(b.alloc_raw(u64::MAX), Err(BackendError::OutOfMemory(_))));

    let p = b.build_raw(FILL, &["fill".into()]).unwrap();
    assert!(matches!(b.build_raw(FILL, &["nope".into()]), Err(BackendError::Validation(_))));
    assert!(matches!(b.build_raw("__kernel void x( {", &[]), Err(BackendError::Compile { .. })));
    // 15 work-items in groups of 5: a[0..15] = 7 + 2, three times back to back.
    let work = RawWork { work_dim: 1, global: [15, 1, 1], local: [5, 1, 1] };
    let args = [RawArg::Buffer(&buf), RawArg::Scalar(&7i32.to_le_bytes()), RawArg::Scalar(&2i64.to_le_bytes())];
    let ns = b.launch_raw(&p, "fill", &args, work, 3).unwrap();
    assert!(ns > 0, "device time {ns}");
    assert_eq!(b.read_raw(&buf, 0, 60).unwrap(), [9i32.to_le_bytes(); 15].concat());
    // A scalar of the wrong size, a missing kernel, no launches.
    let short = [RawArg::Buffer(&buf), RawArg::Scalar(&[7u8]), RawArg::Scalar(&2i64.to_le_bytes())];
    assert!(matches!(b.launch_raw(&p, "fill", &short, work, 1), Err(BackendError::Validation(_))));
    assert!(b.launch_raw(&p, "spin", &args, work, 1).is_err());
    assert!(b.launch_raw(&p, "fill", &args, work, 0).is_err());
}

#[test]
fn a_kernel_that_never_ends_times_out_and_the_backend_refuses_more() {
    let Some(b) = backend(500) else { return };
    let buf = b.alloc_raw(16).unwrap();
    let p = b.build_raw(FILL, &["spin".into()]).unwrap();
    let work = RawWork { work_dim: 1, global: [1, 1, 1], local: [1, 1, 1] };
    assert_eq!(b.launch_raw(&p, "spin", &[RawArg::Buffer(&buf)], work, 1), Err(BackendError::Timeout(500)));
    assert!(matches!(b.read_raw(&buf, 0, 4), Err(BackendError::DeviceLost(_))));
}
