//! Rendered bodies kept by the exact request they answer (shared with the responses that send
//! them, never copied): the iCalendar feed (with or without `alarm` and `ending`) and the Atom
//! feed cost a render each, the JSON a copy of pre-rendered fragments, so the feeds keep what
//! they rendered.
//!
//! The key ([`Key`]) is the request, canonical (the route and its validated query: every filter
//! and reminder as parsed, which names the view, server and language, too), and the response's
//! entity tag, which covers what else the body depends on (the dataset, the events selected at
//! the request's time; see `etag`). A lookup compares the whole key, so two requests share a
//! body only if their queries are equal and their tags are too. The tag is a fast, unkeyed hash
//! that a client can collide on purpose (`hash`); a forged collision only gives the forger's
//! own query the tag of another, and never reaches the other's body.
//!
//! Memory is bounded: at most [`MOST_BODIES`] bodies and [`MOST_BYTES`] in all, none larger than
//! [`LARGEST_BODY`]; the oldest goes first. Each server process and each Worker isolate has its
//! own.

use std::collections::{HashMap, VecDeque};

use bytes::Bytes;

use crate::changes::ChangesQuery;
use crate::query::Query;

/// The most bodies kept.
pub(crate) const MOST_BODIES: usize = 64;
/// The most bytes kept, all bodies together.
pub(crate) const MOST_BYTES: usize = 8 * 1024 * 1024;
/// A body larger than this is served but not kept.
pub(crate) const LARGEST_BODY: usize = 1024 * 1024;

/// The request a kept body answers, canonical: the route and its validated query.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Route {
    /// `/api/v1/events.ics`.
    Feed(Query),
    /// `/api/v1/changes.atom`.
    Atom(ChangesQuery),
}

/// What a body is kept and found by: its request and its response's entity tag, compared in
/// full.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    route: Route,
    tag: String,
}

impl Key {
    pub(crate) fn new(route: Route, tag: &str) -> Key {
        Key {
            route,
            tag: tag.to_string(),
        }
    }
}

/// Bodies by key, oldest first in `order`.
#[derive(Debug, Default)]
pub(crate) struct BodyCache {
    bodies: HashMap<Key, Bytes>,
    order: VecDeque<Key>,
    bytes: usize,
    /// Bodies put, for tests: how many renders the cache did not save.
    #[cfg(test)]
    pub(crate) puts: usize,
}

impl BodyCache {
    pub(crate) fn get(&self, key: &Key) -> Option<Bytes> {
        self.bodies.get(key).cloned()
    }

    /// Keeps `body` under `key`, dropping the oldest bodies until it fits.
    pub(crate) fn put(&mut self, key: Key, body: Bytes) {
        #[cfg(test)]
        {
            self.puts += 1;
        }
        if body.len() > LARGEST_BODY || self.bodies.contains_key(&key) {
            return;
        }
        while self.bodies.len() >= MOST_BODIES || self.bytes + body.len() > MOST_BYTES {
            let Some(oldest) = self.order.pop_front() else {
                break;
            };
            if let Some(dropped) = self.bodies.remove(&oldest) {
                self.bytes -= dropped.len();
            }
        }
        self.bytes += body.len();
        self.order.push_back(key.clone());
        self.bodies.insert(key, body);
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.bodies.len()
    }

    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::Server;

    fn key(tag: &str) -> Key {
        Key::new(Route::Feed(Query::default()), tag)
    }

    #[test]
    fn memory_stays_within_its_bounds_and_the_oldest_goes_first() {
        let mut cache = BodyCache::default();
        for n in 0..1_000 {
            cache.put(key(&format!("t{n}")), vec![0u8; 300 * 1024].into());
            assert!(cache.len() <= MOST_BODIES);
            assert!(cache.bytes() <= MOST_BYTES);
        }
        assert!(cache.get(&key("t999")).is_some());
        assert!(cache.get(&key("t0")).is_none());
        for n in 0..1_000 {
            cache.put(key(&format!("s{n}")), vec![0u8; 10].into());
        }
        assert_eq!(cache.len(), MOST_BODIES);
        cache.put(key("huge"), vec![0u8; LARGEST_BODY + 1].into());
        assert!(cache.get(&key("huge")).is_none(), "not kept");
        assert!(cache.get(&key("s999")).is_some());
    }

    #[test]
    fn a_body_is_found_only_by_its_whole_key() {
        let mut cache = BodyCache::default();
        let feed = Key::new(Route::Feed(Query::default()), "W/\"1\"");
        cache.put(feed.clone(), Bytes::from_static(b"1"));
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
            Route::Atom(ChangesQuery::default()),
        ] {
            assert_eq!(cache.get(&Key::new(other, "W/\"1\"")), None, "same tag");
        }
        assert_eq!(
            cache.get(&Key::new(Route::Feed(Query::default()), "W/\"2\"")),
            None
        );
        assert_eq!(cache.get(&feed), Some(Bytes::from_static(b"1")));
    }
}
