//! A `telegram` target's messages: the Bot API's `sendMessage` body, its cards as HTML
//! ([`super::text`]):
//! `{"chat_id": …, "text": …, "parse_mode": "HTML", "link_preview_options": {"is_disabled": true}}`.
//!
//! `chat_id` is the target's `chatId`, a number when it is one (a group's `-100…`), else the
//! channel's `@username`. Data in the text is HTML-escaped ([`Markup::Html`]): `<b>`, `<i>` and
//! the page's `<a href>` are the only tags, all ours. No preview of the page's link.

use serde::Serialize;

use super::Target;
use super::card::Card;
use super::escape::Markup;
use super::text::bodies;

#[derive(Serialize)]
struct SendMessage<'a> {
    chat_id: ChatId<'a>,
    text: &'a str,
    parse_mode: &'static str,
    link_preview_options: LinkPreview,
}

#[derive(Clone, Copy, Serialize)]
#[serde(untagged)]
enum ChatId<'a> {
    Number(i64),
    Name(&'a str),
}

#[derive(Serialize)]
struct LinkPreview {
    is_disabled: bool,
}

/// The `sendMessage` bodies telling `cards` to `target`, each with the ids of the cards it
/// tells.
pub(super) fn messages(target: &Target, cards: Vec<(String, Card)>) -> Vec<(Vec<String>, String)> {
    let chat = target.chat_id.as_deref().unwrap_or_default();
    let chat_id = chat.parse().map_or(ChatId::Name(chat), ChatId::Number);
    bodies(cards, Markup::Html, |text| {
        serde_json::to_string(&SendMessage {
            chat_id,
            text,
            parse_mode: "HTML",
            link_preview_options: LinkPreview { is_disabled: true },
        })
    })
}
