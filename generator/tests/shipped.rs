//! The shipped curated data in `data/`, built offline: every expectation is derived from `data/`
//! itself, so adding a version or an activity (docs/data.md: "Adding a version or an activity") keeps
//! these tests green while they still catch a fact that is lost, an estimate published as a time,
//! or an event left open for ever. This is the one test that reads `data/` and the committed
//! `dist/` (besides `edge/tests/baked.rs`, which compares the baked and the loaded form of
//! whatever `edge/build.rs` embeds, `dist/` by default, and expects nothing of its content); every
//! other test reads fixtures.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use calendar::v1;
use calendar_generator::curated::{self, Curated, CuratedEvent, TimeField};
use calendar_generator::document::Outcome;
use calendar_generator::{Options, generate};
use chrono::{DateTime, Utc};
use common::files::copy_dir;
use common::{run_with, shipped_data_dir};

/// The shipped data and what `generate --offline` makes of it, at the time of its newest fact.
async fn build() -> (Curated, v1::Document) {
    let curated = curated::load(&shipped_data_dir()).unwrap();
    let now = curated.versions.iter().map(|v| v.starts_at).max().unwrap();
    let out = tempfile::tempdir().unwrap();
    let options = Options {
        upstream: None,
        bulletin: None,
        bulletin_en: None,
        data: shipped_data_dir(),
        out: out.path().to_path_buf(),
        now,
        amend: false,
    };
    let report = generate(&options).await.unwrap();
    (curated, report.document)
}

fn published(document: &v1::Document) -> BTreeMap<&str, &v1::Event> {
    document
        .data
        .events
        .iter()
        .map(|e| (e.id.as_str(), e))
        .collect()
}

/// The published event of a curated one; a failure names it.
fn of<'a>(events: &BTreeMap<&str, &'a v1::Event>, e: &CuratedEvent) -> &'a v1::Event {
    events
        .get(e.id.as_str())
        .copied()
        .unwrap_or_else(|| panic!("`{}` is not published", e.id))
}

/// A text field that must be there; a failure names the event and the field.
fn text<'a>(value: &'a Option<String>, e: &CuratedEvent, field: &str) -> &'a str {
    value
        .as_deref()
        .unwrap_or_else(|| panic!("`{}` is published without `{field}`", e.id))
}

fn version_end(curated: &Curated, key: &str) -> Option<DateTime<Utc>> {
    curated
        .versions
        .iter()
        .find(|v| v.version_key == key)
        .and_then(|v| v.ends_at)
}

fn every_curated_version_and_event_is_published_once(curated: &Curated, document: &v1::Document) {
    let keys: Vec<_> = document
        .data
        .versions
        .iter()
        .map(|v| v.version_key.as_str())
        .collect();
    let mut expected: Vec<_> = curated
        .versions
        .iter()
        .map(|v| v.version_key.as_str())
        .collect();
    expected.sort_by_key(|key| {
        curated
            .versions
            .iter()
            .find(|v| v.version_key == *key)
            .map(|v| v.starts_at)
    });
    assert_eq!(keys, expected);
    let events = published(document);
    assert_eq!(events.len(), document.data.events.len(), "ids are unique");
    assert_eq!(events.len(), curated.events.len());
    for e in &curated.events {
        let p = of(&events, e);
        assert_eq!(
            (&p.title, &p.version_key, p.start, &p.pool_id),
            (&e.title, &e.version_key, e.start, &e.pool_id),
            "{}",
            e.id
        );
        if e.end.is_some() {
            assert_eq!(p.end, e.end, "a curated end is published as is: {}", e.id);
        }
    }
}

/// Only permanent content and rules that count pools no source announces yet stay open.
fn nothing_stays_open_without_a_reason(curated: &Curated, document: &v1::Document) {
    let events = published(document);
    for e in &curated.events {
        let p = of(&events, e);
        if p.end.is_some() || e.permanent || e.milestone {
            continue;
        }
        let open_version = version_end(curated, &e.version_key).is_none();
        assert!(
            e.end_rule.is_some() || open_version,
            "`{}` has no end and no reason to be open",
            e.id
        );
        assert!(p.end_label.is_some(), "`{}` says why its end is open", e.id);
    }
}

/// An unknown end is bounded by `latestEnd`, else by the version's end, and says so.
fn unknown_ends_are_upper_bounds(curated: &Curated, document: &v1::Document) {
    let events = published(document);
    let unknown: Vec<&CuratedEvent> = curated
        .events
        .iter()
        .filter(|e| e.end_unknown || (e.estimated_end.is_some() && e.end_rule.is_none()))
        .collect();
    for e in unknown {
        let p = of(&events, e);
        let bound = e
            .latest_end
            .or_else(|| version_end(curated, &e.version_key));
        assert_eq!(p.end, bound, "{}", e.id);
        assert!(
            text(&p.end_label, e, "endLabel").starts_with("结束时间未公布"),
            "{}",
            e.id
        );
        // Only a bound says it is one; an open version gives none (the end stays open).
        if p.end.is_some() {
            assert!(
                text(&p.source_note, e, "sourceNote").contains("上限"),
                "{}",
                e.id
            );
        }
    }
}

