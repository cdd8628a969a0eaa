//! The pool's side of a worker's answer channel (its stdout): lines read with a bound on their
//! length, and the rules a worker's lines must follow for one job ([`crate::job`] describes the
//! exchange). Any other line is a [`Violation`], after which the pool treats the worker as
//! crashed: the job is a `runtime_error` naming the violation, and the worker is replaced.

use std::io::{self, BufRead, BufReader, Read};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use crate::job::{Answer, Nonce, Reply};

/// The longest line a worker may write on its answer channel, bytes. A report holds at most the
/// candidate's diagnostics (its text is at most 64 KiB), 2 × 1,024 timing samples and its
/// evidence: ≈ 100 KiB at most in practice; a longer line is a [`Violation::LineTooLong`], read
/// no further, so a worker cannot grow the pool's memory through its answers.
pub const MAX_REPLY_LINE_BYTES: usize = 16 << 20;

/// How long a worker may take to confirm its answer. An honest worker is idle, waiting for this
/// line, and replies at once; the allowance is for a loaded machine's scheduling.
pub const CONFIRM_WAIT: Duration = Duration::from_secs(10);

/// A line from the answer channel.
#[derive(Debug)]
pub(crate) enum Incoming {
    /// A line (without its newline; invalid UTF-8 replaced).
    Line(String),
    /// A line longer than [`MAX_REPLY_LINE_BYTES`]: nothing after it is read.
    TooLong,
}

/// How a worker broke the answer protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Violation {
    /// Where the job's answer was due, a line that is not a reply (an excerpt of it).
    NotAReply(String),
    /// An answer whose nonce is not this job's (a forged or stale answer).
    WrongNonce,
    /// A confirmation where the job's answer was due.
    ConfirmationBeforeAnswer,
    /// After the answer, a second answer where the confirmation was due.
    SecondAnswer,
    /// After the answer, a line that is not the confirmation of this exchange (an excerpt).
    NotTheConfirmation(String),
    /// The worker closed its channel right after its answer, before confirming it (it exited).
    EndedAfterAnswer,
    /// No confirmation within [`CONFIRM_WAIT`].
    Unconfirmed,
    /// A line longer than [`MAX_REPLY_LINE_BYTES`].
    LineTooLong,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Violation::NotAReply(line) => write!(f, "a line that is not an answer where the answer was due: {line}"),
            Violation::WrongNonce => write!(f, "an answer that does not carry this job's nonce (forged or stale)"),
            Violation::ConfirmationBeforeAnswer => write!(f, "a confirmation before any answer"),
            Violation::SecondAnswer => write!(f, "a second answer to one job"),
            Violation::NotTheConfirmation(line) => write!(f, "after the answer, a line that is not its confirmation: {line}"),
            Violation::EndedAfterAnswer => write!(f, "the worker ended right after its answer, before confirming it"),
            Violation::Unconfirmed => write!(f, "no confirmation of the answer within {} s", CONFIRM_WAIT.as_secs()),
            Violation::LineTooLong => write!(f, "a line longer than {} MiB", MAX_REPLY_LINE_BYTES >> 20),
        }
    }
}

/// At most 200 characters of a line, control characters escaped, for a message.
fn excerpt(line: &str) -> String {
    let mut s: String = line.chars().take(200).flat_map(char::escape_debug).collect();
    if line.chars().nth(200).is_some() {
        s.push('…');
    }
    format!("\"{s}\"")
}

/// The answer in `line`, the first line after [`crate::job::Request::Job`] with `nonce`.
pub(crate) fn answer_in(line: Incoming, nonce: &Nonce) -> Result<Answer, Violation> {
    let Incoming::Line(line) = line else { return Err(Violation::LineTooLong) };
    match serde_json::from_str::<Reply>(&line) {
        Ok(Reply::Answer { nonce: n, answer }) if n == *nonce => Ok(answer),
        Ok(Reply::Answer { .. }) => Err(Violation::WrongNonce),
        Ok(Reply::Confirmed { .. }) => Err(Violation::ConfirmationBeforeAnswer),
        Err(_) => Err(Violation::NotAReply(excerpt(&line))),
    }
}

/// Checks that `line`, the first line after [`crate::job::Request::Confirm`] with `nonce`, is its
/// confirmation.
pub(crate) fn confirmation_in(line: Incoming, nonce: &Nonce) -> Result<(), Violation> {
    let Incoming::Line(line) = line else { return Err(Violation::LineTooLong) };
    match serde_json::from_str::<Reply>(&line) {
        Ok(Reply::Confirmed { nonce: n }) if n == *nonce => Ok(()),
        Ok(Reply::Answer { .. }) => Err(Violation::SecondAnswer),
        _ => Err(Violation::NotTheConfirmation(excerpt(&line))),
    }
}

