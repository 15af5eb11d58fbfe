//! The reminder parameters of the iCalendar feed: `alarm` and `ending`.
//!
//! - `alarm`: a comma list of at most [`MAX_ALARMS`] ISO 8601 durations (e.g. `P1D,PT1H`). Each
//!   adds a `VALARM` before the event's start and, for an event with an end, before its end.
//! - `ending`: one duration. Each selected event with a known end gets a marker event at
//!   end − duration ("… ends in 1 day"), for calendar apps that drop the alarms of a feed.
//!
//! A duration ([`Lead`]) is written as RFC 5545 and ISO 8601 agree on: `PnW`, or
//! `P[nD][T[nH][nM][nS]]` with at least one part, in upper case, greater than zero and at most
//! [`MAX_LEAD_SECS`] (`P7D`). How the feed uses them is `ics::alarm`'s business; this module only
//! reads, validates and names them.

use super::problem::{Problem, ProblemCode};

/// The most durations `alarm` takes.
pub(crate) const MAX_ALARMS: usize = 3;

/// The longest lead: seven days.
pub(super) const MAX_LEAD_SECS: u32 = 7 * DAY;

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

/// The reminders a feed request asks for. Empty (the default) adds nothing to the feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub(crate) struct Reminders {
    /// Distinct, longest first; `None` after the last.
    alarms: [Option<Lead>; MAX_ALARMS],
    ending: Option<Lead>,
}

impl Reminders {
    /// The `alarm` leads, longest first, each once.
    pub(crate) fn alarms(&self) -> impl Iterator<Item = Lead> + '_ {
        self.alarms.iter().flatten().copied()
    }

    /// The `ending` lead, if any.
    pub(crate) fn ending(&self) -> Option<Lead> {
        self.ending
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.alarms.iter().all(Option::is_none) && self.ending.is_none()
    }

    /// Numbers that identify these reminders, for the entity tag.
    pub(crate) fn words(&self) -> [u64; MAX_ALARMS + 1] {
        let word = |lead: Option<Lead>| lead.map_or(u64::MAX, |l| u64::from(l.secs()));
        let mut words = [u64::MAX; MAX_ALARMS + 1];
        for (slot, lead) in words.iter_mut().zip(self.alarms) {
            *slot = word(lead);
        }
        if let Some(last) = words.last_mut() {
            *last = word(self.ending);
        }
        words
    }

    /// Reads `alarm` into `self`, recording problems.
    pub(crate) fn set_alarms(&mut self, value: &str, problems: &mut Vec<Problem>) {
        let mut leads: Vec<Lead> = Vec::new();
        let items: Vec<&str> = value.split(',').collect();
        if items.len() > MAX_ALARMS {
            problems.push(too_many_alarms("alarm", value));
            return;
        }
        for item in items {
            match Lead::parse(item) {
                Some(lead) => leads.push(lead),
                None => problems.push(invalid_duration("alarm", item)),
            }
        }
        leads.sort_unstable_by(|a, b| b.cmp(a));
        leads.dedup();
        for (slot, lead) in self.alarms.iter_mut().zip(leads) {
            *slot = Some(lead);
        }
    }

    /// Reads `ending` into `self`, recording problems.
    pub(crate) fn set_ending(&mut self, value: &str, problems: &mut Vec<Problem>) {
        match Lead::parse(value) {
            Some(lead) => self.ending = Some(lead),
            None => problems.push(invalid_duration("ending", value)),
        }
    }
}

/// More than [`MAX_ALARMS`] durations where `parameter` takes a list of them.
pub(crate) fn too_many_alarms(parameter: &str, value: &str) -> Problem {
    Problem {
        parameter: parameter.into(),
        code: ProblemCode::TooManyAlarms,
        message: format!("at most {MAX_ALARMS} durations, comma-separated"),
        value: Some(value.into()),
    }
}

/// A duration `parameter` cannot take.
pub(crate) fn invalid_duration(parameter: &str, value: &str) -> Problem {
    Problem {
        parameter: parameter.into(),
        code: ProblemCode::InvalidDuration,
        message: "expected an ISO 8601 duration greater than zero and at most P7D, such as P1D, \
                  PT1H or P2DT12H"
            .into(),
        value: Some(value.into()),
    }
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

    fn reminders(alarm: Option<&str>, ending: Option<&str>) -> (Reminders, Vec<ProblemCode>) {
        let mut r = Reminders::default();
        let mut problems = Vec::new();
        if let Some(v) = alarm {
            r.set_alarms(v, &mut problems);
        }
        if let Some(v) = ending {
            r.set_ending(v, &mut problems);
        }
        (r, problems.into_iter().map(|p| p.code).collect())
    }

    #[test]
    fn alarms_are_distinct_longest_first_and_at_most_three() {
        let (r, problems) = reminders(Some("PT1H,P1D,PT60M"), Some("P2D"));
        assert!(problems.is_empty());
        let texts: Vec<String> = r.alarms().map(Lead::canonical).collect();
        assert_eq!(texts, ["P1D", "PT1H"]);
        assert_eq!(r.ending().map(Lead::canonical).as_deref(), Some("P2D"));
        let (r, problems) = reminders(Some("P1D,PT1H,PT5M,PT1M"), None);
        assert_eq!(problems, [ProblemCode::TooManyAlarms]);
        assert!(r.is_empty());
        let (_, problems) = reminders(Some("P1D,,P9D"), Some("soon"));
        assert_eq!(problems, [ProblemCode::InvalidDuration; 3]);
        assert!(reminders(None, None).0.is_empty());
    }

    #[test]
    fn equal_requests_have_equal_words_and_different_ones_differ() {
        let words = |a: Option<&str>, e: Option<&str>| reminders(a, e).0.words();
        assert_eq!(
            words(Some("PT1H,P1D"), None),
            words(Some("P1D,PT60M"), None)
        );
        assert_ne!(words(Some("P1D"), None), words(None, Some("P1D")));
        assert_ne!(words(Some("P1D"), None), words(Some("P1D,PT1H"), None));
        assert_ne!(words(None, None), words(None, Some("P1D")));
    }
}
