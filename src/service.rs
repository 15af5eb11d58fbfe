//! The request function: turns a request (method, path, raw query, client key, now) into a
//! response (status, headers, body). Both faces, the Worker and `calendar-serve`, are thin
//! adapters over [`Service::handle`].

use std::sync::Mutex;

use chrono::{DateTime, SubsecRound, Utc};
use serde::Serialize;
use thiserror::Error;

use crate::dataset::{Dataset, Entry};
use crate::limiter::{Decision, LimitConfig, RateLimiter};
use crate::query::{Problem, Query, QueryError};
use crate::time::{self, TIME_ZONE};
use crate::v1::API_VERSION;

/// The one resource of the API.
pub const EVENTS_PATH: &str = "/api/v1/events";

/// `Cache-Control` of successful responses: shared caches keep them for 60 s and may serve them
/// stale for 300 s more while revalidating.
pub const CACHE_CONTROL_OK: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
pub const CONTENT_TYPE_JSON: &str = "application/json; charset=utf-8";

/// What the library needs to know of an HTTP request.
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
    /// The request time; the library never reads the clock.
    pub now: DateTime<Utc>,
}

/// An HTTP response, ready for either face to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

impl Response {
    /// The value of a header, by case-insensitive name.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn new(status: u16, headers: &[(&'static str, &str)], body: Vec<u8>) -> Response {
        let mut all = vec![("Access-Control-Allow-Origin", "*".to_string())];
        all.extend(headers.iter().map(|(n, v)| (*n, v.to_string())));
        all.push(("X-Content-Type-Options", "nosniff".to_string()));
        Response {
            status,
            headers: all,
            body,
        }
    }
}

/// Everything that ends a request with an error envelope. [`ApiError::into_response`] is the one
/// place errors become HTTP.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ApiError {
    #[error(transparent)]
    InvalidQuery(#[from] QueryError),
    #[error("no resource at `{0}`; the API is at {EVENTS_PATH}")]
    NotFound(String),
    #[error("method `{0}` is not allowed; use GET or OPTIONS")]
    MethodNotAllowed(String),
    #[error("too many requests; retry after {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64, limit: u32 },
    /// Something that cannot happen did; the message leaks nothing.
    #[error("internal server error")]
    Internal,
}

impl ApiError {
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::InvalidQuery(_) => "INVALID_QUERY",
            ApiError::NotFound(_) => "NOT_FOUND",
            ApiError::MethodNotAllowed(_) => "METHOD_NOT_ALLOWED",
            ApiError::RateLimited { .. } => "RATE_LIMITED",
            ApiError::Internal => "INTERNAL_ERROR",
        }
    }

    pub fn status(&self) -> u16 {
        match self {
            ApiError::InvalidQuery(_) => 400,
            ApiError::NotFound(_) => 404,
            ApiError::MethodNotAllowed(_) => 405,
            ApiError::RateLimited { .. } => 429,
            ApiError::Internal => 500,
        }
    }

    /// The error envelope with `Cache-Control: no-store` and the headers of its status.
    pub fn into_response(self) -> Response {
        let details = match &self {
            ApiError::InvalidQuery(e) => Some(e.problems.as_slice()),
            _ => None,
        };
        let envelope = ErrorEnvelope {
            success: false,
            api_version: API_VERSION,
            error: ErrorBody {
                code: self.code(),
                message: self.to_string(),
                details,
            },
        };
        let body = serde_json::to_vec(&envelope).unwrap_or_default();
        let mut headers = vec![
            ("Content-Type", CONTENT_TYPE_JSON),
            ("Cache-Control", "no-store"),
        ];
        let numbers;
        match &self {
            ApiError::MethodNotAllowed(_) => headers.push(("Allow", "GET, OPTIONS")),
            ApiError::RateLimited {
                retry_after_secs,
                limit,
            } => {
                numbers = [retry_after_secs.to_string(), limit.to_string()];
                let [retry_after, limit] = &numbers;
                headers.push(("Retry-After", retry_after));
                headers.push(("RateLimit-Limit", limit));
                headers.push(("RateLimit-Remaining", "0"));
            }
            _ => {}
        }
        Response::new(self.status(), &headers, body)
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
    /// The problems of an `INVALID_QUERY`; `null` for the other codes.
    details: Option<&'a [Problem]>,
}

/// The API over one dataset, with its rate limiter.
#[derive(Debug)]
pub struct Service {
    dataset: Dataset,
    limiter: Mutex<RateLimiter>,
}

impl Service {
    pub fn new(dataset: Dataset, limits: LimitConfig) -> Service {
        Service {
            dataset,
            limiter: Mutex::new(RateLimiter::new(limits)),
        }
    }

    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// The rate limit in force.
    pub fn limits(&self) -> LimitConfig {
        self.limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .config()
    }

    /// Answers one request. Never panics; every failure is an error envelope.
    pub fn handle(&self, request: &Request<'_>) -> Response {
        self.route(request).unwrap_or_else(ApiError::into_response)
    }

