//! The iCalendar (RFC 5545) form of the events: the body of `GET /api/v1/events.ics`, a feed
//! calendar apps subscribe to.
//!
//! Each event's `VEVENT` depends on the dataset alone (an event's `status` is not part of it), so
//! it is rendered once, the first time a feed is asked for, and a request only selects events
//! with the same filter as the JSON and copies their bytes between a small header and footer.
//!
//! Decisions (also in docs/api.md and `openapi.json`):
//! - **Times** are written in UTC (`…Z`), the one form every client reads the same way; the
//!   calendar still names Asia/Shanghai (`X-WR-TIMEZONE` and a `VTIMEZONE`, which also keeps a
//!   feed with no events a valid calendar: RFC 5545 wants at least one component). Sub-second
//!   parts are dropped: iCalendar has none.
//! - **Timed events** cover `DTSTART`–`DTEND`, exactly `start`–`end` of the JSON.
//! - **Open-ended events** (`end` is null) become an all-day marker on their start day in
//!   Asia/Shanghai (`DTSTART;VALUE=DATE`, `DTEND` the next day); the summary says
//!   "(open-ended)" and the description gives the exact start time. A bar that never ends would
//!   either vanish from clients or fill every future day.
//! - **An open-ended event with a tentative end** (`sourceMeta.estimatedEnd`, not permanent)
//!   spans the days a player can act on it instead: all-day from its start's date through its
//!   estimated end's date (`DTEND` the day after), the summary says "(end estimated)" and the
//!   description tells the estimate as [`crate::certainty`] does ("暂定"). All-day,
//!   so an estimate is never written as a clock time; no reminder counts to it.
//! - **An open-ended event with no end at all**, not even a tentative one (not permanent, its
//!   start announced), is estimated to last its version: the same all-day span through the date
//!   of its version's `endsAt`, the same "(end estimated)", the description telling that end as
//!   the estimate. Only when its version has no end either does it stay the marker.
//! - **Milestones** are instants: `DTSTART` without `DTEND`, which RFC 5545 (3.6.1) defines as
//!   ending at its start.
//! - **`startUnknown`** events keep their anchor as `DTSTART` and say "(start date unknown)" in
//!   the summary.
//! - **An unconfirmed hour** (`sourceMeta.hourUnconfirmed`) is never written as a clock time: such
//!   a timed event is an all-day span over its dates on the server's clock (`DTSTART;VALUE=DATE`, `DTEND`
//!   the day after its end's date), a milestone whose start hour is unconfirmed its all-day
//!   date, its summary says "(time TBC)", and its description tells
//!   each time as [`crate::certainty`] does ("2026-11-26（时间未定）"), a tentative time
//!   marked "暂定", and an end label quoted only when it is the official wording.
//! - **`UID`** is `<event id>@endfield-calendar` (`@<server>.endfield-calendar` with
//!   `server=asia` or `americas-europe`): it depends on the event id and the server only, never
//!   on the build, host or request, so clients update an event in place instead of duplicating it.
//! - **Servers**: every `DTSTART`/`DTEND` is UTC, so a server's times need no `VTIMEZONE`; the
//!   one written names the server's fixed-offset zone, and all-day dates are its dates.
//! - **`DTSTAMP`** is the dataset's `source.updatedAt`, or its `generatedAt` when that is null:
//!   it moves only when a new dataset is published, never per request.
//! - Every event is `TRANSP:TRANSPARENT`: game events must not mark the subscriber busy.

use chrono::{DateTime, Days, NaiveDate, Timelike, Utc};

use super::etag::Tag;
use super::select::Selection;

use crate::dataset::Dataset;
use crate::lang::Locale;
use crate::query::{Query, Reminders};
use crate::server::Server;
use crate::time::{self, Layout};
use crate::v1;

mod alarm;
mod placement;
mod words;

use words::{calendar_description, description};
pub(super) use words::{calendar_name, summary};

pub(super) use placement::Placement;

/// `Content-Type` of the feed.
pub(super) const CONTENT_TYPE_ICS: &str = "text/calendar; charset=utf-8";

/// The right-hand side of every `UID`: fixed, so that UIDs never depend on the host.
pub(super) const UID_DOMAIN: &str = "endfield-calendar";

const PRODID: &str = "-//endfield-calendar//Arknights: Endfield calendar API v1//EN";

/// The last line of every rendered `VEVENT`.
const END_VEVENT: &str = "END:VEVENT\r\n";

/// The longest content line, in octets without the line break (RFC 5545, 3.1).
const MAX_LINE: usize = 75;

/// Every event of a dataset as a rendered `VEVENT`, in the dataset's order.
#[derive(Debug)]
pub(crate) struct Feed {
    events: Vec<Box<str>>,
    /// Where each event sits, parallel to `events`: the reminders are written around it.
    placements: Vec<Placement>,
    /// The `DTSTAMP` value of every event, and of the `ending` markers.
    stamp: String,
    /// The right-hand side of every `UID` ([`uid_domain`]).
    domain: String,
    /// The calendar's description: what it is, the data's age and which sources answered.
    description: String,
    /// The locale its words are told in.
    lang: Locale,
}

