//! The last good upstream snapshot, kept beside the dataset (`<out>/upstream.json`; the refresh
//! workflow commits it with `dist/` once an origin run has written it).
//!
//! The rule (also in docs/data.md, "When the upstream fails"):
//! - Only an origin answer (complete, undegraded, every kind of record readable) is stored, and
//!   only when what the generator keeps of it changed: the file holds the parsed, sanitised
//!   versions and no fetch time, so an unchanged upstream never rewrites it.
//! - A run without origin data (outage, degraded answer, drift, `--offline`) merges the curated
//!   data with this snapshot instead; `source.mode` is then `fallback` (the upstream was not
//!   read this time) and `source.updatedAt` is the snapshot's.
//! - So `generate --offline` rebuilds the committed `events.json` byte for byte from the
//!   committed snapshot, whatever mode wrote it.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::publish::{PublishError, Staged};
use crate::upstream::UpstreamVersion;

/// The file name inside the output directory.
pub const FILE_NAME: &str = calendar::dist::UPSTREAM;
/// Bumped when the stored shape changes incompatibly.
pub const FORMAT: u32 = 1;
const ABOUT: &str = "The last good answer of the upstream's ?type=version_calendar, as \
calendar-generator keeps it (parsed and sanitised). Written only by a run that read origin data; \
runs without it merge data/ with this file. Do not edit by hand.";

/// The file's content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stored {
    pub about: String,
    pub format: u32,
    pub versions: Vec<UpstreamVersion>,
}

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum SnapshotError {
    #[error("cannot read the last good upstream snapshot `{path}`: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "the last good upstream snapshot `{path}` is not valid (format {FORMAT}): {message}; \
         restore it from git or delete it (the next origin run writes it again)"
    )]
    Invalid { path: PathBuf, message: String },
}

/// The snapshot in `dir`, `None` when there is none yet.
pub fn read(dir: &Path) -> Result<Option<Vec<UpstreamVersion>>, SnapshotError> {
    let path = dir.join(FILE_NAME);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(SnapshotError::Read { path, source }),
    };
    let invalid = |message: String| SnapshotError::Invalid {
        path: path.clone(),
        message,
    };
    let stored: Stored = serde_json::from_str(&text).map_err(|e| invalid(e.to_string()))?;
    if stored.format != FORMAT {
        return Err(invalid(format!("format {}", stored.format)));
    }
    Ok(Some(stored.versions))
}

/// The bytes of the file for `versions`.
pub fn render(versions: &[UpstreamVersion]) -> Result<String, PublishError> {
    let stored = Stored {
        about: ABOUT.into(),
        format: FORMAT,
        versions: versions.to_vec(),
    };
    let mut text = serde_json::to_string_pretty(&stored)?;
    text.push('\n');
    Ok(text)
}

/// The snapshot file for `versions`, validated, unless the file already holds exactly that.
pub fn stage(dir: &Path, versions: &[UpstreamVersion]) -> Result<Option<Staged>, PublishError> {
    let text = render(versions)?;
    if std::fs::read_to_string(dir.join(FILE_NAME)).is_ok_and(|old| old == text) {
        return Ok(None);
    }
    if !serde_json::from_str::<Stored>(&text).is_ok_and(|s| s.versions == versions) {
        return Err(PublishError::ReadBack {
            path: dir.join(FILE_NAME),
        });
    }
    Ok(Some(Staged {
        name: FILE_NAME,
        text,
    }))
}
