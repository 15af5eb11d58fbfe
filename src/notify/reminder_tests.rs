//! The due rules of reminders and their messages, on hand-made datasets.

use chrono::{DateTime, Utc};

use super::payload::Message;
use super::reminder_message::{cards, json_body};

/// A `discord` target's messages for its due `reminders`, as the delivery core packs them.
fn discord_messages(
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(Vec<String>, Message)> {
    super::discord::embeds(cards(reminders, dataset, page))
}
use super::reminders::{Before, Edge, Reminder, due};
use super::*;
use crate::Dataset;
use crate::testing;
use crate::time::parse;
use crate::v1::{Category, Event, TimeField};

fn at(text: &str) -> DateTime<Utc> {
    parse(text).unwrap()
}

fn targets(json: &str) -> Vec<Target> {
    parse_targets(json).unwrap()
}

fn hook(extra: &str) -> Vec<Target> {
    targets(&format!(
        r#"[{{"name":"chat","kind":"discord","urlEnv":"HOOK"{extra}}}]"#
    ))
}

/// Version 1 (January 2026) holding `events`.
fn dataset(events: Vec<Event>) -> Dataset {
    let mut document = testing::document();
    document.data.events = events;
    document.meta.total = document.data.events.len();
    Dataset::from_document(document).unwrap()
}

/// An event of version 1 from 2026-01-10 04:00Z to 2026-01-20 04:00Z.
fn pool(id: &str) -> Event {
    let mut event = testing::event(
        id,
        "version-1",
        Category::Operator,
        "2026-01-10T04:00:00Z",
        Some("2026-01-20T04:00:00Z"),
    );
    event.featured = vec!["Ember".into()];
    event
}

/// Every reminder of January, as (event, edge, before, due).
fn january<'a>(
    dataset: &'a Dataset,
    targets: &'a [Target],
) -> Vec<(String, Edge, Before, DateTime<Utc>)> {
    due(
        dataset,
        targets,
        at("2026-01-01T00:00:00Z"),
        at("2026-02-01T00:00:00Z"),
    )
    .into_iter()
    .map(|r| (r.event.id.clone(), r.edge, r.before, r.due))
    .collect()
}

