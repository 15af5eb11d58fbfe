//! The iCalendar (RFC 5545) form of the events: the body of `GET /api/v1/events.ics`, a feed
//! calendar apps subscribe to.
//!
//! Each event's `VEVENT` depends on the dataset alone (an event's `status` is not part of it), so
//! it is rendered once, the first time a feed is asked for, and a request only selects events
//! with the same filter as the JSON and copies their bytes between a small header and footer.
//!
//! Decisions (also in the README and `openapi.json`):
//! - **Times** are written in UTC (`…Z`), the one form every client reads the same way; the
//!   calendar still names Asia/Shanghai (`X-WR-TIMEZONE` and a `VTIMEZONE`, which also keeps a
//!   feed with no events a valid calendar: RFC 5545 wants at least one component). Sub-second
//!   parts are dropped: iCalendar has none.
//! - **Timed events** cover `DTSTART`–`DTEND`, exactly `start`–`end` of the JSON.
//! - **Open-ended events** (`end` is null) become an all-day marker on their start day in
//!   Asia/Shanghai (`DTSTART;VALUE=DATE`, `DTEND` the next day); the summary says
//!   "(open-ended)" and the description gives the exact start time. A bar that never ends would
//!   either vanish from clients or fill every future day.
//! - **Milestones** are instants: `DTSTART` without `DTEND`, which RFC 5545 (3.6.1) defines as
//!   ending at its start.
//! - **`startUnknown`** events keep their anchor as `DTSTART` and say "(start date unknown)" in
//!   the summary.
//! - **`UID`** is `<event id>@endfield-calendar`: it depends on the event id only, never on the
//!   build, host or request, so clients update an event in place instead of duplicating it.
//! - **`DTSTAMP`** is the dataset's `source.updatedAt`, or its `generatedAt` when that is null:
//!   it moves only when a new dataset is published, never per request.
//! - Every event is `TRANSP:TRANSPARENT`: game events must not mark the subscriber busy.

use chrono::{DateTime, Days, NaiveDate, Timelike, Utc};

use super::etag::Tag;
use super::select::Selection;
use crate::dataset::Dataset;
use crate::query::{Query, Reminders};
use crate::time::{SHANGHAI, TIME_ZONE};
use crate::v1::{self, Filters};

mod alarm;

/// `Content-Type` of the feed.
pub(super) const CONTENT_TYPE_ICS: &str = "text/calendar; charset=utf-8";

/// The right-hand side of every `UID`: fixed, so that UIDs never depend on the host.
pub(super) const UID_DOMAIN: &str = "endfield-calendar";

const PRODID: &str = "-//endfield-calendar//Arknights: Endfield calendar API v1//EN";

/// Said in every event's description and in the calendar's.
const NOTICE: &str = "Unofficial community data, not affiliated with the game's rights holders; \
                      official announcements and the in-game display prevail.";

/// The last line of every rendered `VEVENT`.
const END_VEVENT: &str = "END:VEVENT\r\n";

/// The longest content line, in octets without the line break (RFC 5545, 3.1).
const MAX_LINE: usize = 75;

/// Every event of a dataset as a rendered `VEVENT`, in the dataset's order.
#[derive(Debug)]
pub(crate) struct Feed {
    events: Vec<Box<str>>,
    /// The `DTSTAMP` value of every event, and of the `ending` markers.
    stamp: String,
}

impl Feed {
    pub(crate) fn render(dataset: &Dataset) -> Feed {
        let document = dataset.document();
        let stamp = document.source.updated_at.unwrap_or(document.generated_at);
        let stamp = utc(stamp);
        let events = dataset
            .events()
            .iter()
            .map(|event| render_event(event, &stamp).into_boxed_str())
            .collect();
        Feed { events, stamp }
    }

    /// The feed's body: a header naming the filters, then the selected `VEVENT`s.
    pub(super) fn body(
        &self,
        dataset: &Dataset,
        query: &Query,
        selection: Selection<'_>,
        tag: &mut Tag,
    ) -> Vec<u8> {
        let mut body = Vec::with_capacity(16 * 1024);
        write_head(&mut body, &calendar_name(&query.filters(dataset)));
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
        let (Some(event), false) = (event, reminders.is_empty()) else {
            out.extend_from_slice(rendered.as_bytes());
            return;
        };
        let open = rendered.strip_suffix(END_VEVENT).unwrap_or(rendered);
        out.extend_from_slice(open.as_bytes());
        let placement = Placement::of(event);
        let mut lines = Lines::default();
        alarm::write_alarms(&mut lines, event, placement, reminders);
        lines.raw(END_VEVENT.trim_end());
        if let Some(lead) = reminders.ending() {
            alarm::write_marker(&mut lines, event, placement, lead, &self.stamp);
        }
        out.extend_from_slice(lines.0.as_bytes());
    }

