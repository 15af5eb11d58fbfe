//! One atomic publish: a run writes every file or none, and never loses, repeats or reorders a
//! change record (a corrupt history or dataset, a clock that steps back, two runs in one second,
//! a record from the future, a failure between two writes, a kill between two renames).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests fail loudly on purpose"
)]

use std::path::{Path, PathBuf};

use calendar::changes::{Change, History};
use calendar_generator::{GenerateError, Options, Report, generate};
use calendar_io::publish::{self, Staged};
use chrono::{DateTime, TimeDelta, Utc};
use serde_json::Value;

const NOW: &str = "2026-11-24T20:00:00+08:00";

fn t(text: &str) -> DateTime<Utc> {
    calendar::time::parse(text).unwrap()
}

/// A copy of the small curated fixture that a test may edit.
fn data_copy() -> tempfile::TempDir {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin-data");
    let to = tempfile::tempdir().unwrap();
    std::fs::create_dir(to.path().join("events")).unwrap();
    std::fs::copy(from.join("versions.json"), to.path().join("versions.json")).unwrap();
    for entry in std::fs::read_dir(from.join("events")).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(
            entry.path(),
            to.path().join("events").join(entry.file_name()),
        )
        .unwrap();
    }
    to
}

/// Moves the end of the first event of version 6 by `minutes`: a real schedule change.
fn edit(data: &Path, minutes: i64) {
    let file = data.join("events/version-6.json");
    let mut events: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let end = t(events[0]["end"].as_str().unwrap()) + TimeDelta::minutes(minutes);
    events[0]["end"] = Value::String(calendar::time::format(end));
    std::fs::write(&file, serde_json::to_string_pretty(&events).unwrap()).unwrap();
}

/// Appends a character to the title of the first event of version 6: a change of another field
/// than [`edit`]'s, so that alternating the two never collapses records.
fn retitle(data: &Path) {
    let file = data.join("events/version-6.json");
    let mut events: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let title = format!("{}·", events[0]["title"].as_str().unwrap());
    events[0]["title"] = Value::String(title);
    std::fs::write(&file, serde_json::to_string_pretty(&events).unwrap()).unwrap();
}

async fn run(data: &Path, out: &Path, now: DateTime<Utc>) -> Result<Report, GenerateError> {
    generate(&Options {
        upstream: None,
        bulletin: None,
        bulletin_en: None,
        data: data.to_path_buf(),
        out: out.to_path_buf(),
        now,
        amend: false,
    })
    .await
}

/// Runs generate at `now`, which must fail without changing a byte in `out`; its message.
async fn fails_changing_nothing(data: &Path, out: &Path, now: DateTime<Utc>) -> String {
    let before = files(out);
    let err = run(data, out, now).await.unwrap_err().to_string();
    assert_eq!(files(out), before, "a failed run changed a file: {err}");
    err
}

fn files(out: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut all: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let bytes = std::fs::read(&path).unwrap_or_default();
            (path, bytes)
        })
        .collect();
    all.sort();
    all
}

fn history(out: &Path) -> History {
    serde_json::from_str(&std::fs::read_to_string(out.join("changes.json")).unwrap()).unwrap()
}

/// A published directory with a history of one record.
async fn published() -> (tempfile::TempDir, tempfile::TempDir) {
    let data = data_copy();
    let out = tempfile::tempdir().unwrap();
    run(data.path(), out.path(), t(NOW)).await.unwrap();
    edit(data.path(), 1);
    let report = run(data.path(), out.path(), t(NOW) + TimeDelta::hours(1))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 1);
    (data, out)
}

#[tokio::test]
async fn a_corrupt_history_fails_the_run_and_changes_no_file() {
    let (data, out) = published().await;
    std::fs::write(
        out.path().join("changes.json"),
        "{\"apiVersion\": \"1\", \"chang",
    )
    .unwrap();
    edit(data.path(), 1);
    let err = fails_changing_nothing(data.path(), out.path(), t(NOW) + TimeDelta::hours(2)).await;
    assert!(err.contains("changes.json"), "{err}");
}

