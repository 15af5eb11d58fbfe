//! A `discord` target's messages: one embed per card (a change record's, `card.rs`, or a
//! reminder's), packed into as few messages as Discord's limits allow ([`super::payload`]).
//!
//! A time is a Discord timestamp (`<t:UNIX:F>`, `<t:UNIX:R>`, shown in each reader's zone) only
//! where it is certain; an unconfirmed hour or an estimate is told as [`Told::in_lang`] tells it
//! in the target's language, with its zone (`2026-11-26 (UTC+8), time TBC`; in Chinese
//! `2026-11-26 (UTC+8)（时间未定）`). Data is escaped as markdown in the title,
//! the description and the fields, and left as it is in the footer, where Discord renders no
//! markdown (`escape.rs`). The colour is the event's, the link the page's.
//!
//! [`Told::in_lang`]: crate::certainty::Told::in_lang

use super::Target;
use super::card::{self, Card, Text};
use super::escape::Markup;
use super::payload::{
    Embed, Field, Footer, MAX_DESCRIPTION, MAX_FIELD_NAME, MAX_FIELD_VALUE, MAX_FOOTER, MAX_TITLE,
    Message, pack,
};
use crate::Dataset;
use crate::changes::Change;

/// An embed's own bounds, below Discord's so that any one embed fits a message of 6,000.
const DESCRIPTION: usize = 1500;
const VALUE: usize = 512;
const FOOTER: usize = 400;

/// The messages telling `records` (oldest first) to `target`, each with the ids of the records
/// it tells. `dataset` is the current one (CN, Chinese); `page` the calendar's page, linked.
pub fn messages(
    target: &Target,
    records: &[&Change],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(Vec<String>, Message)> {
    embeds(card::records(target, records, dataset, page))
}

/// Cards as embeds, packed into messages.
pub(super) fn embeds(cards: Vec<(String, Card)>) -> Vec<(Vec<String>, Message)> {
    pack(
        cards
            .into_iter()
            .map(|(id, card)| (id, embed(&card)))
            .collect(),
    )
}

fn embed(card: &Card) -> Embed {
    Embed {
        title: card.title.render(Markup::Discord, MAX_TITLE),
        description: Text::join(card.lines.iter().cloned(), "\n")
            .render(Markup::Discord, DESCRIPTION.min(MAX_DESCRIPTION)),
        url: card.link.clone(),
        color: card.colour,
        fields: card
            .fields
            .iter()
            .map(|(name, value)| field(name, value))
            .collect(),
        footer: Footer {
            text: card.footer.render(Markup::Plain, FOOTER.min(MAX_FOOTER)),
        },
        timestamp: card.timestamp.clone(),
    }
}

fn field(name: &str, value: &Text) -> Field {
    // A field's value may not be empty.
    let value = if value.is_empty() {
        &Text::ours("—")
    } else {
        value
    };
    Field {
        name: Text::ours(name).render(Markup::Discord, MAX_FIELD_NAME),
        value: value.render(Markup::Discord, VALUE.min(MAX_FIELD_VALUE)),
        inline: false,
    }
}
