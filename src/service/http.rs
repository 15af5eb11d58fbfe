//! The library's HTTP: what it needs of a request ([`Request`]), what it answers
//! ([`Response`]), the one map from errors to HTTP ([`ApiError::into_response`]), the CORS
//! preflight and `304 Not Modified`.

use bytes::Bytes;
use chrono::{DateTime, Utc};
use serde::Serialize;

use super::echo;
use super::paths::EVENTS_PATH;
use crate::catalog::{Said, say};
use crate::lang::Locale;
use crate::query::QueryError;
use crate::time::{self, Layout};
use crate::v1::API_VERSION;

/// `Cache-Control` of successful responses: shared caches keep them for 60 s and may serve them
/// stale for 300 s more while revalidating.
pub const CACHE_CONTROL_OK: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/// `CDN-Cache-Control` (RFC 9213) beside [`CACHE_CONTROL_OK`]: what a CDN that honours it
/// (Cloudflare's, Workers Cache included) applies instead. The same 60 s and 300 s, without the
/// `s-maxage` that turns serving stale off there, and stale for up to a day while the Worker
/// fails (past the daily request quota, Cloudflare errors until 00:00 UTC).
pub const CDN_CACHE_CONTROL: &str =
    "public, max-age=60, stale-while-revalidate=300, stale-if-error=86400";
pub(crate) const CONTENT_TYPE_JSON: &str = "application/json; charset=utf-8";

/// Response headers that browsers may let scripts read beyond the CORS-safelisted ones.
pub(crate) const EXPOSE_SUCCESS: &str = "ETag";
const EXPOSE_RATE_LIMITED: &str = "Retry-After, RateLimit-Limit, RateLimit-Remaining, \
                                   RateLimit-Policy, RateLimit";

/// What the library needs to know of an HTTP request. A face makes one with
/// `Head::read`; tests with [`Request::get`].
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    pub method: &'a str,
    pub path: &'a str,
    /// The raw query string without `?`; empty when there is none.
    pub query: &'a str,
    /// Who the rate limiter counts: the client's IP address as text.
    pub client: &'a str,
    /// The `Access-Control-Request-Headers` of a preflight, if any.
    pub access_control_request_headers: Option<&'a str>,
    /// The `If-None-Match` field, if any; a repeated field joined with `, `.
    pub if_none_match: Option<&'a str>,
    /// The `If-Modified-Since` field, if any (read only without `If-None-Match`).
    pub if_modified_since: Option<&'a str>,
    /// The `Accept-Language` field, if any: the page's language when its query names none.
    pub accept_language: Option<&'a str>,
    /// The `Accept` field, if any: a browser that prefers HTML is told it is rate limited on
    /// an HTML page where the page and the embed would have been; the MCP endpoint's `406`.
    pub accept: Option<&'a str>,
    /// The request time; the library never reads the clock.
    pub now: DateTime<Utc>,
    /// `scheme://host[:port]` the request was sent to, if known: the page writes its feed URLs
    /// with it (one that is not `http(s)://host[:port]` is a `400`, once counted).
    pub origin: Option<&'a str>,
    /// Why the face's head is not a request the API answers (more than one `Host`, or one that
    /// is not `host[:port]`), as `Head::read` found: the request is counted, then
    /// refused with `400 BAD_REQUEST` and these words, before anything else is looked at.
    pub bad_head: Option<&'static str>,
    /// `Content-Type` and `MCP-Protocol-Version`: read only on a `POST`.
    pub content_type: Option<&'a str>,
    pub mcp_protocol_version: Option<&'a str>,
    /// The body as the face read it: empty unless `Head::wants_body`.
    pub body: Body<'a>,
}

/// A request's body as a face read it: never past `MAX_REQUEST_BODY` (`mcp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Body<'a> {
    /// The whole body (empty when there is none, or the face did not read it).
    Read(&'a [u8]),
    /// Longer than the cap, by its `Content-Length` or as read: the rest was never read.
    TooLarge,
    /// The connection failed or timed out before the body's end.
    Incomplete,
}

