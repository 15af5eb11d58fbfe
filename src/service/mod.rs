//! The request function: turns a request (method, path, raw query, client key, conditional
//! header, now) into a response (status, headers, body). Both faces, the Worker and
//! `calendar-serve`, are thin adapters over [`Service::handle`].
//!
//! This file holds the service: it routes, makes the views on first use, and runs the events'
//! `304`/feed-cache flow and the rate count. The rest is one concern per child:
//! - `head`: [`Head`], a face's method, target and header fields read into a [`Request`];
//! - `http`: [`Request`], [`Response`], the one map from errors to HTTP
//!   ([`ApiError::into_response`]), the preflight and `304`;
//! - `select`: the one filter loop, shared by both representations and the entity tag;
//! - `etag`: entity tags and `If-None-Match`;
//! - `json`: the hand-written success envelope; `ics`: the iCalendar feed;
//! - `history`: `/api/v1/changes` and its Atom feed; `units`: `/api/v1/units`; `page`: the page
//!   at `/` and its files;
//! - `cache`: the rendered answers (events, feed, page, Atom), kept by their exact request and
//!   the period (or tag) they hold for;
//! - `embed`: the countdown card for other sites and the SVG badge;
//! - `cache_tag`: the `Cache-Tag` of every cacheable response (dataset and route);
//! - `echo`: the bounds on what a response repeats of a request;
//! - `origin`: the origin absolute URLs are written with, and the one rule of a valid `Host`;
//! - `mcp`: `POST /mcp`, the Model Context Protocol server over the API's resources.

mod cache;
mod cache_tag;
mod echo;
mod embed;
mod etag;
mod head;
mod history;
mod http;
mod ics;
mod json;
mod mcp;
mod origin;
mod page;
mod select;
mod units;

use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;

use crate::certainty::Lang;
use crate::dataset::Dataset;
use crate::limiter::{Decision, LimitConfig, RateLimiter};
use crate::query::Query;
use crate::server::Server;
use crate::time;
use etag::Tag;
use select::Selection;

pub use echo::{MAX_ALLOWED_HEADERS, MAX_ERROR_BODY, MAX_LISTED_PROBLEMS};
pub use head::Head;
pub(crate) use http::CONTENT_TYPE_JSON;
pub use http::{ApiError, Body, CACHE_CONTROL_OK, CDN_CACHE_CONTROL, Request, Response};
pub use mcp::{MAX_REQUEST_BODY, MCP_PATH, VERSIONS as MCP_VERSIONS};
pub use origin::PUBLIC_ORIGIN_VAR;
pub use units::UNITS_PATH;

/// The one resource of the API, as JSON.
pub const EVENTS_PATH: &str = "/api/v1/events";
/// The same resource as an iCalendar feed, with the same query parameters.
pub const EVENTS_ICS_PATH: &str = "/api/v1/events.ics";

/// The API over one dataset, with its rate limiter.
#[derive(Debug)]
pub struct Service {
    dataset: Dataset,
    /// Shared with the services made by [`Service::with_limiter_of`] from this one.
    limiter: Arc<Mutex<RateLimiter>>,
    /// Every event's `VEVENT`, rendered on the first feed request: a Worker isolate that only
    /// serves JSON never pays for it.
    feed: OnceLock<ics::Feed>,
    /// The history of schedule changes (`/api/v1/changes`); empty unless given.
    changes: history::Source,
    /// The dataset's tag in every `Cache-Tag` (`calendar-dataset-…`).
    dataset_tag: String,
    /// The dataset as it reads on another server or in English, each made on first use
    /// (`None` if it could not be: answered as `500`), with its own feed.
    views: [OnceLock<Option<View>>; VIEWS],
    /// The history as it reads on Asia and on Americas/Europe, each made on first use.
    changes_views: [OnceLock<Option<crate::changes::Changes>>; 2],
    /// `scheme://host[:port]` every absolute URL starts with, when the deployment names it.
    public_origin: Option<String>,
    /// The rendered answers (events, feeds, page), by request and period or tag.
    bodies: Mutex<cache::BodyCache>,
}

/// Every (server, language) but CN in Chinese, which is the dataset itself.
const VIEWS: usize = Server::ALL.len() * 2 - 1;

/// The dataset told for one server and language, and its feed.
#[derive(Debug)]
struct View {
    dataset: Dataset,
    feed: OnceLock<ics::Feed>,
}

/// The representations of the events resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Representation {
    Json,
    Calendar,
}

/// Every resource the service answers, by path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Resource {
    Events(Representation),
    Changes(history::Resource),
    Units,
    Page(page::Resource),
    Mcp,
    Embed(embed::Resource),
}

