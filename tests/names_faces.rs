//! Every face names items in Japanese (`lang=ja`) by the names rule, on `fixtures/units.json`:
//! `re-yvonne` has official Japanese names (its title 再現スカウト#1「超爆盛れカラフル」, its
//! unit イヴォンヌ) and is shown with them, never with its English or Chinese ones; `op-first`
//! has none (its unit the English "Yvonne", its title only the Chinese), `weapon-open`'s unit
//! 玉中身 only a Chinese name: each such name is the fallback, flagged untranslated where the
//! face can say so (JSON's `official`, HTML's `span.untranslated` in its language).
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "tests: a failure is a failed test"
)]

mod common;

use calendar::changes::{Change, ChangeKind, Changes, History, State, Subject};
use calendar::notify::{json as webhook, outgoing, parse_targets};
use calendar::{Dataset, LimitConfig, Request, Service};
use common::{at, request};
use serde_json::{Value, json};

const UNITS: &str = include_str!("fixtures/units.json");
/// `re-yvonne`, `weapon-open` and `limited-x` are live.
const NOW: &str = "2026-03-25T00:00:00Z";
const JA_TITLE: &str = "再現スカウト#1「超爆盛れカラフル」";
const JA_UNIT: &str = "イヴォンヌ";
/// What the Japanese faces say of a name not official in Japanese.
const WHY_JA: &str = "日本語の公式名はここでは未記録";
/// `re-yvonne`'s other names, which no Japanese face may show.
const OTHER_NAMES: [&str; 4] = [
    "[Resplendent Spectrum]",
    "「绚丽异彩」重构寻访",
    "伊冯",
    "RE-Factor",
];

fn dataset() -> Dataset {
    Dataset::from_json(UNITS).unwrap()
}

/// A record adding each of `ids`, found at 2026-03-24 12:00 (UTC+8).
fn records(ids: &[&str]) -> Vec<Change> {
    let dataset = dataset();
    let found = at("2026-03-24T12:00:00+08:00");
    ids.iter()
        .map(|id| {
            let e = dataset.events().iter().find(|e| e.id == *id).unwrap();
            Change {
                id: Change::make_id(found, Subject::Event, &e.id),
                at: found,
                kind: ChangeKind::Added,
                subject: Subject::Event,
                key: e.id.clone(),
                version_key: e.version_key.clone(),
                category: Some(e.category),
                title: e.title.clone(),
                fields: Vec::new(),
                before: None,
                after: Some(State {
                    title: e.title.clone(),
                    start: e.start,
                    end: e.end,
                    pool_id: e.pool_id.clone(),
                    end_label: None,
                    hour_unconfirmed: Vec::new(),
                    estimated: Vec::new(),
                }),
                notices: Vec::new(),
            }
        })
        .collect()
}

fn service() -> Service {
    let limits = LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    };
    let history = History {
        changes: records(&["re-yvonne", "op-first"]),
        ..History::default()
    };
    Service::new(dataset(), limits).with_changes(Changes::from_history(history).unwrap())
}

fn text(path: &str, query: &str) -> String {
    let response = service().handle(&request("GET", path, query, NOW));
    assert_eq!(response.status, 200, "{path}?{query}");
    String::from_utf8(response.body.to_vec()).unwrap()
}

fn named(text: &str, locale: &str, official: bool) -> Value {
    json!({ "text": text, "locale": locale, "official": official })
}

fn assert_japanese(face: &str, body: &str) {
    for other in OTHER_NAMES {
        assert!(!body.contains(other), "{face}: {other} in\n{body}");
    }
}

/// An MCP tool's result (`tools/call` of `name` with `arguments`).
fn mcp(name: &str, arguments: Value) -> Value {
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": name, "arguments": arguments}});
    let body = serde_json::to_vec(&call).unwrap();
    let response = service().handle(
        &Request {
            method: "POST",
            content_type: Some("application/json"),
            ..request("GET", calendar::MCP_PATH, "", NOW)
        }
        .with_body(calendar::Body::Read(&body)),
    );
    let json: Value = serde_json::from_slice(&response.body).unwrap();
    assert_eq!(json["result"]["isError"], false, "{json}");
    json["result"].clone()
}

