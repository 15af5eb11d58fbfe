//! The two time rules of the API: an event's `status` at a moment, and whether it intersects a
//! query interval. Both take the moment as an argument; nothing here reads the clock.

use chrono::{DateTime, Utc};

use crate::v1::{Event, Status};

/// The time fields of an event that the rules look at. `displayEnd` is deliberately absent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: DateTime<Utc>,
    /// `None`: open-ended, the event never ends.
    pub end: Option<DateTime<Utc>>,
    /// A one-time update node: the instant `start`, whatever `end` says.
    pub milestone: bool,
    /// `start` is only a positioning anchor, not a known start.
    pub start_unknown: bool,
}

impl Span {
    pub fn of(event: &Event) -> Span {
        Span {
            start: event.start,
            end: event.end,
            milestone: event.milestone,
            start_unknown: event.start_unknown,
        }
    }

    /// `upcoming` while `now < start`, `ended` once `now ≥ end`, else `live`. A milestone is
    /// `ended` from its moment on; an event whose start is unknown stays `upcoming` until it ends.
    pub fn status_at(&self, now: DateTime<Utc>) -> Status {
        if self.milestone {
            return if now < self.start {
                Status::Upcoming
            } else {
                Status::Ended
            };
        }
        if self.end.is_some_and(|end| now >= end) {
            Status::Ended
        } else if self.start_unknown || now < self.start {
            Status::Upcoming
        } else {
            Status::Live
        }
    }

    /// Whether the event's cover, `[start, end)` (or the instant `start` of a milestone),
    /// intersects `[from, to)`; a missing bound is unbounded.
    pub fn intersects(&self, from: Option<DateTime<Utc>>, to: Option<DateTime<Utc>>) -> bool {
        if to.is_some_and(|to| self.start >= to) {
            return false;
        }
        let Some(from) = from else { return true };
        if self.milestone {
            self.start >= from
        } else {
            self.end.is_none_or(|end| end > from)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::parse;

    fn t(text: &str) -> DateTime<Utc> {
        parse(&format!("2026-08-{text}:00+08:00")).unwrap_or_default()
    }

    fn span(start: &str, end: Option<&str>) -> Span {
        Span {
            start: t(start),
            end: end.map(t),
            milestone: false,
            start_unknown: false,
        }
    }

    #[test]
    fn status_follows_start_and_end() {
        let s = span("10T12:00", Some("20T12:00"));
        assert_eq!(s.status_at(t("10T11:59")), Status::Upcoming);
        assert_eq!(s.status_at(t("10T12:00")), Status::Live);
        assert_eq!(s.status_at(t("20T11:59")), Status::Live);
        assert_eq!(s.status_at(t("20T12:00")), Status::Ended);
    }

    #[test]
    fn open_ended_events_never_end() {
        let s = span("10T12:00", None);
        assert_eq!(s.status_at(t("31T23:59")), Status::Live);
        assert!(s.intersects(Some(t("31T00:00")), None));
    }

    #[test]
    fn milestone_is_an_instant() {
        let s = Span {
            milestone: true,
            ..span("10T12:00", Some("20T12:00"))
        };
        assert_eq!(s.status_at(t("10T11:59")), Status::Upcoming);
        assert_eq!(s.status_at(t("10T12:00")), Status::Ended);
        assert!(s.intersects(Some(t("10T12:00")), Some(t("10T12:01"))));
        assert!(!s.intersects(Some(t("10T12:01")), Some(t("20T00:00"))));
        assert!(!s.intersects(Some(t("09T00:00")), Some(t("10T12:00"))));
    }

    #[test]
    fn unknown_start_stays_upcoming_until_the_end() {
        let s = Span {
            start_unknown: true,
            ..span("10T12:00", Some("20T12:00"))
        };
        assert_eq!(s.status_at(t("15T00:00")), Status::Upcoming);
        assert_eq!(s.status_at(t("20T12:00")), Status::Ended);
    }

    #[test]
    fn interval_is_half_open_on_both_sides() {
        let s = span("10T12:00", Some("20T12:00"));
        assert!(!s.intersects(Some(t("20T12:00")), None), "end is exclusive");
        assert!(s.intersects(Some(t("20T11:59")), None));
        assert!(!s.intersects(None, Some(t("10T12:00"))), "to is exclusive");
        assert!(s.intersects(None, Some(t("10T12:01"))));
        assert!(
            s.intersects(Some(t("01T00:00")), Some(t("31T00:00"))),
            "covering interval"
        );
        assert!(
            s.intersects(Some(t("15T00:00")), Some(t("16T00:00"))),
            "inner interval"
        );
    }
}
