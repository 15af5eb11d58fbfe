//! The isolate-local rate limiter: a fixed window per client, counted in memory.
//!
//! It is burst suppression, not a global quota: each server process or Worker isolate counts on
//! its own, and responses served from a shared cache never reach it.
//!
//! Every request is counted; none passes untracked. The table holds at most `capacity` clients
//! ([`LimitConfig::clients`], default [`MAX_TRACKED_CLIENTS`]) and each key is a fixed
//! size (an IPv4 address, an IPv6 /64, or at most [`MAX_TEXT_KEY`] bytes of anything else), so
//! memory is bounded whatever clients send. Windows are kept in a queue in the order they
//! opened; each request first drops the expired windows at the front of the queue (amortised
//! O(1): a window is queued once and dropped once), so no request costs time proportional to
//! the number of clients.
//!
//! When the table is full of live windows, a new client **evicts the oldest window** (the one
//! that opened first, so the closest to expiring) and is counted in a window of its own. The
//! evicted window is not forgotten: what its client **itself sent** in its stay in the table is
//! folded into a fixed-size **spill** of `capacity` windows, two slots per key chosen by a hash
//! keyed per process, each slot keeping the latest start and the highest count folded into it. A
//! client that is not in the table takes, when both of its slots hold live windows, the window
//! with the earlier of their starts and the lower of their counts, marked inherited: never a
//! fresher window than its own evicted one, nor fewer requests than it sent in its last stay, so
//! a client that spent its limit stays refused until its window ends, whatever the flood. An
//! inherited count is never spilled again, so counts do not compound: a slot holds at most what
//! one client itself sent in one stay, and a newcomer whose two slots both hold others' live
//! windows starts with at most that (a count-min sketch errs on the strict side). The price of
//! not compounding: a client evicted between each of its requests is held to the most it sent in
//! any one stay, not to their sum; evicting it takes more than `capacity` other clients within
//! its window, and whoever has that many addresses has that many windows anyway. Without a flood
//! the spill stays empty.
//!
//! The window is fixed, not sliding: it starts at a client's first request and `Retry-After` is
//! exactly the time until it ends. The price is the boundary burst: a client may send `max` at
//! the end of one window and `max` at the start of the next, so up to `2 × max` within one
//! window length. The spec asks for "60 requests per 60-second window", which this is.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasher, Hash, Hasher};
use std::net::{IpAddr, Ipv6Addr};

use chrono::{DateTime, Utc};

mod address;
mod config;

pub use address::client_ip;
pub use config::{LimitConfig, MAX_TRACKED_CLIENTS};

/// The most bytes of a key that is not an IP address (only a misconfigured face sends one).
pub(crate) const MAX_TEXT_KEY: usize = 64;

/// The limiter's answer for one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Decision {
    Allowed,
    /// Over the limit; retry after this many whole seconds (at least 1).
    Limited {
        retry_after_secs: u64,
    },
}

/// What a client is counted under: fixed-size, whatever the client sent.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    V4(u32),
    /// The upper 64 bits of the address.
    V6(u64),
    /// At most [`MAX_TEXT_KEY`] bytes.
    Text(Box<str>),
}

impl Key {
    fn of(client: &str) -> Key {
        let client = client.trim();
        match client_ip(client) {
            Some(IpAddr::V4(v4)) => Key::V4(v4.into()),
            Some(IpAddr::V6(v6)) => Key::V6((u128::from(v6) >> 64) as u64),
            None => {
                let mut end = client.len().min(MAX_TEXT_KEY);
                while !client.is_char_boundary(end) {
                    end -= 1;
                }
                Key::Text(client.get(..end).unwrap_or_default().into())
            }
        }
    }
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::V4(v4) => std::net::Ipv4Addr::from(*v4).fmt(f),
            Key::V6(prefix) => write!(f, "{}/64", Ipv6Addr::from(u128::from(*prefix) << 64)),
            Key::Text(text) => f.write_str(text),
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Window {
    start_ms: i64,
    /// Requests counted in this window, inherited ones included.
    count: u32,
    /// The part of `count` taken from the spill, which the client did not send in its stay in
    /// the table: never spilled again.
    inherited: u32,
}

impl Window {
    /// A window opened at `start_ms` by its first request.
    fn opened(start_ms: i64) -> Window {
        Window {
            start_ms,
            count: 1,
            inherited: 0,
        }
    }

