//! The request log: one line per request on stderr, written by a thread of its own so that
//! serving never waits for stderr, nor formats: a request's line is queued as its parts
//! ([`RequestLine`]) and written out by that thread. Lines go through a bounded queue; when stderr stalls (a full
//! pipe nobody reads) or is closed, the queue fills and further lines are dropped and counted,
//! and the count is written once stderr takes lines again.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, Instant};

use chrono::{DateTime, Timelike, Utc};

/// Lines queued at most; beyond it lines are dropped.
pub const QUEUE_LINES: usize = 4096;

/// How long the writer lets lines gather after a write: lines reach stderr at most this late,
/// and the writer wakes at most this often under load.
pub const BATCH_INTERVAL: Duration = Duration::from_millis(10);

/// The most bytes of a request target written in a line.
pub const MAX_TARGET: usize = 1024;

/// The sending end of the log; cheap to clone.
#[derive(Debug, Clone)]
pub struct Log {
    tx: SyncSender<Entry>,
    dropped: Arc<AtomicU64>,
}

/// One request's line, as its parts: `<time> <client key> <method> <target> <status> <µs>µs`.
#[derive(Debug)]
pub struct RequestLine {
    pub at: DateTime<Utc>,
    /// The client as the rate limiter was given it; written as its key.
    pub client: String,
    pub method: hyper::Method,
    /// The request target (its path and query are written, cut to [`MAX_TARGET`]).
    pub uri: hyper::Uri,
    pub status: u16,
    pub micros: u128,
}

/// What consecutive lines share, formatted once: the second of their time (`…T23:49:48.`) and
/// the last client's key. Under load the writer formats many lines of the same second and
/// client in a row, and these two were most of a line's cost.
#[derive(Debug, Default)]
struct Parts {
    second: Option<(i64, String)>,
    client: Option<(String, String)>,
}

impl Parts {
    fn write(&mut self, f: &mut dyn std::fmt::Write, line: &RequestLine) -> std::fmt::Result {
        let second = line.at.timestamp();
        let prefix = match &mut self.second {
            Some((at, prefix)) if *at == second => prefix,
            slot => {
                let whole = line.at.with_nanosecond(0).unwrap_or(line.at);
                let text = whole.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
                // `2026-11-27T23:49:48.000Z` without its milliseconds and zone.
                let prefix = text.strip_suffix("000Z").unwrap_or(&text).to_owned();
                &mut slot.insert((second, prefix)).1
            }
        };
        let key = match &mut self.client {
            Some((client, key)) if *client == line.client => key,
            slot => {
                &mut slot
                    .insert((line.client.clone(), calendar::client_key(&line.client)))
                    .1
            }
        };
        let target = line
            .uri
            .path_and_query()
            .map_or("", hyper::http::uri::PathAndQuery::as_str);
        write!(
            f,
            "{prefix}{:03}Z {key} {} {} {} {}µs",
            line.at.timestamp_subsec_millis().min(999),
            line.method,
            target_of(if target.is_empty() { "/" } else { target }),
            line.status,
            line.micros
        )
    }
}

/// What the queue carries: a line, or a request's parts.
#[derive(Debug)]
enum Entry {
    Text(String),
    Request(RequestLine),
}

/// The writer thread, to wait for at exit.
#[derive(Debug)]
pub struct Writer {
    done: Receiver<()>,
}

impl Log {
    /// Starts the writer thread on stderr.
    pub fn stderr() -> (Log, Writer) {
        Log::start(std::io::stderr(), QUEUE_LINES)
    }

    /// Starts the writer thread on `out`, queueing at most `capacity` lines.
    pub fn start(out: impl Write + Send + 'static, capacity: usize) -> (Log, Writer) {
        let (tx, rx) = sync_channel::<Entry>(capacity);
        let (done_tx, done) = sync_channel(1);
        let dropped = Arc::new(AtomicU64::new(0));
        let counter = Arc::clone(&dropped);
        std::thread::spawn(move || {
            write_lines(out, &rx, &counter);
            let _ = done_tx.send(());
        });
        (Log { tx, dropped }, Writer { done })
    }

    /// Queues one line (without its newline); drops it when the queue is full.
    pub fn line(&self, line: String) {
        self.queue(Entry::Text(line));
    }

    /// Queues a request's line, to be formatted by the writer; dropped when the queue is full.
    pub fn request(&self, line: RequestLine) {
        self.queue(Entry::Request(line));
    }

