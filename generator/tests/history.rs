//! The history of changes is append-only: a record that a run published stays byte for byte as it
//! was, and folding consecutive edits happens only when a curator asks (`generate --amend`). End
//! to end on a mock bulletin on loopback whose notice (the recorded new-version notes,
//! `tests/fixtures/bulletin/cn.new-version.json`) moves the end of one activity twice.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests fail loudly on purpose"
)]

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use calendar_generator::{Options, Report, generate};
use chrono::{DateTime, TimeDelta, Utc};
use common::{client, json};
use serde_json::Value;
use wiremock::matchers::method;
use wiremock::{Mock, MockServer};

const NOW: &str = "2026-11-24T20:00:00+08:00";
/// The activity whose end the notices move, and its end in the recorded notice.
const ACTIVITY: &str = "「春日集会」限时活动";
const RECORDED_END: &str = "2026/12/05 04:00";

fn at(hours: i64) -> DateTime<Utc> {
    calendar::time::parse(NOW).unwrap() + TimeDelta::hours(hours)
}

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin-data")
}

/// The recorded notice, its activity ending at `end` (as the notice writes it): a new edition of
/// the same notice, as the game republishes one when a time moves.
fn notice_ending(end: &str) -> String {
    let recorded = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin/cn.new-version.json"),
    )
    .unwrap();
    assert_eq!(recorded.matches(RECORDED_END).count(), 1);
    recorded.replacen(RECORDED_END, end, 1)
}

async fn bulletin_serving(body: String) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(json(body))
        .mount(&server)
        .await;
    server
}

/// A run at `NOW` + `hours`, asking `bulletin` (none: the kept notices alone).
async fn run(out: &Path, bulletin: Option<&MockServer>, hours: i64, amend: bool) -> Report {
    generate(&Options {
        upstream: None,
        bulletin: bulletin.map(|s| client(&s.uri(), Duration::from_secs(2))),
        bulletin_en: None,
        data: data(),
        out: out.to_path_buf(),
        now: at(hours),
        amend,
    })
    .await
    .unwrap()
}

fn history(out: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(out.join("changes.json")).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    value["changes"].as_array().unwrap().clone()
}

/// The activity's records, newest first: (kind, end before, end after, at).
fn activity_records(out: &Path) -> Vec<(String, Value, Value, String)> {
    history(out)
        .into_iter()
        .filter(|c| c["title"] == ACTIVITY)
        .map(|c| {
            (
                c["kind"].as_str().unwrap().to_string(),
                c["before"]["end"].clone(),
                c["after"]["end"].clone(),
                c["at"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn end(text: &str) -> Value {
    Value::String(text.into())
}

/// The curated data alone, then the recorded notice (the activity added), then a notice moving
/// its end to 12-06: the history as published before the third notice.
async fn published_twice(out: &Path) {
    run(out, None, 0, false).await;
    let first = bulletin_serving(notice_ending(RECORDED_END)).await;
    assert!(run(out, Some(&first), 1, false).await.changes_recorded > 0);
    let moved = bulletin_serving(notice_ending("2026/12/06 04:00")).await;
    assert_eq!(run(out, Some(&moved), 2, false).await.changes_recorded, 1);
}

#[tokio::test]
async fn two_notices_moving_one_end_publish_two_records_and_keep_the_first() {
    let out = tempfile::tempdir().unwrap();
    published_twice(out.path()).await;
    let before = history(out.path());
    let again = bulletin_serving(notice_ending("2026/12/07 04:00")).await;
    let report = run(out.path(), Some(&again), 3, false).await;
    assert_eq!(report.changes_recorded, 1);
    let after = history(out.path());
    // Every record published before is still there, unchanged, after the new one.
    assert_eq!(after.len(), before.len() + 1);
    assert_eq!(after[1..], before[..], "a published record was rewritten");
    assert_eq!(
        activity_records(out.path()),
        [
            (
                "changed".to_string(),
                end("2026-12-06T04:00:00+08:00"),
                end("2026-12-07T04:00:00+08:00"),
                "2026-11-24T23:00:00+08:00".to_string()
            ),
            (
                "changed".to_string(),
                end("2026-12-05T04:00:00+08:00"),
                end("2026-12-06T04:00:00+08:00"),
                "2026-11-24T22:00:00+08:00".to_string()
            ),
            (
                "added".to_string(),
                Value::Null,
                end("2026-12-05T04:00:00+08:00"),
                "2026-11-24T21:00:00+08:00".to_string()
            ),
        ]
    );
}

#[tokio::test]
async fn amend_folds_them_into_one_record() {
    let out = tempfile::tempdir().unwrap();
    published_twice(out.path()).await;
    let before = history(out.path());
    let again = bulletin_serving(notice_ending("2026/12/07 04:00")).await;
    // Through the binary: `generate --amend` (the upstream refused at once, so the run falls
    // back to the curated data, as the runs before did).
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
        .args(["generate", "--amend", "--upstream", "http://127.0.0.1:9/"])
        .args(["--timeout", "2", "--now", &calendar::time::format(at(3))])
        .arg("--bulletin")
        .arg(again.uri())
        .arg("--data")
        .arg(data())
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("1 change record(s) added"), "{stderr}");
    let after = history(out.path());
    // The second run's record gave way to the folded one; the others stand.
    assert_eq!(after.len(), before.len());
    assert_eq!(after[1..], before[1..]);
    assert_eq!(
        activity_records(out.path()),
        [
            (
                "changed".to_string(),
                end("2026-12-05T04:00:00+08:00"),
                end("2026-12-07T04:00:00+08:00"),
                "2026-11-24T23:00:00+08:00".to_string()
            ),
            (
                "added".to_string(),
                Value::Null,
                end("2026-12-05T04:00:00+08:00"),
                "2026-11-24T21:00:00+08:00".to_string()
            ),
        ]
    );
}
