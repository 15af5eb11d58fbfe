//! What is certain and what is not: the one home of how a time is told. The page, the iCalendar
//! feed and the Atom feed only render what this module decides, so they say it the same way.
//!
//! - A time whose hour no source gives (`sourceMeta.hourUnconfirmed`) is told as its date and
//!   "time TBC" in the reader's language (the catalog's words: "时间未定" in the Chinese
//!   feeds), never as a clock time. Its date is CN's: written on another offset,
//!   an instant (not a server-clock time) can fall on either side of midnight, so there it is
//!   told by both dates it may fall on and "日期时间未定"
//!   ([`Told::date_known`], the one rule).
//! - A tentative time (`sourceMeta.estimated`, or a start that is only a placeholder,
//!   `startUnknown`) is marked "暂定". A tentative end is never `end`: it is
//!   `sourceMeta.estimatedEnd`, told as such.
//! - An event whose tentative end has passed while no official end is known "may have ended"
//!   (可能已结束): it is not told as live, although its API `status` (which only `end` decides)
//!   still says `live`.
//! - An end known only as an upper bound (its label's "最晚至 …", [`upper_bound`]) is told "at
//!   the latest / 最晚" on every face, never counted down as if exact; its reminders ring at
//!   their leads (it comes no later), saying so.
//! - An end label is quoted with 「」 only when it is the official wording
//!   (`sourceMeta.officialLabels`); any other label is this project's inference and says so.
//! - A label never tells an unconfirmed hour either: a time it writes to the minute whose hour
//!   no source gives reads as its date ([`told_label`]), and a tentative time's label (start or
//!   end) that restates the time's date is left out where the time is told ([`start_label`],
//!   [`end_label`]).
//!
//! [`Certainty`] is the machine form of the same decision (the page's `data-certainty`).
//! [`Telling`] (`telling.rs`) gathers what every face tells of an event (a change record's
//! times are told through these rules by `changes::Recorded`, never more certain than the data
//! is now); [`Before`] (`ring.rs`) is the one rule of when a reminder rings, for push and for the feed's
//! alarms; [`ending`] and [`starting`] (`when.rs`) a time as the page's lists and the chats tell
//! it.

use chrono::{DateTime, FixedOffset, NaiveDate, Utc};

use crate::catalog::{self, phrase, say};
use crate::lang::Locale;

use crate::time::{self, Layout};
use crate::timeline::Span;
use crate::v1::{Event, Status, TimeField, TimeKind, Version};

mod behind;
mod countdown;
mod label_clock;
mod labels;
mod naming;
mod notes;
mod ring;
mod telling;
mod when;

pub use behind::{Behind, data_as_of, nothing_upcoming};

pub use countdown::{Countdown, duration_templates, duration_text, short_date};

pub use ring::Before;

pub use when::{Part, ending, starting};

pub use label_clock::{LabelClock, zoned_clock_times};

pub use notes::{source_note_in, start_label_in, zone_told};

pub use naming::{category_plural, server_name, version_named};

pub use telling::{
    Edge, Name, Telling, capitalized, end_label_bilingual, end_note, featured_names, label_in,
    label_note, lead_words, title_named, uncertain_words, with_notes,
};

pub use labels::{
    end_label, end_wording, end_wording_around, label_time, start_label, told_label,
    unconfirmed_times,
};

/// How certain an event's times are at a moment, least doubtful first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Certainty {
    /// Every time is official to the minute.
    Confirmed,
    /// A time's date is sourced, its hour is not.
    UnconfirmedHour,
    /// Its end is known only as an upper bound: it comes no later than that time (最晚至).
    AtTheLatest,
    /// A time is tentative (暂定).
    Estimated,
    /// Its tentative end has passed and no official end is known.
    MayHaveEnded,
}

