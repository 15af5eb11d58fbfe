//! `calendar-serve` under abuse, black-box on loopback: the connection deadlines, the connection
//! cap, descriptors running out, a stalled log, the limiter at its cap, and the graceful stop.
//! (Native only: the Worker's connections are Cloudflare's.)
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use common::SERVE;

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStderr, Command};
use std::time::{Duration, Instant};

struct Serve {
    child: Child,
    addr: String,
    stderr: Option<ChildStderr>,
}

impl Serve {
    /// Starts calendar-serve on the fixture, through `sh -c` so that `ulimit` can be set first.
    fn start(shell_prefix: &str, args: &[&str], env: &[(&str, &str)]) -> Serve {
        let script = format!("{shell_prefix} exec \"$0\" \"$@\"");
        let mut shell = Command::new("sh");
        shell.args(["-c", &script, SERVE]);
        let mut child = common::serve_through(shell, &common::fixture(), args, env)
            .spawn()
            .unwrap();
        let addr = common::listening_addr(&mut child, "calendar-serve");
        let stderr = child.stderr.take();
        Serve {
            child,
            addr,
            stderr,
        }
    }

    /// Reads stderr from now on in a thread; the text comes back when the server exits.
    fn drain_stderr(&mut self) -> std::thread::JoinHandle<String> {
        let mut stderr = self.stderr.take().unwrap();
        std::thread::spawn(move || {
            let mut text = String::new();
            stderr.read_to_string(&mut text).unwrap();
            text
        })
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.addr).unwrap();
        stream.set_nodelay(true).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        stream
    }

    /// A connection from `local` (127.0.0.2, 127.0.0.3: other clients on Linux loopback).
    fn connect_from(&self, local: &str) -> TcpStream {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .build()
            .unwrap();
        let stream = runtime.block_on(async {
            let socket = tokio::net::TcpSocket::new_v4().unwrap();
            socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
            socket.connect(self.addr.parse().unwrap()).await.unwrap()
        });
        let stream = stream.into_std().unwrap();
        stream.set_nonblocking(false).unwrap();
        stream.set_nodelay(true).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .unwrap();
        stream
    }

    fn terminate(&mut self) -> std::process::ExitStatus {
        Command::new("kill")
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        self.child.wait().unwrap()
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Sends one keep-alive GET with extra header lines.
fn send(stream: &mut TcpStream, target: &str, headers: &str) {
    let request = format!("GET {target} HTTP/1.1\r\nHost: x\r\n{headers}\r\n");
    stream.write_all(request.as_bytes()).unwrap();
}

/// Reads one response framed by its Content-Length; returns the status.
fn status(stream: &mut TcpStream) -> u16 {
    // The server sends nothing beyond the response, so a reader per response loses nothing.
    let mut reader = BufReader::new(&*stream);
    let mut head = String::new();
    while !head.ends_with("\r\n\r\n") {
        assert!(reader.read_line(&mut head).unwrap() > 0, "closed: {head}");
    }
    let length: usize = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().parse().unwrap())
        })
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    head[9..12].parse().unwrap()
}

/// Waits until the server closes `stream`; returns how long that took.
fn closed_after(stream: &mut TcpStream) -> Duration {
    let started = Instant::now();
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return started.elapsed(),
            Ok(_) => {}
            Err(e) if e.kind() == ErrorKind::ConnectionReset => return started.elapsed(),
            Err(e) => panic!("still open after {:?}: {e}", started.elapsed()),
        }
    }
}

/// CPU seconds (user + system) the process has used, from /proc.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    // utime and stime are fields 14 and 15 of stat(5); 12 and 13 after the `)`.
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}

