//! The RPC server against hostile raw sockets on 127.0.0.1: a wrong magic, a stalled handshake,
//! requests before `kInitServer`, codes it does not serve, a malformed packet, an oversized
//! length, a packet that stalls half-way. Each ends that connection or session (or is answered
//! with an exception) and the next client is served.

mod server_support;

use std::time::Duration;

use server_support::TestDevice;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tvm_rpc::session::codec::{decode_packet, Device, Packet, RpcCode, WireValue};
use tvm_rpc::session::request::Request;
use tvm_rpc::session::RPC_MAGIC;
use tvm_rpc::testing::wait_until;
use tvm_rpc::{Arg, RetValue, Server, ServerConfig, Session, SessionOptions};

const SHORT: Duration = Duration::from_millis(700);
const IO: Duration = Duration::from_secs(10);

async fn server() -> (Server, String) {
    let config = ServerConfig {
        key: "k".into(),
        handshake_timeout: SHORT,
        idle_timeout: SHORT,
        packet_timeout: SHORT,
        max_packet_bytes: 1 << 20,
        ..ServerConfig::default()
    };
    let s = Server::bind("127.0.0.1:0", config, |_| TestDevice::default()).await.unwrap();
    let addr = s.local_addr().to_string();
    (s, addr)
}

/// A good session still works.
async fn still_serving(addr: &str) {
    let mut s = Session::connect(addr, "k", SessionOptions { step_timeout: IO, ..SessionOptions::default() }).await.unwrap();
    let add = s.get_global_func("ekb.test.add").await.unwrap();
    assert_eq!(s.call(add, &[Arg::Int(40), Arg::Int(2)]).await.unwrap(), RetValue::Int(42));
    s.shutdown().await.unwrap();
}

/// Connects and does the handshake by hand; `init` also sends `kInitServer` and reads its reply.
async fn raw(addr: &str, init: bool) -> TcpStream {
    let mut c = TcpStream::connect(addr).await.unwrap();
    let key = b"client:k";
    let mut hello = RPC_MAGIC.to_le_bytes().to_vec();
    hello.extend_from_slice(&(key.len() as i32).to_le_bytes());
    hello.extend_from_slice(key);
    c.write_all(&hello).await.unwrap();
    assert_eq!(c.read_i32_le().await.unwrap(), RPC_MAGIC);
    let n = c.read_i32_le().await.unwrap() as usize;
    let mut server_key = vec![0; n];
    c.read_exact(&mut server_key).await.unwrap();
    assert_eq!(server_key, b"server:k");
    if init {
        c.write_all(&Request::InitServer { version: "0.8.0".into(), args: vec![] }.encode()).await.unwrap();
        assert_eq!(reply(&mut c).await, Packet::Return(vec![WireValue::None]));
    }
    c
}

async fn reply(c: &mut TcpStream) -> Packet {
    let n = tokio::time::timeout(IO, c.read_u64_le()).await.expect("a reply in time").unwrap();
    let mut body = vec![0; n as usize];
    c.read_exact(&mut body).await.unwrap();
    decode_packet(&body).unwrap()
}

fn exception(p: Packet) -> String {
    match p {
        Packet::Exception(m) => m,
        other => panic!("not an exception: {other:?}"),
    }
}

/// The server closed the connection (EOF within the bounds).
async fn closed(c: &mut TcpStream) {
    let mut b = [0u8; 1];
    let n = tokio::time::timeout(IO, c.read(&mut b)).await.expect("closed in time").unwrap_or(0);
    assert_eq!(n, 0, "the connection stayed open");
}

#[tokio::test]
async fn handshakes_that_are_not_tvms_are_closed() {
    let (s, addr) = server().await;
    let mut c = TcpStream::connect(&addr).await.unwrap();
    c.write_all(&0x2F271i32.to_le_bytes()).await.unwrap(); // the tracker's magic
    closed(&mut c).await;
    let mut c = TcpStream::connect(&addr).await.unwrap();
    c.write_all(&RPC_MAGIC.to_le_bytes()).await.unwrap();
    c.write_all(&i32::MAX.to_le_bytes()).await.unwrap(); // a 2 GiB key
    closed(&mut c).await;
    let mut c = TcpStream::connect(&addr).await.unwrap(); // says nothing
    closed(&mut c).await;
    still_serving(&addr).await;
    wait_until("the server's counters", IO, async || s.stats().sessions == 1).await;
    let st = s.stats();
    assert_eq!((st.refused, st.sessions), (3, 1), "{st:?}");
    assert!(st.last_error.as_deref().is_some_and(|e| e.contains("handshake timed out")), "{st:?}");
}

