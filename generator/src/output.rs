//! The output file: the merged data as a [`v1::Document`], compared with the previous file and
//! written atomically.
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
//! - A new file is written next to the old one, read back and validated, and only then renamed
//!   over it: a failure never leaves a half-written or emptied file.

use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use calendar::v1::{self, Filters, Meta, Status};
use calendar::{Dataset, DatasetError, Span};
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::merge::Merged;

/// The file name inside the output directory.
pub const FILE_NAME: &str = calendar::dist::EVENTS;

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum OutputError {
    #[error("the merged data is not a valid dataset: {0}")]
    Invalid(#[from] DatasetError),
    #[error("could not serialize the document: {0}")]
    Serialize(#[from] serde_json::Error),
    #[error("{action} `{path}`: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("`{path}` did not read back equal to what was written")]
    ReadBack { path: PathBuf },
}

/// Builds the published document: sorted by the library's rules, statuses at `now`.
pub fn finish(merged: Merged, now: DateTime<Utc>) -> Result<v1::Document, OutputError> {
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
    for event in &mut document.data.events {
        event.status = Span::of(event).status_at(now);
    }
    document.meta.total = document.data.events.len();
    Ok(document)
}

/// The document as the bytes of the file.
pub fn render(document: &v1::Document) -> Result<String, OutputError> {
    let mut text = serde_json::to_string_pretty(document)?;
    text.push('\n');
    Ok(text)
}

/// The document with everything that depends only on the clock blanked out.
fn without_clock(document: &v1::Document) -> v1::Document {
    let mut document = document.clone();
    document.generated_at = DateTime::<Utc>::UNIX_EPOCH;
    document.data.active_version_key.clear();
    for event in &mut document.data.events {
        event.status = Status::Upcoming;
    }
    document
}

/// What happened to the output file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Only the clock would have changed; the file was not touched.
    Unchanged,
    /// The file was (re)written.
    Written(Changes),
}

/// What changed against the previous file, by id.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Changes {
    /// There was no readable previous file.
    pub new_file: bool,
    pub source_changed: bool,
    pub versions_added: Vec<String>,
    pub versions_removed: Vec<String>,
    pub versions_changed: Vec<String>,
    pub events_added: Vec<String>,
    pub events_removed: Vec<String>,
    pub events_changed: Vec<String>,
}

impl fmt::Display for Changes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.new_file {
            return write!(f, "no readable previous file");
        }
        let mut parts = Vec::new();
        if self.source_changed {
            parts.push("source changed".to_string());
        }
        for (what, list) in [
            ("versions added", &self.versions_added),
            ("versions removed", &self.versions_removed),
            ("versions changed", &self.versions_changed),
            ("events added", &self.events_added),
            ("events removed", &self.events_removed),
            ("events changed", &self.events_changed),
        ] {
            if !list.is_empty() {
                parts.push(format!("{what}: {}", list.join(", ")));
            }
        }
        if parts.is_empty() {
            parts.push("order or formatting only".into());
        }
        write!(f, "{}", parts.join("; "))
    }
}

fn diff<T: PartialEq>(
    old: &[T],
    new: &[T],
    key: impl Fn(&T) -> &str,
) -> (Vec<String>, Vec<String>, Vec<String>) {
    let old: BTreeMap<&str, &T> = old.iter().map(|x| (key(x), x)).collect();
    let new: BTreeMap<&str, &T> = new.iter().map(|x| (key(x), x)).collect();
    let added = new
        .keys()
        .filter(|k| !old.contains_key(*k))
        .map(|k| k.to_string())
        .collect();
    let removed = old
        .keys()
        .filter(|k| !new.contains_key(*k))
        .map(|k| k.to_string())
        .collect();
    let changed = new
        .iter()
        .filter(|(k, v)| old.get(*k).is_some_and(|o| o != *v))
        .map(|(k, _)| k.to_string())
        .collect();
    (added, removed, changed)
}

/// What a difference against the previous file must be in to rewrite it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compare {
    /// Anything but the clock (a run with fresh upstream data).
    Everything,
    /// Versions and events only: `source` alone never rewrites the file.
    DataOnly,
}

/// Compares two documents, ignoring the clock.
pub fn changes(old: Option<&v1::Document>, new: &v1::Document) -> Option<Changes> {
    changes_in(old, new, Compare::Everything)
}

/// Compares two documents, ignoring the clock and, for [`Compare::DataOnly`], `source`.
pub fn changes_in(
    old: Option<&v1::Document>,
    new: &v1::Document,
    compare: Compare,
) -> Option<Changes> {
    let new = without_clock(new);
    let Some(old) = old else {
        return Some(Changes {
            new_file: true,
            ..Changes::default()
        });
    };
    let mut old = without_clock(old);
    if compare == Compare::DataOnly {
        old.source = new.source.clone();
    }
    if old == new {
        return None;
    }
    let (versions_added, versions_removed, versions_changed) =
        diff(&old.data.versions, &new.data.versions, |v| &v.version_key);
    let (events_added, events_removed, events_changed) =
        diff(&old.data.events, &new.data.events, |e| &e.id);
    Some(Changes {
        new_file: false,
        source_changed: old.source != new.source,
        versions_added,
        versions_removed,
        versions_changed,
        events_added,
        events_removed,
        events_changed,
    })
}

