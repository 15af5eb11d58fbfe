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

/// `s` with its iCalendar folds undone (a fold may split a name).
fn unfolded(s: &str) -> String {
    s.replace("\r\n ", "")
}

#[test]
fn named_follows_the_asked_locale_and_the_pairs_fields_stay() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let en = server.get("/api/v1/events?server=asia&lang=en").json();
    let ja = server.get("/api/v1/events?server=asia&lang=ja").json();
    let pool = event(&ja, "re-yvonne");
    assert_eq!(
        pool["named"],
        json!({ "title": named("再現スカウト#1「超爆盛れカラフル」", "ja", true),
                "featured": [named("イヴォンヌ", "ja", true)] })
    );
    // Not official in ja: the English name, else the Chinese, flagged.
    assert_eq!(
        event(&ja, "op-first")["named"]["featured"],
        json!([named("Yvonne", "en", false)])
    );
    assert_eq!(
        event(&ja, "weapon-first")["named"]["title"],
        named("「绘涂申领」", "zh", false)
    );
    // Everything but `named` is the pair's (English names for ja).
    for id in ["re-yvonne", "op-first", "weapon-first"] {
        let (mut ja, mut en) = (event(&ja, id).clone(), event(&en, id).clone());
        ja.as_object_mut().unwrap().remove("named");
        en.as_object_mut().unwrap().remove("named");
        assert_eq!(ja, en, "{id}");
    }
    let versions = ja["data"]["versions"].as_array().unwrap();
    let far = versions.iter().find(|v| v["versionKey"] == "version-3");
    assert_eq!(
        far.unwrap()["named"]["title"],
        named("遠方の声", "ja", true)
    );
    let one = server.get("/api/v1/events?lang=ja&version=3").json();
    assert_eq!(
        one["data"]["versions"][0]["named"]["title"]["text"],
        "遠方の声"
    );
    // zh-TW reads Chinese titles (its pair) but its own names' rule: none recorded here.
    let tw = server.get("/api/v1/events?lang=zh-TW").json();
    let pool = event(&tw, "re-yvonne");
    assert_eq!(pool["title"], "「绚丽异彩」重构寻访");
    assert_eq!(
        pool["named"]["featured"],
        json!([named("Yvonne", "en", false)])
    );
}

#[test]
fn the_page_the_feed_and_mcp_name_items_in_the_asked_locale() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let ja_title = "再現スカウト#1「超爆盛れカラフル」";
    let page = server.get("/?lang=ja&server=asia").text();
    assert!(page.contains(ja_title), "the page in ja");
    let zh = server.get("/?lang=zh&server=asia").text();
    assert!(!zh.contains(ja_title) && zh.contains("「绚丽异彩」重构寻访"));

    let ics = unfolded(&server.get("/api/v1/events.ics?lang=ja").text());
    assert!(ics.contains(&format!("SUMMARY:{ja_title}")), "{ics}");
    assert!(ics.contains("イヴォンヌ"));
    // A title not official in ja: the English one, else the Chinese.
    assert!(ics.contains("SUMMARY:「绘涂申领」"));
    let en = unfolded(&server.get("/api/v1/events.ics?lang=en").text());
    assert!(en.contains("SUMMARY:[Resplendent Spectrum] RE-Factor Headhunting #1"));
    assert!(!en.contains(ja_title));

    let params = json!({"name": "list_events", "arguments": {"lang": "ja"}});
    let message = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params});
    let headers = [
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
    ];
    let result = server
        .post("/mcp", &headers, message.to_string().as_bytes())
        .json();
    let text = result["result"]["content"][0]["text"].as_str().unwrap();
    assert!(text.contains(ja_title), "{text}");
    let structured = &result["result"]["structuredContent"];
    assert_eq!(
        event(structured, "re-yvonne")["named"]["title"]["text"],
        ja_title
    );
}

#[test]
fn the_featured_filter_takes_a_locales_official_name() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let by_ja = server.get("/api/v1/events?featured=イヴォンヌ").json();
    let by_zh = server.get("/api/v1/events?featured=伊冯").json();
    let ids = |body: &Value| -> Vec<Value> {
        let events = body["data"]["events"].as_array().unwrap();
        events.iter().map(|e| e["id"].clone()).collect()
    };
    assert!(ids(&by_zh).contains(&json!("re-yvonne")));
    assert_eq!(ids(&by_ja), ids(&by_zh));
}

#[test]
fn the_units_name_items_in_the_asked_locale_and_the_page_marks_a_fallback() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let units = server
        .get("/api/v1/units?lang=ja&name=%E4%BC%8A%E5%86%AF")
        .json();
    let yvonne = &units["data"]["units"][0];
    assert_eq!(yvonne["named"], named("イヴォンヌ", "ja", true));
    let run = yvonne["runs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["eventId"] == "op-first")
        .unwrap();
    assert_eq!(
        run["named"]["title"],
        named("「热烈色彩」特许寻访", "zh", false)
    );
    // The page writes a fallback in its own language, marked, its title saying why.
    let page = server.get("/?lang=ja").text();
    assert!(
        page.contains(
            "<span class=\"untranslated\" lang=\"zh-CN\" title=\"日本語の公式名はここでは未記録\">玉中身</span>"
        ),
        "{page}"
    );
    assert!(
        page.contains(">イヴォンヌ</a>"),
        "an official name unmarked"
    );
}