    fn queue(&self, entry: Entry) {
        if let Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) = self.tx.try_send(entry)
        {
            self.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Queues a line that must not be lost to a burst (the last lines at exit): waits up to
    /// `grace` for room in the queue, and drops it only after that.
    pub fn line_waiting(&self, line: String, grace: Duration) {
        let deadline = Instant::now() + grace;
        let mut line = Entry::Text(line);
        loop {
            match self.tx.try_send(line) {
                Ok(()) => return,
                Err(TrySendError::Full(back)) if Instant::now() < deadline => {
                    line = back;
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(_) => {
                    self.dropped.fetch_add(1, Ordering::Relaxed);
                    return;
                }
            }
        }
    }

    /// Lines dropped so far.
    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

impl Writer {
    /// Waits at most `grace` for the queued lines to be written, once every [`Log`] is dropped.
    pub fn finish(self, grace: Duration) {
        let _ = self.done.recv_timeout(grace);
    }
}

fn write_lines(out: impl Write, rx: &Receiver<Entry>, dropped: &AtomicU64) {
    let mut out = std::io::BufWriter::with_capacity(64 * 1024, out);
    let mut reported = 0;
    let mut parts = Parts::default();
    let mut text = String::new();
    let mut put = |out: &mut std::io::BufWriter<_>, entry: Entry| {
        text.clear();
        let line = match &entry {
            Entry::Text(line) => line,
            Entry::Request(request) => {
                let _ = parts.write(&mut text, request);
                &text
            }
        };
        if writeln!(out, "{line}").is_err() {
            dropped.fetch_add(1, Ordering::Relaxed);
        }
    };
    while let Ok(first) = rx.recv() {
        put(&mut out, first);
        // Write what is queued in one go, then flush: one write call per burst, not per line.
        while let Ok(line) = rx.try_recv() {
            put(&mut out, line);
        }
        let total = dropped.load(Ordering::Relaxed);
        if total > reported {
            put(
                &mut out,
                Entry::Text(format!(
                    "calendar-serve: {} log lines dropped (stderr was not keeping up); {total} in all",
                    total - reported
                )),
            );
            reported = total;
        }
        if out.flush().is_err() {
            dropped.fetch_add(1, Ordering::Relaxed);
        }
        // Lines that come in the next moment wait in the queue instead of waking this thread
        // one by one: under load a wake-up per request costs the servers' threads more than
        // writing the lines does.
        std::thread::sleep(BATCH_INTERVAL);
    }
    let _ = out.flush();
}

/// A request target for the log: cut to [`MAX_TARGET`] bytes (at a character boundary) with
/// `…` when longer.
pub fn target_of(path_and_query: &str) -> std::borrow::Cow<'_, str> {
    if path_and_query.len() <= MAX_TARGET {
        return path_and_query.into();
    }
    let mut end = MAX_TARGET;
    while !path_and_query.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", path_and_query.get(..end).unwrap_or_default()).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// A writer that blocks until released, like a pipe nobody reads; it says when it is
    /// entered.
    struct Stalled {
        gate: Arc<Mutex<()>>,
        entered: SyncSender<()>,
        written: Arc<Mutex<Vec<u8>>>,
    }

    impl Write for Stalled {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let _ = self.entered.try_send(());
            let _open = self.gate.lock().unwrap();
            self.written.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_stalled_writer_drops_and_counts_lines_and_never_blocks_the_sender() {
        let gate = Arc::new(Mutex::new(()));
        let written = Arc::new(Mutex::new(Vec::new()));
        let (entered_tx, entered) = sync_channel(1);
        let closed = gate.lock().unwrap();
        let (log, writer) = Log::start(
            Stalled {
                gate: Arc::clone(&gate),
                entered: entered_tx,
                written: Arc::clone(&written),
            },
            8,
        );
        log.line("line 0".into());
        entered.recv().unwrap();
        // The writer is stuck writing line 0: of the next 999 lines the queue takes 8, and
        // sending the other 991 returns at once, dropping them.
        for n in 1..1_000 {
            log.line(format!("line {n}"));
        }
        assert_eq!(log.dropped(), 991);
        drop(closed);
        drop(log);
        writer.finish(Duration::from_secs(10));
        let text = String::from_utf8(written.lock().unwrap().clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 10, "{text}");
        assert_eq!(lines[0], "line 0");
        assert_eq!(lines[8], "line 8");
        assert_eq!(
            lines[9],
            "calendar-serve: 991 log lines dropped (stderr was not keeping up); 991 in all"
        );
    }

    #[test]
    fn a_line_reads_the_same_with_its_parts_formatted_once() {
        let at = |text: &str| calendar::time::parse(text).unwrap();
        let line = |at: DateTime<Utc>, client: &str, target: &str| RequestLine {
            at,
            client: client.into(),
            method: hyper::Method::GET,
            uri: target.parse().unwrap(),
            status: 200,
            micros: 42,
        };
        let lines = [
            line(at("2026-11-27T23:49:48.007Z"), "127.0.0.1", "/"),
            line(
                at("2026-11-27T23:49:48.999Z"),
                "127.0.0.1",
                "/api/v1/events?x=1",
            ),
            line(at("2026-11-27T23:49:49Z"), "2001:db8::1", "/a"),
            line(at("2026-11-27T23:49:49.120Z"), "2001:db8::2", "/a"),
            line(at("2026-11-28T00:00:00.5+00:00"), "127.0.0.1", "/"),
        ];
        let mut parts = Parts::default();
        let written: Vec<String> = lines
            .iter()
            .map(|l| {
                let mut text = String::new();
                parts.write(&mut text, l).unwrap();
                text
            })
            .collect();
        // Each as it reads formatted from scratch, the time by chrono, the client by the
        // limiter's key.
        for (line, text) in lines.iter().zip(&written) {
            let expected = format!(
                "{} {} GET {} 200 42µs",
                line.at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
                calendar::client_key(&line.client),
                line.uri
            );
            assert_eq!(*text, expected);
        }
        assert_eq!(
            written[2],
            "2026-11-27T23:49:49.000Z 2001:db8::/64 GET /a 200 42µs"
        );
    }

    #[test]
    fn long_targets_are_cut() {
        assert_eq!(target_of("/a?b=1"), "/a?b=1");
        let long = format!("/{}", "é".repeat(1_000));
        let cut = target_of(&long);
        assert!(cut.len() <= MAX_TARGET + '…'.len_utf8());
        assert!(cut.ends_with('…'));
    }
}
