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
