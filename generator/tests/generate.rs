//! The generator end to end: fixed curated data in `tests/fixtures/data/` (so adding a fact to
//! `data/` never breaks a rule's test), a real mock upstream on loopback (wiremock) serving the
//! sample payloads in `tests/fixtures/` and faults, and the output files. Tests of the shipped
//! `data/` derive what they expect from `data/` itself. No test talks to the internet.
//!
//! Bless the snapshots after an intended change of the output:
//! `INSTA_UPDATE=always cargo test -p calendar-generator --test generate`
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use calendar::v1::{self, PoolKind, SourceMode};
use calendar_generator::output::Outcome;
use calendar_generator::upstream::{USER_AGENT, Upstream};
use calendar_generator::{Options, Report, generate};
use chrono::{DateTime, Utc};
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

const NOW: &str = "2026-10-07T20:00:00+08:00";

fn now() -> DateTime<Utc> {
    calendar::time::parse(NOW).unwrap()
}

/// The fixed curated data the rule tests run on.
fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data")
}

/// The shipped curated data.
fn shipped_data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data")
}

/// How many versions and events a curated directory holds.
fn curated_counts(dir: &Path) -> (usize, usize) {
    let curated = calendar_generator::curated::load(dir).unwrap();
    (curated.versions.len(), curated.events.len())
}

fn fixture(name: &str) -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/{name}.json"));
    std::fs::read_to_string(file).unwrap()
}

fn json(body: String) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(body, "application/json")
}

/// Serves `response` for `GET /api/stats?type=<kind>`.
async fn serve(server: &MockServer, kind: &str, response: ResponseTemplate) {
    Mock::given(method("GET"))
        .and(path("/api/stats"))
        .and(query_param("type", kind))
        .respond_with(response)
        .mount(server)
        .await;
}

/// A mock upstream serving the three sample payloads.
async fn sample_upstream() -> MockServer {
    let server = MockServer::start().await;
    for kind in ["version_calendar", "pool_catalog", "characters"] {
        serve(&server, kind, json(fixture(kind))).await;
    }
    server
}

fn client(base: &str, timeout: Duration) -> Upstream {
    Upstream::new(base, timeout)
        .unwrap()
        .with_backoff(Duration::from_millis(20))
}

fn upstream_of(server: &MockServer) -> Upstream {
    client(
        &format!("{}/api/stats", server.uri()),
        Duration::from_secs(5),
    )
}

async fn run_into(upstream: Option<Upstream>, out: &Path, now: DateTime<Utc>) -> Report {
    let options = Options {
        upstream,
        data: data_dir(),
        out: out.to_path_buf(),
        now,
    };
    generate(&options).await.unwrap()
}

async fn run(upstream: Option<Upstream>) -> (Report, String) {
    let out = tempfile::tempdir().unwrap();
    let report = run_into(upstream, out.path(), now()).await;
    let text = std::fs::read_to_string(out.path().join("events.json")).unwrap();
    (report, text)
}

fn event<'a>(report: &'a Report, id: &str) -> &'a v1::Event {
    report
        .document
        .data
        .events
        .iter()
        .find(|e| e.id == id)
        .unwrap_or_else(|| panic!("no event `{id}`"))
}

fn assert_fallback(report: &Report) {
    assert_eq!(report.mode, SourceMode::Fallback, "{:#?}", report.log);
    assert!(report.document.source.partial);
    assert_eq!(report.document.source.updated_at, None);
    assert!(report.fallback_reason.is_some());
    // Nothing is lost: every curated version and activity is there.
    let data = &report.document.data;
    assert_eq!(
        (data.versions.len(), data.events.len()),
        curated_counts(&data_dir())
    );
}

