//! Rendered bodies kept by their entity tag (shared with the responses that send them, never
//! copied): the iCalendar feed (with or without `alarm` and
//! `ending`) and the Atom feed cost a render each, the JSON a copy of pre-rendered fragments, so
//! the feeds keep what they rendered.
//!
//! The key is the response's tag, which is computed from everything its body depends on (see
//! `etag`): equal tags, equal bytes. Memory is bounded: at most [`MOST_BODIES`] bodies and
//! [`MOST_BYTES`] in all, none larger than [`LARGEST_BODY`]; the oldest goes first. Each server
//! process and each Worker isolate has its own.

use std::collections::{HashMap, VecDeque};

use bytes::Bytes;

/// The most bodies kept.
pub(crate) const MOST_BODIES: usize = 64;
/// The most bytes kept, all bodies together.
pub(crate) const MOST_BYTES: usize = 8 * 1024 * 1024;
/// A body larger than this is served but not kept.
pub(crate) const LARGEST_BODY: usize = 1024 * 1024;

/// Bodies by tag, oldest first in `order`.
#[derive(Debug, Default)]
pub(crate) struct BodyCache {
    bodies: HashMap<String, Bytes>,
    order: VecDeque<String>,
    bytes: usize,
    /// Bodies put, for tests: how many renders the cache did not save.
    #[cfg(test)]
    pub(crate) puts: usize,
}

impl BodyCache {
    pub(crate) fn get(&self, tag: &str) -> Option<Bytes> {
        self.bodies.get(tag).cloned()
    }

    /// Keeps `body` under `tag`, dropping the oldest bodies until it fits.
    pub(crate) fn put(&mut self, tag: &str, body: Bytes) {
        #[cfg(test)]
        {
            self.puts += 1;
        }
        if body.len() > LARGEST_BODY || self.bodies.contains_key(tag) {
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
        self.order.push_back(tag.to_string());
        self.bodies.insert(tag.to_string(), body);
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

    #[test]
    fn memory_stays_within_its_bounds_and_the_oldest_goes_first() {
        let mut cache = BodyCache::default();
        for n in 0..1_000 {
            cache.put(&format!("t{n}"), vec![0u8; 300 * 1024].into());
            assert!(cache.len() <= MOST_BODIES);
            assert!(cache.bytes() <= MOST_BYTES);
        }
        assert!(cache.get("t999").is_some());
        assert!(cache.get("t0").is_none());
        for n in 0..1_000 {
            cache.put(&format!("s{n}"), vec![0u8; 10].into());
        }
        assert_eq!(cache.len(), MOST_BODIES);
        cache.put("huge", vec![0u8; LARGEST_BODY + 1].into());
        assert!(cache.get("huge").is_none(), "not kept");
        assert!(cache.get("s999").is_some());
    }
}
