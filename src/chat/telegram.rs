//! Telegram bot webhooks: an update read ([`read`]), the answer as a method call in the
//! webhook's response ([`send_message`]), and the `getChatMember` call that says whether a
//! group's member may subscribe it ([`get_chat_member`], [`may_manage`]).
//!
//! Commands are `/now`, `/next`, `/unit NAME`, `/subscribe [server=… lang=… category=…]`,
//! `/unsubscribe`, `/status`, `/help` (`/start` is help), each also `/now@BotName`; a command
//! to another bot, a message that is no command, an edited message or a channel post is
//! ignored. The asker's language is `from.language_code`. In a private chat the asker may
//! subscribe it; in a group only its creator or an administrator.
//!
//! The text is HTML (`parse_mode` `HTML`) with data escaped ([`Markup::Html`]): `@names` in data
//! never mention, and no link preview.

use serde_json::{Value, json};

use super::command;
use super::command::Platform;
use super::update::{Asker, Inbound, Permission, Update, id_text};
use crate::lang::Locale;
use crate::notify::{Markup, Text};

/// A message's text limit, in UTF-16 units.
pub const MAX_TEXT: usize = 4096;

/// An update's body read; `None` when it is not an update (answered `400`). `bot` is the
/// bot's username, when known, so that `/now@OtherBot` is left to that bot.
pub fn read(body: &[u8], bot: Option<&str>) -> Option<Inbound> {
    let value: Value = serde_json::from_slice(body).ok()?;
    let update_id = value.get("update_id")?.as_i64()?;
    let Some(message) = value.get("message") else {
        return Some(Inbound::Ignored);
    };
    let Some(command) = message
        .get("text")
        .and_then(Value::as_str)
        .and_then(|text| command::telegram(text, bot))
    else {
        return Some(Inbound::Ignored);
    };
    let chat = message.get("chat")?;
    let from = message.get("from")?;
    let private = chat.get("type").and_then(Value::as_str) == Some("private");
    let locale = from
        .get("language_code")
        .and_then(Value::as_str)
        .and_then(Locale::for_range)
        .unwrap_or(Locale::En);
    Some(Inbound::Command(Update {
        key: format!("telegram:{update_id}"),
        asker: Asker {
            platform: Platform::Telegram,
            chat: id_text(chat.get("id"))?,
            group: !private,
            user: id_text(from.get("id"))?,
            locale,
            may_manage: if private {
                Permission::Granted
            } else {
                Permission::AskTelegram
            },
        },
        command,
        reply_to: message.get("message_id").and_then(Value::as_i64),
    }))
}

/// A chat id as Telegram takes it: a number when it is one.
fn chat_id(chat: &str) -> Value {
    chat.parse::<i64>()
        .map_or_else(|_| json!(chat), |n| json!(n))
}

/// The answer in the webhook's response: `sendMessage` to `chat`, quoting `reply_to`.
pub fn send_message(chat: &str, text: &Text, reply_to: Option<i64>) -> String {
    let mut body = json!({
        "method": "sendMessage",
        "chat_id": chat_id(chat),
        "text": text.render(Markup::Html, MAX_TEXT),
        "parse_mode": "HTML",
        "link_preview_options": { "is_disabled": true },
    });
    if let (Some(id), Some(map)) = (reply_to, body.as_object_mut()) {
        map.insert(
            "reply_parameters".into(),
            json!({ "message_id": id, "allow_sending_without_reply": true }),
        );
    }
    body.to_string()
}

/// The URL of the Bot API's `method` for the bot `token` under `base`
/// (`CALENDAR_TELEGRAM_API_BASE`). Holds the token: never log it.
pub fn method_url(base: &str, token: &str, method: &str) -> String {
    format!("{}/bot{token}/{method}", base.trim_end_matches('/'))
}

/// The bot's username from `getMe`'s answer (so that `/now@OtherBot` is left to that bot).
pub fn username(answer: &[u8]) -> Option<String> {
    let value: Value = serde_json::from_slice(answer).ok()?;
    let name = value.get("result")?.get("username")?.as_str()?;
    (!name.is_empty() && name.len() <= 64).then(|| name.to_string())
}

/// `getChatMember`'s body: whether `user` may manage `chat` is its answer's `status`.
pub fn get_chat_member(chat: &str, user: &str) -> String {
    json!({ "chat_id": chat_id(chat), "user_id": chat_id(user) }).to_string()
}

/// Whether `getChatMember`'s answer says the member is the group's creator or an
/// administrator.
pub fn may_manage(answer: &[u8]) -> bool {
    let Ok(value) = serde_json::from_slice::<Value>(answer) else {
        return false;
    };
    value.get("ok") == Some(&Value::Bool(true))
        && matches!(
            value
                .get("result")
                .and_then(|r| r.get("status"))
                .and_then(Value::as_str),
            Some("creator" | "administrator")
        )
}
