//! A face's request head as the library reads it: [`Head::read`] takes the raw method, the
//! request target and a lookup into the face's own header map, and reads every header field the
//! API needs by name (`Host`, the conditions, the preflight's list, `Accept-Language`, `Accept`;
//! on a `POST`, `Content-Type`, `MCP-Protocol-Version`, and `Origin` and `Sec-Fetch-Site` for
//! the subscriptions' `action`), so no face names one or judges `Host`.

use chrono::{DateTime, Utc};

use super::http::{Body, Request};
use super::origin;
use super::paths::MCP_PATH;

/// The fields the library reads, each by its lower-case name.
const HOST: &str = "host";
const IF_NONE_MATCH: &str = "if-none-match";
const IF_MODIFIED_SINCE: &str = "if-modified-since";
const ACCEPT_LANGUAGE: &str = "accept-language";
const ACCEPT: &str = "accept";
const ACCESS_CONTROL_REQUEST_HEADERS: &str = "access-control-request-headers";
/// Read only on a `POST` (the MCP endpoint's; the last two, where a `POST` comes from, the
/// page's form's: `subscription::action`).
const CONTENT_TYPE: &str = "content-type";
const MCP_PROTOCOL_VERSION: &str = "mcp-protocol-version";
const ORIGIN: &str = "origin";
const SEC_FETCH_SITE: &str = "sec-fetch-site";
/// What an `Accept` line that is not text is read as: a value no media type matches.
const NOT_TEXT: &str = "\u{fffd}";

/// What the library read of one request's method, target and header fields; its
/// [`Head::request`] is what [`super::state::Service::handle`] answers.
#[derive(Debug, Clone)]
pub struct Head<'a> {
    method: &'a str,
    path: &'a str,
    query: &'a str,
    /// `scheme://host[:port]`: the absolute target's, else `http://` and the one valid `Host`.
    origin: Option<String>,
    bad_head: Option<&'static str>,
    if_none_match: Option<String>,
    if_modified_since: Option<String>,
    accept_language: Option<String>,
    accept: Option<String>,
    access_control_request_headers: Option<String>,
    /// `Content-Type`, `MCP-Protocol-Version`, `Origin` and `Sec-Fetch-Site` of a `POST`.
    post: Option<[Option<String>; 4]>,
}

impl<'a> Head<'a> {
    /// Reads a request: its raw `method`; its `target`, either as sent (`/path?query`, the
    /// origin-form) or the absolute URL a runtime hands over (`https://host/path?query`, whose
    /// origin is then the request's and whose `Host` is not read, as RFC 9112 says); and its
    /// header fields through `fields`, which calls its second argument with each line of the
    /// field its first argument names (in ASCII lower case), in order: the value, or `None`
    /// where the value is not text. A face that only has a field's lines joined passes the
    /// joined value once.
    ///
    /// An origin-form request with more than one `Host`, or one that is not `host[:port]`, is
    /// refused (`400 BAD_REQUEST`, after the rate limit counts it); a repeated `If-None-Match`
    /// is read joined with `, `; of the other fields only the first line is read, and
    /// `Content-Type`, `MCP-Protocol-Version`, `Origin` and `Sec-Fetch-Site` only on a `POST`.
    pub fn read(
        method: &'a str,
        target: &'a str,
        fields: impl Fn(&'static str, &mut dyn FnMut(Option<&str>)),
    ) -> Head<'a> {
        // The first line of a field: `None` when there is none, `Some(None)` when it is not text.
        let first_line = |name| {
            let mut first = None;
            fields(name, &mut |value| {
                if first.is_none() {
                    first = Some(value.map(str::to_owned));
                }
            });
            first
        };
        let first = |name| first_line(name).flatten();
        let (origin, bad_head) = match absolute_origin(target) {
            Some(origin) => (Some(origin.to_owned()), None),
            None => {
                let mut hosts = Vec::new();
                fields(HOST, &mut |value| {
                    hosts.push(value.unwrap_or("").to_owned())
                });
                match origin::host_origin(&hosts) {
                    Ok(origin) => (origin, None),
                    Err(why) => (None, Some(why)),
                }
            }
        };
        let mut tags: Vec<String> = Vec::new();
        fields(IF_NONE_MATCH, &mut |value| {
            if let Some(value) = value {
                tags.push(value.to_owned());
            }
        });
        let (path, query) = split_target(target);
        Head {
            method,
            path,
            query,
            origin,
            bad_head,
            if_none_match: (!tags.is_empty()).then(|| tags.join(", ")),
            if_modified_since: first(IF_MODIFIED_SINCE),
            accept_language: first(ACCEPT_LANGUAGE),
            // An `Accept` that is not text (obs-text) allows nothing: the MCP endpoint's `406`,
            // as openapi.json's pattern says (and as the Worker's runtime, which hands such
            // bytes over as Latin-1 text, answers).
            accept: first_line(ACCEPT).map(|value| value.unwrap_or_else(|| NOT_TEXT.to_owned())),
            access_control_request_headers: first(ACCESS_CONTROL_REQUEST_HEADERS),
            post: (method == "POST").then(|| {
                [
                    first(CONTENT_TYPE),
                    first(MCP_PROTOCOL_VERSION),
                    first(ORIGIN),
                    first(SEC_FETCH_SITE),
                ]
            }),
        }
    }

