//! One event as the page lists it: its colour, its names, and its times with their countdowns,
//! told with what is certain about them.

use chrono::{DateTime, Utc};
use maud::{Markup, html};

use super::super::model::Page;
use super::{category_name, featured, title};
use crate::catalog::phrase;
use crate::certainty::{self, Certainty, Standing, Told, duration_text};
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

/// How a live event ends: time left and the end (its date only when the hour is unconfirmed,
/// marked when tentative), or its label, official or inferred.
pub(super) fn end_text(e: &Event, page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let standing = Standing::of(e, page.now);
    html! {
        @if let Some(note) = certainty::standing_note(standing, lang) {
            strong.state { (note) } (phrase(lang, "page-text-5"))
        }
        @if let Some(end) = Told::end(e) {
            @if standing == Standing::Live && end.hour_known && !end.estimated {
                (phrase(lang, "page-text-6")) (countdown(end.at, page.now, lang)) (phrase(lang, "page-left-until"))
            } @else {
                (phrase(lang, "page-ends"))
            }
            (told(end, lang))
            @if let Some(label) = certainty::end_note(e, page.dataset.events(), lang) { " (" (label) ")" }
        } @else if let Some(label) = certainty::end_note(e, page.dataset.events(), lang) {
            (phrase(lang, "page-ends")) (label)
        } @else if e.permanent {
            (phrase(lang, "page-permanent-no-end"))
        } @else {
            (phrase(lang, "page-end-not-announced-2"))
        }
    }
}

/// How an upcoming event starts: time to go and its start (and end), or, for a tentative start,
/// the estimate with its label where the label says more than the estimate's date.
pub(super) fn start_text(e: &Event, page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let start = Told::start(e);
    let label = certainty::start_label(e);
    html! {
        @if Standing::of(e, page.now) == Standing::StartNotAnnounced {
            strong.state { (phrase(lang, "page-start-not-announced")) }
            (phrase(lang, "page-was-estimated-for")) (told(Told { estimated: false, ..start }, lang)) (phrase(lang, "page-text-7"))
            @if let Some(label) = &label { (phrase(lang, "page-text-5")) (label) }
        } @else if start.estimated {
            (told(start, lang))
            @if let Some(label) = &label { (phrase(lang, "page-text-8")) (label) (phrase(lang, "page-text-7")) }
        } @else {
            @if start.hour_known {
                (countdown(start.at, page.now, lang)) (phrase(lang, "page-to-go"))
            }
            (told(start, lang))
            @if let Some(end) = Told::end(e) { " – " (told(end, lang)) }
        }
    }
}

/// A time as [`Told`] tells it; a known clock time is a `<time>` the script adds the viewer's
/// local time to, an unconfirmed hour is the date alone.
pub(super) fn told(t: Told, lang: Locale) -> Markup {
    html! {
        @if t.hour_known {
            time datetime=(time::format(t.at)) data-certainty=(if t.estimated { "estimated" } else { "confirmed" }) { (t.text(lang)) }
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