#[test]
fn a_connection_without_a_complete_head_is_closed_after_the_header_timeout() {
    let server = Serve::start("", &["--header-timeout", "1", "--idle-timeout", "30"], &[]);
    let mut stream = server.connect();
    stream
        .write_all(b"GET /api/v1/events HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    let waited = closed_after(&mut stream);
    assert!(
        waited >= Duration::from_millis(900) && waited < Duration::from_secs(6),
        "{waited:?}"
    );
    // A connection that sends nothing at all is closed the same way.
    let waited = closed_after(&mut server.connect());
    assert!(waited < Duration::from_secs(6), "{waited:?}");
}

#[test]
fn keep_alive_outlives_the_header_timeout_and_ends_at_the_idle_timeout() {
    let server = Serve::start("", &["--header-timeout", "1", "--idle-timeout", "3"], &[]);
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_eq!(status(&mut stream), 200);
    // Idle for longer than the header timeout: the connection still serves.
    std::thread::sleep(Duration::from_millis(1_500));
    send(&mut stream, "/api/v1/events?version=2", "");
    assert_eq!(status(&mut stream), 200);
    let waited = closed_after(&mut stream);
    assert!(
        waited >= Duration::from_millis(2_500) && waited < Duration::from_secs(8),
        "{waited:?}"
    );
}

#[test]
fn beyond_max_connections_a_connection_waits_until_one_closes() {
    let server = Serve::start("", &["--max-connections", "2"], &[]);
    let mut first = server.connect();
    let mut second = server.connect();
    for stream in [&mut first, &mut second] {
        send(stream, "/api/v1/events?version=1", "");
        assert_eq!(status(stream), 200);
    }
    let mut third = server.connect();
    send(&mut third, "/api/v1/events?version=1", "");
    third
        .set_read_timeout(Some(Duration::from_millis(1_000)))
        .unwrap();
    let mut byte = [0u8; 1];
    let early = third.read(&mut byte);
    assert!(
        matches!(&early, Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut)),
        "served beyond the cap: {early:?}"
    );
    drop(first);
    third
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    assert_eq!(status(&mut third), 200);
}

#[test]
fn out_of_descriptors_it_backs_off_logs_little_and_recovers() {
    let mut server = Serve::start(
        "ulimit -n 64;",
        &[
            "--max-connections",
            "1000",
            "--max-connections-per-client",
            "1000",
        ],
        &[],
    );
    let log = server.drain_stderr();
    // More connections than descriptors: the kernel completes them, accept() fails with EMFILE.
    let held: Vec<TcpStream> = (0..100).map(|_| server.connect()).collect();
    let pid = server.child.id();
    std::thread::sleep(Duration::from_millis(500));
    let before = cpu_seconds(pid);
    std::thread::sleep(Duration::from_secs(3));
    let used = cpu_seconds(pid) - before;
    assert!(
        used < 0.3,
        "{used} CPU seconds in 3 s while out of descriptors"
    );
    drop(held);
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_eq!(
        status(&mut stream),
        200,
        "serves again once descriptors free up"
    );
    drop(stream);
    assert!(server.terminate().success());
    let log = log.join().unwrap();
    let failures = log.lines().filter(|l| l.contains("accept failed")).count();
    assert!(failures >= 1, "{log}");
    assert!(
        failures <= 6,
        "at most one line a second: {failures}\n{log}"
    );
}

