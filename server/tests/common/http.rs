//! A minimal HTTP/1.1 keep-alive client over a TCP socket (no client library in the workspace):
//! enough for the crash test and the load generator against a real server process.

#![allow(dead_code, unreachable_pub)]

use std::io;
use std::net::SocketAddr;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// One connection.
pub struct Conn {
    stream: BufReader<TcpStream>,
}

impl Conn {
    /// Connects to `addr`.
    pub async fn connect(addr: SocketAddr) -> io::Result<Self> {
        let s = TcpStream::connect(addr).await?;
        s.set_nodelay(true)?;
        Ok(Self { stream: BufReader::new(s) })
    }

    /// Sends a request and reads the whole answer: (status, body).
    pub async fn request(&mut self, method: &str, path: &str, body: Option<&[u8]>) -> io::Result<(u16, Vec<u8>)> {
        let mut head = format!("{method} {path} HTTP/1.1\r\nhost: ekb\r\n");
        if let Some(b) = body {
            head.push_str(&format!("content-type: application/json\r\ncontent-length: {}\r\n", b.len()));
        }
        head.push_str("\r\n");
        let s = self.stream.get_mut();
        s.write_all(head.as_bytes()).await?;
        if let Some(b) = body {
            s.write_all(b).await?;
        }
        s.flush().await?;
        let mut line = String::new();
        if self.stream.read_line(&mut line).await? == 0 {
            return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "connection closed"));
        }
        let status: u16 = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| io::Error::other(format!("bad status line {line:?}")))?;
        let (mut len, mut chunked) = (0usize, false);
        loop {
            line.clear();
            if self.stream.read_line(&mut line).await? == 0 {
                return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "connection closed in headers"));
            }
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            let (k, v) = l.split_once(':').unwrap_or((l, ""));
            if k.eq_ignore_ascii_case("content-length") {
                len = v.trim().parse().map_err(io::Error::other)?;
            } else if k.eq_ignore_ascii_case("transfer-encoding") && v.to_ascii_lowercase().contains("chunked") {
                chunked = true;
            }
        }
        let mut out = Vec::new();
        if chunked {
            loop {
                line.clear();
                self.stream.read_line(&mut line).await?;
                let n = usize::from_str_radix(line.trim().split(';').next().unwrap_or("0"), 16).map_err(io::Error::other)?;
                let mut chunk = vec![0; n + 2];
                self.stream.read_exact(&mut chunk).await?;
                if n == 0 {
                    break;
                }
                out.extend_from_slice(&chunk[..n]);
            }
        } else {
            out.resize(len, 0);
            self.stream.read_exact(&mut out).await?;
        }
        Ok((status, out))
    }
}

/// A server process started from the `ekb-server` binary.
pub struct ServerProcess {
    /// The child.
    pub child: std::process::Child,
    /// Where it listens.
    pub addr: SocketAddr,
}

impl ServerProcess {
    /// Starts `bin` on a free loopback port with `database_url`, writes unlimited.
    pub fn start(bin: &str, database_url: &str) -> Self {
        use std::io::BufRead;
        let dist = std::env::temp_dir().join("ekb-no-dist");
        let mut child = std::process::Command::new(bin)
            .args(["--addr", "127.0.0.1:0", "--write-rate", "0", "--database-url", database_url, "--dist"])
            .arg(&dist)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .expect("spawn ekb-server");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("read the address");
        let addr = line
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .parse()
            .expect("address");
        Self { child, addr }
    }

    /// `kill -9`.
    pub fn kill9(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reap");
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
