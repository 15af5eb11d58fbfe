//! Reminders in the feed: the `VALARM`s of `alarm` and the marker events of `ending`
//! (the query's `reminders` reads both parameters).
//!
//! Decisions (also in docs/api.md and `openapi.json`):
//! - **`alarm`**: each lead adds a `VALARM` (`ACTION:DISPLAY`) before the start of the event and,
//!   for a timed event (one with an end after its start), one before its end
//!   (`TRIGGER;RELATED=END`). Triggers are relative durations in their canonical form (`-P1D`,
//!   `-PT1H30M`), except on an open-ended event, which the feed shows as an all-day marker: its
//!   start alarm is an absolute `TRIGGER;VALUE=DATE-TIME` at the real start − lead, because a
//!   relative one would count from midnight. An event whose start is not announced
//!   (`startUnknown`) gets no start alarm: its date is a placeholder. What is not certain rings
//!   as push reminds it (the one rule, [`Before::schedule`]): an edge whose hour no source gives
//!   rings once, the day before its date at noon on the server's clock ("ends tomorrow (time
//!   TBC)"), never at its guessed instant − lead; a tentative end only at leads of a day or more
//!   ("ends in about 1 day (estimated)").
//! - **`ending`**: each timed event gets a second `VEVENT` right after its own, an instant at
//!   end − lead titled `"<title> ends in 1 day"`, with the UID `<event id>.ending-<lead>@…` (the
//!   lead in canonical form, so `PT24H` and `P1D` name the same marker), `RELATED-TO` the event's
//!   UID, and one `VALARM` at its own time (`TRIGGER:PT0S`). Apps that drop a feed's alarms
//!   (Google Calendar) still show the marker, and a notification can be set on it. An end whose
//!   hour no source gives is marked the day before at noon, "ends tomorrow (time TBC)".

use chrono::{DateTime, Duration, Utc};

use super::placement::Horizon;
use super::{Lines, Placement, shanghai, text, utc};
use crate::catalog::say;
use crate::certainty::{Before, Edge, Told};
use crate::lang::Locale;
use crate::lead::Lead;
use crate::query::Reminders;
use crate::v1;

/// The UID of the `ending` marker of the event `id` (before escaping).
pub(super) fn marker_uid(id: &str, lead: Lead, domain: &str) -> String {
    format!("{id}.ending-{}@{domain}", lead.canonical())
}

/// When the `ending` marker of `event` is, and what it says (after the title), or `None` if
/// the event gets none (no end after its start). By the one rule of ringing
/// ([`Before::schedule`]): an end whose hour is unconfirmed is marked the day before at noon on
/// the server's clock ("ends tomorrow (time TBC)"), never at its guessed instant minus the lead.
pub(super) fn marker(
    event: &v1::Event,
    placement: Placement,
    lead: Lead,
    lang: Locale,
) -> Option<(DateTime<Utc>, String)> {
    let end = match placement {
        Placement::Timed { end, .. } | Placement::Days { end, .. } => end,
        Placement::Instant(_)
        | Placement::Marker(_)
        | Placement::Date { .. }
        | Placement::Estimated { .. } => return None,
    };
    let told = Told::end(event).unwrap_or(Told {
        at: end,
        hour_known: true,
        estimated: false,
        at_latest: false,
        server_clock: false,
    });
    let before = match told.hour_known {
        true => Before::Lead(lead.secs()),
        false => Before::DayBeforeNoon,
    };
    let at = match before {
        Before::Lead(_) => end.checked_sub_signed(lead_duration(lead))?,
        Before::DayBeforeNoon => before.due(told, crate::time::local())?,
    };
    Some((at, before.words(Edge::End, told, lang)))
}

fn lead_duration(lead: Lead) -> Duration {
    Duration::seconds(lead.secs().into())
}

