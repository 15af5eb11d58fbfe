//! When a source's own timestamp can be true: not before the game's launch ([`LAUNCH`]), not
//! after the run's clock plus [`CLOCK_SKEW`]. A value outside is ignored and reported, never
//! kept: a typo or a broken clock at the source can neither stick in `source.updatedAt` (which
//! only ever rises) nor put a year into a file that no later run could read. A leaf.

use chrono::{DateTime, TimeDelta, Utc};

/// The game's launch, 2026-01-22 11:00 +08:00 (03:00 UTC): the opening of version 1 in
/// `data/versions.json`, whose note cites it.
pub const LAUNCH: DateTime<Utc> = match DateTime::from_timestamp(1_769_050_800, 0) {
    Some(at) => at,
    None => DateTime::UNIX_EPOCH,
};

/// How far a source's clock may run ahead of this machine's.
pub const CLOCK_SKEW: TimeDelta = TimeDelta::days(1);

/// `at` when a source's `updatedAt` can be true at `now`; otherwise why not.
pub fn updated_at(at: DateTime<Utc>, now: DateTime<Utc>) -> Result<DateTime<Utc>, String> {
    if at < LAUNCH {
        return Err(format!(
            "{} is before the game's launch ({})",
            at.to_rfc3339(),
            LAUNCH.to_rfc3339()
        ));
    }
    match now.checked_add_signed(CLOCK_SKEW) {
        Some(latest) if at > latest => Err(format!(
            "{} is later than the run's clock {} plus {} h",
            at.to_rfc3339(),
            now.to_rfc3339(),
            CLOCK_SKEW.num_hours()
        )),
        _ => Ok(at),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly on purpose")]

    use super::*;

    fn t(text: &str) -> DateTime<Utc> {
        calendar::time::parse(text).unwrap()
    }

    #[test]
    fn the_launch_is_version_1s_opening() {
        assert_eq!(LAUNCH, t("2026-01-22T11:00:00+08:00"));
    }

    #[test]
    fn only_times_from_the_launch_to_the_clock_plus_the_skew_pass() {
        let now = t("2026-11-24T20:00:00+08:00");
        for ok in [LAUNCH, now, now + CLOCK_SKEW] {
            assert_eq!(updated_at(ok, now), Ok(ok));
        }
        let year_10000 = DateTime::from_timestamp(253_402_300_800, 0).unwrap();
        for bad in [
            LAUNCH - TimeDelta::seconds(1),
            DateTime::UNIX_EPOCH,
            now + CLOCK_SKEW + TimeDelta::seconds(1),
            year_10000,
        ] {
            assert!(updated_at(bad, now).is_err(), "{bad}");
        }
        // A clock at the end of time never overflows.
        assert_eq!(updated_at(now, DateTime::<Utc>::MAX_UTC), Ok(now));
    }
}
