//! The request function: turns a request (method, path, raw query, client key, conditional
//! header, now) into a response (status, headers, body). Both faces, the Worker and
//! `calendar-serve`, are thin adapters over [`Service::handle`].
//!
//! This file is the routing only ([`Service::handle`]: what every request goes through, in
//! order, then the resource, which answers for itself: `events::respond(&Service, …)` and the
//! like). The rest is one concern per child; imports run one way, down from here (no child
//! imports this file or one above it, and no two import each other); `impl Service` is here
//! and in `state` only:
//! - `state`: [`Service`] itself (the dataset, the limiter and the rate count, the views made
//!   on first use, the rendered answers) and how it is built;
//! - `paths`: the paths of the API's own resources and the events' `Representation`s (a
//!   leaf); `route`: the one table from a path to its resource, and each resource's name;
//! - `events`: the events resource, JSON and iCalendar, rendered once per period;
//! - `head`: [`Head`], a face's method, target and header fields read into a [`Request`];
//! - `http`: [`Request`], [`Response`], the one map from errors to HTTP
//!   ([`ApiError::into_response`]), the preflight and `304`;
//! - `select`: the one filter loop, shared by both representations and the entity tag;
//! - `etag`: entity tags and `If-None-Match`;
//! - `envelope`: the hand-written success envelope; `ics`: the iCalendar feed;
//! - `changes`: `/api/v1/changes` and its Atom feed; `units`: `/api/v1/units`; `page`: the page
//!   at `/` and its files;
//! - `cache`: the rendered answers (events, feed, page, Atom), kept by their exact request and
//!   the period (or tag) they hold for;
//! - `embed`: the countdown card for other sites and the SVG badge;
//! - `cache_tag`: the `Cache-Tag` of every cacheable response (dataset and route), a leaf;
//! - `echo`: the bounds on what a response repeats of a request;
//! - `origin`: the origin absolute URLs are written with, and the one rule of a valid `Host`;
//! - `mcp`: `POST /mcp`, the Model Context Protocol server over the API's resources;
//! - `needs`: the files a request's answer may need (`Request::files`), for a face that
//!   hands them to the library first (`crate::files`).

mod cache;
mod cache_tag;
mod changes;
mod echo;
mod embed;
mod envelope;
mod etag;
mod events;
mod head;
mod http;
mod ics;
mod mcp;
mod needs;
mod origin;
mod page;
mod paths;
mod route;
mod select;
mod state;
#[cfg(test)]
mod tests;
mod units;

use route::Resource;

use crate::lang::Locale;

pub use cache_tag::is_dataset_tag;
pub use echo::{MAX_ALLOWED_HEADERS, MAX_ERROR_BODY, MAX_LISTED_PROBLEMS};
pub use head::Head;
pub(crate) use http::CONTENT_TYPE_JSON;
pub use http::{ApiError, Body, CACHE_CONTROL_OK, CDN_CACHE_CONTROL, Request, Response};
pub use mcp::{MAX_REQUEST_BODY, VERSIONS as MCP_VERSIONS};
pub use origin::PUBLIC_ORIGIN_VAR;
pub(crate) use page::Page;
pub use page::notified::{Made, NOTIFY_FORM_VAR, NotifiedForm, notified_answer, read_form};
pub(crate) use paths::SUBSCRIPTIONS_PATH;
pub use paths::{EVENTS_ICS_PATH, EVENTS_PATH, MCP_PATH, NOTIFIED_PATH, UNITS_PATH};
pub use state::Service;

impl Service {
    /// The same service with the page's "Get notified" form, POSTed to [`NOTIFIED_PATH`]: for a
    /// face that keeps public subscriptions and answers that path (`calendar-serve
    /// --subscriptions`, or the API Worker with [`NOTIFY_FORM_VAR`]); without it the page does not
    /// offer them.
    pub fn with_notify_form(mut self) -> Service {
        self.notify_form = Some(page::notified::section);
        self
    }

    /// Answers one request. Never panics; every failure is an error envelope, its message in
    /// the request's `lang` when that names a locale (else English). A response a shared cache
    /// may store carries its `Cache-Tag` (`cache_tag`).
    pub fn handle(&self, request: &Request<'_>) -> Response {
        let resource = Resource::at(request.path);
        let mut response = self.route(request, resource).unwrap_or_else(|error| {
            let lang = crate::query::lang_named(request.query).unwrap_or(Locale::En);
            error.into_response_in(lang)
        });
        if let Some(resource) = resource {
            cache_tag::attach(&mut response, &self.dataset_tag, resource.name());
        }
        response
    }

    /// What every resource shares, in this order: a head the face could not make a request of
    /// (counted, then `400`), the CORS preflight (never counted), a `GET` (or `HEAD`) of the
    /// page's files (never counted), the rate limit (every other request, unknown paths too), a
    /// valid origin, `404`; then the MCP endpoint (which has methods of its own), or `405` but
    /// for `GET` (and `HEAD` where the resource answers it as `GET`: `Resource::answers_head`),
    /// then the resource.
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
        let reads = resource.is_some_and(|r| reads(r, request.method));
        if let Some(Resource::Page(file)) = resource
            && file.is_asset()
            && reads
        {
            return Ok(page::serve(&self.dataset, file, request, None, None));
        }
        if let Err(limited) = self.count(request) {
            // A browser rate limited on a page is told so on a page.
            return Ok(match resource {
                Some(Resource::Page(page::File::Page)) => {
                    page::limited(limited, request, page::CONTENT_SECURITY_POLICY)
                }
                Some(Resource::Embed(embed::Embed::Countdown)) => {
                    page::limited(limited, request, embed::EMBED_CONTENT_SECURITY_POLICY)
                }
                _ => limited.into_response_in(
                    crate::query::lang_named(request.query).unwrap_or(Locale::En),
                ),
            });
        }
        if request.origin.is_some_and(|o| !origin::is_origin(o)) {
            return Err(ApiError::BadRequest(origin::INVALID_HOST));
        }
        let Some(resource) = resource else {
            return Err(ApiError::NotFound(echo::clip(request.path).into()));
        };
        if resource == Resource::Mcp {
            return Ok(mcp::respond(self, request));
        }
        if !reads {
            return Err(ApiError::MethodNotAllowed(
                echo::clip(request.method).into(),
                resource.allow(),
            ));
        }
        match resource {
            Resource::Events(representation) => events::respond(self, representation, request),
            Resource::Changes(format) => changes::respond(self, format, request),
            Resource::Units => units::respond(self, request),
            Resource::Embed(embed) => embed::respond(self, embed, request),
            Resource::Page(file) => page::respond(self, file, request),
            // Answered above, whatever its method.
            Resource::Mcp => Err(ApiError::Internal),
        }
    }
}

/// Whether `method` reads `resource` as a `GET` does: `GET`, and `HEAD` where the resource
/// answers it (the same response, whose body the face's server does not send).
fn reads(resource: Resource, method: &str) -> bool {
    method == "GET" || (method == "HEAD" && resource.answers_head())
}