    fn route(&self, request: &Request<'_>) -> Result<Response, ApiError> {
        let known = request.path == EVENTS_PATH;
        if known && request.method == "OPTIONS" {
            return Ok(preflight(request.access_control_request_headers));
        }
        self.count(request)?;
        if !known {
            return Err(ApiError::NotFound(request.path.into()));
        }
        if request.method != "GET" {
            return Err(ApiError::MethodNotAllowed(request.method.into()));
        }
        let query = Query::parse(request.query, &self.dataset)?;
        let body = self.events_body(&query, request.now)?;
        Ok(Response::new(
            200,
            &[
                ("Content-Type", CONTENT_TYPE_JSON),
                ("Cache-Control", CACHE_CONTROL_OK),
            ],
            body,
        ))
    }

    /// Counts the request against its client's window; every request but a preflight counts.
    fn count(&self, request: &Request<'_>) -> Result<(), ApiError> {
        let mut limiter = self
            .limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match limiter.check(request.client, request.now) {
            Decision::Allowed => Ok(()),
            Decision::Limited { retry_after_secs } => Err(ApiError::RateLimited {
                retry_after_secs,
                limit: limiter.config().max,
            }),
        }
    }

    /// Writes the success envelope: pre-rendered fragments, with `status` filled in.
    fn events_body(&self, query: &Query, now: DateTime<Utc>) -> Result<Vec<u8>, ApiError> {
        let ds = &self.dataset;
        let internal = |_| ApiError::Internal;
        let mut body = Vec::with_capacity(if *query == Query::default() {
            ds.rendered_len + 1024
        } else {
            16 * 1024
        });
        body.extend_from_slice(br#"{"success":true,"apiVersion":""#);
        body.extend_from_slice(API_VERSION.as_bytes());
        body.extend_from_slice(br#"","generatedAt":""#);
        body.extend_from_slice(time::format(now.trunc_subsecs(3)).as_bytes());
        body.extend_from_slice(br#"","timeZone":""#);
        body.extend_from_slice(TIME_ZONE.as_bytes());
        body.extend_from_slice(br#"","source":"#);
        body.extend_from_slice(ds.source_json.as_bytes());
        body.extend_from_slice(br#","data":{"activeVersionKey":"#);
        serde_json::to_writer(&mut body, ds.active_version_key(now)).map_err(internal)?;
        body.extend_from_slice(br#","versions":["#);
        let versions = ds.versions.iter().enumerate();
        for (n, (_, v)) in versions
            .filter(|(i, _)| query.version.is_none_or(|q| q == *i))
            .enumerate()
        {
            if n > 0 {
                body.push(b',');
            }
            body.extend_from_slice(v.json.as_bytes());
        }
        body.extend_from_slice(br#"],"events":["#);
        let total = match query.version {
            None => write_events(&mut body, ds.entries.iter(), query, now),
            Some(v) => {
                let indexes = ds.by_version.get(v).map_or(&[][..], Vec::as_slice);
                let entries = indexes.iter().filter_map(|&i| ds.entries.get(i));
                write_events(&mut body, entries, query, now)
            }
        };
        body.extend_from_slice(br#"]},"meta":{"total":"#);
        body.extend_from_slice(total.to_string().as_bytes());
        body.extend_from_slice(br#","filters":"#);
        serde_json::to_writer(&mut body, &query.filters(ds)).map_err(internal)?;
        body.extend_from_slice(b"}}");
        Ok(body)
    }
}

/// Writes the events of `entries` that pass the query, comma-separated; returns how many.
fn write_events<'a>(
    body: &mut Vec<u8>,
    entries: impl Iterator<Item = &'a Entry>,
    query: &Query,
    now: DateTime<Utc>,
) -> usize {
    let mut total = 0;
    for entry in entries {
        // Entries are sorted by start, so nothing after this one can start before `to`.
        if query.to.is_some_and(|to| entry.span.start >= to) {
            break;
        }
        if !query.categories.contains(entry.category) || !entry.span.intersects(query.from, None) {
            continue;
        }
        let status = entry.span.status_at(now);
        if query.status.is_some_and(|wanted| wanted != status) {
            continue;
        }
        if total > 0 {
            body.push(b',');
        }
        body.extend_from_slice(entry.head.as_bytes());
        body.extend_from_slice(status.as_str().as_bytes());
        body.extend_from_slice(entry.tail.as_bytes());
        total += 1;
    }
    total
}

/// The CORS preflight answer: 204, never counted by the rate limiter.
fn preflight(requested_headers: Option<&str>) -> Response {
    let allowed = requested_headers.map(header_list).unwrap_or_default();
    let allowed = if allowed.is_empty() {
        "Content-Type".to_string()
    } else {
        allowed
    };
    Response::new(
        204,
        &[
            ("Access-Control-Allow-Methods", "GET, OPTIONS"),
            ("Access-Control-Allow-Headers", &allowed),
            ("Access-Control-Max-Age", "86400"),
            ("Vary", "Access-Control-Request-Headers"),
        ],
        Vec::new(),
    )
}

/// The well-formed header names of a comma-separated list, rejoined; anything else is dropped so
/// that nothing a client sends can break the response's headers.
fn header_list(requested: &str) -> String {
    let is_token = |name: &str| {
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    };
    let names: Vec<&str> = requested
        .split(',')
        .map(str::trim)
        .filter(|n| is_token(n))
        .collect();
    names.join(", ")
}
