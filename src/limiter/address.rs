//! The one home of how a written client address is read: the faces take the client from a
//! header (`CF-Connecting-IP`, a trusted proxy's `X-Forwarded-For` item), and the limiter keys
//! whatever text it is given; both read it with [`client_ip`].

use std::net::{IpAddr, Ipv4Addr};

/// The longest item read; anything longer is not an address.
const MAX_ITEM: usize = 128;

/// One written address, normalised: surrounding whitespace and double quotes, IPv6 brackets, a
/// port (`1.2.3.4:5678`, `[2001:db8::1]:443`), an IPv6 zone id (`fe80::1%eth0`) and letter case
/// do not matter, and an IPv4-mapped IPv6 address is its IPv4 address. `None` for anything else
/// (`unknown`, an obfuscated `_hidden` node, garbage).
pub fn client_ip(item: &str) -> Option<IpAddr> {
    if item.len() > MAX_ITEM {
        return None;
    }
    let item = item.trim();
    let item = item
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap_or(item)
        .trim();
    let ip = if let Some(rest) = item.strip_prefix('[') {
        // `[v6]` or `[v6]:port`.
        let (inside, after) = rest.split_once(']')?;
        if !(after.is_empty() || after.strip_prefix(':').is_some_and(is_port)) {
            return None;
        }
        IpAddr::V6(without_zone(inside)?.parse().ok()?)
    } else if let Some((host, port)) = item.split_once(':').filter(|(_, p)| !p.contains(':')) {
        // One colon: `v4:port`.
        if !is_port(port) {
            return None;
        }
        IpAddr::V4(host.parse::<Ipv4Addr>().ok()?)
    } else {
        without_zone(item)?.parse().ok()?
    };
    Some(ip.to_canonical())
}

/// An IPv6 address without its `%zone`; `None` when the zone is empty.
fn without_zone(text: &str) -> Option<&str> {
    match text.split_once('%') {
        Some((address, zone)) if !zone.is_empty() && address.contains(':') => Some(address),
        Some(_) => None,
        None => Some(text),
    }
}

fn is_port(text: &str) -> bool {
    !text.is_empty() && text.len() <= 5 && text.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_of_one_address_is_that_address() {
        let v6: IpAddr = "2001:db8::1".parse().unwrap();
        for text in [
            "2001:db8::1",
            "2001:DB8::1",
            " 2001:db8::1 ",
            "[2001:db8::1]",
            "[2001:db8::1]:443",
            "2001:db8::1%eth0",
            "[2001:db8::1%25eth0]:80",
            "\"2001:db8::1\"",
            "\"[2001:db8::1]:4711\"",
        ] {
            assert_eq!(client_ip(text), Some(v6), "{text:?}");
        }
        let v4: IpAddr = "1.2.3.4".parse().unwrap();
        for text in [
            "1.2.3.4",
            "1.2.3.4:5678",
            "\"1.2.3.4\"",
            "::ffff:1.2.3.4",
            "[::ffff:1.2.3.4]:1",
        ] {
            assert_eq!(client_ip(text), Some(v4), "{text:?}");
        }
        for text in [
            "",
            "unknown",
            "UNKNOWN",
            "_hidden",
            "1.2.3",
            "1.2.3.4:",
            "1.2.3.4:port",
            "[1.2.3.4]",
            "[2001:db8::1",
            "[2001:db8::1]x",
            "2001:db8::1%",
            "1.2.3.4%eth0",
            "\"1.2.3.4",
            "1.2.3.4:123456",
        ] {
            assert_eq!(client_ip(text), None, "{text:?}");
        }
        assert_eq!(client_ip(&format!("{}1.2.3.4", " ".repeat(200))), None);
    }
}