impl Resource {
    fn at(path: &str) -> Option<Resource> {
        match path {
            EVENTS_PATH => Some(Resource::Events(Representation::Json)),
            EVENTS_ICS_PATH => Some(Resource::Events(Representation::Calendar)),
            MCP_PATH => Some(Resource::Mcp),
            UNITS_PATH => Some(Resource::Units),
            _ => history::Resource::at(path)
                .map(Resource::Changes)
                .or_else(|| page::Resource::at(path).map(Resource::Page))
                .or_else(|| embed::Resource::at(path).map(Resource::Embed)),
        }
    }
}

impl Service {
    pub fn new(dataset: Dataset, limits: LimitConfig) -> Service {
        Service {
            dataset_tag: cache_tag::of_dataset(&dataset),
            dataset,
            limiter: Arc::new(Mutex::new(RateLimiter::new(limits))),
            feed: OnceLock::new(),
            changes: history::Source::default(),
            views: Default::default(),
            changes_views: Default::default(),
            public_origin: None,
            bodies: Mutex::new(cache::BodyCache::default()),
        }
    }

    /// The same service with a fresh rate limiter of `limits`: nothing the old one counted is
    /// kept. (The Worker builds its service at isolate start, before its vars are known, and
    /// gives it their limits on the first request.)
    pub fn with_limits(mut self, limits: LimitConfig) -> Service {
        self.limiter = Arc::new(Mutex::new(RateLimiter::new(limits)));
        self
    }

    /// The same service counting in `previous`'s rate limiter, shared, not copied: a client is
    /// limited the same by both, and by every service made so from either (the limit in force
    /// is `previous`'s). `calendar-serve` swaps in a service on a new dataset so, and the one
    /// limiter of the process counts on across the swap.
    pub fn with_limiter_of(mut self, previous: &Service) -> Service {
        self.limiter = Arc::clone(&previous.limiter);
        self
    }

    /// Writes every absolute URL with `origin` (`https://host[:port]`), whatever a request's
    /// `Host`; an error says why `origin` is not one.
    pub fn with_public_origin(mut self, origin: &str) -> Result<Service, String> {
        self.public_origin = Some(origin::parse_public_origin(origin)?);
        Ok(self)
    }

    /// The public origin in force, if any.
    pub fn public_origin(&self) -> Option<&str> {
        self.public_origin.as_deref()
    }

    /// The dataset and its feed as told on `server` in `lang`.
    fn view(
        &self,
        server: Server,
        lang: Lang,
    ) -> Result<(&Dataset, &OnceLock<ics::Feed>), ApiError> {
        let position = Server::ALL.iter().position(|s| *s == server).unwrap_or(0) * 2
            + usize::from(lang == Lang::En);
        let Some(slot) = position.checked_sub(1).and_then(|i| self.views.get(i)) else {
            return Ok((&self.dataset, &self.feed));
        };
        let view = slot.get_or_init(|| {
            let dataset = self.dataset.view(server, lang).ok()?;
            Some(View {
                dataset,
                feed: OnceLock::new(),
            })
        });
        view.as_ref()
            .map(|v| (&v.dataset, &v.feed))
            .ok_or(ApiError::Internal)
    }

    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// The tag in the `Cache-Tag` of every cacheable response that names this service's
    /// dataset: `calendar-dataset-` and the fingerprint's 16 hex digits. Purging it drops every
    /// cached response this dataset produced.
    pub fn dataset_cache_tag(&self) -> &str {
        &self.dataset_tag
    }

    /// The rate limit in force.
    pub fn limits(&self) -> LimitConfig {
        self.limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .config()
    }

    /// Answers one request. Never panics; every failure is an error envelope. A response a
    /// shared cache may store carries its `Cache-Tag` (`cache_tag`).
    pub fn handle(&self, request: &Request<'_>) -> Response {
        let resource = Resource::at(request.path);
        let mut response = self
            .route(request, resource)
            .unwrap_or_else(ApiError::into_response);
        if let Some(resource) = resource {
            cache_tag::attach(&mut response, &self.dataset_tag, resource);
        }
        response
    }

