//! `calendar-generator`: turns the official bulletins, the upstream's live data and the curated
//! data in `data/` into `dist/events.json`, the API's unfiltered response, and its history.
//!
//! [`generate`] is one straight line of phases that take and return values:
//! 1. **gather** ([`gather::gather`], after [`curated::load`]: strict, all checks): the stats
//!    upstream ([`upstream::fetch`], never fails; without origin data the last good
//!    [`kept::upstream`] stands in), the official bulletin ([`bulletin::fetch`], never fails the run)
//!    joined with the notices kept in `dist/bulletin.json` ([`kept::bulletin`]), the history
//!    (`changes.json`) and the previous `events.json`; a stored file that cannot be read fails
//!    the run before anything is written; nothing after this step reads a file;
//! 2. **merge** ([`merge::all`], pure): the bulletin's facts under the curated data, then the
//!    upstream under both, then what `source` says of the run;
//! 3. **build** ([`build::build`]): the document ([`document::finish`]), the change records
//!    ([`changes`]) and every file's bytes, each validated in memory;
//! 4. **publish**: [`publish::publish`], every file at once (fresh temporary names, synced,
//!    renamed, directory synced); nothing is written when anything failed before.
//!
//! From before step 1 reads the output directory until step 4 is done, the run holds the
//! directory's lock ([`publish::lock`]): a concurrent run waits, then reads what this one
//! published; under the lock, temporary files a killed run left are removed.
//!
//! [`notify`] (`calendar-generator notify`) runs after a publish: it tells chats and receivers
//! of the new change records, once each, under the same lock.
//!
//! The binary is glue around [`generate`]; [`summary`] renders a run for the GitHub Actions
//! step summary.

pub mod attention;
pub mod build;
pub mod bulletin;
pub mod changes;
pub mod curated;
pub mod document;
pub mod gather;
pub mod http;
pub mod kept;
pub mod merge;
pub mod notify;
pub mod palette;
pub mod plausible;
pub mod summary;
pub mod text;
pub mod upstream;

use std::path::PathBuf;

use calendar::v1::{self, SourceMode};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::curated::CuratedError;
use crate::document::{DocumentError, Outcome};
use crate::http::Client;
use crate::kept::KeptUpstreamError;
use calendar_io::publish::{self, PublishError};

/// Every file a run publishes into the output directory: the names whose temporary files a
/// killed run left are removed under the next run's lock ([`publish::lock`]).
const PUBLISHED: [&str; 4] = [
    kept::upstream::FILE_NAME,
    kept::bulletin::FILE_NAME,
    changes::FILE_NAME,
    document::FILE_NAME,
];

/// What [`generate`] needs.
#[derive(Debug, Clone)]
pub struct Options {
    /// `None`: offline, the built-in data alone.
    pub upstream: Option<Client>,
    /// The official bulletin aggregate (CN); `None`: not asked, the kept notices alone.
    pub bulletin: Option<Client>,
    /// The global server's en-us list, for the official English names; `None`: not asked.
    /// With it, the same list in each other locale ([`bulletin::locales`]), for the official
    /// names compared with `data/names/`.
    pub bulletin_en: Option<Client>,
    pub data: PathBuf,
    pub out: PathBuf,
    /// The generation time: `generatedAt`, statuses, the active version and the time of this
    /// run's change records (never later: [`changes::record`]).
    pub now: DateTime<Utc>,
    /// `generate --amend`: fold this run's change records into the newest run's
    /// ([`changes::collapse`]); otherwise the history is append-only.
    pub amend: bool,
}

/// What a run did.
#[derive(Debug, Clone)]
pub struct Report {
    pub mode: SourceMode,
    /// Why the chain fell back to the built-in data, when it did.
    pub fallback_reason: Option<String>,
    /// The lock (a wait, stale temporary files removed), the upstream steps, then the bulletin,
    /// then the merge decisions, then what publishing could not clean up.
    pub log: Vec<String>,
    pub document: v1::Document,
    pub outcome: Outcome,
    /// Records added to `changes.json` ([`changes`]).
    pub changes_recorded: usize,
    /// What happened to the last good upstream snapshot.
    pub kept_upstream: KeptUpstreamUse,
    /// Upstream records that could not be read, named.
    pub unreadable: Vec<String>,
    /// Kinds of upstream record of which none could be read (drift).
    pub drifted: Vec<String>,
    /// The official bulletin in this run.
    pub bulletin: BulletinReport,
}

