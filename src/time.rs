//! Timestamps: read with any RFC 3339 offset, written in the offset of the server a response
//! is for (`+08:00` unless [`writing_in`] says otherwise).
//!
//! Asia/Shanghai has kept UTC+08:00 without daylight saving since 1991, and the global servers
//! keep UTC+08:00 and UTC−05:00, so every timestamp the API writes uses a fixed offset; no
//! time-zone database is needed on the hot path.

use std::cell::Cell;

use chrono::{DateTime, Datelike, FixedOffset, SecondsFormat, Timelike, Utc};

/// The calendar time zone, reported as `timeZone` in every success response.
pub const TIME_ZONE: &str = "Asia/Shanghai";

/// UTC+08:00, the offset of every timestamp the API writes.
pub const SHANGHAI: FixedOffset = match FixedOffset::east_opt(8 * 3600) {
    Some(offset) => offset,
    None => unreachable!(),
};

/// Where times are written: an offset and the name of its zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Zone {
    pub offset: FixedOffset,
    pub name: &'static str,
}

/// The calendar's own zone, CN's: the default of every response.
pub const CN_ZONE: Zone = Zone {
    offset: SHANGHAI,
    name: TIME_ZONE,
};

thread_local! {
    /// The zone of the response being written; only [`writing_in`] changes it, for the length
    /// of one call (the service answers a request synchronously, on one thread).
    static WRITING: Cell<Zone> = const { Cell::new(CN_ZONE) };
}

/// Runs `f` with every time written in `zone` ([`format()`], [`zone`], [`local`]). The zone
/// before is restored when `f` returns or unwinds (a guard's `Drop`), so a panic caught above
/// never leaves the thread writing another server's offset.
pub fn writing_in<T>(zone: Zone, f: impl FnOnce() -> T) -> T {
    /// Puts the zone before back when dropped.
    struct Restore(Zone);
    impl Drop for Restore {
        fn drop(&mut self) {
            WRITING.with(|w| w.set(self.0));
        }
    }
    let _restore = Restore(WRITING.with(|w| w.replace(zone)));
    f()
}

/// The zone times are being written in.
pub fn zone() -> Zone {
    WRITING.with(Cell::get)
}

/// The offset times are being written in.
pub fn local() -> FixedOffset {
    zone().offset
}

/// The offset times are being written in, as a reader knows it: `UTC+8`, `UTC-5`, `UTC+5:30`.
pub fn offset_name() -> String {
    let secs = local().local_minus_utc();
    let sign = if secs < 0 { '-' } else { '+' };
    let (hours, minutes) = (secs.abs() / 3600, secs.abs() % 3600 / 60);
    if minutes == 0 {
        format!("UTC{sign}{hours}")
    } else {
        format!("UTC{sign}{hours}:{minutes:02}")
    }
}

/// Parses an RFC 3339 timestamp with an offset (`Z` or `±hh:mm`); `None` for anything else
/// (date only, no offset, impossible dates).
///
/// Stricter than RFC 3339 in three ways, so that every timestamp the API writes back parses in
/// JavaScript's `Date` and Python's `datetime.fromisoformat`: only ASCII (no Unicode minus as
/// an offset sign), no leap second (`:60` is refused outright: neither language accepts it, and
/// no leap second is scheduled), and only instants whose year in `+08:00` is 1 to 9999.
pub fn parse(text: &str) -> Option<DateTime<Utc>> {
    if !text.is_ascii() {
        return None;
    }
    let time = DateTime::parse_from_rfc3339(text).ok()?;
    if time.nanosecond() >= 1_000_000_000 {
        return None;
    }
    let year = time.with_timezone(&SHANGHAI).year();
    (1..=9999).contains(&year).then(|| time.with_timezone(&Utc))
}

/// Writes a timestamp as RFC 3339 in the writing zone's offset (`+08:00` by default), with
/// fractional seconds only when there are any.
pub fn format(time: DateTime<Utc>) -> String {
    time.with_timezone(&local())
        .to_rfc3339_opts(SecondsFormat::AutoSi, false)
}

