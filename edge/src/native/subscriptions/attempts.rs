//! Attempts counted within the last [`WINDOW`] per key, in a table of at most [`MAX_KEYS`]:
//! a client's creation attempts (`--subscriptions-per-client`), by the rate limit's client key
//! (an IPv6 address by its /64: [`calendar::client_key`]), and the confirmations sent to one
//! destination ([`calendar::notify::address::destination`], kept as its SHA-256).

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window the attempts are counted in (the library's, the notifier Worker's too).
const WINDOW: Duration = calendar::notify::subscription::CREATION_WINDOW;
/// Keys remembered at most: past it, the one whose last attempt is the oldest is forgotten,
/// so no crowd of addresses (or of destinations) can lock the others out.
const MAX_KEYS: usize = 10_000;

#[derive(Debug)]
pub struct Attempts<K> {
    per_key: u32,
    keys: usize,
    table: Mutex<HashMap<K, VecDeque<Instant>>>,
}

impl<K: Hash + Eq + Clone> Attempts<K> {
    pub fn new(per_key: u32) -> Attempts<K> {
        Attempts::with_room(per_key, MAX_KEYS)
    }

    fn with_room(per_key: u32, keys: usize) -> Attempts<K> {
        Attempts {
            per_key,
            keys,
            table: Mutex::default(),
        }
    }

    /// The attempts a key has in the window.
    pub fn per_key(&self) -> u32 {
        self.per_key
    }

    /// Counts an attempt of `key` at `now`; `Err` with the whole seconds (at least 1) until it
    /// may try again when it has used its attempts.
    pub fn count(&self, key: K, now: Instant) -> Result<(), u64> {
        let mut table = self
            .table
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let expire = |times: &mut VecDeque<Instant>| {
            while times
                .front()
                .is_some_and(|t| now.saturating_duration_since(*t) >= WINDOW)
            {
                times.pop_front();
            }
        };
        if !table.contains_key(&key) && table.len() >= self.keys {
            table.retain(|_, times| {
                expire(times);
                !times.is_empty()
            });
            if table.len() >= self.keys {
                let stalest = table
                    .iter()
                    .min_by_key(|(_, times)| times.back().copied())
                    .map(|(k, _)| k.clone());
                if let Some(stalest) = stalest {
                    table.remove(&stalest);
                }
            }
        }
        let times = table.entry(key).or_default();
        expire(times);
        if times.len() >= self.per_key as usize {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = WINDOW.saturating_sub(now.saturating_duration_since(oldest));
            return Err(wait.as_secs().max(1));
        }
        times.push_back(now);
        Ok(())
    }
}

impl Attempts<String> {
    /// Counts a creation attempt of `client`, by its client key ([`Attempts::count`]).
    pub fn count_client(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        self.count(calendar::client_key(&client.to_string()), now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_client_has_its_attempts_an_hour_an_ipv6_one_by_its_64() {
        let attempts = Attempts::<String>::new(2);
        let start = Instant::now();
        let at = |secs: u64| start + Duration::from_secs(secs);
        assert_eq!(attempts.count_client(ip("2001:db8:1:2::1"), at(0)), Ok(()));
        assert_eq!(
            attempts.count_client(ip("2001:db8:1:2::ffff"), at(10)),
            Ok(())
        );
        // The same /64: its third attempt waits until the first leaves the window.
        assert_eq!(
            attempts.count_client(ip("2001:db8:1:2::3"), at(600)),
            Err(3000)
        );
        assert_eq!(
            attempts.count_client(ip("2001:db8:1:3::1"), at(600)),
            Ok(())
        );
        assert_eq!(attempts.count_client(ip("198.51.100.7"), at(600)), Ok(()));
        assert_eq!(
            attempts.count_client(ip("2001:db8:1:2::3"), at(3600)),
            Ok(())
        );
        assert_eq!(
            attempts.count_client(ip("2001:db8:1:2::3"), at(3605)),
            Err(5)
        );
    }

    #[test]
    fn a_full_table_forgets_its_stalest_client_rather_than_refuse_a_new_one() {
        let attempts = Attempts::<String>::with_room(1, 2);
        let start = Instant::now();
        let at = |secs: u64| start + Duration::from_secs(secs);
        assert_eq!(attempts.count_client(ip("192.0.2.1"), at(0)), Ok(()));
        assert_eq!(attempts.count_client(ip("192.0.2.2"), at(1)), Ok(()));
        assert_eq!(attempts.count_client(ip("192.0.2.3"), at(2)), Ok(()));
        // 192.0.2.1 was forgotten; 192.0.2.2 was not.
        assert_eq!(attempts.count_client(ip("192.0.2.2"), at(3)), Err(3598));
        assert_eq!(attempts.count_client(ip("192.0.2.1"), at(4)), Ok(()));
    }
}