#[tokio::test]
async fn unserved_requests_are_exceptions_and_the_session_goes_on() {
    let (s, addr) = server().await;
    let mut c = raw(&addr, false).await;
    let get = Request::Syscall { code: RpcCode::GetGlobalFunc, args: vec![WireValue::Str("ekb.test.add".into())] };
    c.write_all(&get.encode()).await.unwrap();
    assert!(exception(reply(&mut c).await).contains("InitRemoteSession first"));
    let init = Request::InitServer { version: "0.7.0".into(), args: vec![] };
    c.write_all(&init.encode()).await.unwrap();
    assert!(exception(reply(&mut c).await).contains("client protocol=0.7.0"));
    let init = Request::InitServer { version: "0.8.0".into(), args: vec![WireValue::Str("rpc.PopenSession".into())] };
    c.write_all(&init.encode()).await.unwrap();
    assert!(exception(reply(&mut c).await).contains("local session only"));
    c.write_all(&Request::InitServer { version: "0.8.0".into(), args: vec![] }.encode()).await.unwrap();
    assert_eq!(reply(&mut c).await, Packet::Return(vec![WireValue::None]));

    let cpu = WireValue::Device(Device::cpu(0));
    for (code, args, says) in [
        (RpcCode::CopyAmongRemote, vec![], "kCopyAmongRemote is not served"),
        (RpcCode::DevCreateStream, vec![cpu.clone()], "kDevCreateStream is not served"),
        (RpcCode::DevAllocData, vec![cpu.clone(), WireValue::Int(64)], "kDevAllocData is not served"),
        (RpcCode::DevGetAttr, vec![cpu.clone()], "kDevGetAttr with arguments of the wrong type or count"),
    ] {
        c.write_all(&Request::Syscall { code, args }.encode()).await.unwrap();
        let m = exception(reply(&mut c).await);
        assert!(m.contains(says), "{m}");
    }
    c.write_all(&Request::Other { code: 4 }.encode()).await.unwrap(); // a kReturn from a client
    assert!(exception(reply(&mut c).await).contains("not a request"));
    c.write_all(&Request::Other { code: 77 }.encode()).await.unwrap();
    assert!(exception(reply(&mut c).await).contains("RPC code 77"));
    c.write_all(&[0u8; 8]).await.unwrap(); // an empty packet is skipped, as TVM does
    c.write_all(&get.encode()).await.unwrap();
    assert!(matches!(reply(&mut c).await, Packet::Return(v) if v == [WireValue::Handle(1)]));
    c.write_all(&Request::Shutdown.encode()).await.unwrap();
    closed(&mut c).await;
    still_serving(&addr).await;
    wait_until("the server's counters", IO, async || s.stats().sessions == 2).await;
    let st = s.stats();
    assert_eq!((st.sessions, st.failed_sessions), (2, 0), "{st:?}");
}

#[tokio::test]
async fn malformed_oversized_and_stalled_packets_end_the_session() {
    let (s, addr) = server().await;
    // A call whose arguments claim more values than the packet holds.
    let mut c = raw(&addr, true).await;
    let mut body = (RpcCode::CallFunc as i32).to_le_bytes().to_vec();
    body.extend_from_slice(&1u64.to_le_bytes());
    body.extend_from_slice(&1000i32.to_le_bytes());
    c.write_all(&(body.len() as u64).to_le_bytes()).await.unwrap();
    c.write_all(&body).await.unwrap();
    let m = exception(reply(&mut c).await);
    assert!(m.contains("malformed packet") && m.contains("num_args"), "{m}");
    closed(&mut c).await;
    still_serving(&addr).await;

    // A length of 1 TiB: answered, closed, never allocated.
    let mut c = raw(&addr, true).await;
    c.write_all(&(1u64 << 40).to_le_bytes()).await.unwrap();
    let m = exception(reply(&mut c).await);
    assert!(m.contains("exceeds this server's limit of 1048576 bytes"), "{m}");
    closed(&mut c).await;
    still_serving(&addr).await;

    // Half a length, then nothing; then a session that never sends its next packet.
    let mut c = raw(&addr, true).await;
    c.write_all(&[9, 0, 0, 0]).await.unwrap();
    closed(&mut c).await;
    let mut idle = raw(&addr, true).await;
    closed(&mut idle).await;
    still_serving(&addr).await;

    wait_until("the server's counters", IO, async || s.stats().sessions == 3).await;
    let st = s.stats();
    assert_eq!((st.sessions, st.failed_sessions), (3, 4), "{st:?}");
    assert!(st.last_error.as_deref().is_some_and(|e| e.contains("idle timed out")), "{st:?}");
}

#[tokio::test]
async fn connections_over_the_cap_are_closed_at_accept() {
    let config = ServerConfig { key: "k".into(), handshake_timeout: IO, max_connections: 1, ..ServerConfig::default() };
    let s = Server::bind("127.0.0.1:0", config, |_| TestDevice::default()).await.unwrap();
    let addr = s.local_addr().to_string();
    let _holder = TcpStream::connect(&addr).await.unwrap(); // silent, within its handshake time
    tokio::time::sleep(Duration::from_millis(200)).await; // accepted
    assert_eq!(s.stats().refused, 0, "{:?}", s.stats());
    let start = tokio::time::Instant::now();
    let mut c = TcpStream::connect(&addr).await.unwrap();
    closed(&mut c).await;
    assert!(start.elapsed() < IO / 2, "closed at accept, not after the handshake timeout: {:?}", start.elapsed());
    wait_until("the server's counters", IO, async || s.stats().refused == 1).await;
    let st = s.stats();
    assert!(st.last_error.as_deref().is_some_and(|e| e.contains("holds its 1 connections")), "{st:?}");
}