/// The fixed layouts the faces write a time in, besides RFC 3339 ([`format()`]): each written
/// digit by digit by [`written`]. chrono's `format` reads a strftime pattern on every call,
/// which made most of the page's render and about 5.6 KB gzip of the Worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// `2026-08-20`
    Date,
    /// `2026-08-20 09:05`
    Minute,
    /// `2026-08-20 09:05:07`
    Second,
    /// `08-20`
    MonthDay,
    /// `08-20 09:05`
    MonthDayMinute,
    /// `09:05`
    Clock,
    /// `20260820`: iCalendar's DATE.
    BasicDate,
    /// `20260820T090507Z`: iCalendar's DATE-TIME in UTC (and the feeds' ids), of a time in UTC.
    BasicUtc,
    /// `8月20日`
    ZhMonthDay,
    /// `Aug 20`
    EnMonthDay,
    /// `Thu, 20 Aug 2026 01:05:07 GMT`: HTTP's IMF-fixdate, of a time in UTC.
    Http,
}

/// `at`'s own clock time written in `layout` (a `Display`: `to_string()`, or straight into
/// markup).
pub fn written<Tz: chrono::TimeZone>(at: &DateTime<Tz>, layout: Layout) -> Written {
    Written {
        at: at.naive_local(),
        layout,
    }
}

/// A date written in `layout` (at its midnight: a layout of the date alone).
pub fn written_day(day: chrono::NaiveDate, layout: Layout) -> Written {
    Written {
        at: day.and_time(chrono::NaiveTime::MIN),
        layout,
    }
}

/// A time as [`written`] writes it.
#[derive(Debug, Clone, Copy)]
pub struct Written {
    at: chrono::NaiveDateTime,
    layout: Layout,
}

/// The English abbreviations of HTTP dates and the countdown's `Aug 20`.
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/// The longest layout's bytes: `Thu, 20 Aug 2026 01:05:07 GMT` with a year of up to 6 digits
/// and its sign.
const WRITTEN_MAX: usize = 40;

/// A [`Written`] being made: bytes on the stack, then written out or copied once.
struct Digits {
    bytes: [u8; WRITTEN_MAX],
    len: usize,
}

impl Digits {
    fn as_str(&self) -> &str {
        let bytes = self.bytes.get(..self.len).unwrap_or_default();
        std::str::from_utf8(bytes).unwrap_or_default()
    }

    fn text(&mut self, text: &str) {
        for &b in text.as_bytes() {
            self.byte(b);
        }
    }

    fn byte(&mut self, b: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        }
    }

    /// `n` with at least `width` digits, zero-padded.
    fn number(&mut self, n: u32, width: usize) {
        let mut digits = [0u8; 10];
        let mut count = 0;
        let mut rest = n;
        while count < digits.len() && (rest > 0 || count < width.max(1)) {
            if let Some(d) = digits.get_mut(count) {
                *d = b'0' + (rest % 10) as u8;
            }
            rest /= 10;
            count += 1;
        }
        for &d in digits.iter().take(count).rev() {
            self.byte(d);
        }
    }

    /// A year as strftime's `%Y` writes it: four digits, with a sign outside 0 to 9999.
    fn year(&mut self, year: i32) {
        if !(0..=9999).contains(&year) {
            self.byte(if year < 0 { b'-' } else { b'+' });
        }
        self.number(year.unsigned_abs(), 4);
    }

    fn two(&mut self, n: u32) {
        self.number(n, 2);
    }
}

impl Written {
    /// The text, as [`Display`](std::fmt::Display) writes it, without the formatting machinery
    /// (an HTTP date on every response).
    pub(crate) fn text(&self) -> String {
        self.digits().as_str().to_owned()
    }

