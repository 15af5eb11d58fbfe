//! `calendar-generator`: turns the official bulletins, the upstream's live data and the curated
//! data in `data/` into `dist/events.json`, the API's unfiltered response, and its history.
//!
//! [`generate`] is one straight line:
//! 1. **gather**: [`curated::load`] (strict, all checks), the stats upstream
//!    ([`upstream::Upstream::fetch`], never fails; without origin data the last good
//!    [`snapshot`]), the official bulletin ([`bulletin::fetch`], never fails the run) joined with
//!    the notices kept in `dist/bulletin.json` ([`bulletin::store`]), the history
//!    (`changes.json`) and the previous `events.json`; a stored file that cannot be read fails
//!    the run before anything is written;
//! 2. **merge**: the bulletin's facts under the curated data ([`merge::bulletin`]), then the
//!    upstream under both ([`merge::merge`], pure rules);
//! 3. **build**: the document ([`document::finish`]), the change records ([`changes`]) and every
//!    file's bytes, each validated in memory;
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

pub mod bulletin;
pub mod changes;
pub mod curated;
pub mod document;
pub mod merge;
pub mod notify;
pub mod palette;
pub mod plausible;
pub mod publish;
pub mod snapshot;
pub mod summary;
pub mod text;
pub mod upstream;

use std::path::PathBuf;

use calendar::v1::{self, SourceMode};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::curated::CuratedError;
use crate::document::{Compare, DocumentError, Outcome};
use crate::publish::PublishError;
use crate::snapshot::SnapshotError;
use crate::upstream::{Fetched, Snapshot, Upstream};

/// Every file a run publishes into the output directory: the names whose temporary files a
/// killed run left are removed under the next run's lock ([`publish::lock`]).
const PUBLISHED: [&str; 4] = [
    snapshot::FILE_NAME,
    bulletin::store::FILE_NAME,
    changes::FILE_NAME,
    document::FILE_NAME,
];

