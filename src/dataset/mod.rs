//! The loaded dataset: `dist/events.json` validated, sorted, indexed and pre-rendered.
//!
//! Everything that depends on the dataset alone is done here, once, at load: the sort order,
//! the per-version index, each event's JSON split around its `status` value ([`fragments`]) and
//! the fingerprint every entity tag starts from. A request then only filters, fills in `status`
//! and copies bytes.
//!
//! A [`Dataset`] comes from JSON ([`Dataset::from_json`], [`Dataset::from_document`]) or from
//! statics written at build time ([`baked`]); both end in the one constructor, `assemble`.

pub(crate) mod baked;
mod fragments;
mod named;
mod parse;
mod validate;
mod view;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::hash::Hasher;
use crate::lang::Locale;
use crate::server::Server;
use crate::time;
use crate::timeline::Span;
use crate::v1::{self, Category};

pub use validate::{is_event_id, is_hex_colour, is_https_url, is_version_number};

/// Why a dataset file was refused. Each variant names what is wrong and where.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DatasetError {
    #[error("invalid JSON at line {line}, column {column}: {message}")]
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("event `{id}`, field `{field}`: {message}")]
    Event {
        id: String,
        field: String,
        message: String,
    },
    #[error("version `{key}`, field `{field}`: {message}")]
    Version {
        key: String,
        field: String,
        message: String,
    },
    #[error("field `{path}`: {message}")]
    Field { path: String, message: String },
}

/// An event as the hot path sees it: the fields filters read, and its JSON in two halves.
#[derive(Debug)]
pub(crate) struct Entry {
    pub(crate) span: Span,
    pub(crate) category: Category,
    /// The event's JSON up to and including `"status":"`.
    pub(crate) head: Cow<'static, str>,
    /// The event's JSON from the quote closing the status value on.
    pub(crate) tail: Cow<'static, str>,
}

/// A version as the hot path sees it.
#[derive(Debug)]
pub(crate) struct VersionEntry {
    pub(crate) key: Cow<'static, str>,
    pub(crate) number: Cow<'static, str>,
    pub(crate) starts_at: DateTime<Utc>,
    pub(crate) json: Cow<'static, str>,
}

/// One of a dataset's versions, by its position in API order. Only the dataset it came from
/// makes one ([`Dataset::find_version`]), so it is always in range there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct VersionIndex(usize);

impl VersionIndex {
    pub(crate) fn get(self) -> usize {
        self.0
    }
}

/// A validated dataset, ready to answer requests.
#[derive(Debug)]
pub struct Dataset {
    content: Content,
    /// Bytes of all rendered events and versions: about the size of an unfiltered response,
    /// less the envelope.
    rendered_len: usize,
    /// A hash of everything a response can show; the start of every entity tag.
    fingerprint: u64,
    /// Every moment at which an event's status or the active version changes, sorted; computed
    /// on first use ([`Dataset::last_modified`]).
    transitions: OnceLock<Vec<DateTime<Utc>>>,
    /// The featured units and their runs, derived on first use ([`Dataset::units`]).
    units: OnceLock<crate::units::Units>,
    /// The server and language it is told for: CN and Chinese unless made by [`Dataset::view`].
    server: Server,
    lang: Locale,
}

/// What a dataset holds, loaded from JSON or baked; [`Dataset::assemble`] derives the rest.
#[derive(Debug)]
struct Content {
    /// The typed document: set at load, or copied from its statics when the dataset was baked
    /// at build time.
    document: v1::Document,
    generated_at: DateTime<Utc>,
    source_json: Cow<'static, str>,
    /// How many official notices its events and versions cite ([`notices_cited`]): counted at
    /// load, or baked, never per request.
    notices_cited: usize,
    /// Sorted by `startsAt`, then key.
    versions: Vec<VersionEntry>,
    /// Sorted by `start`, then category in the spec's order, then id; parallel to
    /// `document.data.events`, which is sorted the same way.
    entries: Vec<Entry>,
    /// For each version, the indexes of its events in `entries`, in order.
    by_version: Vec<Vec<usize>>,
}