impl Certainty {
    /// The value of the page's `data-certainty`.
    pub fn as_str(self) -> &'static str {
        match self {
            Certainty::Confirmed => "confirmed",
            Certainty::UnconfirmedHour => "unconfirmed-hour",
            Certainty::AtTheLatest => "at-the-latest",
            Certainty::Estimated => "estimated",
            Certainty::MayHaveEnded => "may-have-ended",
        }
    }

    pub fn of(event: &Event, now: DateTime<Utc>) -> Certainty {
        let meta = &event.source_meta;
        if may_have_ended(event, now) {
            Certainty::MayHaveEnded
        } else if !meta.estimated.is_empty() || meta.estimated_end.is_some() || event.start_unknown
        {
            Certainty::Estimated
        } else if Told::end(event).is_some_and(|end| end.at_latest) {
            Certainty::AtTheLatest
        } else if !meta.hour_unconfirmed.is_empty() {
            Certainty::UnconfirmedHour
        } else {
            Certainty::Confirmed
        }
    }
}

/// Where an event stands at a moment, for a reader: the API's status, refined by what is
/// certain. `Live` and `MayHaveEnded` partition the API's `live` events, `Upcoming` and
/// `StartNotAnnounced` its `upcoming` ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Standing {
    Upcoming,
    /// Its placeholder start has passed: it is not upcoming at a known time.
    StartNotAnnounced,
    Live,
    MayHaveEnded,
    Ended,
}

impl Standing {
    pub fn of(event: &Event, now: DateTime<Utc>) -> Standing {
        match Span::of(event).status_at(now) {
            Status::Upcoming if event.start <= now => Standing::StartNotAnnounced,
            Status::Upcoming => Standing::Upcoming,
            Status::Live if may_have_ended(event, now) => Standing::MayHaveEnded,
            Status::Live => Standing::Live,
            Status::Ended => Standing::Ended,
        }
    }
}

fn may_have_ended(event: &Event, now: DateTime<Utc>) -> bool {
    event.end.is_none()
        && !event.permanent
        && event
            .source_meta
            .estimated_end
            .is_some_and(|estimate| estimate <= now)
}

/// A time as it may be told: to the minute, or only its date; official, or tentative.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Told {
    pub at: DateTime<Utc>,
    /// Whether a source gives the hour.
    pub hour_known: bool,
    pub estimated: bool,
    /// Whether it is an upper bound: the edge comes no later than `at` ("at the latest", 最晚).
    pub at_latest: bool,
    /// Whether it is a server-clock time: the same clock time, so the same date, on every
    /// server. Else an instant, whose date moves with the zone it is written in.
    pub server_clock: bool,
}

impl Told {
    /// An event's start.
    pub fn start(event: &Event) -> Told {
        let meta = &event.source_meta;
        Told {
            at: event.start,
            hour_known: !meta.hour_unconfirmed.contains(&TimeField::Start),
            estimated: event.start_unknown || meta.estimated.contains(&TimeField::Start),
            at_latest: false,
            server_clock: meta
                .time_kinds
                .is_some_and(|k| k.start == TimeKind::ServerClock),
        }
    }

    /// What is certain of this time alone, as the page's `data-certainty` of a `<time>` says
    /// it: tentative, an upper bound, a date whose hour no source gives, or official.
    pub fn certainty(self) -> Certainty {
        if self.estimated {
            Certainty::Estimated
        } else if self.at_latest {
            Certainty::AtTheLatest
        } else if !self.hour_known {
            Certainty::UnconfirmedHour
        } else {
            Certainty::Confirmed
        }
    }

    /// Whether it may be counted down to: only a time official to the minute is (neither its
    /// hour unconfirmed, nor tentative, nor an upper bound).
    pub fn counted(self) -> bool {
        self.hour_known && !self.estimated && !self.at_latest
    }

    /// An event's end: the official one, else the tentative one, else none.
    pub fn end(event: &Event) -> Option<Told> {
        let meta = &event.source_meta;
        let (at, estimated) = match (event.end, meta.estimated_end) {
            (Some(at), _) => (at, false),
            (None, Some(at)) => (at, true),
            (None, None) => return None,
        };
        Some(Told {
            at,
            hour_known: !meta.hour_unconfirmed.contains(&TimeField::End),
            estimated,
            at_latest: !estimated && upper_bound(at, event.end_label.as_deref()),
            server_clock: meta
                .time_kinds
                .is_some_and(|k| k.end == Some(TimeKind::ServerClock)),
        })
    }