    fn digits(&self) -> Digits {
        let at = self.at;
        let month = at.month0() as usize;
        let mut out = Digits {
            bytes: [0; WRITTEN_MAX],
            len: 0,
        };
        let date = |out: &mut Digits, separator: &str| {
            out.year(at.year());
            out.text(separator);
            out.two(at.month());
            out.text(separator);
            out.two(at.day());
        };
        let clock = |out: &mut Digits| {
            out.two(at.hour());
            out.byte(b':');
            out.two(at.minute());
        };
        match self.layout {
            Layout::Date => date(&mut out, "-"),
            Layout::Minute | Layout::Second => {
                date(&mut out, "-");
                out.byte(b' ');
                clock(&mut out);
                if self.layout == Layout::Second {
                    out.byte(b':');
                    out.two(at.second());
                }
            }
            Layout::MonthDay | Layout::MonthDayMinute => {
                out.two(at.month());
                out.byte(b'-');
                out.two(at.day());
                if self.layout == Layout::MonthDayMinute {
                    out.byte(b' ');
                    clock(&mut out);
                }
            }
            Layout::Clock => clock(&mut out),
            Layout::BasicDate | Layout::BasicUtc => {
                date(&mut out, "");
                if self.layout == Layout::BasicUtc {
                    out.byte(b'T');
                    out.two(at.hour());
                    out.two(at.minute());
                    out.two(at.second());
                    out.byte(b'Z');
                }
            }
            Layout::ZhMonthDay => {
                out.number(at.month(), 1);
                out.text("月");
                out.number(at.day(), 1);
                out.text("日");
            }
            Layout::EnMonthDay => {
                out.text(MONTHS.get(month).copied().unwrap_or_default());
                out.byte(b' ');
                out.number(at.day(), 1);
            }
            Layout::Http => {
                let weekday = at.weekday().num_days_from_monday() as usize;
                out.text(WEEKDAYS.get(weekday).copied().unwrap_or_default());
                out.text(", ");
                out.two(at.day());
                out.byte(b' ');
                out.text(MONTHS.get(month).copied().unwrap_or_default());
                out.byte(b' ');
                out.year(at.year());
                out.byte(b' ');
                clock(&mut out);
                out.byte(b':');
                out.two(at.second());
                out.text(" GMT");
            }
        }
        out
    }
}

impl std::fmt::Display for Written {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.digits().as_str())
    }
}

/// Serde adapter: reads any RFC 3339 offset, writes `+08:00`.
pub mod rfc3339 {
    use chrono::{DateTime, Utc};
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(time: &DateTime<Utc>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::format(*time))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        super::parse(&text).ok_or_else(|| {
            D::Error::custom(format!(
                "`{text}` is not an RFC 3339 timestamp with an offset"
            ))
        })
    }
}

/// Serde adapter for nullable timestamps: like [`rfc3339`], with `null` for `None`.
pub mod rfc3339_opt {
    use chrono::{DateTime, Utc};
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(time: &Option<DateTime<Utc>>, s: S) -> Result<S::Ok, S::Error> {
        match time {
            Some(time) => s.serialize_str(&super::format(*time)),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
        let Some(text) = <Option<std::borrow::Cow<'de, str>>>::deserialize(d)? else {
            return Ok(None);
        };
        super::parse(&text).map(Some).ok_or_else(|| {
            D::Error::custom(format!(
                "`{text}` is not an RFC 3339 timestamp with an offset"
            ))
        })
    }
}

#[cfg(test)]
#[allow(
    clippy::disallowed_methods,
    reason = "test: chrono's strftime is the independent oracle of what `written` writes"
)]
mod tests {
    use super::*;

    #[test]
    fn the_zone_is_restored_when_the_call_panics() {
        let west = Zone {
            offset: FixedOffset::west_opt(5 * 3600).unwrap(),
            name: "America/New_York",
        };
        let caught = std::panic::catch_unwind(|| writing_in(west, || panic!("a request's panic")));
        assert!(caught.is_err());
        assert_eq!(zone(), CN_ZONE, "the thread writes the default zone again");
        assert_eq!(writing_in(west, zone), west);
        assert_eq!(zone(), CN_ZONE);
    }

