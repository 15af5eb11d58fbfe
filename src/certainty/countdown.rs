//! What a countdown may say of an event (the embed and the badge): the time left to the minute
//! only when the time counted to is official to the minute; an estimate or an unconfirmed hour
//! is told by its date and never counted ("ends ~Dec 17 (estimated)", "starts Dec 3, time
//! TBC"), and so is an upper bound ("ends Dec 10 at the latest", 「最晚 12月10日结束」).

use chrono::{DateTime, TimeDelta, Utc};

use super::{Standing, Told};
use crate::catalog::{self, phrase, say};
use crate::lang::Locale;
use crate::time;
use crate::v1::Event;

/// What a countdown tells of an event at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Countdown {
    /// Live, ending then.
    Ends(Told),
    /// Live, with no end known.
    Open,
    /// Live by the API, but its tentative end has passed with no official end.
    MayHaveEnded,
    /// Upcoming, starting then.
    Starts(Told),
    /// Upcoming by the API, but its placeholder start has passed.
    StartNotAnnounced,
}

impl Countdown {
    /// The countdown of `event` at `now`; `None` once it has ended.
    pub fn of(event: &Event, now: DateTime<Utc>) -> Option<Countdown> {
        Some(match Standing::of(event, now) {
            Standing::Live => Told::end(event).map_or(Countdown::Open, Countdown::Ends),
            Standing::MayHaveEnded => Countdown::MayHaveEnded,
            Standing::Upcoming => Countdown::Starts(Told::start(event)),
            Standing::StartNotAnnounced => Countdown::StartNotAnnounced,
            Standing::Ended => return None,
        })
    }

    /// Whether the event is live (or may still be).
    pub fn is_live(self) -> bool {
        matches!(
            self,
            Countdown::Ends(_) | Countdown::Open | Countdown::MayHaveEnded
        )
    }

    /// The moment counted down to: only a time official to the minute is.
    pub fn until(self) -> Option<DateTime<Utc>> {
        match self {
            Countdown::Ends(t) | Countdown::Starts(t) if t.counted() => Some(t.at),
            _ => None,
        }
    }

    /// The words around a counted duration (`until` is some): `("", " left")`,
    /// `("starts in ", "")`, `("剩余 ", "")`, `("", "后开始")`.
    pub fn around(self, lang: Locale) -> (&'static str, &'static str) {
        match self.is_live() {
            true => (
                phrase(lang, "countdown-left-before"),
                phrase(lang, "countdown-left-after"),
            ),
            false => (
                phrase(lang, "countdown-starts-before"),
                phrase(lang, "countdown-starts-after"),
            ),
        }
    }

    /// The countdown in words at `now`, in `lang`: `3 d 4 h left`, `剩余 3 天 4 小时`,
    /// `ends Dec 1, time TBC`, `暂定 12月17日 结束`, `may have ended`.
    pub fn text(self, now: DateTime<Utc>, lang: Locale) -> String {
        if let Some(until) = self.until() {
            let span = duration_text(until - now, lang);
            return say(
                lang,
                if self.is_live() {
                    "countdown-left"
                } else {
                    "countdown-starts-in"
                },
                &[("span", span.as_str().into())],
            );
        }
        let dated = |t: Told, edge: &str| {
            let (date, tbc) = match (t.hour_known, t.day_in(time::local())) {
                (true, _) => (short_date(t.at, lang), "none"),
                (false, None) => (short_date(t.at, lang), "time"),
                (false, Some((first, last))) => {
                    let (first, last) = (
                        short_date(first.to_utc(), lang),
                        short_date(last.to_utc(), lang),
                    );
                    let either = say(
                        lang,
                        "dates-either",
                        &[
                            ("first", first.as_str().into()),
                            ("last", last.as_str().into()),
                        ],
                    );
                    (either, "date")
                }
            };
            let mark = match (t.estimated, t.at_latest) {
                (true, _) => "estimated",
                (false, true) => "latest",
                (false, false) => "none",
            };
            say(
                lang,
                "countdown-dated",
                &[
                    ("date", date.as_str().into()),
                    ("edge", edge.into()),
                    ("mark", mark.into()),
                    ("tbc", tbc.into()),
                ],
            )
        };
        match self {
            Countdown::Ends(t) => dated(t, "end"),
            Countdown::Starts(t) => dated(t, "start"),
            Countdown::Open => phrase(lang, "end-not-announced").into(),
            Countdown::MayHaveEnded => phrase(lang, "standing-may-have-ended").into(),
            Countdown::StartNotAnnounced => phrase(lang, "standing-start-not-announced").into(),
        }
    }
}

/// A date as `lang` writes a month and a day (`Dec 17`, `12月17日`, [`catalog::month_day`]), on
/// the clock times are being written in.
pub fn short_date(at: DateTime<Utc>, lang: Locale) -> String {
    catalog::month_day(lang, at.with_timezone(&time::local()).date_naive())
}

