//! Publishing: every file a run writes into the output directory, all at once or not at all.
//!
//! Each file arrives [`Staged`]: its bytes made and validated in memory by the module that owns
//! its format (`document::stage`, `changes::stage`, `snapshot::stage`, `bulletin::store::render`).
//! [`publish`] then writes them.
//!
//! Guarantees:
//! - Every file is first written to a temporary name beside its target, synced and read back
//!   equal; only when all are ready are they renamed over the old files, in the order given, and
//!   the directory is synced.
//! - A failure at any step (a rename included: the files renamed before it are put back) leaves
//!   every file byte for byte as it was, never half-written or emptied, and no temporary file
//!   behind; the error names the file and the reason. Only a kill between two renames can leave
//!   a later file old, which is why the caller puts `events.json` last.
//!
//! A leaf: it imports nothing from the rest of the generator.

use std::io::Write;
use std::path::{Path, PathBuf};

use thiserror::Error;

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
pub fn publish(dir: &Path, files: &[Staged]) -> Result<(), PublishError> {
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

fn io(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> PublishError {
    let path = path.to_path_buf();
    move |source| PublishError::Io {
        action,
        path,
        source,
    }
}

fn write_temp(temp: &Path, text: &str) -> Result<(), PublishError> {
    let mut file = std::fs::File::create(temp).map_err(io("cannot create", temp))?;
    file.write_all(text.as_bytes())
        .map_err(io("cannot write", temp))?;
    file.sync_all().map_err(io("cannot sync", temp))?;
    drop(file);
    let back = std::fs::read_to_string(temp).map_err(io("cannot read back", temp))?;
    if back != text {
        return Err(PublishError::ReadBack {
            path: temp.to_path_buf(),
        });
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
