//! `calendar-generator`: turns the upstream's live data plus the curated data in `data/` into
//! `dist/events.json`, the API's unfiltered response.
//!
//! The pipeline is [`curated::load`] (strict, all checks) → [`upstream::Upstream::fetch`] (the
//! chain; never fails) → [`merge::merge`] (pure rules) → [`output::finish`] (library order and
//! statuses) → [`output::write`] (atomic, untouched when only the clock changed). The binary is
//! glue around [`generate`].

pub mod changes;
pub mod curated;
pub mod merge;
pub mod output;
pub mod palette;
pub mod upstream;

use std::path::PathBuf;

use calendar::v1::{self, SourceMode};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::curated::CuratedError;
use crate::output::{Outcome, OutputError};
use crate::upstream::Upstream;

/// What [`generate`] needs.
#[derive(Debug, Clone)]
pub struct Options {
    /// `None`: offline, the built-in data alone.
    pub upstream: Option<Upstream>,
    pub data: PathBuf,
    pub out: PathBuf,
    /// The generation time: `generatedAt`, statuses and the active version.
    pub now: DateTime<Utc>,
}

/// What a run did.
#[derive(Debug, Clone)]
pub struct Report {
    pub mode: SourceMode,
    /// Why the chain fell back to the built-in data, when it did.
    pub fallback_reason: Option<String>,
    /// The upstream steps, then the merge decisions.
    pub log: Vec<String>,
    pub document: v1::Document,
    pub outcome: Outcome,
    /// Records added to `changes.json` ([`changes`]).
    pub changes_recorded: usize,
}

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum GenerateError {
    #[error(transparent)]
    Curated(#[from] CuratedError),
    #[error(transparent)]
    Output(#[from] OutputError),
    #[error(transparent)]
    Changes(#[from] changes::ChangesError),
}

/// Runs the whole pipeline. Only bad curated data or a failure to write fails it; the upstream
/// never does. Nothing is written when the curated data is invalid.
pub async fn generate(options: &Options) -> Result<Report, GenerateError> {
    let curated = curated::load(&options.data)?;
    let fetched = match &options.upstream {
        Some(upstream) => upstream.fetch().await,
        None => upstream::Fetched {
            snapshot: None,
            log: vec!["offline: the upstream was not asked".into()],
            fallback_reason: Some("--offline".into()),
        },
    };
    let merged = merge::merge(&curated, fetched.snapshot.as_ref());
    let mut log = fetched.log;
    log.extend(merged.log.iter().cloned());
    let document = output::finish(merged, options.now)?;
    // The history is read before anything is written: a bad one fails the run untouched.
    let history = changes::read(&options.out)?;
    let previous = output::read_previous(&options.out.join(output::FILE_NAME));
    let records = changes::diff(previous.as_ref(), &document, options.now);
    let outcome = output::write(&options.out, &document)?;
    let changes_recorded = changes::write(&options.out, history, records)?;
    Ok(Report {
        mode: document.source.mode,
        fallback_reason: fetched.fallback_reason,
        log,
        document,
        outcome,
        changes_recorded,
    })
}
