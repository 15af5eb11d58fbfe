//! Open connections per client, for `--max-connections-per-client` and its wider IPv6 caps.
//!
//! An IPv4 address is one client. An IPv6 client is counted under three prefixes at once: its
//! /64 (one subscriber usually holds a whole /64, as the rate limiter keys it), its /56 and its
//! /48 (what one subscriber or site can be given), each with its own cap. So the holder of a /48
//! opens at most the /48's cap, however many /64s it spreads its connections over, and the rest
//! of the server's connections stay for everyone else.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};

/// The caps, each the most connections open at once under one key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// One IPv4 address or IPv6 /64.
    pub client: usize,
    /// One IPv6 /56.
    pub per_56: usize,
    /// One IPv6 /48.
    pub per_48: usize,
}

/// A key connections are counted under: a prefix length and the address cut to it.
type Key = (u8, IpAddr);

/// The keys of `ip`, each with its cap: IPv4 as is, IPv6 by its /64, /56 and /48.
fn keys(ip: IpAddr, caps: Caps) -> [Option<(Key, usize)>; 3] {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let cut = |bits: u8| {
                let mask = u128::MAX << (128 - u32::from(bits));
                (bits, IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask)))
            };
            [
                Some((cut(64), caps.client)),
                Some((cut(56), caps.per_56)),
                Some((cut(48), caps.per_48)),
            ]
        }
        v4 => [Some(((32, v4), caps.client)), None, None],
    }
}

/// The open connections under every key that has one; an entry lives while it counts one.
#[derive(Debug, Default)]
pub struct PerClient {
    open: Mutex<HashMap<Key, usize>>,
}

impl PerClient {
    /// Counts a new connection of `ip` under each of its keys; `None` (nothing counted) when
    /// any of them is at its cap.
    pub fn enter(this: &Arc<PerClient>, ip: IpAddr, caps: Caps) -> Option<ClientSlot> {
        let keys = keys(ip, caps);
        let mut open = this.open.lock().unwrap_or_else(|p| p.into_inner());
        let full = keys
            .iter()
            .flatten()
            .any(|(key, cap)| open.get(key).copied().unwrap_or(0) >= *cap);
        if full {
            return None;
        }
        for (key, _) in keys.iter().flatten() {
            *open.entry(*key).or_insert(0) += 1;
        }
        Some(ClientSlot {
            table: Arc::clone(this),
            keys: keys.map(|k| k.map(|(key, _)| key)),
        })
    }

    /// How many keys count an open connection.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.open.lock().map(|o| o.len()).unwrap_or_default()
    }
}

/// One open connection of a client; dropping it gives its slots back.
#[derive(Debug)]
pub struct ClientSlot {
    table: Arc<PerClient>,
    keys: [Option<Key>; 3],
}

impl Drop for ClientSlot {
    fn drop(&mut self) {
        let mut open = self.table.open.lock().unwrap_or_else(|p| p.into_inner());
        for key in self.keys.iter().flatten() {
            if let Some(count) = open.get_mut(key) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    open.remove(key);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CAPS: Caps = Caps {
        client: 2,
        per_56: 4,
        per_48: 8,
    };

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_ipv4_address_and_an_ipv6_64_are_one_client_each() {
        let table = Arc::new(PerClient::default());
        let a = [
            PerClient::enter(&table, ip("192.0.2.1"), CAPS),
            PerClient::enter(&table, ip("::ffff:192.0.2.1"), CAPS),
        ];
        assert!(a.iter().all(Option::is_some));
        assert!(PerClient::enter(&table, ip("192.0.2.1"), CAPS).is_none());
        assert!(PerClient::enter(&table, ip("192.0.2.2"), CAPS).is_some());
        let _b: Vec<_> = ["2001:db8:0:1::1", "2001:db8:0:1:ffff::2"]
            .iter()
            .map(|i| PerClient::enter(&table, ip(i), CAPS).unwrap())
            .collect();
        assert!(PerClient::enter(&table, ip("2001:db8:0:1::3"), CAPS).is_none());
    }

    #[test]
    fn a_48_flood_over_many_64s_leaves_slots_for_another_client() {
        let table = Arc::new(PerClient::default());
        let mut held = Vec::new();
        // One /48 spread over 65,536 /64s: at most 2 per /64, 4 per /56, 8 in all.
        for n in 0..65_536u32 {
            let address = Ipv6Addr::from((0x2001_0db8_0001u128 << 80) | (u128::from(n) << 64) | 1);
            if let Some(slot) = PerClient::enter(&table, IpAddr::V6(address), CAPS) {
                held.push(slot);
            }
        }
        assert_eq!(held.len(), CAPS.per_48, "the /48's cap");
        // Another /48 and an IPv4 client still get in.
        assert!(PerClient::enter(&table, ip("2001:db8:2::1"), CAPS).is_some());
        assert!(PerClient::enter(&table, ip("198.51.100.7"), CAPS).is_some());
        // Within one /56, its cap holds before the /48's.
        let table = Arc::new(PerClient::default());
        let in_56: Vec<_> = (0..256u32)
            .filter_map(|n| {
                let address = Ipv6Addr::from((0x2001_0db8_0003u128 << 80) | (u128::from(n) << 64));
                PerClient::enter(&table, IpAddr::V6(address), CAPS)
            })
            .collect();
        assert_eq!(in_56.len(), CAPS.per_56);
    }

    #[test]
    fn a_refused_connection_counts_nothing_and_a_closed_one_gives_its_slots_back() {
        let table = Arc::new(PerClient::default());
        let first = PerClient::enter(&table, ip("2001:db8::1"), CAPS);
        let second = PerClient::enter(&table, ip("2001:db8::2"), CAPS);
        assert!(PerClient::enter(&table, ip("2001:db8::3"), CAPS).is_none());
        assert_eq!(table.len(), 3, "a /64, a /56 and a /48");
        drop(first);
        assert!(PerClient::enter(&table, ip("2001:db8::3"), CAPS).is_some());
        drop(second);
        assert_eq!(table.len(), 0, "every key is gone with its last connection");
    }
}