#[test]
fn the_units_and_their_runs_are_named_in_japanese() {
    let body: Value = serde_json::from_str(&text("/api/v1/units", "lang=ja")).unwrap();
    let unit = |name: &str| {
        body["data"]["units"]
            .as_array()
            .unwrap()
            .iter()
            .find(|u| u["name"] == name)
            .unwrap()
            .clone()
    };
    let yvonne = unit("伊冯");
    // The unit's official Japanese name, which one of its runs' notices prints.
    assert_eq!(yvonne["named"], named(JA_UNIT, "ja", true));
    assert_eq!(yvonne["nameEn"], "Yvonne", "the existing fields stay");
    let runs = yvonne["runs"].as_array().unwrap();
    let run = |id: &str| runs.iter().find(|r| r["eventId"] == id).unwrap();
    assert_eq!(
        run("re-yvonne")["named"],
        json!({ "title": named(JA_TITLE, "ja", true) })
    );
    assert_eq!(
        run("op-first")["named"],
        json!({ "title": named("「热烈色彩」特许寻访", "zh", false) })
    );
    assert_eq!(unit("玉中身")["named"], named("玉中身", "zh", false));
    // A locale whose notices name nothing here: the English name, flagged.
    let de: Value = serde_json::from_str(&text("/api/v1/units", "lang=de")).unwrap();
    assert_eq!(
        de["data"]["units"][0]["named"],
        named("Yvonne", "en", false)
    );
    let zh: Value = serde_json::from_str(&text("/api/v1/units", "")).unwrap();
    assert_eq!(zh["data"]["units"][0]["named"], named("伊冯", "zh", true));
}

