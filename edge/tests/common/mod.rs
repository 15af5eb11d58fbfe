//! The black-box harness: starts a face of the API on a free loopback port and speaks raw
//! HTTP/1.1 to it, byte for byte, so that nothing between the test and the server rewrites the
//! request.
//!
//! The face comes from `CALENDAR_TEST_FACE`: `native` (default) runs `calendar-serve`, `worker`
//! runs `python3 tools/serve_worker.py` (the wasm build in workerd). Every test runs unchanged
//! on both.
#![allow(
    dead_code,
    reason = "each test binary uses a different part of the harness"
)]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test harness: a failure here is a failed test"
)]

/// The rule that a chat's answer tells the page's facts (`chat.rs`).
pub mod facts;
/// Copying a directory: the generator's own test helper, one file for both crates' tests.
#[path = "../../../generator/tests/common/files.rs"]
pub mod files;
/// Forging an entity tag: the library's own test helper, one file for both crates' tests.
#[path = "../../../tests/common/forge.rs"]
pub mod forge;
/// Reading a feed: the library's own test helper, one file for both crates' tests.
#[path = "../../../tests/common/ics.rs"]
pub mod ics;
pub mod openapi;
pub mod receiver;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// The fixture every black-box test serves: the six versions and 42 activities of the facts.
pub fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/dataset.json")
}

/// The events resource, as JSON and as iCalendar: the spec's paths, written out.
pub const JSON: &str = "/api/v1/events";
pub const ICS: &str = "/api/v1/events.ics";

/// The fixture as JSON, to edit.
pub fn fixture_json() -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(fixture()).unwrap()).unwrap()
}

/// Writes an edited copy of the fixture to a file of its own (per test process and `name`) and
/// returns its path.
pub fn edited_fixture(name: &str, edit: impl FnOnce(&mut serde_json::Value)) -> PathBuf {
    let mut value = fixture_json();
    edit(&mut value);
    let dir = std::env::temp_dir().join(format!("calendar-edge-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.json"));
    std::fs::write(&path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
    path
}

/// A fresh (emptied) scratch directory of this test process, named `name`.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "calendar-edge-scratch-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The library over the same file the faces serve, without a reachable rate limit: what a
/// face must answer, byte for byte.
pub fn library() -> calendar::Service {
    let dataset = calendar::Dataset::from_json(&std::fs::read_to_string(fixture()).unwrap());
    calendar::Service::new(
        dataset.unwrap(),
        calendar::LimitConfig {
            max: u32::MAX,
            ..calendar::LimitConfig::default()
        },
    )
}

/// An RFC 3339 timestamp as UTC.
pub fn time(text: &str) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&chrono::Utc)
}

/// `Cache-Control` of every success, as the spec writes it.
pub const CACHE_CONTROL_OK: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/// `CDN-Cache-Control` beside it: the edge's lifetime, serve-stale on.
pub const CDN_CACHE_CONTROL: &str =
    "public, max-age=60, stale-while-revalidate=300, stale-if-error=86400";

/// The native server, for the tests that drive its command line and its process.
pub const SERVE: &str = env!("CARGO_BIN_EXE_calendar-serve");

/// Waits for the `… listening on http://ADDR` line both faces print once they accept
/// connections, and returns ADDR; a thread then keeps draining stdout, so that the server never
/// blocks on a full pipe. `what` names the server in the panic if it exits first.
pub fn listening_addr(child: &mut Child, what: &str) -> String {
    listening_or_exit(child)
        .unwrap_or_else(|status| panic!("{what} exited before listening: {status}"))
}

/// [`listening_addr`], or how the server exited when it did before listening.
pub fn listening_or_exit(child: &mut Child) -> Result<String, ExitStatus> {
    let stdout = child.stdout.take().expect("stdout is piped");
    let mut lines = BufReader::new(stdout).lines();
    let addr = loop {
        let Some(Ok(line)) = lines.next() else {
            return Err(child.wait().expect("the server is a child of this test"));
        };
        if let Some((_, addr)) = line.split_once("listening on http://") {
            break addr.trim().to_string();
        }
    };
    std::thread::spawn(move || lines.for_each(drop));
    Ok(addr)
}

/// The native server on `dataset` at a free loopback port, with `args`, the rate-limit variables
/// of the test's own environment removed and `env` set; stdout and stderr piped (read the
/// address with [`listening_addr`]). For the tests of its command line and process.
pub fn serve_command(dataset: &Path, args: &[&str], env: &[(&str, &str)]) -> Command {
    serve_through(Command::new(SERVE), dataset, args, env)
}