#[test]
fn each_lead_falls_due_that_long_before_its_edge() {
    let data = dataset(vec![pool("e1")]);
    let targets = hook(r#","reminders":{"start":["PT1H","P1D"],"end":["P1D"]}"#);
    assert_eq!(
        january(&data, &targets),
        vec![
            (
                "e1".into(),
                Edge::Start,
                Before::Lead(86_400),
                at("2026-01-09T04:00:00Z")
            ),
            (
                "e1".into(),
                Edge::Start,
                Before::Lead(3_600),
                at("2026-01-10T03:00:00Z")
            ),
            (
                "e1".into(),
                Edge::End,
                Before::Lead(86_400),
                at("2026-01-19T04:00:00Z")
            ),
        ]
    );
    // No leads, no reminders.
    assert!(january(&data, &hook("")).is_empty());
}

#[test]
fn the_interval_is_open_at_its_start_and_closed_at_its_end() {
    let data = dataset(vec![pool("e1")]);
    let targets = hook(r#","reminders":{"start":["PT1H"]}"#);
    let count = |from: &str, to: &str| due(&data, &targets, at(from), at(to)).len();
    assert_eq!(count("2026-01-10T02:59:00Z", "2026-01-10T03:00:00Z"), 1);
    assert_eq!(count("2026-01-10T03:00:00Z", "2026-01-10T03:01:00Z"), 0);
    // Consecutive intervals tell it exactly once.
    let minutes: usize = (0..120)
        .map(|m| {
            let from = at("2026-01-10T02:00:00Z") + chrono::TimeDelta::minutes(m);
            due(&data, &targets, from, from + chrono::TimeDelta::minutes(1)).len()
        })
        .sum();
    assert_eq!(minutes, 1);
    // An empty or backward interval has nothing, and an interval that begins after the start
    // never reminds of it, however long.
    assert_eq!(count("2026-01-10T03:00:00Z", "2026-01-10T03:00:00Z"), 0);
    assert_eq!(count("2026-01-10T03:01:00Z", "2026-01-10T02:00:00Z"), 0);
    assert_eq!(count("2026-01-10T04:00:00Z", "2026-03-01T00:00:00Z"), 0);
}

#[test]
fn an_unconfirmed_hour_is_reminded_the_day_before_at_the_servers_noon() {
    let mut event = pool("e1");
    event.source_meta.hour_unconfirmed = vec![TimeField::Start];
    let data = dataset(vec![event]);
    let leads = r#","reminders":{"start":["PT1H","P2D"]}"#;
    // CN: 2026-01-10 (04:00Z is noon there): noon of the 9th, UTC+8, whatever the leads.
    let cn = hook(leads);
    assert_eq!(
        january(&data, &cn),
        vec![(
            "e1".into(),
            Edge::Start,
            Before::DayBeforeNoon,
            at("2026-01-09T04:00:00Z")
        )]
    );
    // Americas/Europe (UTC−5): the same instant is the 9th there, so noon of the 8th, UTC−5.
    let americas = hook(&format!(r#","server":"americas-europe"{leads}"#));
    let reminders = due(
        &data,
        &americas,
        at("2026-01-01T00:00:00Z"),
        at("2026-02-01T00:00:00Z"),
    );
    assert_eq!(reminders.len(), 1);
    assert_eq!(reminders[0].due, at("2026-01-08T17:00:00Z"));
    assert!(!reminders[0].told.hour_known);
}

#[test]
fn an_estimated_end_is_reminded_only_a_day_or_more_before() {
    let mut event = pool("e1");
    event.end = None;
    event.source_meta.estimated_end = Some(at("2026-01-20T04:00:00Z"));
    event.source_meta.estimated = vec![TimeField::End];
    let data = dataset(vec![event]);
    let targets = hook(r#","reminders":{"end":["PT23H59M","P1D","P2D"]}"#);
    let reminders = due(
        &data,
        &targets,
        at("2026-01-01T00:00:00Z"),
        at("2026-02-01T00:00:00Z"),
    );
    let got: Vec<_> = reminders.iter().map(|r| (r.before, r.due)).collect();
    assert_eq!(
        got,
        vec![
            (Before::Lead(172_800), at("2026-01-18T04:00:00Z")),
            (Before::Lead(86_400), at("2026-01-19T04:00:00Z")),
        ]
    );
    assert!(reminders.iter().all(|r| r.told.estimated));
    // Told as an estimate, never as a Discord timestamp.
    let messages = discord_messages(&reminders, &data, None);
    let embed = &messages[0].1.embeds[1];
    assert_eq!(embed.title, "约 1 天后结束（暂定）：「e1」");
    let text = serde_json::to_string(embed).unwrap();
    assert!(!text.contains("<t:"), "{text}");
    assert!(text.contains("暂定"), "{text}");
}

#[test]
fn no_reminder_without_a_known_start_or_an_end() {
    let mut unknown = pool("e1");
    unknown.start_unknown = true;
    let mut open = pool("e2");
    open.end = None;
    let data = dataset(vec![unknown, open]);
    let targets = hook(r#","reminders":{"start":["PT1H"],"end":["PT1H"]}"#);
    assert_eq!(
        january(&data, &targets),
        vec![
            (
                "e2".into(),
                Edge::Start,
                Before::Lead(3_600),
                at("2026-01-10T03:00:00Z")
            ),
            (
                "e1".into(),
                Edge::End,
                Before::Lead(3_600),
                at("2026-01-20T03:00:00Z")
            ),
        ]
    );
}

#[test]
fn a_targets_filters_choose_its_events() {
    let mut limited = pool("e2");
    limited.category = Category::Limited;
    limited.featured = vec!["Other".into()];
    let data = dataset(vec![pool("e1"), limited]);
    let leads = r#","reminders":{"start":["PT1H"]}"#;
    let ids = |extra: &str| -> Vec<String> {
        january(&data, &hook(&format!("{extra}{leads}")))
            .into_iter()
            .map(|r| r.0)
            .collect()
    };
    assert_eq!(ids(""), ["e1", "e2"]);
    assert_eq!(ids(r#","category":"limited""#), ["e2"]);
    assert_eq!(ids(r#","featured":"Ember""#), ["e1"]);
    assert!(ids(r#","category":"limited","featured":"Ember""#).is_empty());
}

#[test]
fn ids_are_stable_and_one_per_event_edge_lead_and_target() {
    let data = dataset(vec![pool("e1"), pool("e2")]);
    let targets = targets(
        r#"[{"name":"a","kind":"discord","urlEnv":"A","reminders":{"start":["PT1H","P1D"],"end":["PT1H"]}},
            {"name":"b","kind":"discord","urlEnv":"B","reminders":{"start":["PT1H","P1D"],"end":["PT1H"]}}]"#,
    );
    let ids = || -> Vec<String> {
        due(
            &data,
            &targets,
            at("2026-01-01T00:00:00Z"),
            at("2026-02-01T00:00:00Z"),
        )
        .iter()
        .map(Reminder::id)
        .collect()
    };
    let first = ids();
    assert_eq!(first.len(), 12);
    assert_eq!(first, ids());
    let mut unique = first.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), 12);
    assert!(
        first
            .iter()
            .all(|id| id.len() == 20 && id.starts_with("rem_"))
    );
}

#[test]
fn a_rescheduled_edge_is_a_new_reminder() {
    let targets = hook(r#","reminders":{"start":["PT1H"]}"#);
    let id = |start: &str| {
        let mut event = pool("e1");
        event.start = at(start);
        let data = dataset(vec![event]);
        let due = due(
            &data,
            &targets,
            at("2026-01-01T00:00:00Z"),
            at("2026-02-01T00:00:00Z"),
        );
        assert_eq!(due.len(), 1);
        due[0].id()
    };
    assert_eq!(id("2026-01-10T04:00:00Z"), id("2026-01-10T04:00:00Z"));
    assert_ne!(id("2026-01-10T04:00:00Z"), id("2026-01-11T04:00:00Z"));
}

#[test]
fn messages_tell_a_time_as_certain_only_when_it_is() {
    let mut tbc = pool("e1");
    tbc.source_meta.hour_unconfirmed = vec![TimeField::Start];
    tbc.title = "@everyone tbc".into();
    let data = dataset(vec![tbc, pool("e2")]);
    let targets = hook(r#","lang":"en","reminders":{"start":["PT1H"]}"#);
    let reminders = due(
        &data,
        &targets,
        at("2026-01-01T00:00:00Z"),
        at("2026-02-01T00:00:00Z"),
    );
    let messages = discord_messages(&reminders, &data, Some("https://example.org/"));
    assert_eq!(messages.len(), 1);
    let (ids, message) = &messages[0];
    assert_eq!(ids, &reminders.iter().map(Reminder::id).collect::<Vec<_>>());
    let json = serde_json::to_value(message).unwrap();
    assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
    let unsure = &message.embeds[0];
    assert_eq!(unsure.title, "Starts tomorrow (time TBC): @everyone tbc");
    let text = serde_json::to_string(unsure).unwrap();
    assert!(!text.contains("<t:"), "{text}");
    // Outside Discord's own timestamps, a time names its zone.
    assert!(text.contains("Jan 10, 2026 (UTC+8), time TBC"), "{text}");
    let sure = &message.embeds[1];
    assert!(
        sure.title.starts_with("Starts in 1 hour: "),
        "{}",
        sure.title
    );
    let unix = at("2026-01-10T04:00:00Z").timestamp();
    assert!(
        sure.fields
            .iter()
            .any(|f| f.value == format!("<t:{unix}:F> (<t:{unix}:R>)"))
    );
    assert!(sure.fields.iter().any(|f| f.value == "Ember"));
}

#[test]
fn the_json_body_is_the_documented_reminder() {
    let mut event = pool("e1");
    event.end = None;
    event.source_meta.estimated_end = Some(at("2026-01-20T04:00:00Z"));
    event.source_meta.estimated = vec![TimeField::End];
    let data = dataset(vec![event]);
    let targets = targets(
        r#"[{"name":"hook","kind":"json","urlEnv":"U","secretEnv":"S","server":"americas-europe","reminders":{"end":["P1D"]}}]"#,
    );
    let reminders = due(
        &data,
        &targets,
        at("2026-01-01T00:00:00Z"),
        at("2026-02-01T00:00:00Z"),
    );
    assert_eq!(reminders.len(), 1);
    let body: serde_json::Value =
        serde_json::from_str(&json_body(&reminders[0], &data).unwrap()).unwrap();
    assert_eq!(
        body,
        serde_json::json!({
            "type": "calendar.reminder",
            "timestamp": "2026-01-18T23:00:00-05:00",
            "data": {
                "id": reminders[0].id(),
                "target": "hook",
                "eventId": "e1",
                "title": "「e1」",
                "category": "operator",
                "featured": ["Ember"],
                "named": {
                    "title": { "text": "「e1」", "locale": "zh", "official": true },
                    "featured": [{ "text": "Ember", "locale": "zh", "official": true }]
                },
                "edge": "end",
                "before": "P1D",
                "dueAt": "2026-01-18T23:00:00-05:00",
                "at": "2026-01-19T23:00:00-05:00",
                "hourConfirmed": true,
                "estimated": true,
                "atLatest": false,
                "server": "americas-europe"
            }
        })
    );
}
