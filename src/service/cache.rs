//! Rendered answers kept by the exact request they answer (shared with the responses that
//! send them, never copied): the events as JSON, the iCalendar feed (with or without `alarm` and
//! `ending`), the page, and the Atom feed. A hot answer is rendered once and sent many times.
//!
//! The key ([`Key`]) is the request, canonical (the route and its validated query: every filter
//! and reminder as parsed, which names the view, server and language, too; the page's feed
//! builder's choice, language and origin), and a [`Stamp`] of when the answer holds:
//! - the events, the feed and the page: a [`Period`], the request's minute and the dataset's
//!   transitions (an event's start or end, a version's start) up to it. Within
//!   one period no status, `activeVersionKey`, entity tag or `Last-Modified` can change, so an
//!   answer rendered in it (its `generatedAt` the time of that render) holds for every request
//!   in it, and a new minute or a transition starts a new period and a new render;
//! - the Atom feed: its entity tag, which covers what it depends on (see `etag`).
//!
//! A lookup compares the whole key, so two requests share an answer only if their queries are
//! equal and their stamps are too. A tag is a fast, unkeyed hash that a client can collide on
//! purpose (`hash`); a forged collision only gives the forger's own query the tag of another,
//! and never reaches the other's body.
//!
//! Memory is bounded: at most [`MOST_BODIES`] answers and [`MOST_BYTES`] of bodies in all, none
//! larger than [`LARGEST_BODY`]. Eviction is a segmented LRU that a client cannot steer against
//! an answer in use: a new answer enters on probation; an answer asked for again is protected
//! (every hit makes it the most recent); the protected answers are bounded
//! ([`MOST_PROTECTED_BODIES`], [`MOST_PROTECTED_BYTES`]) so that a new answer always fits by
//! evicting answers on probation alone, oldest first, and the oldest protected answer beyond the
//! bounds goes back on probation. So a flood of one-off queries only churns the probation
//! segment; to push out an answer that is asked for, a client has to ask for 48 other answers
//! twice each, then 16 more, between two of its requests, and even then the answer is rendered
//! again, never changed. The answers of a past period are never asked for again and age out
//! the same way. Each server process and each Worker isolate has its own.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use bytes::Bytes;
use chrono::{DateTime, Utc};

use crate::dataset::Dataset;
use crate::query::Query;
use crate::query::changes::ChangesQuery;

/// The most bodies kept.
pub(crate) const MOST_BODIES: usize = 64;
/// The most bytes kept, all bodies together.
pub(crate) const MOST_BYTES: usize = 4 * 1024 * 1024;
/// A body larger than this is served but not kept.
pub(crate) const LARGEST_BODY: usize = 1024 * 1024;
/// The most protected bodies: the rest of [`MOST_BODIES`] is always room on probation.
const MOST_PROTECTED_BODIES: usize = MOST_BODIES * 3 / 4;
/// The most bytes of protected bodies: a body of [`LARGEST_BODY`] always fits beside them.
const MOST_PROTECTED_BYTES: usize = MOST_BYTES - LARGEST_BODY;

/// What the page's body is kept by (with the period it holds for): the feed builder's choice,
/// as its canonical query string (`FeedChoice::query_string`, which names every field of the
/// choice, the page's language included), and the origin its feed URLs are written with.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PageKey {
    pub(crate) choice: String,
    pub(crate) origin: Option<String>,
}

/// The request a kept answer answers, canonical: the route and its validated query.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Route {
    /// `/api/v1/events`.
    Events(Query),
    /// `/api/v1/events.ics`.
    Feed(Query),
    /// `/` (the page).
    Page(PageKey),
    /// `/api/v1/changes.atom`.
    Atom(ChangesQuery),
}

/// A stretch of time in which nothing an answer shows can change: one minute of the clock, cut
/// where the dataset has a transition. Two requests in the same period see the same statuses,
/// `activeVersionKey`, entity tag and `Last-Modified`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Period {
    /// Whole minutes since the epoch.
    minute: i64,
    /// How many of the dataset's transitions lie at or before the request.
    transitions: usize,
}

impl Period {
    /// The period of `dataset` that `now` lies in.
    pub(crate) fn of(dataset: &Dataset, now: DateTime<Utc>) -> Period {
        Period {
            minute: now.timestamp().div_euclid(60),
            transitions: dataset.transitions_until(now),
        }
    }
}

