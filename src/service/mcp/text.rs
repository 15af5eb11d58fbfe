//! What the tools' texts share: how many items a text lists, an event's span and the data's
//! age as a text tells them, the summary line, a name clipped for an error. A leaf of `mcp`:
//! `tools.rs` (the events' and the changes' tools) and `units.rs` (the units') both read it.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use crate::Dataset;
use crate::catalog::{phrase, say};
use crate::certainty;
use crate::lang::Locale;
use crate::v1::Event;

/// The most items a text rendering lists; `structuredContent` has them all.
pub(super) const TEXT_ITEMS: usize = 30;

/// A tool's answer: its body (the API's JSON) and the text rendering of it.
pub(super) type Answer = (Vec<u8>, String);

/// An event's start and end as the text tells them, `2026-11-25 12:00 → 2026-11-26, time TBC`:
/// as the page tells them in English ([`certainty::Told`]), an unconfirmed hour as its date and
/// an estimate (a tentative end is `sourceMeta.estimatedEnd`) marked, never as a confirmed time.
pub(super) fn span(event: &Event, lang: Locale) -> String {
    let lang = text_lang(lang);
    let end = certainty::Told::end(event).map_or_else(
        || phrase(lang, "mcp-not-announced").into(),
        |end| end.text(lang),
    );
    let start = certainty::Told::start(event).text(lang);
    say(
        lang,
        "mcp-span",
        &[
            ("start", start.as_str().into()),
            ("end", end.as_str().into()),
        ],
    )
}

/// The language of the tools' texts in `lang`: English in Chinese, which they spoke in every
/// language before the catalog (kept byte for byte until zh.ftl's words for them are chosen;
/// issue 48).
pub(super) fn text_lang(lang: Locale) -> Locale {
    match lang {
        Locale::ZhCn => Locale::En,
        other => other,
    }
}

/// Ends a text with what it cannot tell when the data is behind the game at `now`: that the
/// next version is not recorded here yet ([`certainty::Behind`]).
pub(super) fn behind_note(text: &mut String, dataset: &Dataset, now: DateTime<Utc>, lang: Locale) {
    if let Some(behind) = dataset.behind_at(now) {
        let _ = writeln!(text, "{}", behind.said(dataset.generated_at(), lang));
    }
}

/// The text rendering: how many, the zone, the listed lines, and what was left out.
pub(super) fn summary(total: usize, noun: Noun, lines: String, lang: Locale) -> String {
    let lang = text_lang(lang);
    let zone = certainty::zone_told();
    let head = say(
        lang,
        match noun {
            Noun::Event => "mcp-summary-events",
            Noun::Change => "mcp-summary-changes",
            Noun::Unit => "mcp-summary-units",
        },
        &[("total", total.into()), ("zone", zone.as_str().into())],
    );
    let mut text = format!("{head}\n{lines}");
    if total > TEXT_ITEMS {
        let more = total - TEXT_ITEMS;
        let _ = writeln!(
            text,
            "{}",
            say(lang, "mcp-and-more", &[("more", more.into())])
        );
    }
    text
}

/// What a summary counts.
#[derive(Debug, Clone, Copy)]
pub(super) enum Noun {
    Event,
    Change,
    Unit,
}

/// A name repeated in an error message, cut to 64 characters.
pub(super) fn clip(name: &str) -> &str {
    name.char_indices()
        .nth(64)
        .and_then(|(i, _)| name.get(..i))
        .unwrap_or(name)
}
