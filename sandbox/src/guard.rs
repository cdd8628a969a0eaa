//! Buffers with inaccessible guard regions on both sides, so that a kernel's write one element past the end
//! (or one before the start) faults instead of corrupting the process; a buffer can also be made read-only
//! (a kernel's inputs), so that any store into it faults.

#![allow(unsafe_code)]

use std::ptr::NonNull;

/// Why a guarded buffer could not be created.
#[derive(Debug, thiserror::Error)]
pub enum GuardError {
    /// `mmap` or `mprotect` failed (usually out of memory or the address-space limit).
    #[error("could not map a guarded buffer of {len} bytes: {source}")]
    Map {
        /// Requested data length in bytes.
        len: usize,
        /// The OS error.
        source: std::io::Error,
    },
    /// The length overflows the address space.
    #[error("a guarded buffer of {0} bytes is too large")]
    TooLarge(usize),
}

/// Bytes of `PROT_NONE` after a buffer's data (1 MiB): a write up to 1 MiB past the end faults. Guards
/// cost address space only (`PROT_NONE`, `MAP_NORESERVE`: not counted by `RLIMIT_DATA`).
pub const GUARD_AFTER_BYTES: usize = 1 << 20;
/// Bytes of `PROT_NONE` before a buffer's first page (64 KiB).
pub const GUARD_BEFORE_BYTES: usize = 64 << 10;

/// A byte buffer whose data **ends exactly at** a `PROT_NONE` guard region ([`GUARD_AFTER_BYTES`]), with
/// another ([`GUARD_BEFORE_BYTES`]) before its first page: layout `[guard][pad … data][guard]`, one
/// anonymous private mapping. A write further away than the guards can land in another mapping of the
/// process: the guards catch overruns, not a kernel that computes wild addresses on purpose.
///
/// The data starts at `end - len`, so its alignment is the largest power of two dividing `len`, up to the
/// page size: for `len` a multiple of 16 it is 16-byte aligned, for `n` `f32` elements 4-byte aligned.
/// New buffers are zero-filled. A zero-length buffer has a non-null pointer at the guard (any access
/// faults). Drop unmaps it — except after [`GuardedBuffer::leak_on_drop`] (a kernel that timed out may
/// still be writing into it; the mapping is then kept for the life of the process).
///
/// The first data page holds, before the data, the bytes that round it to a page ([`Self::slack_len`]):
/// writable, part of no buffer's contents. [`Self::clear_slack`] zeroes them.
#[derive(Debug)]
pub struct GuardedBuffer {
    base: NonNull<u8>,
    map_len: usize,
    data: NonNull<u8>,
    len: usize,
    leak: bool,
    read_only: bool,
}

// SAFETY: the buffer owns its mapping exclusively; `&self` gives read-only access and `&mut self` the only
// write access, exactly like `Vec<u8>`.
unsafe impl Send for GuardedBuffer {}
// SAFETY: as above: shared references only read.
unsafe impl Sync for GuardedBuffer {}

/// The system page size in bytes.
pub fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p <= 0 {
        4096
    } else {
        p as usize
    }
}

impl GuardedBuffer {
    /// A zero-filled buffer of `len` bytes.
    ///
    /// Errors: [`GuardError::Map`] when the mapping fails, [`GuardError::TooLarge`] on overflow.
    pub fn new(len: usize) -> Result<Self, GuardError> {
        let page = page_size();
        let data_pages = len.div_ceil(page);
        let before = GUARD_BEFORE_BYTES.div_ceil(page) * page;
        let after = GUARD_AFTER_BYTES.div_ceil(page) * page;
        let map_len = data_pages.checked_mul(page).and_then(|d| d.checked_add(before + after)).ok_or(GuardError::TooLarge(len))?;
        // SAFETY: a fresh anonymous private mapping; no existing memory is touched.
        let base = unsafe {
            libc::mmap(std::ptr::null_mut(), map_len, libc::PROT_NONE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE, -1, 0)
        };
        if base == libc::MAP_FAILED {
            return Err(GuardError::Map { len, source: std::io::Error::last_os_error() });
        }
        let base = base.cast::<u8>();
        if data_pages > 0 {
            // SAFETY: [base + before, base + before + data_pages*page) lies inside the mapping just created.
            let rc = unsafe { libc::mprotect(base.add(before).cast(), data_pages * page, libc::PROT_READ | libc::PROT_WRITE) };
            if rc != 0 {
                let source = std::io::Error::last_os_error();
                // SAFETY: unmapping the mapping created above, which nothing else references.
                unsafe { libc::munmap(base.cast(), map_len) };
                return Err(GuardError::Map { len, source });
            }
        }
        // SAFETY: end of the data pages = start of the trailing guard, inside the mapping.
        let data = unsafe { base.add(before + data_pages * page - len) };
        Ok(GuardedBuffer {
            // SAFETY: mmap succeeded, so base is non-null (MAP_FAILED was excluded).
            base: unsafe { NonNull::new_unchecked(base) },
            map_len,
            // SAFETY: derived from a non-null base by an in-bounds offset.
            data: unsafe { NonNull::new_unchecked(data) },
            len,
            leak: false,
            read_only: false,
        })
    }

