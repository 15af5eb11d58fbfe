//! "卡池历史 / Banner history": every rate-up unit with its runs as small bars on one time axis,
//! how many runs have begun and the days since the last (the units' own rules,
//! [`crate::units::Unit::at`]), the unit longest without a run first; each links to the feed of
//! its pools (`featured=`). No script: the bars are SVG, drawn in integer units.

use chrono::{DateTime, TimeDelta, Utc};
use maud::{Markup, html};

use super::told;
use crate::catalog::{phrase, say};
use crate::certainty::Told;
use crate::lang::Locale;
use crate::server::Server;
use crate::service::page::model::Page;
use crate::service::page::named;
use crate::service::paths::EVENTS_ICS_PATH;
use crate::time;
use crate::timeline::Span;
use crate::units::{Tally, Unit, UnitKind};
use crate::v1::{Event, Status};

/// Width of every unit's axis, in SVG units (the bars stretch to the row's width).
const AXIS: i64 = 10_000;

pub(super) fn history_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let events = page.dataset.events();
    let mut units: Vec<(&Unit, Tally)> = page
        .dataset
        .units()
        .iter()
        .map(|u| (u, u.at(events, page.now)))
        .collect();
    // The longest without a run first; a unit live now (0) after those, one not run yet last.
    // Stable, without a general sort's code in the Worker (a few dozen rows).
    let days = |h: &Tally| h.days_since_last_run.map_or(-1, |d| d);
    crate::sort::insertion_sort_by(&mut units, |a, b| days(&a.1) < days(&b.1));
    let runs = || {
        units
            .iter()
            .flat_map(|(u, _)| u.runs.iter().filter_map(|&i| events.get(i)))
    };
    // From the first run to a little after now: a run announced beyond is a sliver at the end.
    let from = runs()
        .map(|e| e.start)
        .min()
        .unwrap_or(page.now)
        .min(page.now);
    let to = page.now + ((page.now - from) / 12).max(TimeDelta::days(7));
    let axis = Axis::new(from, to);
    html! {
        section #history aria-labelledby="history-h" {
            h2 #history-h { (phrase(lang, "page-banner-history")) }
            p.hint { (phrase(lang, "page-every-rate-up-6-operator")) }
            @if units.is_empty() {
                p.empty { (phrase(lang, "page-the-data-names-no-rate")) }
            } @else {
                p.axis aria-hidden="true" { span { (day(from, lang)) } span { (day(to, lang)) } }
                ol.units {
                    @for (unit, history) in &units {
                        (unit_row(unit, history, events, &axis, page))
                    }
                }
            }
        }
    }
}

/// A moment's date in the zone times are written in, as `lang` writes a date with its year.
fn day(at: DateTime<Utc>, lang: Locale) -> String {
    crate::catalog::date(lang, at.with_timezone(&time::local()).date_naive())
}

/// The axis every unit's bars are drawn on, in whole seconds from its start (a page draws a few
/// hundred points on it).
struct Axis {
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    seconds: i64,
}

impl Axis {
    fn new(from: DateTime<Utc>, to: DateTime<Utc>) -> Axis {
        Axis {
            from,
            to,
            seconds: seconds_after(to, from).max(1),
        }
    }

    /// Where a moment falls, from 0 to [`AXIS`], in integers (no float printer in the Worker).
    fn x(&self, at: DateTime<Utc>) -> i64 {
        let offset = seconds_after(at, self.from).clamp(0, self.seconds);
        offset.saturating_mul(AXIS) / self.seconds
    }
}

/// The whole seconds from `earlier` to `later`, as `(later - earlier).num_seconds()` counts
/// them where `later` is not earlier (one less where `later`'s fraction of a second is smaller),
/// without chrono's durations (a tenth of the section's work): clamped to 0 before, as the axis
/// takes it.
fn seconds_after(later: DateTime<Utc>, earlier: DateTime<Utc>) -> i64 {
    let borrow = later.timestamp_subsec_nanos() < earlier.timestamp_subsec_nanos();
    later.timestamp() - earlier.timestamp() - i64::from(borrow)
}

/// Each unit's drawing's `viewBox`: [`AXIS`] wide, 20 high.
const VIEW_BOX: &str = "0 0 10000 20";

fn unit_row(
    unit: &Unit,
    history: &Tally,
    events: &[Event],
    axis: &Axis,
    page: &Page<'_>,
) -> Markup {
    let lang = page.lang;
    let named = unit.named(events, lang);
    let name = named.text;
    let kind = match unit.kind {
        UnitKind::Operator => phrase(lang, "page-operator"),
        UnitKind::Weapon => phrase(lang, "page-weapon"),
    };
    let now_x = axis.x(page.now);
    html! {
        li data-unit=(unit.name) data-kind=(unit.kind.as_str()) {
            div.uhead {
                a.uname href=(feed_path(&unit.name, page.dataset.server(), lang)) { (named::name(named, lang)) }
                " " span.cat { (kind) }
                div.stat { (stat(history, events, lang)) }
            }
            svg.runs viewBox=(VIEW_BOX) preserveAspectRatio="none" role="img"
                aria-label={ (name) (phrase(lang, "page-its-pools")) } {
                @for event in unit.runs.iter().filter_map(|&i| events.get(i)) {
                    @let x0 = axis.x(event.start).min(AXIS - 40);
                    @let x1 = axis.x(event.end.unwrap_or(axis.to)).max(x0 + 40);
                    @let upcoming = Span::of(event).status_at(page.now) == Status::Upcoming;
                    rect x=(x0) y="2" width=(x1 - x0) height="16" rx="2" fill=(event.color)
                        opacity=(if upcoming || event.end.is_none() { "0.5" } else { "1" }) {
                        title { (run_title(event, lang)) }
                    }
                }
                rect.nowline x=(now_x.min(AXIS - 20)) y="0" width="20" height="20" {}
            }
        }
    }
}

