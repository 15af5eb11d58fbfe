//! The changes resources, `GET /api/v1/changes` (JSON) and `GET /api/v1/changes.atom` (Atom):
//! the history of schedule changes ([`crate::changes`]) behind the same rate limit, errors,
//! CORS, `Cache-Control` and conditional requests as the events.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::envelope::{write_meta_head, write_success_head};
use super::http::{self, ApiError, CONTENT_TYPE_JSON, Request, Response};
use super::state::Service;
use super::{cache, etag};
use crate::Dataset;
use crate::certainty;
use crate::changes::{
    CHANGES_ATOM_PATH, CHANGES_PATH, Change, Changes, ChangesFilters, Subject, atom, in_english,
};
use crate::lang::Locale;
use crate::query::changes::ChangesQuery;
use crate::server::Server;
use crate::time;
use crate::v1::Event;

/// The two representations of the history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Format {
    Json,
    Atom,
}

impl Format {
    pub(super) fn at(path: &str) -> Option<Format> {
        match path {
            CHANGES_PATH => Some(Format::Json),
            CHANGES_ATOM_PATH => Some(Format::Atom),
            _ => None,
        }
    }
}

/// `GET` of the history, as JSON or Atom.
// Not inlined into `Service::route`: V8 compiles a wasm function whole on its first call, so the
// Worker's start and its first API and page requests do not compile this path (issue 42).
#[inline(never)]
pub(super) fn respond(
    service: &Service,
    resource: Format,
    request: &Request<'_>,
) -> Result<Response, ApiError> {
    let query = ChangesQuery::parse(request.query, CHANGES_PATH)?;
    let history = history_on(service, query.server)?;
    let view = service.view(query.server, Locale::ZhCn)?;
    let mut tag = etag::start(history.fingerprint());
    tag.word(resource as u64 + 2);
    query.hash(&mut tag);
    // Both tell by the dataset: the JSON its `source` (whether it is behind: `behind`, which
    // version and since when, the fingerprint fixes), the feed its times (`atom_body`).
    tag.word(service.dataset.fingerprint());
    tag.word(u64::from(view.behind_at(request.now).is_some()));
    let mut count = 0u64;
    for (index, _, _) in history.select(&query) {
        tag.word(index as u64);
        count += 1;
    }
    tag.word(count);
    // The feed's links are absolute with the public origin, else relative: never from `Host`.
    let base = service.public_origin.as_deref().unwrap_or("");
    if matches!(resource, Format::Atom) {
        tag.bytes(base.as_bytes());
    }
    let tag = etag::format(tag);
    // The history changes only with a new dataset, and both representations tell by the
    // dataset: they are as new as the newest record and the dataset.
    let newest = history.history().changes.first().map(|c| c.at);
    let last_modified = newest.map_or(service.dataset.generated_at(), |at| {
        at.max(service.dataset.generated_at())
    });
    if http::is_fresh(request, &tag, last_modified) {
        return Ok(http::not_modified(&tag, last_modified));
    }
    let (content_type, body) = time::writing_in(query.server.zone(), || {
        Ok::<_, ApiError>(match resource {
            Format::Json => (
                CONTENT_TYPE_JSON,
                json_body(history, &query, request.now, (&service.dataset, view))?.into(),
            ),
            Format::Atom => {
                let key =
                    cache::Key::new(cache::Route::Atom(query), cache::Stamp::Tag(tag.clone()));
                let answer = service.rendered(key, || {
                    Ok((
                        tag.clone(),
                        atom_body(service, history, &query, base).into_bytes(),
                    ))
                })?;
                (atom::CONTENT_TYPE_ATOM, answer.body)
            }
        })
    })?;
    Ok(http::ok(content_type, &tag, last_modified, body))
}