#[test]
fn mcp_tells_a_units_history_and_the_events_in_japanese() {
    let result = mcp("unit_history", json!({"name": "伊冯", "lang": "ja"}));
    let said = result["content"][0]["text"].as_str().unwrap();
    assert!(said.contains(JA_UNIT) && said.contains(JA_TITLE), "{said}");
    assert_japanese("unit_history", said);
    // The run without a Japanese title: its Chinese one, as it is.
    assert!(said.contains("「热烈色彩」特许寻访"), "{said}");
    let units = &result["structuredContent"]["data"]["units"];
    assert_eq!(units[0]["named"], named(JA_UNIT, "ja", true));
    let listed = mcp("list_units", json!({"lang": "ja"}));
    let said = listed["content"][0]["text"].as_str().unwrap();
    assert!(said.contains(JA_UNIT), "{said}");
    assert_japanese("list_units", said);

    let events = mcp("list_events", json!({"lang": "ja"}));
    let said = events["content"][0]["text"].as_str().unwrap();
    assert!(said.contains(JA_TITLE) && said.contains(JA_UNIT), "{said}");
    assert_japanese("list_events", said);
    let structured = events["structuredContent"]["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == "weapon-open")
        .unwrap()
        .clone();
    assert_eq!(
        structured["named"]["featured"][0],
        named("玉中身", "zh", false)
    );
}

#[test]
fn the_atom_feed_and_the_change_records_name_items_in_japanese() {
    let atom = text("/api/v1/changes.atom", "lang=ja");
    assert!(atom.contains(JA_TITLE), "{atom}");
    assert_japanese("changes.atom", &atom);
    // No Japanese title recorded: the Chinese one, as it is.
    assert!(atom.contains("「热烈色彩」特许寻访"), "{atom}");

    let changes: Value = serde_json::from_str(&text("/api/v1/changes", "lang=ja")).unwrap();
    let record = |id: &str| {
        changes["data"]["changes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["key"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(
        record("re-yvonne")["named"],
        json!({ "title": named(JA_TITLE, "ja", true) })
    );
    assert_eq!(
        record("op-first")["named"],
        json!({ "title": named("「热烈色彩」特许寻访", "zh", false) })
    );
    assert_eq!(
        record("re-yvonne")["title"],
        "[Resplendent Spectrum] RE-Factor Headhunting #1",
        "`title` stays its pair's"
    );
}

#[test]
fn the_card_names_items_in_japanese_and_marks_the_untranslated() {
    let card = text("/embed/countdown", "lang=ja");
    assert!(
        card.contains(&format!("<span class=\"name\">{JA_UNIT}</span>")),
        "{card}"
    );
    assert!(card.contains(JA_TITLE), "{card}");
    assert_japanese("card", &card);
    let marked =
        format!("<span class=\"untranslated\" lang=\"zh-CN\" title=\"{WHY_JA}\">玉中身</span>");
    assert!(card.contains(&marked), "{card}");
}

#[test]
fn the_page_names_items_in_japanese_and_marks_the_untranslated() {
    let page = text("/", "lang=ja");
    assert!(page.contains(JA_UNIT) && page.contains(JA_TITLE), "{page}");
    assert!(page.contains("遠方の声"), "the version's Japanese name");
    // `data-unit` is the unit's key for machines (the Chinese name), not a name shown.
    assert_japanese("page", &page.replace("data-unit=\"伊冯\"", ""));
    let marked =
        format!("<span class=\"untranslated\" lang=\"zh-CN\" title=\"{WHY_JA}\">玉中身</span>");
    assert!(page.contains(&marked), "{page}");
    // In the timeline's SVG, a tspan in its language.
    assert!(
        page.contains("<tspan class=\"untranslated\" lang=\"zh-CN\">「篆玉申领」</tspan>"),
        "{page}"
    );
    // An official Japanese name is never marked; a fallback never shown unmarked (the list and
    // the banner history both name 玉中身).
    assert!(!page.contains(&format!("title=\"{WHY_JA}\">{JA_UNIT}")));
    assert_eq!(page.matches(">玉中身<").count(), 2);
    assert_eq!(page.matches(&marked).count(), 2);
}

/// The chats' cards of a record in Japanese: Discord and Telegram tell the official Japanese
/// names, and a name without one as its fallback (the English unit name "Yvonne").
#[test]
fn discord_and_telegram_cards_name_items_in_japanese() {
    let dataset = dataset();
    let targets = parse_targets(
        r#"[{"name":"d","kind":"discord","urlEnv":"U","lang":"ja"},
            {"name":"t","kind":"telegram","urlEnv":"U","chatId":"-100","lang":"ja"}]"#,
    )
    .unwrap();
    for target in &targets {
        let sent = outgoing::announcements(target, &records(&["re-yvonne"]), &dataset, None);
        assert_eq!(sent.len(), 1);
        let body = &sent[0].body;
        // The name's letters, whatever each chat escapes around them.
        assert!(
            body.contains("超爆盛れカラフル") && body.contains(JA_UNIT),
            "{body}"
        );
        assert_japanese(&target.name, body);
        let fallback = outgoing::announcements(target, &records(&["op-first"]), &dataset, None);
        let body = &fallback[0].body;
        assert!(
            body.contains("Yvonne") && body.contains("「热烈色彩」特许寻访"),
            "{body}"
        );
        assert!(
            !body.contains(JA_UNIT),
            "op-first's notice names no Japanese unit: {body}"
        );
    }
}

/// A `json` target's body carries the record's `named`, as the changes resource does.
#[test]
fn a_json_webhooks_record_carries_its_named_title() {
    let dataset = dataset();
    let targets = parse_targets(
        r#"[{"name":"j","kind":"json","urlEnv":"U","secretEnv":"S","lang":"ja"},
            {"name":"z","kind":"json","urlEnv":"U","secretEnv":"S"}]"#,
    )
    .unwrap();
    let record = &records(&["re-yvonne"])[0];
    let ja: Value =
        serde_json::from_str(&webhook::body(&targets[0], record, &dataset).unwrap()).unwrap();
    assert_eq!(
        ja["data"]["named"],
        json!({ "title": named(JA_TITLE, "ja", true) })
    );
    assert_eq!(
        ja["data"]["title"],
        "[Resplendent Spectrum] RE-Factor Headhunting #1"
    );
    let zh: Value =
        serde_json::from_str(&webhook::body(&targets[1], record, &dataset).unwrap()).unwrap();
    assert_eq!(
        zh["data"]["named"],
        json!({ "title": named("「绚丽异彩」重构寻访", "zh", true) })
    );
    assert_eq!(zh["data"]["title"], "「绚丽异彩」重构寻访");
}

/// A `json` target's reminder carries the event's `named` in its locale, as the events do.
#[test]
fn a_json_reminder_carries_its_named_title_and_units() {
    use calendar::notify::{reminder_message, reminders};
    let dataset = dataset();
    let targets = parse_targets(
        r#"[{"name":"j","kind":"json","urlEnv":"U","secretEnv":"S","lang":"ja","reminders":{"start":["P1D"]}}]"#,
    )
    .unwrap();
    let due = reminders::due(
        &dataset,
        &targets,
        at("2026-01-25T00:00:00Z"),
        at("2026-04-01T00:00:00Z"),
    );
    let body = |id: &str| -> Value {
        let reminder = due.iter().find(|r| r.event.id == id).unwrap();
        serde_json::from_str(&reminder_message::json_body(reminder, &dataset).unwrap()).unwrap()
    };
    assert_eq!(
        body("re-yvonne")["data"]["named"],
        json!({ "title": named(JA_TITLE, "ja", true), "featured": [named(JA_UNIT, "ja", true)] })
    );
    assert_eq!(
        body("op-first")["data"]["named"],
        json!({
            "title": named("「热烈色彩」特许寻访", "zh", false),
            "featured": [named("Yvonne", "en", false)]
        })
    );
}