#[tokio::test]
async fn origin_merges_the_version_calendar() {
    let server = sample_upstream().await;
    let (report, text) = run(Some(upstream_of(&server))).await;
    let source = &report.document.source;
    assert_eq!((source.mode, source.partial), (SourceMode::Origin, false));
    assert_eq!(
        source.updated_at.map(calendar::time::format).as_deref(),
        Some("2026-10-07T17:30:00+08:00")
    );
    // Bound by poolBindings: the manual id gives way to the official one.
    assert_eq!(
        event(&report, "op-wander").pool_id.as_deref(),
        Some("special_1_4_1")
    );
    // Manual id, unique match by category, name and start day.
    assert_eq!(
        event(&report, "weapon-years").pool_id.as_deref(),
        Some("weponbox_1_4_1")
    );
    let rerun = event(&report, "reconstruction-character-p1");
    assert_eq!(rerun.pool_id.as_deref(), Some("rerun_chr_yvonne"));
    assert_eq!(rerun.pool_kind, Some(PoolKind::Reconstruction));
    // No upstream pool matches: the manual id stays.
    assert_eq!(
        event(&report, "reconstruction-weapon-p1")
            .pool_id
            .as_deref(),
        Some("joint_manual_extra_reconstruction_arttyrant_p1")
    );
    // Relative banner URLs resolve against the upstream's origin.
    assert_eq!(
        event(&report, "weapon-red").image,
        Some(format!("{}/banners/weponbox_1_3_2.png", server.uri()))
    );
    // Every pool is claimed: nothing added, nothing lost.
    assert_eq!(
        report.document.data.events.len(),
        curated_counts(&data_dir()).1
    );
    let v6 = &report.document.data.versions[5];
    assert_eq!((v6.revision, v6.activities_complete), (Some(2), true));
    assert_eq!(
        calendar::Dataset::from_json(&text).unwrap().document(),
        &report.document
    );
    insta::assert_snapshot!(
        "origin",
        text.replace(&server.uri(), "http://upstream.test")
    );
}

#[tokio::test]
async fn the_upstreams_own_partial_or_stale_flag_gives_partial() {
    for flag in ["partial", "stale"] {
        let server = MockServer::start().await;
        let mut body: serde_json::Value =
            serde_json::from_str(&fixture("version_calendar")).unwrap();
        body["meta"][flag] = true.into();
        serve(&server, "version_calendar", json(body.to_string())).await;
        let (report, _) = run(Some(upstream_of(&server))).await;
        let source = &report.document.source;
        assert_eq!((source.mode, source.partial), (SourceMode::Partial, true));
        assert!(source.updated_at.is_some());
        assert_eq!(
            event(&report, "op-wander").pool_id.as_deref(),
            Some("special_1_4_1")
        );
    }
}

#[tokio::test]
async fn version_calendar_down_falls_to_the_pool_catalog() {
    let server = MockServer::start().await;
    serve(&server, "version_calendar", ResponseTemplate::new(503)).await;
    serve(&server, "pool_catalog", json(fixture("pool_catalog"))).await;
    serve(&server, "characters", json(fixture("characters"))).await;
    let (report, text) = run(Some(upstream_of(&server))).await;
    let source = &report.document.source;
    assert_eq!((source.mode, source.partial), (SourceMode::Partial, true));
    assert_eq!(source.updated_at, None);
    let wander = event(&report, "op-wander");
    // No bindings in the catalogue: the name rule merges it instead.
    assert_eq!(wander.pool_id.as_deref(), Some("special_1_4_1"));
    assert_eq!(wander.background_character.as_deref(), Some("干员甲"));
    assert_eq!(wander.background_type.as_deref(), Some("operator"));
    assert_eq!(
        event(&report, "reconstruction-character-p1")
            .pool_id
            .as_deref(),
        Some("rerun_chr_yvonne")
    );
    // Versions stay the built-in ones.
    assert!(
        report
            .document
            .data
            .versions
            .iter()
            .all(|v| v.revision.is_none())
    );
    assert!(
        report
            .log
            .iter()
            .any(|l| l.contains("version_calendar failed: answered HTTP 503"))
    );
    insta::assert_snapshot!(
        "partial",
        text.replace(&server.uri(), "http://upstream.test")
    );
}

#[tokio::test]
async fn everything_down_falls_back_to_the_built_in_data() {
    let faults = [
        ("5xx", ResponseTemplate::new(500)),
        ("404", ResponseTemplate::new(404)),
        ("malformed", json("{\"success\": true, \"data\": {".into())),
        (
            "html",
            ResponseTemplate::new(200).set_body_raw("<html><body>502</body></html>", "text/html"),
        ),
        (
            "wrong shape",
            json("{\"success\": true, \"data\": []}".into()),
        ),
        ("success false", json("{\"success\": false}".into())),
    ];
    for (name, fault) in faults {
        let server = MockServer::start().await;
        Mock::given(method("GET"))
            .respond_with(fault)
            .mount(&server)
            .await;
        let (report, _) = run(Some(upstream_of(&server))).await;
        assert_fallback(&report);
        let reason = report.fallback_reason.unwrap();
        assert!(
            reason.contains("version_calendar") && reason.contains("pool_catalog"),
            "{name}: {reason}"
        );
    }
}