impl Default for Body<'_> {
    fn default() -> Self {
        Body::Read(&[])
    }
}

impl<'a> Request<'a> {
    /// A plain `GET` of `path?query` from `client` at `now`: no preflight header, no condition,
    /// no known origin. Set the other fields on the result.
    pub fn get(path: &'a str, query: &'a str, client: &'a str, now: DateTime<Utc>) -> Self {
        Request {
            method: "GET",
            path,
            query,
            client,
            access_control_request_headers: None,
            if_none_match: None,
            if_modified_since: None,
            accept_language: None,
            accept: None,
            now,
            origin: None,
            bad_head: None,
            content_type: None,
            mcp_protocol_version: None,
            body: Body::default(),
        }
    }

    /// The same request with `body`.
    pub fn with_body(self, body: Body<'a>) -> Self {
        Request { body, ..self }
    }
}

/// An HTTP response, ready for either face to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    /// Shared, not copied, when the body is one the service keeps (see `cache`).
    pub body: Bytes,
}

impl Response {
    /// The value of a header, by case-insensitive name.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub(crate) fn new(
        status: u16,
        headers: &[(&'static str, &str)],
        body: impl Into<Bytes>,
    ) -> Response {
        let mut all = vec![("Access-Control-Allow-Origin", "*".to_string())];
        all.extend(headers.iter().map(|(n, v)| (*n, v.to_string())));
        all.push(("X-Content-Type-Options", "nosniff".to_string()));
        Response {
            status,
            headers: all,
            body: body.into(),
        }
    }
}

/// Everything that ends a request with an error envelope. [`ApiError::into_response`] is the one
/// place errors become HTTP; [`ApiError::message`] tells its message in a language (`Display`:
/// in English).
#[derive(Debug)]
#[non_exhaustive]
pub enum ApiError {
    InvalidQuery(QueryError),
    NotFound(String),
    /// A method the resource does not take (the method, clipped), and its `Allow`.
    MethodNotAllowed(String, &'static str),
    RateLimited {
        retry_after_secs: u64,
        /// Requests allowed per window.
        limit: u32,
        /// The window, in whole seconds (rounded up, at least 1).
        window_secs: u64,
    },
    /// Something that cannot happen did; the message leaks nothing.
    Internal,
    /// A request head the server could not read (malformed, or a missing, repeated or invalid
    /// `Host`); what is wrong, in words that repeat nothing of the request: the library's a
    /// catalog message's id (`bad-request-…`), told in the answer's language; a face's in
    /// English, told as written.
    BadRequest(&'static str),
    /// A request line longer than the server reads.
    UriTooLong,
    /// A request head (its header lines) larger than the server reads.
    HeadersTooLarge,
    /// No complete request head within the server's header timeout.
    RequestTimeout,
    /// A refused request to a resource answered outside the service (`/api/v1/subscriptions`:
    /// `notify::subscription::Error`): its status, code, message, the problems listed in
    /// `details` (none: `null`) and, for a `405`, its `Allow`; the words told in the answer's
    /// language.
    Refused {
        status: u16,
        code: &'static str,
        message: Said,
        details: Vec<Said>,
        allow: Option<&'static str>,
    },
}

impl From<QueryError> for ApiError {
    fn from(error: QueryError) -> Self {
        ApiError::InvalidQuery(error)
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let listed = match self {
            ApiError::InvalidQuery(e) => e.problems.len(),
            _ => 0,
        };
        f.write_str(&self.message(listed, Locale::En))
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// The error's message in `lang` (`error.message`), listing `listed` of an invalid query's
    /// problems. A bad request's reason is the face's, in English.
    pub fn message(&self, listed: usize, lang: Locale) -> String {
        match self {
            ApiError::InvalidQuery(e) => e.message(listed, lang),
            ApiError::NotFound(path) => say(
                lang,
                "error-not-found",
                &[("path", path.into()), ("api", EVENTS_PATH.into())],
            ),
            ApiError::MethodNotAllowed(method, allow) => say(
                lang,
                "error-method-not-allowed",
                &[("method", method.into()), ("allow", (*allow).into())],
            ),
            ApiError::RateLimited {
                retry_after_secs, ..
            } => say(
                lang,
                "error-rate-limited",
                &[("seconds", (*retry_after_secs).into())],
            ),
            ApiError::Internal => say(lang, "error-internal", &[]),
            ApiError::BadRequest(why) => {
                // An id the catalog does not hold (a face's English) is told as written.
                let why = say(lang, why, &[]);
                say(lang, "error-bad-request", &[("why", why.as_str().into())])
            }
            ApiError::UriTooLong => say(lang, "error-uri-too-long", &[]),
            ApiError::HeadersTooLarge => say(lang, "error-headers-too-large", &[]),
            ApiError::RequestTimeout => say(lang, "error-request-timeout", &[]),
            ApiError::Refused { message, .. } => message.tell(lang),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            ApiError::InvalidQuery(_) => "INVALID_QUERY",
            ApiError::NotFound(_) => "NOT_FOUND",
            ApiError::MethodNotAllowed(..) => "METHOD_NOT_ALLOWED",
            ApiError::RateLimited { .. } => "RATE_LIMITED",
            ApiError::Internal => "INTERNAL_ERROR",
            ApiError::BadRequest(_) => "BAD_REQUEST",
            ApiError::UriTooLong => "URI_TOO_LONG",
            ApiError::HeadersTooLarge => "HEADERS_TOO_LARGE",
            ApiError::RequestTimeout => "REQUEST_TIMEOUT",
            ApiError::Refused { code, .. } => code,
        }
    }

    pub fn status(&self) -> u16 {
        match self {
            ApiError::InvalidQuery(_) => 400,
            ApiError::NotFound(_) => 404,
            ApiError::MethodNotAllowed(..) => 405,
            ApiError::RateLimited { .. } => 429,
            ApiError::Internal => 500,
            ApiError::BadRequest(_) => 400,
            ApiError::UriTooLong => 414,
            ApiError::HeadersTooLarge => 431,
            ApiError::RequestTimeout => 408,
            ApiError::Refused { status, .. } => *status,
        }
    }

    /// The error envelope with `Cache-Control: no-store` and the headers of its status, its
    /// message in English.
    pub fn into_response(self) -> Response {
        self.into_response_in(Locale::En)
    }

    /// [`ApiError::into_response`] with its message in `lang` (the request's `lang` when it
    /// names a locale: `Service::handle`).
    pub fn into_response_in(self, lang: Locale) -> Response {
        let body = self.body(lang);
        let mut headers = vec![
            ("Content-Type", CONTENT_TYPE_JSON),
            ("Cache-Control", "no-store"),
        ];
        let numbers;
        match &self {
            ApiError::MethodNotAllowed(_, allow) => headers.push(("Allow", allow)),
            ApiError::Refused { allow, .. } => headers.extend(allow.map(|allow| ("Allow", allow))),
            ApiError::RateLimited {
                retry_after_secs,
                limit,
                window_secs,
            } => {
                // The spec's three fields, then the structured fields of the IETF draft
                // (draft-ietf-httpapi-ratelimit-headers): one policy, "default". Only ever on
                // this uncacheable response: a shared cache would hand one client's count to
                // another.
                numbers = [
                    retry_after_secs.to_string(),
                    limit.to_string(),
                    format!("\"default\";q={limit};w={window_secs}"),
                    format!("\"default\";r=0;t={retry_after_secs}"),
                ];
                let [retry_after, limit, policy, state] = &numbers;
                headers.push(("Retry-After", retry_after));
                headers.push(("RateLimit-Limit", limit));
                headers.push(("RateLimit-Remaining", "0"));
                headers.push(("RateLimit-Policy", policy));
                headers.push(("RateLimit", state));
                headers.push(("Access-Control-Expose-Headers", EXPOSE_RATE_LIMITED));
            }
            _ => {}
        }
        Response::new(self.status(), &headers, body)
    }
}

impl ApiError {
    /// The error envelope's bytes, at most [`echo::MAX_ERROR_BODY`] whatever the request: the
    /// echoes are clipped, and fewer problems are listed until the body fits.
    fn body(&self, lang: Locale) -> Vec<u8> {
        let mut most = echo::MAX_LISTED_PROBLEMS;
        loop {
            let (message, details) = match self {
                ApiError::InvalidQuery(e) => {
                    let listed = echo::listed(&e.problems, most, lang);
                    (
                        self.message(listed.len(), lang),
                        Some(Details::Problems(listed)),
                    )
                }
                ApiError::Refused { details, .. } => (
                    self.message(0, lang),
                    (!details.is_empty())
                        .then(|| Details::Messages(details.iter().map(|d| d.tell(lang)).collect())),
                ),
                _ => (self.message(0, lang), None),
            };
            let envelope = ErrorEnvelope {
                success: false,
                api_version: API_VERSION,
                error: ErrorBody {
                    code: self.code(),
                    message,
                    details: details.as_ref(),
                },
            };
            let body = serde_json::to_vec(&envelope).unwrap_or_default();
            if body.len() <= echo::MAX_ERROR_BODY || most == 0 {
                return body;
            }
            most /= 2;
        }
    }
}

/// The spec's `ErrorResponse`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ErrorEnvelope<'a> {
    success: bool,
    api_version: &'static str,
    error: ErrorBody<'a>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    code: &'static str,
    message: String,
    /// The problems of an `INVALID_QUERY` or of a `Refused` that lists them; `null` otherwise.
    details: Option<&'a Details>,
}

/// `error.details`: the query's problems, or a subscription's in words.
#[derive(Serialize)]
#[serde(untagged)]
enum Details {
    Problems(Vec<echo::Listed>),
    Messages(Vec<String>),
}

/// `200 OK` with a cacheable body, its entity tag and when it last changed.
pub(crate) fn ok(
    content_type: &str,
    etag: &str,
    last_modified: DateTime<Utc>,
    body: Bytes,
) -> Response {
    Response::new(
        200,
        &[
            ("Content-Type", content_type),
            ("Cache-Control", CACHE_CONTROL_OK),
            ("ETag", etag),
            ("Last-Modified", &http_date(last_modified)),
            ("Access-Control-Expose-Headers", EXPOSE_SUCCESS),
        ],
        body,
    )
}

/// `304 Not Modified`: no body, the caching and CORS headers of the 200 it stands for.
pub(crate) fn not_modified(etag: &str, last_modified: DateTime<Utc>) -> Response {
    Response::new(
        304,
        &[
            ("Cache-Control", CACHE_CONTROL_OK),
            ("ETag", etag),
            ("Last-Modified", &http_date(last_modified)),
            ("Access-Control-Expose-Headers", EXPOSE_SUCCESS),
        ],
        Vec::new(),
    )
}

/// An HTTP-date (RFC 9110, 5.6.7, IMF-fixdate): `Wed, 25 Nov 2026 06:00:00 GMT`.
pub(crate) fn http_date(at: DateTime<Utc>) -> String {
    time::written(&at, Layout::Http).text()
}

/// Reads an IMF-fixdate (`Wed, 25 Nov 2026 06:00:00 GMT`, the only form RFC 9110 lets senders
/// generate) as Unix seconds; anything else is `None`, and the condition is then ignored. A
/// hand-written reader: chrono's RFC 2822 parser would cost the Worker kilobytes.
fn imf_fixdate(text: &str) -> Option<i64> {
    let text = text.trim();
    let rest = text.get(5..)?;
    if text.get(3..5)? != ", " || !rest.ends_with(" GMT") {
        return None;
    }
    let mut parts = rest.strip_suffix(" GMT")?.split(' ');
    let day: u32 = parts.next()?.parse().ok()?;
    let month = parts.next()?;
    let year: i32 = parts.next()?.parse().ok()?;
    let mut clock = parts.next()?.split(':');
    let mut number = || -> Option<u32> { clock.next()?.parse().ok() };
    let (hour, minute, second) = (number()?, number()?, number()?);
    if parts.next().is_some() {
        return None;
    }
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS.iter().position(|m| *m == month)? as u32 + 1;
    let date = chrono::NaiveDate::from_ymd_opt(year, month, day)?;
    Some(
        date.and_hms_opt(hour, minute, second)?
            .and_utc()
            .timestamp(),
    )
}

/// Whether the request's condition says the client's copy is current: its entity tag matches
/// `If-None-Match`, or, only when it sends no `If-None-Match` (RFC 9110, 13.1.3), its
/// `If-Modified-Since` is a valid date at or after `last_modified` (to the second).
pub(crate) fn is_fresh(request: &Request<'_>, etag: &str, last_modified: DateTime<Utc>) -> bool {
    match (request.if_none_match, request.if_modified_since) {
        (Some(field), _) => super::etag::if_none_match(field, etag),
        (None, Some(date)) => {
            imf_fixdate(date).is_some_and(|since| since >= last_modified.timestamp())
        }
        (None, None) => false,
    }
}

/// The CORS preflight answer of a path that takes `methods`: 204, never counted by the rate
/// limiter.
pub(crate) fn preflight(methods: &str, requested_headers: Option<&str>) -> Response {
    let allowed = requested_headers.map(echo::header_list).unwrap_or_default();
    let allowed = if allowed.is_empty() {
        "Content-Type".to_string()
    } else {
        allowed
    };
    Response::new(
        204,
        &[
            ("Access-Control-Allow-Methods", methods),
            ("Access-Control-Allow-Headers", &allowed),
            ("Access-Control-Max-Age", "86400"),
            ("Vary", "Access-Control-Request-Headers"),
        ],
        Vec::new(),
    )
}

#[cfg(test)]
mod imf_tests {
    use super::*;

    #[test]
    fn an_imf_fixdate_reads_and_nothing_else_does() {
        let at = DateTime::parse_from_rfc3339("2026-11-25T06:00:00Z")
            .unwrap()
            .to_utc();
        assert_eq!(imf_fixdate(&http_date(at)), Some(at.timestamp()));
        // Every weekday and month, single digits padded (what is written: src/time.rs's tests).
        for day in 0..400 {
            let at = at + chrono::TimeDelta::seconds(day * 86_400 + day * 3_607);
            assert_eq!(imf_fixdate(&http_date(at)), Some(at.timestamp()));
        }
        assert_eq!(
            imf_fixdate(" Wed, 25 Nov 2026 06:00:00 GMT "),
            Some(at.timestamp())
        );
        for bad in [
            "",
            "Wed, 25 Nov 2026 06:00:00",
            "Wed, 25 Nov 2026 06:00:00 +0000",
            "Wednesday, 25-Nov-26 06:00:00 GMT",
            "Wed Nov 25 06:00:00 2026",
            "Wed, 31 Nov 2026 06:00:00 GMT",
            "Wed, 25 Nov 2026 24:00:00 GMT",
            "Wed, 25 Xyz 2026 06:00:00 GMT",
            "Wed, 25 Nov 2026 06:00:00 GMT extra",
            "日本, 25 Nov 2026 06:00:00 GMT",
        ] {
            assert_eq!(imf_fixdate(bad), None, "{bad:?}");
        }
    }
}