    /// The `VEVENT` of the event at `index` in the dataset's order.
    pub(crate) fn event(&self, index: usize) -> &str {
        self.events.get(index).map_or("", |e| e)
    }
}

/// The calendar's name: the game, then the applied filters, so that two subscriptions with
/// different filters can be told apart in a calendar app.
pub(super) fn calendar_name(filters: &Filters) -> String {
    let mut parts = Vec::new();
    if filters.categories.iter().any(|c| c != "all") {
        parts.push(filters.categories.join(" + "));
    }
    if filters.version != "all" {
        parts.push(filters.version.clone());
    }
    if filters.status != "all" {
        parts.push(filters.status.clone());
    }
    if let Some(from) = &filters.from {
        parts.push(format!("from {from}"));
    }
    if let Some(to) = &filters.to {
        parts.push(format!("until {to}"));
    }
    if parts.is_empty() {
        "Arknights: Endfield calendar".into()
    } else {
        format!("Arknights: Endfield calendar — {}", parts.join(" · "))
    }
}

/// Writes the calendar's properties and its `VTIMEZONE`: everything before the events.
pub(crate) fn write_head(out: &mut Vec<u8>, name: &str) {
    let name = text(name);
    let description = text(&format!(
        "Versions, pools and activities of Arknights: Endfield, times in {TIME_ZONE}. {NOTICE}"
    ));
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
    lines.raw(&format!("X-WR-TIMEZONE:{TIME_ZONE}"));
    lines.raw("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    lines.raw("X-PUBLISHED-TTL:PT1H");
    // Asia/Shanghai has kept UTC+8 without daylight saving since 1991.
    lines.raw("BEGIN:VTIMEZONE");
    lines.raw(&format!("TZID:{TIME_ZONE}"));
    lines.raw(&format!("X-LIC-LOCATION:{TIME_ZONE}"));
    lines.raw("BEGIN:STANDARD");
    lines.raw("TZOFFSETFROM:+0800");
    lines.raw("TZOFFSETTO:+0800");
    lines.raw("TZNAME:CST");
    lines.raw("DTSTART:19700101T000000");
    lines.raw("END:STANDARD");
    lines.raw("END:VTIMEZONE");
    out.extend_from_slice(lines.0.as_bytes());
}

/// Writes what closes the calendar.
pub(crate) fn write_tail(out: &mut Vec<u8>) {
    out.extend_from_slice(b"END:VCALENDAR\r\n");
}

/// How an event sits in a calendar; see the module's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Placement {
    /// `DTSTART`–`DTEND`.
    Timed {
        start: DateTime<Utc>,
        end: DateTime<Utc>,
    },
    /// `DTSTART` alone: a milestone, or an event shorter than a second.
    Instant(DateTime<Utc>),
    /// An all-day marker on this Asia/Shanghai date: an open-ended event.
    Marker(NaiveDate),
}

impl Placement {
    pub(super) fn of(event: &v1::Event) -> Placement {
        let start = whole_seconds(event.start);
        if event.milestone {
            return Placement::Instant(start);
        }
        match event.end.map(whole_seconds) {
            None => Placement::Marker(event.start.with_timezone(&SHANGHAI).date_naive()),
            Some(end) if end > start => Placement::Timed { start, end },
            Some(_) => Placement::Instant(start),
        }
    }
}

