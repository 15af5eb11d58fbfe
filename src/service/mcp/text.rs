//! What the tools' texts share: how many items a text lists, an event's span and the data's
//! age as a text tells them, the summary line, a name clipped for an error. A leaf of `mcp`:
//! `tools.rs` (the events' and the changes' tools) and `units.rs` (the units') both read it.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use crate::Dataset;
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
pub(super) fn span(event: &Event) -> String {
    let end = certainty::Told::end(event)
        .map_or_else(|| "not announced".into(), |end| end.text(Locale::En));
    let start = certainty::Told::start(event).text(Locale::En);
    format!("{start} → {end}")
}

/// Ends a text with what it cannot tell when the data is behind the game at `now`: that the
/// next version is not recorded here yet ([`certainty::Behind`]).
pub(super) fn behind_note(text: &mut String, dataset: &Dataset, now: DateTime<Utc>, lang: Locale) {
    if let Some(behind) = dataset.behind_at(now) {
        let _ = writeln!(text, "{}", behind.said(dataset.generated_at(), lang));
    }
}

/// The text rendering: how many, the zone, the listed lines, and what was left out.
pub(super) fn summary(total: usize, noun: &str, zone: &str, lines: String) -> String {
    let plural = if total == 1 { "" } else { "s" };
    let mut text = format!("{total} {noun}{plural}, times in {zone}:\n{lines}");
    if total > TEXT_ITEMS {
        let _ = writeln!(
            text,
            "… and {} more (structuredContent lists them all)",
            total - TEXT_ITEMS
        );
    }
    text
}

/// A name repeated in an error message, cut to 64 characters.
pub(super) fn clip(name: &str) -> &str {
    name.char_indices()
        .nth(64)
        .and_then(|(i, _)| name.get(..i))
        .unwrap_or(name)
}
