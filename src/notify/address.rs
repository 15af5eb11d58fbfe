//! Where a public subscription's webhook may be posted (`subscription.rs`): a public instance
//! must never become a way into its own network.
//!
//! - [`is_public`]: whether an address is on the public Internet, refusing loopback, private,
//!   link-local, CGNAT, unique-local, multicast, unspecified, documentation, benchmarking and
//!   other special-purpose ranges (IANA's registries), and an IPv4-mapped or -embedding IPv6
//!   address by the IPv4 address inside.
//! - [`AllowedHost`]: a host `--allow-webhook-host` names (`HOST[:PORT]`): posted to whatever it
//!   resolves to (a loopback mock in tests), on its port only when it names one; plain `http`
//!   only to such a host that is loopback.
//! - [`reach`]: what a URL asks of the face before a connection: nothing more (an allowed host
//!   and port, a public address literal), or a name to resolve (any name, `localhost` too) whose
//!   every address must be public ([`is_public`]), the connection made to a checked one. A host
//!   an allowed entry names, on a port no entry allows, is refused: so a name an allowed entry
//!   names is only ever connected to on a port it is allowed on, and a face's resolver, asked
//!   for a name without its port, may exempt such a name ([`AllowedHost::names`]) and no other.
//! - [`is_discord_webhook`]: a Discord subscription's URL shape.
//! - [`dns_addresses`]: what a DNS answer's response code says of a name's addresses, for a face
//!   that reads the answer itself (the notifier Worker's DNS-over-HTTPS).
//! - [`destination`]: whom a post to a URL reaches, for a face's limit of confirmations per
//!   destination.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Whether `ip` is a public unicast address a webhook may be posted to.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let special = a == 0 // "this network", unspecified
        || a == 10 // private
        || a == 127 // loopback
        || (a == 100 && (64..=127).contains(&b)) // CGNAT, shared address space
        || (a == 169 && b == 254) // link-local
        || (a == 172 && (16..=31).contains(&b)) // private
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2) // documentation (TEST-NET-1)
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || (a == 192 && b == 168) // private
        || (a == 198 && (18..=19).contains(&b)) // benchmarking
        || (a == 198 && b == 51 && c == 100) // documentation (TEST-NET-2)
        || (a == 203 && b == 0 && c == 113) // documentation (TEST-NET-3)
        || a >= 224; // multicast, reserved, broadcast
    !special
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let segments = ip.segments();
    let [s0, s1, ..] = segments;
    // Only global unicast (2000::/3) is public; inside it, the special-purpose blocks.
    let global = (s0 & 0xe000) == 0x2000;
    // IETF protocol assignments (Teredo, ORCHID, benchmarking: 2001::/23), documentation
    // (2001:db8::/32, 3fff::/20), 6to4 (an IPv4 address inside: 2002::/16).
    let special =
        (s0 == 0x2001 && (s1 < 0x0200 || s1 == 0x0db8)) || s0 == 0x2002 || (s0 & 0xfff0) == 0x3ff0;
    global && !special
}

/// A host `--allow-webhook-host` names: its name or address as a URL parser writes it, and
/// its port if given (any port otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowedHost {
    host: String,
    port: Option<u16>,
    loopback: bool,
}

impl std::str::FromStr for AllowedHost {
    type Err = String;

    /// `HOST[:PORT]`: a name, an IPv4 address or a bracketed IPv6 address (`[::1]:8080`).
    fn from_str(text: &str) -> Result<AllowedHost, String> {
        let refuse = || format!("`{text}` is not HOST[:PORT]");
        if text.is_empty() || text.contains(['/', '@', '?', '#', '\\']) {
            return Err(refuse());
        }
        let parsed = url::Url::parse(&format!("http://{text}/")).map_err(|_| refuse())?;
        let host = parsed.host_str().ok_or_else(refuse)?.to_string();
        let loopback = is_loopback_host(&parsed);
        Ok(AllowedHost {
            host,
            port: parsed.port(),
            loopback,
        })
    }
}

impl AllowedHost {
    /// Whether this entry names `host` (as a resolver is asked for it, without a port). Only
    /// for a resolver of URLs that passed [`reach`], which refuses a host an entry names on a
    /// port no entry allows: a name alone never exempts an address from the public check
    /// otherwise.
    pub fn names(&self, host: &str) -> bool {
        self.host.eq_ignore_ascii_case(host)
    }