fn render_event(event: &v1::Event, stamp: &str) -> String {
    let placement = Placement::of(event);
    let mut lines = Lines::default();
    lines.raw("BEGIN:VEVENT");
    lines.property("UID", &format!("{}@{UID_DOMAIN}", text(&event.id)));
    lines.raw(&format!("DTSTAMP:{stamp}"));
    match placement {
        Placement::Timed { start, end } => {
            lines.raw(&format!("DTSTART:{}", utc(start)));
            lines.raw(&format!("DTEND:{}", utc(end)));
        }
        Placement::Instant(at) => lines.raw(&format!("DTSTART:{}", utc(at))),
        Placement::Marker(day) => {
            let next = day.checked_add_days(Days::new(1)).unwrap_or(day);
            lines.raw(&format!("DTSTART;VALUE=DATE:{}", day.format("%Y%m%d")));
            lines.raw(&format!("DTEND;VALUE=DATE:{}", next.format("%Y%m%d")));
        }
    }
    lines.property("SUMMARY", &text(&summary(event, placement)));
    lines.property("DESCRIPTION", &text(&description(event, placement)));
    lines.raw(&format!("CATEGORIES:{}", event.category.as_str()));
    if let Some(image) = event.image.as_deref().filter(|i| !i.is_empty()) {
        lines.property("URL", &uri(image));
    }
    lines.raw("TRANSP:TRANSPARENT");
    lines.raw("END:VEVENT");
    lines.0
}

/// The title, with what a calendar cell cannot show otherwise.
pub(super) fn summary(event: &v1::Event, placement: Placement) -> String {
    let mut summary = event.title.clone();
    if event.start_unknown {
        summary.push_str(" (start date unknown)");
    }
    if matches!(placement, Placement::Marker(_)) {
        summary.push_str(" (open-ended)");
    }
    summary
}

fn description(event: &v1::Event, placement: Placement) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(text) = nonempty(&event.description) {
        parts.push(text.into());
    }
    if let Some(related) = nonempty(&event.related) {
        parts.push(format!("Related: {related}"));
    }
    parts.push(match placement {
        Placement::Timed { start, end } => {
            format!("{} – {} ({TIME_ZONE})", shanghai(start), shanghai(end))
        }
        Placement::Instant(at) => format!("At {} ({TIME_ZONE})", shanghai(at)),
        Placement::Marker(_) => format!(
            "Starts {} ({TIME_ZONE}). No end date is announced: it stays open, so the calendar \
             shows it as an all-day marker on its start day.",
            shanghai(event.start)
        ),
    });
    if event.start_unknown {
        parts.push(
            "The start date is not announced yet; the date shown is only a placeholder.".into(),
        );
    }
    if let Some(label) = nonempty(&event.start_label) {
        parts.push(format!("Start: {label}"));
    }
    if let Some(label) = nonempty(&event.end_label) {
        parts.push(format!("End: {label}"));
    }
    if let Some(note) = nonempty(&event.source_note) {
        parts.push(format!("Source: {note}"));
    }
    parts.push(NOTICE.into());
    parts.join("\n")
}

