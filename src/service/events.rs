//! The events resource: `GET /api/v1/events` (JSON) and `/api/v1/events.ics` (iCalendar), in
//! the view the query names, rendered once per period and answered from what was rendered.

use super::etag::Tag;
use super::http::{self, ApiError, CONTENT_TYPE_JSON, Request, Response};
use super::paths::Representation;
use super::select::Selection;
use super::state::Service;
use super::{cache, envelope, ics};
use crate::dataset::Dataset;
use crate::query::Query;
use crate::time;

/// `GET` of the events, as JSON or iCalendar.
pub(super) fn respond(
    service: &Service,
    representation: Representation,
    request: &Request<'_>,
) -> Result<Response, ApiError> {
    let query = match representation {
        Representation::Json => Query::parse(request.query, &service.dataset)?,
        Representation::Calendar => Query::parse_feed(request.query, &service.dataset)?,
    };
    // Versions start and end at instants, so every view has the base's versions, in the
    // same order: the query's version index holds in all of them.
    let dataset = service.view(query.server, query.lang)?;
    time::writing_in(query.server.zone(), || {
        events_in(service, dataset, representation, &query, request)
    })
}

/// The events of one view, as JSON or iCalendar, with times written in the current zone:
/// rendered once per period (`cache`) with its tag, then answered from what was rendered,
/// `304` included.
fn events_in(
    service: &Service,
    dataset: &Dataset,
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
    let answer = service.rendered(cache::Key::new(route, stamp), || {
        let mut tag = Tag::new(dataset, representation, query, now);
        let body = match representation {
            Representation::Json => envelope::events_body(dataset, query, now, &mut tag)?,
            Representation::Calendar => {
                let feed = service.feed(dataset, query.server, query.lang);
                let selection = Selection::new(dataset, query, now);
                feed.body(dataset, query, selection, now, &mut tag)
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
