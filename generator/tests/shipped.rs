//! The shipped curated data in `data/`, built offline: every expectation is derived from `data/`
//! itself, so adding a version or an activity (docs/data.md: "Adding a version or an activity") keeps
//! these tests green while they still catch a fact that is lost, an estimate published as a time,
//! or an event left open for ever.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers outside #[test] functions fail loudly on purpose"
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use calendar::v1;
use calendar_generator::curated::{self, Curated, CuratedEvent, TimeField};
use calendar_generator::{Options, generate};
use chrono::{DateTime, Utc};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data")
}

/// The shipped data and what `generate --offline` makes of it, at the time of its newest fact.
async fn build() -> (Curated, v1::Document) {
    let curated = curated::load(&data_dir()).unwrap();
    let now = curated.versions.iter().map(|v| v.starts_at).max().unwrap();
    let out = tempfile::tempdir().unwrap();
    let options = Options {
        upstream: None,
        bulletin: None,
        bulletin_en: None,
        data: data_dir(),
        out: out.path().to_path_buf(),
        now,
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

#[tokio::test]
async fn every_curated_version_and_event_is_published_once() {
    let (curated, document) = build().await;
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
    let events = published(&document);
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
#[tokio::test]
async fn nothing_stays_open_without_a_reason() {
    let (curated, document) = build().await;
    let events = published(&document);
    for e in &curated.events {
        let p = of(&events, e);
        if p.end.is_some() || e.permanent || e.milestone {
            continue;
        }
        let open_version = version_end(&curated, &e.version_key).is_none();
        assert!(
            e.end_rule.is_some() || open_version,
            "`{}` has no end and no reason to be open",
            e.id
        );
        assert!(p.end_label.is_some(), "`{}` says why its end is open", e.id);
    }
}

/// An unknown end is bounded by `latestEnd`, else by the version's end, and says so.
#[tokio::test]
async fn unknown_ends_are_upper_bounds() {
    let (curated, document) = build().await;
    let events = published(&document);
    let unknown: Vec<&CuratedEvent> = curated
        .events
        .iter()
        .filter(|e| e.end_unknown || (e.estimated_end.is_some() && e.end_rule.is_none()))
        .collect();
    for e in unknown {
        let p = of(&events, e);
        let bound = e
            .latest_end
            .or_else(|| version_end(&curated, &e.version_key));
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

#[tokio::test]
async fn estimates_are_never_published_as_times() {
    let (curated, document) = build().await;
    let events = published(&document);
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

#[tokio::test]
async fn derived_and_uncertain_facts_say_so_in_one_sentence() {
    let (curated, document) = build().await;
    let events = published(&document);
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