/// When a kept answer holds: compared in full with the request's.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Stamp {
    /// For the rest of a period.
    Period(Period),
    /// While the response's entity tag is this one.
    Tag(String),
}

/// What an answer is kept and found by: its request and its stamp, compared in full.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    route: Route,
    stamp: Stamp,
}

impl Key {
    pub(crate) fn new(route: Route, stamp: Stamp) -> Key {
        Key { route, stamp }
    }
}

/// A rendered answer: its entity tag and body (shared, not copied).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Rendered {
    pub(crate) tag: String,
    pub(crate) body: Bytes,
}

/// A kept answer, its segment and when it was last put or asked for.
#[derive(Debug)]
struct Kept {
    answer: Rendered,
    protected: bool,
    used: u64,
}

/// Bodies by key, in two segments.
#[derive(Debug, Default)]
pub(crate) struct BodyCache {
    /// Hashed with the crate's fast hash, not SipHash: at most [`MOST_BODIES`] entries.
    bodies: HashMap<Key, Kept, BuildHasherDefault<crate::hash::Hasher>>,
    /// Counts puts and hits: the order of use.
    clock: u64,
    bytes: usize,
    protected_bodies: usize,
    protected_bytes: usize,
    /// Bodies put, for tests: how many renders the cache did not save.
    #[cfg(test)]
    pub(crate) puts: usize,
}

impl BodyCache {
    /// The answer kept under `key`, which is then protected and the most recent.
    pub(crate) fn get(&mut self, key: &Key) -> Option<Rendered> {
        self.clock += 1;
        let kept = self.bodies.get_mut(key)?;
        kept.used = self.clock;
        let answer = kept.answer.clone();
        if !kept.protected {
            kept.protected = true;
            self.protected_bodies += 1;
            self.protected_bytes += answer.body.len();
            self.demote();
        }
        Some(answer)
    }

    /// Keeps `answer` under `key` on probation, evicting answers on probation, oldest first,
    /// until it fits.
    pub(crate) fn put(&mut self, key: Key, answer: Rendered) {
        let body = &answer.body;
        #[cfg(test)]
        {
            self.puts += 1;
        }
        if body.len() > LARGEST_BODY || self.bodies.contains_key(&key) {
            return;
        }
        while self.bodies.len() >= MOST_BODIES || self.bytes + body.len() > MOST_BYTES {
            // Probation first (`false` sorts first), oldest first; a protected body only if
            // none is on probation, which the protected bounds rule out.
            let oldest = self
                .bodies
                .iter()
                .min_by_key(|(_, kept)| (kept.protected, kept.used))
                .map(|(key, _)| key.clone());
            let Some(dropped) = oldest.and_then(|key| self.bodies.remove(&key)) else {
                break;
            };
            self.bytes -= dropped.answer.body.len();
            if dropped.protected {
                self.protected_bodies -= 1;
                self.protected_bytes -= dropped.answer.body.len();
            }
        }
        self.clock += 1;
        self.bytes += body.len();
        let kept = Kept {
            answer,
            protected: false,
            used: self.clock,
        };
        self.bodies.insert(key, kept);
    }

