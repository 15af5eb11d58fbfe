//! A card as a chat's text message, for the chats without embeds: Telegram (HTML) and QQ
//! through OneBot (plain text). Both say the same, in the same order:
//!
//! ```text
//! New: 「春试」特许寻访              the title (strong, and the page's link, in HTML)
//! start: … → …                       a changed record's fields, before → after
//! Featured: A, B                     the named values: featured units, start, end
//! Start: 2026-01-01 12:00 (UTC+8)
//! https://…                          the page (plain text only: HTML links the title)
//! Unofficial … · official notice …   the footer (italic, in HTML)
//! ```
//!
//! Times are text with their zone ([`super::card::Time`]): neither chat has a timestamp that
//! shows each reader's own. Each part has its own bound, so a card always fits a message
//! ([`MAX_MESSAGE`]); cards are packed in order into as few messages as fit, a blank line
//! between two.

use super::card::{Card, Text};
use super::escape::{Markup, attribute};
use super::payload::units;
use crate::catalog::phrase;

/// The most UTF-16 units a message holds: Telegram's documented 4,096 characters (counted
/// after its HTML is parsed, so never more than the source we count), and ours for QQ.
pub(super) const MAX_MESSAGE: usize = 4096;

/// Each part's bound, in units of the text as sent: together under [`MAX_MESSAGE`].
const TITLE: usize = 256;
const LINES: usize = 1200;
const VALUE: usize = 400;
const FOOTER: usize = 300;
/// The page's link is our own configuration; a longer one is left out rather than cut.
const LINK: usize = 512;
/// The most named values a card has (the featured units, the start, the end).
const FIELDS: usize = 3;
/// Room for our own words and tags around the parts: a field's name and separator, the
/// title's and the footer's tags, the line breaks.
const AROUND: usize = 32;
const _: () = assert!(
    TITLE + LINK + LINES + FIELDS * (VALUE + AROUND) + FOOTER + 3 * AROUND <= MAX_MESSAGE,
    "a card always fits a message"
);

/// `card` as one block of text in `markup` ([`Markup::Html`] or [`Markup::Plain`]).
fn block(card: &Card, markup: Markup) -> String {
    let link = card.link.as_deref().filter(|l| units(l) <= LINK);
    let title = card.title.render(markup, TITLE);
    let mut lines = vec![match (markup, link) {
        (Markup::Html, Some(link)) => format!("<b><a href=\"{}\">{title}</a></b>", attribute(link)),
        (Markup::Html, None) => format!("<b>{title}</b>"),
        _ => title,
    }];
    if !card.lines.is_empty() {
        lines.push(Text::join(card.lines.iter().cloned(), "\n").render(markup, LINES));
    }
    let sep = ("", phrase(card.lang, "notify-sep-2")).1;
    for (name, value) in &card.fields {
        let value = if value.is_empty() {
            "—".to_string()
        } else {
            value.render(markup, VALUE)
        };
        lines.push(match markup {
            Markup::Html => format!("<b>{name}</b>{sep}{value}"),
            _ => format!("{name}{sep}{value}"),
        });
    }
    if let (Markup::Plain, Some(link)) = (markup, link) {
        lines.push(link.to_string());
    }
    let footer = card.footer.render(markup, FOOTER);
    lines.push(match markup {
        Markup::Html => format!("<i>{footer}</i>"),
        _ => footer,
    });
    lines.join("\n")
}

/// The bodies telling `cards` in `markup`: the cards' blocks packed into messages, each
/// message's text made a body (JSON) by `body`, with the ids of the cards it tells.
pub(super) fn bodies(
    cards: Vec<(String, Card)>,
    markup: Markup,
    body: impl Fn(&str) -> serde_json::Result<String>,
) -> Vec<(Vec<String>, String)> {
    let blocks = cards
        .into_iter()
        .map(|(id, card)| (id, block(&card, markup)))
        .collect();
    pack(blocks)
        .into_iter()
        .filter_map(|(ids, text)| Some((ids, body(&text).ok()?)))
        .collect()
}

/// Blocks packed in order into messages of at most [`MAX_MESSAGE`] units, each with the tags
/// of the blocks it holds.
fn pack<T>(blocks: Vec<(T, String)>) -> Vec<(Vec<T>, String)> {
    const BETWEEN: &str = "\n\n";
    let mut messages: Vec<(Vec<T>, String)> = Vec::new();
    for (tag, block) in blocks {
        match messages.last_mut() {
            Some((tags, text)) if units(text) + units(BETWEEN) + units(&block) <= MAX_MESSAGE => {
                tags.push(tag);
                text.push_str(BETWEEN);
                text.push_str(&block);
            }
            _ => messages.push((vec![tag], block)),
        }
    }
    messages
}