impl Dataset {
    /// Reads and validates a dataset in the format of `dist/events.json`.
    pub fn from_json(text: &str) -> Result<Dataset, DatasetError> {
        Dataset::from_document(parse::document(text)?)
    }

    /// Validates, sorts and pre-renders a document. `status` and `activeVersionKey` in it are
    /// ignored: they are recomputed for every request.
    pub fn from_document(mut document: v1::Document) -> Result<Dataset, DatasetError> {
        let data = &mut document.data;
        data.versions
            .sort_by(|a, b| (a.starts_at, &a.version_key).cmp(&(b.starts_at, &b.version_key)));
        data.events.sort_by(|a, b| api_order(a).cmp(&api_order(b)));
        // `behind` is computed for each request ([`Dataset::write_source`]); left `null` here.
        let source = fragments::to_json(&v1::Source {
            behind: None,
            ..document.source.clone()
        })?;
        let notices_cited = notices_cited(&document);
        Dataset::from_parts(
            document,
            (source, notices_cited),
            fragments::split_event,
            fragments::version_json,
        )
    }

    /// [`Dataset::from_document`] on a document already in API order, with the renderers of the events, the versions and the
    /// source given: serde's, or [`Dataset::view`]'s, which patches this dataset's fragments (so
    /// that a Worker, whose dataset is baked, never links the serializers); and with the count
    /// of the notices it cites ([`notices_cited`]), which a view takes from its dataset.
    fn from_parts(
        document: v1::Document,
        (source_json, notices_cited): (String, usize),
        event_json: impl Fn(&v1::Event) -> Result<(String, String), DatasetError>,
        version_json: impl Fn(&v1::Version) -> Result<String, DatasetError>,
    ) -> Result<Dataset, DatasetError> {
        validate::document(&document)?;
        let data = &document.data;

        let version_index: HashMap<&str, usize> = data
            .versions
            .iter()
            .enumerate()
            .map(|(i, v)| (v.version_key.as_str(), i))
            .collect();
        let mut by_version = vec![Vec::new(); data.versions.len()];
        let mut entries = Vec::with_capacity(data.events.len());
        for (i, event) in data.events.iter().enumerate() {
            let version = version_index
                .get(event.version_key.as_str())
                .copied()
                .ok_or_else(|| validate::unknown_version(event))?;
            if let Some(list) = by_version.get_mut(version) {
                list.push(i);
            }
            let (head, tail) = event_json(event)?;
            entries.push(Entry {
                span: Span::of(event),
                category: event.category,
                head: Cow::Owned(head),
                tail: Cow::Owned(tail),
            });
        }
        let versions = data
            .versions
            .iter()
            .map(|v| {
                Ok(VersionEntry {
                    key: Cow::Owned(v.version_key.clone()),
                    number: Cow::Owned(v.version_number.clone()),
                    starts_at: v.starts_at,
                    json: Cow::Owned(version_json(v)?),
                })
            })
            .collect::<Result<_, DatasetError>>()?;
        let content = Content {
            generated_at: document.generated_at,
            source_json: Cow::Owned(source_json),
            notices_cited,
            document,
            versions,
            entries,
            by_version,
        };
        Ok(Dataset::assemble(content))
    }

    /// The one constructor: derives the size hint and the fingerprint from the content.
    fn assemble(content: Content) -> Dataset {
        let rendered_len = content
            .entries
            .iter()
            .map(|e| fragments::event_len(&e.head, &e.tail) + 1)
            .chain(content.versions.iter().map(|v| v.json.len() + 1))
            .sum();
        let fingerprint = fingerprint(&content);
        Dataset {
            content,
            rendered_len,
            fingerprint,
            transitions: OnceLock::new(),
            units: OnceLock::new(),
            server: Server::Cn,
            lang: Locale::ZhCn,
        }
    }

    /// The server this dataset is told for.
    pub fn server(&self) -> Server {
        self.server
    }

    /// The language of its titles.
    pub fn lang(&self) -> Locale {
        self.lang
    }

    /// The document as loaded, events and versions in API order.
    pub fn document(&self) -> &v1::Document {
        &self.content.document
    }