#[test]
fn a_stalled_stderr_drops_log_lines_instead_of_stalling_requests() {
    // Nobody reads stderr until the end: the pipe fills after some hundred lines.
    let mut server = Serve::start("", &[], &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")]);
    let mut stream = server.connect();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    for n in 0..10_000 {
        send(&mut stream, &format!("/api/v1/events?version=1&n={n}"), "");
        // 400 (unknown parameter `n`), answered at once even though no log line can be written.
        assert_eq!(status(&mut stream), 400, "request {n}");
    }
    drop(stream);
    let log = server.drain_stderr();
    assert!(server.terminate().success());
    let log = log.join().unwrap();
    assert!(
        log.contains("log lines dropped"),
        "{}",
        &log[log.len().saturating_sub(2000)..]
    );
    assert!(log.contains("calendar-serve: stopped"));
}

#[test]
fn at_the_client_cap_a_new_client_is_still_counted() {
    let server = Serve::start(
        "",
        &["--client-ip-header", "X-Forwarded-For"],
        &[
            ("CALENDAR_API_RATE_LIMIT_MAX", "3"),
            ("CALENDAR_API_RATE_LIMIT_CLIENTS", "64"),
        ],
    );
    // A connection per request: a 429 closes its connection.
    let get = |client: &str| {
        let mut stream = server.connect();
        send(
            &mut stream,
            "/api/v1/events?version=1",
            &format!("X-Forwarded-For: {client}\r\n"),
        );
        status(&mut stream)
    };
    for n in 0..64 {
        assert_eq!(get(&format!("203.0.113.{n}")), 200);
    }
    // The table is full; another client is counted all the same: at most its 3, then 429s
    // (fewer than 3 only if both its spill slots hold the evicted client's window).
    let statuses: Vec<u16> = (0..5).map(|_| get("198.51.100.1")).collect();
    assert_eq!(statuses[0], 200, "{statuses:?}");
    assert_eq!(statuses[3..], [429, 429], "{statuses:?}");
}

#[test]
fn sigterm_closes_idle_connections_finishes_started_requests_and_exits_zero() {
    let mut server = Serve::start("", &[], &[]);
    let log = server.drain_stderr();
    let mut idle = server.connect();
    send(&mut idle, "/api/v1/events?version=1", "");
    assert_eq!(status(&mut idle), 200);
    let mut started = server.connect();
    started
        .write_all(b"GET /api/v1/events?version=2 HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    // The server has the first bytes of the request before the signal.
    let mut probe = server.connect();
    send(
        &mut probe,
        "/api/v1/events?version=1",
        "Connection: close\r\n",
    );
    assert_eq!(status(&mut probe), 200);
    Command::new("kill")
        .arg(server.child.id().to_string())
        .status()
        .unwrap();
    assert!(closed_after(&mut idle) < Duration::from_secs(5));
    started.write_all(b"\r\n").unwrap();
    assert_eq!(status(&mut started), 200, "a started request is answered");
    let status = server.child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    let log = log.join().unwrap();
    assert!(log.contains("calendar-serve: stopped"), "{log}");
}

#[test]
fn behind_a_proxy_a_client_cannot_pose_as_a_fresh_one() {
    let server = Serve::start(
        "",
        &["--client-ip-header", "X-Forwarded-For"],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "3")],
    );
    // A connection per request: a 429 closes its connection.
    let get = |value: &str| {
        let mut stream = server.connect();
        send(
            &mut stream,
            "/api/v1/events?version=1",
            &format!("X-Forwarded-For: {value}\r\n"),
        );
        status(&mut stream)
    };
    // The client writes a new address each time; the proxy appends the same one, spelled as
    // proxies do.
    for proxy_wrote in [
        "[2001:db8::1]",
        "2001:db8:0:2::1%eth0",
        "\"203.0.113.5\"",
        "203.0.113.6:5678",
        "unknown",
    ] {
        let statuses: Vec<u16> = (0..4)
            .map(|n| get(&format!("198.51.100.{n}, {proxy_wrote}")))
            .collect();
        assert_eq!(statuses, [200, 200, 200, 429], "proxy wrote {proxy_wrote}");
    }
}

#[test]
fn an_unreadable_proxy_item_keys_the_peer_so_two_peers_stay_apart() {
    let server = Serve::start(
        "",
        &[
            "--client-ip-header",
            "X-Forwarded-For",
            "--trusted-proxies",
            "2",
        ],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "2")],
    );
    let get = |from: &str, value: &str| {
        let mut stream = server.connect_from(from);
        send(
            &mut stream,
            "/api/v1/events?version=1",
            &format!("X-Forwarded-For: {value}\r\n"),
        );
        status(&mut stream)
    };
    // Two proxies: the client is the second item from the right.
    assert_eq!(get("127.0.0.2", "6.6.6.6, 203.0.113.1, 10.0.0.1"), 200);
    assert_eq!(get("127.0.0.2", "6.6.6.7, 203.0.113.1, 10.0.0.1"), 200);
    assert_eq!(get("127.0.0.2", "6.6.6.8, 203.0.113.1, 10.0.0.1"), 429);
    // The outer proxy wrote `unknown`: keyed by the peer, not by 6.6.6.x further left.
    assert_eq!(get("127.0.0.2", "6.6.6.1, unknown, 10.0.0.1"), 200);
    assert_eq!(get("127.0.0.2", "6.6.6.2, unknown, 10.0.0.1"), 200);
    assert_eq!(get("127.0.0.2", "6.6.6.3, unknown, 10.0.0.1"), 429);
    assert_eq!(
        get("127.0.0.3", "6.6.6.4, unknown, 10.0.0.1"),
        200,
        "another peer"
    );
}

