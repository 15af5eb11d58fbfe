//! Step 3 of [`crate::generate`]: from the merged data and what the run gathered, every file's
//! new bytes, each validated in memory. Reads no file.

use calendar::v1;

use crate::document::{Compare, Outcome};
use crate::gather::Gathered;
use crate::merge::Merged;
use crate::upstream::Answer;
use crate::{GenerateError, KeptUpstreamUse, Options, changes, document, kept};
use calendar_io::publish::Staged;

/// What a run will publish, and what it says of each file.
#[derive(Debug)]
pub struct Built {
    pub document: v1::Document,
    /// In publishing order, `events.json` last.
    pub staged: Vec<Staged>,
    pub outcome: Outcome,
    pub changes_recorded: usize,
    pub kept_upstream: KeptUpstreamUse,
    /// Whether `bulletin.json` is among `staged`.
    pub bulletin_written: bool,
}

/// Builds the document, this run's change records and every file that changed.
pub fn build(
    options: &Options,
    gathered: &Gathered,
    merged: Merged,
) -> Result<Built, GenerateError> {
    let out = &options.out;
    let document = document::finish(merged, options.now)?;
    let on_disk = gathered.history.is_some();
    let (history, records, rewritten) = changes::record(
        out,
        gathered.history.clone().unwrap_or_default(),
        gathered.previous.as_ref(),
        &document,
        options.now,
        options.amend,
    )?;
    let changes_recorded = records.len();
    let origin = gathered.fetched.origin;
    let mut staged = Vec::new();
    let mut snapshot_use = if gathered.stood_in {
        KeptUpstreamUse::Used
    } else {
        KeptUpstreamUse::Missing
    };
    if let (true, Some(Answer::Calendar { versions, .. })) = (origin, &gathered.fetched.answer) {
        snapshot_use = match kept::upstream::stage(out, gathered.kept_upstream.as_ref(), versions)?
        {
            Some(file) => {
                staged.push(file);
                KeptUpstreamUse::Written
            }
            None => KeptUpstreamUse::Unchanged,
        };
    }
    let notices = &gathered.notices;
    let notices_text = kept::bulletin::render(notices).map_err(|source| GenerateError::Render {
        file: kept::bulletin::FILE_NAME,
        source,
    })?;
    // Written only when the kept notices change (a first run with none writes nothing).
    let bulletin_written =
        Some(&notices_text) != gathered.kept_text.as_ref() && !notices.notices.is_empty();
    if bulletin_written {
        staged.push(Staged {
            name: kept::bulletin::FILE_NAME.into(),
            text: notices_text,
        });
    }
    staged.extend(changes::stage(out, history, on_disk, records, rewritten)?);
    let compare = if origin {
        Compare::Everything
    } else {
        Compare::DataOnly
    };
    let (outcome, events) = document::stage(out, gathered.previous.as_ref(), &document, compare)?;
    // `events.json` last: a run killed before it leaves the history ahead, never behind, and
    // the next run does not record the same change twice ([`changes::novel`]).
    staged.extend(events);
    Ok(Built {
        document,
        staged,
        outcome,
        changes_recorded,
        kept_upstream: snapshot_use,
        bulletin_written,
    })
}