    /// What the client itself sent in its stay in the table: the count a spill slot keeps.
    fn own(self) -> Window {
        Window {
            count: self.count.saturating_sub(self.inherited),
            inherited: 0,
            ..self
        }
    }
}

/// Fixed-window counters per client key, at most `capacity` of them.
#[derive(Debug)]
pub(crate) struct RateLimiter {
    config: LimitConfig,
    capacity: usize,
    windows: HashMap<Key, Window>,
    /// Every open window's key and start, in the order the windows opened. An entry whose
    /// window has since been renewed or evicted is stale and skipped when it reaches the front.
    opened: VecDeque<(Key, i64)>,
    /// Evicted windows, folded two slots per key; empty until the first eviction.
    spill: Vec<Window>,
    /// Keys the spill's hash, so that nobody can pick addresses whose slots collide.
    seed: u64,
}

impl RateLimiter {
    /// A limiter tracking at most `config.clients` clients (at least 1).
    pub(crate) fn new(config: LimitConfig) -> RateLimiter {
        let seed = std::collections::hash_map::RandomState::new().hash_one(0u8);
        RateLimiter::seeded(config, seed)
    }

    /// A limiter whose spill hash is keyed by `seed`.
    fn seeded(config: LimitConfig, seed: u64) -> RateLimiter {
        RateLimiter {
            config,
            capacity: config.clients.max(1),
            windows: HashMap::new(),
            opened: VecDeque::new(),
            spill: Vec::new(),
            seed,
        }
    }

    pub(crate) fn config(&self) -> LimitConfig {
        self.config
    }

    /// How many clients are tracked now.
    #[cfg(test)]
    fn tracked(&self) -> usize {
        self.windows.len()
    }

    /// Counts one request of `client` at `now` and says whether it may proceed.
    pub(crate) fn check(&mut self, client: &str, now: DateTime<Utc>) -> Decision {
        let now_ms = now.timestamp_millis();
        let window_ms = i64::try_from(self.config.window_ms).unwrap_or(i64::MAX);
        self.expire(now_ms, window_ms);
        let key = Key::of(client);
        if let Some(window) = self.windows.get_mut(&key) {
            let expired =
                now_ms.saturating_sub(window.start_ms) >= window_ms || now_ms < window.start_ms;
            if !expired && window.count >= self.config.max {
                return Decision::Limited {
                    retry_after_secs: retry_after(window.start_ms, window_ms, now_ms),
                };
            }
            if !expired {
                window.count += 1;
                return Decision::Allowed;
            }
            // Expired but not yet at the front of the queue (requests may arrive slightly out
            // of order, or the clock went back): renew it in place.
            *window = Window::opened(now_ms);
        } else {
            while self.windows.len() >= self.capacity && self.evict_oldest(now_ms, window_ms) {}
            if let Some(window) = self.spilled(&key, now_ms, window_ms) {
                // Evicted earlier in a live window (or sharing both slots with ones that were):
                // it goes on counting in that window.
                let limited = window.count >= self.config.max;
                self.windows.insert(
                    key.clone(),
                    Window {
                        count: window.count.saturating_add(u32::from(!limited)),
                        ..window
                    },
                );
                self.opened.push_back((key, window.start_ms));
                self.compact();
                if limited {
                    return Decision::Limited {
                        retry_after_secs: retry_after(window.start_ms, window_ms, now_ms),
                    };
                }
                return Decision::Allowed;
            }
            self.windows.insert(key.clone(), Window::opened(now_ms));
        }
        self.opened.push_back((key, now_ms));
        self.compact();
        Decision::Allowed
    }

    /// Drops the expired windows at the front of the queue.
    fn expire(&mut self, now_ms: i64, window_ms: i64) {
        while let Some((key, start_ms)) = self.opened.front() {
            if now_ms.saturating_sub(*start_ms) < window_ms {
                break;
            }
            if self
                .windows
                .get(key)
                .is_some_and(|w| w.start_ms == *start_ms)
            {
                self.windows.remove(key);
            }
            self.opened.pop_front();
        }
    }

    /// Removes the oldest live window into the spill; false when there is none.
    fn evict_oldest(&mut self, now_ms: i64, window_ms: i64) -> bool {
        while let Some((key, start_ms)) = self.opened.pop_front() {
            if self
                .windows
                .get(&key)
                .is_some_and(|w| w.start_ms == start_ms)
                && let Some(window) = self.windows.remove(&key)
            {
                self.spill_window(&key, window, now_ms, window_ms);
                return true;
            }
        }
        false
    }

