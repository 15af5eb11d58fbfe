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

use crate::upstream::UpstreamVersion;
use calendar_io::publish::{PublishError, Staged};

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
pub struct UpstreamFile {
    pub about: String,
    pub format: u32,
    pub versions: Vec<UpstreamVersion>,
}

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum KeptUpstreamError {
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

/// The stored snapshot as a run read it: its bytes (what an origin run compares its own with)
/// and where they came from. Its versions are parsed only where a run merges them
/// ([`KeptUpstream::versions`]): an origin run replaces even an invalid file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptUpstream {
    path: PathBuf,
    text: String,
}

/// The snapshot in `dir`, `None` when there is none yet; a file that cannot be read is an error.
pub fn read(dir: &Path) -> Result<Option<KeptUpstream>, KeptUpstreamError> {
    let path = dir.join(FILE_NAME);
    match std::fs::read_to_string(&path) {
        Ok(text) => Ok(Some(KeptUpstream { path, text })),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(KeptUpstreamError::Read { path, source }),
    }
}

impl KeptUpstream {
    /// The stored versions; a file of another format or shape is an error naming it.
    pub fn versions(&self) -> Result<Vec<UpstreamVersion>, KeptUpstreamError> {
        let invalid = |message: String| KeptUpstreamError::Invalid {
            path: self.path.clone(),
            message,
        };
        let stored: UpstreamFile =
            serde_json::from_str(&self.text).map_err(|e| invalid(e.to_string()))?;
        if stored.format != FORMAT {
            return Err(invalid(format!("format {}", stored.format)));
        }
        Ok(stored.versions)
    }

    /// Where it was read.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The bytes of the file for `versions`.
pub fn render(versions: &[UpstreamVersion]) -> Result<String, PublishError> {
    let stored = UpstreamFile {
        about: ABOUT.into(),
        format: FORMAT,
        versions: versions.to_vec(),
    };
    Ok(calendar_io::publish::json_text(&stored)?)
}

/// The snapshot file for `versions` in `dir`, validated, unless the `kept` one already holds
/// exactly that.
pub fn stage(
    dir: &Path,
    kept: Option<&KeptUpstream>,
    versions: &[UpstreamVersion],
) -> Result<Option<Staged>, PublishError> {
    let text = render(versions)?;
    if kept.is_some_and(|old| old.text == text) {
        return Ok(None);
    }
    if !serde_json::from_str::<UpstreamFile>(&text).is_ok_and(|s| s.versions == versions) {
        return Err(PublishError::ReadBack {
            path: dir.join(FILE_NAME),
        });
    }
    Ok(Some(Staged {
        name: FILE_NAME.into(),
        text,
    }))
}