    /// Puts the oldest protected bodies back on probation (as its most recent) until the
    /// protected ones are within their bounds.
    fn demote(&mut self) {
        while self.protected_bodies > MOST_PROTECTED_BODIES
            || self.protected_bytes > MOST_PROTECTED_BYTES
        {
            let oldest = self
                .bodies
                .values_mut()
                .filter(|kept| kept.protected)
                .min_by_key(|kept| kept.used);
            let Some(kept) = oldest else {
                break;
            };
            kept.protected = false;
            self.clock += 1;
            kept.used = self.clock;
            self.protected_bodies -= 1;
            self.protected_bytes -= kept.answer.body.len();
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.bodies.len()
    }

    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// Whether a body is kept under `key`, without asking for it.
    #[cfg(test)]
    fn contains(&self, key: &Key) -> bool {
        self.bodies.contains_key(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::Server;

    fn key(tag: &str) -> Key {
        Key::new(Route::Feed(Query::default()), Stamp::Tag(tag.into()))
    }

    fn body(len: usize) -> Rendered {
        Rendered {
            tag: String::new(),
            body: vec![0u8; len].into(),
        }
    }

    #[test]
    fn memory_stays_within_its_bounds_and_the_oldest_goes_first() {
        let mut cache = BodyCache::default();
        for n in 0..1_000 {
            cache.put(key(&format!("t{n}")), body(300 * 1024));
            assert!(cache.len() <= MOST_BODIES);
            assert!(cache.bytes() <= MOST_BYTES);
        }
        assert!(cache.contains(&key("t999")));
        assert!(!cache.contains(&key("t0")));
        for n in 0..1_000 {
            cache.put(key(&format!("s{n}")), body(10));
        }
        assert_eq!(cache.len(), MOST_BODIES);
        cache.put(key("huge"), body(LARGEST_BODY + 1));
        assert!(!cache.contains(&key("huge")), "not kept");
        assert!(cache.contains(&key("s999")));
    }

    #[test]
    fn a_body_is_found_only_by_its_whole_key() {
        let mut cache = BodyCache::default();
        let tag = |t: &str| Stamp::Tag(t.into());
        let feed = Key::new(Route::Feed(Query::default()), tag("W/\"1\""));
        cache.put(feed.clone(), body(1));
        let other_query = Query {
            featured: vec!["forged".into()],
            ..Query::default()
        };
        let asia = Query {
            server: Server::Asia,
            ..Query::default()
        };
        for other in [
            Route::Feed(other_query),
            Route::Feed(asia),
            Route::Events(Query::default()),
            Route::Atom(ChangesQuery::default()),
        ] {
            assert_eq!(
                cache.get(&Key::new(other, tag("W/\"1\""))),
                None,
                "same tag"
            );
        }
        assert_eq!(
            cache.get(&Key::new(Route::Feed(Query::default()), tag("W/\"2\""))),
            None
        );
        let dataset = crate::testing::dataset();
        let now = crate::time::parse("2026-08-01T00:00:00Z").unwrap();
        let period = Stamp::Period(Period::of(&dataset, now));
        assert_eq!(
            cache.get(&Key::new(Route::Feed(Query::default()), period)),
            None
        );
        assert_eq!(cache.get(&feed), Some(body(1)));
    }

    #[test]
    fn a_flood_of_one_off_bodies_never_evicts_a_body_asked_for_again() {
        let mut cache = BodyCache::default();
        // As many bodies asked for again as the protected bytes hold, each of the largest size.
        let asked = MOST_PROTECTED_BYTES / LARGEST_BODY;
        for n in 0..asked {
            cache.put(key(&format!("asked{n}")), body(LARGEST_BODY));
            assert!(cache.get(&key(&format!("asked{n}"))).is_some());
        }
        for n in 0..2_000 {
            let len = [10, 64 * 1024, LARGEST_BODY][n % 3];
            cache.put(key(&format!("once{n}")), body(len));
            assert!(cache.len() <= MOST_BODIES);
            assert!(cache.bytes() <= MOST_BYTES);
            for m in 0..asked {
                assert!(cache.contains(&key(&format!("asked{m}"))), "{m} after {n}");
            }
        }
        assert!(cache.contains(&key("once1999")), "a new body is kept too");
    }

    #[test]
    fn the_protected_bodies_are_bounded_and_the_oldest_go_back_on_probation() {
        let mut cache = BodyCache::default();
        for n in 0..MOST_BODIES {
            cache.put(key(&format!("t{n}")), body(10));
            assert!(cache.get(&key(&format!("t{n}"))).is_some());
            assert!(cache.protected_bodies <= MOST_PROTECTED_BODIES);
        }
        assert_eq!(cache.protected_bodies, MOST_PROTECTED_BODIES);
        // The bodies put back on probation are the first to go, oldest first.
        let on_probation = MOST_BODIES - MOST_PROTECTED_BODIES;
        cache.put(key("new"), body(10));
        assert!(!cache.contains(&key("t0")));
        assert!(cache.contains(&key("t1")));
        for n in 0..on_probation {
            cache.put(key(&format!("new{n}")), body(10));
        }
        for n in 0..MOST_BODIES {
            let kept = n >= on_probation;
            assert_eq!(cache.contains(&key(&format!("t{n}"))), kept, "t{n}");
        }
    }
}