    /// The events in API order.
    pub fn events(&self) -> &[v1::Event] {
        &self.document().data.events
    }

    /// The featured units and their runs (indexes into [`Dataset::events`]), derived once.
    pub fn units(&self) -> &crate::units::Units {
        self.units
            .get_or_init(|| crate::units::Units::derive(self.events()))
    }

    /// The versions in API order.
    pub fn versions(&self) -> &[v1::Version] {
        &self.document().data.versions
    }

    /// When a response computed at `now` last changed: the later of when the dataset was
    /// generated and the last moment up to `now` at which an event's status or the active
    /// version changed (statuses are computed per request, so a dataset alone is not enough for
    /// `Last-Modified`).
    pub fn last_modified(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        let passed = self.transitions_until(now);
        let latest = passed
            .checked_sub(1)
            .and_then(|i| self.transitions().get(i))
            .copied();
        latest.map_or(self.generated_at(), |t| t.max(self.generated_at()))
    }

    /// How many moments at which an event's status or the active version changes lie at or
    /// before `now`: equal for two moments exactly when no such change lies between them.
    pub(crate) fn transitions_until(&self, now: DateTime<Utc>) -> usize {
        self.transitions().partition_point(|t| *t <= now)
    }

    /// Every start and end of an event, every start of a version and the moment the data falls
    /// behind the game (`source.behind`), in order, once.
    fn transitions(&self) -> &[DateTime<Utc>] {
        self.transitions.get_or_init(|| {
            let content = &self.content;
            // The moment the data falls behind: when the last end passes, if every version has one.
            let behind = crate::certainty::Behind::at(self.versions(), DateTime::<Utc>::MAX_UTC)
                .map(|b| b.since);
            let mut all: Vec<DateTime<Utc>> = content
                .entries
                .iter()
                .flat_map(|e| [Some(e.span.start), e.span.end])
                .flatten()
                .chain(content.versions.iter().map(|v| v.starts_at))
                .chain(behind)
                .collect();
            all.sort_unstable();
            all.dedup();
            all
        })
    }

    /// How many official notices (by list and `cid`) the events and versions cite: what the
    /// page's footer and the feed's description both report. Counted when the dataset was
    /// loaded ([`notices_cited`]).
    pub(crate) fn notices_cited(&self) -> usize {
        self.content.notices_cited
    }

    /// When the dataset was generated (its `generatedAt`).
    pub fn generated_at(&self) -> DateTime<Utc> {
        self.content.generated_at
    }

    /// The latest version whose `startsAt ≤ now`, or the first version if none has started.
    pub fn active_version_key(&self, now: DateTime<Utc>) -> &str {
        let started = self
            .content
            .versions
            .partition_point(|v| v.starts_at <= now);
        let index = started.saturating_sub(1);
        self.content.versions.get(index).map_or("", |v| &v.key)
    }

    /// The version whose key (`version-5`) or number (`5`) is `name`.
    pub(crate) fn find_version(&self, name: &str) -> Option<VersionIndex> {
        let by_key = validate::is_version_key(name);
        self.content
            .versions
            .iter()
            .position(|v| {
                if by_key {
                    v.key == name
                } else {
                    v.number == name
                }
            })
            .map(VersionIndex)
    }

    /// The pre-rendered versions, in API order.
    pub(crate) fn version_entries(&self) -> &[VersionEntry] {
        &self.content.versions
    }

    /// The pre-rendered version at `index`.
    pub(crate) fn version_entry(&self, index: VersionIndex) -> Option<&VersionEntry> {
        self.content.versions.get(index.0)
    }

    /// The pre-rendered events, in API order.
    pub(crate) fn entries(&self) -> &[Entry] {
        &self.content.entries
    }

    /// The indexes (into [`Dataset::entries`]) of one version's events, in order.
    pub(crate) fn version_events(&self, index: VersionIndex) -> &[usize] {
        self.content
            .by_version
            .get(index.0)
            .map_or(&[], Vec::as_slice)
    }

    /// The rendered `source` object, with `behind` left `null`.
    pub(crate) fn source_json(&self) -> &str {
        &self.content.source_json
    }

