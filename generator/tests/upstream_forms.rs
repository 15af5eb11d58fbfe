//! Every form of the real upstream (`tests/fixtures/upstream/`, copied from the reference
//! payloads): origin, each degraded form, drift, hostile text. A mock upstream on loopback.
//!
//! Bless the stored-snapshot snapshot after an intended change of the parser:
//! `INSTA_UPDATE=always cargo test -p calendar-generator --test upstream_forms`
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

mod common;

use calendar::v1::SourceMode;
use calendar_generator::KeptUpstreamUse;
use common::*;
use serde_json::{Value, json};
use wiremock::ResponseTemplate;

/// Runs the generator binary with `args` (off the runtime: it asks the mock upstream, which
/// this runtime serves).
async fn generator_binary(
    args: impl IntoIterator<Item = String> + Send + 'static,
) -> std::process::Output {
    tokio::task::spawn_blocking(move || {
        std::process::Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
            .args(args)
            .output()
            .unwrap()
    })
    .await
    .unwrap()
}

fn stored_snapshot(dir: &std::path::Path) -> Option<String> {
    std::fs::read_to_string(dir.join("upstream.json")).ok()
}

#[tokio::test]
async fn origin_reads_the_reference_calendar_and_stores_it() {
    let server = reference_upstream().await;
    let out = tempfile::tempdir().unwrap();
    // Inside version 6, while the upstream's `activeVersionKey` already says version-7.
    let inside_v6 = calendar::time::parse("2026-10-01T12:00:00+08:00").unwrap();
    let report = run_into(Some(upstream_of(&server)), out.path(), inside_v6).await;
    let source = &report.document.source;
    assert_eq!(
        (source.mode, source.partial),
        (SourceMode::Origin, false),
        "{:#?}",
        report.log
    );
    // The newest of the versions' updatedAt, publishedAt and timelineUpdatedAt.
    assert_eq!(
        source.updated_at.map(calendar::time::format).as_deref(),
        Some("2026-10-13T10:18:40.513+08:00")
    );
    assert_eq!(
        fixture_json("version_calendar")["data"]["versionCalendar"]["activeVersionKey"],
        "version-7"
    );
    assert_eq!(report.document.data.active_version_key, "version-6");
    assert!(
        report.unreadable.is_empty() && report.drifted.is_empty(),
        "{:#?}",
        report.log
    );
    assert_all_curated_data(&report);
    // Official ids replace the manual ones (by id, binding or name and start day).
    assert_eq!(
        event(&report, "op-wander").pool_id.as_deref(),
        Some("special_1_4_1")
    );
    let ids: Vec<&str> = report
        .document
        .data
        .events
        .iter()
        .map(|e| e.id.as_str())
        .collect();
    let unique: std::collections::BTreeSet<&&str> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len());

    assert_eq!(report.kept_upstream, KeptUpstreamUse::Written);
    let stored = stored_snapshot(out.path()).unwrap();
    insta::assert_snapshot!(
        "stored",
        stored.replace(&server.uri(), "http://upstream.test")
    );
}

#[tokio::test]
async fn a_memory_cache_copy_with_an_open_version_6_is_origin_and_swallows_nothing() {
    let server = upstream_serving(
        fixture_json("version_calendar.open-ended"),
        fixture_json("pool_catalog"),
    )
    .await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_eq!(report.mode, SourceMode::Origin, "{:#?}", report.log);
    assert_eq!(report.document.data.active_version_key, "version-7");
    // Pools belong to the version whose span contains their start: nothing after version-6's
    // real end lands in version-6.
    let v7_start = report
        .document
        .data
        .versions
        .iter()
        .find(|v| v.version_key == "version-7");
    let v7_start = v7_start.unwrap().starts_at;
    for event in &report.document.data.events {
        if event.start >= v7_start {
            assert_ne!(
                event.version_key, "version-6",
                "`{}` swallowed by version-6",
                event.id
            );
        }
    }
}

/// A degraded answer is never origin, and never becomes the last good snapshot.
async fn assert_degraded(calendar: Value, catalog: Value, expected: SourceMode, says: &str) {
    let server = upstream_serving(calendar, catalog).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_into(Some(upstream_of(&server)), out.path(), now()).await;
    assert_eq!(report.mode, expected, "{says}: {:#?}", report.log);
    assert!(report.document.source.partial);
    assert_eq!(report.kept_upstream, KeptUpstreamUse::Missing);
    assert_eq!(stored_snapshot(out.path()), None, "{says}");
    assert!(
        report.log.iter().any(|l| l.contains(says)),
        "{says}: {:#?}",
        report.log
    );
    assert_all_curated_data(&report);
}

