//! Publishing: every file a run writes into the output directory, all at once or not at all.
//!
//! Each file arrives [`Staged`]: its bytes made and validated in memory by the module that owns
//! its format (`document::stage`, `changes::stage`, `kept::upstream::stage`, `kept::bulletin::render`).
//! [`publish`] then writes them, under the run's [`Lock`] on the directory ([`lock`]).
//!
//! Guarantees:
//! - A run holds the directory's lock from before it reads anything there until it has
//!   published: a second run waits (at most [`LOCK_WAIT`]) and then reads what the first
//!   published. Under the lock, the temporary files a killed run left are removed.
//! - Every file is first written to a temporary name beside its target, exclusive to this
//!   attempt (a random part, created only where no file is: `names.rs`), synced and read back
//!   equal; only when all are ready are they renamed over the old files, in the order given,
//!   and the directory is synced.
//! - A failure at any step (a rename included: the files renamed before it are put back) leaves
//!   every file byte for byte as it was, never half-written or emptied, and no temporary file
//!   behind; the error names the file and the reason, and what the rollback could not undo
//!   ([`PublishError::RolledBack`]). Only a kill between two renames can leave a later file
//!   old, which is why the caller puts `events.json` last.
//!
//! The generator publishes every file through it; `calendar-serve --notify` writes its reminder
//! ledger through [`publish`] too, one file at a time.

mod lock;
mod names;

use std::borrow::Cow;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use thiserror::Error;

pub use lock::{LOCK_FILE, LOCK_WAIT, Lock, lock};
use names::Kind;

/// A file could not be staged (its bytes made and read back) or published.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum PublishError {
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
    #[error(
        "{cause}; and the rollback failed, so what these name may differ from before: {}",
        .failures.join("; ")
    )]
    RolledBack {
        cause: Box<PublishError>,
        failures: Vec<String>,
    },
    #[error(
        "another run of the generator holds `{path}`; gave up after {} s",
        .waited.as_secs()
    )]
    Busy { path: PathBuf, waited: Duration },
}

/// The one form of every file the generator writes: pretty JSON with a final newline.
pub fn json_text<T: serde::Serialize>(value: &T) -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(value)?;
    text.push('\n');
    Ok(text)
}

/// A file ready to publish: its name in the output directory and its validated bytes. The
/// generator's names are constants; `calendar-serve --notify`'s ledger is named at run time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staged {
    pub name: Cow<'static, str>,
    pub text: String,
}

/// Publishes `files` into `dir` in one step: every file is first written to a fresh temporary
/// name beside its target, synced and read back; only when all are ready are they renamed over
/// the old files, in the order given (put the file whose presence commits the run last), and
/// the directory is synced. A failure at any step (a rename included: the files renamed before
/// it are put back) leaves every file byte for byte as it was and no temporary file behind; the
/// error names the file and the reason, and what the rollback could not undo. Only a kill
/// between two renames can leave a later file old, which is why `events.json` goes last.
///
/// Returns what could not be cleaned up after a success (an old file's second name), for the
/// log: the next run's [`lock`] removes it.
pub fn publish(dir: &Path, files: &[Staged]) -> Result<Vec<String>, PublishError> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    std::fs::create_dir_all(dir).map_err(io("cannot create", dir))?;
    let mut temps: Vec<PathBuf> = Vec::with_capacity(files.len());
    for file in files {
        if let Err(e) = write_temp(dir, file, &mut temps) {
            return Err(rolled_back(e, remove_all(&temps)));
        }
    }
    // Each old file is kept under a second name until every rename succeeded, so that a failed
    // rename puts back the ones before it.
    let mut done: Vec<(PathBuf, Option<PathBuf>)> = Vec::new();
    for (file, temp) in files.iter().zip(&temps) {
        let path = dir.join(&*file.name);
        let kept = match names::exclusive(dir, &file.name, Kind::Old, |backup| {
            std::fs::hard_link(&path, backup)
        }) {
            Ok((backup, ())) => Some(backup),
            Err((_, e)) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err((_, e)) => {
                let failure = io("cannot keep the old", &path)(e);
                return Err(rolled_back(failure, roll_back(&done, &temps)));
            }
        };
        if let Err(e) = std::fs::rename(temp, &path) {
            let failure = io("cannot rename into", &path)(e);
            let mut failures = remove_all(kept.as_slice());
            failures.extend(roll_back(&done, &temps));
            return Err(rolled_back(failure, failures));
        }
        done.push((path, kept));
    }
    let kept: Vec<PathBuf> = done.into_iter().filter_map(|(_, kept)| kept).collect();
    let leftovers = remove_all(&kept)
        .into_iter()
        .map(|failure| format!("{failure} (the next run removes it)"))
        .collect();
    sync_dir(dir)?;
    Ok(leftovers)
}

