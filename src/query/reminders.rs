//! The reminder parameters of the iCalendar feed: `alarm` and `ending`.
//!
//! - `alarm`: a comma list of at most [`MAX_ALARMS`] ISO 8601 durations (e.g. `P1D,PT1H`). Each
//!   adds a `VALARM` before the event's start and, for an event with an end, before its end.
//! - `ending`: one duration. Each selected event with a known end gets a marker event at
//!   end − duration ("… ends in 1 day"), for calendar apps that drop the alarms of a feed.
//!
//! A duration is a [`Lead`] (`crate::lead`). How the feed uses them is `ics::alarm`'s business;
//! this module only reads, validates and names them.

use super::problem::{Problem, ProblemCode};
use crate::catalog::said;
use crate::lead::Lead;

/// The most durations `alarm` takes.
pub(crate) const MAX_ALARMS: usize = 3;

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
        message: said("problem-too-many-durations", &[("max", MAX_ALARMS.into())]),
        value: Some(value.into()),
    }
}

/// A duration `parameter` cannot take.
pub(crate) fn invalid_duration(parameter: &str, value: &str) -> Problem {
    Problem {
        parameter: parameter.into(),
        code: ProblemCode::InvalidDuration,
        message: said("problem-duration", &[]),
        value: Some(value.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
