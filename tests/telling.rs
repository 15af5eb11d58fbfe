//! One voice (issue 38): on the `telling.json` fixture, one pool of each kind of certainty (an
//! exact end; an end whose hour no source gives; an estimated end from an official rule; an
//! inferred "at the latest" end (an upper bound, told so everywhere), of a pool with no English title and a unit with no English
//! name), every face tells the same name, the same times and the same certainty words, for each
//! server and language: the page, the iCalendar feed with alarms, the Atom feed, the Discord
//! and JSON payloads of a change record, the reminder messages (Discord and JSON), MCP's text
//! and the countdown card. The feed never rings an unconfirmed hour at its guessed instant minus
//! a lead, and English payloads carry no Chinese wording where the dataset has the English.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "test: a failure is a failed test"
)]
#![allow(
    clippy::disallowed_methods,
    reason = "test: chrono's strftime is the independent oracle of what the library writes"
)]

mod common;

use calendar::catalog;
use calendar::changes::{Change, ChangeKind, Changes, History, State, Subject};
use calendar::lang::Locale;
use calendar::notify::{outgoing, parse_targets, reminders};
use calendar::{Dataset, LimitConfig, Request, Response, Service};
use chrono::{DateTime, Days, FixedOffset, NaiveTime, TimeDelta, Utc};
use common::{at, json};
use serde_json::Value;

const FIXTURE: &str = include_str!("fixtures/telling.json");
const NOW: &str = "2026-11-27T10:00:00+08:00";
const SERVERS: [&str; 3] = ["cn", "asia", "americas-europe"];
const LANGS: [&str; 2] = ["zh", "en"];

