//! The test message `calendar-generator notify --test` posts to a target: marked as a test in
//! its heading, in the target's language, telling no record and no reminder (it is never in a
//! ledger). A chat's test is a card (`card.rs`) like any other message, so each chat formats and
//! escapes it as it does the rest (the target's name is data); a `json` target's is its own
//! envelope.

use chrono::{DateTime, Utc};
use serde_json::json;

use super::Target;
use super::card::{Card, Text, cite, words};

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
fn text(target: &Target) -> Text {
    let (before, after) = words(
        target.lang,
        "Target \"",
        "目标“",
        "\" works: the schedule changes and reminders of the unofficial Arknights: Endfield \
         calendar will be posted here.",
        "”设置无误：非官方《明日方舟：终末地》日历的日程变化与提醒将发到这里。",
    );
    Text::ours(before)
        .then(Text::data(target.name.clone()))
        .then(Text::ours(after))
}

/// The `webhook-id` of a test sent at `now`: new for every test (a receiver that drops ids it
/// saw still shows the next test), never a record's or a reminder's (`test_`).
pub fn message_id(target: &Target, now: DateTime<Utc>) -> String {
    format!(
        "test_{}-{}",
        crate::time::written(&now, crate::time::Layout::BasicUtc),
        target.name
    )
}

/// A chat target's test (Discord, Telegram, OneBot): one card, linking the page.
pub(super) fn card(target: &Target, now: DateTime<Utc>, page: Option<&str>) -> Card {
    Card {
        lang: target.lang,
        title: Text::ours(heading(target)),
        lines: vec![text(target)],
        fields: Vec::new(),
        link: page.map(str::to_string),
        colour: None,
        footer: cite(&[], target.lang),
        timestamp: crate::time::format(now),
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