/// Reads the previous file, if there is a readable one.
pub fn read_previous(path: &Path) -> Option<v1::Document> {
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str(&text).ok()
}

/// `events.json`'s new bytes, validated in memory (they load as a dataset equal to `document`),
/// unless nothing `compare` looks at changed against the file in `dir`.
pub fn stage(
    dir: &Path,
    document: &v1::Document,
    compare: Compare,
) -> Result<(Outcome, Option<Staged>), OutputError> {
    let previous = read_previous(&dir.join(FILE_NAME));
    let Some(changes) = changes_in(previous.as_ref(), document, compare) else {
        return Ok((Outcome::Unchanged, None));
    };
    let text = render(document)?;
    if Dataset::from_json(&text)?.document() != document {
        return Err(OutputError::ReadBack {
            path: dir.join(FILE_NAME),
        });
    }
    Ok((
        Outcome::Written(changes),
        Some(Staged {
            name: FILE_NAME,
            text,
        }),
    ))
}

/// A file ready to publish: its name in the output directory and its validated bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staged {
    pub name: &'static str,
    pub text: String,
}

/// Publishes `files` into `dir` in one step: every file is first written to a temporary name
/// beside its target, synced and read back; only when all are ready are they renamed over the
/// old files, in the order given (put the file whose presence commits the run last), and the
/// directory is synced. A failure at any step (a rename included: the files renamed before it
/// are put back) leaves every file byte for byte as it was and no temporary file behind; the
/// error names the file and the reason. Only a kill between two renames can leave a later
/// file old, which is why `events.json` goes last.
pub fn publish(dir: &Path, files: &[Staged]) -> Result<(), OutputError> {
    if files.is_empty() {
        return Ok(());
    }
    std::fs::create_dir_all(dir).map_err(io("cannot create", dir))?;
    let temps: Vec<PathBuf> = files
        .iter()
        .map(|f| dir.join(format!(".{}.{}.tmp", f.name, std::process::id())))
        .collect();
    let prepared = files
        .iter()
        .zip(&temps)
        .try_for_each(|(file, temp)| write_temp(temp, &file.text));
    if let Err(e) = prepared {
        for temp in &temps {
            // Best effort: the temporaries are ours and useless now.
            let _ = std::fs::remove_file(temp);
        }
        return Err(e);
    }
    // Each old file is kept under a second name until every rename succeeded, so that a failed
    // rename puts back the ones before it.
    let mut done: Vec<(PathBuf, Option<PathBuf>)> = Vec::new();
    let mut failure = None;
    for (file, temp) in files.iter().zip(&temps) {
        let path = dir.join(file.name);
        let backup = dir.join(format!(".{}.{}.old", file.name, std::process::id()));
        let kept = match std::fs::hard_link(&path, &backup) {
            Ok(()) => Some(backup),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => {
                failure = Some(io("cannot keep the old", &path)(e));
                break;
            }
        };
        if let Err(e) = std::fs::rename(temp, &path) {
            if let Some(backup) = kept {
                let _ = std::fs::remove_file(backup);
            }
            failure = Some(io("cannot rename into", &path)(e));
            break;
        }
        done.push((path, kept));
    }
    if let Some(failure) = failure {
        for (path, kept) in done.iter().rev() {
            // Best effort: put back what was there (or remove what was not).
            let _ = match kept {
                Some(backup) => std::fs::rename(backup, path),
                None => std::fs::remove_file(path),
            };
        }
        for temp in &temps {
            let _ = std::fs::remove_file(temp);
        }
        return Err(failure);
    }
    for (_, kept) in done {
        if let Some(backup) = kept {
            let _ = std::fs::remove_file(backup);
        }
    }
    sync_dir(dir)
}

fn io(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> OutputError {
    let path = path.to_path_buf();
    move |source| OutputError::Io {
        action,
        path,
        source,
    }
}

fn write_temp(temp: &Path, text: &str) -> Result<(), OutputError> {
    let mut file = std::fs::File::create(temp).map_err(io("cannot create", temp))?;
    file.write_all(text.as_bytes())
        .map_err(io("cannot write", temp))?;
    file.sync_all().map_err(io("cannot sync", temp))?;
    drop(file);
    let back = std::fs::read_to_string(temp).map_err(io("cannot read back", temp))?;
    if back != text {
        return Err(OutputError::ReadBack {
            path: temp.to_path_buf(),
        });
    }
    Ok(())
}

/// Makes the renames durable (a directory opens read-only for `fsync` on Unix).
fn sync_dir(dir: &Path) -> Result<(), OutputError> {
    #[cfg(unix)]
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io("cannot sync", dir))?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}