#[tokio::test]
async fn fallback_output_is_the_offline_output() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&server)
        .await;
    let (down, down_text) = run(Some(upstream_of(&server))).await;
    let (offline, offline_text) = run(None).await;
    assert_fallback(&down);
    assert_fallback(&offline);
    assert_eq!(down_text, offline_text);
    insta::assert_snapshot!("fallback", offline_text);
}

#[tokio::test]
async fn transient_failures_are_retried_once_and_others_not() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(query_param("type", "version_calendar"))
        .respond_with(ResponseTemplate::new(503))
        .up_to_n_times(1)
        .with_priority(1)
        .mount(&server)
        .await;
    serve(
        &server,
        "version_calendar",
        json(fixture("version_calendar")),
    )
    .await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_eq!(report.mode, SourceMode::Origin);
    assert_eq!(server.received_requests().await.unwrap().len(), 2);

    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(404))
        .mount(&server)
        .await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_fallback(&report);
    // One request per step, no retries of a 4xx.
    assert_eq!(server.received_requests().await.unwrap().len(), 2);
}

#[tokio::test]
async fn requests_say_who_they_are_and_send_no_origin() {
    let server = sample_upstream().await;
    run(Some(upstream_of(&server))).await;
    let requests = server.received_requests().await.unwrap();
    assert_eq!(requests.len(), 1, "origin needs one request");
    for request in requests {
        assert_eq!(
            request
                .headers
                .get("user-agent")
                .and_then(|v| v.to_str().ok()),
            Some(USER_AGENT)
        );
        assert!(request.headers.get("origin").is_none());
        assert_eq!(request.url.query(), Some("type=version_calendar"));
    }
}

#[tokio::test]
async fn a_hanging_upstream_falls_back_in_bounded_time() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(json(fixture("version_calendar")).set_delay(Duration::from_secs(30)))
        .mount(&server)
        .await;
    let upstream = client(
        &format!("{}/api/stats", server.uri()),
        Duration::from_millis(300),
    );
    let started = Instant::now();
    let (report, _) = run(Some(upstream)).await;
    let took = started.elapsed();
    assert_fallback(&report);
    assert!(report.fallback_reason.unwrap().contains("timed out"));
    // Two steps, two tries each, 300 ms per try, 20 ms backoff: well under 5 s.
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[tokio::test]
async fn an_oversize_body_is_refused() {
    let server = MockServer::start().await;
    let huge = format!("{{\"pad\": \"{}\"}}", " ".repeat(9 * 1024 * 1024));
    Mock::given(method("GET"))
        .respond_with(json(huge))
        .mount(&server)
        .await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_fallback(&report);
    assert!(
        report
            .fallback_reason
            .unwrap()
            .contains("larger than 8388608 bytes")
    );

    // A smaller cap refuses the sample itself; the catalogue still fits under it.
    let server = sample_upstream().await;
    let upstream = upstream_of(&server).with_max_body(4000);
    let (report, _) = run(Some(upstream)).await;
    assert_eq!(report.mode, SourceMode::Partial, "{:#?}", report.log);
}

