//! Stand-in workers for the pool's tests: `sh` scripts that speak the worker protocol
//! (`ekb_runner::job`: a request line in, a reply line out, bound by the request's nonce).

#![allow(dead_code, unreachable_pub)]

use ekb_runner::WorkerCommand;

/// The protocol around `body`: for each request line, `$line` is the line and `$nonce` its nonce;
/// a confirmation request is confirmed before `body` sees it; `body` handles job lines and
/// answers with `answer 'JSON'` (an `ekb_runner::Answer`, sent as this job's reply).
pub const PRELUDE: &str = r#"
answer() { printf '{"reply":"answer","nonce":"%s","answer":%s}\n' "$nonce" "$1"; }
confirmed() { printf '{"reply":"confirmed","nonce":"%s"}\n' "$nonce"; }
while IFS= read -r line; do
  nonce=${line#*'"nonce":"'}; nonce=${nonce%%'"'*}
  case "$line" in '{"request":"confirm"'*) confirmed; continue ;; esac
"#;

/// A stand-in worker: `sh -c` with [`PRELUDE`], `body`, and the end of the loop.
pub fn stand_in(body: &str) -> WorkerCommand {
    WorkerCommand::new("sh").arg("-c").arg(format!("{PRELUDE}{body}\ndone\n"))
}
