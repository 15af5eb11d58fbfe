//! Helpers of the generator's end-to-end tests: the curated data of `tests/fixtures/data/`, a mock upstream
//! on loopback (wiremock) serving the reference payloads copied into `tests/fixtures/upstream/`
//! (the real interface's shape, degraded forms included), and runs into temporary directories.
//! No test here reads `data/` except the one of `shipped.rs`.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers fail loudly on purpose; each test binary uses a subset"
)]

/// Copying a directory: one file for the generator's tests and the black-box suite's (by
/// `#[path]`).
pub mod files;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use calendar::v1::{self, SourceMode};
use calendar_generator::http::Client;
use calendar_generator::{Options, Report, curated, generate};
use chrono::{DateTime, Utc};
use serde_json::Value;
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

/// The clock of most runs: after the fixtures' snapshot (2026-10-13), inside version 7.
pub const NOW: &str = "2026-11-22T20:00:00+08:00";

pub fn now() -> DateTime<Utc> {
    calendar::time::parse(NOW).unwrap()
}

/// The curated data the tests run on: `tests/fixtures/data/`, a copy of `data/` as of reference
/// v3 that the tests' expectations (ids, titles, the upstream payloads' pools) are written
/// against. Editing `data/` never changes what these tests see.
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data")
}

/// The shipped curated data, `data/`: only for `shipped.rs`'s one test (the shipped data's rules,
/// and the committed `dist/` is what `generate --offline` makes of it).
pub fn shipped_data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data")
}

/// A payload of `tests/fixtures/upstream/`, e.g. `version_calendar.db-error`.
pub fn fixture(name: &str) -> String {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/upstream/{name}.json"));
    std::fs::read_to_string(file).unwrap()
}

pub fn fixture_json(name: &str) -> Value {
    serde_json::from_str(&fixture(name)).unwrap()
}

pub fn json(body: String) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body, "application/json")
}

/// Serves `response` for `GET /api/stats?type=<kind>`.
pub async fn serve(server: &MockServer, kind: &str, response: ResponseTemplate) {
    Mock::given(method("GET"))
        .and(path("/api/stats"))
        .and(query_param("type", kind))
        .respond_with(response)
        .mount(server)
        .await;
}

/// A mock upstream serving the given payloads for version_calendar, pool_catalog, characters.
pub async fn upstream_serving(calendar: Value, catalog: Value) -> MockServer {
    let server = MockServer::start().await;
    serve(&server, "version_calendar", json(calendar.to_string())).await;
    serve(&server, "pool_catalog", json(catalog.to_string())).await;
    serve(&server, "characters", json(fixture("characters"))).await;
    server
}

/// A mock upstream answering like the real one on a good day.
pub async fn reference_upstream() -> MockServer {
    upstream_serving(
        fixture_json("version_calendar"),
        fixture_json("pool_catalog"),
    )
    .await
}

/// A mock upstream answering 500 to everything.
pub async fn down_upstream() -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&server)
        .await;
    server
}

pub fn client(base: &str, timeout: Duration) -> Client {
    Client::new(base, timeout)
        .unwrap()
        .with_backoff(Duration::from_millis(20))
}

pub fn upstream_of(server: &MockServer) -> Client {
    client(
        &format!("{}/api/stats", server.uri()),
        Duration::from_secs(5),
    )
}

pub async fn run_with(
    upstream: Option<Client>,
    data: &Path,
    out: &Path,
    now: DateTime<Utc>,
) -> Report {
    let options = Options {
        upstream,
        bulletin: None,
        bulletin_en: None,
        data: data.to_path_buf(),
        out: out.to_path_buf(),
        now,
        amend: false,
    };
    generate(&options).await.unwrap()
}

pub async fn run_into(upstream: Option<Client>, out: &Path, now: DateTime<Utc>) -> Report {
    run_with(upstream, &data_dir(), out, now).await
}