/// `changes.json` with its newest record moved to `at` (and its id with it).
fn restamp_newest(out: &Path, at: DateTime<Utc>) {
    let mut history = history(out);
    let newest = &mut history.changes[0];
    newest.at = at;
    newest.id = Change::make_id(at, newest.subject, &newest.key);
    std::fs::write(
        out.join("changes.json"),
        serde_json::to_string_pretty(&history).unwrap() + "\n",
    )
    .unwrap();
}

#[tokio::test]
async fn a_clock_not_after_the_newest_record_fails_the_run_and_invents_no_time() {
    let (data, out) = published().await;
    let newest = history(out.path()).changes[0].at;
    retitle(data.path());
    // The clock a day behind, then the same second: nothing is recorded, nothing written.
    for now in [newest - TimeDelta::days(1), newest] {
        let err = fails_changing_nothing(data.path(), out.path(), now).await;
        assert!(
            err.contains("changes.json") && err.contains("is not after the newest record"),
            "{err}"
        );
    }
    // A second later the change is recorded, stamped with the run's time.
    let report = run(data.path(), out.path(), newest + TimeDelta::seconds(1))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 1);
    let changes = history(out.path()).changes;
    assert_eq!(changes[0].at, newest + TimeDelta::seconds(1));
    assert_eq!(changes.len(), 2);

    // A record from the future: a run with something to record fails rather than stamp after
    // it; a run with nothing to record goes through.
    let future = t(NOW) + TimeDelta::days(365);
    restamp_newest(out.path(), future);
    edit(data.path(), 1);
    let err = fails_changing_nothing(data.path(), out.path(), t(NOW) + TimeDelta::hours(3)).await;
    assert!(err.contains(&calendar::time::format(future)), "{err}");
    edit(data.path(), -1);
    let report = run(data.path(), out.path(), t(NOW) + TimeDelta::hours(3))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 0);
    assert_eq!(history(out.path()).changes[0].at, future);
}

#[tokio::test]
async fn a_corrupt_or_unreadable_events_json_fails_the_run_and_changes_no_byte() {
    let (data, out) = published().await;
    let events = out.path().join("events.json");
    let good = std::fs::read_to_string(&events).unwrap();
    // Valid JSON, but not a dataset the server would load: one event twice.
    let mut twice: Value = serde_json::from_str(&good).unwrap();
    let first = twice["data"]["events"][0].clone();
    twice["data"]["events"].as_array_mut().unwrap().push(first);
    edit(data.path(), 1);
    for corrupt in [
        good[..good.len() / 2].to_string(),
        "{}".to_string(),
        serde_json::to_string_pretty(&twice).unwrap(),
    ] {
        std::fs::write(&events, &corrupt).unwrap();
        let err =
            fails_changing_nothing(data.path(), out.path(), t(NOW) + TimeDelta::hours(2)).await;
        assert!(
            err.contains(&events.display().to_string()) && err.contains("not a valid dataset"),
            "{err}"
        );
    }
    // Unreadable: a directory where the file should be.
    std::fs::remove_file(&events).unwrap();
    std::fs::create_dir(&events).unwrap();
    let err = fails_changing_nothing(data.path(), out.path(), t(NOW) + TimeDelta::hours(2)).await;
    assert!(
        err.contains("cannot read") && err.contains(&events.display().to_string()),
        "{err}"
    );
    // The file back: the run records the change the failed runs could not.
    std::fs::remove_dir(&events).unwrap();
    std::fs::write(&events, good).unwrap();
    let report = run(data.path(), out.path(), t(NOW) + TimeDelta::hours(2))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 1);
}

#[test]
fn a_failure_between_two_renames_puts_back_the_files_renamed_before_it() {
    let out = tempfile::tempdir().unwrap();
    std::fs::write(out.path().join("changes.json"), "old history").unwrap();
    // events.json cannot be replaced (a non-empty directory stands in its place) after
    // changes.json has already been renamed into place.
    let events = out.path().join("events.json");
    std::fs::create_dir(&events).unwrap();
    std::fs::write(events.join("keep"), b"x").unwrap();
    let before = files(out.path());
    let staged = ["changes.json", "events.json"].map(|name| Staged {
        name: name.into(),
        text: "new".into(),
    });
    let err = publish::publish(out.path(), &staged)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("events.json") && err.contains("cannot"),
        "{err}"
    );
    assert_eq!(
        files(out.path()),
        before,
        "a file changed or a temporary file was left"
    );
    assert_eq!(std::fs::read(events.join("keep")).unwrap(), b"x");
}

