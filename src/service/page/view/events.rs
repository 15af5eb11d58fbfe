//! One event as the page lists it: its colour, its names, and its times with their countdowns,
//! told with what is certain about them.

use chrono::{DateTime, Utc};
use maud::{Markup, html};

use super::super::model::Page;
use super::{category_name, featured, title};
use crate::catalog::phrase;
use crate::certainty::{self, Certainty, Part, Told, duration_text};
use crate::lang::Locale;
use crate::time;
use crate::v1::Event;

pub(super) fn event_list(events: &[&Event], page: &Page<'_>, empty: &str) -> Markup {
    html! {
        @if events.is_empty() {
            p.empty { (empty) }
        } @else {
            (event_items(events, "live", end_text, page))
        }
    }
}

/// The list of `events` named `list` (the browser check reads it), each with the time text
/// `when` gives it, its id and its certainty for machines.
pub(super) fn event_items(
    events: &[&Event],
    list: &str,
    when: fn(&Event, &Page<'_>) -> Markup,
    page: &Page<'_>,
) -> Markup {
    let lang = page.lang;
    html! {
        ul.events data-list=(list) {
            @for e in events {
                li data-id=(e.id) data-event-id=(e.id) data-certainty=(Certainty::of(e, page.now).as_str()) {
                    (swatch(e))
                    div.body {
                        span.cat { (category_name(e.category, lang)) } " "
                        span.title { (title(lang, e)) }
                        @if !e.featured.is_empty() {
                            " " span.featured { (phrase(lang, "page-rate-up")) (featured(lang, e)) }
                        }
                        @if let Some(r) = &e.related { " " span.related { "· " (r) } }
                        div.when { (when(e, page)) }
                    }
                }
            }
        }
    }
}

/// A small colour chip from the event's `color` (an SVG attribute: no inline style).
pub(super) fn swatch(e: &Event) -> Markup {
    html! {
        svg.swatch width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" {
            rect width="12" height="12" rx="3" fill=(e.color) {}
        }
    }
}

/// How a live event ends, as the telling layer says it ([`certainty::ending`]).
pub(super) fn end_text(e: &Event, page: &Page<'_>) -> Markup {
    parts(
        &certainty::ending(e, page.dataset.events(), page.now, page.lang),
        page,
    )
}

/// How an upcoming event starts, as the telling layer says it ([`certainty::starting`]).
pub(super) fn start_text(e: &Event, page: &Page<'_>) -> Markup {
    parts(&certainty::starting(e, page.now, page.lang), page)
}

/// A time told in parts, in markup: a state stressed, a counted time kept counting by the
/// script, a time as [`told`] writes it.
fn parts(parts: &[Part], page: &Page<'_>) -> Markup {
    html! {
        @for part in parts {
            @match part {
                Part::Words(words) => { (words) }
                Part::State(state) => { strong.state { (state) } }
                Part::Until(at) => { (countdown(*at, page.now, page.lang)) }
                Part::Time(t) => { (told(*t, page.lang)) }
                Part::Note(note) => { (note) }
            }
        }
    }
}

/// A time as [`Told`] tells it; a known clock time is a `<time>` the script adds the viewer's
/// local time to, an unconfirmed hour is the date alone.
pub(super) fn told(t: Told, lang: Locale) -> Markup {
    html! {
        @if t.hour_known {
            time datetime=(time::format(t.at)) data-certainty=(t.certainty().as_str()) { (t.text(lang)) }
        } @else {
            span.tbc data-certainty="unconfirmed-hour" { (t.text(lang)) }
        }
    }
}

/// A moment in Asia/Shanghai, to the minute; the script appends the viewer's local time.
pub(super) fn moment(t: DateTime<Utc>, lang: Locale) -> Markup {
    told(
        Told {
            at: t,
            hour_known: true,
            estimated: false,
            at_latest: false,
            server_clock: false,
        },
        lang,
    )
}

/// Time between now and `t`, to the minute; the script keeps it counting.
pub(super) fn countdown(t: DateTime<Utc>, now: DateTime<Utc>, lang: Locale) -> Markup {
    html! {
        span.countdown data-until=(time::format(t)) { (duration_text(t - now, lang)) }
    }
}