impl Feed {
    pub(crate) fn render(dataset: &Dataset, lang: Locale) -> Feed {
        let document = dataset.document();
        let stamp = document.source.updated_at.unwrap_or(document.generated_at);
        let stamp = utc(stamp);
        let domain = uid_domain(dataset.server());
        let versions = dataset.versions();
        let placements: Vec<Placement> = dataset
            .events()
            .iter()
            .map(|event| {
                let version = versions.iter().find(|v| v.version_key == event.version_key);
                Placement::of(event, version)
            })
            .collect();
        let events = dataset
            .events()
            .iter()
            .zip(&placements)
            .map(|(event, placement)| {
                render_event(event, *placement, (&stamp, &domain), dataset, lang).into()
            })
            .collect();
        Feed {
            events,
            placements,
            stamp,
            domain,
            description: calendar_description(dataset, lang),
            lang,
        }
    }

    /// The feed's body: a header naming the filters, then the selected `VEVENT`s. When the data
    /// is behind the game at `now`, the description says so first, in the query's language.
    pub(super) fn body(
        &self,
        dataset: &Dataset,
        query: &Query,
        selection: Selection<'_>,
        now: DateTime<Utc>,
        tag: &mut Tag,
    ) -> Vec<u8> {
        let mut body = Vec::with_capacity(16 * 1024);
        let behind = dataset.behind_at(now).map(|behind| {
            let said = behind.said(dataset.generated_at(), query.lang);
            format!("{said} {}", self.description)
        });
        write_head(
            &mut body,
            &calendar_name(&query.filters(dataset), query.lang),
            behind.as_deref().unwrap_or(&self.description),
        );
        for selected in selection {
            let event = dataset.events().get(selected.index);
            self.write_event(&mut body, selected.index, event, &query.reminders);
            tag.event(&selected);
        }
        write_tail(&mut body);
        body
    }

    /// Writes the `VEVENT` of `event`, the one at `index` in the dataset's order, with the
    /// `VALARM`s and the `ending` marker `reminders` ask for ([`alarm`]).
    pub(crate) fn write_event(
        &self,
        out: &mut Vec<u8>,
        index: usize,
        event: Option<&v1::Event>,
        reminders: &Reminders,
    ) {
        let rendered = self.event(index);
        let (Some(event), Some(&placement), false) =
            (event, self.placements.get(index), reminders.is_empty())
        else {
            out.extend_from_slice(rendered.as_bytes());
            return;
        };
        let open = rendered.strip_suffix(END_VEVENT).unwrap_or(rendered);
        out.extend_from_slice(open.as_bytes());
        let mut lines = Lines::default();
        alarm::write_alarms(&mut lines, event, placement, reminders, self.lang);
        lines.raw(END_VEVENT.trim_end());
        if let Some(lead) = reminders.ending() {
            alarm::write_marker(
                &mut lines,
                event,
                placement,
                lead,
                (&self.stamp, &self.domain),
                self.lang,
            );
        }
        out.extend_from_slice(lines.0.as_bytes());
    }

    /// The `VEVENT` of the event at `index` in the dataset's order.
    pub(crate) fn event(&self, index: usize) -> &str {
        self.events.get(index).map_or("", |e| e)
    }
}

