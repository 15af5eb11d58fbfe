//! Whether the calendar is behind the game, and the one wording of it every face formats.
//!
//! Once every recorded version has ended, the next one is only *not recorded here yet*: nothing
//! in the data knows whether it was announced. So no face says "not announced" for it; each says
//! when the last recorded version ended, how old the data is, and to check the official
//! announcements. The machine form is `source.behind` ([`v1::Behind`]). How old the data is
//! ([`data_as_of`]) is said alike wherever a face says it, behind or not (the countdown card).

use chrono::{DateTime, Utc};

use super::Told;
use crate::catalog::{self, phrase, say};
use crate::lang::Locale;
use crate::time;
use crate::v1::{self, Version};

/// The data is behind the game: every recorded version ended, the last at `since`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Behind<'a> {
    /// The last recorded version (the one that ended last).
    pub version: &'a Version,
    /// Its end.
    pub since: DateTime<Utc>,
}

impl<'a> Behind<'a> {
    /// Behind at `now` when there is a version and every one has an end at or before `now`;
    /// `None` while a version covers `now` (an open end covers every moment after its start)
    /// or one is still to start. Give the versions of the server asked for: their times differ.
    pub fn at(versions: &'a [Version], now: DateTime<Utc>) -> Option<Behind<'a>> {
        let mut last: Option<Behind<'a>> = None;
        for version in versions {
            let end = version.ends_at.filter(|end| *end <= now)?;
            if last.is_none_or(|l| end >= l.since) {
                last = Some(Behind {
                    version,
                    since: end,
                });
            }
        }
        last
    }

    /// `source.behind`.
    pub fn wire(self) -> v1::Behind {
        v1::Behind {
            version_key: self.version.version_key.clone(),
            since: self.since,
        }
    }

    /// "Version 7 ended on Nov 26; the next version is not recorded here yet" (dates in the zone
    /// times are being written in, [`time::local`]; "on Nov 25 or Nov 26" when the hour of its end
    /// is unconfirmed and its date there is not known, [`Told::date_known`]).
    pub fn headline(self, lang: Locale) -> String {
        let number = &self.version.version_number;
        let zone = time::local();
        let dates = Told::version_end(self.version).and_then(|t| t.day_in(zone));
        let on = match dates {
            Some((first, last)) => {
                let first = catalog::month_day(lang, first.date_naive());
                let last = catalog::month_day(lang, last.date_naive());
                say(
                    lang,
                    "dates-either",
                    &[
                        ("first", first.as_str().into()),
                        ("last", last.as_str().into()),
                    ],
                )
            }
            None => catalog::month_day(lang, self.since.with_timezone(&zone).date_naive()),
        };
        say(
            lang,
            "behind-headline",
            &[
                ("number", number.as_str().into()),
                ("on", on.as_str().into()),
            ],
        )
    }

    /// The whole sentence: [`Behind::headline`], the data's age ([`data_as_of`]) and
    /// where to look, "… — data as of Nov 26, 06:39 (UTC+8); check the official announcements".
    pub fn sentence(self, data_as_of: DateTime<Utc>, lang: Locale) -> String {
        let as_of = self::data_as_of(data_as_of, lang);
        let headline = self.headline(lang);
        say(
            lang,
            "behind-sentence",
            &[
                ("headline", headline.as_str().into()),
                ("asof", as_of.as_str().into()),
            ],
        )
    }

    /// [`Behind::sentence`] with its full stop, to stand before or after other sentences.
    pub fn said(self, data_as_of: DateTime<Utc>, lang: Locale) -> String {
        let sentence = self.sentence(data_as_of, lang);
        say(
            lang,
            "behind-said",
            &[("sentence", sentence.as_str().into())],
        )
    }

    /// A few words, for the badge: "next version not recorded yet" / "下一版本尚未收录".
    pub fn short(lang: Locale) -> &'static str {
        phrase(lang, "behind-short")
    }
}

/// "data as of Nov 26, 06:39 (UTC+8)", 「数据截至 11月26日 06:39（UTC+8）」: how old the data is, told
/// alike by every face that says it (the page, the countdown card). The instant is the data's
/// (`generatedAt`, `generated`), never the request's clock; written in the zone times are being
/// written in ([`time::local`]), named.
pub fn data_as_of(generated: DateTime<Utc>, lang: Locale) -> String {
    let local = generated.with_timezone(&time::local()).naive_local();
    let at = catalog::month_day_minute(lang, local);
    let zone = time::offset_name();
    say(
        lang,
        "data-as-of",
        &[("at", at.as_str().into()), ("zone", zone.as_str().into())],
    )
}

/// What a list of what comes next says when it is empty: that nothing is recorded (never that
/// nothing is announced), and, when the data is behind, that the next version is not recorded
/// here yet.
pub fn nothing_upcoming(behind: Option<Behind<'_>>, lang: Locale) -> &'static str {
    match behind.is_some() {
        false => phrase(lang, "nothing-upcoming"),
        true => phrase(lang, "nothing-upcoming-behind"),
    }
}