    /// What every resource shares, in this order: a head the face could not make a request of
    /// (counted, then `400`), the CORS preflight (never counted), a `GET` of the page's files
    /// (never counted), the rate limit (every other request, unknown paths too), a valid
    /// origin, `404`; then the MCP endpoint (which has methods of its own), or `405` but for
    /// `GET`, then the resource.
    fn route(
        &self,
        request: &Request<'_>,
        resource: Option<Resource>,
    ) -> Result<Response, ApiError> {
        if let Some(why) = request.bad_head {
            self.count(request)?;
            return Err(ApiError::BadRequest(why));
        }
        if let Some(resource) = resource
            && request.method == "OPTIONS"
        {
            let methods = match resource {
                Resource::Mcp => mcp::METHODS,
                _ => "GET, OPTIONS",
            };
            return Ok(http::preflight(
                methods,
                request.access_control_request_headers,
            ));
        }
        // The page's files cost nothing and a page view needs three of them: not counted.
        if let Some(Resource::Page(file)) = resource
            && file.is_asset()
            && request.method == "GET"
        {
            return Ok(page::respond(&self.dataset, file, request, None, None));
        }
        if let Err(limited) = self.count(request) {
            // A browser rate limited on a page is told so on a page.
            return Ok(match resource {
                Some(Resource::Page(page::Resource::Page)) => {
                    page::limited(limited, request, page::CONTENT_SECURITY_POLICY)
                }
                Some(Resource::Embed(embed::Resource::Countdown)) => {
                    page::limited(limited, request, embed::EMBED_CONTENT_SECURITY_POLICY)
                }
                _ => limited.into_response(),
            });
        }
        if request.origin.is_some_and(|o| !origin::is_origin(o)) {
            return Err(ApiError::BadRequest(origin::INVALID_HOST));
        }
        let Some(resource) = resource else {
            return Err(ApiError::NotFound(echo::clip(request.path).into()));
        };
        if resource == Resource::Mcp {
            return Ok(self.mcp_response(request));
        }
        if request.method != "GET" {
            return Err(ApiError::MethodNotAllowed(
                echo::clip(request.method).into(),
            ));
        }
        match resource {
            Resource::Events(representation) => self.events_response(representation, request),
            Resource::Changes(resource) => self.changes_response(resource, request),
            Resource::Units => self.units_response(request),
            Resource::Embed(resource) => embed::respond(
                &self.dataset,
                |server, lang| self.view(server, lang).map(|(dataset, _)| dataset),
                resource,
                request,
            ),
            Resource::Page(resource) => {
                // The page tells the server's clock; its language is its own business.
                let server = page::page_server(request.query);
                let (dataset, _) = self.view(server, Lang::Zh)?;
                Ok(time::writing_in(server.zone(), || {
                    let origin = self.public_origin.as_deref();
                    page::respond(dataset, resource, request, origin, Some(self))
                }))
            }
            // Answered above, whatever its method.
            Resource::Mcp => Err(ApiError::Internal),
        }
    }

    /// `GET` of the events, as JSON or iCalendar.
    fn events_response(
        &self,
        representation: Representation,
        request: &Request<'_>,
    ) -> Result<Response, ApiError> {
        let query = match representation {
            Representation::Json => Query::parse(request.query, &self.dataset)?,
            Representation::Calendar => Query::parse_feed(request.query, &self.dataset)?,
        };
        // Versions start and end at instants, so every view has the base's versions, in the
        // same order: the query's version index holds in all of them.
        let (dataset, feed) = self.view(query.server, query.lang)?;
        time::writing_in(query.server.zone(), || {
            self.events_in(dataset, feed, representation, &query, request)
        })
    }

    /// The events of one view, as JSON or iCalendar, with times written in the current zone:
    /// rendered once per period (`cache`) with its tag, then answered from what was rendered,
    /// `304` included.
    fn events_in(
        &self,
        dataset: &Dataset,
        feed: &OnceLock<ics::Feed>,
        representation: Representation,
        query: &Query,
        request: &Request<'_>,
    ) -> Result<Response, ApiError> {
        let now = request.now;
        let route = match representation {
            Representation::Json => cache::Route::Events(query.clone()),
            Representation::Calendar => cache::Route::Feed(query.clone()),
        };
        let stamp = cache::Stamp::Period(cache::Period::of(dataset, now));
        let answer = self.rendered(cache::Key::new(route, stamp), || {
            let mut tag = Tag::new(dataset, representation, query, now);
            let body = match representation {
                Representation::Json => json::events_body(dataset, query, now, &mut tag)?,
                Representation::Calendar => {
                    let feed = feed.get_or_init(|| ics::Feed::render(dataset));
                    let selection = Selection::new(dataset, query, now);
                    feed.body(dataset, query, selection, &mut tag)
                }
            };
            Ok((tag.finish(), body))
        })?;
        let last_modified = dataset.last_modified(now);
        if http::is_fresh(request, &answer.tag, last_modified) {
            return Ok(http::not_modified(&answer.tag, last_modified));
        }
        let content_type = match representation {
            Representation::Json => CONTENT_TYPE_JSON,
            Representation::Calendar => ics::CONTENT_TYPE_ICS,
        };
        Ok(http::ok(
            content_type,
            &answer.tag,
            last_modified,
            answer.body,
        ))
    }

