//! How an event sits in a calendar (see the decisions in `super`): timed, an instant, an all-day
//! date, a marker on its start day, all-day dates through an estimated end, or all-day dates of
//! an event one of whose hours no source gives.

use chrono::{DateTime, Days, NaiveDate, Utc};

use super::whole_seconds;
use crate::certainty::Told;
use crate::time;
use crate::v1;

/// How an event sits in a calendar; see the module's decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::service) enum Placement {
    /// `DTSTART`–`DTEND`.
    Timed {
        start: DateTime<Utc>,
        end: DateTime<Utc>,
    },
    /// `DTSTART` alone: a milestone, or an event shorter than a second.
    Instant(DateTime<Utc>),
    /// The all-day date `day` (server's clock) of such an instant whose hour no source gives;
    /// `at` is the best-supported time, for reminders.
    Date { at: DateTime<Utc>, day: NaiveDate },
    /// An all-day marker on this Asia/Shanghai date: an open-ended event.
    Marker(NaiveDate),
    /// All-day dates `first`..`after` (exclusive): an open-ended event shown to its tentative
    /// end (`sourceMeta.estimatedEnd`), whose last day is `after`'s eve.
    Estimated { first: NaiveDate, after: NaiveDate },
    /// All-day dates `first`..`after` (exclusive) in Asia/Shanghai: a timed event one of whose
    /// hours no source gives. `start` and `end` are the best-supported times, for reminders.
    Days {
        start: DateTime<Utc>,
        end: DateTime<Utc>,
        first: NaiveDate,
        after: NaiveDate,
    },
}

impl Placement {
    pub(in crate::service) fn of(event: &v1::Event) -> Placement {
        let start = whole_seconds(event.start);
        let day = |t: DateTime<Utc>| t.with_timezone(&time::local()).date_naive();
        let instant = || match Told::start(event).hour_known {
            true => Placement::Instant(start),
            false => Placement::Date {
                at: start,
                day: day(start),
            },
        };
        if event.milestone {
            return instant();
        }
        match event.end.map(whole_seconds) {
            None => match event.source_meta.estimated_end.filter(|_| !event.permanent) {
                Some(estimate) if day(estimate) >= day(start) => Placement::Estimated {
                    first: day(start),
                    after: day(estimate)
                        .checked_add_days(Days::new(1))
                        .unwrap_or(day(estimate)),
                },
                _ => Placement::Marker(day(event.start)),
            },
            Some(end) if end > start && !event.source_meta.hour_unconfirmed.is_empty() => {
                let after = day(end).checked_add_days(Days::new(1)).unwrap_or(day(end));
                Placement::Days {
                    start,
                    end,
                    first: day(start),
                    after,
                }
            }
            Some(end) if end > start => Placement::Timed { start, end },
            Some(_) => instant(),
        }
    }
}