    /// Whether a face reads the body of a request of `method` to `path` (into
    /// [`Request::with_body`], at most [`super::mcp::MAX_REQUEST_BODY`]): only a `POST` to the MCP
    /// endpoint has one the API reads, so no other request waits for a body.
    pub fn wants_body(method: &str, path: &str) -> bool {
        method == "POST" && path == MCP_PATH
    }

    /// The request this head makes, from `client` (the rate limiter's key, the face's
    /// business) at `now`.
    pub fn request<'s>(&'s self, client: &'s str, now: DateTime<Utc>) -> Request<'s> {
        Request {
            method: self.method,
            path: self.path,
            query: self.query,
            client,
            access_control_request_headers: self.access_control_request_headers.as_deref(),
            if_none_match: self.if_none_match.as_deref(),
            if_modified_since: self.if_modified_since.as_deref(),
            accept_language: self.accept_language.as_deref(),
            accept: self.accept.as_deref(),
            now,
            origin: self.origin.as_deref(),
            bad_head: self.bad_head,
            content_type: self.post_field(0),
            mcp_protocol_version: self.post_field(1),
            body: Body::default(),
        }
    }

    fn post_field(&self, index: usize) -> Option<&str> {
        self.post.as_ref()?.get(index)?.as_deref()
    }

    /// The path of the target, raw.
    pub fn path(&self) -> &'a str {
        self.path
    }

    /// The raw method.
    pub fn method(&self) -> &'a str {
        self.method
    }

    /// Where a `POST` says it comes from: its `Origin` and its `Sec-Fetch-Site` (each `None`
    /// when absent, or not a `POST`); and the origin it was sent to (`scheme://host[:port]`,
    /// as the request's own origin is read), if known.
    pub(crate) fn sent_from(&self) -> (Option<&str>, Option<&str>, Option<&str>) {
        (
            self.post_field(2),
            self.post_field(3),
            self.origin.as_deref(),
        )
    }

    /// The raw query of the target, without `?`; empty when there is none.
    pub fn query(&self) -> &'a str {
        self.query
    }
}

/// `scheme://authority` of an absolute `http(s)` URL; `None` for any other target.
fn absolute_origin(target: &str) -> Option<&str> {
    let rest = target
        .strip_prefix("https://")
        .or_else(|| target.strip_prefix("http://"))?;
    let authority = rest
        .find(['/', '?', '#'])
        .map_or(rest, |i| rest.get(..i).unwrap_or(rest));
    target.get(..target.len().saturating_sub(rest.len()) + authority.len())
}

