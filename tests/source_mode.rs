//! How the page's footer and the feed's description tell `source.mode`: a dataset built without
//! the upstream says it was built offline from the kept sources, never that the upstream "did not
//! answer".
#![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

mod common;

use calendar::{Dataset, LimitConfig, Service};
use common::{FIXTURE, request};

const NOW: &str = "2026-09-20T12:00:00+08:00";

/// The fixture with `source.mode` (and `partial`) set as a run in `mode` writes them.
fn service(mode: &str) -> Service {
    let partial = if mode == "origin" { "false" } else { "true" };
    let json = FIXTURE
        .replacen(
            "\"mode\": \"fallback\"",
            &format!("\"mode\": \"{mode}\""),
            1,
        )
        .replacen("\"partial\": true", &format!("\"partial\": {partial}"), 1);
    let dataset = Dataset::from_json(&json).unwrap();
    assert_eq!(dataset.document().source.mode.as_str(), mode);
    Service::new(
        dataset,
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
}

/// The footer of the page in `query`'s language.
fn footer(service: &Service, query: &str) -> String {
    let response = service.handle(&request("GET", "/", query, NOW));
    assert_eq!(response.status, 200);
    let html = String::from_utf8(response.body.to_vec()).unwrap();
    html.split_once("<footer")
        .map(|(_, footer)| footer.to_string())
        .unwrap()
}

/// The English feed's calendar description, unfolded and unescaped.
fn description(service: &Service) -> String {
    let response = service.handle(&request("GET", "/api/v1/events.ics", "lang=en", NOW));
    assert_eq!(response.status, 200);
    let ics = String::from_utf8(response.body.to_vec())
        .unwrap()
        .replace("\r\n ", "");
    ics.lines()
        .find_map(|line| line.strip_prefix("X-WR-CALDESC:"))
        .unwrap()
        .replace("\\;", ";")
        .replace("\\,", ",")
}

#[test]
fn each_mode_is_told_as_what_the_run_did() {
    for (mode, zh, en, feed) in [
        (
            "origin",
            "上游接口已应答 (origin)",
            "the upstream answered (origin)",
            "; the upstream stats interface answered;",
        ),
        (
            "partial",
            "部分来源未应答，其余取自保存的资料 (partial)",
            "only part of the sources answered; the kept sources fill in the rest (partial)",
            "; only part of the sources answered (the kept sources fill in the rest);",
        ),
        (
            "fallback",
            "未读取上游接口，由保存的资料离线生成 (fallback)",
            "built offline from the kept sources, without the upstream (fallback)",
            "; built offline from the kept sources (the upstream stats interface was not \
             read);",
        ),
    ] {
        let service = service(mode);
        let (zh_footer, en_footer) = (footer(&service, ""), footer(&service, "lang=en"));
        let feed_description = description(&service);
        assert!(zh_footer.contains(zh), "{mode}: {zh_footer}");
        assert!(en_footer.contains(en), "{mode}: {en_footer}");
        assert!(
            feed_description.contains(feed),
            "{mode}: {feed_description}"
        );
        for told in [&zh_footer, &en_footer, &feed_description] {
            assert!(!told.contains("did not answer"), "{mode}: {told}");
            assert!(!told.contains("未应答，使用上次的数据"), "{mode}: {told}");
        }
    }
}
