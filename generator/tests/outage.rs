//! Nothing lost, no flapping: the last good upstream snapshot beside the dataset, runs without
//! origin data, `--offline`, and the committed `dist/`. A mock upstream on loopback.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

mod common;

use std::path::Path;

use calendar::v1::{self, SourceMode};
use calendar_generator::KeptUpstreamUse;
use calendar_generator::document::Outcome;
use common::files::copy_dir;
use common::*;

fn read(dir: &Path, file: &str) -> Vec<u8> {
    std::fs::read(dir.join(file)).unwrap()
}

/// A copy of `data/` with one curated event removed that is neither a pool nor named by the
/// upstream's content: a curated change.
fn changed_data() -> (tempfile::TempDir, String) {
    let mut upstream_ids = Vec::new();
    strings(&fixture_json("version_calendar"), &mut upstream_ids);
    let data = tempfile::tempdir().unwrap();
    copy_dir(&data_dir(), data.path());
    let mut files: Vec<_> = std::fs::read_dir(data.path().join("events"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let mut entries: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let Some(index) = entries.iter().position(|e| {
            e.get("poolId").is_none()
                && !upstream_ids
                    .iter()
                    .any(|s| Some(s.as_str()) == e["id"].as_str())
        }) else {
            continue;
        };
        let removed = entries.remove(index);
        std::fs::write(&file, serde_json::to_string_pretty(&entries).unwrap()).unwrap();
        return (data, removed["id"].as_str().unwrap().to_string());
    }
    panic!("no curated event without a pool to remove");
}

#[tokio::test]
async fn ok_down_degraded_ok_rewrites_nothing() {
    let out = tempfile::tempdir().unwrap();
    let good = reference_upstream().await;
    let first = run_into(Some(upstream_of(&good)), out.path(), now()).await;
    assert_eq!(first.mode, SourceMode::Origin);
    assert_eq!(first.kept_upstream, KeptUpstreamUse::Written);
    let events = read(out.path(), "events.json");
    let stored = read(out.path(), "upstream.json");

    let down = down_upstream().await;
    let degraded = upstream_serving(
        fixture_json("version_calendar.db-error"),
        fixture_json("pool_catalog.roster-unavailable"),
    )
    .await;
    let later = now() + chrono::Duration::hours(1);
    for (name, server) in [("down", &down), ("degraded", &degraded)] {
        let report = run_into(Some(upstream_of(server)), out.path(), later).await;
        assert_eq!(
            report.outcome,
            Outcome::Unchanged,
            "{name}: {:#?}",
            report.log
        );
        assert_eq!(report.kept_upstream, KeptUpstreamUse::Used, "{name}");
        // What it would have written says so, but the file keeps the run that wrote it.
        assert_eq!(report.mode, SourceMode::Fallback, "{name}");
        assert_eq!(read(out.path(), "events.json"), events, "{name}");
        assert_eq!(read(out.path(), "upstream.json"), stored, "{name}");
    }
    let back = run_into(Some(upstream_of(&good)), out.path(), later).await;
    assert_eq!(back.outcome, Outcome::Unchanged);
    assert_eq!(back.kept_upstream, KeptUpstreamUse::Unchanged);
    assert_eq!(read(out.path(), "events.json"), events);
    assert_eq!(read(out.path(), "upstream.json"), stored);
    let names: std::collections::BTreeSet<_> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            calendar_io::publish::LOCK_FILE,
            "changes.json",
            "events.json",
            "upstream.json"
        ]
        .map(String::from)
        .into(),
        "no temp files"
    );
}

#[tokio::test]
async fn a_curated_change_during_an_outage_merges_with_the_last_good_snapshot() {
    let out = tempfile::tempdir().unwrap();
    let good = reference_upstream().await;
    let origin = run_into(Some(upstream_of(&good)), out.path(), now()).await;
    let stored = read(out.path(), "upstream.json");

    let (data, removed) = changed_data();
    let down = down_upstream().await;
    let report = run_with(Some(upstream_of(&down)), data.path(), out.path(), now()).await;
    let Outcome::Written(changes) = &report.outcome else {
        panic!("a curated change must be written: {:#?}", report.log);
    };
    assert_eq!(changes.events_removed, std::slice::from_ref(&removed));
    let source = &report.document.source;
    assert_eq!((source.mode, source.partial), (SourceMode::Fallback, true));
    assert_eq!(
        source.updated_at, origin.document.source.updated_at,
        "the snapshot's age"
    );
    // The upstream's facts survive the outage: official ids, version metadata.
    assert_eq!(
        event(&report, "op-wander").pool_id.as_deref(),
        Some("special_1_4_1")
    );
    let strip = |d: &v1::Document| {
        let mut d = d.clone();
        d.data.events.retain(|e| e.id != removed);
        (
            d.data.versions,
            d.data
                .events
                .into_iter()
                .map(|mut e| {
                    e.status = v1::Status::Upcoming;
                    e
                })
                .collect::<Vec<_>>(),
        )
    };
    assert_eq!(
        strip(&report.document),
        strip(&origin.document),
        "nothing else changed"
    );
    assert_eq!(read(out.path(), "upstream.json"), stored);

    // Offline from the same snapshot rebuilds that file byte for byte.
    let copy = tempfile::tempdir().unwrap();
    std::fs::copy(
        out.path().join("upstream.json"),
        copy.path().join("upstream.json"),
    )
    .unwrap();
    let offline = run_with(None, data.path(), copy.path(), now()).await;
    assert_eq!(offline.kept_upstream, KeptUpstreamUse::Used);
    assert_eq!(
        read(copy.path(), "events.json"),
        read(out.path(), "events.json")
    );

    // The upstream back: origin again, and said so.
    let back = run_with(Some(upstream_of(&good)), data.path(), out.path(), now()).await;
    assert_eq!(back.mode, SourceMode::Origin);
    assert!(matches!(back.outcome, Outcome::Written(ref c) if c.source_changed));
}

#[tokio::test]
async fn without_a_snapshot_an_outage_gives_the_curated_data_alone() {
    let out = tempfile::tempdir().unwrap();
    let down = down_upstream().await;
    let report = run_into(Some(upstream_of(&down)), out.path(), now()).await;
    assert_fallback(&report);
    assert_eq!(report.kept_upstream, KeptUpstreamUse::Missing);
    assert!(!out.path().join("upstream.json").exists());
    // The same as offline.
    let offline = tempfile::tempdir().unwrap();
    run_into(None, offline.path(), now()).await;
    assert_eq!(
        read(out.path(), "events.json"),
        read(offline.path(), "events.json")
    );
}

#[tokio::test]
async fn an_invalid_snapshot_fails_the_run_and_writes_nothing() {
    let out = tempfile::tempdir().unwrap();
    std::fs::write(out.path().join("upstream.json"), "{\"format\": 1}").unwrap();
    std::fs::write(out.path().join("events.json"), "old").unwrap();
    let options = calendar_generator::Options {
        upstream: None,
        bulletin: None,
        bulletin_en: None,
        data: data_dir(),
        out: out.path().to_path_buf(),
        now: now(),
        amend: false,
    };
    let err = calendar_generator::generate(&options)
        .await
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("upstream.json") && err.contains("not valid"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(out.path().join("events.json")).unwrap(),
        "old"
    );
}