/// Reads `out` on a thread, line by line, each at most [`MAX_REPLY_LINE_BYTES`]; the lines arrive
/// on the returned channel, which disconnects when `out` ends (or after a line that is too long).
///
/// # Errors
/// When the thread cannot be started.
pub(crate) fn read_lines(out: impl Read + Send + 'static) -> io::Result<Receiver<Incoming>> {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new().name("ekb-worker-out".into()).spawn(move || {
        let mut r = BufReader::new(out);
        let mut buf = Vec::new();
        loop {
            buf.clear();
            let Ok(n) = r.by_ref().take(MAX_REPLY_LINE_BYTES as u64 + 1).read_until(b'\n', &mut buf) else { return };
            if n == 0 {
                return;
            }
            let item = if buf.last() == Some(&b'\n') {
                buf.pop();
                if buf.last() == Some(&b'\r') {
                    buf.pop();
                }
                Incoming::Line(String::from_utf8_lossy(&buf).into_owned())
            } else if buf.len() > MAX_REPLY_LINE_BYTES {
                Incoming::TooLong
            } else {
                // The stream ended inside a line.
                Incoming::Line(String::from_utf8_lossy(&buf).into_owned())
            };
            let stop = matches!(item, Incoming::TooLong);
            if tx.send(item).is_err() || stop {
                return;
            }
        }
    })?;
    Ok(rx)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::Nonce;

    fn reply(r: &Reply) -> Incoming {
        Incoming::Line(serde_json::to_string(r).expect("JSON"))
    }

    fn failed() -> Answer {
        Answer::Failed { message: "no adapter".into() }
    }

    #[test]
    fn only_this_job_s_nonce_makes_an_answer() {
        let (job, other) = (Nonce::draw().unwrap(), Nonce::draw().unwrap());
        assert_ne!(job, other, "128 random bits");
        assert!(matches!(answer_in(reply(&Reply::Answer { nonce: job.clone(), answer: failed() }), &job), Ok(Answer::Failed { .. })));
        assert_eq!(answer_in(reply(&Reply::Answer { nonce: other.clone(), answer: failed() }), &job).unwrap_err(), Violation::WrongNonce);
        assert_eq!(answer_in(reply(&Reply::Confirmed { nonce: job.clone() }), &job).unwrap_err(), Violation::ConfirmationBeforeAnswer);
        // The answer line of the protocol before nonces: not a reply.
        let old = Incoming::Line(r#"{"answer":"failed","message":"forged"}"#.into());
        assert!(matches!(answer_in(old, &job).unwrap_err(), Violation::NotAReply(l) if l.contains("forged")));
        assert_eq!(answer_in(Incoming::TooLong, &job).unwrap_err(), Violation::LineTooLong);
    }

    #[test]
    fn only_the_confirmation_may_follow_an_answer() {
        let (c, other) = (Nonce::draw().unwrap(), Nonce::draw().unwrap());
        assert_eq!(confirmation_in(reply(&Reply::Confirmed { nonce: c.clone() }), &c), Ok(()));
        assert!(matches!(confirmation_in(reply(&Reply::Confirmed { nonce: other }), &c), Err(Violation::NotTheConfirmation(_))));
        assert_eq!(confirmation_in(reply(&Reply::Answer { nonce: c.clone(), answer: failed() }), &c), Err(Violation::SecondAnswer));
        assert!(
            matches!(confirmation_in(Incoming::Line("chatter".into()), &c), Err(Violation::NotTheConfirmation(l)) if l == "\"chatter\"")
        );
    }

    #[test]
    fn lines_are_read_up_to_the_bound() {
        let mut data = b"first\r\nsecond\n".to_vec();
        data.extend(std::iter::repeat_n(b'x', MAX_REPLY_LINE_BYTES + 10));
        data.extend(b"\nnever read\n");
        let rx = read_lines(std::io::Cursor::new(data)).unwrap();
        let got: Vec<Incoming> = rx.iter().collect();
        assert!(matches!(&got[..], [Incoming::Line(a), Incoming::Line(b), Incoming::TooLong] if a == "first" && b == "second"), "{got:?}");
        let rx = read_lines(std::io::Cursor::new(b"no newline at the end".to_vec())).unwrap();
        assert!(matches!(&rx.iter().collect::<Vec<_>>()[..], [Incoming::Line(l)] if l == "no newline at the end"));
    }

    #[test]
    fn an_excerpt_is_short_and_escaped() {
        let e = excerpt(&format!("\u{1b}[31m{}", "y".repeat(1000)));
        assert!(e.starts_with("\"\\u{1b}[31m") && e.ends_with("…\"") && e.chars().count() < 220, "{e}");
    }
}