fn nonempty(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

fn whole_seconds(time: DateTime<Utc>) -> DateTime<Utc> {
    time.with_nanosecond(0).unwrap_or(time)
}

/// A UTC DATE-TIME value: `20260716T040000Z`.
fn utc(time: DateTime<Utc>) -> String {
    time.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A time for people to read, in the calendar's zone: `2026-07-16 12:00`.
fn shanghai(time: DateTime<Utc>) -> String {
    let local = time.with_timezone(&SHANGHAI);
    if local.second() == 0 {
        local.format("%Y-%m-%d %H:%M").to_string()
    } else {
        local.format("%Y-%m-%d %H:%M:%S").to_string()
    }
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
mod tests {
    use super::*;
    use crate::testing::{dataset, event};
    use crate::time::parse;
    use crate::v1::Category;

    fn folded(line: &str) -> String {
        let mut out = String::new();
        fold_into(&mut out, line);
        out
    }

    #[test]
    fn text_escapes_specials_and_line_breaks() {
        let check = |input: &str, expected: &str| assert_eq!(text(input), expected, "{input:?}");
        check("plain 「中文」", "plain 「中文」");
        check(r"a\b", r"a\\b");
        check("a;b,c", r"a\;b\,c");
        check("one\ntwo\r\nthree\rfour", r"one\ntwo\nthree\nfour");
        check("tab\there", "tab\there");
        check("bell\u{7}del\u{7f}nul\0", "belldelnul");
        check(r#"quote " colon :"#, r#"quote " colon :"#);
    }

    #[test]
    fn folding_keeps_lines_within_75_octets_and_characters_whole() {
        for line in [
            "SUMMARY:".to_string() + &"「临渊望北」特许寻访".repeat(12),
            "DESCRIPTION:".to_string() + &"x".repeat(300),
            "X:".to_string() + &"é".repeat(80) + &"😀".repeat(40),
            "SHORT:ok".to_string(),
            "EXACT:".to_string() + &"y".repeat(75 - 6),
        ] {
            let out = folded(&line);
            assert!(out.ends_with("\r\n"));
            let physical: Vec<&str> = out.trim_end_matches("\r\n").split("\r\n").collect();
            for (i, part) in physical.iter().enumerate() {
                assert!(part.len() <= MAX_LINE, "line {i} is {} octets", part.len());
                assert_eq!(
                    i > 0,
                    part.starts_with(' '),
                    "continuation lines start with a space"
                );
            }
            let unfolded: String = physical
                .iter()
                .enumerate()
                .map(|(i, p)| if i == 0 { *p } else { &p[1..] })
                .collect();
            assert_eq!(unfolded, line);
        }
        assert_eq!(
            folded(&("A:".to_string() + &"b".repeat(73)))
                .matches("\r\n")
                .count(),
            1
        );
        assert_eq!(
            folded(&("A:".to_string() + &"b".repeat(74)))
                .matches("\r\n")
                .count(),
            2
        );
    }

    fn placement(start: &str, end: Option<&str>, milestone: bool) -> Placement {
        let mut e = event("e", "version-1", Category::Limited, start, end);
        e.milestone = milestone;
        Placement::of(&e)
    }

    #[test]
    fn placement_of_each_kind_of_event() {
        let t = |s: &str| parse(s).unwrap();
        assert_eq!(
            placement(
                "2026-07-16T12:00:00+08:00",
                Some("2026-08-09T11:59:00+08:00"),
                false
            ),
            Placement::Timed {
                start: t("2026-07-16T04:00:00Z"),
                end: t("2026-08-09T03:59:00Z")
            }
        );
        // Open-ended: the start day in Asia/Shanghai, even when UTC is still the day before.
        assert_eq!(
            placement("2026-08-09T04:00:00+08:00", None, false),
            Placement::Marker(NaiveDate::from_ymd_opt(2026, 8, 9).unwrap())
        );
        assert_eq!(
            placement(
                "2026-08-26T04:00:00+08:00",
                Some("2026-09-01T00:00:00+08:00"),
                true
            ),
            Placement::Instant(t("2026-08-25T20:00:00Z"))
        );
        assert_eq!(
            placement("2026-08-26T04:00:00+08:00", None, true),
            Placement::Instant(t("2026-08-25T20:00:00Z"))
        );
        // Sub-second parts are dropped; an event shorter than a second is an instant.
        assert_eq!(
            placement(
                "2026-08-26T04:00:00.200+08:00",
                Some("2026-08-26T04:00:00.900+08:00"),
                false
            ),
            Placement::Instant(t("2026-08-25T20:00:00Z"))
        );
    }

    fn rendered(edit: impl FnOnce(&mut v1::Event)) -> String {
        let mut e = event(
            "op-wander",
            "version-1",
            Category::Operator,
            "2026-07-16T12:00:00+08:00",
            Some("2026-08-09T11:59:00+08:00"),
        );
        edit(&mut e);
        render_event(&e, "20261007T040000Z").replace("\r\n ", "")
    }

    #[test]
    fn vevent_of_a_timed_event() {
        let ics = rendered(|e| {
            e.title = "「临渊望北」特许寻访".into();
            e.related = Some("「踏渊北眺」签到 & 作战演练".into());
            e.image = Some("https://example.org/a b/池.png".into());
        });
        for line in [
            "BEGIN:VEVENT\r\n",
            "UID:op-wander@endfield-calendar\r\n",
            "DTSTAMP:20261007T040000Z\r\n",
            "DTSTART:20260716T040000Z\r\n",
            "DTEND:20260809T035900Z\r\n",
            "SUMMARY:「临渊望北」特许寻访\r\n",
            "CATEGORIES:operator\r\n",
            "URL:https://example.org/a%20b/%E6%B1%A0.png\r\n",
            "TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n",
        ] {
            assert!(ics.contains(line), "{line:?} missing from\n{ics}");
        }
        assert!(ics.contains(r"Related: 「踏渊北眺」签到 & 作战演练\n2026-07-16 12:00 – 2026-08-09 11:59 (Asia/Shanghai)\nUnofficial community data\, not affiliated"), "{ics}");
    }

    #[test]
    fn vevent_of_an_open_ended_event_is_an_all_day_marker() {
        let ics = rendered(|e| {
            e.end = None;
            e.end_label = Some("「冬猎」后第1个特许寻访结束时".into());
        });
        assert!(
            ics.contains("DTSTART;VALUE=DATE:20260716\r\nDTEND;VALUE=DATE:20260717\r\n"),
            "{ics}"
        );
        assert!(ics.contains(" (open-ended)\r\n"), "{ics}");
        assert!(
            ics.contains(r"Starts 2026-07-16 12:00 (Asia/Shanghai). No end date"),
            "{ics}"
        );
        assert!(
            ics.contains(r"End: 「冬猎」后第1个特许寻访结束时\n"),
            "{ics}"
        );
    }

    #[test]
    fn vevent_of_a_milestone_has_no_end_and_unknown_starts_say_so() {
        let ics = rendered(|e| e.milestone = true);
        assert!(ics.contains("DTSTART:20260716T040000Z\r\nSUMMARY"), "{ics}");
        assert!(!ics.contains("DTEND"), "{ics}");

        let ics = rendered(|e| {
            e.start_unknown = true;
            e.start_label = Some("待官方公布（海报标注为 ??）".into());
        });
        assert!(
            ics.contains("SUMMARY:「op-wander」 (start date unknown)\r\n"),
            "{ics}"
        );
        assert!(
            ics.contains(r"only a placeholder.\nStart: 待官方公布（海报标注为 ??）\n"),
            "{ics}"
        );
    }

    #[test]
    fn every_event_renders_and_uid_depends_on_the_id_only() {
        let ds = dataset();
        let feed = Feed::render(&ds);
        for (i, e) in ds.events().iter().enumerate() {
            let ics = feed.event(i);
            assert!(ics.starts_with("BEGIN:VEVENT\r\n") && ics.ends_with("END:VEVENT\r\n"));
            assert!(ics.contains(&format!("\r\nUID:{}@endfield-calendar\r\n", e.id)));
            // The dataset has no `updatedAt`, so the stamp is its `generatedAt`.
            assert!(ics.contains("\r\nDTSTAMP:20260301T000000Z\r\n"), "{ics}");
        }
        assert_eq!(feed.event(ds.events().len()), "");
    }

    /// Reverses [`text`] as a parser would.
    fn unescape(value: &str) -> String {
        let mut out = String::new();
        let mut chars = value.chars();
        while let Some(c) = chars.next() {
            match (c, c == '\\') {
                (_, true) => match chars.next() {
                    Some('n') => out.push('\n'),
                    Some(other) => out.push(other),
                    None => out.push('\\'),
                },
                (c, false) => out.push(c),
            }
        }
        out
    }

    proptest::proptest! {
        /// Any text becomes valid content lines that read back as the text, less the control
        /// characters a content line cannot hold and with every line break as `\n`.
        #[test]
        fn any_text_escapes_and_folds_into_valid_lines(value in proptest::prelude::any::<String>()) {
            let out = folded(&format!("DESCRIPTION:{}", text(&value)));
            let physical: Vec<&str> = out.strip_suffix("\r\n").unwrap().split("\r\n").collect();
            let mut logical = String::new();
            for (i, line) in physical.iter().enumerate() {
                proptest::prop_assert!(line.len() <= MAX_LINE);
                proptest::prop_assert!(!line.chars().any(|c| c.is_control() && c != '\t'));
                logical.push_str(if i == 0 { line } else { &line[1..] });
            }
            let expected: String = value
                .replace("\r\n", "\n")
                .replace('\r', "\n")
                .chars()
                .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
                .collect();
            proptest::prop_assert_eq!(unescape(logical.strip_prefix("DESCRIPTION:").unwrap()), expected);
        }
    }

    #[test]
    fn calendar_is_named_after_its_filters() {
        let mut filters = Filters::unfiltered();
        assert_eq!(calendar_name(&filters), "Arknights: Endfield calendar");
        filters.categories = vec!["operator".into(), "arsenal".into()];
        filters.version = "version-5".into();
        filters.status = "live".into();
        filters.from = Some("2026-08-01T00:00:00+08:00".into());
        assert_eq!(
            calendar_name(&filters),
            "Arknights: Endfield calendar — operator + arsenal · version-5 · live · from \
             2026-08-01T00:00:00+08:00"
        );
    }
}