    /// A buffer holding a copy of `bytes`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, GuardError> {
        let mut b = Self::new(bytes.len())?;
        b.as_mut_slice().copy_from_slice(bytes);
        Ok(b)
    }

    /// The data length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when the buffer holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The data.
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: `data..data+len` is mapped read-write for the life of `self` (or a zero-length slice at
        // a non-null pointer).
        unsafe { std::slice::from_raw_parts(self.data.as_ptr(), self.len) }
    }

    /// The data, writable. A read-only buffer ([`Self::set_read_only`]) is made writable first.
    ///
    /// # Panics
    /// When a read-only buffer's pages cannot be made writable again (`mprotect` failing on a mapping this
    /// buffer created: the process is out of memory for page tables).
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        if self.read_only {
            if let Err(e) = self.set_read_only(false) {
                panic!("a read-only guarded buffer cannot be made writable again: {e}");
            }
        }
        // SAFETY: as in `as_slice`, the pages are writable (just checked), and `&mut self` makes the access
        // exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.data.as_ptr(), self.len) }
    }

    /// The start of the data, for handing to a kernel. Writing through it is allowed while the caller holds
    /// `&mut self` (the pool's run does) and the buffer is not read-only (a store then faults: `SIGSEGV`).
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.data.as_ptr()
    }

    /// Makes the data pages read-only (`PROT_READ`: any store into them, by a kernel or by anything else,
    /// raises `SIGSEGV`) or writable again. The CPU backend makes every input read-only once uploaded, so a
    /// kernel that writes to its inputs ends its process instead of leaving a mark there.
    ///
    /// Errors: [`GuardError::Map`] when `mprotect` fails.
    pub fn set_read_only(&mut self, read_only: bool) -> Result<(), GuardError> {
        if self.read_only == read_only {
            return Ok(());
        }
        let (start, pages_len) = self.data_pages();
        if pages_len > 0 {
            let prot = if read_only { libc::PROT_READ } else { libc::PROT_READ | libc::PROT_WRITE };
            // SAFETY: the data pages lie inside this buffer's own mapping (see `new`).
            let rc = unsafe { libc::mprotect(start.cast(), pages_len, prot) };
            if rc != 0 {
                return Err(GuardError::Map { len: self.len, source: std::io::Error::last_os_error() });
            }
        }
        self.read_only = read_only;
        Ok(())
    }

    /// Whether the data pages are read-only ([`Self::set_read_only`]).
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Bytes of the first data page before the data: readable and writable (unless read-only), but part of
    /// no buffer contents — a place where a kernel could keep something between launches.
    pub fn slack_len(&self) -> usize {
        let (start, _) = self.data_pages();
        self.data.as_ptr() as usize - start as usize
    }

    /// Zeroes the [`Self::slack_len`] bytes before the data (a writable buffer only; a read-only one is left
    /// as it is, since nothing can have been written there).
    pub fn clear_slack(&mut self) {
        let n = self.slack_len();
        if n > 0 && !self.read_only {
            let (start, _) = self.data_pages();
            // SAFETY: `start .. start + n` is the part of the first data page before the data, mapped
            // read-write (not read-only, checked), inside this buffer's own mapping; `&mut self` is exclusive.
            unsafe { std::ptr::write_bytes(start, 0, n) };
        }
    }

    /// The start and length of the data pages.
    fn data_pages(&self) -> (*mut u8, usize) {
        let page = page_size();
        let before = GUARD_BEFORE_BYTES.div_ceil(page) * page;
        let after = GUARD_AFTER_BYTES.div_ceil(page) * page;
        // SAFETY: `before` bytes into the mapping `new` created.
        (unsafe { self.base.as_ptr().add(before) }, self.map_len - before - after)
    }

    /// Keeps the mapping for the life of the process instead of unmapping it on drop: called by the pool
    /// when a kernel timed out and may still be writing into the buffer.
    pub fn leak_on_drop(&mut self) {
        self.leak = true;
    }
}