    /// Whether this entry names `url`'s host and port.
    pub fn allows(&self, url: &url::Url) -> bool {
        url.host_str() == Some(self.host.as_str())
            && self
                .port
                .is_none_or(|port| url.port_or_known_default() == Some(port))
    }
}

/// `localhost` (and its subdomains), `127.0.0.0/8`, `::1`.
fn is_loopback_host(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(name)) => name == "localhost" || name.ends_with(".localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// What a webhook URL asks of the face before a post ([`reach`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reach {
    /// An allowed host and port, or a public address literal: connect as it is.
    Direct,
    /// A name no allowed entry names: resolve it, refuse it unless every address is
    /// [`is_public`] (nothing exempts it), and connect only to one of the addresses checked.
    Resolve { host: String, port: u16 },
}

/// Why a URL's address is refused: fixed words, never the URL (each a catalog message's id,
/// told in the subscription's language: `subscription::Error::NotAllowed`).
pub const NOT_PUBLIC: &str = "subscription-url-not-public";
const HTTP_NOT_ALLOWED: &str = "subscription-url-http";
/// Why a name is refused when it resolves to no address.
pub const NOT_RESOLVED: &str = "subscription-url-not-resolved";

/// Whether `url` may be posted to from a public server, and what is left to check once its
/// name is resolved. An allowed host and port (`allowed`) is posted to as it is, over `http`
/// only when it is loopback; the same host on a port no entry allows is refused (with the
/// words of an inward address: the answer tells nothing of the allowed list); any other URL is
/// `https` to a public address literal or a name.
pub fn reach(url: &url::Url, allowed: &[AllowedHost]) -> Result<Reach, &'static str> {
    if let Some(host) = allowed.iter().find(|a| a.allows(url)) {
        return match url.scheme() {
            "https" => Ok(Reach::Direct),
            "http" if host.loopback && is_loopback_host(url) => Ok(Reach::Direct),
            _ => Err(HTTP_NOT_ALLOWED),
        };
    }
    if url.scheme() != "https" {
        return Err(HTTP_NOT_ALLOWED);
    }
    if allowed
        .iter()
        .any(|a| a.names(url.host_str().unwrap_or("")))
    {
        return Err(NOT_PUBLIC);
    }
    let port = url.port_or_known_default().unwrap_or(443);
    match url.host() {
        Some(url::Host::Ipv4(ip)) if is_public(IpAddr::V4(ip)) => Ok(Reach::Direct),
        Some(url::Host::Ipv6(ip)) if is_public(IpAddr::V6(ip)) => Ok(Reach::Direct),
        // `localhost` too: what a name resolves to is checked, not what it looks like.
        Some(url::Host::Domain(name)) => Ok(Reach::Resolve {
            host: name.to_string(),
            port,
        }),
        _ => Err(NOT_PUBLIC),
    }
}

/// The hosts of Discord's webhooks.
const DISCORD_HOSTS: [&str; 6] = [
    "discord.com",
    "ptb.discord.com",
    "canary.discord.com",
    "discordapp.com",
    "ptb.discordapp.com",
    "canary.discordapp.com",
];

/// The host of Telegram's Bot API, which every bot is posted through.
const TELEGRAM_HOST: &str = "api.telegram.org";

/// Whom a post to `url` reaches, for a limit per destination: its host, whatever its port,
/// path or query (one site is one destination); on the hosts that serve every chat (Discord's
/// webhooks, Telegram's Bot API), the host and path, each webhook or bot one destination.
/// Holds a path's token: the face keeps it hashed and never logs it.
pub fn destination(url: &url::Url) -> String {
    let host = url.host_str().unwrap_or("");
    if DISCORD_HOSTS.contains(&host) || host == TELEGRAM_HOST {
        format!("{host}{}", url.path())
    } else {
        host.to_string()
    }
}

/// Whether `url` is a Discord webhook, `https://discord.com/api/webhooks/<id>/<token>` (or
/// `discordapp.com`, `ptb.`, `canary.`; an optional `/api/v<N>/`), with no query or fragment.
/// On an allowed host (a test's mock), only its path is read.
pub fn is_discord_webhook(url: &url::Url, allowed: &[AllowedHost]) -> bool {
    let host_ok = url.scheme() == "https"
        && url.port().is_none()
        && url.host_str().is_some_and(|h| DISCORD_HOSTS.contains(&h));
    let on_allowed = allowed.iter().any(|a| a.allows(url));
    let mut parts = url.path().split('/');
    let path_ok = parts.next() == Some("")
        && parts.next() == Some("api")
        && {
            let mut next = parts.next();
            if next.is_some_and(|v| {
                v.strip_prefix('v')
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            }) {
                next = parts.next();
            }
            next == Some("webhooks")
        }
        && parts.next().is_some_and(|id| {
            !id.is_empty() && id.len() <= 20 && id.bytes().all(|b| b.is_ascii_digit())
        })
        && parts.next().is_some_and(|token| {
            (1..=128).contains(&token.len())
                && token
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        })
        && parts.next().is_none();
    (host_ok || on_allowed) && path_ok && url.query().is_none() && url.fragment().is_none()
}