#[tokio::test]
async fn a_kill_between_two_renames_does_not_record_a_change_twice() {
    let (data, out) = published().await;
    let old_events = std::fs::read(out.path().join("events.json")).unwrap();
    edit(data.path(), 1);
    run(data.path(), out.path(), t(NOW) + TimeDelta::hours(2))
        .await
        .unwrap();
    let recorded = history(out.path()).changes.len();
    assert_eq!(
        recorded, 2,
        "a second move of the same end is a record of its own"
    );
    // As if the run had been killed after renaming changes.json, before events.json.
    std::fs::write(out.path().join("events.json"), &old_events).unwrap();
    let report = run(data.path(), out.path(), t(NOW) + TimeDelta::hours(3))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 0);
    assert_eq!(history(out.path()).changes.len(), recorded);
    assert_ne!(
        std::fs::read(out.path().join("events.json")).unwrap(),
        old_events
    );
}

/// The names in `out`, sorted.
fn names(out: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

#[tokio::test]
async fn a_kill_mid_publish_then_a_rerun_with_the_same_pid_succeeds_and_leaves_no_stray_file() {
    let (data, out) = published().await;
    edit(data.path(), 1);
    // What runs killed mid-publish left: temporaries of this very process id (the runs here are
    // in-process), in this version's pattern and in the bare-pid pattern of the versions before
    // it, the old events.json kept under a second name, and one of another process.
    let pid = std::process::id();
    let events = out.path().join("events.json");
    let stale = [
        format!(".events.json.{pid}.tmp"),
        format!(".changes.json.{pid}.tmp"),
        format!(".changes.json.{pid}-0123456789abcdef.tmp"),
        format!(".bulletin.json.{}-fedcba9876543210.tmp", pid + 1),
    ];
    for name in &stale {
        std::fs::write(out.path().join(name), "{\"half\": ").unwrap();
    }
    std::fs::hard_link(&events, out.path().join(format!(".events.json.{pid}.old"))).unwrap();
    // Files that are not the generator's temporaries stay.
    let others = [
        ".keep",
        "notes.tmp",
        ".notes.json.1.tmp",
        ".events.json.backup",
    ];
    for name in others {
        std::fs::write(out.path().join(name), name).unwrap();
    }
    let report = run(data.path(), out.path(), t(NOW) + TimeDelta::hours(2))
        .await
        .unwrap();
    assert_eq!(report.changes_recorded, 1);
    assert!(
        report
            .log
            .iter()
            .any(|l| l.starts_with("removed 5 stale temporary file(s)")),
        "{:#?}",
        report.log
    );
    let mut expected: Vec<String> = [publish::LOCK_FILE, "changes.json", "events.json"]
        .into_iter()
        .chain(others)
        .map(String::from)
        .collect();
    expected.sort();
    assert_eq!(names(out.path()), expected);
    for name in others {
        assert_eq!(
            std::fs::read_to_string(out.path().join(name)).unwrap(),
            name
        );
    }
    calendar::Dataset::from_json(&std::fs::read_to_string(&events).unwrap()).unwrap();
}

/// A bulletin on loopback that answers its one request only when the test says so: a run
/// asking it is stopped in the middle, holding its lock.
struct Gate {
    url: String,
    arrived: std::sync::mpsc::Receiver<()>,
    release: std::sync::mpsc::Sender<()>,
}

fn gate(body: String) -> Gate {
    use std::io::{BufRead, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/", listener.local_addr().unwrap());
    let (arrived_tx, arrived) = std::sync::mpsc::channel();
    let (release, release_rx) = std::sync::mpsc::channel::<()>();
    std::thread::spawn(move || {
        let (socket, _) = listener.accept().unwrap();
        let mut reader = std::io::BufReader::new(socket.try_clone().unwrap());
        let mut line = String::new();
        while reader.read_line(&mut line).unwrap() > 2 {
            line.clear();
        }
        arrived_tx.send(()).unwrap();
        release_rx.recv().unwrap();
        let mut socket = socket;
        write!(
            socket,
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
             connection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
    });
    Gate {
        url,
        arrived,
        release,
    }
}

/// How many descriptors of this process have `path` open (Linux's `/proc/self/fd`).
#[cfg(target_os = "linux")]
fn opened(path: &Path) -> usize {
    let path = path.canonicalize().unwrap();
    std::fs::read_dir("/proc/self/fd")
        .unwrap()
        .filter_map(|e| std::fs::read_link(e.ok()?.path()).ok())
        .filter(|target| *target == path)
        .count()
}

/// A run on its own thread and runtime, as a second process of the generator would be.
fn spawn_run(options: Options) -> std::thread::JoinHandle<Result<Report, GenerateError>> {
    std::thread::spawn(move || {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(generate(&options))
    })
}

/// Two runs into one directory serialise: while the first, which publishes a new version's
/// notice, is stopped halfway, the second (offline) reaches the lock and waits; it then reads
/// what the first published instead of publishing over it from the old files.
#[cfg(target_os = "linux")]
#[test]
fn two_concurrent_runs_serialise() {
    let data = data_copy();
    let out = tempfile::tempdir().unwrap();
    let options = |bulletin: Option<&str>, hours| Options {
        upstream: None,
        bulletin: bulletin.map(|url| {
            calendar_generator::http::Client::new(url, std::time::Duration::from_secs(60)).unwrap()
        }),
        bulletin_en: None,
        data: data.path().to_path_buf(),
        out: out.path().to_path_buf(),
        now: t(NOW) + TimeDelta::hours(hours),
        amend: false,
    };
    spawn_run(options(None, 0)).join().unwrap().unwrap();
    let notice = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin/cn.new-version.json"),
    )
    .unwrap();
    let gate = gate(notice);
    let deadline = std::time::Duration::from_secs(30);
    let first = spawn_run(options(Some(&gate.url), 1));
    gate.arrived.recv_timeout(deadline).unwrap();
    // The first run holds the lock now; the second starts and reaches it.
    let lock = out.path().join(publish::LOCK_FILE);
    assert_eq!(opened(&lock), 1);
    let before = files(out.path());
    let second = spawn_run(options(None, 2));
    let started = std::time::Instant::now();
    while opened(&lock) < 2 {
        assert!(
            !second.is_finished(),
            "the second run went through while the first held the lock: {:?}",
            second.join().unwrap().map(|r| r.log)
        );
        assert!(
            started.elapsed() < deadline,
            "the second run never reached the lock"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(
        files(out.path()),
        before,
        "a run wrote while another held the lock"
    );
    gate.release.send(()).unwrap();
    let first = first.join().unwrap().unwrap();
    let second = second.join().unwrap().unwrap();
    assert!(first.changes_recorded > 0, "{:#?}", first.log);
    // The second read the first's files: the new version, kept in bulletin.json, and nothing
    // to record or rewrite.
    assert!(
        second
            .document
            .data
            .versions
            .iter()
            .any(|v| v.version_key == "version-8"),
        "{:#?}",
        second.log
    );
    assert_eq!(second.changes_recorded, 0);
    assert_eq!(
        second.outcome,
        calendar_generator::document::Outcome::Unchanged
    );
    // Both ended with a valid directory and nothing stray.
    assert_eq!(
        names(out.path()),
        [
            publish::LOCK_FILE,
            "bulletin.json",
            "changes.json",
            "events.json"
        ]
    );
    calendar::Dataset::from_json(&std::fs::read_to_string(out.path().join("events.json")).unwrap())
        .unwrap();
    calendar::changes::Changes::from_json(
        &std::fs::read_to_string(out.path().join("changes.json")).unwrap(),
    )
    .unwrap();
}