/// Writes the calendar's properties and its `VTIMEZONE`: everything before the events.
pub(crate) fn write_head(out: &mut Vec<u8>, name: &str, description: &str) {
    let zone = crate::time::zone().name;
    let name = text(name);
    let description = text(description);
    let mut lines = Lines::default();
    lines.raw("BEGIN:VCALENDAR");
    lines.raw("VERSION:2.0");
    lines.raw(&format!("PRODID:{PRODID}"));
    lines.raw("CALSCALE:GREGORIAN");
    lines.raw("METHOD:PUBLISH");
    lines.property("NAME", &name);
    lines.property("X-WR-CALNAME", &name);
    lines.property("DESCRIPTION", &description);
    lines.property("X-WR-CALDESC", &description);
    lines.raw(&format!("X-WR-TIMEZONE:{zone}"));
    lines.raw("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    lines.raw("X-PUBLISHED-TTL:PT1H");
    // Asia/Shanghai has kept UTC+8 without daylight saving since 1991; the global servers keep
    // fixed offsets too. Every DTSTART is in UTC anyway: the zone only names the calendar's.
    let offset = crate::time::local().local_minus_utc();
    let hhmm = format!(
        "{}{:02}{:02}",
        if offset < 0 { '-' } else { '+' },
        offset.abs() / 3600,
        offset.abs() % 3600 / 60
    );
    lines.raw("BEGIN:VTIMEZONE");
    lines.raw(&format!("TZID:{zone}"));
    lines.raw(&format!("X-LIC-LOCATION:{zone}"));
    lines.raw("BEGIN:STANDARD");
    lines.raw(&format!("TZOFFSETFROM:{hhmm}"));
    lines.raw(&format!("TZOFFSETTO:{hhmm}"));
    let tzname = if zone == crate::time::TIME_ZONE {
        "CST"
    } else {
        hhmm.get(..3).unwrap_or("UTC")
    };
    lines.raw(&format!("TZNAME:{tzname}"));
    lines.raw("DTSTART:19700101T000000");
    lines.raw("END:STANDARD");
    lines.raw("END:VTIMEZONE");
    out.extend_from_slice(lines.0.as_bytes());
}

/// Writes what closes the calendar.
pub(crate) fn write_tail(out: &mut Vec<u8>) {
    out.extend_from_slice(b"END:VCALENDAR\r\n");
}

/// The right-hand side of the UIDs of a server's feed: [`UID_DOMAIN`] for CN (the UIDs of
/// before there were servers), `<server>.` before it for the others, so that a calendar
/// subscribed to two servers keeps both.
fn uid_domain(server: Server) -> String {
    match server {
        Server::Cn => UID_DOMAIN.into(),
        other => format!("{}.{UID_DOMAIN}", other.as_str()),
    }
}

/// `dataset` is the view the event is of (its server and language).
fn render_event(
    event: &v1::Event,
    placement: Placement,
    (stamp, domain): (&str, &str),
    dataset: &Dataset,
    lang: Locale,
) -> String {
    let mut lines = Lines::default();
    lines.raw("BEGIN:VEVENT");
    lines.property("UID", &format!("{}@{domain}", text(&event.id)));
    lines.raw(&format!("DTSTAMP:{stamp}"));
    match placement {
        Placement::Timed { start, end } => {
            lines.raw(&format!("DTSTART:{}", utc(start)));
            lines.raw(&format!("DTEND:{}", utc(end)));
        }
        Placement::Instant(at) => lines.raw(&format!("DTSTART:{}", utc(at))),
        Placement::Marker(day) | Placement::Date { day, .. } => {
            let next = day.checked_add_days(Days::new(1)).unwrap_or(day);
            lines.raw(&format!("DTSTART;VALUE=DATE:{}", date(day)));
            lines.raw(&format!("DTEND;VALUE=DATE:{}", date(next)));
        }
        Placement::Days { first, after, .. } | Placement::Estimated { first, after, .. } => {
            lines.raw(&format!("DTSTART;VALUE=DATE:{}", date(first)));
            lines.raw(&format!("DTEND;VALUE=DATE:{}", date(after)));
        }
    }
    lines.property("SUMMARY", &text(&summary(event, placement, lang)));
    lines.property(
        "DESCRIPTION",
        &text(&description(event, placement, dataset, lang)),
    );
    lines.raw(&format!("CATEGORIES:{}", event.category.as_str()));
    if let Some(image) = event.image.as_deref().filter(|i| !i.is_empty()) {
        lines.property("URL", &uri(image));
    }
    lines.raw("TRANSP:TRANSPARENT");
    lines.raw("END:VEVENT");
    lines.0
}

fn whole_seconds(time: DateTime<Utc>) -> DateTime<Utc> {
    time.with_nanosecond(0).unwrap_or(time)
}

/// A UTC DATE-TIME value: `20260716T040000Z`.
fn utc(at: DateTime<Utc>) -> String {
    time::written(&at, Layout::BasicUtc).to_string()
}

/// A DATE value: `20260716`.
fn date(day: NaiveDate) -> time::Written {
    time::written_day(day, Layout::BasicDate)
}

/// A time for people to read, in the zone times are being written in, as `lang` writes a date
/// and a time to the minute: `Jul 16, 2026, 12:00`, `2026年7月16日 12:00`.
fn shanghai(time: DateTime<Utc>, lang: Locale) -> String {
    crate::catalog::minute(lang, time.with_timezone(&time::local()).naive_local())
}

/// Escapes a TEXT value (RFC 5545, 3.3.11): `\`, `;`, `,` and line breaks are escaped; other
/// control characters, which no content line may hold, are dropped.
pub(super) fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 8);
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push_str("\\n");
            }
            '\t' => out.push('\t'),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A URI value: bytes that a URI cannot hold literally (controls, spaces, non-ASCII) are
/// percent-encoded, which also turns an IRI into its URI.
fn uri(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        if (0x21..0x7f).contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Content lines, each ended by CRLF and folded at [`MAX_LINE`] octets without splitting a UTF-8
/// character (RFC 5545, 3.1).
#[derive(Debug, Default)]
struct Lines(String);

impl Lines {
    /// `NAME:value`, where the value is already escaped for its type.
    fn property(&mut self, name: &str, value: &str) {
        self.raw(&format!("{name}:{value}"));
    }

    fn raw(&mut self, line: &str) {
        fold_into(&mut self.0, line);
    }
}

/// Appends `line` folded: a line break and one space before any character that would take the
/// current physical line past 75 octets.
pub(super) fn fold_into(out: &mut String, line: &str) {
    let mut used = 0;
    for c in line.chars() {
        let len = c.len_utf8();
        if used + len > MAX_LINE {
            out.push_str("\r\n ");
            used = 1;
        }
        out.push(c);
        used += len;
    }
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests;
