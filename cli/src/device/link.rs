//! `ekb device`'s side of its library host (`ekb device-worker`, `ekb_confined::ffi_host`): the
//! host started confined ([`ekb_sandbox::Sandbox::confined_command`]) with its stdin and stdout as
//! the channel, one request at a time, each bounded by the step timeout. A host that dies, hangs
//! past the timeout (then it is killed: bubblewrap and, with `--die-with-parent`, everything in its
//! sandbox), or answers out of turn or out of bounds is **dead**: that request and every later one
//! of the session fail with why.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use ekb_confined::ffi_message::{FfiReply, FfiReplyHeader, FfiRequest, FfiRequestHeader, FFI_PROTOCOL_VERSION};
use ekb_confined::frame::{write_frame, MAX_REPLY_HEADER_BYTES};
use ekb_sandbox::{ConfinedCommand, Sandbox};
use tokio::io::{AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout};
use tvm_rpc::HandlerError;

/// How hosts are started and bounded.
#[derive(Clone, Debug)]
pub(crate) struct WorkerSpec {
    /// The `ekb` executable (bound read-only inside the sandbox).
    pub(crate) exe: PathBuf,
    /// The host's `RLIMIT_DATA`, MiB (0: none).
    pub(crate) memory_limit_mib: u64,
    /// Most time one request may take (a call, a timed run, a copy) before the host is killed.
    pub(crate) step_timeout: Duration,
    /// Most bytes one reply's segments may carry (a copy back: the session's packet bound).
    pub(crate) max_payload: u64,
    /// How the host is run where this device is emulated (`None`: natively).
    pub(crate) emulated: Option<super::emulation::EmulatedWorker>,
}

/// A running host.
pub(crate) struct WorkerLink {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
    /// Why the host is gone, once it is.
    dead: Option<String>,
    spec: WorkerSpec,
}

impl WorkerLink {
    /// Starts a host and waits (within the step timeout) for its hello.
    ///
    /// # Errors
    /// Why it could not start or refused to serve, as the client will read it.
    pub(crate) async fn start(sandbox: &Sandbox, spec: &WorkerSpec) -> Result<Self, HandlerError> {
        let failed = |what: String| HandlerError::Failed(format!("this device could not start its kernel worker: {what}"));
        let mut args = vec!["device-worker".into(), "--memory-limit-mib".into(), spec.memory_limit_mib.to_string().into()];
        let command = match &spec.emulated {
            None => ConfinedCommand { exe: spec.exe.clone(), args, ..ConfinedCommand::default() },
            Some(w) => {
                args.push("--emulated".into());
                w.command(&spec.exe, spec.memory_limit_mib, args).map_err(|e| failed(format!("{e:#}")))?
            }
        };
        let std_cmd = sandbox.confined_command(&command).map_err(|e| failed(e.to_string()))?;
        let mut cmd = tokio::process::Command::from(std_cmd);
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).kill_on_drop(true);
        let mut child = cmd.spawn().map_err(|e| failed(e.to_string()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(failed("no pipes".into()));
        };
        let mut link = WorkerLink { child, stdin, stdout: BufReader::new(stdout), next_id: 1, dead: None, spec: spec.clone() };
        let hello = tokio::time::timeout(spec.step_timeout, Self::read_reply(&mut link.stdout, 0, 0)).await;
        match hello.unwrap_or_else(|_| Err("did not start within the step timeout".into())) {
            Ok((FfiReply::Hello { version: FFI_PROTOCOL_VERSION, error: None }, _)) => Ok(link),
            Ok((FfiReply::Hello { error: Some(e), .. }, _)) => Err(failed(e)),
            Ok((other, _)) => Err(failed(format!("an unexpected hello {other:?}"))),
            Err(e) => Err(failed(link.die(e).await)),
        }
    }

