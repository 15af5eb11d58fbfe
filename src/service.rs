//! The request function: turns a request (method, path, raw query, client key, conditional
//! header, now) into a response (status, headers, body). Both faces, the Worker and
//! `calendar-serve`, are thin adapters over [`Service::handle`].
//!
//! The events resource has two representations, JSON at [`EVENTS_PATH`] and iCalendar at
//! [`EVENTS_ICS_PATH`]. They share everything but the body writer: routing, the rate limit, the
//! query, the selection of events ([`Selection`], the one home of the filter rule), the errors,
//! CORS, `Cache-Control` and the entity tag.

use std::sync::{Mutex, OnceLock};

mod history;

use chrono::{DateTime, SubsecRound, Utc};
use serde::Serialize;
use thiserror::Error;

use crate::dataset::{Dataset, Entry};
use crate::echo;
use crate::etag::{self, Hasher};
use crate::ics;
use crate::limiter::{Decision, LimitConfig, RateLimiter};
use crate::page;
use crate::query::{Problem, Query, QueryError};
use crate::time::{self, TIME_ZONE};
use crate::v1::{API_VERSION, Status};

/// The one resource of the API, as JSON.
pub const EVENTS_PATH: &str = "/api/v1/events";
/// The same resource as an iCalendar feed, with the same query parameters.
pub const EVENTS_ICS_PATH: &str = "/api/v1/events.ics";

/// `Cache-Control` of successful responses: shared caches keep them for 60 s and may serve them
/// stale for 300 s more while revalidating.
pub const CACHE_CONTROL_OK: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
pub const CONTENT_TYPE_JSON: &str = "application/json; charset=utf-8";

