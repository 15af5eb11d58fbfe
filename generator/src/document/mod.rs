//! The output file, `events.json`: the merged data as a [`v1::Document`], its bytes, and whether
//! they replace the previous file's (the comparison: [`edits_in`]).
//!
//! Guarantees:
//! - Order and statuses come from the library (`Dataset` sorts, `Span::status_at` and
//!   `Dataset::active_version_key` decide), so the file and the server agree by construction.
//! - Pretty JSON with a trailing newline; the same input gives the same bytes.
//! - When only the clock would change (`generatedAt`, `status`, `activeVersionKey`), the old file
//!   is left untouched, so reruns are byte-identical and a scheduled refresh commits only real
//!   changes. A run that read no fresh upstream data ([`Compare::DataOnly`]) also leaves it
//!   untouched when only `source` would change: its `source` keeps describing the run that wrote
//!   it, and an upstream outage alone never rewrites the file.
//! - The new bytes are validated in memory before they are [`Staged`]: they load as a dataset
//!   equal to the document. Writing them is [`crate::publish`]'s job (read back, renamed over
//!   the old file: a failure never leaves a half-written or emptied file).

mod compare;

use std::path::{Path, PathBuf};

use calendar::v1::{self, Filters, Meta};
use calendar::{Dataset, DatasetError, Span};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::merge::Merged;
use calendar_io::publish::{PublishError, Staged};

pub use compare::{Compare, Edits, edits, edits_in};

/// The file name inside the output directory.
pub const FILE_NAME: &str = calendar::dist::EVENTS;

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DocumentError {
    #[error("the merged data is not a valid dataset: {0}")]
    Invalid(#[from] DatasetError),
    #[error(transparent)]
    Stage(#[from] PublishError),
    #[error("cannot read `{path}`: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "`{path}` is not a valid dataset, refusing to overwrite it (the changes since it could \
         not be recorded): {message}"
    )]
    Previous { path: PathBuf, message: String },
}

/// Builds the published document: sorted by the library's rules, statuses at `now`.
pub fn finish(merged: Merged, now: DateTime<Utc>) -> Result<v1::Document, DocumentError> {
    let draft = v1::Document {
        success: true,
        api_version: v1::API_VERSION.into(),
        generated_at: now,
        time_zone: calendar::time::TIME_ZONE.into(),
        source: merged.source,
        data: v1::Data {
            active_version_key: String::new(),
            versions: merged.versions,
            events: merged.events,
        },
        meta: Meta {
            total: 0,
            filters: Filters::unfiltered(),
        },
    };
    let dataset = Dataset::from_document(draft)?;
    let mut document = dataset.document().clone();
    document.data.active_version_key = dataset.active_version_key(now).to_string();
    document.source.behind = dataset.behind(now);
    for event in &mut document.data.events {
        event.status = Span::of(event).status_at(now);
    }
    document.meta.total = document.data.events.len();
    Ok(document)
}

/// The document as the bytes of the file.
pub fn render(document: &v1::Document) -> Result<String, PublishError> {
    Ok(calendar_io::publish::json_text(document)?)
}

/// What happened to the output file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Only the clock would have changed; the file was not touched.
    Unchanged,
    /// The file was (re)written.
    Written(Edits),
}

/// Reads the previous file: `None` when there is none (a first run). A file that cannot be
/// read, or is not a dataset the server would load, is an error naming it: overwriting it would
/// lose the changes since it, which the history could not record.
pub fn read_previous(path: &Path) -> Result<Option<v1::Document>, DocumentError> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(DocumentError::Read {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let invalid = |message: String| DocumentError::Previous {
        path: path.to_path_buf(),
        message,
    };
    Dataset::from_json(&text).map_err(|e| invalid(e.to_string()))?;
    // The file as written (its order, its statuses), for the comparisons.
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| invalid(e.to_string()))
}

/// `events.json`'s new bytes, validated in memory (they load as a dataset equal to `document`),
/// unless nothing `compare` looks at changed against `previous`, the file in `dir`
/// ([`read_previous`]).
pub fn stage(
    dir: &Path,
    previous: Option<&v1::Document>,
    document: &v1::Document,
    compare: Compare,
) -> Result<(Outcome, Option<Staged>), DocumentError> {
    let Some(edits) = edits_in(previous, document, compare) else {
        return Ok((Outcome::Unchanged, None));
    };
    let text = render(document)?;
    if Dataset::from_json(&text)?.document() != document {
        return Err(PublishError::ReadBack {
            path: dir.join(FILE_NAME),
        }
        .into());
    }
    Ok((
        Outcome::Written(edits),
        Some(Staged {
            name: FILE_NAME.into(),
            text,
        }),
    ))
}