#[tokio::test]
async fn degraded_answers_are_never_origin() {
    // The database-failure answer: HTTP 200, success, versionCalendar null; the catalogue works.
    assert_degraded(
        fixture_json("version_calendar.db-error"),
        fixture_json("pool_catalog"),
        SourceMode::Partial,
        "`versionCalendar` is null (partial, default data, error `TypeError: fetch failed`)",
    )
    .await;
    // Both degraded: the catalogue without its rosters still gives pools.
    assert_degraded(
        fixture_json("version_calendar.db-error"),
        fixture_json("pool_catalog.roster-unavailable"),
        SourceMode::Partial,
        "degraded answer (partial, error `pool_catalog_roster_unavailable`)",
    )
    .await;
    // The instance's stale memory copy, and the other envelope flags, one at a time.
    let stale = |patch: Value| {
        let mut body = fixture_json("version_calendar");
        for (key, value) in patch.as_object().unwrap() {
            if key == "meta" {
                for (k, v) in value.as_object().unwrap() {
                    body["meta"][k] = v.clone();
                }
            } else {
                body[key] = value.clone();
            }
        }
        body
    };
    for (patch, says) in [
        (
            json!({"cached": true, "partial": true, "error": "db down",
                   "meta": {"source": "memory-cache", "stale": true, "partial": true}}),
            "degraded answer (partial, stale, error `db down`)",
        ),
        (json!({"meta": {"stale": true}}), "degraded answer (stale)"),
        (json!({"partial": true}), "degraded answer (partial)"),
        (
            json!({"message": "Database not configured, returning cached/default data"}),
            "degraded answer (message `Database not configured",
        ),
    ] {
        assert_degraded(
            stale(patch),
            fixture_json("pool_catalog"),
            SourceMode::Partial,
            says,
        )
        .await;
    }
}

#[tokio::test]
async fn a_db_error_with_the_catalogue_down_falls_back() {
    let server = wiremock::MockServer::start().await;
    serve(
        &server,
        "version_calendar",
        json(fixture("version_calendar.db-error")),
    )
    .await;
    serve(&server, "pool_catalog", ResponseTemplate::new(503)).await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_fallback(&report);
}

/// The reference calendar with every pool's start moved to another field.
fn drifted_calendar() -> Value {
    let mut body = fixture_json("version_calendar");
    for version in body["data"]["versionCalendar"]["versions"]
        .as_array_mut()
        .unwrap()
    {
        for pool in version["pools"].as_array_mut().unwrap() {
            let pool = pool.as_object_mut().unwrap();
            let start = pool.remove("startsAt").unwrap();
            pool.insert("startTime".into(), start);
        }
    }
    body
}

#[tokio::test]
async fn drift_is_counted_named_and_not_origin() {
    let server = upstream_serving(drifted_calendar(), fixture_json("pool_catalog")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_into(Some(upstream_of(&server)), out.path(), now()).await;
    assert_eq!(report.mode, SourceMode::Partial, "{:#?}", report.log);
    let pools: usize = fixture_json("version_calendar")["data"]["versionCalendar"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["pools"].as_array().unwrap().len())
        .sum();
    assert_eq!(report.unreadable.len(), pools);
    assert!(
        report
            .unreadable
            .iter()
            .any(|l| l.contains("pool `special_1_4_1`: no valid `startsAt`"))
    );
    assert_eq!(report.drifted.len(), 1);
    assert!(report.drifted[0].starts_with("version_calendar pools"));
    assert!(report.log.iter().any(|l| l.starts_with("drift: ")));
    assert_eq!(stored_snapshot(out.path()), None);
    assert_all_curated_data(&report);
}

#[tokio::test]
async fn strict_fails_on_drift_after_writing_and_summarises() {
    let server = upstream_serving(drifted_calendar(), fixture_json("pool_catalog")).await;
    let out = tempfile::tempdir().unwrap();
    let summary = out.path().join("summary.md");
    let args = [
        "generate".to_string(),
        "--no-bulletin".into(),
        "--strict".into(),
        format!("--upstream={}/api/stats", server.uri()),
        format!("--data={}", data_dir().display()),
        format!("--out={}", out.path().display()),
        format!("--summary={}", summary.display()),
        format!("--now={NOW}"),
    ];
    let output = generator_binary(args).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("--strict: the upstream drifted"),
        "{stderr}"
    );
    assert!(
        out.path().join("events.json").exists(),
        "written before failing"
    );
    let summary = std::fs::read_to_string(summary).unwrap();
    assert!(summary.contains("mode: **partial**"), "{summary}");
    assert!(summary.contains("Upstream drift"), "{summary}");
    assert!(
        summary.contains("pool `special_1_4_1`: no valid `startsAt`"),
        "{summary}"
    );

    // The same upstream without drift: strict passes.
    let good = reference_upstream().await;
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
        .args([
            "generate",
            "--strict",
            "--no-bulletin",
            &format!("--upstream={}/api/stats", good.uri()),
            &format!("--data={}", data_dir().display()),
            &format!("--out={}", out.path().display()),
        ])
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
}

