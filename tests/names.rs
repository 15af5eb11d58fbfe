//! The names of items in the asked language, through the public API, on `fixtures/units.json`
//! (a pool whose title and featured unit have Japanese names, a version with one, an English
//! title, and units without English names): the JSON keeps `title`, `titleEn`, `featured`,
//! `featuredEn` and adds each item's `named` in the asked language, flagged where not official,
//! and `names`, the recorded names of other locales.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "tests: a failure is a failed test"
)]

mod common;

use calendar::{Dataset, EVENTS_PATH, LimitConfig, Service};
use common::{json, request};
use serde_json::{Value, json};

const UNITS: &str = include_str!("fixtures/units.json");
const NOW: &str = "2026-03-01T00:00:00Z";

fn body(query: &str) -> Value {
    let limits = LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    };
    let service = Service::new(Dataset::from_json(UNITS).unwrap(), limits);
    let response = service.handle(&request("GET", EVENTS_PATH, query, NOW));
    assert_eq!(response.status, 200);
    json(&response)
}

fn item<'a>(body: &'a Value, list: &str, key: &str, id: &str) -> &'a Value {
    body["data"][list]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e[key] == id)
        .unwrap_or_else(|| panic!("no {id}"))
}

fn named(text: &str, locale: &str, official: bool) -> Value {
    json!({ "text": text, "locale": locale, "official": official })
}

#[test]
fn every_item_is_named_in_the_asked_language_and_flagged_where_not_official() {
    for server in ["", "server=americas-europe&"] {
        let zh = body(server);
        let pool = item(&zh, "events", "id", "re-yvonne");
        assert_eq!(pool["title"], "「绚丽异彩」重构寻访");
        assert_eq!(
            pool["named"],
            json!({ "title": named("「绚丽异彩」重构寻访", "zh", true), "featured": [named("伊冯", "zh", true)] })
        );

        let en = body(&format!("{server}lang=en"));
        let pool = item(&en, "events", "id", "re-yvonne");
        assert_eq!(
            pool["title"],
            "[Resplendent Spectrum] RE-Factor Headhunting #1"
        );
        assert_eq!(pool["titleZh"], "「绚丽异彩」重构寻访");
        assert_eq!(
            pool["named"],
            json!({
                "title": named("[Resplendent Spectrum] RE-Factor Headhunting #1", "en", true),
                "featured": [named("Yvonne", "en", true)]
            })
        );
        // No English name: the Chinese one, flagged as not official in English.
        let issue = item(&en, "events", "id", "weapon-first");
        assert_eq!(
            issue["named"],
            json!({ "title": named("「绘涂申领」", "zh", false), "featured": [named("艺术暴君", "zh", false)] })
        );
        assert_eq!(issue["featuredEn"], json!([null]));

        // The other locales' names are published as recorded, with their notice, in both.
        for body in [&zh, &en] {
            let pool = item(body, "events", "id", "re-yvonne");
            assert_eq!(
                pool["names"]["ja"]["title"]["name"],
                "再現スカウト#1「超爆盛れカラフル」"
            );
            assert_eq!(
                pool["names"]["ja"]["featured"][0],
                json!({ "name": "イヴォンヌ", "cid": "6434" })
            );
            assert_eq!(
                item(body, "events", "id", "weapon-first").get("names"),
                None
            );
            let version = item(body, "versions", "versionKey", "version-3");
            assert_eq!(version["names"]["ja"]["title"]["cid"], "9854");
        }
        let version = item(&zh, "versions", "versionKey", "version-3");
        assert_eq!(
            version["named"],
            json!({ "title": named("远方", "zh", true) })
        );
        let version = item(&en, "versions", "versionKey", "version-3");
        assert_eq!(
            version["named"],
            json!({ "title": named("远方", "zh", false) })
        );
    }
}
