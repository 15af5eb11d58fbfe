//! The origin absolute URLs are written with (the page's feed URLs, the Atom feed's links), and
//! the one rule of a valid `Host`.
//!
//! A deployment names its public origin (`calendar-serve --public-origin`, the Worker's
//! [`PUBLIC_ORIGIN_VAR`]): every absolute URL then starts with it, whatever the request says.
//! Without it, the Atom feed's links are relative, and the page, whose feed URLs must be
//! absolute to be copied into a calendar app, takes the origin the face saw (`Request::origin`,
//! from `Host`, read by `head.rs`) and answers with `Vary: Host`. A request whose origin is not
//! `http(s)://host[:port]`, or that has more than one `Host`, is `400 BAD_REQUEST` once counted:
//! a forged `Host` is never written into a page.

/// The Worker's variable naming the public origin (`calendar-serve` takes `--public-origin`).
pub const PUBLIC_ORIGIN_VAR: &str = "CALENDAR_PUBLIC_ORIGIN";

/// `http://` or `https://` and a valid authority, nothing after (a trailing `/` is dropped):
/// the public origin as configured, normalised, or why it is not one.
pub(crate) fn parse_public_origin(text: &str) -> Result<String, String> {
    let trimmed = text.trim();
    let origin = trimmed.strip_suffix('/').unwrap_or(trimmed);
    if is_origin(origin) {
        Ok(origin.to_ascii_lowercase())
    } else {
        Err(format!(
            "public origin {text:?} is not http(s)://host[:port] (a host name, an IPv4 address or \
             a bracketed IPv6 address, with no path, query or user)"
        ))
    }
}

/// `http://` or `https://` and a valid [`is_authority`].
pub(crate) fn is_origin(origin: &str) -> bool {
    origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"))
        .is_some_and(is_authority)
}

/// Why a request's `Host` is refused, a catalog message's id (`ApiError::BadRequest`): one that
/// is not [`is_authority`] (the same words when a face's own origin is not
/// `http(s)://host[:port]`).
pub(crate) const INVALID_HOST: &str = "bad-request-host";

/// Why a request with two or more `Host` lines is refused (a catalog message's id).
const TWO_HOSTS: &str = "bad-request-hosts";

/// The origin an origin-form request was sent to, from its `Host` lines (each as text, `""` for
/// one that is not): `http://` and the one valid `Host`, none without one, or why the request
/// is refused (two or more, or an invalid one).
pub(crate) fn host_origin(hosts: &[String]) -> Result<Option<String>, &'static str> {
    match hosts {
        [] => Ok(None),
        [host] if is_authority(host) => Ok(Some(["http://", host].concat())),
        [_] => Err(INVALID_HOST),
        _ => Err(TWO_HOSTS),
    }
}

/// A `Host` value as a server takes it: `host[:port]`, the host a DNS name (letters, digits,
/// `-` and `.`, labels of 1 to 63, at most 253 in all), an IPv4 address or a bracketed IPv6
/// address, the port 1 to 65535.
pub(crate) fn is_authority(authority: &str) -> bool {
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, _)) if !host.ends_with(']') && host.contains(':') => (authority, None),
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let port_ok = port.is_none_or(|p| {
        (1..=5).contains(&p.len())
            && p.bytes().all(|b| b.is_ascii_digit())
            && p.parse::<u16>().is_ok_and(|n| n > 0)
    });
    let host_ok = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => v6.parse::<std::net::Ipv6Addr>().is_ok(),
        None => is_host_name(host),
    };
    port_ok && host_ok
}

/// A DNS name or an IPv4 address (which is one, syntactically): labels of 1 to 63 letters,
/// digits and `-`, none starting or ending with `-`, at most 253 bytes in all (a trailing `.`
/// aside). One pass over the bytes: every `Host` of every request comes here.
fn is_host_name(host: &str) -> bool {
    let host = host.strip_suffix('.').unwrap_or(host);
    if host.is_empty() || host.len() > 253 {
        return false;
    }
    let mut label = 0usize;
    let mut previous = b'.';
    for &b in host.as_bytes() {
        if b == b'.' {
            if label == 0 || previous == b'-' {
                return false;
            }
            label = 0;
        } else if b.is_ascii_alphanumeric() || b == b'-' {
            if label == 0 && b == b'-' {
                return false;
            }
            label += 1;
            if label > 63 {
                return false;
            }
        } else {
            return false;
        }
        previous = b;
    }
    label > 0 && previous != b'-'
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The one-pass reader agrees with the rule as written label by label.
        #[test]
        fn host_names_are_read_as_the_rule_says(host in "[a-z0-9.-]{0,12}|[a-z.-]{60,70}|(a{1,3}\\.){60,90}a{0,3}\\.?") {
            let rule = |host: &str| {
                let host = host.strip_suffix('.').unwrap_or(host);
                !host.is_empty()
                    && host.len() <= 253
                    && host.split('.').all(|label| {
                        (1..=63).contains(&label.len())
                            && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                            && !label.starts_with('-')
                            && !label.ends_with('-')
                    })
            };
            proptest::prop_assert_eq!(is_host_name(&host), rule(&host), "{:?}", host);
        }
    }

    #[test]
    fn hosts_are_names_addresses_and_ports_only() {
        for good in [
            "example.com",
            "calendar.example.com:8443",
            "127.0.0.1:8787",
            "localhost",
            "[::1]:8787",
            "[2001:db8::1]",
            "EXAMPLE.com.",
            "xn--fsq.example",
        ] {
            assert!(is_authority(good), "{good}");
        }
        for bad in [
            "",
            ":80",
            "example.com:",
            "example.com:123456",
            "example.com:99999",
            "example.com:0",
            "evil_host.example",
            "example.com:x",
            "a b",
            "evil.com/path",
            "evil.com?x",
            "user@evil.com",
            "evil.com\"><script>",
            "-a.com",
            "a..com",
            "2001:db8::1",
            "[2001:db8::1",
            "[nothing]",
            "例子.com",
            &"a".repeat(64),
        ] {
            assert!(!is_authority(bad), "{bad:?}");
        }
    }

    #[test]
    fn a_public_origin_is_a_scheme_and_an_authority() {
        assert_eq!(
            parse_public_origin("https://Calendar.Example.com/"),
            Ok("https://calendar.example.com".into())
        );
        assert_eq!(
            parse_public_origin("http://127.0.0.1:8787"),
            Ok("http://127.0.0.1:8787".into())
        );
        for bad in [
            "calendar.example.com",
            "ftp://example.com",
            "https://example.com/api",
            "https://example.com?x",
            "https://user@example.com",
            "https://",
            "javascript:alert(1)",
        ] {
            assert!(parse_public_origin(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn one_valid_host_is_the_origin_and_anything_else_is_refused() {
        let hosts = |list: &[&str]| list.iter().map(|h| h.to_string()).collect::<Vec<_>>();
        assert_eq!(host_origin(&[]), Ok(None));
        assert_eq!(
            host_origin(&hosts(&["calendar.example:8443"])),
            Ok(Some("http://calendar.example:8443".into()))
        );
        assert_eq!(
            host_origin(&hosts(&["evil_host.example"])),
            Err(INVALID_HOST)
        );
        assert_eq!(host_origin(&hosts(&[""])), Err(INVALID_HOST));
        assert_eq!(
            host_origin(&hosts(&["a.example", "a.example"])),
            Err(TWO_HOSTS)
        );
    }
}