    /// Sends `request` with `segments` and returns the reply and its segments. A reply of
    /// [`FfiReply::Error`] is returned as the matching [`HandlerError`].
    ///
    /// # Errors
    /// The host's error, or why it is dead.
    pub(crate) async fn request(&mut self, request: FfiRequest, segments: &[&[u8]]) -> Result<(FfiReply, Vec<Vec<u8>>), HandlerError> {
        if let Some(why) = &self.dead {
            return Err(HandlerError::Failed(why.clone()));
        }
        let id = self.next_id;
        self.next_id += 1;
        let header = FfiRequestHeader { id, request, segments: segments.iter().map(|s| s.len() as u64).collect() };
        let mut frame = Vec::new();
        write_frame(&mut frame, &header, segments).map_err(|e| HandlerError::Failed(format!("encoding a request: {e}")))?;
        let (stdin, stdout, max) = (&mut self.stdin, &mut self.stdout, self.spec.max_payload);
        let exchange = async move {
            stdin.write_all(&frame).await.map_err(|e| format!("writing to it: {e}"))?;
            stdin.flush().await.map_err(|e| format!("writing to it: {e}"))?;
            Self::read_reply(stdout, id, max).await
        };
        match tokio::time::timeout(self.spec.step_timeout, exchange).await {
            Ok(Ok((FfiReply::Error { kind, message }, _))) if kind == "ValueError" => Err(HandlerError::InvalidArgument(message)),
            Ok(Ok((FfiReply::Error { message, .. }, _))) => Err(HandlerError::Failed(message)),
            Ok(Ok(reply)) => Ok(reply),
            Ok(Err(e)) => Err(HandlerError::Failed(self.die(e).await)),
            Err(_) => {
                let after = self.spec.step_timeout.as_secs_f64();
                Err(HandlerError::Failed(self.die(format!("did not answer within the step timeout of {after} s and was killed")).await))
            }
        }
    }

    /// Kills the host and returns the session's error: what happened, and how the host ended.
    async fn die(&mut self, what: String) -> String {
        let _ = self.child.start_kill();
        let how = match tokio::time::timeout(Duration::from_secs(2), self.child.wait()).await {
            Ok(Ok(status)) if what.starts_with("did not") => format!(" ({})", ekb_confined::process::describe_exit(status)),
            // ld.so's exit status for a lazily bound symbol it cannot resolve.
            Ok(Ok(status)) if status.code() == Some(127) => {
                ": it exited with 127, the dynamic linker's status when a library calls a symbol nothing here defines \
                 (this device has no TVM-FFI runtime: TVMFFIErrorSetRaisedFromCStr and the like)"
                    .to_string()
            }
            Ok(Ok(status)) => format!(": it {}", ekb_confined::process::describe_exit(status)),
            _ => String::new(),
        };
        let why =
            format!("the kernel worker of this session {what}{how}; the session can run nothing more (the next session gets a new worker)");
        eprintln!("ekb device: {why}");
        self.dead = Some(why.clone());
        why
    }

    /// Reads one reply frame: its header within [`MAX_REPLY_HEADER_BYTES`], its id `id`, its
    /// segments within `max` bytes in all (`0`: none allowed).
    async fn read_reply(r: &mut BufReader<ChildStdout>, id: u64, max: u64) -> Result<(FfiReply, Vec<Vec<u8>>), String> {
        let eof = |e: std::io::Error| match e.kind() {
            std::io::ErrorKind::UnexpectedEof => "ended (its channel closed)".to_string(),
            _ => format!("broke its channel: {e}"),
        };
        let len = r.read_u32_le().await.map_err(eof)?;
        if len > MAX_REPLY_HEADER_BYTES {
            return Err(format!("sent a reply header of {len} bytes (the bound is {MAX_REPLY_HEADER_BYTES})"));
        }
        let mut json = vec![0u8; len as usize];
        r.read_exact(&mut json).await.map_err(eof)?;
        let h: FfiReplyHeader = serde_json::from_slice(&json).map_err(|e| format!("sent a malformed reply: {e}"))?;
        if h.id != id {
            return Err(format!("answered request {} where {id} was asked", h.id));
        }
        let total = h.segments.iter().try_fold(0u64, |a, &l| a.checked_add(l));
        if total.is_none_or(|t| t > max) {
            return Err(format!("sent reply segments of {:?} bytes (the bound is {max} in all)", h.segments));
        }
        let mut segments = Vec::with_capacity(h.segments.len());
        for &l in &h.segments {
            let mut buf = vec![0u8; l as usize];
            r.read_exact(&mut buf).await.map_err(eof)?;
            segments.push(buf);
        }
        Ok((h.reply, segments))
    }
}
