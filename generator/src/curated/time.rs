//! Timestamps of the curated format: RFC 3339 with an offset, read as `calendar::time` reads
//! them, with a message that names the text and, for a date the calendar does not have
//! (`2026-11-31`), says so.

use chrono::{Datelike, NaiveDate};

/// Why `text` is not a timestamp of the curated format, in one line naming it.
pub(super) fn explain(text: &str) -> String {
    if let Some((year, month, day)) = date_part(text) {
        let date = text.get(..10).unwrap_or(text);
        if !(1..=12).contains(&month) {
            return format!("`{text}`: the date {date} does not exist (there is no month {month})");
        }
        let days = days_in_month(year, month);
        if day == 0 || days.is_some_and(|days| day > days) {
            let days =
                days.map_or_else(String::new, |d| format!(": {year}-{month:02} has {d} days"));
            return format!("`{text}`: the date {date} does not exist{days}");
        }
    }
    format!("`{text}` is not an RFC 3339 timestamp with an offset (like 2026-07-16T12:00:00+08:00)")
}

/// `YYYY-MM-DD` at the start of `text`, as numbers, whatever their range.
fn date_part(text: &str) -> Option<(i32, u32, u32)> {
    let bytes = text.as_bytes();
    if bytes.len() < 10 || bytes.get(4) != Some(&b'-') || bytes.get(7) != Some(&b'-') {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = text.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let year = i32::try_from(number(0..4)?).ok()?;
    Some((year, number(5..7)?, number(8..10)?))
}

fn days_in_month(year: i32, month: u32) -> Option<u32> {
    let next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)?
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)?
    };
    Some(next.pred_opt()?.day())
}

/// Serde adapter: any RFC 3339 offset, as [`calendar::time::parse`] reads it.
pub(super) mod rfc3339 {
    use chrono::{DateTime, Utc};
    use serde::{Deserialize, Deserializer, de::Error};

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        calendar::time::parse(&text).ok_or_else(|| D::Error::custom(super::explain(&text)))
    }
}

/// Serde adapter for nullable timestamps: like [`rfc3339`], with `null` for `None`.
pub(super) mod rfc3339_opt {
    use chrono::{DateTime, Utc};
    use serde::{Deserialize, Deserializer, de::Error};

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
        let Some(text) = <Option<std::borrow::Cow<'de, str>>>::deserialize(d)? else {
            return Ok(None);
        };
        calendar::time::parse(&text)
            .map(Some)
            .ok_or_else(|| D::Error::custom(super::explain(&text)))
    }
}

#[cfg(test)]
mod tests {
    use super::explain;

    #[test]
    fn an_impossible_date_is_named_as_such() {
        assert_eq!(
            explain("2026-11-31T12:00:00+08:00"),
            "`2026-11-31T12:00:00+08:00`: the date 2026-11-31 does not exist: 2026-11 has 30 days"
        );
        assert!(explain("2027-02-29T12:00:00+08:00").contains("2027-02 has 28 days"));
        assert!(explain("2026-13-01T12:00:00+08:00").contains("there is no month 13"));
        assert!(explain("2026-07-20").contains("is not an RFC 3339 timestamp"));
        assert!(explain("tomorrow").starts_with("`tomorrow`"));
    }
}
