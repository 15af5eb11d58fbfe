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
//!   (`startUnknown`) gets no start alarm: its date is a placeholder.
//! - **`ending`**: each timed event gets a second `VEVENT` right after its own, an instant at
//!   end − lead titled `"<title> ends in 1 day"`, with the UID `<event id>.ending-<lead>@…` (the
//!   lead in canonical form, so `PT24H` and `P1D` name the same marker), `RELATED-TO` the event's
//!   UID, and one `VALARM` at its own time (`TRIGGER:PT0S`). Apps that drop a feed's alarms
//!   (Google Calendar) still show the marker, and a notification can be set on it.

use chrono::{DateTime, Duration, Utc};

use super::{Lines, NOTICE, Placement, shanghai, text, utc};
use crate::query::{Lead, Reminders};
use crate::v1;

/// The UID of the `ending` marker of the event `id` (before escaping).
pub(super) fn marker_uid(id: &str, lead: Lead, domain: &str) -> String {
    format!("{id}.ending-{}@{domain}", lead.canonical())
}

/// The summary of the `ending` marker of an event titled `title`.
pub(super) fn marker_summary(title: &str, lead: Lead) -> String {
    format!("{title} ends in {}", lead.words())
}

/// When the `ending` marker of an event is, or `None` if the event gets none (no end after its
/// start).
pub(super) fn marker_time(placement: Placement, lead: Lead) -> Option<DateTime<Utc>> {
    match placement {
        Placement::Timed { end, .. } | Placement::Days { end, .. } => {
            end.checked_sub_signed(lead_duration(lead))
        }
        Placement::Instant(_)
        | Placement::Marker(_)
        | Placement::Date { .. }
        | Placement::Estimated { .. } => None,
    }
}

fn lead_duration(lead: Lead) -> Duration {
    Duration::seconds(lead.secs().into())
}

/// Writes the `VALARM`s of `reminders` for `event`, inside its `VEVENT`.
pub(super) fn write_alarms(
    lines: &mut Lines,
    event: &v1::Event,
    placement: Placement,
    reminders: &Reminders,
) {
    for lead in reminders.alarms() {
        if !event.start_unknown {
            let (trigger, when) = match placement {
                Placement::Timed { .. } => (format!("TRIGGER:-{}", lead.canonical()), "starts in"),
                Placement::Instant(_) => (format!("TRIGGER:-{}", lead.canonical()), "in"),
                // All-day dates: a relative trigger would count from midnight.
                Placement::Marker(_)
                | Placement::Days { .. }
                | Placement::Date { .. }
                | Placement::Estimated { .. } => {
                    let Some(at) = event.start.checked_sub_signed(lead_duration(lead)) else {
                        continue;
                    };
                    let when = match placement {
                        Placement::Date { .. } => "in",
                        _ => "starts in",
                    };
                    (format!("TRIGGER;VALUE=DATE-TIME:{}", utc(at)), when)
                }
            };
            let description = format!("{} {when} {}", event.title, lead.words());
            valarm(lines, &trigger, &description);
        }
        match placement {
            Placement::Timed { .. } => {
                let trigger = format!("TRIGGER;RELATED=END:-{}", lead.canonical());
                let description = format!("{} ends in {}", event.title, lead.words());
                valarm(lines, &trigger, &description);
            }
            // All-day dates: a relative trigger would count from midnight.
            Placement::Days { end, .. } => {
                if let Some(at) = end.checked_sub_signed(lead_duration(lead)) {
                    let trigger = format!("TRIGGER;VALUE=DATE-TIME:{}", utc(at));
                    let description = format!("{} ends in {}", event.title, lead.words());
                    valarm(lines, &trigger, &description);
                }
            }
            // No reminder counts to an estimate.
            Placement::Instant(_)
            | Placement::Marker(_)
            | Placement::Date { .. }
            | Placement::Estimated { .. } => {}
        }
    }
}

/// Writes the `ending` marker of `event`, if it gets one: a whole `VEVENT`.
pub(super) fn write_marker(
    lines: &mut Lines,
    event: &v1::Event,
    placement: Placement,
    lead: Lead,
    stamp: &str,
    domain: &str,
) {
    let (Some(at), Placement::Timed { end, .. } | Placement::Days { end, .. }) =
        (marker_time(placement, lead), placement)
    else {
        return;
    };
    let summary = marker_summary(&event.title, lead);
    let zone = crate::time::zone().name;
    let end = crate::certainty::Told::end(event).map_or_else(|| shanghai(end), |t| t.bilingual());
    let description = format!(
        "{} ends {end} ({zone}). A reminder marker: the feed was asked for ending={}.\n{NOTICE}",
        event.title,
        lead.canonical()
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
        write_alarms(&mut lines, e, placement, &r);
        if let Some(lead) = r.ending() {
            write_marker(
                &mut lines,
                e,
                placement,
                lead,
                "20260101T000000Z",
                "endfield-calendar",
            );
        }
        lines.0
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