/// The path and raw query of a target, with no decoding or normalisation: an absolute URL's
/// path (`/` when it has none) and query, its fragment dropped; an origin-form target split at
/// its first `?`.
fn split_target(target: &str) -> (&str, &str) {
    let (path_and_query, absolute) = match target
        .strip_prefix("https://")
        .or_else(|| target.strip_prefix("http://"))
    {
        Some(rest) => {
            let rest = rest.split_once('#').map_or(rest, |(a, _)| a);
            (
                rest.find(['/', '?'])
                    .and_then(|i| rest.get(i..))
                    .unwrap_or(""),
                true,
            )
        }
        None => (target, false),
    };
    let (path, query) = path_and_query
        .split_once('?')
        .unwrap_or((path_and_query, ""));
    if absolute && path.is_empty() {
        ("/", query)
    } else {
        (path, query)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header map as a face holds it: (lower-case name, value or not text), in order.
    fn read<'a>(method: &'a str, target: &'a str, lines: &[(&str, Option<&str>)]) -> Head<'a> {
        Head::read(method, target, |name, each| {
            for (n, value) in lines {
                if *n == name {
                    each(*value);
                }
            }
        })
    }

    #[test]
    fn an_origin_form_request_takes_its_origin_from_its_one_valid_host() {
        let head = read(
            "GET",
            "/api/v1/events?version=1",
            &[("host", Some("mirror.example:8443"))],
        );
        let request = head.request("192.0.2.1", DateTime::<Utc>::MIN_UTC);
        assert_eq!(
            (request.path, request.query),
            ("/api/v1/events", "version=1")
        );
        assert_eq!(request.origin, Some("http://mirror.example:8443"));
        assert_eq!(request.bad_head, None);
        assert_eq!(read("GET", "/", &[]).origin, None);
        for lines in [
            &[("host", Some("a.example")), ("host", Some("a.example"))][..],
            &[("host", Some("evil_host.example"))],
            &[("host", None)],
        ] {
            let head = read("GET", "/", lines);
            assert!(head.bad_head.is_some(), "{lines:?}");
            assert_eq!(head.origin, None);
        }
    }

    #[test]
    fn an_absolute_target_is_its_own_origin_and_host_is_not_read() {
        let head = read(
            "GET",
            "https://cal.example/api/v1/events.ics?alarm=P1D#x",
            &[("host", Some("a")), ("host", Some("b"))],
        );
        assert_eq!(head.origin.as_deref(), Some("https://cal.example"));
        assert_eq!(head.bad_head, None);
        assert_eq!(
            (head.path(), head.query()),
            ("/api/v1/events.ics", "alarm=P1D")
        );
        let bare = read("GET", "http://cal.example?x=1", &[]);
        assert_eq!((bare.path(), bare.query()), ("/", "x=1"));
        assert_eq!(bare.origin.as_deref(), Some("http://cal.example"));
    }

    #[test]
    fn the_fields_of_a_body_are_read_on_a_post_only_and_only_mcp_wants_one() {
        let lines = [
            ("content-type", Some("application/json")),
            ("accept", Some("application/json, text/event-stream")),
            ("mcp-protocol-version", Some("2025-06-18")),
        ];
        let post = read("POST", "/mcp", &lines);
        let request = post.request("192.0.2.1", DateTime::<Utc>::MIN_UTC);
        assert_eq!(request.content_type, Some("application/json"));
        assert_eq!(request.accept, Some("application/json, text/event-stream"));
        assert_eq!(request.mcp_protocol_version, Some("2025-06-18"));
        let get = read("GET", "/mcp", &lines);
        let request = get.request("192.0.2.1", DateTime::<Utc>::MIN_UTC);
        assert_eq!(
            (request.content_type, request.mcp_protocol_version),
            (None, None)
        );
        // `Accept` is read on every request (the page's `429` asks it too).
        assert_eq!(request.accept, Some("application/json, text/event-stream"));
        assert!(Head::wants_body("POST", "/mcp"));
        for (method, path) in [
            ("GET", "/mcp"),
            ("POST", "/"),
            ("PUT", "/mcp"),
            ("POST", "/mcp/"),
        ] {
            assert!(!Head::wants_body(method, path), "{method} {path}");
        }
    }

    /// schemathesis sent `Accept: \x84` to `/mcp` and had it answered as no `Accept`; an `Accept`
    /// that is not text now allows nothing, as openapi.json's pattern says (issue 50).
    #[test]
    fn an_accept_that_is_not_text_allows_nothing() {
        let head = read("POST", "/mcp", &[("accept", None), ("accept", Some("*/*"))]);
        let request = head.request("192.0.2.1", DateTime::<Utc>::MIN_UTC);
        assert_eq!(request.accept, Some(NOT_TEXT));
        assert!(!crate::query::negotiate::accepts_json(NOT_TEXT));
        assert_eq!(read("POST", "/mcp", &[]).accept, None);
    }

    #[test]
    fn repeated_tags_are_joined_and_other_fields_take_their_first_line() {
        let head = read(
            "GET",
            "/",
            &[
                ("if-none-match", Some("W/\"a\"")),
                ("if-none-match", None),
                ("if-none-match", Some("W/\"b\"")),
                ("accept-language", None),
                ("accept-language", Some("en")),
                ("if-modified-since", Some("Wed, 25 Nov 2026 06:00:00 GMT")),
                ("if-modified-since", Some("later")),
                ("access-control-request-headers", Some("If-None-Match")),
            ],
        );
        let request = head.request("192.0.2.1", DateTime::<Utc>::MIN_UTC);
        assert_eq!(request.if_none_match, Some("W/\"a\", W/\"b\""));
        assert_eq!(request.accept_language, None, "the first line is not text");
        assert_eq!(
            request.if_modified_since,
            Some("Wed, 25 Nov 2026 06:00:00 GMT")
        );
        assert_eq!(
            request.access_control_request_headers,
            Some("If-None-Match")
        );
    }
}
