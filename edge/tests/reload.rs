//! `calendar-serve --dataset FILE` with FILE replaced while it serves: on SIGHUP or when the poll
//! sees the change, the new dataset is served whole, no response mixes the two, a corrupt file
//! changes nothing served, and the rate limiter counts on. (Native only: the Worker bakes its
//! dataset at build time.)
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use common::{HttpResponse, JSON};

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The longest a test waits for a line of the server's log.
const PATIENCE: Duration = Duration::from_secs(30);

/// One dataset as the test knows it: its text, its tag and its events' ids and titles.
struct Known {
    text: String,
    tag: String,
    events: Vec<(String, String)>,
}

impl Known {
    fn new(value: &serde_json::Value) -> Known {
        let text = serde_json::to_string_pretty(value).unwrap();
        let dataset = calendar::Dataset::from_json(&text).unwrap();
        let tag = calendar::Service::new(dataset, calendar::LimitConfig::default())
            .dataset_cache_tag()
            .to_string();
        Known {
            events: events_of(value),
            text,
            tag,
        }
    }
}

/// The events' ids and titles, sorted: what tells the two datasets apart in a body.
fn events_of(document: &serde_json::Value) -> Vec<(String, String)> {
    let mut events: Vec<(String, String)> = document["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let text = |name: &str| e[name].as_str().unwrap().to_string();
            (text("id"), text("title"))
        })
        .collect();
    events.sort();
    events
}

/// The fixture (A) and an edit of it (B): another title, another `generatedAt`.
fn datasets() -> (Known, Known) {
    let a = common::fixture_json();
    let mut b = a.clone();
    b["data"]["events"][0]["title"] = "「临渊望北」特许寻访（重载）".into();
    b["generatedAt"] = "2026-10-08T12:00:00+08:00".into();
    (Known::new(&a), Known::new(&b))
}

/// Which of the two datasets answered: the response's `Cache-Tag` names exactly one, and its
/// body lists exactly that one's events.
fn which(response: &HttpResponse, a: &Known, b: &Known) -> char {
    assert_eq!(response.status, 200, "{}", response.text());
    let tags: Vec<&str> = response.header("cache-tag").unwrap().split(',').collect();
    let (letter, known) = match (
        tags.contains(&a.tag.as_str()),
        tags.contains(&b.tag.as_str()),
    ) {
        (true, false) => ('A', a),
        (false, true) => ('B', b),
        other => panic!("Cache-Tag {tags:?} names A, B: {other:?}"),
    };
    assert_eq!(
        events_of(&response.json()),
        known.events,
        "the body is not {letter}'s whole, though its Cache-Tag is"
    );
    letter
}

/// A JSON body without `generatedAt` (the moment of the request).
fn without_clock(response: &HttpResponse) -> serde_json::Value {
    let mut body = response.json();
    body.as_object_mut().unwrap().remove("generatedAt").unwrap();
    body
}

/// `calendar-serve` on a copy of A in a directory of its own, its log read by a thread.
struct Serving {
    child: Child,
    addr: String,
    dir: PathBuf,
    dataset: PathBuf,
    log: Receiver<String>,
}

