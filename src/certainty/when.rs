//! How a list tells an event's time at a moment, in parts every list formats: the page's lists
//! of what is live and upcoming (markup, its countdowns kept counting by the script) and the
//! chats' `now`, `next` and `unit` (text) say the same words, the same times and the same
//! certainty, in the same order.
//!
//! - A live event: what stands about it (may have ended), then the time left until its end
//!   when that end is official to the minute ([`Told::counted`]), else "ends" and the end as
//!   [`Told::text`] tells it (with "time TBC", "estimated", "at the latest"), with its note
//!   ([`end_note`]); without an end, its note, or that it is permanent, or that no end is
//!   announced.
//! - An upcoming event: the time to go and its start and end when its start is counted; a
//!   tentative start with its label; a placeholder start that has passed, what it was
//!   estimated for.

use chrono::{DateTime, Utc};

use super::{Standing, Told, end_note, standing_note, start_label};
use crate::catalog::phrase;
use crate::lang::Locale;
use crate::v1::Event;

/// One part of a time told in a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Our own words.
    Words(&'static str),
    /// What stands about the event ("may have ended", "start not announced"), stressed where a
    /// face can.
    State(&'static str),
    /// The time from now until then, to the minute (only an official minute is counted).
    Until(DateTime<Utc>),
    /// A time as [`Told::text`] tells it.
    Time(Told),
    /// Words told from the event's data (an end note, a start label).
    Note(String),
}

/// How a live event (or one that may have ended) ends, at `now` in `lang`; `events` are the
/// events of the same view (for the titles an end note names).
pub fn ending(event: &Event, events: &[Event], now: DateTime<Utc>, lang: Locale) -> Vec<Part> {
    let standing = Standing::of(event, now);
    let mut parts = Vec::new();
    if let Some(note) = standing_note(standing, lang) {
        parts.extend([Part::State(note), Part::Words(phrase(lang, "page-text-5"))]);
    }
    let note = end_note(event, events, lang);
    match (Told::end(event), note) {
        (Some(end), note) => {
            if standing == Standing::Live && end.counted() {
                parts.extend([
                    Part::Words(phrase(lang, "page-text-6")),
                    Part::Until(end.at),
                    Part::Words(phrase(lang, "page-left-until")),
                ]);
            } else {
                parts.push(Part::Words(phrase(lang, "page-ends")));
            }
            parts.push(Part::Time(end));
            if let Some(note) = note {
                parts.extend([Part::Words(" ("), Part::Note(note), Part::Words(")")]);
            }
        }
        (None, Some(note)) => {
            parts.extend([Part::Words(phrase(lang, "page-ends")), Part::Note(note)])
        }
        (None, None) if event.permanent => {
            parts.push(Part::Words(phrase(lang, "page-permanent-no-end")));
        }
        (None, None) => parts.push(Part::Words(phrase(lang, "page-end-not-announced-2"))),
    }
    parts
}

/// How an upcoming event (or one whose placeholder start has passed) starts, at `now` in
/// `lang`.
pub fn starting(event: &Event, now: DateTime<Utc>, lang: Locale) -> Vec<Part> {
    let start = Told::start(event);
    let label = start_label(event).map(Part::Note);
    let mut parts = Vec::new();
    if Standing::of(event, now) == Standing::StartNotAnnounced {
        parts.extend([
            Part::State(phrase(lang, "page-start-not-announced")),
            Part::Words(phrase(lang, "page-was-estimated-for")),
            Part::Time(Told {
                estimated: false,
                ..start
            }),
            Part::Words(phrase(lang, "page-text-7")),
        ]);
        if let Some(label) = label {
            parts.extend([Part::Words(phrase(lang, "page-text-5")), label]);
        }
    } else if start.estimated {
        parts.push(Part::Time(start));
        if let Some(label) = label {
            parts.extend([
                Part::Words(phrase(lang, "page-text-8")),
                label,
                Part::Words(phrase(lang, "page-text-7")),
            ]);
        }
    } else {
        if start.counted() {
            parts.extend([
                Part::Until(start.at),
                Part::Words(phrase(lang, "page-to-go")),
            ]);
        }
        parts.push(Part::Time(start));
        if let Some(end) = Told::end(event) {
            parts.extend([Part::Words(" – "), Part::Time(end)]);
        }
    }
    parts
}
