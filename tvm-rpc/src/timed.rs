//! One socket operation under a time limit, classified the way every reader and writer of this
//! crate reports it (the tracker's frames, the server's packets): timed out, closed by the peer
//! (`UnexpectedEof`), or another OS error.

use std::future::Future;
use std::time::Duration;

/// Why a bounded socket operation failed.
pub(crate) enum Failure {
    /// The limit passed.
    TimedOut,
    /// The peer closed the connection before the operation was done.
    Eof,
    /// Another OS error.
    Io(std::io::Error),
}

/// Runs `f` for at most `after`.
pub(crate) async fn within<T>(after: Duration, f: impl Future<Output = std::io::Result<T>>) -> Result<T, Failure> {
    match tokio::time::timeout(after, f).await {
        Err(_) => Err(Failure::TimedOut),
        Ok(Err(e)) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err(Failure::Eof),
        Ok(Err(e)) => Err(Failure::Io(e)),
        Ok(Ok(v)) => Ok(v),
    }
}
