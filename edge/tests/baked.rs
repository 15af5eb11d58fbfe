//! The dataset and the history `build.rs` baked into statics for the Worker answer every
//! request exactly like the same files loaded from JSON. This runs natively on the real output of the code generator
//! (`calendar_edge::BAKED_DATASET` and `BAKED_CHANGES`, the same `include!`s the Worker uses), not on a copy of it.
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

use calendar::changes::{CHANGES_ATOM_PATH, CHANGES_PATH, Changes};
use calendar::{Dataset, LimitConfig, Request, Service, v1};
use calendar_edge::{BAKED_CHANGES, BAKED_DATASET, EMBEDDED_CHANGES, EMBEDDED_DATASET};

/// The loaded and the baked dataset, each behind a service no request here reaches the limit of.
fn services() -> (Service, Service) {
    let limits = LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    };
    let loaded = Dataset::from_json(EMBEDDED_DATASET).unwrap();
    let baked = Dataset::from_baked(&BAKED_DATASET).unwrap();
    (Service::new(loaded, limits), Service::new(baked, limits))
}

#[test]
fn the_baked_dataset_answers_byte_for_byte_like_the_loaded_one() {
    let (loaded, baked) = services();
    let versions: Vec<String> = loaded
        .dataset()
        .versions()
        .iter()
        .map(|v| format!("version={}", v.version_number))
        .collect();
    let mut queries = vec![
        "",
        "category=operator,limited",
        "status=live",
        "status=upcoming&category=arsenal",
        "from=2026-08-01T00:00:00Z&to=2026-12-01T00:00:00Z",
        "version=99",
    ];
    queries.extend(versions.iter().map(String::as_str));
    // Before the first version, while it runs, today, and after everything.
    let moments = [
        "2020-01-01T00:00:00Z",
        "2026-01-22T12:00:00+08:00",
        "2026-11-23T12:00:00+08:00",
        "2030-01-01T00:00:00Z",
    ];
    let (mut compared, mut successes) = (0, 0);
    for path in [
        calendar::EVENTS_PATH,
        calendar::EVENTS_ICS_PATH,
        "/",
        "/api/v1/events.ics?alarm=PT1H",
    ] {
        let (path, extra) = path.split_once('?').unwrap_or((path, ""));
        for query in &queries {
            let query = [*query, extra]
                .into_iter()
                .filter(|q| !q.is_empty())
                .collect::<Vec<_>>()
                .join("&");
            for now in moments {
                let request = Request::get(
                    path,
                    &query,
                    "192.0.2.1",
                    calendar::time::parse(now).unwrap(),
                );
                let (a, b) = (loaded.handle(&request), baked.handle(&request));
                assert_eq!(a.status, b.status, "{path}?{query} at {now}");
                assert_eq!(a.headers, b.headers, "{path}?{query} at {now}");
                assert!(a.body == b.body, "{path}?{query} at {now}: bodies differ");
                assert!(
                    matches!(a.status, 200 | 400),
                    "{path}?{query}: {}",
                    a.status
                );
                compared += 1;
                successes += usize::from(a.status == 200);
            }
        }
    }
    assert_eq!(compared, 4 * queries.len() * moments.len());
    // Only `version=99` is refused, by the three API paths (the page ignores an unknown version).
    assert_eq!(successes, (4 * queries.len() - 3) * moments.len());
}

#[test]
fn the_baked_document_holds_the_loaded_events_and_versions() {
    let (loaded, baked) = services();
    let (loaded, baked) = (loaded.dataset(), baked.dataset());
    assert!(!loaded.events().is_empty());
    assert_eq!(baked.versions(), loaded.versions());
    assert_eq!(baked.document().source, loaded.document().source);
    assert_eq!(baked.generated_at(), loaded.generated_at());
    let without_status = |events: &[v1::Event]| -> Vec<v1::Event> {
        events
            .iter()
            .map(|e| v1::Event {
                status: v1::Status::Upcoming,
                ..e.clone()
            })
            .collect()
    };
    assert_eq!(
        without_status(baked.events()),
        without_status(loaded.events())
    );
}

#[test]
fn the_baked_history_answers_byte_for_byte_like_the_loaded_one() {
    let limits = LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    };
    let dataset = || Dataset::from_baked(&BAKED_DATASET).unwrap();
    let changes = Changes::from_json(EMBEDDED_CHANGES).unwrap();
    let loaded = Service::new(dataset(), limits).with_changes(changes.clone());
    let baked = Service::new(dataset(), limits).with_baked_changes(&BAKED_CHANGES);
    assert_eq!(
        baked.changes().map(Changes::history),
        Some(changes.history())
    );
    let now = calendar::time::parse("2026-11-23T12:00:00+08:00").unwrap();
    let mut compared = 0;
    for path in [CHANGES_PATH, CHANGES_ATOM_PATH] {
        for query in [
            "",
            "server=asia",
            "server=americas-europe",
            "category=operator,arsenal",
            "since=2026-01-01T00:00:00Z",
            "server=mars",
        ] {
            let request = Request::get(path, query, "192.0.2.1", now);
            let (a, b) = (loaded.handle(&request), baked.handle(&request));
            assert_eq!(a.status, b.status, "{path}?{query}");
            assert_eq!(a.headers, b.headers, "{path}?{query}");
            assert!(a.body == b.body, "{path}?{query}: bodies differ");
            compared += usize::from(a.status == 200);
        }
    }
    // Every query but the unknown server is answered.
    assert_eq!(compared, 2 * 5);
}
