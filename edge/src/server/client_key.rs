//! Who the rate limiter counts: the peer address, or behind a trusted reverse proxy the address
//! that proxy wrote into a header.

use std::net::{IpAddr, SocketAddr};

use hyper::HeaderMap;
use hyper::header::HeaderName;

/// The client's address: with `--client-ip-header NAME`, the rightmost item of that header (of
/// its last line when repeated) that parses as an IP address, which is the one the nearest
/// proxy appended; otherwise, or when no item parses, the peer address. Never an arbitrary
/// string: a client can prepend what it likes to `X-Forwarded-For`, but not append after the
/// proxy.
pub fn client_ip(header: Option<&HeaderName>, headers: &HeaderMap, peer: IpAddr) -> IpAddr {
    header
        .and_then(|name| {
            headers
                .get_all(name)
                .iter()
                .rev()
                .filter_map(|line| line.to_str().ok())
                .flat_map(|line| line.rsplit(','))
                .find_map(parse_item)
        })
        .unwrap_or(peer)
}

/// One list item: an address, optionally with a port (`1.2.3.4:80`, `[2001:db8::1]:80`).
fn parse_item(item: &str) -> Option<IpAddr> {
    let item = item.trim();
    item.parse::<IpAddr>()
        .ok()
        .or_else(|| item.parse::<SocketAddr>().ok().map(|s| s.ip()))
        .map(|ip| ip.to_canonical())
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

    #[test]
    fn the_rightmost_address_wins_and_anything_else_is_the_peer() {
        let name = HeaderName::from_static("x-forwarded-for");
        let peer = ip("127.0.0.1");
        let key = |lines: &[&str]| client_ip(Some(&name), &with(lines), peer);
        assert_eq!(key(&["203.0.113.9"]), ip("203.0.113.9"));
        assert_eq!(key(&["1.1.1.1, 203.0.113.9"]), ip("203.0.113.9"));
        assert_eq!(key(&["203.0.113.9, junk, "]), ip("203.0.113.9"));
        assert_eq!(key(&["1.1.1.1", "2001:db8::7"]), ip("2001:db8::7"));
        assert_eq!(key(&["[2001:db8::7]:443"]), ip("2001:db8::7"));
        assert_eq!(key(&["198.51.100.1:8080"]), ip("198.51.100.1"));
        assert_eq!(key(&["::ffff:192.0.2.1"]), ip("192.0.2.1"));
        assert_eq!(key(&[&"x".repeat(100_000)]), peer);
        assert_eq!(key(&["unknown"]), peer);
        assert_eq!(key(&[]), peer);
        assert_eq!(client_ip(None, &with(&["203.0.113.9"]), peer), peer);
    }
}
