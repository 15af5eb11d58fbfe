//! OneBot v11 "HTTP POST" reporting (NapCat, Lagrange, go-cqhttp): a message event read
//! ([`read`]) and the quick operation that answers it in the response ([`reply`]).
//!
//! Commands are QQ's 「日历」 words and the `/ef` aliases (`command.rs`), in a group or a private
//! chat; a group's owner or admin (`sender.role`) may subscribe it. The asker's language is
//! Chinese unless the chat chose another (the face's stored subscription).
//!
//! The reply is plain text with `auto_escape`: the implementation never reads CQ codes in it,
//! so a `[CQ:at,qq=all]` in data stays text and pings nobody.

use serde_json::{Value, json};

use super::command;
use super::command::Platform;
use super::update::{Asker, Inbound, Permission, Update, id_text};
use crate::lang::Locale;
use crate::notify::{Markup, Text};

/// A reply's length limit, in UTF-16 units (QQ takes longer; a chat reads this much).
pub const MAX_TEXT: usize = 3000;

/// An event's body read; `None` when it is not an event (answered `400`).
pub fn read(body: &[u8]) -> Option<Inbound> {
    let value: Value = serde_json::from_slice(body).ok()?;
    let self_id = id_text(value.get("self_id"))?;
    if value.get("post_type").and_then(Value::as_str) != Some("message") {
        return Some(Inbound::Ignored);
    }
    let group = match value.get("message_type").and_then(Value::as_str) {
        Some("group") => true,
        Some("private") => false,
        _ => return Some(Inbound::Ignored),
    };
    let Some(command) = command::qq(&text_of(&value, &self_id)) else {
        return Some(Inbound::Ignored);
    };
    let user = id_text(value.get("user_id"))?;
    let chat = match group {
        true => id_text(value.get("group_id"))?,
        false => user.clone(),
    };
    let role = value
        .get("sender")
        .and_then(|s| s.get("role"))
        .and_then(Value::as_str);
    let may = group && matches!(role, Some("owner" | "admin"));
    Some(Inbound::Command(Update {
        key: format!("onebot:{self_id}:{}", id_text(value.get("message_id"))?),
        asker: Asker {
            platform: Platform::OneBot,
            chat,
            group,
            user,
            locale: Locale::ZhCn,
            may_manage: if may {
                Permission::Granted
            } else {
                Permission::Refused
            },
        },
        command,
        reply_to: None,
    }))
}

/// The message's text: its `text` segments (an array message), else the string message (or
/// `raw_message`), without a leading mention of the bot itself.
fn text_of(value: &Value, self_id: &str) -> String {
    let text = match value.get("message") {
        Some(Value::Array(segments)) => segments
            .iter()
            .filter(|s| s.get("type").and_then(Value::as_str) == Some("text"))
            .filter_map(|s| s.get("data")?.get("text")?.as_str())
            .collect::<String>(),
        _ => ["message", "raw_message"]
            .iter()
            .find_map(|k| value.get(*k)?.as_str())
            .unwrap_or_default()
            .to_string(),
    };
    let mention = format!("[CQ:at,qq={self_id}]");
    text.trim_start()
        .strip_prefix(&mention)
        .map_or(text.clone(), str::to_string)
}

/// The quick operation answering a message: `reply` as plain text, never read for CQ codes.
pub fn reply(text: &Text) -> String {
    json!({
        "reply": super::answer::render(text, Markup::Plain, MAX_TEXT),
        "auto_escape": true,
        "at_sender": false,
    })
    .to_string()
}