impl Drop for GuardedBuffer {
    fn drop(&mut self) {
        if !self.leak {
            // SAFETY: the mapping was created by `new` with exactly this base and length and is unmapped once.
            unsafe { libc::munmap(self.base.as_ptr().cast(), self.map_len) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_ends_at_the_guard() {
        let page = page_size();
        for len in [0usize, 1, 4, 12, 4096, 4100, 3 * 4096 - 4] {
            let mut b = GuardedBuffer::new(len).unwrap();
            assert_eq!(b.len(), len);
            assert!(b.as_slice().iter().all(|&x| x == 0));
            let end = b.as_mut_ptr() as usize + len;
            assert_eq!(end % page, 0, "len {len}");
            b.as_mut_slice().fill(7);
            assert!(b.as_slice().iter().all(|&x| x == 7));
        }
        let b = GuardedBuffer::from_bytes(&[1, 2, 3]).unwrap();
        assert_eq!(b.as_slice(), &[1, 2, 3]);
        assert_eq!(b.slack_len(), page - 3);
        fn is_send<T: Send + Sync>() {}
        is_send::<GuardedBuffer>();
    }

    /// Runs `f` in a forked child and returns the signal that ended it (`None`: it exited).
    fn signal_of(f: impl FnOnce()) -> Option<i32> {
        // SAFETY: the child only touches memory and calls `_exit`; the parent waits for it.
        let pid = unsafe { libc::fork() };
        assert!(pid >= 0, "fork failed");
        if pid == 0 {
            f();
            // SAFETY: ends the child without running the parent's destructors or atexit handlers.
            unsafe { libc::_exit(0) };
        }
        let mut status = 0;
        // SAFETY: waiting for the child just created.
        unsafe { libc::waitpid(pid, &mut status, 0) };
        libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status))
    }

    #[test]
    fn a_store_into_a_read_only_buffer_faults_and_writes_work_again_after() {
        let mut b = GuardedBuffer::from_bytes(&[7u8; 5000]).unwrap();
        b.set_read_only(true).unwrap();
        assert!(b.is_read_only());
        assert_eq!(b.as_slice()[4999], 7, "reads still work");
        let p = b.as_mut_ptr() as usize;
        // SAFETY (in the child): a store into our own mapping, which is read-only: it must fault.
        assert_eq!(signal_of(|| unsafe { std::ptr::write_volatile((p + 100) as *mut u8, 1) }), Some(libc::SIGSEGV));
        // …and so must a store into the slack before the data (the whole page is read-only).
        assert_eq!(signal_of(|| unsafe { std::ptr::write_volatile((p - 1) as *mut u8, 1) }), Some(libc::SIGSEGV));
        assert_eq!(b.as_slice()[100], 7, "the parent's copy is untouched");
        // Writable again for the next upload.
        b.as_mut_slice()[100] = 9;
        assert!(!b.is_read_only());
        assert_eq!(b.as_slice()[100], 9);
        // SAFETY (in the child): the pages are writable again: no fault.
        assert_eq!(signal_of(|| unsafe { std::ptr::write_volatile((p + 100) as *mut u8, 1) }), None);
    }

    #[test]
    fn the_slack_before_the_data_is_cleared() {
        let mut b = GuardedBuffer::new(100).unwrap();
        let n = b.slack_len();
        assert_eq!(n, page_size() - 100);
        let p = b.as_mut_ptr();
        // SAFETY: the slack is writable memory of this buffer's first data page.
        unsafe { std::ptr::write_bytes(p.sub(n), 0xAB, n) };
        b.clear_slack();
        // SAFETY: as above, read back.
        let slack = unsafe { std::slice::from_raw_parts(p.sub(n), n) };
        assert!(slack.iter().all(|&x| x == 0));
    }
}
