//! Dates and times as each locale writes them: CLDR's patterns, held in the locale's file
//! (`## Dates: CLDR patterns`, and `date-month-day`), so a translator edits them; on the
//! Gregorian calendar (Thai too: the game's and the data's years) and the 24-hour clock.
//!
//! Each takes a clock time already on the clock it is told on: the zone is the caller's (the
//! telling layer decides it and names it).

use std::cell::RefCell;

use chrono::{Datelike, NaiveDate, NaiveDateTime, NaiveTime, Timelike};

use super::syntax::Number;
use super::{phrase, say};
use crate::files;
use crate::hash::Hasher;
use crate::lang::Locale;

/// `Dec 17, 2026`, `2026年12月17日`, `17 дек. 2026 г.`: CLDR's yMMMd.
pub fn date(lang: Locale, day: NaiveDate) -> String {
    say(
        lang,
        "date-year-month-day",
        &[
            ("year", day.year().into()),
            ("month", day.month().into()),
            ("day", day.day().into()),
        ],
    )
}

/// `Dec 17`, `12月17日`, `17 дек.`: CLDR's MMMd.
pub fn month_day(lang: Locale, day: NaiveDate) -> String {
    say(
        lang,
        "date-month-day",
        &[("month", day.month().into()), ("day", day.day().into())],
    )
}

/// `12:00`, `9:05` (ja), `12.00` (id), `12:00 น.` (th): CLDR's Hm, written from the letters of
/// the file's `time-pattern` (`H`, `HH`, `m`, `mm`; any other character as is).
pub fn clock(lang: Locale, at: NaiveTime) -> String {
    let pattern = phrase(lang, "time-pattern");
    let mut out = String::with_capacity(pattern.len() + 2);
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        let value = match c {
            'H' => at.hour(),
            'm' => at.minute(),
            _ => {
                out.push(c);
                continue;
            }
        };
        let two = chars.next_if_eq(&c).is_some();
        if two && value < 10 {
            out.push('0');
        }
        out.push_str(Number::of(value.into()).as_str());
    }
    out
}

/// `Dec 17, 2026, 12:00`, `2026年12月17日 12:00`: [`date`] and [`clock`] joined as CLDR's medium
/// date-time joins them. Kept per thread (`MINUTES`): a page tells a few dozen instants hundreds
/// of times.
pub fn minute(lang: Locale, at: NaiveDateTime) -> String {
    // The words a locale is told in change when its file is handed in (English until then).
    let key = (lang, files::locale_source(lang).is_some(), at);
    let slot = {
        let mut hasher = Hasher::new();
        hasher.word(lang as u64);
        hasher.word(at.and_utc().timestamp() as u64);
        (hasher.finish() % MINUTE_SLOTS as u64) as usize
    };
    let kept = MINUTES.with(|memo| {
        let memo = memo.try_borrow().ok()?;
        match memo.get(slot)? {
            Some((held, text)) if *held == key => Some(text.clone()),
            _ => None,
        }
    });
    if let Some(text) = kept {
        return text;
    }
    let text = joined(lang, &date(lang, at.date()), at.time());
    MINUTES.with(|memo| {
        if let Ok(mut memo) = memo.try_borrow_mut()
            && let Some(place) = memo.get_mut(slot)
        {
            *place = Some((key, text.clone()));
        }
    });
    text
}

/// How many of [`minute`]'s texts a thread keeps: the page of the shipped dataset tells 47
/// instants 321 times (2026-11-29).
const MINUTE_SLOTS: usize = 128;

type MinuteKey = (Locale, bool, NaiveDateTime);

thread_local! {
    /// [`minute`]'s last texts, each in the slot its locale and instant hash to (a later one
    /// takes the slot): at most [`MINUTE_SLOTS`] short strings per thread.
    static MINUTES: RefCell<Vec<Option<(MinuteKey, String)>>> =
        RefCell::new(vec![None; MINUTE_SLOTS]);
}

/// `Dec 17, 12:00`, `12月17日 12:00`: [`month_day`] and [`clock`] joined.
pub fn month_day_minute(lang: Locale, at: NaiveDateTime) -> String {
    joined(lang, &month_day(lang, at.date()), at.time())
}

fn joined(lang: Locale, date: &str, at: NaiveTime) -> String {
    let time = clock(lang, at);
    say(
        lang,
        "date-time",
        &[("date", date.into()), ("time", time.as_str().into())],
    )
}

#[cfg(test)]
#[path = "dates_tests.rs"]
mod tests;
