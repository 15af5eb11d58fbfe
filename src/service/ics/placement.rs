//! How an event sits in a calendar (see the decisions in `super`): timed, an instant, an all-day
//! date, a marker on its start day, all-day dates through an estimated end (its own tentative
//! one, else its version's end), or all-day dates of an event one of whose hours no source gives.

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
    /// All-day dates `first`..`after` (exclusive): an open-ended event shown to the end
    /// `horizon` estimates, whose last day is `after`'s eve.
    Estimated {
        first: NaiveDate,
        after: NaiveDate,
        horizon: Horizon,
    },
    /// All-day dates `first`..`after` (exclusive) in Asia/Shanghai: a timed event one of whose
    /// hours no source gives. `start` and `end` are the best-supported times, for reminders.
    Days {
        start: DateTime<Utc>,
        end: DateTime<Utc>,
        first: NaiveDate,
        after: NaiveDate,
    },
}

/// What an open-ended event's estimated span runs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::service) enum Horizon {
    /// Its own tentative end (`sourceMeta.estimatedEnd`).
    Estimate,
    /// No end is known, not even a tentative one: the end of its version, told as an estimate.
    VersionEnd(Told),
}

impl Placement {
    /// Where `event` sits; `version` is the version it belongs to (its `versionKey`), whose end
    /// bounds an open-ended event that has no estimate of its own.
    pub(in crate::service) fn of(event: &v1::Event, version: Option<&v1::Version>) -> Placement {
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
        let through = |last: DateTime<Utc>, horizon| Placement::Estimated {
            first: day(start),
            after: day(last)
                .checked_add_days(Days::new(1))
                .unwrap_or(day(last)),
            horizon,
        };
        match event.end.map(whole_seconds) {
            None if event.permanent => Placement::Marker(day(event.start)),
            None => match event.source_meta.estimated_end {
                Some(estimate) if day(estimate) >= day(start) => {
                    through(estimate, Horizon::Estimate)
                }
                Some(_) => Placement::Marker(day(event.start)),
                // A placeholder start bounds no span a player can act on.
                None if event.start_unknown => Placement::Marker(day(event.start)),
                None => match version.and_then(Told::version_end) {
                    Some(end) if day(end.at) >= day(start) => {
                        let told = Told {
                            estimated: true,
                            ..end
                        };
                        through(end.at, Horizon::VersionEnd(told))
                    }
                    _ => Placement::Marker(day(event.start)),
                },
            },
            Some(end) if end > start && !event.source_meta.hour_unconfirmed.is_empty() => {
                // Every date it may be on, where an unconfirmed hour leaves a date unknown.
                let zone = time::local();
                let first = Told::start(event).days_in(zone).0;
                let last = Told::end(event).map_or(day(end), |t| t.days_in(zone).1);
                let after = last.checked_add_days(Days::new(1)).unwrap_or(last);
                Placement::Days {
                    start,
                    end,
                    first,
                    after,
                }
            }
            Some(end) if end > start => Placement::Timed { start, end },
            Some(_) => instant(),
        }
    }
}