/// What every face must tell of one event, by language (`[zh, en]`).
struct Expect {
    id: &'static str,
    title: [&'static str; 2],
    featured: [&'static str; 2],
    /// The end (CN's offset), and how certain it is.
    end: &'static str,
    hour_known: bool,
    estimated: bool,
    /// Whether the end is an upper bound (its label's "最晚至").
    at_latest: bool,
    /// The certainty word a face in one language tells beside the end.
    word: Option<[&'static str; 2]>,
}

const EXPECT: [Expect; 4] = [
    Expect {
        id: "exact",
        title: ["「晨曦」特许寻访", "[Dawn] Chartered Headhunting"],
        featured: ["伊冯", "Yvonne"],
        end: "2026-12-17T11:59:00+08:00",
        hour_known: true,
        estimated: false,
        at_latest: false,
        word: None,
    },
    Expect {
        id: "hour-tbc",
        title: ["「余烬」重构寻访", "[Embers] RE-Factor Headhunting"],
        featured: ["卡缪", "Camille"],
        end: "2026-12-03T06:00:00+08:00",
        hour_known: false,
        estimated: false,
        at_latest: true,
        word: Some(["时间未定", "time TBC"]),
    },
    Expect {
        id: "estimated",
        title: ["「肃阵申领」", "[Solemn Phalanx] Arsenal Issue"],
        featured: ["四二式·肃阵", "Type 42: Solemn Phalanx"],
        end: "2027-01-07T11:59:00+08:00",
        hour_known: true,
        estimated: true,
        at_latest: false,
        word: Some(["暂定", "estimated"]),
    },
    Expect {
        id: "at-the-latest",
        title: ["「熔铸申领」", "「熔铸申领」"],
        featured: ["熔铸火焰", "熔铸火焰"],
        end: "2026-12-10T10:00:00+08:00",
        hour_known: true,
        estimated: false,
        at_latest: true,
        word: Some(["最晚", "at the latest"]),
    },
];

fn lang_index(lang: &str) -> usize {
    usize::from(lang == "en")
}

fn offset(server: &str) -> FixedOffset {
    let hours = if server == "americas-europe" { -5 } else { 8 };
    FixedOffset::east_opt(hours * 3600).unwrap()
}

impl Expect {
    fn end_at(&self) -> DateTime<Utc> {
        at(self.end)
    }

    /// The end as a text in `lang` on `server`'s clock: to the minute, else its date.
    fn end_text(&self, server: &str, lang: &str) -> String {
        let local = self.end_at().with_timezone(&offset(server)).naive_local();
        let lang = Locale::from_tag(lang).unwrap();
        match self.hour_known {
            true => catalog::minute(lang, local),
            false => catalog::date(lang, local.date()),
        }
    }

    /// The guessed clock time of an unconfirmed hour, which no face may write: as `lang`
    /// writes it with its date, and alone.
    fn guessed(&self, server: &str, lang: &str) -> Option<(String, String)> {
        (!self.hour_known).then(|| {
            let local = self.end_at().with_timezone(&offset(server)).naive_local();
            let lang = Locale::from_tag(lang).unwrap();
            (
                catalog::minute(lang, local),
                catalog::clock(lang, local.time()),
            )
        })
    }

    /// Checks that `text` (a face's telling of the event, in `lang` on `server`) has the name,
    /// the featured unit, the end and the certainty word.
    fn check(&self, face: &str, text: &str, server: &str, lang: &str, end: bool, word: bool) {
        let l = lang_index(lang);
        let face = format!("{face} {} {server} {lang}", self.id);
        assert!(text.contains(self.title[l]), "{face}: no title\n{text}");
        assert!(text.contains(self.featured[l]), "{face}: no unit\n{text}");
        if end {
            assert!(
                text.contains(&self.end_text(server, lang)),
                "{face}: no end\n{text}"
            );
        }
        if let Some((guessed, _)) = self.guessed(server, lang) {
            assert!(!text.contains(&guessed), "{face}: a guessed hour\n{text}");
        }
        if let (true, Some(words)) = (word, self.word) {
            assert!(text.contains(words[l]), "{face}: no {}\n{text}", words[l]);
        }
        if lang == "en" {
            assert_no_chinese_wording(&face, text, self);
        }
    }
}

/// English text carries no Chinese but the names the dataset has no English for.
fn assert_no_chinese_wording(face: &str, text: &str, expect: &Expect) {
    let mut rest = text.to_string();
    for e in &EXPECT {
        if e.title[1] == e.title[0] {
            rest = rest.replace(e.title[0], "");
        }
        if e.featured[1] == e.featured[0] {
            rest = rest.replace(e.featured[0], "");
        }
    }
    let chinese: String = rest
        .chars()
        .filter(|c| matches!(*c, '\u{4e00}'..='\u{9fff}'))
        .collect();
    assert!(
        chinese.is_empty(),
        "{face} ({}): Chinese wording {chinese:?} in English\n{text}",
        expect.id
    );
}

fn service() -> Service {
    let dataset = Dataset::from_json(FIXTURE).unwrap();
    let records: Vec<Change> = dataset.events().iter().map(added).collect();
    let history = History {
        changes: records,
        ..History::default()
    };
    Service::new(
        dataset,
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
    .with_changes(Changes::from_history(history).unwrap())
}

/// The record of `event`'s addition, found the day before [`NOW`].
fn added(event: &calendar::v1::Event) -> Change {
    let found = at("2026-11-26T12:00:00+08:00");
    Change {
        id: Change::make_id(found, Subject::Event, &event.id),
        at: found,
        kind: ChangeKind::Added,
        subject: Subject::Event,
        key: event.id.clone(),
        version_key: event.version_key.clone(),
        category: Some(event.category),
        title: event.title.clone(),
        fields: Vec::new(),
        before: None,
        after: Some(State {
            title: event.title.clone(),
            start: event.start,
            end: event.end,
            pool_id: event.pool_id.clone(),
            end_label: event.end_label.clone(),
            hour_unconfirmed: event.source_meta.hour_unconfirmed.clone(),
            estimated: event.source_meta.estimated.clone(),
        }),
        notices: Vec::new(),
    }
}

fn get(service: &Service, path: &str, query: &str) -> String {
    let response: Response = service.handle(&Request::get(path, query, common::CLIENT, at(NOW)));
    assert_eq!(response.status, 200, "{path}?{query}");
    // Unfolded (the feed folds its lines at 75 octets).
    String::from_utf8(response.body.to_vec())
        .unwrap()
        .replace("\r\n ", "")
}

/// The part of `text` from `start` to the next `end` after it.
fn part<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("{start} in\n{text}"));
    let rest = &text[from..];
    &rest[..rest.find(end).unwrap_or(rest.len())]
}

#[test]
fn the_page_the_feeds_mcp_and_the_card_tell_each_event_alike() {
    let service = service();
    for server in SERVERS {
        for lang in LANGS {
            let query = format!("server={server}&lang={lang}");
            let page = get(&service, "/", &query);
            let feed = get(
                &service,
                "/api/v1/events.ics",
                &format!("{query}&alarm=P1D,PT1H"),
            );
            let atom = get(&service, "/api/v1/changes.atom", &query);
            let card = get(&service, "/embed/countdown", &format!("{query}&limit=10"));
            let mcp = mcp_text(&service, server, lang);
            let changes: Value =
                serde_json::from_str(&get(&service, "/api/v1/changes", &query)).unwrap();
            for e in &EXPECT {
                let item = part(&page, &format!("data-event-id=\"{}\"", e.id), "</li>");
                // An upcoming pool's item tells its start; a live one its end.
                let live = e.id != "at-the-latest";
                e.check("page", item, server, lang, live, live);
                let vevent = part(&feed, &format!("UID:{}@", e.id), "END:VEVENT\r\n");
                // Its TEXT values read as written (RFC 5545 escapes a comma).
                let vevent = vevent.replace("\\,", ",");
                e.check("feed", &vevent, server, lang, true, false);
                if !e.hour_known {
                    // Shown through every date it may end on: CN's 12-03, on UTC−5 12-02 or
                    // 12-03 (its hour unconfirmed, its date there too).
                    assert!(
                        vevent.contains("DTEND;VALUE=DATE:20261204"),
                        "feed {server}: {vevent}"
                    );
                }
                let entry = part(
                    &atom,
                    &format!(
                        "change/{}",
                        Change::make_id(at("2026-11-26T12:00:00+08:00"), Subject::Event, e.id)
                    ),
                    "</entry>",
                );
                let title = part(entry, "<title>", "</title>");
                let l = lang_index(lang);
                assert!(title.contains(e.title[l]), "atom {server} {lang}: {title}");
                if lang == "en" {
                    assert_no_chinese_wording("atom title", title, e);
                }
                let record = changes["data"]["changes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|r| r["key"] == e.id)
                    .unwrap();
                assert_eq!(record["title"], e.title[l], "changes {server} {lang}");
                let recorded = (lang == "en" && e.title[1] != e.title[0]).then_some(e.title[0]);
                assert_eq!(
                    record["titleZh"].as_str(),
                    recorded,
                    "changes {server} {lang}"
                );
                let line = mcp
                    .lines()
                    .find(|line| line.ends_with(&format!("({})", e.id)))
                    .unwrap_or_else(|| panic!("{} in {mcp}", e.id));
                // MCP's text is English words around the names in the language asked.
                assert!(
                    line.contains(e.title[l]) && line.contains(e.featured[l]),
                    "{line}"
                );
                // (Told in English, as its words are: mcp/text.rs's `text_lang`.)
                let mcp_lang = if lang == "zh" { "en" } else { lang };
                let end = e.end_text(server, mcp_lang);
                assert!(line.contains(&end), "mcp {server}: {line}");
                // Its times in English words, its end note in the language asked.
                if let Some(words) = e.word {
                    let said = line.contains(words[1]) || line.contains(words[l]);
                    assert!(said, "mcp {server} {lang}: {line}");
                }
                let card_item = part(&card, e.featured[l], "</li>");
                if live && let Some(words) = e.word {
                    assert!(
                        card_item.contains(words[l]),
                        "card {server} {lang}: {card_item}"
                    );
                }
                if let Some((_, clock)) = e.guessed(server, lang) {
                    assert!(!card_item.contains(&clock), "{card_item}");
                }
            }
            check_alarms(&feed, server, lang == "en");
        }
    }
}

/// Later, when every pool is live, the page and the card tell each end with its certainty word
/// (an upper bound "at the latest" too), and both count down only an exact end.
#[test]
fn when_every_pool_is_live_the_page_and_the_card_tell_each_ends_certainty() {
    let service = service();
    let later = at("2026-12-01T10:00:00+08:00");
    let get_at = |path: &str, query: &str| {
        let response = service.handle(&Request::get(path, query, common::CLIENT, later));
        assert_eq!(response.status, 200, "{path}?{query}");
        String::from_utf8(response.body.to_vec()).unwrap()
    };
    for server in SERVERS {
        for lang in LANGS {
            let query = format!("server={server}&lang={lang}");
            let page = get_at("/", &query);
            let card = get_at("/embed/countdown", &format!("{query}&limit=10"));
            for e in &EXPECT {
                let item = part(&page, &format!("data-event-id=\"{}\"", e.id), "</li>");
                e.check("page later", item, server, lang, true, true);
                let l = lang_index(lang);
                let card_item = part(&card, e.featured[l], "</li>");
                if let Some(words) = e.word {
                    assert!(
                        card_item.contains(words[l]),
                        "card later {} {server} {lang}: {card_item}",
                        e.id
                    );
                }
                let counted = card_item.contains("data-until");
                let exact = e.hour_known && !e.estimated && !e.at_latest;
                assert_eq!(counted, exact, "card later {}: {card_item}", e.id);
                // The page counts down the same ends only (an upper bound never, as if exact).
                let counted = item.contains("data-until");
                assert_eq!(counted, exact, "page later {}: {item}", e.id);
                // Its machine form says the same: an upper bound is `at-the-latest`, never
                // `confirmed`, and only an upper bound is.
                let bound = item.contains("data-certainty=\"at-the-latest\"");
                assert_eq!(bound, e.at_latest, "page later {}: {item}", e.id);
            }
        }
    }
}

/// The feed's alarms follow push: an unconfirmed end rings once, the day before at noon on the
/// server's clock, never at its guessed instant minus a lead; an estimate only at a day. Their
/// words are the feed's language's; `english` checks them in English.
fn check_alarms(feed: &str, server: &str, english: bool) {
    let zone = offset(server);
    for e in &EXPECT {
        let vevent = part(feed, &format!("UID:{}@", e.id), "END:VEVENT\r\n");
        let triggers: Vec<&str> = vevent
            .lines()
            .filter(|l| l.starts_with("TRIGGER"))
            .collect();
        let end = e.end_at();
        let utc = |t: DateTime<Utc>| t.format("%Y%m%dT%H%M%SZ").to_string();
        for lead in [TimeDelta::hours(1), TimeDelta::days(1)] {
            let guessed = format!("TRIGGER;VALUE=DATE-TIME:{}", utc(end - lead));
            if !e.hour_known || (e.estimated && lead < TimeDelta::days(1)) {
                assert!(
                    !triggers.contains(&guessed.as_str()),
                    "{}: {triggers:?}",
                    e.id
                );
            }
        }
        if !e.hour_known {
            let day_before = end
                .with_timezone(&zone)
                .date_naive()
                .checked_sub_days(Days::new(1))
                .unwrap()
                .and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap())
                .and_local_timezone(zone)
                .unwrap()
                .with_timezone(&Utc);
            let noon = format!("TRIGGER;VALUE=DATE-TIME:{}", utc(day_before));
            assert!(triggers.contains(&noon.as_str()), "{}: {triggers:?}", e.id);
            assert!(
                !triggers.iter().any(|t| t.contains("RELATED=END")),
                "{triggers:?}"
            );
            // On UTC−5 an instant's CN date is not known there either.
            let tbc = match server {
                "americas-europe" => "date and time TBC",
                _ => "time TBC",
            };
            let tomorrow = match e.at_latest {
                true => format!("ends at the latest tomorrow ({tbc})"),
                false => format!("ends tomorrow ({tbc})"),
            };
            assert!(!english || vevent.contains(&tomorrow), "{vevent}");
        }
        // An upper bound rings at its time minus each lead (the end comes no later), saying so.
        if e.at_latest && e.hour_known {
            for lead in ["P1D", "PT1H"] {
                let rung = format!("TRIGGER;RELATED=END:-{lead}");
                assert!(triggers.contains(&rung.as_str()), "{}: {triggers:?}", e.id);
            }
            if english {
                assert!(vevent.contains("ends at the latest in 1 hour"), "{vevent}");
                assert!(!vevent.contains("ends in 1 hour"), "{vevent}");
            }
        }
        if e.estimated && english {
            assert!(
                vevent.contains("ends in about 1 day (estimated)"),
                "{vevent}"
            );
            assert!(!vevent.contains("ends in 1 hour"), "{vevent}");
        }
    }
}

/// MCP's `list_events` text on `server` in `lang`.
fn mcp_text(service: &Service, server: &str, lang: &str) -> String {
    let call = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "list_events", "arguments": {"server": server, "lang": lang}}});
    let body = serde_json::to_vec(&call).unwrap();
    let response = service.handle(
        &Request {
            method: "POST",
            content_type: Some("application/json"),
            ..Request::get(calendar::MCP_PATH, "", common::CLIENT, at(NOW))
        }
        .with_body(calendar::Body::Read(&body)),
    );
    let result = &json(&response)["result"];
    assert_eq!(result["isError"], false, "{result}");
    result["content"][0]["text"].as_str().unwrap().to_string()
}

