//! Every locale's words reach the wire from an answer's first asking. On the Worker face, the
//! API Worker's binary holds only Chinese and English: a locale's file is read from its static
//! assets (a workerd disk service under the `ASSETS` binding, as `tools/serve_worker.py` binds
//! it) the first time the isolate is asked for it, whether by `lang=`, by `Accept-Language`
//! or by an MCP tool's `lang` argument (edge/src/worker/locales.rs). Each locale below is asked
//! for once, so each answer is its isolate's first in that locale.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "tests: a failure is a failed test"
)]

mod common;

use std::time::Duration;

use calendar::catalog::phrase;
use calendar::lang::Locale;
use common::{Server, fixture, unlimited_server};
use serde_json::json;

/// A message every page shows (its navigation's label).
const ON_EVERY_PAGE: &str = "page-page-navigation";

fn told_in(page: &str, locale: Locale) -> bool {
    page.contains(&format!("aria-label=\"{}\"", phrase(locale, ON_EVERY_PAGE)))
}

#[test]
fn a_locale_is_told_in_its_own_words_from_its_first_asking() {
    let server = unlimited_server();
    // `lang=ja`: the isolate's first Japanese answer.
    let page = server.get("/?lang=ja").text();
    assert!(page.contains("<html lang=\"ja\">"));
    assert!(told_in(&page, Locale::Ja), "not Japanese words: {page}");
    assert!(!told_in(&page, Locale::En));

    // `Accept-Language` alone: the first Korean.
    let page = server
        .send("GET", "/", &[("Accept-Language", "ko-KR,ko;q=0.9")])
        .text();
    assert!(told_in(&page, Locale::Ko), "not Korean words: {page}");

    // An MCP tool's `lang`, in the body: the first Thai (the fixture's names hold no Thai).
    let message = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "list_events", "arguments": {"lang": "th"}}});
    let headers = [
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
    ];
    let answer = server.post("/mcp", &headers, message.to_string().as_bytes());
    let text = answer.json()["result"]["content"][0]["text"].clone();
    let text = text.as_str().unwrap();
    assert!(
        text.chars().any(|c| ('\u{0e00}'..='\u{0e7f}').contains(&c)),
        "no Thai words: {text}"
    );

    // And the pair the binary holds, as ever.
    assert!(told_in(&server.get("/?lang=en").text(), Locale::En));
    assert!(told_in(&server.get("/").text(), Locale::ZhCn));
}

/// A Worker whose assets are missing (`tools/serve_worker.py` without the binding, as a deploy
/// without them would be) says so on its log and answers all the same: a locale in English, the
/// catalog's fallback, under its own `lang`, and `/openapi.json` a `500`; never a panic.
#[test]
fn without_its_assets_the_worker_says_so_and_answers_in_english() {
    if common::face() != "worker" {
        return; // calendar-serve holds every file in its binary.
    }
    let env = [
        ("CALENDAR_TEST_WITHOUT_ASSETS", "1"),
        ("CALENDAR_API_RATE_LIMIT_MAX", "1000"),
    ];
    let (server, stderr) = Server::start_reading_stderr(&fixture(), &env);
    let server = server.unwrap();
    let page = server.get("/?lang=ja");
    assert_eq!(page.status, 200);
    let page = page.text();
    assert!(
        told_in(&page, Locale::En),
        "not the English fallback: {page}"
    );
    assert!(common::says(
        &stderr,
        "locales/ja.ftl is not available",
        Duration::from_secs(30)
    ));
    let openapi = server.get("/openapi.json");
    assert_eq!(openapi.status, 500);
    assert_eq!(openapi.json()["error"]["code"], "INTERNAL_ERROR");
    // Still itself: the pair in its binary answers as ever.
    assert!(told_in(&server.get("/?lang=zh").text(), Locale::ZhCn));
}