/// Writes the `VALARM`s of `reminders` for `event`, inside its `VEVENT`: each edge's alarms by
/// the one rule push reminders follow ([`Before::schedule`]): an edge whose hour is unconfirmed
/// rings the day before at noon on the server's clock, saying "time TBC", never at its guessed
/// instant minus a lead; an estimated edge only at leads of a day or more, saying "estimated".
pub(super) fn write_alarms(
    lines: &mut Lines,
    event: &v1::Event,
    placement: Placement,
    reminders: &Reminders,
    lang: Locale,
) {
    let leads: Vec<u32> = reminders.alarms().map(Lead::secs).collect();
    if leads.is_empty() {
        return;
    }
    // A relative trigger counts from DTSTART or DTEND: only where that is the exact edge.
    let (start_relative, end) = match placement {
        Placement::Timed { .. } => (true, Told::end(event).map(|t| (t, true))),
        Placement::Instant(_) => (true, None),
        Placement::Days { .. } => (false, Told::end(event).map(|t| (t, false))),
        Placement::Estimated {
            horizon: Horizon::Estimate,
            ..
        } => (false, Told::end(event).map(|t| (t, false))),
        Placement::Estimated { .. } | Placement::Marker(_) | Placement::Date { .. } => {
            (false, None)
        }
    };
    let start = (!event.start_unknown).then(|| (Edge::Start, Told::start(event), start_relative));
    let end = end.filter(|_| !event.permanent);
    let edges = start
        .into_iter()
        .chain(end.map(|(t, rel)| (Edge::End, t, rel)));
    // Lead by lead (the longest first), the start's before the end's; the day before at noon
    // where the first lead's alarms are.
    let schedules: Vec<(Edge, Told, bool, Vec<Before>)> = edges
        .map(|(edge, told, relative)| (edge, told, relative, Before::schedule(told, &leads)))
        .collect();
    let rank = |before: Before| match before {
        Before::Lead(secs) => leads.iter().position(|&l| l == secs).unwrap_or(0),
        Before::DayBeforeNoon => 0,
    };
    let mut alarms = Vec::new();
    for n in 0..leads.len() {
        for (edge, told, relative, befores) in &schedules {
            for &before in befores.iter().filter(|b| rank(**b) == n) {
                alarms.push((*edge, *told, *relative, before));
            }
        }
    }
    for (edge, told, relative, before) in alarms {
        let exact = told.hour_known && !told.estimated;
        let trigger = match (before, relative && exact, edge) {
            (Before::Lead(secs), true, Edge::Start) => {
                format!("TRIGGER:-{}", lead_text(secs))
            }
            (Before::Lead(secs), true, Edge::End) => {
                format!("TRIGGER;RELATED=END:-{}", lead_text(secs))
            }
            _ => match before.due(told, crate::time::local()) {
                Some(at) => format!("TRIGGER;VALUE=DATE-TIME:{}", utc(at)),
                None => continue,
            },
        };
        let words = before.words(edge, told, lang);
        let title = crate::certainty::title_named(event, lang).text;
        let title = title.as_str().into();
        let words = say(
            lang,
            "ics-alarm",
            &[("title", title), ("words", words.as_str().into())],
        );
        valarm(lines, &trigger, &words);
    }
}

/// A lead in seconds in its canonical form (`P1D`, `PT1H30M`).
fn lead_text(secs: u32) -> String {
    Lead::from_secs(secs)
        .map(Lead::canonical)
        .unwrap_or_default()
}

/// Writes the `ending` marker of `event`, if it gets one: a whole `VEVENT`.
pub(super) fn write_marker(
    lines: &mut Lines,
    event: &v1::Event,
    placement: Placement,
    lead: Lead,
    (stamp, domain): (&str, &str),
    lang: Locale,
) {
    let (Some((at, words)), Placement::Timed { end, .. } | Placement::Days { end, .. }) =
        (marker(event, placement, lead, lang), placement)
    else {
        return;
    };
    let title = crate::certainty::title_named(event, lang).text;
    let title = title.as_str().into();
    let summary = say(
        lang,
        "ics-alarm",
        &[("title", title), ("words", words.as_str().into())],
    );
    let zone = crate::certainty::zone_told();
    let end = crate::certainty::Told::end(event)
        .map_or_else(|| shanghai(end, lang), |t| t.in_lang(lang, false));
    let description = say(
        lang,
        "ics-marker",
        &[
            ("title", title),
            ("end", end.as_str().into()),
            ("zone", zone.as_str().into()),
            ("lead", lead.canonical().as_str().into()),
        ],
    );
    lines.raw("BEGIN:VEVENT");
    lines.property("UID", &text(&marker_uid(&event.id, lead, domain)));
    lines.raw(&format!("DTSTAMP:{stamp}"));
    lines.raw(&format!("DTSTART:{}", utc(at)));
    lines.property("SUMMARY", &text(&summary));
    lines.property("DESCRIPTION", &text(&description));
    lines.raw(&format!("CATEGORIES:{}", event.category.as_str()));
    lines.property("RELATED-TO", &text(&format!("{}@{domain}", event.id)));
    lines.raw("TRANSP:TRANSPARENT");
    valarm(lines, "TRIGGER:PT0S", &summary);
    lines.raw("END:VEVENT");
}

