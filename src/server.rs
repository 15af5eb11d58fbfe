//! The game's servers and the languages of a response: how one dataset (CN's, in Chinese) reads
//! on each server and in English. The one home of the rule that turns CN times into a global
//! server's.
//!
//! CN and the global Asia server run on UTC+8, the global Americas/Europe server on UTC−5,
//! none with daylight saving, on the same schedule. A time is one of two kinds
//! ([`TimeKind`]): an instant tied to a version boundary (the update maintenance is the same
//! moment everywhere) stays the same instant; a server-clock time (`（服务器时间）`) is the same
//! clock time on each server, so it moves by the difference of the offsets. A relative end
//! (`afterCharteredHeadhuntings`, `withEvent`) carries the kind of the end it resolves to, so it
//! follows the pools it counts on every server.

use chrono::{DateTime, FixedOffset, TimeDelta, Utc};

use crate::lang::Locale;
use crate::time::{self, Zone};
use crate::v1::{self, TimeKind};

/// A live server of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Server {
    /// 官服, UTC+8: the calendar's own data.
    #[default]
    Cn,
    /// Global, Asia, UTC+8.
    Asia,
    /// Global, Americas/Europe, UTC−5.
    AmericasEurope,
}

const fn offset(hours: i32) -> FixedOffset {
    match FixedOffset::east_opt(hours * 3600) {
        Some(offset) => offset,
        None => time::SHANGHAI,
    }
}

impl Server {
    pub const ALL: [Server; 3] = [Server::Cn, Server::Asia, Server::AmericasEurope];

    /// The name in `server=`.
    pub fn as_str(self) -> &'static str {
        match self {
            Server::Cn => "cn",
            Server::Asia => "asia",
            Server::AmericasEurope => "americas-europe",
        }
    }

    pub fn from_name(name: &str) -> Option<Server> {
        Server::ALL.into_iter().find(|s| s.as_str() == name)
    }

    /// Where this server's times are written: its offset and the IANA name of its zone.
    pub fn zone(self) -> Zone {
        match self {
            Server::Cn => time::CN_ZONE,
            Server::Asia => Zone {
                offset: offset(8),
                name: "Etc/GMT-8",
            },
            Server::AmericasEurope => Zone {
                offset: offset(-5),
                name: "Etc/GMT+5",
            },
        }
    }

    /// How much later a server-clock time is here than on CN (13 hours on Americas/Europe).
    fn clock_lag(self) -> TimeDelta {
        let seconds = time::SHANGHAI.local_minus_utc() - self.zone().offset.local_minus_utc();
        TimeDelta::seconds(i64::from(seconds))
    }
}

/// A CN time of `kind` as it is on `server` (unknown: an instant).
pub(crate) fn on(server: Server, time: DateTime<Utc>, kind: Option<TimeKind>) -> DateTime<Utc> {
    match kind {
        Some(TimeKind::ServerClock) => time + server.clock_lag(),
        _ => time,
    }
}

/// A CN time of `kind` as it is on the server whose zone times are being written in
/// ([`time::writing_in`]; CN in a zone of no server): how a face that writes a server's times
/// tells a time written on the labels' clock (a label's).
pub(crate) fn here(time: DateTime<Utc>, kind: Option<TimeKind>) -> DateTime<Utc> {
    let zone = time::zone();
    let server = Server::ALL
        .into_iter()
        .find(|s| s.zone() == zone)
        .unwrap_or_default();
    on(server, time, kind)
}

/// Moves a CN document to `server`: each server-clock `start` and `end` (and the estimated
/// end, which has the kind of `end`) by the difference of the offsets; instants stay. A start
/// that would pass its end is held at the end. Versions start and end at update maintenances,
/// instants everywhere. Writing the result in [`Server::zone`] is the caller's business.
pub(crate) fn shift(document: &mut v1::Document, server: Server) {
    let lag = server.clock_lag();
    if lag.is_zero() {
        return;
    }
    for event in &mut document.data.events {
        let Some(kinds) = event.source_meta.time_kinds else {
            continue;
        };
        event.start = on(server, event.start, Some(kinds.start));
        event.end = event.end.map(|t| on(server, t, kinds.end));
        let meta = &mut event.source_meta;
        meta.estimated_end = meta.estimated_end.map(|t| on(server, t, kinds.end));
        if let Some(end) = event.end
            && event.start >= end
        {
            event.start = end - TimeDelta::seconds(1);
        }
    }
}

/// Each featured unit's official English name (`featuredEn`), else its Chinese name: `featured`
/// as `lang=en` tells it (never a translation: [`crate::names`]).
pub(crate) fn featured_in_english(event: &v1::Event) -> Vec<String> {
    crate::names::featured(event, Locale::En)
        .into_iter()
        .map(|n| n.text.to_string())
        .collect()
}

/// Tells a document in `lang`: in English, each `title` is the official English title where
/// there is one (else the Chinese: never a translation of ours), and `titleZh` the Chinese;
/// likewise each name of `featured` (`featuredEn`), with `featuredZh` the Chinese names. Each
/// item's `named` is its names in the locale of `lang`'s pair ([`crate::names`]; a request in
/// another locale has it patched as it is written: `dataset/named.rs`); a document told in
/// Chinese is left as it is (without `named`, which a document's rendering fills in).
pub(crate) fn localize(document: &mut v1::Document, lang: Locale) {
    if lang.pair() != Locale::En {
        return;
    }
    let locale = lang.pair();
    for version in &mut document.data.versions {
        let en = crate::names::version_title(version, locale)
            .text
            .to_string();
        version.title_zh = Some(std::mem::replace(&mut version.title, en));
        version.named = Some(crate::names::version_named(version, locale));
    }
    for event in &mut document.data.events {
        let en = crate::names::event_title(event, locale).text.to_string();
        event.title_zh = Some(std::mem::replace(&mut event.title, en));
        let featured = featured_in_english(event);
        event.featured_zh = Some(std::mem::replace(&mut event.featured, featured));
        event.named = Some(crate::names::event_named(event, locale));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_zones_are_fixed() {
        for server in Server::ALL {
            assert_eq!(Server::from_name(server.as_str()), Some(server));
        }
        assert_eq!(Server::from_name("global"), None);
        assert_eq!(
            Server::AmericasEurope.zone().offset.local_minus_utc(),
            -5 * 3600
        );
        assert_eq!(Server::Asia.zone().offset.local_minus_utc(), 8 * 3600);
        assert_eq!(Server::AmericasEurope.clock_lag(), TimeDelta::hours(13));
        assert!(Server::Asia.clock_lag().is_zero());
    }
}
