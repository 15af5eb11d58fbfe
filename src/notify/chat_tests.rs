//! Each chat's messages, as sent: data inert in each chat's markup (a hostile title per kind),
//! Telegram's and OneBot's bodies for records and reminders, and their limits.

use serde_json::{Value, json};

use super::outgoing::{Outgoing, announcements, reminders};
use super::payload::units;
use super::reminders::due;
use super::*;
use crate::changes::{Change, ChangeKind};
use crate::testing;
use crate::time::parse;
use crate::v1::{Category, TimeField};

/// A title from data that tries every chat's markup.
const HOSTILE: &str = "[官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| <@123> <t:1:R> @everyone [CQ:at,qq=all] <b>x</b>";

fn target(json: &str) -> Target {
    parse_targets(&format!("[{json}]")).unwrap().remove(0)
}

fn discord() -> Target {
    target(r#"{"name":"d","kind":"discord","urlEnv":"U","lang":"en"}"#)
}

fn telegram() -> Target {
    target(r#"{"name":"t","kind":"telegram","urlEnv":"U","chatId":"-1001234567890","lang":"en"}"#)
}

fn onebot() -> Target {
    target(r#"{"name":"q","kind":"onebot","urlEnv":"U","groupId":123456789,"secretEnv":"T"}"#)
}

/// A record adding the event `key` (absent from the dataset, so its title is the record's),
/// from 2026-01-01 04:00Z to 2026-01-20 04:00Z, with `end_label`.
fn added(key: &str, title: &str, end_label: Option<&str>) -> Change {
    let mut change = super::tests::added(key, title, true);
    if let Some(after) = change.after.as_mut() {
        after.end_label = end_label.map(str::to_string);
    }
    change
}

fn bodies(messages: &[Outgoing]) -> Vec<Value> {
    messages
        .iter()
        .map(|m| serde_json::from_str(&m.body).unwrap())
        .collect()
}

#[test]
fn a_hostile_title_reaches_discord_inert() {
    let dataset = testing::dataset();
    let record = added("gone", HOSTILE, Some("<t:2:R> **now**"));
    let sent = bodies(&announcements(&discord(), &[record], &dataset, None));
    assert_eq!(sent.len(), 1);
    let embed = &sent[0]["embeds"][0];
    assert_eq!(
        embed["title"],
        r"New: \[官方补偿领取 / Claim compensation\]\(https://evil.example/login\) \|\|spoiler\|\| \<@123\> \<t:1:R\> @everyone \[CQ:at,qq=all\] \<b\>x\</b\>"
    );
    let unix = parse("2026-01-20T04:00:00Z").unwrap().timestamp();
    assert_eq!(
        embed["fields"][1],
        json!({
            "name": "End",
            "value": format!("<t:{unix}:F> (<t:{unix}:R>)\ninferred: \\<t:2:R\\> \\*\\*now\\*\\*"),
            "inline": false
        })
    );
    // The footer renders no markdown: its text is left as it is.
    assert_eq!(
        embed["footer"]["text"],
        "Unofficial Arknights: Endfield calendar · official notice cn 4001"
    );
    assert_eq!(sent[0]["allowed_mentions"], json!({"parse": []}));
}

#[test]
fn a_hostile_title_reaches_telegram_inert() {
    let dataset = testing::dataset();
    let record = added("gone", HOSTILE, Some("<t:2:R> & more"));
    let sent = bodies(&announcements(
        &telegram(),
        &[record],
        &dataset,
        Some("https://cal.example/?a=1&b=2"),
    ));
    assert_eq!(
        sent,
        [json!({
            "chat_id": -1001234567890_i64,
            "text": "<b><a href=\"https://cal.example/?a=1&amp;b=2\">New: [官方补偿领取 / Claim compensation](https://evil.example/login) ||spoiler|| &lt;@\u{2060}123&gt; &lt;t:1:R&gt; @\u{2060}everyone [CQ:at,qq=all] &lt;b&gt;x&lt;/b&gt;</a></b>\n\
                     <b>Start</b>: Jan 1, 2026, 12:00 (UTC+8)\n\
                     <b>End</b>: Jan 20, 2026, 12:00 (UTC+8)\n\
                     inferred: &lt;t:2:R&gt; &amp; more\n\
                     <i>Unofficial Arknights: Endfield calendar · official notice cn 4001</i>",
            "parse_mode": "HTML",
            "link_preview_options": {"is_disabled": true}
        })]
    );
}

#[test]
fn a_hostile_title_reaches_onebot_as_a_text_segment() {
    let dataset = testing::dataset();
    let record = added("gone", HOSTILE, None);
    let sent = bodies(&announcements(
        &onebot(),
        &[record],
        &dataset,
        Some("https://cal.example/"),
    ));
    assert_eq!(
        sent,
        [json!({
            "group_id": 123456789,
            "message": [{"type": "text", "data": {"text": format!(
                "新增：{HOSTILE}\n开始：2026年1月1日 12:00 (UTC+8)\n结束：2026年1月20日 12:00 (UTC+8)\nhttps://cal.example/\n非官方《明日方舟：终末地》日历 · 官方公告 cn 4001"
            )}}]
        })]
    );
}

#[test]
fn a_changed_record_tells_each_field_before_and_after_in_every_chat() {
    let dataset = testing::dataset();
    let mut changed = added("gone", "「春试」", None);
    changed.kind = ChangeKind::Changed;
    changed.fields = vec!["start".into(), "title".into()];
    changed.before = changed.after.clone();
    if let Some(after) = changed.after.as_mut() {
        after.start = parse("2026-01-02T04:00:00Z").unwrap();
        after.hour_unconfirmed = vec![TimeField::Start];
        after.title = "「春试」_v2_".into();
    }
    let telegram = bodies(&announcements(
        &telegram(),
        &[changed.clone()],
        &dataset,
        None,
    ));
    let text = telegram[0]["text"].as_str().unwrap();
    assert!(
        text.starts_with(
            "<b>Changed: 「春试」</b>\n\
             <b>Start moved</b>: Jan 1, 2026, 12:00 (UTC+8) → Jan 2, 2026 (UTC+8), time TBC\n\
             <b>Renamed</b>: 「春试」 → 「春试」_v2_\n"
        ),
        "{text}"
    );
    let discord = bodies(&announcements(
        &discord(),
        &[changed.clone()],
        &dataset,
        None,
    ));
    let unix = parse("2026-01-01T04:00:00Z").unwrap().timestamp();
    assert_eq!(
        discord[0]["embeds"][0]["description"],
        format!(
            "**Start moved**: <t:{unix}:F> (<t:{unix}:R>) → Jan 2, 2026 (UTC+8), time TBC\n\
             **Renamed**: 「春试」 → 「春试」\\_v2\\_"
        )
    );
    let qq = bodies(&announcements(&onebot(), &[changed], &dataset, None));
    // No chat prints a field's wire name.
    for text in [
        &telegram[0]["text"],
        &discord[0]["embeds"][0]["description"],
        &qq[0]["message"][0]["data"]["text"],
    ] {
        let text = text.as_str().unwrap();
        assert!(!text.contains("start") && !text.contains("title"), "{text}");
    }
    let text = qq[0]["message"][0]["data"]["text"].as_str().unwrap();
    assert!(
        text.contains("开始时间变更：2026年1月1日 12:00 (UTC+8) → 2026年1月2日 (UTC+8)（时间未定）\n标题变更：「春试」 → 「春试」_v2_\n"),
        "{text}"
    );
}

/// The issue's case: a record whose pool id changed tells it in words, never the game's internal
/// ids (`Pool changed: weaponbox_manual_… → weponbox_1_4_1`), in every chat and language.
#[test]
fn a_changed_pool_is_told_in_words_without_its_ids() {
    let dataset = testing::dataset();
    let mut changed = added("gone", "「熔铸申领」", None);
    changed.kind = ChangeKind::Changed;
    changed.fields = vec!["poolId".into()];
    changed.before = changed.after.clone();
    if let Some(before) = changed.before.as_mut() {
        before.pool_id = Some("weaponbox_manual_weapon_pool_1g47uo_20260716_7bm8em".into());
    }
    if let Some(after) = changed.after.as_mut() {
        after.pool_id = Some("weponbox_1_4_1".into());
    }
    let zh = target(r#"{"name":"q","kind":"onebot","urlEnv":"U","groupId":1,"lang":"zh"}"#);
    let sent = [
        (discord(), "/embeds/0/description", "**Pool replaced**"),
        (telegram(), "/text", "<b>Pool replaced</b>"),
        (onebot(), "/message/0/data/text", "卡池更换"),
        (zh, "/message/0/data/text", "卡池更换"),
    ];
    for (target, pointer, words) in sent {
        let body = bodies(&announcements(&target, &[changed.clone()], &dataset, None));
        let text = body[0].pointer(pointer).unwrap().as_str().unwrap();
        assert!(text.contains(words), "{text}");
        for id in ["weaponbox", "weponbox", "1g47uo", "poolId"] {
            assert!(!text.contains(id), "«{id}» in {text}");
        }
    }
}

/// Reminders on the Americas/Europe server: the time in its zone, with the zone named, and
/// what is not certain told as such.
#[test]
fn reminders_tell_the_time_with_its_zone_and_its_certainty() {
    // e1 starts on CN's 2026-01-10, its hour unconfirmed: on UTC-5 that is 01-09 or 01-10.
    let mut document = testing::document();
    let mut tbc = testing::event(
        "e1",
        "version-1",
        Category::Operator,
        "2026-01-10T04:00:00Z",
        Some("2026-01-20T04:00:00Z"),
    );
    tbc.source_meta.hour_unconfirmed = vec![TimeField::Start];
    tbc.featured = vec!["Ember".into(), "<@1>".into()];
    let sure = testing::event(
        "e2",
        "version-1",
        Category::Operator,
        "2026-01-12T04:00:00Z",
        Some("2026-01-22T04:00:00Z"),
    );
    document.data.events = vec![tbc, sure];
    document.meta.total = 2;
    let data = crate::Dataset::from_document(document).unwrap();
    let leads = r#","server":"americas-europe","reminders":{"start":["PT1H"]}"#;
    let telegram = target(&format!(
        r#"{{"name":"t","kind":"telegram","urlEnv":"U","chatId":"@endfield_cal","lang":"en"{leads}}}"#
    ));
    let qq = target(&format!(
        r#"{{"name":"q","kind":"onebot","urlEnv":"U","groupId":42{leads}}}"#
    ));
    let from = parse("2026-01-01T00:00:00Z").unwrap();
    let to = parse("2026-02-01T00:00:00Z").unwrap();

    let due_t = due(&data, std::slice::from_ref(&telegram), from, to);
    let sent = reminders(&telegram, &due_t, &data, None);
    assert_eq!(sent.len(), 1, "two reminders share a message");
    assert_eq!(
        sent[0].ids,
        due_t.iter().map(|r| r.id()).collect::<Vec<_>>()
    );
    assert_eq!(sent[0].webhook_id, None);
    assert_eq!(
        bodies(&sent)[0],
        json!({
            "chat_id": "@endfield_cal",
            "text": "<b>Starts tomorrow (date and time TBC): 「e1」</b>\n\
                     <b>Featured</b>: Ember, &lt;@\u{2060}1&gt;\n\
                     <b>Start</b>: Jan 9, 2026 or Jan 10, 2026 (UTC-5), date and time TBC\n\
                     <i>Unofficial Arknights: Endfield calendar</i>\n\
                     \n\
                     <b>Starts in 1 hour: 「e2」</b>\n\
                     <b>Start</b>: Jan 11, 2026, 23:00 (UTC-5)\n\
                     <i>Unofficial Arknights: Endfield calendar</i>",
            "parse_mode": "HTML",
            "link_preview_options": {"is_disabled": true}
        })
    );

    let due_q = due(&data, std::slice::from_ref(&qq), from, to);
    let sent = bodies(&reminders(&qq, &due_q, &data, Some("https://cal.example/")));
    assert_eq!(
        sent,
        [json!({
            "group_id": 42,
            "message": [{"type": "text", "data": {"text":
                "明天开始（日期时间未定）：「e1」\n\
                 概率提升：Ember、<@1>\n\
                 开始：2026年1月9日 或 2026年1月10日 (UTC-5)（日期时间未定）\n\
                 https://cal.example/\n\
                 非官方《明日方舟：终末地》日历\n\
                 \n\
                 1 小时后开始：「e2」\n\
                 开始：2026年1月11日 23:00 (UTC-5)\n\
                 https://cal.example/\n\
                 非官方《明日方舟：终末地》日历"
            }}]
        })]
    );
}

/// Many long hostile records: every Telegram and OneBot message within 4,096 units, every
/// record told once and in order, and Telegram's HTML whole (only our tags, every entity
/// complete, never cut inside one).
#[test]
fn text_messages_keep_the_limit_and_cut_nothing_in_half() {
    let dataset = testing::dataset();
    let long = format!("{HOSTILE} &<>{}", "😀&終".repeat(5_000));
    let records: Vec<Change> = (0..9)
        .map(|i| {
            let mut c = added(&format!("gone{i}"), &long, Some(&long));
            c.kind = ChangeKind::Changed;
            c.fields = vec!["title".into(), "endLabel".into()];
            c.before = c.after.clone();
            c
        })
        .collect();
    let ids: Vec<String> = records.iter().map(|c| c.id.clone()).collect();
    for target in [telegram(), onebot()] {
        let sent = announcements(&target, &records, &dataset, Some("https://cal.example/"));
        assert!(
            sent.len() > 1,
            "{}: the records need several messages",
            target.name
        );
        let told: Vec<String> = sent.iter().flat_map(|m| m.ids.clone()).collect();
        assert_eq!(told, ids);
        for body in bodies(&sent) {
            let text = body["text"]
                .as_str()
                .or(body["message"][0]["data"]["text"].as_str())
                .unwrap();
            assert!(units(text) <= 4096, "{}", units(text));
            assert!(text.contains('…'), "long text is cut, marked");
            if target.kind == Kind::Telegram {
                let mut rest = text.to_string();
                for tag in [
                    "<b>",
                    "</b>",
                    "<i>",
                    "</i>",
                    "<a href=\"https://cal.example/\">",
                    "</a>",
                ] {
                    rest = rest.replace(tag, "");
                }
                assert!(!rest.contains(['<', '>']), "{rest}");
                let entities = rest.split('&').skip(1);
                for entity in entities {
                    assert!(
                        ["amp;", "lt;", "gt;"].iter().any(|e| entity.starts_with(e)),
                        "{entity}"
                    );
                }
            }
        }
    }
}
