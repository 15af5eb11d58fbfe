//! When a reminder of an edge rings, and what it says: the one rule of push reminders
//! (`notify/reminders.rs`) and of the iCalendar feed's alarms (`service/ics/alarm.rs`).
//!
//! - An edge whose hour is unconfirmed rings once, whatever the leads (if it has any), on the
//!   day before its date at noon on the server's clock, saying the time is TBC: never at its
//!   guessed instant minus a lead.
//! - An estimated edge (an estimated end, a tentative start) rings only at the leads of a day
//!   or more, saying "estimated": an "ends in 1 hour" of an estimate would be a guess told as a
//!   fact.
//! - Any other edge rings at each lead; an upper bound too (the edge comes no later than its
//!   time), saying "at the latest" (`ends at the latest in 1 hour`, `最晚 1 小时后结束`).

use chrono::{DateTime, Days, FixedOffset, NaiveTime, TimeDelta, Utc};

use super::Told;
use super::telling::{Edge, lead_words, with_notes};
use crate::catalog::say;
use crate::lang::Locale;
use crate::lead::Lead;

/// One day, the shortest lead an estimated edge rings at.
const DAY: u32 = 24 * 60 * 60;

/// When a reminder comes before its edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Before {
    /// A lead, in seconds.
    Lead(u32),
    /// The edge's hour is unconfirmed: at noon on the day before its date, on the server's clock.
    DayBeforeNoon,
}

impl Before {
    /// `PT1H`, `P1D` (canonical, as the feed writes leads), or `dayBeforeNoon`.
    pub fn name(self) -> String {
        match self {
            Before::Lead(secs) => Lead::from_secs(secs)
                .map(Lead::canonical)
                .unwrap_or_default(),
            Before::DayBeforeNoon => "dayBeforeNoon".into(),
        }
    }

    /// When, before an edge told as `told`, reminders ring for these leads (in seconds).
    pub fn schedule(told: Told, leads: &[u32]) -> Vec<Before> {
        if leads.is_empty() {
            Vec::new()
        } else if !told.hour_known {
            vec![Before::DayBeforeNoon]
        } else if told.estimated {
            leads
                .iter()
                .filter(|&&secs| secs >= DAY)
                .map(|&secs| Before::Lead(secs))
                .collect()
        } else {
            leads.iter().map(|&secs| Before::Lead(secs)).collect()
        }
    }

    /// The moment it rings before `told`, on a server whose clock is at `zone`.
    pub fn due(self, told: Told, zone: FixedOffset) -> Option<DateTime<Utc>> {
        match self {
            Before::Lead(secs) => told
                .at
                .checked_sub_signed(TimeDelta::seconds(i64::from(secs))),
            Before::DayBeforeNoon => {
                let day_before = told
                    .at
                    .with_timezone(&zone)
                    .date_naive()
                    .checked_sub_days(Days::new(1))?;
                let noon = day_before.and_time(NaiveTime::from_hms_opt(12, 0, 0)?);
                noon.and_local_timezone(zone)
                    .single()
                    .map(|at| at.with_timezone(&Utc))
            }
        }
    }

    /// What it says of the edge: `starts in 1 hour`, `ends in about 1 day (estimated)`,
    /// `starts tomorrow (time TBC)`, `明天开始（时间未定）`, `ends at the latest in 1 hour`.
    pub fn words(self, edge: Edge, told: Told, lang: Locale) -> String {
        let edge = edge.as_str().into();
        let latest = if told.at_latest { "yes" } else { "no" }.into();
        let when = match self {
            Before::DayBeforeNoon => {
                say(lang, "rel-tomorrow", &[("edge", edge), ("latest", latest)])
            }
            Before::Lead(secs) => {
                let span = lead_words(secs, lang);
                say(
                    lang,
                    if told.estimated {
                        "rel-in-about"
                    } else {
                        "rel-in"
                    },
                    &[
                        ("edge", edge),
                        ("latest", latest),
                        ("span", span.as_str().into()),
                    ],
                )
            }
        };
        with_notes(when, told, lang)
    }
}