impl Serving {
    fn start(name: &str, a: &Known, args: &[&str], env: &[(&str, &str)]) -> Serving {
        let dir = std::env::temp_dir().join(format!(
            "calendar-serve-reload-{}-{name}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let dataset = dir.join("events.json");
        std::fs::write(&dataset, &a.text).unwrap();
        let mut child = common::serve_command(&dataset, args, env).spawn().unwrap();
        let addr = common::listening_addr(&mut child, "calendar-serve");
        let (tx, log) = std::sync::mpsc::channel();
        let stderr = BufReader::new(child.stderr.take().unwrap());
        std::thread::spawn(move || {
            for line in stderr.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        Serving {
            child,
            addr,
            dir,
            dataset,
            log,
        }
    }

    /// Publishes `text` as a generator does: a temporary file renamed over the dataset.
    fn publish(&self, text: impl AsRef<[u8]>) {
        let temp = self.dir.join(".events.json.tmp");
        std::fs::write(&temp, text).unwrap();
        std::fs::rename(&temp, &self.dataset).unwrap();
    }

    fn hangup(&self) {
        let status = Command::new("kill")
            .args(["-HUP", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// The next log line that starts with `prefix` (the lines before it are passed over).
    fn wait_for(&self, prefix: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.log.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return line,
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => panic!("no `{prefix}` line in {PATIENCE:?}"),
                Err(RecvTimeoutError::Disconnected) => panic!("exited before `{prefix}`"),
            }
        }
    }

    fn get(&self, client: &str) -> HttpResponse {
        common::send_to(&self.addr, "GET", JSON, &[("X-Forwarded-For", client)])
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

const RELOADED: &str = "calendar-serve: reloaded dataset ";
const FAILED: &str = "calendar-serve: reload failed, still serving the previous dataset: ";

#[test]
fn a_dataset_replaced_under_load_is_served_whole_from_the_next_request() {
    let (a, b) = datasets();
    let (a, b) = (Arc::new(a), Arc::new(b));
    let server = Serving::start(
        "load",
        &a,
        &["--reload-interval", "0"],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    assert_eq!(which(&server.get("192.0.2.1"), &a, &b), 'A');
    // A connection kept alive across the reload.
    let kept = TcpStream::connect(&server.addr).unwrap();
    kept.set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut kept_reader = BufReader::new(kept.try_clone().unwrap());
    let on_kept = |reader: &mut BufReader<TcpStream>| {
        let head = format!("GET {JSON} HTTP/1.1\r\nHost: {}\r\n\r\n", server.addr);
        (&kept).write_all(head.as_bytes()).unwrap();
        which(&HttpResponse::read(reader, false), &a, &b)
    };
    assert_eq!(on_kept(&mut kept_reader), 'A');

    // Clients in a loop, each request on a new connection; a response is "after" when it was
    // sent after the reload's log line was read (the swap precedes that line).
    let swapped = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = (0..4)
        .map(|i| {
            let (addr, swapped) = (server.addr.clone(), Arc::clone(&swapped));
            let (a, b) = (Arc::clone(&a), Arc::clone(&b));
            std::thread::spawn(move || {
                let mut seen = Vec::new();
                let mut after = 0;
                // Bounded: 2,000 requests each at most, and 20 after the swap suffice.
                while seen.len() < 2_000 && after < 20 {
                    let sent_after = swapped.load(Ordering::SeqCst);
                    let client = format!("192.0.2.{}", 10 + i);
                    let response =
                        common::send_to(&addr, "GET", JSON, &[("X-Forwarded-For", &client)]);
                    let letter = which(&response, &a, &b);
                    let etag = response.header("etag").unwrap().to_string();
                    after += usize::from(sent_after);
                    seen.push((sent_after, letter, etag));
                }
                seen
            })
        })
        .collect();
    for _ in 0..20 {
        assert_eq!(which(&server.get("192.0.2.2"), &a, &b), 'A');
    }
    server.publish(&b.text);
    server.hangup();
    let line = server.wait_for(RELOADED);
    swapped.store(true, Ordering::SeqCst);
    assert!(
        line.contains(&format!(
            "{} (generatedAt 2026-10-08T12:00:00+08:00)",
            server.dataset.display()
        )) && line.ends_with(&format!(", 42 events, {}", b.tag)),
        "{line}"
    );
    assert_eq!(which(&server.get("192.0.2.2"), &a, &b), 'B');
    assert_eq!(
        on_kept(&mut kept_reader),
        'B',
        "the kept connection, on B now"
    );

    let mut etags: HashMap<String, char> = HashMap::new();
    let mut counts: HashMap<char, usize> = HashMap::new();
    for client in clients {
        for (sent_after, letter, etag) in client.join().unwrap() {
            assert!(!sent_after || letter == 'B', "A served after the swap");
            let first = *etags.entry(etag.clone()).or_insert(letter);
            assert_eq!(first, letter, "ETag {etag} of both datasets");
            *counts.entry(letter).or_default() += 1;
        }
    }
    assert!(counts.get(&'B').copied().unwrap_or(0) >= 80, "{counts:?}");
}

#[test]
fn a_corrupt_replacement_changes_nothing_served_and_is_not_retried_until_it_changes() {
    let (a, b) = datasets();
    let server = Serving::start(
        "corrupt",
        &a,
        &["--reload-interval", "1"],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    let before = server.get("192.0.2.1");
    assert_eq!(which(&before, &a, &b), 'A');
    // Truncated, as a copy cut short would leave it.
    server.publish(&a.text.as_bytes()[..a.text.len() / 2]);
    let line = server.wait_for("calendar-serve: reload");
    assert!(line.starts_with(FAILED), "{line}");
    assert!(
        line.contains(&format!("invalid dataset {}", server.dataset.display())),
        "names the file: {line}"
    );
    // Over more than two polls: the same body and tag, and the unchanged file is not read again.
    let watched = Instant::now();
    for _ in 0..500 {
        if watched.elapsed() >= Duration::from_millis(2_500) {
            break;
        }
        let now = server.get("192.0.2.1");
        assert_eq!(which(&now, &a, &b), 'A');
        assert_eq!(now.header("etag"), before.header("etag"));
        assert!(
            without_clock(&now) == without_clock(&before),
            "the body changed"
        );
    }
    let again: Vec<String> = server
        .log
        .try_iter()
        .filter(|l| l.contains("reload"))
        .collect();
    assert!(
        again.is_empty(),
        "the unchanged bad file was retried: {again:?}"
    );
    // A good file again, seen by the poll alone.
    server.publish(&b.text);
    let line = server.wait_for("calendar-serve: reload");
    assert!(line.starts_with(RELOADED), "{line}");
    assert_eq!(which(&server.get("192.0.2.1"), &a, &b), 'B');
}

#[test]
fn the_rate_limit_counts_on_across_a_reload() {
    let (a, b) = datasets();
    let server = Serving::start(
        "limit",
        &a,
        &[
            "--reload-interval",
            "0",
            "--client-ip-header",
            "X-Forwarded-For",
        ],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "2")],
    );
    assert_eq!(which(&server.get("203.0.113.1"), &a, &b), 'A');
    assert_eq!(which(&server.get("203.0.113.1"), &a, &b), 'A');
    assert_eq!(server.get("203.0.113.1").status, 429);
    server.publish(&b.text);
    server.hangup();
    server.wait_for(RELOADED);
    assert_eq!(
        server.get("203.0.113.1").status,
        429,
        "the count outlives the reload"
    );
    assert_eq!(which(&server.get("203.0.113.2"), &a, &b), 'B');
    assert_eq!(which(&server.get("203.0.113.2"), &a, &b), 'B');
    assert_eq!(server.get("203.0.113.2").status, 429, "the same limit");
}

#[test]
fn a_reload_waits_for_a_generator_publishing_into_the_directory() {
    // The generator holds its lock (calendar::dist::LOCK) while it renames the history, then the
    // dataset: a reload in between would read one run's history beside the other's dataset.
    let (a, b) = datasets();
    let server = Serving::start(
        "generator-lock",
        &a,
        &["--reload-interval", "0"],
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    let lock = std::fs::File::create(server.dir.join(calendar::dist::LOCK)).unwrap();
    lock.lock().unwrap();
    server.publish(&b.text);
    server.hangup();
    // Its log says so, and nothing was reloaded before (a `reloaded` line would come instead).
    let line = server.wait_for("calendar-serve: a generator is publishing");
    assert!(line.contains(calendar::dist::LOCK), "{line}");
    assert_eq!(
        which(&server.get("192.0.2.1"), &a, &b),
        'A',
        "nothing is read while the generator holds its lock"
    );
    lock.unlock().unwrap();
    server.wait_for(RELOADED);
    assert_eq!(which(&server.get("192.0.2.1"), &a, &b), 'B');
}
