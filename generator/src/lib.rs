//! `calendar-generator`: turns the upstream's live data plus the curated data in `data/` into
//! `dist/events.json`, the API's unfiltered response.
//!
//! The pipeline is [`curated::load`] (strict, all checks) → [`upstream::Upstream::fetch`] (the
//! chain; never fails) → without origin data, the last good [`snapshot`] instead →
//! [`merge::merge`] (pure rules) → [`output::finish`] (library order and statuses) →
//! [`output::write`] (atomic, untouched when only the clock changed) → [`snapshot::write`] (after
//! an origin run). The binary is glue around [`generate`]; [`summary`] renders a run for the
//! GitHub Actions step summary.

pub mod changes;
pub mod curated;
pub mod merge;
pub mod output;
pub mod palette;
pub mod snapshot;
pub mod summary;
pub mod upstream;

use std::path::PathBuf;

use calendar::v1::{self, SourceMode};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::curated::CuratedError;
use crate::output::{Compare, Outcome, OutputError};
use crate::snapshot::SnapshotError;
use crate::upstream::{Fetched, Snapshot, Upstream};

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
    /// What happened to the last good upstream snapshot.
    pub snapshot: SnapshotUse,
    /// Upstream records that could not be read, named.
    pub unreadable: Vec<String>,
    /// Kinds of upstream record of which none could be read (drift).
    pub drifted: Vec<String>,
}

/// The last good upstream snapshot in a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SnapshotUse {
    /// Origin data this run: the snapshot was (re)written with it.
    Written,
    /// Origin data this run, the same as the stored snapshot: untouched.
    Unchanged,
    /// No origin data this run: the stored snapshot stood in for the upstream.
    Used,
    /// No origin data this run and no stored snapshot.
    Missing,
}

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum GenerateError {
    #[error(transparent)]
    Curated(#[from] CuratedError),
    #[error(transparent)]
    Output(#[from] OutputError),
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    #[error(transparent)]
    Changes(#[from] changes::ChangesError),
}

/// Runs the whole pipeline. Only bad curated data, an invalid stored snapshot or a failure to
/// write fails it; the upstream never does. Nothing is written when the curated data is invalid.
pub async fn generate(options: &Options) -> Result<Report, GenerateError> {
    let curated = curated::load(&options.data)?;
    let mut fetched = match &options.upstream {
        Some(upstream) => upstream.fetch().await,
        None => Fetched {
            log: vec!["offline: the upstream was not asked".into()],
            fallback_reason: Some("--offline".into()),
            ..Fetched::default()
        },
    };
    let mut log = std::mem::take(&mut fetched.log);
    log.extend(
        fetched
            .unreadable
            .iter()
            .map(|l| format!("unreadable: {l}")),
    );
    log.extend(fetched.drifted.iter().map(|l| format!("drift: {l}")));
    let mut snapshot_use = SnapshotUse::Missing;
    let stored = if fetched.origin {
        None
    } else {
        snapshot::read(&options.out)?
    };
    if let Some(versions) = stored {
        log.push(format!(
            "no origin data this run: using the last good upstream snapshot {} ({} version(s))",
            options.out.join(snapshot::FILE_NAME).display(),
            versions.len()
        ));
        fetched.snapshot = Some(Snapshot::Calendar {
            versions,
            partial: false,
        });
        snapshot_use = SnapshotUse::Used;
    }
    let mut merged = merge::merge(&curated, fetched.snapshot.as_ref());
    if snapshot_use == SnapshotUse::Used {
        // The upstream was not read this time; `updatedAt` stays the snapshot's.
        merged.source.mode = SourceMode::Fallback;
        merged.source.partial = true;
    }
    log.extend(merged.log.iter().cloned());
    let document = output::finish(merged, options.now)?;
    // The history is read before anything is written: a bad one fails the run untouched.
    let history = changes::read(&options.out)?;
    let previous = output::read_previous(&options.out.join(output::FILE_NAME));
    let records = changes::diff(previous.as_ref(), &document, options.now);
    let compare = if fetched.origin {
        Compare::Everything
    } else {
        Compare::DataOnly
    };
    let outcome = output::write(&options.out, &document, compare)?;
    let changes_recorded = changes::write(&options.out, history, records)?;
    if let (true, Some(Snapshot::Calendar { versions, .. })) = (fetched.origin, &fetched.snapshot) {
        snapshot_use = if snapshot::write(&options.out, versions)? {
            SnapshotUse::Written
        } else {
            SnapshotUse::Unchanged
        };
    }
    Ok(Report {
        mode: document.source.mode,
        fallback_reason: fetched.fallback_reason,
        log,
        document,
        outcome,
        changes_recorded,
        snapshot: snapshot_use,
        unreadable: fetched.unreadable,
        drifted: fetched.drifted,
    })
}
