//! The worker's side of one host: requests out, replies in, each reply checked — its id, its kind,
//! its segments' exact lengths — and every wait bounded by a deadline. A host that dies, hangs,
//! answers something malformed or oversized, or sends bytes nobody asked for is killed, and the
//! request is a [`BackendError::DeviceLost`] (or [`BackendError::Timeout`] for a hang) whose message
//! names the host, how it ended and the end of what it printed.

#![allow(unsafe_code)]

use std::io::{self, BufWriter, Read};
use std::os::fd::AsRawFd;
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

use ekb_eval::backend::BackendError;
use ekb_sandbox::Sandbox;

use crate::frame::{read_header, read_segments, write_frame, FrameError, MAX_REPLY_HEADER_BYTES};
use crate::message::{Reply, ReplyHeader, Request, RequestHeader, PROTOCOL_VERSION};
use crate::process::{describe_exit, HostProcess, HostSpec, Role, SpawnError};

/// How much of a dead host's output an error message quotes.
const QUOTED_OUTPUT_BYTES: usize = 1500;

/// A reader that fails with [`io::ErrorKind::TimedOut`] once `deadline` has passed, however the
/// bytes trickle in.
struct DeadlineReader<'a> {
    stream: &'a UnixStream,
    deadline: Instant,
}

impl Read for DeadlineReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(io::ErrorKind::TimedOut, "deadline"));
        }
        self.stream.set_read_timeout(Some(left))?;
        match (&mut &*self.stream).read(buf) {
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => Err(io::Error::new(io::ErrorKind::TimedOut, "deadline")),
            other => other,
        }
    }
}

/// A random request id from the OS's source: a reply forged inside the host must first find it.
fn request_id() -> u64 {
    let mut b = [0u8; 8];
    // SAFETY: getrandom writes at most `b.len()` bytes into `b`.
    let n = unsafe { libc::getrandom(b.as_mut_ptr().cast(), b.len(), 0) };
    if n != b.len() as isize {
        // No entropy source: the clock's nanoseconds (unpredictable enough to tell stale replies apart).
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        return t | 1;
    }
    u64::from_le_bytes(b) | 1
}

/// The worker's connection to one running host.
#[derive(Debug)]
pub struct HostLink {
    process: HostProcess,
    stream: UnixStream,
    request_timeout: Duration,
    /// Why the host is gone, once it is.
    lost: Option<BackendError>,
    /// The device the host opened (from `hello`).
    device: String,
}

/// A reply with its segments and the worker's clock from sending the request to the reply's header.
#[derive(Debug)]
pub struct Answered {
    /// The reply (never `failed`: that is returned as the error it carries).
    pub reply: Reply,
    /// Its segments.
    pub segments: Vec<Vec<u8>>,
    /// From the request's first byte written to the reply's header read.
    pub elapsed: Duration,
}

impl HostLink {
    /// Starts a host of `role` and waits for its `hello` (up to `spec.start_timeout`). The host is
    /// paused until the first request.
    ///
    /// # Errors
    /// [`BackendError::DeviceLost`] naming why it did not start (bubblewrap's own message included),
    /// [`BackendError::Other`] when there is no sandbox to start it in.
    pub fn start(sandbox: &Sandbox, spec: &HostSpec, role: Role) -> Result<HostLink, BackendError> {
        let (process, stream) = HostProcess::spawn(sandbox, spec, role).map_err(|e| match e {
            SpawnError::Sandbox(s) => BackendError::Other(format!("no sandbox for the {} kernel host: {s}", role.name())),
            SpawnError::Io(e) => BackendError::DeviceLost(format!("the {} kernel host did not start: {e}", role.name())),
        })?;
        let mut link = HostLink { process, stream, request_timeout: spec.request_timeout, lost: None, device: String::new() };
        let deadline = Instant::now() + spec.start_timeout;
        let hello = read_header::<ReplyHeader>(&mut DeadlineReader { stream: &link.stream, deadline }, MAX_REPLY_HEADER_BYTES);
        match hello {
            Ok(ReplyHeader { id: 0, reply: Reply::Hello { version: PROTOCOL_VERSION, device, error: None }, segments })
                if segments.is_empty() =>
            {
                link.device = device;
            }
            Ok(ReplyHeader { reply: Reply::Hello { error: Some(why), .. }, .. }) => {
                return Err(link.fail(BackendError::DeviceLost(format!("the {} kernel host cannot serve: {why}", role.name()))));
            }
            Ok(ReplyHeader { reply: Reply::Hello { version, .. }, .. }) if version != PROTOCOL_VERSION => {
                return Err(link.fail(link.violation(&format!("speaks protocol version {version}, not {PROTOCOL_VERSION}"))));
            }
            Ok(other) => return Err(link.fail(link.violation(&format!("began with {:?} instead of hello", other.reply.name())))),
            Err(e) => {
                let why = match e {
                    FrameError::Io(e) if e.kind() == io::ErrorKind::TimedOut => format!("did not start within {:?}", spec.start_timeout),
                    e => format!("did not start ({e})"),
                };
                return Err(link.fail(BackendError::DeviceLost(format!("the {} kernel host {why}", role.name()))));
            }
        }
        link.process.pause();
        Ok(link)
    }

    /// The device the host opened, as its `hello` named it.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// The host's role.
    pub fn role(&self) -> Role {
        self.process.role
    }