/// Reads one whole response, then expects the server to close: (status, head, body).
fn final_response(stream: &mut TcpStream) -> (u16, String, serde_json::Value) {
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head[9..12].parse().unwrap();
    let body = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {text}"));
    (status, head.to_ascii_lowercase(), body)
}

fn assert_closing_envelope(stream: &mut TcpStream, status: u16, code: &str) {
    let (got, head, body) = final_response(stream);
    assert_eq!(got, status, "{head}");
    assert!(
        head.contains("\r\ncontent-type: application/json; charset=utf-8"),
        "{head}"
    );
    assert!(head.contains("\r\ncache-control: no-store"), "{head}");
    assert!(head.contains("\r\nconnection: close"), "{head}");
    assert!(
        head.contains("\r\naccess-control-allow-origin: *"),
        "{head}"
    );
    assert_eq!(body["success"], false);
    assert_eq!(body["apiVersion"], "1");
    assert_eq!(body["error"]["code"], code, "{body}");
    let doc = common::openapi::document();
    let schema = match code {
        "RATE_LIMITED" => serde_json::json!({ "$ref": "#/components/schemas/ErrorResponse" }),
        _ => serde_json::json!({ "$ref": "#/components/schemas/HeadErrorResponse" }),
    };
    common::openapi::validate(&doc, &schema, &body, code);
}

#[test]
fn oversized_and_malformed_heads_get_the_envelope_and_close() {
    let server = Serve::start("", &[], &[]);
    // A 60 KB query.
    let mut stream = server.connect();
    send(
        &mut stream,
        &format!("/api/v1/events?version={}", "1".repeat(60_000)),
        "",
    );
    assert_closing_envelope(&mut stream, 414, "URI_TOO_LONG");
    // 3,000 query parameters.
    let mut stream = server.connect();
    send(
        &mut stream,
        &format!("/api/v1/events?{}", "version=1&".repeat(3_000)),
        "",
    );
    assert_closing_envelope(&mut stream, 414, "URI_TOO_LONG");
    // 20 KB of headers, and 200 small headers.
    let big = (0..100)
        .map(|n| format!("X-Pad-{n}: {}\r\n", "p".repeat(200)))
        .collect::<String>();
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events", &big);
    assert_closing_envelope(&mut stream, 431, "HEADERS_TOO_LARGE");
    let many = (0..200)
        .map(|n| format!("X-{n}: 1\r\n"))
        .collect::<String>();
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events", &many);
    assert_closing_envelope(&mut stream, 431, "HEADERS_TOO_LARGE");
    // A header line without a colon.
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events", "no colon here\r\n");
    assert_closing_envelope(&mut stream, 400, "BAD_REQUEST");
    // After a served request on the same connection, the same.
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_eq!(status(&mut stream), 200);
    send(&mut stream, &format!("/?{}", "x".repeat(20_000)), "");
    assert_closing_envelope(&mut stream, 414, "URI_TOO_LONG");
}