/// What [`generate`] needs.
#[derive(Debug, Clone)]
pub struct Options {
    /// `None`: offline, the built-in data alone.
    pub upstream: Option<Upstream>,
    /// The official bulletin aggregate (CN); `None`: not asked, the kept notices alone.
    pub bulletin: Option<Upstream>,
    /// The global server's en-us list, for the official English names; `None`: not asked.
    pub bulletin_en: Option<Upstream>,
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
    pub snapshot: SnapshotUse,
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
    Document(#[from] DocumentError),
    #[error(transparent)]
    Publish(#[from] PublishError),
    #[error(transparent)]
    Changes(#[from] changes::ChangesError),
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    #[error(transparent)]
    Bulletin(#[from] bulletin::store::StoreError),
    #[error("could not render {file}: {source}")]
    Render {
        file: &'static str,
        source: serde_json::Error,
    },
}

/// Runs the whole pipeline. Only bad curated data, an unreadable stored file or a failure to
/// write fails it; neither source ever does. Nothing is written when anything fails.
pub async fn generate(options: &Options) -> Result<Report, GenerateError> {
    // 1. Gather.
    let mut curated = curated::load(&options.data)?;
    // From here to the publish, the output directory is this run's alone.
    let mut log = Vec::new();
    let _lock = publish::lock(&options.out, &PUBLISHED, &mut log).await?;
    let mut fetched = match &options.upstream {
        Some(upstream) => upstream.fetch().await,
        None => Fetched {
            log: vec!["offline: the upstream was not asked".into()],
            fallback_reason: Some("--offline".into()),
            ..Fetched::default()
        },
    };
    log.append(&mut fetched.log);
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
    let (kept, kept_ignored) = bulletin::store::read(&options.out, options.now)?;
    let mut bulletin_report = BulletinReport {
        not_understood: kept_ignored.into_iter().collect(),
        ..BulletinReport::default()
    };
    let listed = match &options.bulletin {
        Some(client) => {
            ask_bulletin(
                client,
                bulletin::CN,
                options.now,
                &mut bulletin_report,
                &mut log,
            )
            .await
        }
        None => {
            log.push(
                "offline: the bulletin was not asked; the kept notices stand in for it".into(),
            );
            None
        }
    };
    let listed_en = match &options.bulletin_en {
        Some(client) => {
            ask_bulletin(
                client,
                bulletin::english::GLOBAL,
                options.now,
                &mut bulletin_report,
                &mut log,
            )
            .await
        }
        None => None,
    };
    let history = changes::read(&options.out)?;
    let previous = document::read_previous(&options.out.join(document::FILE_NAME))?;

    // 2. Merge.
    let kept_text = kept
        .as_ref()
        .map(bulletin::store::render)
        .transpose()
        .map_err(|source| GenerateError::Render {
            file: bulletin::store::FILE_NAME,
            source,
        })?;
    let notices = bulletin::store::combine(kept, listed.as_ref());
    let notices = bulletin::store::combine(Some(notices), listed_en.as_ref());
    bulletin_report.kept = notices.notices.len();
    let reading = bulletin::read_all(&notices.notices);
    bulletin_report
        .not_understood
        .extend(reading.not_understood.iter().cloned());
    let mut applied = merge::bulletin::apply(&mut curated, &reading);
    merge::english::apply(&mut curated, &notices.notices, &mut applied);
    log.extend(applied.log.iter().cloned());
    bulletin_report.disagreements = applied.disagreements;
    let mut merged = merge::merge(&curated, fetched.snapshot.as_ref());
    if snapshot_use == SnapshotUse::Used {
        // The upstream was not read this time; `updatedAt` stays the snapshot's.
        merged.source.mode = SourceMode::Fallback;
        merged.source.partial = true;
    }
    if bulletin_report.failure.is_some() {
        // Only part of the sources answered.
        merged.source.partial = true;
        if merged.source.mode == SourceMode::Origin {
            merged.source.mode = SourceMode::Partial;
        }
    }
    merged.source.updated_at = merged.source.updated_at.max(notices.updated_at);
    log.extend(merged.log.iter().cloned());

    // 3. Build.
    let document = document::finish(merged, options.now)?;
    let (history, records, rewritten) = changes::record(
        &options.out,
        history,
        previous.as_ref(),
        &document,
        options.now,
        options.amend,
    )?;
    let changes_recorded = records.len();
    let compare = if fetched.origin {
        Compare::Everything
    } else {
        Compare::DataOnly
    };
    let mut staged = Vec::new();
    if let (true, Some(Snapshot::Calendar { versions, .. })) = (fetched.origin, &fetched.snapshot) {
        match snapshot::stage(&options.out, versions)? {
            Some(file) => {
                staged.push(file);
                snapshot_use = SnapshotUse::Written;
            }
            None => snapshot_use = SnapshotUse::Unchanged,
        }
    }
    let notices_text =
        bulletin::store::render(&notices).map_err(|source| GenerateError::Render {
            file: bulletin::store::FILE_NAME,
            source,
        })?;
    // Written only when the kept notices change (a first run with none writes nothing).
    if Some(&notices_text) != kept_text.as_ref() && !notices.notices.is_empty() {
        bulletin_report.written = true;
        staged.push(publish::Staged {
            name: bulletin::store::FILE_NAME,
            text: notices_text,
        });
    }
    staged.extend(changes::stage_rewritten(
        &options.out,
        history,
        records,
        rewritten,
    )?);
    let (outcome, events) = document::stage(&options.out, previous.as_ref(), &document, compare)?;
    // `events.json` last: a run killed before it leaves the history ahead, never behind, and
    // the next run does not record the same change twice ([`changes::novel`]).
    staged.extend(events);

    // 4. Publish.
    log.extend(publish::publish(&options.out, &staged)?);
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
        bulletin: bulletin_report,
    })
}

/// Asks one bulletin list; a failure is logged and reported, never fatal.
async fn ask_bulletin(
    client: &Upstream,
    server: &str,
    now: DateTime<Utc>,
    report: &mut BulletinReport,
    log: &mut Vec<String>,
) -> Option<bulletin::Listed> {
    match bulletin::fetch(client, server, now).await {
        Ok(listed) => {
            log.push(format!(
                "bulletin ({server}): {} notice(s), {} unreadable",
                listed.notices.len(),
                listed.unreadable.len()
            ));
            report.listed += listed.notices.len();
            if listed.notices.is_empty() {
                report.empty.push(server.to_string());
            }
            report.not_understood.extend(
                listed
                    .unreadable
                    .iter()
                    .map(|l| format!("unreadable ({server}): {l}")),
            );
            Some(listed)
        }
        Err(e) => {
            log.push(format!(
                "bulletin ({server}) failed: {e}; the kept notices stand in for it"
            ));
            let why = format!("{server}: {e}");
            report.failure = Some(match report.failure.take() {
                Some(before) => format!("{before}; {why}"),
                None => why,
            });
            None
        }
    }
}
