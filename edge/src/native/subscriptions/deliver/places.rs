//! The places the subscriptions' attempts take turns for: who posts next when many wait, so
//! that slow receivers delay only themselves.
//!
//! An attempt (one request, bounded by the delivery policy's time-out) holds a [`Place`] while
//! it runs, and only then: a wait between attempts (a backoff, a 429's wait) holds none. A
//! place is given ([`Places::ask`]):
//!
//! - **nearest edge first**: reminders in the order of their edges, then announcements (which
//!   have none); among equals in the order asked, so an attempt tried again asks anew, behind
//!   those that waited meanwhile;
//! - **at most [`Limits::per_host`] to one host** (a URL's name and port) at once: a host with
//!   many subscriptions never takes more, and a waiter whose host is at its cap does not hold up
//!   the ones behind it;
//! - **at most [`Limits::fresh`] attempts younger than [`Limits::fresh_for`], and
//!   [`Limits::total`] in all**: an attempt not answered within `fresh_for` gives its share of
//!   the fresh places back and runs on to its time-out on one of the others. So receivers that
//!   hold a request open, on one host or on many, hold a fresh place for `fresh_for` only: the
//!   next waiter gets one within `fresh_for` for every `fresh` of them ranked ahead of it, and
//!   waits on a time-out only once `total - fresh` slow attempts are in flight at once.
//!
//! [`LIMITS`] are the ticker's. The bound is on sockets, too: at most `total` posts at once.
//!
//! The delivery policy's time-out (`calendar::notify::delivery::POLICY`, every face's) is not
//! what keeps others on time, and is left as it is: a Discord, Telegram or OneBot post that
//! times out is never sent again (its outcome is unknown), so a shorter one would lose messages
//! to receivers that are only slow. What others wait on is `fresh_for`: a reminder's turn comes
//! within seconds however many slow posts are ranked ahead of it (fewer than `total - fresh` at
//! once), against a lead of minutes, and it is posted if an attempt still fits before its edge.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::{DateTime, Utc};
use tokio::sync::oneshot;

/// How many attempts run at once, and for how long one counts as fresh.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Attempts younger than `fresh_for` at once.
    pub fresh: usize,
    /// Attempts at once, fresh or not.
    pub total: usize,
    /// Attempts to one host at once.
    pub per_host: usize,
    /// How long an attempt counts as fresh: a healthy receiver has answered by then.
    pub fresh_for: Duration,
}

/// The ticker's limits. Eight to a host: a quarter of the fresh places, and Discord and
/// Telegram each hold many subscribers: at eight, a host answering in 300 ms takes about 27
/// posts a second (under Discord's 50 a second for one sender).
pub const LIMITS: Limits = Limits {
    fresh: 32,
    total: 128,
    per_host: 8,
    fresh_for: Duration::from_secs(2),
};

/// The order places are given in: reminders (an edge) before announcements (none), the nearest
/// edge first, then the order asked.
type Rank = (bool, Option<DateTime<Utc>>, u64);

/// The places, shared by every task of the ticker.
#[derive(Debug)]
pub struct Places {
    limits: Limits,
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    waiting: BTreeMap<Rank, Waiter>,
    asked: u64,
    given: u64,
    /// The places given less than `fresh_for` ago.
    fresh: HashSet<u64>,
    total: usize,
    hosts: HashMap<String, usize>,
}

#[derive(Debug)]
struct Waiter {
    host: String,
    tx: oneshot::Sender<Place>,
}

/// A place held: given back when dropped.
#[derive(Debug)]
pub struct Place {
    places: Option<Arc<Places>>,
    host: String,
    id: u64,
}

/// A place asked for ([`Places::ask`]); dropping it leaves the line.
#[derive(Debug)]
pub struct Ticket(oneshot::Receiver<Place>);

impl Ticket {
    /// Waits for the place.
    pub async fn place(self) -> Place {
        match self.0.await {
            Ok(place) => place,
            // A waiter's sender is dropped unsent only once its ticket is gone: never here.
            Err(_) => std::future::pending().await,
        }
    }
}

impl Places {
    pub fn new(limits: Limits) -> Arc<Places> {
        Arc::new(Places {
            limits,
            state: Mutex::default(),
        })
    }