fn valarm(lines: &mut Lines, trigger: &str, description: &str) {
    lines.raw("BEGIN:VALARM");
    lines.raw("ACTION:DISPLAY");
    lines.property("DESCRIPTION", &text(description));
    lines.raw(trigger);
    lines.raw("END:VALARM");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::Query;
    use crate::testing::{dataset, event};
    use crate::v1::Category;

    fn reminders(raw: &str) -> Reminders {
        Query::parse_feed(raw, &dataset()).unwrap().reminders
    }

    fn rendered(e: &v1::Event, raw: &str) -> String {
        let r = reminders(raw);
        let placement = Placement::of(e, None);
        let mut lines = Lines::default();
        write_alarms(&mut lines, e, placement, &r, Locale::ZhCn);
        if let Some(lead) = r.ending() {
            write_marker(
                &mut lines,
                e,
                placement,
                lead,
                ("20260101T000000Z", "endfield-calendar"),
                Locale::ZhCn,
            );
        }
        lines.0
    }

    #[test]
    fn an_unconfirmed_hour_is_never_rung_at_its_guessed_instant_minus_a_lead() {
        let mut e = event(
            "pool",
            "version-1",
            Category::Operator,
            "2026-07-16T12:00:00+08:00",
            Some("2026-08-09T06:00:00+08:00"),
        );
        e.source_meta.hour_unconfirmed = vec![v1::TimeField::End];
        let out = rendered(&e, "alarm=PT1H,P1D&ending=PT1H");
        let triggers: Vec<&str> = out.lines().filter(|l| l.starts_with("TRIGGER")).collect();
        // The start (confirmed) at each lead, on the all-day dates as absolute times; the end
        // once, the day before at noon (04:00Z), as push reminds it; the marker there too.
        assert_eq!(
            triggers,
            [
                "TRIGGER;VALUE=DATE-TIME:20260715T040000Z",
                "TRIGGER;VALUE=DATE-TIME:20260808T040000Z",
                "TRIGGER;VALUE=DATE-TIME:20260716T030000Z",
                "TRIGGER:PT0S",
            ]
        );
        assert!(out.contains("DTSTART:20260808T040000Z"), "{out}");
        assert!(out.contains("pool」明天结束（时间未定）"), "{out}");
        // Never at the guessed 06:00 (22:00Z) minus a lead.
        for guessed in ["20260808T210000Z", "20260807T220000Z"] {
            assert!(!out.contains(guessed), "{out}");
        }
    }

    #[test]
    fn a_timed_event_gets_start_and_end_alarms_and_a_marker() {
        let e = event(
            "pool",
            "version-1",
            Category::Operator,
            "2026-07-16T12:00:00+08:00",
            Some("2026-08-09T11:59:00+08:00"),
        );
        let out = rendered(&e, "alarm=PT1H,P1D&ending=PT24H");
        let triggers: Vec<&str> = out.lines().filter(|l| l.starts_with("TRIGGER")).collect();
        assert_eq!(
            triggers,
            [
                "TRIGGER:-P1D",
                "TRIGGER;RELATED=END:-P1D",
                "TRIGGER:-PT1H",
                "TRIGGER;RELATED=END:-PT1H",
                "TRIGGER:PT0S",
            ]
        );
        assert!(out.contains("UID:pool.ending-P1D@endfield-calendar\r\n"));
        assert!(out.contains("DTSTART:20260808T035900Z\r\n"), "{out}");
        assert!(out.contains("RELATED-TO:pool@endfield-calendar\r\n"));
    }

    #[test]
    fn other_kinds_get_only_what_applies() {
        let mut milestone = event(
            "m",
            "version-1",
            Category::Update,
            "2026-08-26T04:00:00+08:00",
            None,
        );
        milestone.milestone = true;
        let out = rendered(&milestone, "alarm=PT1H&ending=P1D");
        assert_eq!(out.matches("BEGIN:VALARM").count(), 1, "{out}");
        assert!(out.contains("TRIGGER:-PT1H\r\n"));
        assert!(!out.contains("BEGIN:VEVENT"), "no end, no marker");

        let open = event(
            "o",
            "version-1",
            Category::Limited,
            "2026-08-09T12:00:00+08:00",
            None,
        );
        let out = rendered(&open, "alarm=P1D&ending=P1D");
        assert_eq!(out.matches("BEGIN:VALARM").count(), 1, "{out}");
        assert!(out.contains("TRIGGER;VALUE=DATE-TIME:20260808T040000Z\r\n"));
        assert!(!out.contains("BEGIN:VEVENT"));

        let mut unknown = event(
            "u",
            "version-1",
            Category::Limited,
            "2026-08-28T04:00:00+08:00",
            Some("2026-09-02T06:00:00+08:00"),
        );
        unknown.start_unknown = true;
        let out = rendered(&unknown, "alarm=P1D");
        assert_eq!(out.matches("BEGIN:VALARM").count(), 1, "{out}");
        assert!(out.contains("TRIGGER;RELATED=END:-P1D\r\n"));
        assert_eq!(
            marker_uid(
                "a,b",
                reminders("ending=PT90M").ending().unwrap(),
                "endfield-calendar"
            ),
            "a,b.ending-PT1H30M@endfield-calendar"
        );
    }
}