#[tokio::test]
async fn an_unreachable_port_falls_back() {
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let upstream = client(
        &format!("http://127.0.0.1:{port}/api/stats"),
        Duration::from_secs(2),
    );
    let started = Instant::now();
    let (report, _) = run(Some(upstream)).await;
    assert_fallback(&report);
    assert!(
        report
            .fallback_reason
            .unwrap()
            .contains("could not connect")
    );
    assert!(started.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn reruns_on_unchanged_input_leave_the_file_untouched() {
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("events.json");
    let first = run_into(None, out.path(), now()).await;
    assert!(matches!(first.outcome, Outcome::Written(ref c) if c.new_file));
    let bytes = std::fs::read(&file).unwrap();
    let later = now() + chrono::Duration::days(30);
    let second = run_into(None, out.path(), later).await;
    assert_eq!(second.outcome, Outcome::Unchanged);
    assert_eq!(std::fs::read(&file).unwrap(), bytes);

    // A real change rewrites the file and says what changed.
    let server = sample_upstream().await;
    let third = run_into(Some(upstream_of(&server)), out.path(), later).await;
    let Outcome::Written(changes) = third.outcome else {
        panic!("expected a rewrite");
    };
    assert!(changes.source_changed);
    assert!(changes.events_changed.contains(&"op-wander".to_string()));
    assert!(changes.versions_changed.contains(&"version-6".to_string()));
    // No temp file is left behind.
    let names: Vec<_> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["events.json"]);
}

/// `generate --offline` rebuilds the committed `dist/events.json` byte for byte: with the
/// committed `generatedAt` as the clock, into an empty directory.
#[tokio::test]
async fn the_committed_dist_file_is_what_the_generator_builds() {
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dist/events.json");
    let committed = std::fs::read_to_string(committed).unwrap();
    let document: v1::Document = serde_json::from_str(&committed).unwrap();
    let out = tempfile::tempdir().unwrap();
    let options = Options {
        upstream: None,
        data: shipped_data_dir(),
        out: out.path().to_path_buf(),
        now: document.generated_at,
    };
    generate(&options).await.unwrap();
    let rebuilt = std::fs::read_to_string(out.path().join("events.json")).unwrap();
    assert!(
        rebuilt == committed,
        "dist/events.json is stale: run `cargo run -p calendar-generator -- generate --offline`"
    );
    calendar::Dataset::from_json(&committed).unwrap();
}

#[tokio::test]
async fn invalid_curated_data_writes_nothing() {
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir(data.path().join("events")).unwrap();
    std::fs::write(data.path().join("versions.json"), "[]").unwrap();
    std::fs::write(
        data.path().join("events/a.json"),
        r#"[{"id": "x", "versionKey": "version-1", "category": "limited", "title": "t", "start": "2026-01-01T00:00:00Z"}]"#,
    )
    .unwrap();
    let out = tempfile::tempdir().unwrap();
    std::fs::write(out.path().join("events.json"), "old").unwrap();
    let options = Options {
        upstream: None,
        data: data.path().to_path_buf(),
        out: out.path().to_path_buf(),
        now: now(),
    };
    let err = generate(&options).await.unwrap_err().to_string();
    assert!(
        err.contains("version `version-1` is not in versions.json"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(out.path().join("events.json")).unwrap(),
        "old"
    );
}

/// A server that answers every connection with an endless chunked body: the cap must stop the
/// read without the rest (there is no end to read).
async fn endless_server() -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut request = [0_u8; 4096];
                let _ = socket.read(&mut request).await;
                let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n";
                if socket.write_all(head.as_bytes()).await.is_err() {
                    return;
                }
                let chunk = format!("1000\r\n{}\r\n", " ".repeat(0x1000));
                while socket.write_all(chunk.as_bytes()).await.is_ok() {}
            });
        }
    });
    format!("http://{addr}/api/stats")
}

#[tokio::test]
async fn an_endless_body_is_cut_at_the_cap() {
    let base = endless_server().await;
    let upstream = client(&base, Duration::from_secs(20)).with_max_body(64 * 1024);
    let started = Instant::now();
    let (report, _) = run(Some(upstream)).await;
    assert_fallback(&report);
    assert!(
        report
            .fallback_reason
            .unwrap()
            .contains("larger than 65536 bytes")
    );
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[tokio::test]
async fn a_failed_write_keeps_the_old_file() {
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("events.json");
    // A directory where the file should be: the rename fails after the temp file was written.
    std::fs::create_dir(&file).unwrap();
    std::fs::write(file.join("keep"), "old").unwrap();
    let options = Options {
        upstream: None,
        data: data_dir(),
        out: out.path().to_path_buf(),
        now: now(),
    };
    let err = generate(&options).await.unwrap_err().to_string();
    assert!(err.contains("cannot rename into"), "{err}");
    assert_eq!(std::fs::read_to_string(file.join("keep")).unwrap(), "old");
    let names: Vec<_> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["events.json"], "the temp file is removed");
}