    /// A version's start.
    pub fn version_start(version: &Version) -> Told {
        Told {
            at: version.starts_at,
            hour_known: !version.hour_unconfirmed().contains(&TimeField::StartsAt),
            estimated: false,
            at_latest: false,
            server_clock: false,
        }
    }

    /// A version's end, if known.
    pub fn version_end(version: &Version) -> Option<Told> {
        version.ends_at.map(|at| Told {
            at,
            hour_known: !version.hour_unconfirmed().contains(&TimeField::EndsAt),
            estimated: false,
            at_latest: false,
            server_clock: false,
        })
    }

    /// `2026年11月26日 6:00` (ja), `Nov 26, 2026, 06:00`, `Nov 26, 2026, time TBC`, `estimated Dec
    /// 17, 2026, 11:59`: the locale's CLDR patterns ([`catalog::minute`]), in the zone times are
    /// being written in ([`time::local`]).
    pub fn text(self, lang: Locale) -> String {
        let when = self.when(time::local(), lang);
        if !self.estimated && !self.at_latest {
            return when;
        }
        say(
            lang,
            if self.estimated {
                "told-estimated"
            } else {
                "told-at-latest"
            },
            &[("when", when.as_str().into())],
        )
    }

    /// The time in `zone` without the estimate's mark: to the minute, its date and "time TBC",
    /// or its dates and "date and time TBC" ([`Told::date_known`]).
    fn when(self, zone: FixedOffset, lang: Locale) -> String {
        let local = self.at.with_timezone(&zone).naive_local();
        match (self.hour_known, self.dates_told(zone, lang)) {
            (true, _) => catalog::minute(lang, local),
            (false, None) => {
                let date = catalog::date(lang, local.date());
                say(lang, "told-when-tbc", &[("date", date.as_str().into())])
            }
            (false, Some((first, last))) => say(
                lang,
                "told-when-dates-tbc",
                &[
                    ("first", first.as_str().into()),
                    ("last", last.as_str().into()),
                ],
            ),
        }
    }

    /// Whether the date `self` is written with in `zone` is known: the one rule of a converted
    /// time whose hour is unconfirmed. A source gives its date on CN's clock (UTC+8); a
    /// server-clock time reads the same clock, so the same date, on every server, but an instant
    /// written on another offset can fall on either side of midnight there, whatever its hour.
    pub fn date_known(self, zone: FixedOffset) -> bool {
        self.hour_known
            || self.server_clock
            || zone.local_minus_utc() == time::SHANGHAI.local_minus_utc()
    }

    /// The first and the last date in `zone` the time can fall on when its date there is not
    /// known ([`Told::date_known`]): those of its CN date's first and last minute.
    fn dates(self, zone: FixedOffset) -> Option<(time::Written, time::Written)> {
        self.dates_in(zone, Layout::Date)
    }

    /// [`Told::dates`], as `lang` writes a date with its year.
    fn dates_told(self, zone: FixedOffset, lang: Locale) -> Option<(String, String)> {
        let (first, last) = self.day_in(zone)?;
        let day = |at: DateTime<FixedOffset>| catalog::date(lang, at.date_naive());
        Some((day(first), day(last)))
    }

    /// [`Told::dates`], written in `layout`.
    fn dates_in(self, zone: FixedOffset, layout: Layout) -> Option<(time::Written, time::Written)> {
        let (first, last) = self.day_in(zone)?;
        Some((time::written(&first, layout), time::written(&last, layout)))
    }

    /// The first and the last date in `zone` it can fall on: its date there, or where that is
    /// not known ([`Told::date_known`]) the dates of its CN date's first and last minute.
    pub fn days_in(self, zone: FixedOffset) -> (NaiveDate, NaiveDate) {
        match self.day_in(zone) {
            Some((first, last)) => (first.date_naive(), last.date_naive()),
            None => {
                let day = self.at.with_timezone(&zone).date_naive();
                (day, day)
            }
        }
    }

    /// The first and the last minute of its CN date in `zone`, when its date there is not known.
    fn day_in(self, zone: FixedOffset) -> Option<(DateTime<FixedOffset>, DateTime<FixedOffset>)> {
        if self.date_known(zone) {
            return None;
        }
        let cn = self.at.with_timezone(&time::SHANGHAI).date_naive();
        let first = cn
            .and_hms_opt(0, 0, 0)?
            .and_local_timezone(time::SHANGHAI)
            .single()?;
        let last = first + chrono::TimeDelta::seconds(86_399);
        Some((first.with_timezone(&zone), last.with_timezone(&zone)))
    }