fn targets(server: &str, lang: &str) -> Vec<calendar::notify::Target> {
    let leads = r#"{"start": ["P1D", "PT1H"], "end": ["P1D", "PT1H"]}"#;
    parse_targets(&format!(
        r#"[{{"name":"chat","kind":"discord","urlEnv":"HOOK","server":"{server}","lang":"{lang}","reminders":{leads}}},
            {{"name":"bot","kind":"json","urlEnv":"HOOK","secretEnv":"SECRET","server":"{server}","lang":"{lang}","reminders":{leads}}}]"#
    ))
    .unwrap()
}

#[test]
fn push_tells_each_event_as_the_page_does() {
    let dataset = Dataset::from_json(FIXTURE).unwrap();
    let records: Vec<Change> = dataset.events().iter().map(added).collect();
    let now = at(NOW);
    for server in SERVERS {
        for lang in LANGS {
            let l = lang_index(lang);
            let targets = targets(server, lang);
            let [discord, json_target] = [&targets[0], &targets[1]];
            for e in &EXPECT {
                let record = records.iter().find(|r| r.key == e.id).unwrap();
                // The announcement: Discord's embed and the JSON body.
                let sent =
                    outgoing::announcements(discord, std::slice::from_ref(record), &dataset, None);
                let message: Value = serde_json::from_str(&sent[0].body).unwrap();
                let text = embed_text(&message["embeds"][0]);
                let unix = e.end_at().timestamp();
                let end_told = match e.hour_known && !e.estimated {
                    true => format!("<t:{unix}:F>"),
                    false => e.end_text(server, lang),
                };
                assert!(
                    text.contains(&end_told),
                    "discord {} {server} {lang}: {text}",
                    e.id
                );
                e.check(
                    "discord",
                    &text.replace(&end_told, &e.end_text(server, lang)),
                    server,
                    lang,
                    true,
                    true,
                );
                let sent = outgoing::announcements(
                    json_target,
                    std::slice::from_ref(record),
                    &dataset,
                    None,
                );
                let body: Value = serde_json::from_str(&sent[0].body).unwrap();
                assert_eq!(body["data"]["title"], e.title[l], "json {} {lang}", e.id);
                assert_eq!(body["type"], "calendar.change");
                assert_eq!(body["data"]["id"], record.id.as_str());
            }
            // The reminders, a month from now: each edge as the one rule says.
            let due = reminders::due(&dataset, &targets, now, now + TimeDelta::days(60));
            for e in &EXPECT {
                let ends: Vec<&reminders::Reminder<'_>> = due
                    .iter()
                    .filter(|r| r.event.id == e.id && r.edge == reminders::Edge::End)
                    .filter(|r| r.target.name == "chat")
                    .collect();
                let befores: Vec<String> = ends.iter().map(|r| r.before.name()).collect();
                let expected: &[&str] = match (e.hour_known, e.estimated) {
                    (false, _) => &["dayBeforeNoon"],
                    (true, true) => &["P1D"],
                    (true, false) => &["P1D", "PT1H"],
                };
                assert_eq!(befores, expected, "{} {server}", e.id);
                for reminder in ends {
                    let sent = outgoing::reminders(discord, &[*reminder], &dataset, None);
                    let message: Value = serde_json::from_str(&sent[0].body).unwrap();
                    let text = embed_text(&message["embeds"][0]);
                    let unix = e.end_at().timestamp();
                    let end_told = match e.hour_known && !e.estimated {
                        true => format!("<t:{unix}:F>"),
                        false => e.end_text(server, lang),
                    };
                    assert!(
                        text.contains(&end_told),
                        "reminder {} {server} {lang}: {text}",
                        e.id
                    );
                    e.check(
                        "reminder",
                        &text.replace(&end_told, &e.end_text(server, lang)),
                        server,
                        lang,
                        true,
                        true,
                    );
                }
                for reminder in due
                    .iter()
                    .filter(|r| r.event.id == e.id && r.target.name == "bot")
                {
                    let body: Value =
                        serde_json::from_str(&reminders_json(reminder, &dataset)).unwrap();
                    let data = &body["data"];
                    assert_eq!(data["title"], e.title[l]);
                    assert_eq!(
                        data["featured"],
                        serde_json::json!([e.featured[l]]),
                        "{} {lang}",
                        e.id
                    );
                    if reminder.edge == reminders::Edge::End {
                        assert_eq!(data["hourConfirmed"], e.hour_known);
                        assert_eq!(data["estimated"], e.estimated);
                        assert_eq!(data["atLatest"], e.at_latest, "{}", e.id);
                    }
                    if lang == "en" {
                        assert_no_chinese_wording("json reminder", &body.to_string(), e);
                    }
                }
            }
        }
    }
}

