//! The creation attempts of each client within the last [`WINDOW`]
//! (`--subscriptions-per-client`), by the rate limit's client key (an IPv6 address by its /64:
//! [`calendar::client_key`]), in a table of at most [`MAX_CLIENTS`].

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window the attempts are counted in (the library's, the notifier Worker's too).
const WINDOW: Duration = calendar::notify::subscription::CREATION_WINDOW;
/// Clients remembered at most: past it, the one whose last attempt is the oldest is forgotten,
/// so no crowd of addresses can lock the others out.
const MAX_CLIENTS: usize = 10_000;

#[derive(Debug)]
pub struct Attempts {
    per_client: u32,
    clients: usize,
    table: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl Attempts {
    pub fn new(per_client: u32) -> Attempts {
        Attempts::with_room(per_client, MAX_CLIENTS)
    }

    fn with_room(per_client: u32, clients: usize) -> Attempts {
        Attempts {
            per_client,
            clients,
            table: Mutex::default(),
        }
    }

    pub fn per_client(&self) -> u32 {
        self.per_client
    }

    /// Counts an attempt of `client` at `now`; `Err` with the whole seconds (at least 1) until
    /// it may try again when it has used its attempts.
    pub fn count(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        let key = calendar::client_key(&client.to_string());
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
        if !table.contains_key(&key) && table.len() >= self.clients {
            table.retain(|_, times| {
                expire(times);
                !times.is_empty()
            });
            if table.len() >= self.clients {
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
        if times.len() >= self.per_client as usize {
            let oldest = times.front().copied().unwrap_or(now);
            let wait = WINDOW.saturating_sub(now.saturating_duration_since(oldest));
            return Err(wait.as_secs().max(1));
        }
        times.push_back(now);
        Ok(())
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
        let attempts = Attempts::new(2);
        let start = Instant::now();
        let at = |secs: u64| start + Duration::from_secs(secs);
        assert_eq!(attempts.count(ip("2001:db8:1:2::1"), at(0)), Ok(()));
        assert_eq!(attempts.count(ip("2001:db8:1:2::ffff"), at(10)), Ok(()));
        // The same /64: its third attempt waits until the first leaves the window.
        assert_eq!(attempts.count(ip("2001:db8:1:2::3"), at(600)), Err(3000));
        assert_eq!(attempts.count(ip("2001:db8:1:3::1"), at(600)), Ok(()));
        assert_eq!(attempts.count(ip("198.51.100.7"), at(600)), Ok(()));
        assert_eq!(attempts.count(ip("2001:db8:1:2::3"), at(3600)), Ok(()));
        assert_eq!(attempts.count(ip("2001:db8:1:2::3"), at(3605)), Err(5));
    }

    #[test]
    fn a_full_table_forgets_its_stalest_client_rather_than_refuse_a_new_one() {
        let attempts = Attempts::with_room(1, 2);
        let start = Instant::now();
        let at = |secs: u64| start + Duration::from_secs(secs);
        assert_eq!(attempts.count(ip("192.0.2.1"), at(0)), Ok(()));
        assert_eq!(attempts.count(ip("192.0.2.2"), at(1)), Ok(()));
        assert_eq!(attempts.count(ip("192.0.2.3"), at(2)), Ok(()));
        // 192.0.2.1 was forgotten; 192.0.2.2 was not.
        assert_eq!(attempts.count(ip("192.0.2.2"), at(3)), Err(3598));
        assert_eq!(attempts.count(ip("192.0.2.1"), at(4)), Ok(()));
    }
}