    /// As a face in `lang` tells it, with what is uncertain about it: `Dec 3, 2026 (UTC+8), time
    /// TBC`, `Jan 7, 2027, 11:59 (estimated)`, `2026年11月26日（时间未定）`, in the
    /// locale's CLDR patterns; `zoned` writes the zone after the time.
    pub fn in_lang(self, lang: Locale, zoned: bool) -> String {
        let local = self.at.with_timezone(&time::local()).naive_local();
        let dates = self.dates_told(time::local(), lang);
        let mut when = match (self.hour_known, &dates) {
            (true, _) => catalog::minute(lang, local),
            (false, None) => catalog::date(lang, local.date()),
            (false, Some((first, last))) => say(
                lang,
                "told-either-date",
                &[
                    ("first", first.as_str().into()),
                    ("last", last.as_str().into()),
                ],
            ),
        };
        if zoned {
            let zone = time::offset_name();
            when = say(
                lang,
                "told-zoned",
                &[
                    ("when", when.as_str().into()),
                    ("zone", zone.as_str().into()),
                ],
            );
        }
        let tbc = match (self.hour_known, dates) {
            (true, _) => "none",
            (false, None) => "time",
            (false, Some(_)) => "date",
        };
        let mark = match (self.estimated, self.at_latest) {
            (true, _) => "estimated",
            (false, true) => "latest",
            (false, false) => "none",
        };
        say(
            lang,
            "told-marked",
            &[
                ("when", when.as_str().into()),
                ("tbc", tbc.into()),
                ("mark", mark.into()),
            ],
        )
    }

    /// The time as the generator's Chinese labels write it (`2026-11-26 时间未定`, on the labels'
    /// clock or `zone`): their wording, read back to find it in a label, never told as is.
    fn as_labels_write(self, zone: FixedOffset) -> String {
        let local = self.at.with_timezone(&zone);
        match (self.hour_known, self.dates(zone)) {
            (true, _) => time::written(&local, Layout::Minute).to_string(),
            (false, None) => format!("{}{LABEL_TBC}", time::written(&local, Layout::Date)),
            (false, Some((first, last))) => format!("{first}{LABEL_OR}{last}{LABEL_DATE_TBC}"),
        }
    }
}

/// The generator's wording of a time whose hour no source gives (generator/src/merge/ends.rs
/// writes labels with [`label_time`]): machine strings read back in labels, not words told.
pub(crate) const LABEL_TBC: &str = " 时间未定";
const LABEL_OR: &str = " 或 ";
const LABEL_DATE_TBC: &str = " 日期时间未定";
/// Before the date an end is bounded by, in a label ([`upper_bound`]).
const UPPER_BOUND: &str = "最晚至 ";

/// Whether an end at `at` is only an upper bound: its label (the generator's wording, as no
/// field of the dataset says it) bounds it "最晚至" that time's date, on the labels' clock
/// (`结束时间未公布（最晚至 2026-12-10 10:00）`). The one place this certainty is read. As
/// [`told_label`] reads a label, `at` may be on the labels' clock or, a server-clock time moved
/// to a server, on the clock times are being written in: both are read.
pub fn upper_bound(at: DateTime<Utc>, end_label: Option<&str>) -> bool {
    let Some(label) = end_label else {
        return false;
    };
    if !label.contains(UPPER_BOUND) {
        return false;
    }
    [time::SHANGHAI, time::local()].into_iter().any(|zone| {
        let date = time::written(&at.with_timezone(&zone), Layout::Date);
        label.contains(&format!("{UPPER_BOUND}{date}"))
    })
}

/// What a reader is told about an event whose standing is `standing`, beside its times.
pub fn standing_note(standing: Standing, lang: Locale) -> Option<&'static str> {
    match standing {
        Standing::MayHaveEnded => Some(phrase(lang, "standing-may-have-ended")),
        Standing::StartNotAnnounced => Some(phrase(lang, "standing-start-not-announced")),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