    /// Asks for a place for an attempt to `host` telling of a reminder's `edge` (none for an
    /// announcement): in line from now.
    pub fn ask(self: &Arc<Self>, host: &str, edge: Option<DateTime<Utc>>) -> Ticket {
        let (tx, rx) = oneshot::channel();
        let mut state = self.lock();
        state.asked += 1;
        let rank = (edge.is_none(), edge, state.asked);
        state.waiting.insert(
            rank,
            Waiter {
                host: host.to_string(),
                tx,
            },
        );
        self.give(&mut state);
        Ticket(rx)
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Gives the free places to the waiters first in rank whose host has room.
    fn give(self: &Arc<Self>, state: &mut State) {
        loop {
            let mut chosen = Vec::new();
            let mut gone = Vec::new();
            {
                let (mut fresh, mut total) = (state.fresh.len(), state.total);
                let mut hosts: HashMap<&str, usize> = HashMap::new();
                for (rank, waiter) in &state.waiting {
                    if fresh >= self.limits.fresh || total >= self.limits.total {
                        break;
                    }
                    if waiter.tx.is_closed() {
                        gone.push(*rank);
                        continue;
                    }
                    let host = hosts.entry(waiter.host.as_str()).or_insert_with(|| {
                        state.hosts.get(&waiter.host).copied().unwrap_or_default()
                    });
                    if *host >= self.limits.per_host {
                        continue;
                    }
                    *host += 1;
                    fresh += 1;
                    total += 1;
                    chosen.push(*rank);
                }
            }
            for rank in gone {
                state.waiting.remove(&rank);
            }
            let mut refused = false;
            for rank in chosen {
                let Some(waiter) = state.waiting.remove(&rank) else {
                    continue;
                };
                let place = self.take(state, waiter.host);
                if let Err(mut place) = waiter.tx.send(place) {
                    // Its ticket went away meanwhile: the place is free again.
                    place.places = None;
                    release(state, place.id, &place.host);
                    refused = true;
                }
            }
            if !refused {
                return;
            }
        }
    }

    /// A place to `host`, counted; fresh for `fresh_for` from now.
    fn take(self: &Arc<Self>, state: &mut State, host: String) -> Place {
        state.given += 1;
        let id = state.given;
        state.fresh.insert(id);
        state.total += 1;
        *state.hosts.entry(host.clone()).or_default() += 1;
        // Outside a runtime (it is shutting down) the place just stays fresh until freed.
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let places = Arc::clone(self);
            let fresh_for = self.limits.fresh_for;
            runtime.spawn(async move {
                tokio::time::sleep(fresh_for).await;
                places.aged(id);
            });
        }
        Place {
            places: Some(Arc::clone(self)),
            host,
            id,
        }
    }

    /// Place `id` is no longer fresh: its share of the fresh places goes to the next waiter.
    fn aged(self: &Arc<Self>, id: u64) {
        let mut state = self.lock();
        if state.fresh.remove(&id) {
            self.give(&mut state);
        }
    }
}

/// Uncounts place `id` to `host`.
fn release(state: &mut State, id: u64, host: &str) {
    state.fresh.remove(&id);
    state.total = state.total.saturating_sub(1);
    if let Some(n) = state.hosts.get_mut(host) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            state.hosts.remove(host);
        }
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        if let Some(places) = self.places.take() {
            let mut state = places.lock();
            release(&mut state, self.id, &self.host);
            places.give(&mut state);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

    use super::*;

    const HOUR: Duration = Duration::from_secs(3600);

    fn places(fresh: usize, total: usize, per_host: usize) -> Arc<Places> {
        Places::new(Limits {
            fresh,
            total,
            per_host,
            fresh_for: HOUR,
        })
    }

    fn edge(minute: u32) -> Option<DateTime<Utc>> {
        Some(calendar::time::parse(&format!("2026-07-16T12:{minute:02}:00+08:00")).unwrap())
    }

    impl Ticket {
        fn now(&mut self) -> Option<Place> {
            self.0.try_recv().ok()
        }
    }

    #[tokio::test]
    async fn the_nearest_edge_goes_first_then_the_announcements_then_the_order_asked() {
        let places = places(1, 1, 4);
        let held = places.ask("a:443", None).now().unwrap();
        let mut later = places.ask("b:443", edge(30));
        let mut announcement = places.ask("c:443", None);
        let mut nearest = places.ask("d:443", edge(10));
        let mut same = places.ask("e:443", edge(10));
        assert!(later.now().is_none() && nearest.now().is_none());
        drop(held);
        let first = nearest.now().unwrap();
        assert!(same.now().is_none() && later.now().is_none());
        drop(first);
        let second = same.now().unwrap();
        drop(second);
        let third = later.now().unwrap();
        assert!(announcement.now().is_none());
        drop(third);
        assert!(announcement.now().is_some());
    }

    #[tokio::test]
    async fn a_host_at_its_cap_does_not_hold_up_another() {
        let places = places(8, 8, 2);
        let one = places.ask("slow:443", edge(0)).now().unwrap();
        let two = places.ask("slow:443", edge(0)).now().unwrap();
        let mut third = places.ask("slow:443", edge(0));
        let mut other = places.ask("fast:443", edge(0));
        assert!(third.now().is_none(), "a third place to one host");
        assert!(
            other.now().is_some(),
            "another host waits behind a full one"
        );
        drop(one);
        assert!(third.now().is_some());
        drop(two);
    }

    #[tokio::test]
    async fn an_attempt_past_its_fresh_time_gives_its_fresh_place_back() {
        let places = places(1, 2, 4);
        let first = places.ask("a:443", edge(0)).now().unwrap();
        let mut second = places.ask("b:443", edge(0));
        let mut third = places.ask("c:443", edge(0));
        assert!(second.now().is_none());
        places.aged(first.id);
        let second = second.now().unwrap();
        // Two in flight: the total is reached, however old they are.
        places.aged(second.id);
        assert!(third.now().is_none());
        drop(first);
        assert!(third.now().is_some());
    }

    #[tokio::test]
    async fn a_ticket_given_up_takes_no_place() {
        let places = places(1, 1, 4);
        let held = places.ask("a:443", None).now().unwrap();
        let gone = places.ask("b:443", edge(0));
        let mut next = places.ask("c:443", edge(1));
        drop(gone);
        drop(held);
        assert!(next.now().is_some());
        assert!(places.lock().waiting.is_empty());
    }
}