    /// True once the host is gone (every request is then its error again).
    pub fn is_lost(&self) -> bool {
        self.lost.is_some()
    }

    /// The host's captured output so far (first 64 KiB, and how much was dropped).
    pub fn output(&self) -> String {
        self.process.output.text()
    }

    /// The sandbox's process group (for tests that look at the host from outside).
    pub fn group(&self) -> i32 {
        self.process.group()
    }

    /// Sends `request` with `segments` and waits up to the request limit for its reply, whose
    /// segments must have exactly the lengths `want`. The host runs only during the call.
    ///
    /// # Errors
    /// The host's own `failed` reply as its [`BackendError`] (the host stays); anything else that goes
    /// wrong kills the host and is [`BackendError::DeviceLost`] or [`BackendError::Timeout`].
    pub fn call(&mut self, request: Request, segments: &[&[u8]], want: &[u64]) -> Result<Answered, BackendError> {
        if let Some(e) = &self.lost {
            return Err(e.clone());
        }
        self.process.resume();
        if self.pending_bytes() {
            return Err(self.fail_with(self.violation("sent bytes that answer no request (a reply forged from inside it, or garbage)")));
        }
        let id = request_id();
        let name = request.name();
        let expected = request.reply_name();
        let header = RequestHeader { id, request, segments: segments.iter().map(|s| s.len() as u64).collect() };
        let deadline = Instant::now() + self.request_timeout;
        let _ = self.stream.set_write_timeout(Some(self.request_timeout));
        let start = Instant::now();
        let written = write_frame(&mut BufWriter::with_capacity(1 << 16, &self.stream), &header, segments);
        if let Err(e) = written {
            let err = self.io_error(name, &FrameError::Io(e));
            return Err(self.fail_with(err));
        }
        let mut reader = DeadlineReader { stream: &self.stream, deadline };
        let head = match read_header::<ReplyHeader>(&mut reader, MAX_REPLY_HEADER_BYTES) {
            Ok(h) => h,
            Err(e) => {
                let err = self.io_error(name, &e);
                return Err(self.fail_with(err));
            }
        };
        let elapsed = start.elapsed();
        if head.id != id {
            return Err(self.fail_with(self.violation(&format!("answered `{name}` with the id of another request"))));
        }
        if let Reply::Failed { error } = head.reply {
            if head.segments.is_empty() {
                self.process.pause();
                return Err(error.into_backend_error(&format!("the {} kernel host", self.process.role.name())));
            }
            return Err(self.fail_with(self.violation("sent data with a failure")));
        }
        if head.reply.name() != expected {
            return Err(self.fail_with(self.violation(&format!("answered `{name}` with `{}`", head.reply.name()))));
        }
        let segments = match read_segments(&mut reader, &head.segments, Some(want), u64::MAX) {
            Ok(s) => s,
            Err(e) => {
                let err = self.io_error(name, &e);
                return Err(self.fail_with(err));
            }
        };
        self.process.pause();
        Ok(Answered { reply: head.reply, segments, elapsed })
    }

    /// Whether the host has sent anything since its last reply (a peek; nothing is consumed).
    fn pending_bytes(&self) -> bool {
        let mut b = [0u8; 1];
        // SAFETY: recv into a one-byte buffer on a socket owned by this link.
        let n = unsafe { libc::recv(self.stream.as_raw_fd(), b.as_mut_ptr().cast(), 1, libc::MSG_PEEK | libc::MSG_DONTWAIT) };
        n > 0
    }

    fn violation(&self, what: &str) -> BackendError {
        BackendError::DeviceLost(format!("the {} kernel host {what}", self.process.role.name()))
    }

    fn io_error(&self, request: &str, e: &FrameError) -> BackendError {
        let role = self.process.role.name();
        match e {
            FrameError::Io(io) if io.kind() == io::ErrorKind::TimedOut => {
                BackendError::Timeout(u64::try_from(self.request_timeout.as_millis()).unwrap_or(u64::MAX))
            }
            FrameError::Closed { .. } => BackendError::DeviceLost(format!("the {role} kernel host ended during `{request}`")),
            FrameError::Io(io) if matches!(io.kind(), io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset) => {
                BackendError::DeviceLost(format!("the {role} kernel host ended during `{request}`"))
            }
            other => BackendError::DeviceLost(format!("the {role} kernel host broke the protocol during `{request}`: {other}")),
        }
    }

    /// Kills the host and records `e`, completed with how the host ended and what it printed.
    fn fail_with(&mut self, e: BackendError) -> BackendError {
        let e = self.fail(e);
        self.lost = Some(e.clone());
        e
    }

    fn fail(&mut self, e: BackendError) -> BackendError {
        // A host that ended on its own has a status already; one that misbehaved is killed now.
        let status = self.process.wait(Duration::from_millis(300)).or_else(|| self.process.kill(Duration::from_secs(2)));
        self.process.output.wait_closed(Duration::from_millis(500));
        let how = status.map(describe_exit).unwrap_or_else(|| "did not end".into());
        let out = self.process.output.tail(QUOTED_OUTPUT_BYTES);
        let detail = if out.is_empty() { format!(" (it {how})") } else { format!(" (it {how}; its output: {out})") };
        match e {
            BackendError::DeviceLost(m) => BackendError::DeviceLost(format!("{m}{detail}")),
            BackendError::Other(m) => BackendError::Other(format!("{m}{detail}")),
            other => other,
        }
    }
}
