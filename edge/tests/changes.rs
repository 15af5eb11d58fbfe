//! Black-box tests of the history of schedule changes, `GET /api/v1/changes` and
//! `GET /api/v1/changes.atom`, over HTTP only, so that they run unchanged against
//! `calendar-serve` and the Worker (`CALENDAR_TEST_FACE`). The Atom feed is read with a real
//! feed parser (the `atom_syndication` crate).
//!
//! The history served is made by the real generator (`calendar_generator::generate`) from a copy
//! of the generator's curated test fixture, and placed beside the dataset, where both faces look
//! for it.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};

use atom_syndication::Feed;
use calendar_generator::{Options, Report, generate};
use chrono::{DateTime, FixedOffset, Utc};
use common::files::copy_dir;
use common::{CACHE_CONTROL_OK, Server, scratch, time};
use serde_json::Value;

const JSON: &str = "/api/v1/changes";
const ATOM: &str = "/api/v1/changes.atom";
const TAG: &str = "tag:endfield-calendar.github.io,2026:change/";

/// The curated data the histories are made from: the generator's test fixture (a copy of
/// `data/`), so that editing `data/` never changes what these tests see.
fn curated_fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../generator/tests/fixtures/data")
}

/// Runs the generator offline on `data` into `out` at `now`.
fn run_generator(data: &Path, out: &Path, now: &str) -> Report {
    let options = Options {
        upstream: None,
        bulletin: None,
        bulletin_en: None,
        data: data.to_path_buf(),
        out: out.to_path_buf(),
        now: time(now),
        amend: false,
    };
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(generate(&options))
        .unwrap()
}

/// Replaces `from` by `to` in one file of the copied data, exactly once.
fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    assert_eq!(
        text.matches(from).count(),
        1,
        "{from} in {}",
        file.display()
    );
    std::fs::write(file, text.replacen(from, to, 1)).unwrap();
}

/// Sets `field` of the curated event `id` in `file`.
fn edit_event(file: &Path, id: &str, field: &str, value: &str) {
    let mut events: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let event = events
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|e| e["id"] == id)
        .unwrap();
    event[field] = value.into();
    std::fs::write(file, serde_json::to_string_pretty(&events).unwrap()).unwrap();
}

fn atom(server: &Server, query: &str) -> Feed {
    let response = server.get(&format!("{ATOM}?{query}"));
    assert_eq!(response.status, 200, "{}", response.text());
    assert_eq!(
        response.header("content-type"),
        Some("application/atom+xml; charset=utf-8")
    );
    Feed::read_from(&response.body[..]).expect("the feed parses as Atom")
}

fn entry_ids(feed: &Feed) -> Vec<String> {
    feed.entries().iter().map(|e| e.id().to_string()).collect()
}

fn record_ids(body: &Value) -> Vec<String> {
    body["data"]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| format!("{TAG}{}", c["id"].as_str().unwrap()))
        .collect()
}