/// [`serve_command`] run by `command`, a program and its leading arguments that start
/// calendar-serve with the arguments that follow (a shell that sets limits, say).
pub fn serve_through(
    mut command: Command,
    dataset: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> Command {
    command
        .args(["--listen", "127.0.0.1:0", "--dataset"])
        .arg(dataset)
        .args(args);
    unset_limits(&mut command);
    command
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// The rate limit's deployment variables (`calendar::LimitConfig::from_env` reads them): a
/// server under test starts without the caller's values of them.
const LIMIT_VARS: [&str; 3] = [
    "CALENDAR_API_RATE_LIMIT_WINDOW_MS",
    "CALENDAR_API_RATE_LIMIT_MAX",
    "CALENDAR_API_RATE_LIMIT_CLIENTS",
];

fn unset_limits(command: &mut Command) {
    for var in LIMIT_VARS {
        command.env_remove(var);
    }
}

/// Whether a line containing `needle` comes from `lines` (a server's stderr,
/// [`Server::start_reading_stderr`]) within `within`: a bounded wait, not a sleep.
pub fn says(lines: &mpsc::Receiver<String>, needle: &str, within: Duration) -> bool {
    let deadline = std::time::Instant::now() + within;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(needle) => return true,
            Ok(_) => {}
            Err(_) => return false,
        }
    }
    false
}

/// `child`'s piped standard error, line by line, through the receiver.
pub fn stderr_lines(child: &mut Child) -> mpsc::Receiver<String> {
    let stderr = BufReader::new(child.stderr.take().expect("stderr is piped"));
    let (lines, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            // The test may stop listening; the server's lines are still read to its end.
            let _ = lines.send(line);
        }
    });
    receiver
}

/// The face under test: `CALENDAR_TEST_FACE`, `native` by default.
pub fn face() -> String {
    std::env::var("CALENDAR_TEST_FACE").unwrap_or_else(|_| "native".into())
}

/// The command that starts the face under test on `dataset` at a free loopback port, with the
/// rate-limit variables of the test's own environment removed and `env` set ([`serve_through`]:
/// stdout and stderr piped; [`Server::start_with`] lets stderr through).
pub fn face_command(dataset: &Path, env: &[(&str, &str)]) -> Command {
    face_command_with(dataset, &[], env)
}

/// [`face_command`] with `args` after the dataset (both faces take `--now`).
pub fn face_command_with(dataset: &Path, args: &[&str], env: &[(&str, &str)]) -> Command {
    let program = match face().as_str() {
        "native" => Command::new(SERVE),
        "worker" => {
            let mut python = Command::new("python3");
            python.arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("../tools/serve_worker.py"));
            python
        }
        other => panic!("CALENDAR_TEST_FACE={other:?}: expected native or worker"),
    };
    serve_through(program, dataset, args, env)
}

/// A server on the fixture whose rate limit no test reaches.
pub fn unlimited_server() -> Server {
    Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")])
}

/// A running server, stopped (SIGTERM, then waited for) when dropped.
pub struct Server {
    child: Child,
    pub addr: String,
}

impl Server {
    /// Starts the face under test on the fixture with the default rate limit.
    pub fn start() -> Server {
        Server::start_with(&fixture(), &[])
    }

    /// Starts the face under test on `dataset` with extra environment variables.
    pub fn start_with(dataset: &Path, env: &[(&str, &str)]) -> Server {
        Server::start_with_args(dataset, &[], env)
    }

    /// [`Server::start_with`] with `args` after the dataset (`--now`, say).
    pub fn start_with_args(dataset: &Path, args: &[&str], env: &[(&str, &str)]) -> Server {
        let mut command = face_command_with(dataset, args, env);
        command.stderr(Stdio::inherit());
        let face = face();
        let mut child = command
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {face}: {e}"));
        let addr = listening_addr(&mut child, &face);
        Server { child, addr }
    }

    /// Starts the face under test on `dataset` with extra environment variables, its standard
    /// error sent line by line to the receiver; how it exited when it did before listening.
    pub fn start_reading_stderr(
        dataset: &Path,
        env: &[(&str, &str)],
    ) -> (Result<Server, ExitStatus>, mpsc::Receiver<String>) {
        let mut child = face_command(dataset, env)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", face()));
        let receiver = stderr_lines(&mut child);
        let started = listening_or_exit(&mut child).map(|addr| Server { child, addr });
        (started, receiver)
    }

    /// `target`, then `target` again with the first answer's `ETag` in `If-None-Match`: both
    /// answers ([`Server::revalidated_with`]).
    pub fn revalidated(&self, target: &str) -> (HttpResponse, HttpResponse) {
        self.revalidated_with(target, "etag", "If-None-Match")
    }

    /// `target`, then `target` again with the first answer's `validator` header sent as
    /// `condition`: both answers. An answer that changes with the minute (the page, the
    /// embeds, the events of a period) can get a new validator between the two; then the second
    /// is a `200` with another one, and the question is asked once more with that one (two
    /// minutes cannot turn meanwhile).
    pub fn revalidated_with(
        &self,
        target: &str,
        validator: &str,
        condition: &str,
    ) -> (HttpResponse, HttpResponse) {
        let value = |response: &HttpResponse| {
            response
                .header(validator)
                .unwrap_or_else(|| panic!("{target}: no {validator}"))
                .to_string()
        };
        let first = self.get(target);
        let sent = value(&first);
        let again = self.send("GET", target, &[(condition, &sent)]);
        if again.status == 200 && value(&again) != sent {
            let newer = value(&again);
            let last = self.send("GET", target, &[(condition, &newer)]);
            return (again, last);
        }
        (first, again)
    }