/// Where a number set in markup stands in a message told around it.
const MARK: &str = "\u{0}";

/// How many runs have begun, the days since the last, and the next run if announced.
fn stat(history: &Tally, events: &[Event], lang: Locale) -> Markup {
    let count = history.run_count;
    let next = history.next_run.and_then(|i| events.get(i));
    html! {
        (say(lang, "page-runs", &[("count", count.into())]))
        " · "
        @match history.days_since_last_run {
            Some(0) => strong { (phrase(lang, "page-live-now-2")) },
            Some(days) => {
                // The count in `strong`: the message told around a mark where it stands.
                @let told = say(lang, "page-days-since-last", &[("days", days.into()), ("count", MARK.into())]);
                @let (before, after) = told.split_once(MARK).unwrap_or((&told, ""));
                (before) strong { (days) } (after)
            },
            None => (phrase(lang, "page-not-run-yet")),
        }
        @if let Some(next) = next {
            " · " (phrase(lang, "page-next")) (told(Told::start(next), lang))
        }
    }
}

/// A run's tooltip: its title and its span, as the page tells times.
fn run_title(event: &Event, lang: Locale) -> Markup {
    let title = named::plain_name(crate::names::event_title(event, lang), lang);
    let start = Told::start(event).text(lang);
    let end = Told::end(event).map_or_else(
        || phrase(lang, "page-end-not-announced").to_string(),
        |end| end.text(lang),
    );
    html! { (title) (phrase(lang, "page-text-11")) (start) " – " (end) }
}

/// The feed of a unit's pools on the page's server and in its language.
fn feed_path(name: &str, server: Server, lang: Locale) -> String {
    let mut path = [EVENTS_ICS_PATH, "?featured=", &percent_encode(name)].concat();
    if server != Server::Cn {
        path.push_str("&server=");
        path.push_str(server.as_str());
    }
    if lang != Locale::ZhCn {
        path.push_str("&lang=");
        path.push_str(lang.tag());
    }
    path
}

/// Every byte but the unreserved ones as `%XX` (RFC 3986).
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.push('%');
            for digit in [byte >> 4, byte & 0xf] {
                out.push(char::from(
                    HEX.get(usize::from(digit)).copied().unwrap_or(b'0'),
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_percent_encoded_into_the_feed_path() {
        assert_eq!(
            feed_path("伊冯", Server::Asia, Locale::En),
            "/api/v1/events.ics?featured=%E4%BC%8A%E5%86%AF&server=asia&lang=en"
        );
        assert_eq!(
            feed_path("A B&C", Server::Cn, Locale::ZhCn),
            "/api/v1/events.ics?featured=A%20B%26C"
        );
    }

    #[test]
    fn the_axis_is_integer_and_clamped() {
        let at = |t: &str| time::parse(t).unwrap();
        let axis = Axis::new(at("2026-01-01T00:00:00Z"), at("2026-01-11T00:00:00Z"));
        assert_eq!(axis.x(at("2025-12-01T00:00:00Z")), 0);
        assert_eq!(axis.x(at("2026-01-06T00:00:00Z")), AXIS / 2);
        assert_eq!(axis.x(at("2027-01-01T00:00:00Z")), AXIS);
        assert_eq!(VIEW_BOX, format!("0 0 {AXIS} 20"));
    }

    #[test]
    fn the_axis_counts_whole_seconds_as_chronos_durations_do() {
        let at = |t: &str| time::parse(t).unwrap();
        let from = at("2026-01-01T00:00:00.500Z");
        for later in [
            "2026-01-01T00:00:00.500Z",
            "2026-01-01T00:00:01.400Z",
            "2026-01-01T00:00:01.500Z",
            "2026-01-01T00:00:01.600Z",
            "2026-01-08T00:00:00Z",
            "2026-01-08T00:00:00.999Z",
        ] {
            let later = at(later);
            assert_eq!(
                seconds_after(later, from),
                (later - from).num_seconds(),
                "{later}"
            );
        }
        // Before the start, whatever the count, the axis starts at 0, as before.
        let axis = Axis::new(from, at("2026-01-08T00:00:00.250Z"));
        assert_eq!(axis.x(at("2026-01-01T00:00:00.100Z")), 0);
        assert_eq!(axis.seconds, (axis.to - axis.from).num_seconds());
    }
}