fn estimates_are_never_published_as_times(curated: &Curated, document: &v1::Document) {
    let events = published(document);
    for e in &curated.events {
        let p = of(&events, e);
        if let Some(estimate) = e.estimated_end {
            assert_ne!(p.end, Some(estimate), "{}", e.id);
            // A rule that announced pools resolve supersedes the estimate: it is shown nowhere.
            let derived = e.end_rule.is_some() && p.end.is_some();
            let note = p.source_note.as_deref().unwrap_or("");
            if derived {
                assert!(!note.contains("暂定的结束时间"), "{}: {note}", e.id);
            } else {
                assert!(
                    text(&p.end_label, e, "endLabel").contains("暂定"),
                    "{}",
                    e.id
                );
            }
        }
        if e.start_estimated {
            assert!(p.start_unknown, "{}", e.id);
            assert!(p.start_label.is_some(), "{}", e.id);
        }
    }
}

fn derived_and_uncertain_facts_say_so_in_one_sentence(curated: &Curated, document: &v1::Document) {
    let events = published(document);
    for e in &curated.events {
        let p = of(&events, e);
        let note = p.source_note.as_deref().unwrap_or("");
        if !note.is_empty() {
            assert!(
                note.ends_with('。') && note.matches('。').count() == 1,
                "one sentence: {note}"
            );
        }
        let start_hour = e.hour_unconfirmed.contains(&TimeField::Start) && !e.start_estimated;
        if start_hour {
            assert!(
                note.contains("开始") && note.contains("小时未经确认"),
                "{}: {note}",
                e.id
            );
        }
        if e.end_rule.is_some() && p.end.is_some() {
            assert!(note.contains("推算"), "{}: {note}", e.id);
        }
    }
}

/// Every entry of the files is loaded: counted without the generator's types.
fn every_file_entry_is_loaded(curated: &Curated) {
    let dir = shipped_data_dir();
    // What the files hold, counted without the generator's types.
    let entries = |file: &Path| -> usize {
        let text = std::fs::read_to_string(file).unwrap();
        serde_json::from_str::<Vec<serde_json::Value>>(&text)
            .unwrap()
            .len()
    };
    let events: usize = std::fs::read_dir(dir.join("events"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| entries(&p))
        .sum();
    assert!(events > 0);
    assert_eq!(
        (curated.versions.len(), curated.events.len()),
        (entries(&dir.join("versions.json")), events)
    );
}

/// `generate --offline` reproduces the committed `dist/` byte for byte, from the committed
/// snapshot (when there is one), whatever mode wrote it; and the data it holds is what the
/// curated data and that snapshot give.
async fn the_committed_dist_is_what_offline_builds() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("../dist");
    let committed = std::fs::read_to_string(dist.join("events.json")).unwrap();
    let document: v1::Document = serde_json::from_str(&committed).unwrap();
    calendar::Dataset::from_json(&committed).unwrap();
    let stale = "dist/ is stale: run `cargo run -p calendar-generator -- generate --offline`";

    // In place (a copy of dist/): nothing to rewrite.
    let copy = tempfile::tempdir().unwrap();
    copy_dir(&dist, copy.path());
    let data = shipped_data_dir();
    let report = run_with(None, &data, copy.path(), document.generated_at).await;
    assert_eq!(report.outcome, Outcome::Unchanged, "{stale}");
    assert_eq!(
        std::fs::read_to_string(copy.path().join("events.json")).unwrap(),
        committed
    );

    // From the snapshot alone: the same versions and events.
    let fresh = tempfile::tempdir().unwrap();
    if dist.join("upstream.json").exists() {
        std::fs::copy(
            dist.join("upstream.json"),
            fresh.path().join("upstream.json"),
        )
        .unwrap();
    }
    let rebuilt = run_with(None, &data, fresh.path(), document.generated_at).await;
    assert_eq!(rebuilt.document.data, document.data, "{stale}");
}

/// The one test that reads `data/` and the committed `dist/`: the shipped data loads whole, what
/// `generate --offline` makes of it keeps every fact and every uncertainty, and `dist/` is that
/// output. Every expectation is derived from `data/` itself.
#[tokio::test]
async fn the_shipped_data_is_true_and_dist_is_what_offline_builds_of_it() {
    let (curated, document) = build().await;
    every_file_entry_is_loaded(&curated);
    every_curated_version_and_event_is_published_once(&curated, &document);
    nothing_stays_open_without_a_reason(&curated, &document);
    unknown_ends_are_upper_bounds(&curated, &document);
    estimates_are_never_published_as_times(&curated, &document);
    derived_and_uncertain_facts_say_so_in_one_sentence(&curated, &document);
    the_committed_dist_is_what_offline_builds().await;
}