/// [`duration_text`]'s three forms in `lang` with `{d}`, `{h}` and `{m}` where its numbers go:
/// what the page's script counts down with, in the same words (the page's `data-days`,
/// `data-hours` and `data-minutes`).
pub fn duration_templates(lang: Locale) -> [String; 3] {
    [
        say(
            lang,
            "countdown-days",
            &[("days", "{d}".into()), ("hours", "{h}".into())],
        ),
        say(
            lang,
            "countdown-hours",
            &[("hours", "{h}".into()), ("minutes", "{m}".into())],
        ),
        say(lang, "countdown-minutes", &[("minutes", "{m}".into())]),
    ]
}

/// A span counted down, to the minute: `3 d 4 h`, `2 h 5 min`, `3 天 4 小时`.
pub fn duration_text(d: TimeDelta, lang: Locale) -> String {
    let minutes = d.num_minutes().max(0);
    let (days, hours, mins) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    if days > 0 {
        say(
            lang,
            "countdown-days",
            &[("days", days.into()), ("hours", hours.into())],
        )
    } else if hours > 0 {
        say(
            lang,
            "countdown-hours",
            &[("hours", hours.into()), ("minutes", mins.into())],
        )
    } else {
        say(lang, "countdown-minutes", &[("minutes", mins.into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::event;
    use crate::v1::{Category, TimeField};

    fn at(text: &str) -> DateTime<Utc> {
        time::parse(text).unwrap_or_default()
    }

    fn pool(end: Option<&str>) -> Event {
        event(
            "op",
            "version-1",
            Category::Operator,
            "2026-11-26T12:00:00+08:00",
            end,
        )
    }

    #[test]
    fn only_an_official_minute_is_counted_down() {
        let now = at("2026-11-28T08:00:00+08:00");
        let confirmed = pool(Some("2026-12-01T12:00:00+08:00"));
        let c = Countdown::of(&confirmed, now).unwrap_or(Countdown::Open);
        assert_eq!(c.until(), Some(at("2026-12-01T12:00:00+08:00")));
        assert_eq!(c.text(now, Locale::En), "3 d 4 h left");
        assert_eq!(c.text(now, Locale::ZhCn), "剩余 3 天 4 小时");

        let mut unconfirmed = confirmed.clone();
        unconfirmed.source_meta.hour_unconfirmed = vec![TimeField::End];
        let c = Countdown::of(&unconfirmed, now).unwrap_or(Countdown::Open);
        assert_eq!(c.until(), None);
        assert_eq!(c.text(now, Locale::En), "ends Dec 1, time TBC");
        assert_eq!(c.text(now, Locale::ZhCn), "12月1日 结束，时间未定");

        // An upper bound is told by its date, never counted down as if exact.
        let mut bound = confirmed.clone();
        bound.end_label = Some("结束时间未公布（最晚至 2026-12-01 12:00）".into());
        let c = Countdown::of(&bound, now).unwrap_or(Countdown::Open);
        assert_eq!(c.until(), None);
        assert_eq!(c.text(now, Locale::En), "ends Dec 1 at the latest");
        assert_eq!(c.text(now, Locale::ZhCn), "最晚 12月1日 结束");

        let mut estimated = pool(None);
        estimated.source_meta.estimated_end = Some(at("2026-12-17T11:59:00+08:00"));
        let c = Countdown::of(&estimated, now).unwrap_or(Countdown::Open);
        assert_eq!(c.until(), None);
        assert_eq!(c.text(now, Locale::En), "ends ~Dec 17 (estimated)");
        assert_eq!(c.text(now, Locale::ZhCn), "暂定 12月17日 结束");
        let later = at("2026-12-18T00:00:00+08:00");
        assert_eq!(
            Countdown::of(&estimated, later),
            Some(Countdown::MayHaveEnded)
        );

        assert_eq!(Countdown::of(&pool(None), now), Some(Countdown::Open));
        assert_eq!(Countdown::of(&confirmed, later), None, "ended");
    }

    #[test]
    fn a_start_is_counted_only_when_official_to_the_minute() {
        let now = at("2026-11-24T12:00:00+08:00");
        let upcoming = pool(Some("2026-12-17T11:59:00+08:00"));
        let c = Countdown::of(&upcoming, now).unwrap_or(Countdown::Open);
        assert_eq!(c.text(now, Locale::En), "starts in 2 d 0 h");
        assert_eq!(c.text(now, Locale::ZhCn), "2 天 0 小时后开始");

        let mut tbc = upcoming.clone();
        tbc.source_meta.hour_unconfirmed = vec![TimeField::Start];
        let c = Countdown::of(&tbc, now).unwrap_or(Countdown::Open);
        assert_eq!(c.until(), None);
        assert_eq!(c.text(now, Locale::En), "starts Nov 26, time TBC");

        let mut placeholder = upcoming;
        placeholder.start_unknown = true;
        let c = Countdown::of(&placeholder, now).unwrap_or(Countdown::Open);
        assert_eq!(c.text(now, Locale::En), "starts ~Nov 26 (estimated)");
        let after = at("2026-11-27T00:00:00+08:00");
        assert_eq!(
            Countdown::of(&placeholder, after),
            Some(Countdown::StartNotAnnounced)
        );
    }
}