    /// The answer kept under `key` (its body shared, not copied), or `render`'s (a tag and a
    /// body), kept.
    fn rendered(
        &self,
        key: cache::Key,
        render: impl FnOnce() -> Result<(String, Vec<u8>), ApiError>,
    ) -> Result<cache::Rendered, ApiError> {
        let lock = || self.bodies.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(answer) = lock().get(&key) {
            return Ok(answer);
        }
        let (tag, mut body) = render()?;
        // The cache counts a body's length: it must hold no more than that.
        body.shrink_to_fit();
        let answer = cache::Rendered {
            tag,
            body: Bytes::from(body),
        };
        lock().put(key, answer.clone());
        Ok(answer)
    }

    /// Counts the request against its client's window; every request but a preflight and a
    /// `GET` of the page's files counts.
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::changes::Changes;

    fn service() -> Service {
        let limits = LimitConfig {
            max: 1_000_000,
            ..LimitConfig::default()
        };
        Service::new(crate::testing::dataset(), limits).with_changes(Changes::default())
    }

    fn get(service: &Service, path: &str, query: &str, at: &str) -> Response {
        let now = crate::time::parse(at).unwrap_or_default();
        service.handle(&Request::get(path, query, "192.0.2.1", now))
    }

    #[test]
    fn a_feed_is_rendered_once_per_period_and_served_byte_for_byte() {
        let warm = service();
        let queries = [
            "",
            "alarm=P1D",
            "alarm=P1D,PT1H&ending=PT2H",
            "category=operator&alarm=PT5M",
        ];
        for query in queries {
            let first = get(&warm, EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
            for _ in 0..5 {
                let again = get(&warm, EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
                assert_eq!(again, first, "{query}");
            }
            // A fresh service renders the same bytes.
            let cold = get(&service(), EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
            assert_eq!(cold, first, "{query}");
        }
        let puts = |s: &Service| s.bodies.lock().map(|c| c.puts).unwrap_or_default();
        assert_eq!(puts(&warm), queries.len(), "one render per distinct feed");
        // Another selection is another body; so is the same one in the next minute.
        get(
            &warm,
            EVENTS_ICS_PATH,
            "status=ended",
            "2026-08-01T00:00:59Z",
        );
        assert_eq!(puts(&warm), queries.len() + 1);
        get(&warm, EVENTS_ICS_PATH, "alarm=P1D", "2026-08-01T00:01:00Z");
        assert_eq!(puts(&warm), queries.len() + 2);
    }

    /// The fixture with its third event starting at 04:00:30, mid-minute.
    fn mid_minute_start() -> Service {
        let mut document = crate::testing::document();
        if let Some(e3) = document.data.events.get_mut(2) {
            e3.start = crate::time::parse("2026-02-01T04:00:30Z").unwrap();
        }
        let dataset = Dataset::from_document(document).unwrap();
        Service::new(dataset, LimitConfig::default())
    }

    #[test]
    fn an_answer_is_sent_again_until_the_minute_ends_or_a_status_changes() {
        let service = mid_minute_start();
        let events = |at: &str| {
            let body = get(&service, EVENTS_PATH, "", at).body;
            serde_json::from_slice::<serde_json::Value>(&body).unwrap()
        };
        let e3 = |body: &serde_json::Value| body["data"]["events"][2]["status"].clone();
        let first = events("2026-02-01T04:00:05Z");
        assert_eq!(e3(&first), "upcoming");
        assert_eq!(first["generatedAt"], "2026-02-01T12:00:05+08:00");
        // The same period: the answer rendered at 04:00:05, byte for byte.
        assert_eq!(events("2026-02-01T04:00:29Z"), first);
        // The event starts: a new period, rendered at once, whatever the minute.
        let started = events("2026-02-01T04:00:30Z");
        assert_eq!(e3(&started), "live");
        assert_eq!(started["generatedAt"], "2026-02-01T12:00:30+08:00");
        assert_eq!(events("2026-02-01T04:00:59Z"), started);
        // A new minute: rendered again.
        let next = events("2026-02-01T04:01:00Z");
        assert_eq!(next["generatedAt"], "2026-02-01T12:01:00+08:00");
        assert_eq!(e3(&next), "live");
        // The tag follows: a tag of the first period is stale in the second, fresh in the first.
        let tag = get(&service, EVENTS_PATH, "", "2026-02-01T04:00:05Z");
        let tag = tag.header("ETag").unwrap_or_default().to_string();
        let conditional = |at: &str| {
            let now = crate::time::parse(at).unwrap_or_default();
            let request = Request {
                if_none_match: Some(&tag),
                ..Request::get(EVENTS_PATH, "", "192.0.2.1", now)
            };
            service.handle(&request).status
        };
        assert_eq!(conditional("2026-02-01T04:00:29Z"), 304);
        assert_eq!(conditional("2026-02-01T04:00:31Z"), 200);
    }

    #[test]
    fn the_page_follows_a_status_change_within_its_minute() {
        let service = mid_minute_start();
        let page = |at: &str| get(&service, "/", "", at).body;
        let before = page("2026-02-01T04:00:05Z");
        assert_eq!(
            page("2026-02-01T04:00:29Z"),
            before,
            "one render per period"
        );
        let after = page("2026-02-01T04:00:30Z");
        assert_ne!(after, before, "the event's start is a new period");
        let puts = service.bodies.lock().map(|c| c.puts).unwrap_or_default();
        assert_eq!(puts, 2);
    }

    #[test]
    fn new_limits_start_a_fresh_limiter_and_keep_what_was_rendered() {
        let at = "2026-08-01T00:00:00Z";
        let tight = LimitConfig {
            max: 2,
            ..LimitConfig::default()
        };
        let warmed = Service::new(crate::testing::dataset(), tight);
        let before = get(&warmed, EVENTS_ICS_PATH, "", at);
        get(&warmed, EVENTS_ICS_PATH, "", at);
        assert_eq!(get(&warmed, EVENTS_ICS_PATH, "", at).status, 429);

        let service = warmed.with_limits(tight);
        let after = get(&service, EVENTS_ICS_PATH, "", at);
        assert_eq!(after.status, 200, "nothing the old limiter counted is kept");
        assert_eq!(after.body, before.body);
        assert_eq!(get(&service, EVENTS_ICS_PATH, "", at).status, 200);
        assert_eq!(get(&service, EVENTS_ICS_PATH, "", at).status, 429);
        assert_eq!(
            service.bodies.lock().map(|c| c.puts).unwrap_or_default(),
            1,
            "the body rendered before is served again"
        );
    }

    #[test]
    fn a_service_made_with_the_limiter_of_another_counts_in_the_same_limiter() {
        let at = "2026-08-01T00:00:00Z";
        let tight = LimitConfig {
            max: 3,
            ..LimitConfig::default()
        };
        let old = Service::new(crate::testing::dataset(), tight);
        assert_eq!(get(&old, EVENTS_PATH, "", at).status, 200);
        assert_eq!(get(&old, EVENTS_PATH, "", at).status, 200);
        // Made with a looser limit of its own, which the shared limiter replaces.
        let loose = LimitConfig {
            max: 1_000,
            ..LimitConfig::default()
        };
        let new = Service::new(crate::testing::dataset(), loose).with_limiter_of(&old);
        assert_eq!(
            new.limits(),
            tight,
            "the limit in force is the previous one's"
        );
        assert_eq!(get(&new, EVENTS_PATH, "", at).status, 200, "the third");
        assert_eq!(get(&new, EVENTS_PATH, "", at).status, 429, "counted on");
        assert_eq!(
            get(&old, EVENTS_PATH, "", at).status,
            429,
            "one count, both ways"
        );
        // Another client has its own window in the shared limiter.
        let now = crate::time::parse(at).unwrap_or_default();
        let other = Request::get(EVENTS_PATH, "", "192.0.2.2", now);
        assert_eq!(new.handle(&other).status, 200);
        // A fresh limiter (`with_limits`) leaves the shared one behind.
        let fresh = new.with_limits(tight);
        assert_eq!(get(&fresh, EVENTS_PATH, "", at).status, 200);
        assert_eq!(get(&old, EVENTS_PATH, "", at).status, 429);
    }

    #[test]
    fn the_atom_feed_is_rendered_once_per_tag() {
        let service = service();
        let first = get(
            &service,
            crate::changes::CHANGES_ATOM_PATH,
            "",
            "2026-08-01T00:00:00Z",
        );
        assert_eq!(first.status, 200);
        let again = get(
            &service,
            crate::changes::CHANGES_ATOM_PATH,
            "",
            "2026-08-01T00:00:00Z",
        );
        assert_eq!(again, first);
        assert_eq!(service.bodies.lock().map(|c| c.puts).unwrap_or_default(), 1);
    }
}