/// The history as it reads on `server` ([`Changes::on_server`], with the kinds of the
/// dataset's events), made on first use.
pub(super) fn history_on(service: &Service, server: Server) -> Result<&Changes, ApiError> {
    let base = service.changes().ok_or(ApiError::Internal)?;
    let slot = match server {
        Server::Cn => return Ok(base),
        Server::Asia => service.changes_views.first(),
        Server::AmericasEurope => service.changes_views.get(1),
    };
    slot.ok_or(ApiError::Internal)?
        .get_or_init(|| {
            let kinds = |id: &str| {
                let events = service.dataset.events();
                let event = events.iter().find(|e| e.id == id)?;
                event.source_meta.time_kinds
            };
            base.on_server(server, kinds).ok()
        })
        .as_ref()
        .ok_or(ApiError::Internal)
}

/// The feed; each record's times are also told by what the dataset, as it reads on the
/// query's server, says of its item now (`atom::write_entry`).
fn atom_body(service: &Service, history: &Changes, query: &ChangesQuery, base: &str) -> String {
    let dataset = service
        .view(query.server, Locale::ZhCn)
        .unwrap_or(&service.dataset);
    let events: BTreeMap<&str, &Event> = dataset
        .events()
        .iter()
        .map(|e| (e.id.as_str(), e))
        .collect();
    let current = |change: &Change| match change.subject {
        Subject::Event => events
            .get(change.key.as_str())
            .map(|e| crate::changes::Recorded::event(e)),
        Subject::Version => dataset
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)
            .map(crate::changes::Recorded::version),
    };
    let mut out = String::with_capacity(16 * 1024);
    let newest = history.history().changes.first().map(|c| c.at);
    let updated = newest.unwrap_or_else(|| {
        let document = service.dataset.document();
        document.source.updated_at.unwrap_or(document.generated_at)
    });
    atom::write_head(&mut out, updated, base, (query.server, query.lang));
    for (_, change, _) in history.select(query) {
        let current = current(change).unwrap_or_default();
        let title = crate::changes::title_in(dataset, change, query.lang).unwrap_or(&change.title);
        let version = dataset
            .versions()
            .iter()
            .find(|v| v.version_key == change.version_key)
            .map(|v| certainty::version_named(v, query.lang));
        let told = (title, version.as_deref(), query.lang);
        atom::write_entry(&mut out, change, &current, base, query.server, told);
    }
    atom::write_tail(&mut out);
    out
}

/// The success envelope of `GET /api/v1/changes`: the data's `source` (as `view`, the
/// dataset on the query's server, tells it at `now`, `behind` included), then pre-rendered
/// records (in English, each with its English title from `dataset`, [`in_english`]), each with
/// its `named` title in the asked locale ([`crate::changes::title_named`]).
pub(super) fn json_body(
    history: &Changes,
    query: &ChangesQuery,
    now: DateTime<Utc>,
    (dataset, view): (&Dataset, &Dataset),
) -> Result<Vec<u8>, ApiError> {
    let internal = |_| ApiError::Internal;
    let mut body = Vec::with_capacity(16 * 1024);
    write_success_head(&mut body, now);
    body.extend_from_slice(br#","source":"#);
    view.write_source(&mut body, now);
    body.extend_from_slice(br#","data":{"changes":["#);
    let mut total = 0usize;
    for (_, change, rendered) in history.select(query) {
        if total > 0 {
            body.push(b',');
        }
        let english = in_english(change, dataset).filter(|_| query.lang.pair() == Locale::En);
        let record = match english {
            Some(record) => record.map_err(internal)?,
            None => rendered.to_string(),
        };
        let named = crate::changes::title_named(dataset, change, query.lang);
        let record = crate::changes::with_named(&record, named).map_err(internal)?;
        body.extend_from_slice(record.as_bytes());
        total += 1;
    }
    write_meta_head(&mut body, total);
    serde_json::to_writer(&mut body, &ChangesFilters::of(query)).map_err(internal)?;
    body.extend_from_slice(b"}}");
    Ok(body)
}
