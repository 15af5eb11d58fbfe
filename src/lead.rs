//! How long before an instant a reminder comes ([`Lead`]), a leaf: the feed's `alarm` and
//! `ending` (`query::reminders`), the targets' and subscriptions' reminders and when a reminder
//! rings (`certainty::ring`) all read and write it here.
//!
//! A duration is written as RFC 5545 and ISO 8601 agree on: `PnW`, or `P[nD][T[nH][nM][nS]]`
//! with at least one part, in upper case, greater than zero and at most [`MAX_LEAD_SECS`] (`P7D`).

/// The longest lead: seven days.
pub(crate) const MAX_LEAD_SECS: u32 = 7 * DAY;

const MINUTE: u32 = 60;
const HOUR: u32 = 60 * MINUTE;
const DAY: u32 = 24 * HOUR;

/// How long before an instant a reminder comes: whole seconds, `1..=MAX_LEAD_SECS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Lead(u32);

impl Lead {
    /// Reads one duration; `None` unless it is well-formed, positive and at most `P7D`.
    pub(crate) fn parse(text: &str) -> Option<Lead> {
        let secs = parse_duration(text)?;
        let secs = u32::try_from(secs).ok()?;
        (1..=MAX_LEAD_SECS).contains(&secs).then_some(Lead(secs))
    }

    /// A lead of `secs` seconds, if in range (a target's leads, read by `parse`, are).
    pub(crate) fn from_secs(secs: u32) -> Option<Lead> {
        (1..=MAX_LEAD_SECS).contains(&secs).then_some(Lead(secs))
    }

    pub(crate) fn secs(self) -> u32 {
        self.0
    }

    /// The canonical duration, as `TRIGGER` and marker UIDs write it: `P1D`, `PT1H30M`,
    /// `P1DT12H`. Equal leads always write the same text (`PT24H` → `P1D`).
    pub(crate) fn canonical(self) -> String {
        let (days, rest) = (self.0 / DAY, self.0 % DAY);
        let (hours, rest) = (rest / HOUR, rest % HOUR);
        let (minutes, seconds) = (rest / MINUTE, rest % MINUTE);
        let mut out = String::from("P");
        if days > 0 {
            out.push_str(&format!("{days}D"));
        }
        if rest > 0 || hours > 0 {
            out.push('T');
            for (n, unit) in [(hours, 'H'), (minutes, 'M'), (seconds, 'S')] {
                if n > 0 {
                    out.push_str(&format!("{n}{unit}"));
                }
            }
        }
        out
    }
}

/// Seconds of a `PnW` or `P[nD][T[nH][nM][nS]]` duration; `None` if malformed.
fn parse_duration(text: &str) -> Option<u64> {
    let rest = text.strip_prefix('P')?;
    if let Some(weeks) = rest.strip_suffix('W') {
        return number(weeks)?.checked_mul(u64::from(7 * DAY));
    }
    let (date, time) = match rest.split_once('T') {
        Some((date, time)) if !time.is_empty() => (date, Some(time)),
        Some(_) => return None,
        None => (rest, None),
    };
    let mut total: u64 = 0;
    let mut parts = 0;
    if !date.is_empty() {
        let days = number(date.strip_suffix('D')?)?;
        total = days.checked_mul(u64::from(DAY))?;
        parts += 1;
    }
    if let Some(mut time) = time {
        // The units in their order, each at most once.
        for (unit, secs) in [('H', HOUR), ('M', MINUTE), ('S', 1)] {
            let digits = time.bytes().take_while(u8::is_ascii_digit).count();
            let (n, after) = time.split_at(digits);
            if let Some(after) = after.strip_prefix(unit) {
                total = total.checked_add(number(n)?.checked_mul(u64::from(secs))?)?;
                parts += 1;
                time = after;
            }
        }
        if !time.is_empty() {
            return None;
        }
    }
    (parts > 0).then_some(total)
}

/// A non-empty run of ASCII digits.
fn number(digits: &str) -> Option<u64> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_form_and_writes_it_canonically() {
        let check = |text: &str, secs: u32, canonical: &str, words: &str| {
            let lead = Lead::parse(text).unwrap_or_else(|| panic!("{text} is valid"));
            assert_eq!(lead.secs(), secs, "{text}");
            assert_eq!(lead.canonical(), canonical, "{text}");
            let told = crate::certainty::lead_words(lead.secs(), crate::lang::Locale::En);
            assert_eq!(told, words, "{text}");
            assert_eq!(
                Lead::parse(&lead.canonical()),
                Some(lead),
                "{text} round trip"
            );
        };
        check("P1D", DAY, "P1D", "1 day");
        check("PT1H", HOUR, "PT1H", "1 hour");
        check("PT24H", DAY, "P1D", "1 day");
        check("PT90M", 90 * MINUTE, "PT1H30M", "1 hour 30 minutes");
        check("P2DT12H", 2 * DAY + 12 * HOUR, "P2DT12H", "2 days 12 hours");
        check("PT1S", 1, "PT1S", "1 second");
        check("PT1H0M5S", HOUR + 5, "PT1H5S", "1 hour 5 seconds");
        check("P1W", 7 * DAY, "P7D", "7 days");
        check("P7D", 7 * DAY, "P7D", "7 days");
        check("P0DT30M", 30 * MINUTE, "PT30M", "30 minutes");
    }

    #[test]
    fn rejects_what_is_not_a_positive_duration_up_to_seven_days() {
        for text in [
            "",
            "P",
            "PT",
            "1D",
            "P1",
            "P1d",
            "p1d",
            "-P1D",
            "+P1D",
            "P1DT",
            "PT1D",
            "P1H",
            "PT1M1H",
            "PT1H1H",
            "P1.5D",
            "P 1D",
            "P8D",
            "PT168H1S",
            "P2W",
            "P0D",
            "PT0S",
            "P1M",
            "P1Y",
            "P1W1D",
            "PT99999999999999999999H",
            "P1DT1H ",
        ] {
            assert_eq!(Lead::parse(text), None, "{text:?}");
        }
    }
}