/// The official bulletin in a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BulletinReport {
    /// Why the bulletin gave nothing new this run (`None`: every list asked answered), naming
    /// the list (`cn`, `global`).
    pub failure: Option<String>,
    /// Notices in the lists this run.
    pub listed: usize,
    /// The lists (`cn`, `global`) that answered without a notice to read: a valid answer that
    /// says nothing, which `--strict` counts as a failure.
    pub empty: Vec<String>,
    /// Notices kept in `bulletin.json` after this run.
    pub kept: usize,
    /// Whether `bulletin.json` was (re)written.
    pub written: bool,
    /// Notices (or parts) that speak of a time the parser could not read, unreadable ones, and
    /// an `updatedAt` (of a list or kept) that was ignored because it cannot be true.
    pub not_understood: Vec<String>,
    /// Notices that disagree with confirmed curated values (which stay), with each other, or
    /// with a rule of the data (the fact is not applied).
    pub disagreements: Vec<String>,
    /// The global lists in other locales (asked with `--bulletin-en`) that failed, each naming
    /// its locale's folder; they give no fact, so neither `failure` nor `--strict` counts them.
    pub locale_failures: Vec<String>,
    /// Official names that the notices in other locales print and `data/names/` lacks or
    /// contradicts: never published; a maintainer records them with their quotes.
    pub names: Vec<String>,
}

/// The last good upstream snapshot in a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeptUpstreamUse {
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
    Document(#[from] DocumentError),
    #[error(transparent)]
    Publish(#[from] PublishError),
    #[error(transparent)]
    Changes(#[from] changes::ChangesError),
    #[error(transparent)]
    Answer(#[from] KeptUpstreamError),
    #[error(transparent)]
    Bulletin(#[from] kept::KeptBulletinError),
    #[error("could not render {file}: {source}")]
    Render {
        file: &'static str,
        source: serde_json::Error,
    },
}

/// Runs the whole pipeline. Only bad curated data, an unreadable stored file or a failure to
/// write fails it; neither source ever does. Nothing is written when anything fails.
pub async fn generate(options: &Options) -> Result<Report, GenerateError> {
    let curated = curated::load(&options.data)?;
    // From here to the publish, the output directory is this run's alone.
    let mut log = Vec::new();
    let _lock = publish::lock(&options.out, &PUBLISHED, &mut log).await?;
    let mut gathered = gather::gather(options, &mut log).await?;
    let merge::Outcome {
        merged,
        not_understood,
        disagreements,
        names,
    } = merge::all(
        curated,
        merge::Inputs {
            upstream: gathered.fetched.answer.as_ref(),
            stood_in: gathered.stood_in,
            bulletin_failed: gathered.bulletin.failure.is_some(),
            notices: &gathered.notices,
        },
    );
    log.extend(merged.log.iter().cloned());
    let built = build::build(options, &gathered, merged)?;
    log.extend(publish::publish(&options.out, &built.staged)?);

    let mut bulletin = std::mem::take(&mut gathered.bulletin);
    bulletin.not_understood.extend(not_understood);
    bulletin.disagreements = disagreements;
    bulletin.names = names;
    bulletin.written = built.bulletin_written;
    let fetched = gathered.fetched;
    Ok(Report {
        mode: built.document.source.mode,
        fallback_reason: fetched.fallback_reason,
        log,
        document: built.document,
        outcome: built.outcome,
        changes_recorded: built.changes_recorded,
        kept_upstream: built.kept_upstream,
        unreadable: fetched.unreadable,
        drifted: fetched.drifted,
        bulletin,
    })
}