fn reminders_json(reminder: &reminders::Reminder<'_>, dataset: &Dataset) -> String {
    calendar::notify::reminder_message::json_body(reminder, dataset).unwrap()
}

/// An embed's text as a reader sees it: its title, description and fields, markdown's escapes
/// dropped.
fn embed_text(embed: &Value) -> String {
    let mut parts = vec![
        embed["title"].as_str().unwrap_or_default().to_string(),
        embed["description"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
    ];
    for field in embed["fields"].as_array().into_iter().flatten() {
        parts.push(format!(
            "{}: {}",
            field["name"].as_str().unwrap(),
            field["value"].as_str().unwrap()
        ));
    }
    parts.join("\n").replace('\\', "")
}

/// The issue's case: the Atom feed wrote `Event reconstruction-danqingdu-weapon-p1 (version-7)
/// changed.` and the pool's ids, and its `self` link dropped the reader's `lang`. An entry names
/// its item by its title and its version by number and name in the feed's language, tells a
/// pool's change in words, and every link keeps `lang` and `server`.
#[test]
fn the_atom_feed_names_items_in_words_and_its_links_keep_the_readers_choices() {
    let dataset = Dataset::from_json(FIXTURE).unwrap();
    let event = dataset
        .events()
        .iter()
        .find(|e| e.id == "at-the-latest")
        .unwrap();
    let found = at("2026-11-26T13:00:00+08:00");
    let mut pool = added(event);
    pool.id = Change::make_id(found, Subject::Event, &event.id);
    pool.at = found;
    pool.kind = ChangeKind::Changed;
    pool.fields = vec!["poolId".into()];
    pool.before = pool.after.clone();
    if let Some(before) = pool.before.as_mut() {
        before.pool_id = Some("weaponbox_manual_weapon_pool_1g47uo_20260716_7bm8em".into());
    }
    if let Some(after) = pool.after.as_mut() {
        after.pool_id = Some("weponbox_1_4_1".into());
    }
    let version = &dataset.versions()[1];
    let mut new_version = added(event);
    new_version.id = Change::make_id(found, Subject::Version, &version.version_key);
    new_version.at = found;
    new_version.subject = Subject::Version;
    new_version.key = version.version_key.clone();
    new_version.version_key = version.version_key.clone();
    new_version.category = None;
    new_version.title = version.title.clone();
    let history = History {
        changes: vec![new_version, pool],
        ..History::default()
    };
    let service = Service::new(
        dataset,
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
    .with_changes(Changes::from_history(history).unwrap());
    let words = |feed: &str| -> String {
        let mut out = String::new();
        for tag in ["title", "content"] {
            let open = if tag == "content" {
                "<content type=\"text\">".to_string()
            } else {
                format!("<{tag}>")
            };
            for part in feed.split(&open).skip(1) {
                out.push_str(&part[..part.find(&format!("</{tag}>")).unwrap()]);
                out.push('\n');
            }
        }
        out
    };
    for (lang, expected) in [
        (
            "en",
            [
                "「熔铸申领」 (version 8 “Fireworks Beckon the Stars”) changed.",
                "pool replaced",
                "Version 8 “Fireworks Beckon the Stars” was added to the calendar.",
            ],
        ),
        (
            "zh",
            [
                "版本 8「烟火邀星河」的「熔铸申领」有变更。",
                "卡池更换",
                "版本 8「烟火邀星河」已加入日历。",
            ],
        ),
    ] {
        let query = format!("lang={lang}&server=americas-europe");
        let feed = get(&service, "/api/v1/changes.atom", &query);
        let text = words(&feed);
        for expected in expected {
            assert!(
                text.contains(expected),
                "{lang}: no «{expected}» in\n{text}"
            );
        }
        for id in [
            "at-the-latest",
            "version-8",
            "weaponbox",
            "weponbox",
            "poolId",
        ] {
            assert!(!text.contains(id), "{lang}: «{id}» in\n{text}");
        }
        // Every link keeps the reader's language (Chinese is the default) and server.
        let kept = match lang {
            "en" => "lang=en&amp;server=americas-europe",
            _ => "server=americas-europe",
        };
        for link in [
            format!(
                "rel=\"self\" type=\"application/atom+xml\" href=\"/api/v1/changes.atom?{kept}\""
            ),
            format!("rel=\"alternate\" type=\"application/json\" href=\"/api/v1/changes?{kept}\""),
            format!("href=\"/api/v1/events?version=version-8&amp;{kept}\""),
        ] {
            assert!(feed.contains(&link), "{lang}: no {link} in\n{feed}");
        }
    }
}

/// Records written before they said which times are uncertain (no `hourUnconfirmed`, no
/// `estimated`, as `notify --backfill` finds the oldest) are told with the dataset's certainty
/// now, on every face: the chats' cards, the Atom feed; every clock time outside Discord's own
/// timestamps names its zone, and "at the latest" is one time, on the server's clock, wherever it
/// is said (the cards, the feed, MCP).
#[test]
fn an_old_record_is_told_as_certain_as_the_data_is_now_on_every_face() {
    let dataset = Dataset::from_json(FIXTURE).unwrap();
    let old = |event: &calendar::v1::Event| {
        let mut record = added(event);
        if let Some(after) = record.after.as_mut() {
            after.hour_unconfirmed.clear();
            after.estimated.clear();
        }
        record
    };
    let records: Vec<Change> = dataset.events().iter().map(old).collect();
    let service = Service::new(
        Dataset::from_json(FIXTURE).unwrap(),
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
    .with_changes(
        Changes::from_history(History {
            changes: records.clone(),
            ..History::default()
        })
        .unwrap(),
    );
    for server in SERVERS {
        let zone = match server {
            "americas-europe" => "UTC-5",
            _ => "UTC+8",
        };
        for lang in LANGS {
            let l = lang_index(lang);
            let chats = parse_targets(&format!(
                r#"[{{"name":"d","kind":"discord","urlEnv":"U","server":"{server}","lang":"{lang}"}},
                    {{"name":"t","kind":"telegram","urlEnv":"U","chatId":"-100","server":"{server}","lang":"{lang}"}}]"#
            ))
            .unwrap();
            let atom = get(
                &service,
                "/api/v1/changes.atom",
                &format!("server={server}&lang={lang}"),
            );
            let mcp = mcp_text(&service, server, lang);
            for e in &EXPECT {
                let record = records.iter().find(|r| r.key == e.id).unwrap();
                let sent = outgoing::announcements(
                    &chats[0],
                    std::slice::from_ref(record),
                    &dataset,
                    None,
                );
                let discord =
                    embed_text(&serde_json::from_str::<Value>(&sent[0].body).unwrap()["embeds"][0]);
                let sent = outgoing::announcements(
                    &chats[1],
                    std::slice::from_ref(record),
                    &dataset,
                    None,
                );
                let telegram = serde_json::from_str::<Value>(&sent[0].body).unwrap()["text"]
                    .as_str()
                    .unwrap()
                    .to_string();
                let entry = part(&atom, &format!("change/{}", record.id), "</entry>").to_string();
                let line = mcp
                    .lines()
                    .find(|line| line.ends_with(&format!("({})", e.id)))
                    .unwrap();
                let face = |name: &str| format!("{name} {} {server} {lang}", e.id);
                let unix = e.end_at().timestamp();
                let end = e.end_text(server, lang);
                // Discord's timestamp only for a certain end; elsewhere the end with its zone.
                let certain = e.hour_known && !e.estimated;
                assert_eq!(
                    discord.contains(&format!("<t:{unix}:F>")),
                    certain,
                    "{}\n{discord}",
                    face("discord")
                );
                // The end's line: the end, then its zone (after a date it may fall on either
                // side of, its other date).
                let zoned = |text: &str| {
                    text.lines().any(|l| {
                        l.contains(&end)
                            && l.contains(&format!("({zone})"))
                            && l.find(&end) < l.find(&format!("({zone})"))
                    })
                };
                if !certain {
                    assert!(zoned(&discord), "{}\n{discord}", face("discord"));
                }
                assert!(zoned(&telegram), "{}\n{telegram}", face("telegram"));
                for (name, text) in [
                    ("discord", &discord),
                    ("telegram", &telegram),
                    ("atom", &entry),
                ] {
                    if let Some((guessed, _)) = e.guessed(server, lang) {
                        assert!(
                            !text.contains(&guessed),
                            "{}: a guessed hour\n{text}",
                            face(name)
                        );
                    }
                    if let Some(words) = e.word {
                        let said = text.contains(words[l]) || text.contains(words[1]);
                        assert!(said, "{}: no {}\n{text}", face(name), words[l]);
                    }
                }
                // The feed tells the end, the estimate too, which the record has not.
                assert!(entry.contains(&end), "{}\n{entry}", face("atom"));
                // "At the latest": one time, the end's, on the server's clock; never the label's
                // time on the labels' clock beside it.
                if e.at_latest && e.hour_known {
                    let labels_at = at("2026-12-10T10:00:00+08:00").with_timezone(&offset("cn"));
                    let mcp_lang = if lang == "zh" { "en" } else { lang };
                    for (name, text, lang) in [
                        ("discord", discord.as_str(), lang),
                        ("telegram", telegram.as_str(), lang),
                        ("atom", entry.as_str(), lang),
                        ("mcp", line, mcp_lang),
                    ] {
                        let end = e.end_text(server, lang);
                        let locale = Locale::from_tag(lang).unwrap();
                        let labels = catalog::minute(locale, labels_at.naive_local());
                        if end != labels {
                            assert!(!text.contains(&labels), "{}\n{text}", face(name));
                            assert!(!text.contains("2026-12-10 10:00"), "{}\n{text}", face(name));
                        }
                        assert!(text.contains(&end), "{}\n{text}", face(name));
                    }
                }
            }
        }
    }
}