    #[test]
    fn every_layout_writes_what_strftime_wrote() {
        let at = parse("2026-08-20T09:05:07+08:00").unwrap();
        let east = at.with_timezone(&SHANGHAI);
        let patterns = [
            (Layout::Date, "%Y-%m-%d"),
            (Layout::Minute, "%Y-%m-%d %H:%M"),
            (Layout::Second, "%Y-%m-%d %H:%M:%S"),
            (Layout::MonthDay, "%m-%d"),
            (Layout::MonthDayMinute, "%m-%d %H:%M"),
            (Layout::Clock, "%H:%M"),
            (Layout::BasicDate, "%Y%m%d"),
            (Layout::ZhMonthDay, "%-m月%-d日"),
            (Layout::EnMonthDay, "%b %-d"),
        ];
        let days = (0..800).map(|d| east + chrono::Duration::hours(d * 13 + 7));
        let years = ["0001-01-01T00:00:00+08:00", "9999-12-31T23:59:59+08:00"]
            .map(|t| parse(t).unwrap().with_timezone(&SHANGHAI));
        for local in days.chain(years) {
            for (layout, pattern) in patterns {
                assert_eq!(
                    written(&local, layout).to_string(),
                    local.format(pattern).to_string(),
                    "{local} in {layout:?}"
                );
            }
            let utc = local.with_timezone(&Utc);
            assert_eq!(
                written(&utc, Layout::BasicUtc).to_string(),
                utc.format("%Y%m%dT%H%M%SZ").to_string()
            );
            assert_eq!(
                written(&utc, Layout::Http).to_string(),
                utc.format("%a, %d %b %Y %H:%M:%S GMT").to_string()
            );
        }
        for year in [-1, 0, 10_000, 262_142] {
            let far = chrono::NaiveDate::from_ymd_opt(year, 3, 4)
                .and_then(|d| d.and_hms_opt(5, 6, 7))
                .unwrap()
                .and_utc();
            for (layout, pattern) in patterns {
                assert_eq!(
                    written(&far, layout).to_string(),
                    far.format(pattern).to_string()
                );
            }
        }
        assert_eq!(
            written(&east, Layout::Http).to_string(),
            "Thu, 20 Aug 2026 09:05:07 GMT"
        );
        assert_eq!(written(&east, Layout::ZhMonthDay).to_string(), "8月20日");
    }

    fn check(input: &str, expected: Option<&str>) {
        assert_eq!(
            parse(input).map(format).as_deref(),
            expected,
            "input {input:?}"
        );
    }

    #[test]
    fn parses_offsets_and_writes_shanghai_time() {
        check("2026-07-16T04:00:00Z", Some("2026-07-16T12:00:00+08:00"));
        check(
            "2026-07-16T12:00:00+08:00",
            Some("2026-07-16T12:00:00+08:00"),
        );
        check(
            "2026-07-16T00:00:00-04:00",
            Some("2026-07-16T12:00:00+08:00"),
        );
        check(
            "2026-07-16T04:00:00.250Z",
            Some("2026-07-16T12:00:00.250+08:00"),
        );
    }

    #[test]
    fn rejects_what_is_not_rfc3339_with_offset() {
        check("2026-07-16", None);
        check("2026-07-16T12:00:00", None);
        check("2026-02-30T12:00:00+08:00", None);
        check("2026-07-16T25:00:00+08:00", None);
        check("yesterday", None);
        check("", None);
    }

    #[test]
    fn refuses_leap_seconds_unicode_signs_and_years_outside_1_to_9999() {
        check("2016-12-31T23:59:60Z", None);
        check("2026-01-01T12:34:60Z", None);
        check("2026-01-01T12:34:60.5+08:00", None);
        check("2026-01-01T12:00:00\u{2212}05:00", None);
        check("2026-01-01T12:00:00\u{ff0b}08:00", None);
        check("２026-01-01T12:00:00Z", None);
        check("0000-12-31T15:59:59Z", None);
        check("0001-01-01T00:00:00+09:00", None);
        check("9999-12-31T23:59:59-01:00", None);
        check(
            "0000-12-31T16:00:00.000Z",
            Some("0001-01-01T00:00:00+08:00"),
        );
        check("0000-12-31T16:00:01Z", Some("0001-01-01T00:00:01+08:00"));
        check("9999-12-31T15:59:59Z", Some("9999-12-31T23:59:59+08:00"));
        check(
            "2026-01-01T12:00:00-05:00",
            Some("2026-01-02T01:00:00+08:00"),
        );
    }
}
