//! The generator's transport: faults of the upstream's HTTP (5xx, 404, garbage, time-outs,
//! oversize and endless bodies, refused connections, redirects), retries, the request's identity,
//! and failures of the curated data (those of the write are `publish.rs`'s). A mock upstream on
//! loopback; no test talks to the internet.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

mod common;

use std::time::{Duration, Instant};

use calendar::v1::SourceMode;
use calendar_generator::http::USER_AGENT;
use calendar_generator::{Options, generate};
use common::*;
use wiremock::matchers::{method, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

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
    let server = reference_upstream().await;
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

    // A cap between the two refuses the version calendar; the catalogue fits under it.
    let size = |name: &str| fixture_json(name).to_string().len();
    let (catalog, calendar) = (size("pool_catalog"), size("version_calendar"));
    assert!(catalog < calendar && size("characters") < calendar);
    let server = reference_upstream().await;
    let upstream = upstream_of(&server).with_max_body((catalog + calendar) / 2);
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
        bulletin: None,
        bulletin_en: None,
        data: data.path().to_path_buf(),
        out: out.path().to_path_buf(),
        now: now(),
        amend: false,
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
async fn redirects_leave_neither_https_nor_the_host() {
    // The target would answer with good data: following the redirect would give origin.
    let target = reference_upstream().await;
    let server = MockServer::start().await;
    for location in [
        format!("{}/api/stats?type=version_calendar", target.uri()),
        "https://evil.example/api/stats".to_string(),
    ] {
        server.reset().await;
        Mock::given(method("GET"))
            .respond_with(ResponseTemplate::new(302).insert_header("location", location.as_str()))
            .mount(&server)
            .await;
        let (report, _) = run(Some(upstream_of(&server))).await;
        assert_fallback(&report);
        assert!(
            report
                .fallback_reason
                .as_deref()
                .unwrap()
                .contains("answered HTTP 302"),
            "{location}: {:?}",
            report.fallback_reason
        );
    }
    assert!(target.received_requests().await.unwrap().is_empty());
}