#[test]
fn an_incomplete_head_at_the_header_timeout_gets_a_408_and_closes() {
    let server = Serve::start("", &["--header-timeout", "1"], &[]);
    let mut stream = server.connect();
    stream
        .write_all(b"GET /api/v1/events HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    assert_closing_envelope(&mut stream, 408, "REQUEST_TIMEOUT");
}

#[test]
fn a_429_closes_its_connection() {
    let server = Serve::start("", &[], &[("CALENDAR_API_RATE_LIMIT_MAX", "1")]);
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_eq!(status(&mut stream), 200);
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_closing_envelope(&mut stream, 429, "RATE_LIMITED");
}

#[test]
fn one_client_holding_connections_never_keeps_another_from_being_served() {
    let server = Serve::start(
        "",
        &[
            "--max-connections",
            "8",
            "--max-connections-per-client",
            "4",
        ],
        &[],
    );
    // 127.0.0.2 opens 30 connections and sends nothing on them.
    let hog: Vec<TcpStream> = (0..30).map(|_| server.connect_from("127.0.0.2")).collect();
    // 127.0.0.3 connects after all of them and is served at once.
    let mut other = server.connect_from("127.0.0.3");
    other
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    send(&mut other, "/api/v1/events?version=1", "");
    assert_eq!(status(&mut other), 200);
    // The server accepted the 30 before it; it kept 4 and closed the rest at once.
    let mut open = 0;
    for mut stream in hog {
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        match stream.read(&mut [0u8; 16]) {
            Ok(0) => {}
            Err(e) if e.kind() == ErrorKind::ConnectionReset => {}
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => open += 1,
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(open, 4, "the per-client cap");
}

#[test]
fn a_client_spread_over_many_connections_is_counted_in_one_limiter() {
    // calendar-serve accepts on every core; wherever each of these connections lands, one rate
    // limiter counts them all: exactly the limit's worth of 200s.
    let server = Serve::start("", &[], &[("CALENDAR_API_RATE_LIMIT_MAX", "10")]);
    let mut streams: Vec<Option<TcpStream>> = (0..12).map(|_| Some(server.connect())).collect();
    let mut statuses = Vec::new();
    for _ in 0..2 {
        for slot in &mut streams {
            let Some(stream) = slot else { continue };
            send(stream, "/api/v1/events?version=1", "");
            let code = status(stream);
            statuses.push(code);
            if code == 429 {
                *slot = None; // a 429 closes its connection
            }
        }
    }
    let served = statuses.iter().filter(|s| **s == 200).count();
    assert_eq!(served, 10, "{statuses:?}");
    assert!(
        statuses.iter().all(|s| [200, 429].contains(s)),
        "{statuses:?}"
    );
}

#[test]
fn a_repeated_or_malformed_host_is_a_400_in_the_envelope_and_closes() {
    // calendar-serve's own answer, closing the connection (the Worker's are in http.rs).
    let server = Serve::start("", &[], &[]);
    for lines in [
        "Host: evil.example\"><script>alert(1)</script>\r\n",
        "Host: user@evil.example\r\n",
        "Host: evil.example/path\r\n",
        "Host: a.example\r\nHost: b.example\r\n",
    ] {
        let mut stream = server.connect();
        let request = format!("GET / HTTP/1.1\r\n{lines}\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        assert_closing_envelope(&mut stream, 400, "BAD_REQUEST");
    }
}

#[test]
fn a_refused_host_is_counted_like_every_other_request() {
    // With a limit of 3, three requests refused for their Host (a preflight and a page file
    // among them, which a valid Host would leave uncounted) spend the window: the next is a 429.
    let server = Serve::start("", &[], &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    for (method, target, lines) in [
        (
            "GET",
            "/api/v1/events",
            "Host: a.example\r\nHost: b.example\r\n",
        ),
        ("OPTIONS", "/api/v1/events", "Host: evil_host.example\r\n"),
        ("GET", "/assets/page.css", "Host: evil.example:0\r\n"),
    ] {
        let mut stream = server.connect();
        let request = format!("{method} {target} HTTP/1.1\r\n{lines}\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        assert_closing_envelope(&mut stream, 400, "BAD_REQUEST");
    }
    let mut stream = server.connect();
    send(&mut stream, "/api/v1/events?version=1", "");
    assert_closing_envelope(&mut stream, 429, "RATE_LIMITED");
}

#[test]
fn behind_a_proxy_the_per_peer_cap_is_the_global_one() {
    // Every connection comes from the proxy: 30 at once are all served.
    let server = Serve::start(
        "",
        &[
            "--client-ip-header",
            "X-Forwarded-For",
            "--max-connections",
            "40",
        ],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")],
    );
    let mut streams: Vec<TcpStream> = (0..30).map(|_| server.connect_from("127.0.0.2")).collect();
    for (n, stream) in streams.iter_mut().enumerate() {
        send(
            stream,
            "/api/v1/events?version=1",
            &format!("X-Forwarded-For: 203.0.113.{n}\r\n"),
        );
        assert_eq!(status(stream), 200, "connection {n}");
    }
}