    /// Sends `method target` with extra header lines and returns the parsed response.
    pub fn send(&self, method: &str, target: &str, headers: &[(&str, &str)]) -> HttpResponse {
        send_to(&self.addr, method, target, headers)
    }

    /// Sends `GET target` with exactly these header lines (no `Host` of its own).
    pub fn get_with_head(&self, target: &str, lines: &[&str]) -> HttpResponse {
        let stream = TcpStream::connect(&self.addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut request = format!("GET {target} HTTP/1.1\r\n");
        for line in lines {
            request.push_str(&format!("{line}\r\n"));
        }
        request.push_str("Connection: close\r\n\r\n");
        (&stream).write_all(request.as_bytes()).unwrap();
        HttpResponse::read(&mut BufReader::new(stream), false)
    }

    pub fn get(&self, target: &str) -> HttpResponse {
        self.send("GET", target, &[])
    }

    /// Sends `POST target` with extra header lines and `body` (with its `Content-Length`).
    pub fn post(&self, target: &str, headers: &[(&str, &str)], body: &[u8]) -> HttpResponse {
        let length = body.len().to_string();
        let mut all = headers.to_vec();
        all.push(("Content-Length", &length));
        send_with_body(&self.addr, "POST", target, &all, body)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // SIGTERM lets the face stop its own children (workerd); then reap it.
        let _ = Command::new("kill")
            .arg(self.child.id().to_string())
            .status();
        let _ = self.child.wait();
    }
}

/// Sends `method target` with extra header lines to the server at `addr` on a connection of its
/// own and returns the parsed response.
pub fn send_to(addr: &str, method: &str, target: &str, headers: &[(&str, &str)]) -> HttpResponse {
    send_with_body(addr, method, target, headers, b"")
}

/// [`send_to`] with `body` written after the head as it is (the headers frame it).
pub fn send_with_body(
    addr: &str,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> HttpResponse {
    let stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut request = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\n");
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("Connection: close\r\n\r\n");
    (&stream).write_all(request.as_bytes()).unwrap();
    // A server may answer (and close) before reading a body it refuses: not a failure here.
    let _ = (&stream).write_all(body);
    // Read exactly the framed response: workerd keeps a connection open for seconds after
    // `Connection: close`, so waiting for EOF would stall every request.
    HttpResponse::read(&mut BufReader::new(stream), method == "HEAD")
}

/// A response as it came over the wire.
#[derive(Debug)]
pub struct HttpResponse {
    pub status: u16,
    /// Names lowercased, in order.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl HttpResponse {
    /// Reads one framed response from `reader` (a connection kept alive reads the next one after).
    pub fn read(reader: &mut impl BufRead, head_only: bool) -> HttpResponse {
        let mut status_line = String::new();
        reader.read_line(&mut status_line).unwrap();
        let status: u16 = status_line.split(' ').nth(1).unwrap().parse().unwrap();
        let mut headers = Vec::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                break;
            }
            let (name, value) = line.split_once(':').unwrap();
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
        }
        let value = |name: &str| {
            headers
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
        };
        let body = if head_only || status == 204 || status == 304 {
            Vec::new()
        } else if value("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
            read_chunked(reader)
        } else if let Some(length) = value("content-length") {
            let mut body = vec![0; length.parse().unwrap()];
            reader.read_exact(&mut body).unwrap();
            body
        } else {
            let mut body = Vec::new();
            reader.read_to_end(&mut body).unwrap();
            body
        };
        HttpResponse {
            status,
            headers,
            body,
        }
    }

    /// The one value of a header; fails the test if it is repeated.
    pub fn header(&self, name: &str) -> Option<&str> {
        let mut values = self.headers.iter().filter(|(n, _)| n == name);
        let first = values.next().map(|(_, v)| v.as_str());
        assert!(
            values.next().is_none(),
            "header {name} repeated: {:?}",
            self.headers
        );
        first
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "body is not JSON ({e}): {}",
                String::from_utf8_lossy(&self.body)
            )
        })
    }

    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).unwrap()
    }
}

fn read_chunked(reader: &mut impl BufRead) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let mut size_line = String::new();
        reader.read_line(&mut size_line).unwrap();
        let size = usize::from_str_radix(size_line.split(';').next().unwrap().trim(), 16).unwrap();
        let mut chunk = vec![0; size + 2];
        reader.read_exact(&mut chunk).unwrap();
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&chunk[..size]);
    }
}
