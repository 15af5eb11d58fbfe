//! The test message `calendar-generator notify --test` posts to a target: marked as a test in
//! its heading, in the target's language, telling no record and no reminder (it is never in a
//! ledger). Fixed words only: no text of the data, so nothing in it needs escaping.

use chrono::{DateTime, Utc};
use serde_json::json;

use super::Target;
use super::discord::{cite, words};
use super::payload::{AllowedMentions, Embed, Footer, Message};

/// The `type` of a `json` target's test message.
pub const MESSAGE_TYPE: &str = "calendar.test";

/// "Test message from the calendar — no schedule change", in the target's language.
pub fn heading(target: &Target) -> &'static str {
    words(
        target.lang,
        "Test message from the calendar — no schedule change",
        "来自日历的测试消息 — 日程没有变化",
        "",
        "",
    )
    .0
}

/// What the test says after its heading: the target is set up, and what it will be told.
pub fn text(target: &Target) -> String {
    match target.lang {
        crate::certainty::Lang::En => format!(
            "Target \"{}\" works: the schedule changes and reminders of the unofficial \
             Arknights: Endfield calendar will be posted here.",
            target.name
        ),
        crate::certainty::Lang::Zh => format!(
            "目标“{}”设置无误：非官方《明日方舟：终末地》日历的日程变化与提醒将发到这里。",
            target.name
        ),
    }
}

/// The `webhook-id` of a test sent at `now`: new for every test (a receiver that drops ids it
/// saw still shows the next test), never a record's or a reminder's (`test_`).
pub fn message_id(target: &Target, now: DateTime<Utc>) -> String {
    format!("test_{}-{}", now.format("%Y%m%dT%H%M%SZ"), target.name)
}

/// A `discord` target's test: one embed, linking the page; no mention pings.
pub fn discord(target: &Target, now: DateTime<Utc>, page: Option<&str>) -> Message {
    Message {
        embeds: vec![Embed {
            title: heading(target).into(),
            description: text(target),
            url: page.map(str::to_string),
            color: None,
            fields: Vec::new(),
            footer: Footer {
                text: cite(&[], target.lang),
            },
            timestamp: crate::time::format(now),
        }],
        allowed_mentions: AllowedMentions::default(),
    }
}

/// A `json` target's test: the Standard Webhooks envelope, signed by the sender under
/// [`message_id`] (`{"type": "calendar.test", "timestamp": <now>, "data": {"id", "target",
/// "text"}}`), the time on the target's server.
pub fn json_body(target: &Target, now: DateTime<Utc>) -> serde_json::Value {
    crate::time::writing_in(target.server.zone(), || {
        json!({
            "type": MESSAGE_TYPE,
            "timestamp": crate::time::format(now),
            "data": {
                "id": message_id(target, now),
                "target": target.name,
                "text": heading(target),
            },
        })
    })
}

/// The heading and the text, on two lines: a chat's plain text (Telegram, OneBot).
pub fn plain(target: &Target) -> String {
    format!("{}\n{}", heading(target), text(target))
}

/// A `telegram` target's test: `sendMessage`'s `{"chat_id", "text"}` (plain text, no
/// `parse_mode`); a numeric chat id as a number, a `@channel` as a string.
pub fn telegram(target: &Target) -> serde_json::Value {
    let chat = target.chat_id.as_deref().unwrap_or_default();
    let chat_id = chat
        .parse::<i64>()
        .map_or_else(|_| json!(chat), |number| json!(number));
    json!({ "chat_id": chat_id, "text": plain(target) })
}

/// An `onebot` target's test: `send_group_msg`'s `{"group_id", "message"}`, the message one
/// text segment (never parsed for CQ codes).
pub fn onebot(target: &Target) -> serde_json::Value {
    json!({
        "group_id": target.group_id,
        "message": [{ "type": "text", "data": { "text": plain(target) } }],
    })
}