/// Response headers that browsers may let scripts read beyond the CORS-safelisted ones.
const EXPOSE_SUCCESS: &str = "ETag";
const EXPOSE_RATE_LIMITED: &str = "Retry-After, RateLimit-Limit, RateLimit-Remaining, \
                                   RateLimit-Policy, RateLimit";

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
    /// The `If-None-Match` field, if any; a repeated field joined with `, `.
    pub if_none_match: Option<&'a str>,
    /// The request time; the library never reads the clock.
    pub now: DateTime<Utc>,
    /// `scheme://host[:port]` the request was sent to, if known: the page writes its feed URLs
    /// with it.
    pub origin: Option<&'a str>,
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

    pub(crate) fn new(status: u16, headers: &[(&'static str, &str)], body: Vec<u8>) -> Response {
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
    RateLimited {
        retry_after_secs: u64,
        /// Requests allowed per window.
        limit: u32,
        /// The window, in whole seconds (rounded up, at least 1).
        window_secs: u64,
    },
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
        let body = self.body();
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
    fn body(&self) -> Vec<u8> {
        let mut most = echo::MAX_LISTED_PROBLEMS;
        loop {
            let (message, details) = match self {
                ApiError::InvalidQuery(e) => {
                    let listed = echo::listed(&e.problems, most);
                    (
                        echo::invalid_query_message(&e.problems, listed.len()),
                        Some(listed),
                    )
                }
                _ => (self.to_string(), None),
            };
            let envelope = ErrorEnvelope {
                success: false,
                api_version: API_VERSION,
                error: ErrorBody {
                    code: self.code(),
                    message,
                    details: details.as_deref(),
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
    /// The problems of an `INVALID_QUERY`; `null` for the other codes.
    details: Option<&'a [Problem]>,
}

/// The API over one dataset, with its rate limiter.
#[derive(Debug)]
pub struct Service {
    dataset: Dataset,
    limiter: Mutex<RateLimiter>,
    /// Every event's `VEVENT`, rendered on the first feed request: a Worker isolate that only
    /// serves JSON never pays for it.
    feed: OnceLock<ics::Feed>,
    /// The history of schedule changes (`/api/v1/changes`); empty unless given.
    changes: history::Source,
}

/// The representations of the events resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Representation {
    Json,
    Calendar,
}

impl Representation {
    fn at(path: &str) -> Option<Representation> {
        match path {
            EVENTS_PATH => Some(Representation::Json),
            EVENTS_ICS_PATH => Some(Representation::Calendar),
            _ => None,
        }
    }
}

impl Service {
    pub fn new(dataset: Dataset, limits: LimitConfig) -> Service {
        Service::with_limiter(dataset, RateLimiter::new(limits))
    }

    /// A service whose limiter tracks at most `clients` clients
    /// (`CALENDAR_API_RATE_LIMIT_CLIENTS`).
    pub fn with_tracked_clients(dataset: Dataset, limits: LimitConfig, clients: usize) -> Service {
        Service::with_limiter(dataset, RateLimiter::with_capacity(limits, clients))
    }

    fn with_limiter(dataset: Dataset, limiter: RateLimiter) -> Service {
        Service {
            dataset,
            limiter: Mutex::new(limiter),
            feed: OnceLock::new(),
            changes: history::Source::Loaded(Default::default()),
        }
    }

    /// The most clients the rate limiter tracks at once.
    pub fn tracked_clients(&self) -> usize {
        self.limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .capacity()
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
        if let Some(resource) = history::Resource::at(request.path) {
            return self.route_changes(resource, request);
        }
        let representation = Representation::at(request.path);
        let page = page::Resource::at(request.path);
        if (representation.is_some() || page.is_some()) && request.method == "OPTIONS" {
            return Ok(preflight(request.access_control_request_headers));
        }
        self.count(request)?;
        if let Some(resource) = page {
            if request.method != "GET" {
                return Err(ApiError::MethodNotAllowed(request.method.into()));
            }
            return Ok(page::respond(&self.dataset, resource, request));
        }
        let Some(representation) = representation else {
            return Err(ApiError::NotFound(echo::clip(request.path).into()));
        };
        if request.method != "GET" {
            return Err(ApiError::MethodNotAllowed(
                echo::clip(request.method).into(),
            ));
        }
        let query = match representation {
            Representation::Json => Query::parse(request.query, &self.dataset)?,
            Representation::Calendar => Query::parse_feed(request.query, &self.dataset)?,
        };
        let now = request.now;
        if let Some(field) = request.if_none_match {
            // A pass that only filters and hashes: a 304 never writes the body.
            let mut tag = self.tag(representation, &query, now);
            self.select(&query, now).for_each(|s| tag.event(&s));
            let tag = tag.finish();
            if etag::if_none_match(field, &tag) {
                return Ok(not_modified(&tag));
            }
        }
        let mut tag = self.tag(representation, &query, now);
        let (content_type, body) = match representation {
            Representation::Json => (CONTENT_TYPE_JSON, self.events_body(&query, now, &mut tag)?),
            Representation::Calendar => (
                ics::CONTENT_TYPE_ICS,
                self.calendar_body(&query, now, &mut tag),
            ),
        };
        Ok(Response::new(
            200,
            &[
                ("Content-Type", content_type),
                ("Cache-Control", CACHE_CONTROL_OK),
                ("ETag", &tag.finish()),
                ("Access-Control-Expose-Headers", EXPOSE_SUCCESS),
            ],
            body,
        ))
    }

    /// The events `query` selects at `now`, in API order.
    fn select<'a>(&'a self, query: &Query, now: DateTime<Utc>) -> Selection<'a> {
        let ds = &self.dataset;
        let indexes = match query.version {
            None => Indexes::All(0..ds.entries.len()),
            Some(v) => Indexes::Listed(ds.by_version.get(v).map_or(&[][..], Vec::as_slice).iter()),
        };
        Selection {
            entries: &ds.entries,
            indexes,
            query: *query,
            now,
        }
    }

    /// Starts the entity tag of a response: everything but the selected events.
    fn tag(&self, representation: Representation, query: &Query, now: DateTime<Utc>) -> Tag {
        let mut hasher = Hasher::resume(self.dataset.fingerprint);
        hasher.word(representation as u64);
        hasher.word(query.version.map_or(u64::MAX, |v| v as u64));
        hasher.word(query.categories.bits().into());
        hasher.word(query.status.map_or(u64::MAX, |s| s as u64));
        for bound in [query.from, query.to] {
            match bound {
                None => hasher.word(u64::MAX),
                Some(t) => {
                    hasher.word(t.timestamp() as u64);
                    hasher.word(t.timestamp_subsec_nanos().into());
                }
            }
        }
        if representation == Representation::Json {
            hasher.bytes(self.dataset.active_version_key(now).as_bytes());
        } else {
            query
                .reminders
                .words()
                .into_iter()
                .for_each(|w| hasher.word(w));
        }
        Tag {
            hasher,
            representation,
            count: 0,
        }
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
                window_secs: limiter.config().window_ms.div_ceil(1000).max(1),
            }),
        }
    }

    /// Writes the success envelope: pre-rendered fragments, with `status` filled in.
    fn events_body(
        &self,
        query: &Query,
        now: DateTime<Utc>,
        tag: &mut Tag,
    ) -> Result<Vec<u8>, ApiError> {
        let ds = &self.dataset;
        let internal = |_| ApiError::Internal;
        let mut body = Vec::with_capacity(if *query == Query::default() {
            ds.rendered_len + 1024
        } else {
            16 * 1024
        });
        write_success_head(&mut body, now);
        body.extend_from_slice(br#","source":"#);
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
        let total = write_events(&mut body, self.select(query, now), tag);
        body.extend_from_slice(br#"]},"meta":{"total":"#);
        body.extend_from_slice(total.to_string().as_bytes());
        body.extend_from_slice(br#","filters":"#);
        serde_json::to_writer(&mut body, &query.filters(ds)).map_err(internal)?;
        body.extend_from_slice(b"}}");
        Ok(body)
    }

    /// Writes the iCalendar feed: a header naming the filters, then pre-rendered `VEVENT`s.
    fn calendar_body(&self, query: &Query, now: DateTime<Utc>, tag: &mut Tag) -> Vec<u8> {
        let feed = self.feed.get_or_init(|| ics::Feed::render(&self.dataset));
        let mut body = Vec::with_capacity(16 * 1024);
        ics::write_head(
            &mut body,
            &ics::calendar_name(&query.filters(&self.dataset)),
        );
        for selected in self.select(query, now) {
            let event = self.dataset.events().get(selected.index);
            feed.write_event(&mut body, selected.index, event, &query.reminders);
            tag.event(&selected);
        }
        ics::write_tail(&mut body);
        body
    }
}

/// Writes the head every success envelope shares, up to the closing quote of `timeZone`:
/// `{"success":true,"apiVersion":…,"generatedAt":…,"timeZone":…"`.
fn write_success_head(body: &mut Vec<u8>, now: DateTime<Utc>) {
    body.extend_from_slice(br#"{"success":true,"apiVersion":""#);
    body.extend_from_slice(API_VERSION.as_bytes());
    body.extend_from_slice(br#"","generatedAt":""#);
    body.extend_from_slice(time::format(now.trunc_subsecs(3)).as_bytes());
    body.extend_from_slice(br#"","timeZone":""#);
    body.extend_from_slice(TIME_ZONE.as_bytes());
    body.push(b'"');
}

/// Writes the selected events comma-separated, `status` filled in; returns how many.
fn write_events(body: &mut Vec<u8>, selection: Selection<'_>, tag: &mut Tag) -> usize {
    let mut total = 0;
    for selected in selection {
        if total > 0 {
            body.push(b',');
        }
        let entry = selected.entry;
        body.extend_from_slice(entry.head.as_bytes());
        body.extend_from_slice(selected.status.as_str().as_bytes());
        body.extend_from_slice(entry.tail.as_bytes());
        tag.event(&selected);
        total += 1;
    }
    total
}

/// The events a query selects, in API order, each with its status at the request time: the one
/// home of the filter rule, shared by both representations and by the entity tag.
#[derive(Debug)]
struct Selection<'a> {
    entries: &'a [Entry],
    indexes: Indexes<'a>,
    query: Query,
    now: DateTime<Utc>,
}

/// The candidates: every entry, or one version's.
#[derive(Debug)]
enum Indexes<'a> {
    All(std::ops::Range<usize>),
    Listed(std::slice::Iter<'a, usize>),
}

#[derive(Debug)]
struct Selected<'a> {
    /// Index in the dataset's order (of `entries` and `Dataset::events`).
    index: usize,
    entry: &'a Entry,
    status: Status,
}

impl<'a> Iterator for Selection<'a> {
    type Item = Selected<'a>;

    fn next(&mut self) -> Option<Selected<'a>> {
        let query = &self.query;
        loop {
            let index = match &mut self.indexes {
                Indexes::All(range) => range.next()?,
                Indexes::Listed(list) => *list.next()?,
            };
            let entry = self.entries.get(index)?;
            // Entries are sorted by start, so nothing after this one can start before `to`.
            if query.to.is_some_and(|to| entry.span.start >= to) {
                self.indexes = Indexes::All(0..0);
                return None;
            }
            if !query.categories.contains(entry.category)
                || !entry.span.intersects(query.from, None)
            {
                continue;
            }
            let status = entry.span.status_at(self.now);
            if query.status.is_some_and(|wanted| wanted != status) {
                continue;
            }
            return Some(Selected {
                index,
                entry,
                status,
            });
        }
    }
}

/// An entity tag being computed alongside (or instead of) a body.
#[derive(Debug)]
struct Tag {
    hasher: Hasher,
    representation: Representation,
    count: u64,
}

impl Tag {
    /// Adds a returned event: which one and, in JSON, its status. The feed does not show the
    /// status, so its tag does not change when only a status does.
    fn event(&mut self, selected: &Selected<'_>) {
        let index = selected.index as u64;
        self.hasher.word(match self.representation {
            Representation::Json => index << 2 | selected.status as u64,
            Representation::Calendar => index,
        });
        self.count += 1;
    }

    fn finish(mut self) -> String {
        self.hasher.word(self.count);
        self.hasher.etag()
    }
}

/// `304 Not Modified`: no body, the caching and CORS headers of the 200 it stands for.
fn not_modified(etag: &str) -> Response {
    Response::new(
        304,
        &[
            ("Cache-Control", CACHE_CONTROL_OK),
            ("ETag", etag),
            ("Access-Control-Expose-Headers", EXPOSE_SUCCESS),
        ],
        Vec::new(),
    )
}

/// The CORS preflight answer: 204, never counted by the rate limiter.
fn preflight(requested_headers: Option<&str>) -> Response {
    let allowed = requested_headers.map(echo::header_list).unwrap_or_default();
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

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::time::parse;

    const FIXTURE: &str = include_str!("../edge/tests/fixtures/dataset.json");

    fn service() -> Service {
        Service::new(Dataset::from_json(FIXTURE).unwrap(), LimitConfig::default())
    }

    fn get<'a>(
        path: &'a str,
        query: &'a str,
        now: &str,
        if_none_match: Option<&'a str>,
    ) -> Request<'a> {
        Request {
            method: "GET",
            path,
            query,
            client: "192.0.2.1",
            access_control_request_headers: None,
            if_none_match,
            now: parse(now).unwrap(),
            origin: None,
        }
    }

    fn etag(service: &Service, path: &str, query: &str, now: &str) -> String {
        let response = service.handle(&get(path, query, now, None));
        assert_eq!(
            response.status,
            200,
            "{}",
            String::from_utf8_lossy(&response.body)
        );
        response.header("ETag").unwrap().to_string()
    }

    /// The body without what may differ between equal responses: the JSON's `generatedAt`.
    fn meaning(response: &Response) -> Vec<u8> {
        let mut value: serde_json::Value = match serde_json::from_slice(&response.body) {
            Ok(value) => value,
            Err(_) => return response.body.clone(),
        };
        value["generatedAt"] = serde_json::Value::Null;
        serde_json::to_vec(&value).unwrap()
    }

    /// Over many queries and request times, two responses of one representation have the same
    /// tag exactly when they mean the same.
    #[test]
    fn etag_changes_exactly_when_the_response_changes() {
        let service = service();
        let queries = [
            "",
            "version=all&category=all&status=all",
            "version=5",
            "version=version-5",
            "version=6&status=live",
            "category=operator,arsenal",
            "category=arsenal,operator",
            "category=permanent&status=upcoming",
            "category=update",
            "status=live",
            "status=ended",
            "from=2026-08-01T00:00:00%2B08:00",
            "from=2026-07-31T16:00:00Z",
            "to=2026-08-10T00:00:00%2B08:00",
            "from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00",
            "from=2000-01-01T00:00:00Z",
        ];
        // Around every start, end and version boundary, plus quiet moments.
        let mut times = vec![
            "2026-01-01T00:00:00Z".to_string(),
            "2026-07-16T03:59:59Z".into(),
            "2026-07-16T04:00:00Z".into(),
            "2026-08-09T03:58:59Z".into(),
            "2026-08-09T03:59:00Z".into(),
            "2026-08-09T04:00:00Z".into(),
            "2026-08-25T20:00:00Z".into(),
            "2026-09-02T04:00:00Z".into(),
            "2030-01-01T00:00:00Z".into(),
        ];
        for version in service.dataset().versions() {
            for delta in [-1, 0, 1] {
                let t = version.starts_at + chrono::TimeDelta::seconds(delta);
                times.push(t.to_rfc3339());
            }
        }
        for path in [EVENTS_PATH, EVENTS_ICS_PATH] {
            let mut by_tag: HashMap<String, Vec<u8>> = HashMap::new();
            let mut by_meaning: HashMap<Vec<u8>, String> = HashMap::new();
            for query in queries {
                for now in &times {
                    let response = service.handle(&get(path, query, now, None));
                    assert_eq!(response.status, 200);
                    let tag = response.header("ETag").unwrap().to_string();
                    let meaning = meaning(&response);
                    if let Some(seen) = by_tag.insert(tag.clone(), meaning.clone()) {
                        assert!(
                            seen == meaning,
                            "{path}?{query} at {now}: same tag {tag}, other body"
                        );
                    }
                    if let Some(seen) = by_meaning.insert(meaning, tag.clone()) {
                        assert_eq!(seen, tag, "{path}?{query} at {now}: same body, other tag");
                    }
                }
            }
            // Enough distinct responses that the test means something.
            assert!(
                by_tag.len() > 30,
                "{path}: only {} distinct responses",
                by_tag.len()
            );
        }
    }

    #[test]
    fn etag_follows_status_and_active_version_in_json_only() {
        let service = service();
        // op-wander starts at 2026-07-16T12:00+08:00, with version 5.
        let json = |now| etag(&service, EVENTS_PATH, "category=operator", now);
        let ics = |now| etag(&service, EVENTS_ICS_PATH, "category=operator", now);
        assert_eq!(json("2026-07-01T00:00:00Z"), json("2026-07-16T03:59:59Z"));
        assert_ne!(json("2026-07-16T03:59:59Z"), json("2026-07-16T04:00:00Z"));
        // The feed shows no status, so only a change of the returned set changes its tag.
        assert_eq!(ics("2026-07-16T03:59:59Z"), ics("2026-07-16T04:00:00Z"));
        let live = |now| {
            etag(
                &service,
                EVENTS_ICS_PATH,
                "category=operator&status=live",
                now,
            )
        };
        assert_ne!(live("2026-07-16T03:59:59Z"), live("2026-07-16T04:00:00Z"));
        // The two representations never share a tag.
        assert_ne!(json("2026-07-01T00:00:00Z"), ics("2026-07-01T00:00:00Z"));
    }

    #[test]
    fn etag_follows_the_dataset() {
        let service = service();
        let mut document = service.dataset().document().clone();
        let before = etag(&service, EVENTS_PATH, "version=1", "2026-11-01T00:00:00Z");
        let before_ics = etag(
            &service,
            EVENTS_ICS_PATH,
            "version=1",
            "2026-11-01T00:00:00Z",
        );
        // An event of another version changes, so the responses do not; the tags still move,
        // because a tag is only as fine as the dataset fingerprint.
        if let Some(event) = document.data.events.last_mut() {
            event.title.push('!');
        }
        let changed = Service::new(
            Dataset::from_document(document).unwrap(),
            LimitConfig::default(),
        );
        assert_ne!(
            before,
            etag(&changed, EVENTS_PATH, "version=1", "2026-11-01T00:00:00Z")
        );
        assert_ne!(
            before_ics,
            etag(
                &changed,
                EVENTS_ICS_PATH,
                "version=1",
                "2026-11-01T00:00:00Z"
            )
        );
        // The same dataset loaded again gives the same tags.
        assert_eq!(
            before,
            etag(
                &self::service(),
                EVENTS_PATH,
                "version=1",
                "2026-11-01T00:00:00Z"
            )
        );
    }

    #[test]
    fn matching_if_none_match_is_304_without_a_body() {
        let service = service();
        let now = "2026-08-01T00:00:00Z";
        for path in [EVENTS_PATH, EVENTS_ICS_PATH] {
            let tag = etag(&service, path, "status=live", now);
            let strong = tag.trim_start_matches("W/").to_string();
            for field in [
                tag.as_str(),
                strong.as_str(),
                "*",
                &format!("W/\"0\", {tag}"),
            ] {
                let response = service.handle(&get(path, "status=live", now, Some(field)));
                assert_eq!(response.status, 304, "{path} If-None-Match: {field}");
                assert!(response.body.is_empty());
                assert_eq!(response.header("ETag"), Some(tag.as_str()));
                assert_eq!(response.header("Cache-Control"), Some(CACHE_CONTROL_OK));
                assert_eq!(response.header("Access-Control-Allow-Origin"), Some("*"));
                assert_eq!(
                    response.header("Access-Control-Expose-Headers"),
                    Some("ETag")
                );
                assert_eq!(response.header("Content-Type"), None);
            }
            let other = service.handle(&get(path, "status=ended", now, Some(&tag)));
            assert_eq!(other.status, 200, "another query's tag does not match");
            assert_ne!(other.header("ETag"), Some(tag.as_str()));
            // A bad query is a 400 whatever the condition says.
            let bad = service.handle(&get(path, "status=soon", now, Some("*")));
            assert_eq!(bad.status, 400);
        }
    }

    #[test]
    fn a_304_counts_against_the_rate_limit() {
        let limits = LimitConfig {
            window_ms: 1500,
            max: 2,
        };
        let service = Service::new(Dataset::from_json(FIXTURE).unwrap(), limits);
        let now = "2026-08-01T00:00:00Z";
        let first = service.handle(&get(EVENTS_PATH, "", now, Some("*")));
        let second = service.handle(&get(EVENTS_ICS_PATH, "", now, Some("*")));
        assert_eq!((first.status, second.status), (304, 304));
        let third = service.handle(&get(EVENTS_PATH, "", now, Some("*")));
        assert_eq!(third.status, 429);
        assert_eq!(
            third.header("RateLimit-Policy"),
            Some("\"default\";q=2;w=2")
        );
        assert_eq!(third.header("RateLimit"), Some("\"default\";r=0;t=2"));
        assert_eq!(third.header("Retry-After"), Some("2"));
        assert_eq!(third.header("RateLimit-Limit"), Some("2"));
        assert_eq!(third.header("RateLimit-Remaining"), Some("0"));
        assert_eq!(third.header("Cache-Control"), Some("no-store"));
        for header in ["RateLimit-Policy", "RateLimit", "Retry-After"] {
            assert!(
                third
                    .header("Access-Control-Expose-Headers")
                    .unwrap()
                    .contains(header)
            );
        }
        assert_eq!(
            first.header("RateLimit"),
            None,
            "never on a cacheable response"
        );
    }

    #[test]
    fn the_feed_has_the_resource_headers_and_a_vevent_per_json_event() {
        let service = service();
        let now = "2026-08-01T00:00:00Z";
        let ics = service.handle(&get(EVENTS_ICS_PATH, "category=permanent", now, None));
        assert_eq!(
            ics.header("Content-Type"),
            Some("text/calendar; charset=utf-8")
        );
        assert_eq!(ics.header("Cache-Control"), Some(CACHE_CONTROL_OK));
        assert_eq!(ics.header("Access-Control-Allow-Origin"), Some("*"));
        assert_eq!(ics.header("RateLimit"), None);
        let json = service.handle(&get(EVENTS_PATH, "category=permanent", now, None));
        let json: serde_json::Value = serde_json::from_slice(&json.body).unwrap();
        let text = String::from_utf8(ics.body).unwrap();
        let uids: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("UID:"))
            .filter_map(|l| l.strip_suffix("@endfield-calendar"))
            .collect();
        let ids: Vec<&str> = json["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_str().unwrap())
            .collect();
        assert_eq!(uids, ids);
        assert!(text.contains("\r\nX-WR-CALNAME:Arknights: Endfield calendar — permanent\r\n"));
    }
}