const FORBIDDEN: [char; 9] = [
    '\u{0}', '\u{1b}', '\u{7}', '\u{85}', '\u{9b}', '\u{202e}', '\u{2066}', '\u{200f}', '\r',
];

/// The reference calendar with hostile text in every place a string comes from.
fn hostile_calendar() -> Value {
    let mut body = fixture_json("version_calendar");
    let versions = body["data"]["versionCalendar"]["versions"]
        .as_array_mut()
        .unwrap();
    let v5 = &mut versions[4];
    v5["title"] = json!("回\u{202e}家\u{0}\n::error::title");
    v5["sourceMeta"]["evil"] = json!("x");
    v5["sourceMeta"]["note"] = json!("n\u{1b}[31m".repeat(300));
    v5["sourceMeta"]["source"] = json!({"nested": "object"});
    let event = &mut v5["content"]["events"][0];
    event["title"] = json!(format!("::warning::{}", "长".repeat(500)));
    event["description"] = json!("line 1\r\nline 2\u{0}\u{9b}\u{85}\u{2066}");
    let pools = versions[6]["pools"].as_array_mut().unwrap();
    let urls = [
        "https://user:pw@ef-gacha.mogujun.icu/a.png",
        "https://127.0.0.1/a.png",
        "http://cdn.example/a.png",
        "javascript:alert(1)",
        "https://localhost/a.png",
        "//10.0.0.1/a.png",
    ];
    for (pool, url) in pools.iter_mut().zip(urls) {
        pool["bannerUrl"] = json!(url);
        pool["name"] = json!(format!(
            "\u{200f}{}\u{7}\n##[error]x",
            pool["name"].as_str().unwrap()
        ));
        pool["description"] = json!("a\nb\u{0}");
    }
    body
}