    /// The two spill slots of `key`.
    fn slots(&self, key: &Key) -> [usize; 2] {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.seed.hash(&mut hasher);
        key.hash(&mut hasher);
        let hash = hasher.finish();
        let n = self.capacity as u64;
        [(hash % n) as usize, ((hash >> 32) % n) as usize]
    }

    /// Folds what the client of an evicted window itself sent in its stay into its key's two
    /// slots: a slot keeps the later start and the higher count of what it holds (a dead window
    /// counts for nothing).
    fn spill_window(&mut self, key: &Key, window: Window, now_ms: i64, window_ms: i64) {
        let own = window.own();
        if self.spill.is_empty() {
            self.spill = vec![EMPTY_SLOT; self.capacity];
        }
        for slot in self.slots(key) {
            if let Some(held) = self.spill.get_mut(slot) {
                *held = if is_live(*held, now_ms, window_ms) {
                    Window {
                        start_ms: held.start_ms.max(own.start_ms),
                        count: held.count.max(own.count),
                        inherited: 0,
                    }
                } else {
                    own
                };
            }
        }
    }

    /// The window a client not in the table goes on counting in, its count inherited: when
    /// both of its slots are live, the earlier start and the lower count of the two (each slot
    /// is at least as strict as what the client sent in its last stay, so this is too).
    fn spilled(&self, key: &Key, now_ms: i64, window_ms: i64) -> Option<Window> {
        if self.spill.is_empty() {
            return None;
        }
        let [a, b] = self.slots(key).map(|slot| {
            self.spill
                .get(slot)
                .copied()
                .filter(|w| is_live(*w, now_ms, window_ms))
        });
        let (a, b) = (a?, b?);
        let count = a.count.min(b.count);
        Some(Window {
            start_ms: a.start_ms.min(b.start_ms),
            count,
            inherited: count,
        })
        .filter(|w| w.count > 0)
    }

    /// Drops stale queue entries once they outnumber the live ones, so the queue stays within
    /// twice the capacity (amortised O(1): it takes as many pushes to get there again).
    fn compact(&mut self) {
        if self.opened.len() > 2 * self.capacity {
            let windows = &self.windows;
            self.opened.retain(|(key, start_ms)| {
                windows.get(key).is_some_and(|w| w.start_ms == *start_ms)
            });
        }
    }
}

/// A slot that never held a window.
const EMPTY_SLOT: Window = Window {
    start_ms: i64::MIN,
    count: 0,
    inherited: 0,
};

/// A window still running at `now_ms`.
fn is_live(window: Window, now_ms: i64, window_ms: i64) -> bool {
    window.count > 0
        && now_ms >= window.start_ms
        && now_ms.saturating_sub(window.start_ms) < window_ms
}

/// Whole seconds from `now_ms` until the window that started at `start_ms` ends, at least 1.
fn retry_after(start_ms: i64, window_ms: i64, now_ms: i64) -> u64 {
    let reset_ms = start_ms.saturating_add(window_ms).saturating_sub(now_ms);
    u64::try_from(reset_ms).unwrap_or(0).div_ceil(1000).max(1)
}

/// The key a client is counted under, as text for logs: an IPv4 address as is (also when
/// IPv4-mapped), an IPv6 address by its /64 (one subscriber usually holds a whole /64), anything
/// else by its first 64 bytes (`MAX_TEXT_KEY`).
pub fn client_key(client: &str) -> String {
    Key::of(client).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeDelta;

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH + TimeDelta::milliseconds(ms)
    }

    fn limiter(window_ms: u64, max: u32) -> RateLimiter {
        RateLimiter::seeded(
            LimitConfig {
                window_ms,
                max,
                ..LimitConfig::default()
            },
            7,
        )
    }