/// Why a name is refused when its name server gave no answer: fixed words (a catalog id).
pub const NOT_ANSWERED: &str = "subscription-url-not-answered";

/// The addresses a DNS answer gives a name, by its response code `rcode` (RFC 1035's RCODE, the
/// `Status` of a DNS-over-HTTPS JSON answer) and the addresses of its `records` of the type asked:
/// NOERROR (0) those, NXDOMAIN (3) none. Any other code (SERVFAIL, REFUSED, ...) is refused
/// ([`NOT_ANSWERED`]): a server that failed told nothing of the name's addresses, and reading it
/// as "none" would pass a name on its other family's addresses alone.
pub fn dns_addresses(rcode: u32, records: Vec<IpAddr>) -> Result<Vec<IpAddr>, &'static str> {
    match rcode {
        0 => Ok(records),
        3 => Ok(Vec::new()),
        _ => Err(NOT_ANSWERED),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn only_public_unicast_addresses_are_public() {
        for public in [
            "8.8.8.8",
            "1.1.1.1",
            "162.159.128.233",
            "100.63.255.255",
            "100.128.0.1",
            "172.32.0.1",
            "2606:4700::6810:84e5",
            "::ffff:8.8.8.8",
        ] {
            assert!(is_public(ip(public)), "{public}");
        }
        for special in [
            "0.0.0.0",
            "0.1.2.3",
            "127.0.0.1",
            "127.255.0.9",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "100.127.255.254",
            "192.0.0.8",
            "192.0.2.1",
            "198.51.100.7",
            "203.0.113.9",
            "198.18.0.1",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "::127.0.0.1",
            "64:ff9b::a00:1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
            "2001:db8::1",
            "2001::1",
            "2002:7f00:1::1",
            "3fff::1",
            "100::1",
        ] {
            assert!(!is_public(ip(special)), "{special}");
        }
    }

    fn url(text: &str) -> url::Url {
        url::Url::parse(text).unwrap()
    }

    fn allowed(list: &[&str]) -> Vec<AllowedHost> {
        list.iter().map(|h| h.parse().unwrap()).collect()
    }

    #[test]
    fn a_url_reaches_only_public_addresses_unless_its_host_is_allowed() {
        let none = allowed(&[]);
        assert_eq!(
            reach(&url("https://hooks.example.org/x"), &none),
            Ok(Reach::Resolve {
                host: "hooks.example.org".into(),
                port: 443
            })
        );
        assert_eq!(
            reach(&url("https://8.8.8.8:8443/x"), &none),
            Ok(Reach::Direct)
        );
        for refused in [
            "http://hooks.example.org/x",
            "http://127.0.0.1:9000/x",
            "https://127.0.0.1/x",
            "https://[::1]/x",
            "https://[::ffff:7f00:1]/x",
            "https://10.0.0.1/x",
            "https://169.254.169.254/latest",
        ] {
            assert!(reach(&url(refused), &none).is_err(), "{refused}");
        }
        // A name is resolved, and what it resolves to checked (the face's resolver).
        assert_eq!(
            reach(&url("https://localhost:8443/x"), &none),
            Ok(Reach::Resolve {
                host: "localhost".into(),
                port: 8443
            })
        );
        let some = allowed(&["127.0.0.1:9000", "localhost", "hooks.internal"]);
        assert_eq!(
            reach(&url("http://127.0.0.1:9000/x"), &some),
            Ok(Reach::Direct)
        );
        assert!(reach(&url("http://127.0.0.1:9001/x"), &some).is_err());
        // A name allowed on one port is not exempt on another: refused, never resolved.
        let one_port = allowed(&["localhost:9000", "hooks.internal:8443"]);
        assert_eq!(
            reach(&url("http://localhost:9000/x"), &one_port),
            Ok(Reach::Direct)
        );
        for other_port in [
            "https://localhost:19444/internal/admin?action=x",
            "https://localhost/x",
            "https://LOCALHOST:22/x",
            "https://hooks.internal/x",
            "https://hooks.internal:8444/x",
            "https://127.0.0.1:19444/x",
        ] {
            assert_eq!(
                reach(&url(other_port), &one_port),
                Err(NOT_PUBLIC),
                "{other_port}"
            );
        }
        assert_eq!(
            reach(&url("http://localhost:9001/x"), &one_port),
            Err(HTTP_NOT_ALLOWED)
        );
        // A name no entry names is resolved and checked, as without an allowed list.
        assert_eq!(
            reach(&url("https://localhost.:19444/x"), &one_port),
            Ok(Reach::Resolve {
                host: "localhost.".into(),
                port: 19444
            })
        );
        assert_eq!(
            reach(&url("http://localhost:5/x"), &some),
            Ok(Reach::Direct)
        );
        assert_eq!(
            reach(&url("https://hooks.internal/x"), &some),
            Ok(Reach::Direct)
        );
        // Plain http only to a loopback host, allowed or not.
        assert!(reach(&url("http://hooks.internal/x"), &some).is_err());
        assert!("a/b".parse::<AllowedHost>().is_err());
        assert!("".parse::<AllowedHost>().is_err());
        assert!("u@h".parse::<AllowedHost>().is_err());
        assert_eq!(
            reach(&url("http://[::1]:8080/x"), &allowed(&["[::1]:8080"])),
            Ok(Reach::Direct)
        );
    }

    #[test]
    fn a_destination_is_a_site_or_on_a_chat_service_one_webhook() {
        let of = |text: &str| destination(&url(text));
        assert_eq!(of("https://hooks.example.org/a?x=1"), "hooks.example.org");
        assert_eq!(of("https://HOOKS.example.org:8443/b"), "hooks.example.org");
        assert_eq!(of("https://8.8.8.8/x"), "8.8.8.8");
        assert_eq!(
            of("https://discord.com/api/webhooks/1/x"),
            "discord.com/api/webhooks/1/x"
        );
        assert_ne!(
            of("https://discord.com/api/webhooks/1/x"),
            of("https://discord.com/api/webhooks/2/y")
        );
        assert_eq!(
            of("https://api.telegram.org/bot1:AA"),
            "api.telegram.org/bot1:AA"
        );
    }

    #[test]
    fn a_discord_url_has_the_webhooks_shape() {
        let none = allowed(&[]);
        for good in [
            "https://discord.com/api/webhooks/123456789012345678/AbC_d-9",
            "https://canary.discord.com/api/webhooks/1/x",
            "https://ptb.discordapp.com/api/v10/webhooks/1/x",
        ] {
            assert!(is_discord_webhook(&url(good), &none), "{good}");
        }
        for bad in [
            "https://discord.com.evil.example/api/webhooks/1/x",
            "https://evil.example/api/webhooks/1/x",
            "http://discord.com/api/webhooks/1/x",
            "https://discord.com:8443/api/webhooks/1/x",
            "https://discord.com/api/webhooks/x/y",
            "https://discord.com/api/webhooks/1/x/github",
            "https://discord.com/api/webhooks/1/x?wait=false",
            "https://discord.com/api/channels/1/x",
        ] {
            assert!(!is_discord_webhook(&url(bad), &none), "{bad}");
        }
        let mock = allowed(&["127.0.0.1:7000"]);
        assert!(is_discord_webhook(
            &url("http://127.0.0.1:7000/api/webhooks/1/x"),
            &mock
        ));
        assert!(!is_discord_webhook(
            &url("http://127.0.0.1:7000/hook"),
            &mock
        ));
    }

    #[test]
    fn only_noerror_and_nxdomain_are_answers() {
        let public = vec![ip("8.8.8.8")];
        for (rcode, expected) in [
            (0, Ok(public.clone())),
            (3, Ok(Vec::new())),
            // FORMERR, SERVFAIL, NOTIMP, REFUSED, and a code no resolver should send.
            (1, Err(NOT_ANSWERED)),
            (2, Err(NOT_ANSWERED)),
            (4, Err(NOT_ANSWERED)),
            (5, Err(NOT_ANSWERED)),
            (4095, Err(NOT_ANSWERED)),
        ] {
            assert_eq!(dns_addresses(rcode, public.clone()), expected, "{rcode}");
        }
    }
}