/// A run into a fresh directory: the report and the file's text.
pub async fn run(upstream: Option<Client>) -> (Report, String) {
    let out = tempfile::tempdir().unwrap();
    let report = run_into(upstream, out.path(), now()).await;
    let text = std::fs::read_to_string(out.path().join("events.json")).unwrap();
    (report, text)
}

pub fn event<'a>(report: &'a Report, id: &str) -> &'a v1::Event {
    report
        .document
        .data
        .events
        .iter()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("no event `{id}`"))
}

/// Nothing is lost: every curated version and event of `data/` is in the output.
pub fn assert_all_curated_data(report: &Report) {
    let curated = curated::load(&data_dir()).unwrap();
    let versions: BTreeSet<&str> = report
        .document
        .data
        .versions
        .iter()
        .map(|v| v.version_key.as_str())
        .collect();
    for version in &curated.versions {
        assert!(
            versions.contains(version.version_key.as_str()),
            "{}",
            version.version_key
        );
    }
    let events: BTreeSet<&str> = report
        .document
        .data
        .events
        .iter()
        .map(|e| e.id.as_str())
        .collect();
    for event in &curated.events {
        assert!(
            events.contains(event.id.as_str()),
            "curated `{}` lost",
            event.id
        );
    }
}

pub fn assert_fallback(report: &Report) {
    assert_eq!(report.mode, SourceMode::Fallback, "{:#?}", report.log);
    assert!(report.document.source.partial);
    assert_eq!(report.document.source.updated_at, None);
    assert!(report.fallback_reason.is_some());
    assert_all_curated_data(report);
}

/// Every string anywhere in `value`.
pub fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                strings(v, out);
            }
        }
        _ => {}
    }
}

/// The small curated fixture the bulletin's tests merge notices into.
pub fn bulletin_data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin-data")
}

/// A recorded bulletin list of `tests/fixtures/bulletin/`, e.g. `cn.new-version`.
pub fn recorded_bulletin(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/bulletin/{name}.json")),
    )
    .unwrap()
}

/// A mock bulletin answering every GET with `response`.
pub async fn bulletin_answering(response: ResponseTemplate) -> MockServer {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(response)
        .mount(&server)
        .await;
    server
}

/// A mock bulletin serving `body` as JSON.
pub async fn bulletin_serving(body: String) -> MockServer {
    bulletin_answering(ResponseTemplate::new(200).set_body_raw(body, "application/json")).await
}

/// The bulletin client of the tests: short time-out and backoff.
pub fn bulletin_client(url: &str) -> Client {
    Client::new(url, Duration::from_secs(2))
        .unwrap()
        .with_backoff(Duration::from_millis(10))
}

/// A mock of the global list in every locale, as the official interface answers `lang`: the
/// recorded list of `tests/fixtures/bulletin/` for each `(folder, name)` of `recorded`
/// (`en-us` also without `lang`, as the tests' en-us client asks), a valid empty list in that
/// locale for every other folder.
pub async fn global_bulletin(recorded: &[(&str, &str)]) -> MockServer {
    let server = MockServer::start().await;
    for locale in calendar::lang::Locale::ALL {
        let folder = locale.bulletin();
        let body = match recorded.iter().find(|(f, _)| *f == folder) {
            Some((_, name)) => recorded_bulletin(name),
            None => serde_json::json!({
                "code": 0, "msg": "", "data": { "lang": folder, "updatedAt": null, "list": [] }
            })
            .to_string(),
        };
        let response = ResponseTemplate::new(200).set_body_raw(body.clone(), "application/json");
        Mock::given(method("GET"))
            .and(query_param("lang", folder))
            .respond_with(response.clone())
            .mount(&server)
            .await;
        if folder == "en-us" {
            Mock::given(method("GET"))
                .respond_with(response)
                .with_priority(10)
                .mount(&server)
                .await;
        }
    }
    server
}
