//! Who the rate limiter counts: the peer address, or behind trusted reverse proxies the address
//! the outermost of them wrote into a header.

use std::net::IpAddr;

use hyper::HeaderMap;
use hyper::header::HeaderName;

/// Where the client address comes from: `--client-ip-header` and `--trusted-proxies`.
#[derive(Debug, Clone)]
pub struct ClientSource {
    /// The header the proxies append to (`X-Forwarded-For`); `None`: the peer is the client.
    pub header: Option<HeaderName>,
    /// How many proxies append to it, the nearest last (at least 1).
    pub trusted_proxies: usize,
}

/// The client's address. With a header, the `trusted_proxies`-th item from the right of that
/// header (its lines read as one list, empty items skipped), which is the one the outermost
/// trusted proxy appended, read with [`calendar::client_ip`] (brackets, port, zone id, quotes
/// and case normalised). When that item is missing or is not an address (`unknown`), the peer
/// address: never an item further left, which the client itself may have written.
pub fn client_ip(source: &ClientSource, headers: &HeaderMap, peer: IpAddr) -> IpAddr {
    let Some(name) = &source.header else {
        return peer;
    };
    let nth = source.trusted_proxies.max(1) - 1;
    headers
        .get_all(name)
        .iter()
        .rev()
        .flat_map(|line| line.to_str().unwrap_or("").rsplit(','))
        .filter(|item| !item.trim().is_empty())
        .nth(nth)
        .and_then(calendar::client_ip)
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hyper::header::HeaderValue;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn with(lines: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for line in lines {
            headers.append("x-forwarded-for", HeaderValue::from_str(line).unwrap());
        }
        headers
    }

    fn behind(proxies: usize) -> ClientSource {
        ClientSource {
            header: Some(HeaderName::from_static("x-forwarded-for")),
            trusted_proxies: proxies,
        }
    }

    #[test]
    fn the_item_the_nearest_proxy_wrote_wins_normalised() {
        let peer = ip("127.0.0.1");
        let key = |lines: &[&str]| client_ip(&behind(1), &with(lines), peer);
        assert_eq!(key(&["203.0.113.9"]), ip("203.0.113.9"));
        assert_eq!(key(&["1.1.1.1, 203.0.113.9"]), ip("203.0.113.9"));
        assert_eq!(key(&["1.1.1.1", "2001:db8::7"]), ip("2001:db8::7"));
        assert_eq!(key(&["[2001:db8::7]:443"]), ip("2001:db8::7"));
        assert_eq!(key(&["1.1.1.1, [2001:db8::7]"]), ip("2001:db8::7"));
        assert_eq!(key(&["1.1.1.1, 2001:db8::7%eth0"]), ip("2001:db8::7"));
        assert_eq!(key(&["1.1.1.1, \"198.51.100.1\""]), ip("198.51.100.1"));
        assert_eq!(key(&["1.1.1.1, 198.51.100.1:8080"]), ip("198.51.100.1"));
        assert_eq!(key(&["::ffff:192.0.2.1"]), ip("192.0.2.1"));
        assert_eq!(
            key(&["203.0.113.9, "]),
            ip("203.0.113.9"),
            "empty items carry nothing"
        );
        assert_eq!(key(&[&"x".repeat(100_000)]), peer);
        assert_eq!(key(&[]), peer);
        let off = ClientSource {
            header: None,
            trusted_proxies: 1,
        };
        assert_eq!(client_ip(&off, &with(&["203.0.113.9"]), peer), peer);
    }

    #[test]
    fn an_unreadable_item_is_the_peer_never_an_item_further_left() {
        let peer = ip("127.0.0.1");
        let key = |lines: &[&str]| client_ip(&behind(1), &with(lines), peer);
        // What the client wrote itself comes first; the proxy's own item does not parse.
        assert_eq!(key(&["198.51.100.7, unknown"]), peer);
        assert_eq!(key(&["198.51.100.7, junk"]), peer);
        assert_eq!(key(&["198.51.100.7", "_hidden"]), peer);
    }

    #[test]
    fn with_n_trusted_proxies_the_nth_item_from_the_right_is_the_client() {
        let peer = ip("127.0.0.1");
        let key = |lines: &[&str]| client_ip(&behind(2), &with(lines), peer);
        assert_eq!(key(&["6.6.6.6, 203.0.113.9, 10.0.0.2"]), ip("203.0.113.9"));
        assert_eq!(
            key(&["6.6.6.6, 203.0.113.9", "10.0.0.2"]),
            ip("203.0.113.9")
        );
        assert_eq!(key(&["6.6.6.6, unknown, 10.0.0.2"]), peer);
        assert_eq!(key(&["10.0.0.2"]), peer, "fewer items than proxies");
    }
}
