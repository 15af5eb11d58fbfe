//! The changes resources, `GET /api/v1/changes` (JSON) and `GET /api/v1/changes.atom` (Atom):
//! the history of schedule changes ([`crate::changes`]) behind the same rate limit, errors,
//! CORS, `Cache-Control` and conditional requests as the events.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use super::http::{self, ApiError, CONTENT_TYPE_JSON, Request, Response};
use super::json::{write_meta_head, write_success_head};
use super::state::Service;
use super::{cache, etag};
use crate::Dataset;
use crate::certainty::{self, Lang};
use crate::changes::{
    CHANGES_ATOM_PATH, CHANGES_PATH, Change, Changes, ChangesQuery, Subject, atom, in_english,
};
use crate::server::Server;
use crate::time;
use crate::v1::Event;

/// The two representations of the history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Resource {
    Json,
    Atom,
}

impl Resource {
    pub(super) fn at(path: &str) -> Option<Resource> {
        match path {
            CHANGES_PATH => Some(Resource::Json),
            CHANGES_ATOM_PATH => Some(Resource::Atom),
            _ => None,
        }
    }
}

impl Service {
    /// `GET` of the history, as JSON or Atom.
    pub(super) fn changes_response(
        &self,
        resource: Resource,
        request: &Request<'_>,
    ) -> Result<Response, ApiError> {
        let query = ChangesQuery::parse(request.query)?;
        let history = self.history_on(query.server)?;
        let mut tag = etag::start(history.fingerprint());
        tag.word(resource as u64 + 2);
        query.hash(&mut tag);
        let mut count = 0u64;
        for (index, _, _) in history.select(&query) {
            tag.word(index as u64);
            count += 1;
        }
        tag.word(count);
        // The feed's links are absolute with the public origin, else relative: never from `Host`.
        let base = self.public_origin.as_deref().unwrap_or("");
        if matches!(resource, Resource::Atom) {
            tag.bytes(base.as_bytes());
            // The feed tells times by the dataset's certainty too (`atom_body`).
            tag.word(self.dataset.fingerprint());
            self.view(query.server, Lang::Zh)?;
        }
        let tag = etag::format(tag);
        // The history changes only with a new dataset: its newest record, else the dataset's age.
        // The Atom feed also tells times by the dataset, so it is as new as both.
        let newest = history.history().changes.first().map(|c| c.at);
        let last_modified = match (resource, newest) {
            (Resource::Atom, Some(at)) => at.max(self.dataset.generated_at()),
            (_, Some(at)) => at,
            (_, None) => self.dataset.generated_at(),
        };
        if http::is_fresh(request, &tag, last_modified) {
            return Ok(http::not_modified(&tag, last_modified));
        }
        let (content_type, body) = time::writing_in(query.server.zone(), || {
            Ok::<_, ApiError>(match resource {
                Resource::Json => (
                    CONTENT_TYPE_JSON,
                    json_body(history, &query, request.now, &self.dataset)?.into(),
                ),
                Resource::Atom => {
                    let key =
                        cache::Key::new(cache::Route::Atom(query), cache::Stamp::Tag(tag.clone()));
                    let answer = self.rendered(key, || {
                        Ok((
                            tag.clone(),
                            self.atom_body(history, &query, base).into_bytes(),
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
    pub(super) fn history_on(&self, server: Server) -> Result<&Changes, ApiError> {
        let base = self.changes().ok_or(ApiError::Internal)?;
        let slot = match server {
            Server::Cn => return Ok(base),
            Server::Asia => self.changes_views.first(),
            Server::AmericasEurope => self.changes_views.get(1),
        };
        slot.ok_or(ApiError::Internal)?
            .get_or_init(|| {
                let kinds = |id: &str| {
                    let events = self.dataset.events();
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
    fn atom_body(&self, history: &Changes, query: &ChangesQuery, base: &str) -> String {
        let dataset = self
            .view(query.server, Lang::Zh)
            .map_or(&self.dataset, |(d, _)| d);
        let events: BTreeMap<&str, &Event> = dataset
            .events()
            .iter()
            .map(|e| (e.id.as_str(), e))
            .collect();
        let current = |change: &Change| match change.subject {
            Subject::Event => events
                .get(change.key.as_str())
                .map(|e| certainty::unconfirmed_times(e)),
            Subject::Version => dataset
                .versions()
                .iter()
                .find(|v| v.version_key == change.key)
                .map(certainty::version_unconfirmed_times),
        };
        let mut out = String::with_capacity(16 * 1024);
        let newest = history.history().changes.first().map(|c| c.at);
        let updated = newest.unwrap_or_else(|| {
            let document = self.dataset.document();
            document.source.updated_at.unwrap_or(document.generated_at)
        });
        atom::write_head(&mut out, updated, base, query.server);
        for (_, change, _) in history.select(query) {
            let current = current(change).unwrap_or_default();
            let title = crate::changes::english_title(dataset, change)
                .filter(|_| query.lang == Lang::En)
                .unwrap_or(&change.title);
            let told = (title, query.lang);
            atom::write_entry(&mut out, change, &current, base, query.server, told);
        }
        atom::write_tail(&mut out);
        out
    }
}

/// The success envelope of `GET /api/v1/changes`: pre-rendered records (in English, each with
/// its English title, [`in_english`]).
pub(super) fn json_body(
    history: &Changes,
    query: &ChangesQuery,
    now: DateTime<Utc>,
    dataset: &Dataset,
) -> Result<Vec<u8>, ApiError> {
    let internal = |_| ApiError::Internal;
    let mut body = Vec::with_capacity(16 * 1024);
    write_success_head(&mut body, now);
    body.extend_from_slice(br#","data":{"changes":["#);
    let mut total = 0usize;
    for (_, change, rendered) in history.select(query) {
        if total > 0 {
            body.push(b',');
        }
        match in_english(change, dataset).filter(|_| query.lang == Lang::En) {
            Some(record) => body.extend_from_slice(record.map_err(internal)?.as_bytes()),
            None => body.extend_from_slice(rendered.as_bytes()),
        }
        total += 1;
    }
    write_meta_head(&mut body, total);
    serde_json::to_writer(&mut body, &query.filters()).map_err(internal)?;
    body.extend_from_slice(b"}}");
    Ok(body)
}