    /// Writes the `source` object at `now`: the rendered one with `behind` filled in (its time
    /// in the zone times are being written in).
    pub(crate) fn write_source(&self, out: &mut Vec<u8>, now: DateTime<Utc>) {
        let source = self.source_json();
        let Some(behind) = self.behind_at(now) else {
            out.extend_from_slice(source.as_bytes());
            return;
        };
        // Rendered by serde with `behind` last and `null`; anything else is written as it is.
        let Some(open) = source.strip_suffix("null}") else {
            out.extend_from_slice(source.as_bytes());
            return;
        };
        out.extend_from_slice(open.as_bytes());
        out.extend_from_slice(br#"{"versionKey":""#);
        // A version key is `version-` and a dotted number (validated): nothing to escape.
        out.extend_from_slice(behind.version.version_key.as_bytes());
        out.extend_from_slice(br#"","since":""#);
        out.extend_from_slice(time::format(behind.since).as_bytes());
        out.extend_from_slice(br#""}}"#);
    }

    /// Whether the data is behind the game at `now`, on this dataset's server.
    pub fn behind_at(&self, now: DateTime<Utc>) -> Option<crate::certainty::Behind<'_>> {
        crate::certainty::Behind::at(self.versions(), now)
    }

    /// `source.behind` at `now`.
    pub fn behind(&self, now: DateTime<Utc>) -> Option<v1::Behind> {
        self.behind_at(now).map(crate::certainty::Behind::wire)
    }

    /// About the size of an unfiltered body, less the envelope: a capacity hint.
    pub(crate) fn rendered_len(&self) -> usize {
        self.rendered_len
    }

    /// A hash of everything in the dataset a response can show (the source, the versions, every
    /// event, and `generatedAt`, which the feed's `DTSTAMP` may use): the start of every entity
    /// tag. Computed once, when the dataset is loaded or (for a baked one) built.
    pub(crate) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }
}

/// The API order of events: by `start`, then category in the spec's order, then id.
fn api_order(event: &v1::Event) -> (DateTime<Utc>, Category, &str) {
    (event.start, event.category, &event.id)
}

/// How many official notices (by list and `cid`) `document`'s events and versions cite, in
/// `sourceMeta.notices` (the notices the generator read) or in `sourceMeta.sources` (an
/// archived notice, [`v1::NoticeRef::cited_in`]): what the page's footer and the feed's
/// description both report. Counted once, at load: the Worker bakes the count
/// ([`baked::Baked`]), so never links this reader of the versions' `sourceMeta`.
fn notices_cited(document: &v1::Document) -> usize {
    let events = document.data.events.iter().flat_map(|e| {
        let meta = &e.source_meta;
        let cited = meta
            .sources
            .iter()
            .filter_map(|s| v1::NoticeRef::cited_in(s));
        meta.notices.iter().cloned().chain(cited)
    });
    let versions = document.data.versions.iter().flat_map(|v| {
        let field = |name: &str| v.source_meta.get(name).and_then(|n| n.as_array());
        let notices = field("notices")
            .into_iter()
            .flatten()
            .filter_map(|n| serde_json::from_value::<v1::NoticeRef>(n.clone()).ok());
        let cited = field("sources")
            .into_iter()
            .flatten()
            .filter_map(|s| s.as_str().and_then(v1::NoticeRef::cited_in));
        notices.chain(cited)
    });
    events
        .chain(versions)
        .collect::<std::collections::BTreeSet<_>>()
        .len()
}

/// A hash of everything in a dataset a response can show: the source, `generatedAt` (which the
/// feed's `DTSTAMP` may use), the versions and every event, as rendered.
fn fingerprint(content: &Content) -> u64 {
    let mut hasher = Hasher::new();
    hasher.bytes(content.source_json.as_bytes());
    hasher.bytes(time::format(content.generated_at).as_bytes());
    for version in &content.versions {
        hasher.bytes(version.json.as_bytes());
    }
    for entry in &content.entries {
        hasher.bytes(entry.head.as_bytes());
        hasher.bytes(entry.tail.as_bytes());
    }
    hasher.finish()
}

#[cfg(test)]
mod tests;
