//! The names of items in the asked language as a face serves them, on
//! `tests/fixtures/units.json` (a pool whose title and featured unit have Japanese names, a
//! version with one, English names and units without them): `named` in the asked language,
//! flagged where not official, and `names`, the other locales' recorded names, reach the wire
//! beside today's `title`, `titleEn`, `featured` and `featuredEn`.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "tests: a failure is a failed test"
)]

mod common;

use std::path::{Path, PathBuf};

use common::Server;
use serde_json::{Value, json};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/units.json")
}

fn event<'a>(body: &'a Value, id: &str) -> &'a Value {
    let events = body["data"]["events"].as_array().unwrap();
    events.iter().find(|e| e["id"] == id).unwrap()
}

fn named(text: &str, locale: &str, official: bool) -> Value {
    json!({ "text": text, "locale": locale, "official": official })
}

#[test]
fn names_in_the_asked_language_and_the_other_locales_reach_the_wire() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let zh = server.get("/api/v1/events?server=asia").json();
    let pool = event(&zh, "re-yvonne");
    assert_eq!(pool["title"], "「绚丽异彩」重构寻访");
    assert_eq!(
        pool["named"]["title"],
        named("「绚丽异彩」重构寻访", "zh", true)
    );
    assert_eq!(pool["names"]["ja"]["featured"][0]["name"], "イヴォンヌ");

    let en = server.get("/api/v1/events?server=asia&lang=en").json();
    let pool = event(&en, "re-yvonne");
    assert_eq!(pool["titleEn"], pool["title"]);
    assert_eq!(
        pool["named"]["featured"],
        json!([named("Yvonne", "en", true)])
    );
    assert_eq!(pool["names"], event(&zh, "re-yvonne")["names"]);
    let issue = event(&en, "weapon-first");
    assert_eq!(
        issue["named"],
        json!({ "title": named("「绘涂申领」", "zh", false), "featured": [named("艺术暴君", "zh", false)] })
    );
    assert_eq!(issue.get("names"), None);
}