    #[test]
    fn allows_max_then_limits_until_the_window_resets() {
        let mut l = limiter(60_000, 3);
        for _ in 0..3 {
            assert_eq!(l.check("1.2.3.4", at(1_000)), Decision::Allowed);
        }
        assert_eq!(
            l.check("1.2.3.4", at(1_000)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(
            l.check("1.2.3.4", at(59_500)),
            Decision::Limited {
                retry_after_secs: 2
            }
        );
        assert_eq!(
            l.check("1.2.3.4", at(60_999)),
            Decision::Limited {
                retry_after_secs: 1
            }
        );
        assert_eq!(l.check("1.2.3.4", at(61_000)), Decision::Allowed);
    }

    #[test]
    fn retry_after_is_at_least_one_second() {
        let mut l = limiter(10, 1);
        l.check("a", at(0));
        assert_eq!(
            l.check("a", at(9)),
            Decision::Limited {
                retry_after_secs: 1
            }
        );
    }

    #[test]
    fn clients_are_counted_apart_and_ipv6_by_its_64() {
        let mut l = limiter(60_000, 1);
        assert_eq!(l.check("2001:db8:1:2::1", at(0)), Decision::Allowed);
        assert_eq!(
            l.check("2001:db8:1:2:ffff::9", at(0)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(l.check("2001:db8:1:3::1", at(0)), Decision::Allowed);
        assert_eq!(l.check("10.0.0.1", at(0)), Decision::Allowed);
        assert_eq!(
            l.check("::ffff:10.0.0.1", at(0)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(client_key("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64");
    }

    fn capped(window_ms: u64, max: u32, capacity: usize) -> RateLimiter {
        RateLimiter::seeded(
            LimitConfig {
                window_ms,
                max,
                clients: capacity,
            },
            7,
        )
    }

    #[test]
    fn expired_windows_are_dropped() {
        let mut l = capped(1_000, 1, 10);
        l.check("a", at(0));
        l.check("b", at(500));
        assert_eq!(l.tracked(), 2);
        l.check("c", at(1_000));
        assert_eq!(l.tracked(), 2, "a expired");
        l.check("c", at(1_600));
        assert_eq!(l.tracked(), 1, "b expired");
        assert_eq!(l.opened.len(), 1);
    }

    #[test]
    fn at_the_cap_a_new_client_is_still_counted() {
        // The table is full of live windows; a newcomer then sends 1,500 requests against a
        // limit of 1,000: the first 1,000 pass, the rest are refused.
        let mut l = capped(60_000, 1_000, 100);
        for i in 0..100 {
            assert_eq!(l.check(&format!("10.0.0.{i}"), at(i)), Decision::Allowed);
        }
        assert_eq!(l.tracked(), 100);
        let mut allowed = 0;
        for n in 0..1_500 {
            if l.check("2001:db8::1", at(1_000 + n)) == Decision::Allowed {
                allowed += 1;
            }
        }
        assert_eq!(allowed, 1_000);
        assert_eq!(l.tracked(), 100, "never more than the cap");
        assert_eq!(
            l.check("2001:db8::2", at(2_600)),
            Decision::Limited {
                retry_after_secs: 59
            },
            "the same /64"
        );
    }

    #[test]
    fn a_full_table_evicts_the_oldest_window_and_counts_the_newcomer() {
        let mut l = capped(60_000, 2, 3);
        l.check("a", at(0));
        l.check("b", at(1));
        l.check("c", at(2));
        // A flood of newcomers evicts `a` first, then `b`; each is counted.
        assert_eq!(l.check("d", at(5)), Decision::Allowed);
        assert_eq!(l.check("e", at(6)), Decision::Allowed);
        assert_eq!(l.tracked(), 3);
        assert_eq!(
            l.spill.len(),
            3,
            "the spill is as large as the table, no larger"
        );
        // `c` kept its count: one request left, then refused.
        assert_eq!(l.check("c", at(7)), Decision::Allowed);
        assert!(matches!(l.check("c", at(8)), Decision::Limited { .. }));
        assert_eq!(l.tracked(), 3);
    }

    #[test]
    fn an_evicted_client_never_gets_a_fresh_window_before_its_old_one_ends() {
        // Any key of the spill's hash: the guarantee does not depend on collisions.
        for seed in 0..20 {
            let mut l = RateLimiter::seeded(
                LimitConfig {
                    window_ms: 60_000,
                    max: 3,
                    clients: 8,
                },
                seed,
            );
            for t in 0..3 {
                assert_eq!(l.check("192.0.2.1", at(t)), Decision::Allowed);
            }
            // A flood of a thousand addresses evicts it again and again; it keeps asking.
            for n in 0..1_000i64 {
                l.check(&format!("10.0.{}.{}", n / 256, n % 256), at(10 + n * 50));
                let asked = l.check("192.0.2.1", at(10 + n * 50 + 1));
                let Decision::Limited { retry_after_secs } = asked else {
                    panic!("seed {seed}: a fresh window at {} ms", 10 + n * 50 + 1);
                };
                // Never sooner than its own window ends (a shared slot may make it later).
                let left_ms = 60_000 - (10 + n * 50 + 1);
                assert!(retry_after_secs >= (left_ms as u64).div_ceil(1000).max(1));
            }
            assert!(l.tracked() <= 8);
            assert_eq!(l.spill.len(), 8);
            // Every window it could have been handed has ended a window after the flood.
            assert_eq!(
                l.check("192.0.2.1", at(50_010 + 60_000)),
                Decision::Allowed,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn a_flood_of_one_request_newcomers_never_refuses_a_new_client() {
        // The flood the spill once ratcheted under: with 64 slots, an inherited count was
        // spilled again with the newcomer's own, and after ~300 newcomers a brand-new client was
        // refused on its first request.
        for seed in 0..20 {
            let mut l = RateLimiter::seeded(
                LimitConfig {
                    window_ms: 60_000,
                    max: 60,
                    clients: 64,
                },
                seed,
            );
            for n in 0..10_000i64 {
                let client = format!("10.{}.{}.{}", n / 65_536, (n / 256) % 256, n % 256);
                assert_eq!(
                    l.check(&client, at(n)),
                    Decision::Allowed,
                    "seed {seed}, {n}"
                );
            }
        }
    }

    proptest::proptest! {
        /// Whatever the flood within one window (clients sending a few requests at a time, in
        /// any order, evicted and coming back), the spill holds only what clients themselves
        /// sent, never what they inherited: a client never seen before starts with at most what
        /// one client was allowed, so it is allowed while every client is under the limit; and a
        /// client allowed `max` requests in one stay in the table stays refused.
        #[test]
        fn spilled_counts_never_compound(
            seed in 0..u64::MAX,
            capacity in 1..12usize,
            flood in proptest::collection::vec((0..40u32, 1..4u32), 1..300),
        ) {
            let max = 6;
            let mut l = RateLimiter::seeded(
                LimitConfig { window_ms: 60_000, max, clients: capacity },
                seed,
            );
            let mut allowed: HashMap<u32, u32> = HashMap::new();
            let mut in_stay: HashMap<u32, u32> = HashMap::new();
            let mut spent: HashMap<u32, bool> = HashMap::new();
            for (t, (client, requests)) in (0i64..).zip(flood) {
                let name = format!("client-{client}");
                for _ in 0..requests {
                    if !l.windows.contains_key(&Key::of(&name)) {
                        in_stay.insert(client, 0);
                    }
                    if l.check(&name, at(t)) == Decision::Allowed {
                        proptest::prop_assert!(
                            !spent.get(&client).copied().unwrap_or(false),
                            "client {client} sent {max} in one stay and was allowed again"
                        );
                        *allowed.entry(client).or_insert(0) += 1;
                        let stay = in_stay.entry(client).or_insert(0);
                        *stay += 1;
                        if *stay >= max {
                            spent.insert(client, true);
                        }
                    }
                }
                if allowed.values().all(|n| *n < max) {
                    proptest::prop_assert_eq!(
                        l.check(&format!("newcomer-{t}"), at(t)),
                        Decision::Allowed
                    );
                }
            }
        }
    }

    #[test]
    fn memory_is_bounded_whatever_the_keys() {
        let mut l = capped(60_000, 1, 50);
        let long = "x".repeat(100_000);
        for i in 0..10_000 {
            l.check(&format!("{i}{long}"), at(i));
            l.check(&format!("2001:db8:{:x}::1", i), at(i));
        }
        assert_eq!(l.tracked(), 50);
        assert!(l.opened.len() <= 100);
        assert!(l.windows.keys().all(|k| match k {
            Key::Text(t) => t.len() <= MAX_TEXT_KEY,
            _ => true,
        }));
        // Keys that share their first MAX_TEXT_KEY bytes are one client.
        let mut l = capped(60_000, 1, 50);
        assert_eq!(l.check(&format!("{long}a"), at(0)), Decision::Allowed);
        assert!(matches!(
            l.check(&format!("{long}b"), at(0)),
            Decision::Limited { .. }
        ));
        assert_eq!(client_key("é".repeat(40).as_str()).len(), 64);
    }

    #[test]
    fn renewals_out_of_order_keep_the_queue_bounded() {
        // The clock goes back and forth: windows are renewed in place and leave stale queue
        // entries, which are compacted away.
        let mut l = capped(1_000, 1_000_000, 4);
        for n in 0..10_000i64 {
            let t = if n % 2 == 0 { n * 2_000 } else { 0 };
            l.check("a", at(t));
            assert!(l.opened.len() <= 8, "{}", l.opened.len());
        }
        assert_eq!(l.tracked(), 1);
    }
}