/// Puts back what `done` renamed (newest first) and removes the temporary files; returns what
/// it could not do.
fn roll_back(done: &[(PathBuf, Option<PathBuf>)], temps: &[PathBuf]) -> Vec<String> {
    let mut failures = Vec::new();
    for (path, kept) in done.iter().rev() {
        let result = match kept {
            Some(backup) => std::fs::rename(backup, path),
            // There was no file: remove the new one.
            None => std::fs::remove_file(path),
        };
        if let Err(e) = result {
            failures.push(format!("cannot put back `{}`: {e}", path.display()));
        }
    }
    failures.extend(remove_all(temps));
    failures
}

/// Removes `paths` (one already gone is fine); returns what it could not remove.
fn remove_all(paths: &[PathBuf]) -> Vec<String> {
    paths
        .iter()
        .filter_map(|path| match std::fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Some(format!("cannot remove `{}`: {e}", path.display()))
            }
            _ => None,
        })
        .collect()
}

/// `cause`, with what its rollback could not undo.
fn rolled_back(cause: PublishError, failures: Vec<String>) -> PublishError {
    if failures.is_empty() {
        cause
    } else {
        PublishError::RolledBack {
            cause: Box::new(cause),
            failures,
        }
    }
}

fn io(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> PublishError {
    let path = path.to_path_buf();
    move |source| PublishError::Io {
        action,
        path,
        source,
    }
}

/// Writes `file`'s bytes to a fresh temporary name in `dir`, pushed onto `temps` as soon as it
/// exists, synced and read back.
fn write_temp(dir: &Path, file: &Staged, temps: &mut Vec<PathBuf>) -> Result<(), PublishError> {
    let (temp, mut out) = names::exclusive(dir, &file.name, Kind::New, |path| {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
    })
    .map_err(|(path, e)| io("cannot create", &path)(e))?;
    temps.push(temp.clone());
    out.write_all(file.text.as_bytes())
        .map_err(io("cannot write", &temp))?;
    out.sync_all().map_err(io("cannot sync", &temp))?;
    drop(out);
    let back = std::fs::read_to_string(&temp).map_err(io("cannot read back", &temp))?;
    if back != file.text {
        return Err(PublishError::ReadBack { path: temp });
    }
    Ok(())
}

/// Makes the renames durable (a directory opens read-only for `fsync` on Unix).
fn sync_dir(dir: &Path) -> Result<(), PublishError> {
    #[cfg(unix)]
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(io("cannot sync", dir))?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests fail loudly on purpose")]

    use super::*;

    #[test]
    fn a_rollback_that_cannot_put_a_file_back_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("events.json");
        std::fs::write(&path, "new").unwrap();
        // The old file's second name is gone: it cannot be put back.
        let done = [(path.clone(), Some(dir.path().join(".events.json.1.old")))];
        let failures = roll_back(&done, &[dir.path().join(".events.json.1.tmp")]);
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(
            failures[0].starts_with(&format!("cannot put back `{}`", path.display())),
            "{failures:?}"
        );
        let err = rolled_back(PublishError::ReadBack { path: path.clone() }, failures).to_string();
        assert!(
            err.contains("did not read back") && err.contains("the rollback failed"),
            "{err}"
        );
        // Nothing failed: the cause alone.
        assert!(matches!(
            rolled_back(PublishError::ReadBack { path }, Vec::new()),
            PublishError::ReadBack { .. }
        ));
    }
}