/// The done-check: a change made to `data/` shows up as exactly one record in
/// `/api/v1/changes` and one Atom entry after the generator runs.
#[test]
fn a_change_to_data_is_one_record_and_one_atom_entry() {
    let dir = scratch("done");
    let data = dir.join("data");
    let dist = dir.join("dist");
    copy_dir(&curated_fixture(), &data);
    // A history-less first run records nothing, but leaves an (empty) history.
    let first = run_generator(&data, &dist, "2026-10-01T08:00:00+08:00");
    assert_eq!(first.changes_recorded, 0);
    let empty: Value =
        serde_json::from_str(&std::fs::read_to_string(dist.join("changes.json")).unwrap()).unwrap();
    assert_eq!(empty["changes"], serde_json::json!([]));
    // The end of one pool moves by a day.
    // (A pool no relative end is derived from, so exactly one event changes.)
    edit_event(
        &data.join("events/version-2.json"),
        "op-rivers-daughter",
        "end",
        "2026-03-30T11:59:00+08:00",
    );
    let second = run_generator(&data, &dist, "2026-10-02T08:00:00+08:00");
    assert_eq!(second.changes_recorded, 1);
    // Reruns on unchanged input (the clock moved, statuses too) add and rewrite nothing.
    let bytes = std::fs::read(dist.join("changes.json")).unwrap();
    let third = run_generator(&data, &dist, "2026-12-25T08:00:00+08:00");
    assert_eq!(third.changes_recorded, 0);
    assert_eq!(std::fs::read(dist.join("changes.json")).unwrap(), bytes);

    let server = Server::start_with(
        &dist.join("events.json"),
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    let response = server.get(JSON);
    assert_eq!(response.status, 200, "{}", response.text());
    let body = response.json();
    assert_eq!(body["success"], true);
    assert_eq!(body["meta"]["total"], 1);
    let changes = body["data"]["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{body:#}");
    let record = &changes[0];
    assert_eq!(record["id"], "20261002T000000Z-event-op-rivers-daughter");
    assert_eq!(record["at"], "2026-10-02T08:00:00+08:00");
    assert_eq!(record["kind"], "changed");
    assert_eq!(record["subject"], "event");
    assert_eq!(record["key"], "op-rivers-daughter");
    assert_eq!(record["category"], "operator");
    assert_eq!(record["versionKey"], "version-2");
    assert_eq!(record["fields"], serde_json::json!(["end"]));
    assert_eq!(record["before"]["end"], "2026-03-29T11:59:00+08:00");
    assert_eq!(record["after"]["end"], "2026-03-30T11:59:00+08:00");
    assert_eq!(record["before"]["start"], record["after"]["start"]);

    let feed = atom(&server, "");
    assert_eq!(feed.entries().len(), 1);
    let entry = &feed.entries()[0];
    assert_eq!(
        entry.id(),
        format!("{TAG}20261002T000000Z-event-op-rivers-daughter")
    );
    let at: DateTime<FixedOffset> = time("2026-10-02T08:00:00+08:00").into();
    assert_eq!(*entry.updated(), at);
    assert_eq!(*feed.updated(), at);
    // Titled in words, in the feed's language (Chinese unless `lang=en`), never a field's
    // wire name.
    assert_eq!(
        entry.title().as_str(),
        "变更：「河流的女儿」特许寻访（结束时间变更）"
    );
    let content = entry.content().unwrap().value().unwrap();
    assert!(
        content.contains("结束时间变更：2026年3月29日 11:59 → 2026年3月30日 11:59"),
        "{content}"
    );
    let english = atom(&server, "lang=en");
    let entry = &english.entries()[0];
    assert!(
        entry.title().as_str().starts_with("Changed: ")
            && entry.title().as_str().ends_with(" (end moved)"),
        "{}",
        entry.title().as_str()
    );
    let content = entry.content().unwrap().value().unwrap();
    assert!(
        content.contains("end moved: Mar 29, 2026, 11:59 → Mar 30, 2026, 11:59"),
        "{content}"
    );
    let entry = &feed.entries()[0];
    // No public origin: relative links, never built from the request's Host.
    assert_eq!(entry.links()[0].href(), "/api/v1/events?version=version-2");
    let self_link = feed.links().iter().find(|l| l.rel() == "self").unwrap();
    assert_eq!(self_link.href(), "/api/v1/changes.atom");
    std::fs::remove_dir_all(dir).ok();
}

/// A history of several runs: the fixture's data, then two rounds of changes.
fn history_server() -> (Server, PathBuf) {
    let dir = scratch("filters");
    let data = dir.join("data");
    let dist = dir.join("dist");
    copy_dir(&curated_fixture(), &data);
    run_generator(&data, &dist, "2026-10-01T08:00:00+08:00");
    let v2 = data.join("events/version-2.json");
    edit_event(
        &v2,
        "op-rivers-daughter",
        "end",
        "2026-03-30T11:59:00+08:00",
    );
    edit(
        &data.join("versions.json"),
        "\"title\": \"向渊行\"",
        "\"title\": \"向渊行 \"",
    );
    assert_eq!(
        run_generator(&data, &dist, "2026-10-02T08:00:00+08:00").changes_recorded,
        1,
        "a version's title is not tracked, a pool's end is"
    );
    edit(
        &data.join("versions.json"),
        "\"endsAt\": \"2026-10-15T06:00:00+08:00\"",
        "\"endsAt\": \"2026-10-16T06:00:00+08:00\"",
    );
    edit_event(
        &v2,
        "op-rivers-daughter",
        "title",
        "「河流的女儿」特许寻访 & <复刻>",
    );
    let third = run_generator(&data, &dist, "2026-10-03T08:00:00+08:00");
    assert!(third.changes_recorded >= 2, "{}", third.changes_recorded);
    let server = Server::start_with(
        &dist.join("events.json"),
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    (server, dir)
}

#[test]
fn filters_errors_headers_and_the_atom_feed_agree_with_the_json() {
    let (server, dir) = history_server();
    let all = server.get(JSON);
    assert_eq!(all.header("cache-control"), Some(CACHE_CONTROL_OK));
    assert_eq!(all.header("access-control-allow-origin"), Some("*"));
    assert_eq!(all.header("x-content-type-options"), Some("nosniff"));
    let all = all.json();
    let records = all["data"]["changes"].as_array().unwrap().clone();
    assert!(records.len() >= 3);
    assert_eq!(
        records
            .iter()
            .filter(|r| r["key"] == "op-rivers-daughter")
            .map(|r| r["fields"].clone())
            .collect::<Vec<_>>(),
        [serde_json::json!(["title"]), serde_json::json!(["end"])],
        "one record per run that changed the pool"
    );
    // Newest first; `since` keeps the records strictly later.
    let ats: Vec<DateTime<Utc>> = records
        .iter()
        .map(|r| time(r["at"].as_str().unwrap()))
        .collect();
    assert!(ats.windows(2).all(|w| w[0] >= w[1]), "{ats:?}");
    let count = |keep: &dyn Fn(&Value) -> bool| records.iter().filter(|r| keep(r)).count();
    let later = |r: &Value| r["at"] == "2026-10-03T08:00:00+08:00";
    let in_categories = |r: &Value, c: &[&str]| c.iter().any(|c| r["category"] == *c);
    for (query, expected) in [
        ("", records.len()),
        ("since=2026-10-02T08:00:00%2B08:00", count(&later)),
        ("since=2026-10-02T00:00:00Z&category=all", count(&later)),
        ("since=2026-10-01T23:59:59Z", records.len()),
        ("since=2026-10-03T00:00:00Z", 0),
        (
            "category=operator",
            count(&|r| in_categories(r, &["operator"])),
        ),
        (
            "category=update,limited",
            count(&|r| in_categories(r, &["update", "limited"])),
        ),
        (
            "category=operator&since=2026-10-02T12:00:00Z",
            count(&|r| later(r) && in_categories(r, &["operator"])),
        ),
    ] {
        let body = server.get(&format!("{JSON}?{query}")).json();
        assert_eq!(body["meta"]["total"], expected, "{query}: {body:#}");
        let feed = atom(&server, query);
        assert_eq!(entry_ids(&feed), record_ids(&body), "{query}");
    }
    // The version's record: no category, kept only without a category filter.
    let version = records.iter().find(|r| r["subject"] == "version").unwrap();
    assert_eq!(version["category"], Value::Null);
    assert_eq!(version["fields"], serde_json::json!(["end"]));
    // Markup in a title is escaped in the feed and reads back exactly.
    let feed = atom(&server, "");
    assert!(
        feed.entries()
            .iter()
            .any(|e| e.title().as_str() == "变更：「河流的女儿」特许寻访 & <复刻>（标题变更）"),
        "{:?}",
        entry_ids(&feed)
    );
    // The echo of the filters.
    let body = server
        .get(&format!(
            "{JSON}?category=operator&since=2026-10-01T00:00:00Z"
        ))
        .json();
    assert_eq!(
        body["meta"]["filters"],
        serde_json::json!({"since": "2026-10-01T08:00:00+08:00", "categories": ["operator"]})
    );
    // Errors: the envelope, every problem named.
    for path in [JSON, ATOM] {
        let bad = server.get(&format!(
            "{path}?since=yesterday&category=pools&status=live"
        ));
        assert_eq!(bad.status, 400);
        assert_eq!(bad.header("cache-control"), Some("no-store"));
        let body = bad.json();
        assert_eq!(body["error"]["code"], "INVALID_QUERY");
        let named: Vec<&str> = body["error"]["details"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["parameter"].as_str().unwrap())
            .collect();
        assert_eq!(named, ["status", "since", "category"], "{path}");
        assert_eq!(server.send("POST", path, &[]).status, 405);
        let preflight = server.send("OPTIONS", path, &[("Access-Control-Request-Method", "GET")]);
        assert_eq!(preflight.status, 204);
        // Conditional requests: the tag depends on the filters, a match is a 304.
        let tag = server.get(path).header("etag").unwrap().to_string();
        let again = server.send("GET", path, &[("If-None-Match", &tag)]);
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());
        let filtered = server.get(&format!("{path}?category=operator"));
        assert_ne!(filtered.header("etag"), Some(tag.as_str()));
    }
    assert_ne!(
        server.get(JSON).header("etag"),
        server.get(ATOM).header("etag"),
        "one tag per representation"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn changes_count_against_the_same_rate_limit_and_a_missing_history_is_empty() {
    let server = Server::start_with(&common::fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    let body = server.get(JSON).json();
    assert_eq!(body["data"]["changes"], serde_json::json!([]));
    assert_eq!(body["meta"]["total"], 0);
    let feed = atom(&server, "");
    assert!(feed.entries().is_empty());
    assert_eq!(server.get("/api/v1/events").status, 200);
    let limited = server.get(JSON);
    assert_eq!(limited.status, 429);
    assert_eq!(limited.json()["error"]["code"], "RATE_LIMITED");
}