#[tokio::test]
async fn hostile_text_is_cleaned_bounded_and_dropped() {
    let server = upstream_serving(hostile_calendar(), fixture_json("pool_catalog")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_into(Some(upstream_of(&server)), out.path(), now()).await;
    assert_eq!(report.mode, SourceMode::Origin, "{:#?}", report.log);
    for file in ["events.json", "upstream.json"] {
        let text = std::fs::read_to_string(out.path().join(file)).unwrap();
        let mut all = Vec::new();
        strings(&serde_json::from_str(&text).unwrap(), &mut all);
        for s in &all {
            assert!(!s.contains(FORBIDDEN), "{file}: {s:?}");
            assert!(
                !s.contains("user:pw") && !s.contains("127.0.0.1/a.png"),
                "{file}: {s}"
            );
            assert!(
                !s.contains("cdn.example") && !s.contains("javascript:"),
                "{file}: {s}"
            );
            assert!(
                !s.contains("localhost") && !s.contains("10.0.0.1"),
                "{file}: {s}"
            );
            assert!(s.chars().count() <= 2001, "{file}: unbounded {s}");
        }
        assert!(
            !text.contains("\"evil\""),
            "{file}: unknown sourceMeta key kept"
        );
    }
    let stored: Value = serde_json::from_str(&stored_snapshot(out.path()).unwrap()).unwrap();
    let v5 = &stored["versions"][4];
    assert_eq!(v5["title"], "回家::error::title", "newlines leave titles");
    let meta: Vec<&String> = v5["sourceMeta"].as_object().unwrap().keys().collect();
    assert_eq!(
        meta,
        [
            "nameEn",
            "note",
            "notes",
            "sourceDate",
            "timelineOrder",
            "timelineUpdatedAt",
            "timezone"
        ]
    );
    let title = v5["events"][0]["title"].as_str().unwrap();
    assert_eq!(
        title.chars().count(),
        121,
        "bounded with an ellipsis: {title}"
    );
    assert_eq!(
        v5["events"][0]["description"], "line 1\nline 2",
        "newlines stay in descriptions"
    );
    for pool in stored["versions"][6]["pools"]
        .as_array()
        .unwrap()
        .iter()
        .take(6)
    {
        assert_eq!(pool["image"], Value::Null, "{pool}");
        assert!(!pool["name"].as_str().unwrap().contains('\n'));
        assert_eq!(pool["description"], "a\nb");
    }
    // No logged line can start a workflow command.
    for line in &report.log {
        let line = calendar_generator::upstream::sanitize::for_log(line);
        let start = line.trim_start();
        assert!(
            !start.starts_with("::") && !start.starts_with("##["),
            "{line}"
        );
        assert!(!line.contains('\n'), "{line}");
    }
}

#[tokio::test]
async fn the_summary_says_when_the_data_is_behind_the_game() {
    let out = tempfile::tempdir().unwrap();
    let curated = calendar_generator::curated::load(&data_dir()).unwrap();
    let last = curated.versions.iter().map(|v| v.starts_at).max().unwrap();
    // Inside the latest version: nothing to say.
    let inside = last + chrono::Duration::hours(1);
    let report = run_into(None, out.path(), inside).await;
    let summary = calendar_generator::summary::markdown(
        &report,
        calendar_generator::summary::Context {
            out: out.path(),
            data: &data_dir(),
            now: inside,
        },
    );
    assert!(!summary.contains("No version covers"), "{summary}");
    assert!(summary.contains("mode: **fallback**"), "{summary}");
    // A year after the latest version started, no version covers the time.
    let later = last + chrono::Duration::days(365);
    let report = run_into(None, out.path(), later).await;
    let summary = calendar_generator::summary::markdown(
        &report,
        calendar_generator::summary::Context {
            out: out.path(),
            data: &data_dir(),
            now: later,
        },
    );
    assert!(summary.contains("No version covers"), "{summary}");
    assert!(summary.contains("the data is behind the game"), "{summary}");
}

#[tokio::test]
async fn no_logged_line_can_start_a_workflow_command() {
    let mut body = fixture_json("version_calendar");
    body["meta"]["stale"] = json!(true);
    body["error"] = json!("\n::warning::from the error field");
    let pools = body["data"]["versionCalendar"]["versions"][6]["pools"]
        .as_array_mut()
        .unwrap();
    pools.push(json!({"poolId": "\r\n::error file=x::pwned", "name": "\n##[error]n"}));
    let server = upstream_serving(body, fixture_json("pool_catalog")).await;
    let out = tempfile::tempdir().unwrap();
    let args = [
        "generate".to_string(),
        "--no-bulletin".into(),
        format!("--upstream={}/api/stats", server.uri()),
        format!("--data={}", data_dir().display()),
        format!("--out={}", out.path().display()),
        format!("--now={NOW}"),
    ];
    let output = generator_binary(args).await;
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("pwned") && stderr.contains("from the error field"),
        "{stderr}"
    );
    for line in stderr.lines() {
        let start = line.trim_start();
        assert!(
            !start.starts_with("::") && !start.starts_with("##["),
            "{line}"
        );
    }
}

#[tokio::test]
async fn the_catalogue_step_fills_official_ids_and_artwork() {
    let server = upstream_serving(
        fixture_json("version_calendar.db-error"),
        fixture_json("pool_catalog"),
    )
    .await;
    let (report, _) = run(Some(upstream_of(&server))).await;
    assert_eq!(report.mode, SourceMode::Partial, "{:#?}", report.log);
    assert_eq!(report.document.source.updated_at, None);
    // Matched by category, cleaned name and start day: the official id, and the featured
    // character (named by the catalogue, typed by ?type=characters).
    let wander = event(&report, "op-wander");
    assert_eq!(wander.pool_id.as_deref(), Some("special_1_4_1"));
    assert_eq!(wander.background_character.as_deref(), Some("诀"));
    assert_eq!(wander.background_type.as_deref(), Some("character"));
    // A rerun from `extra` + `extra_subtype: reconstruction`.
    let rerun = event(&report, "reconstruction-character-p1");
    assert_eq!(rerun.pool_id.as_deref(), Some("rerun_chr_yvonne"));
    assert_eq!(
        rerun.pool_kind,
        Some(calendar::v1::PoolKind::Reconstruction)
    );
    // The undated pools (standard, beginner, constant arsenal) are skipped, not events.
    let ids: Vec<&str> = report
        .document
        .data
        .events
        .iter()
        .filter_map(|e| e.pool_id.as_deref())
        .collect();
    for undated in ["standard", "beginner", "weaponbox_constant_1"] {
        assert!(!ids.contains(&undated), "{undated}");
    }
    assert!(report.unreadable.is_empty(), "{:#?}", report.unreadable);
}
