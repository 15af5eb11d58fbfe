//! The lock on the output directory. A run holds it from before it reads anything there until
//! it has published, so two runs into one directory serialise: the second reads what the first
//! published. Under it, a run sweeps the temporary files a killed run left: no live run can own
//! one then.

use std::path::Path;
use std::time::{Duration, Instant};

use super::{PublishError, io, names};

/// The lock file in the output directory ([`calendar::dist::LOCK`]): empty, never rewritten,
/// never published (the scheduled refresh commits no dotfile, and `.gitignore` names it).
pub const LOCK_FILE: &str = calendar::dist::LOCK;
/// How long a run waits for another run's lock before it gives up.
pub const LOCK_WAIT: Duration = Duration::from_secs(600);
/// How often a waiting run tries again.
const RETRY: Duration = Duration::from_millis(50);

/// The exclusive lock on an output directory, held until dropped; the system releases it when
/// the process ends, so a killed run leaves no lock behind.
#[derive(Debug)]
pub struct Lock {
    _file: std::fs::File,
}

/// Takes the exclusive lock on `dir` (created if missing), waiting up to [`LOCK_WAIT`] for
/// another run to finish, then removes the temporary files of `names` that a killed run left
/// there (only those: `.{name}.{pid}-{random}.tmp` and `.old`, and the bare-pid names of
/// versions before). What it waited for and removed goes to `log`.
pub async fn lock(dir: &Path, names: &[&str], log: &mut Vec<String>) -> Result<Lock, PublishError> {
    std::fs::create_dir_all(dir).map_err(io("cannot create", dir))?;
    let path = dir.join(LOCK_FILE);
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(io("cannot open the lock", &path))?;
    let started = Instant::now();
    let mut waited = false;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {
                if started.elapsed() >= LOCK_WAIT {
                    return Err(PublishError::Busy {
                        path,
                        waited: LOCK_WAIT,
                    });
                }
                waited = true;
                tokio::time::sleep(RETRY).await;
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io("cannot lock", &path)(e)),
        }
    }
    if waited {
        log.push(format!(
            "waited {:.1} s for another run to release {}",
            started.elapsed().as_secs_f64(),
            path.display()
        ));
    }
    sweep(dir, names, log);
    Ok(Lock { _file: file })
}

/// Removes the temporary files of `names` in `dir`; a file it cannot remove is only logged (it
/// stands in no run's way: every run's names are fresh).
fn sweep(dir: &Path, names: &[&str], log: &mut Vec<String>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            log.push(format!(
                "cannot list {} for stale temporary files: {e}",
                dir.display()
            ));
            return;
        }
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        if !names::is_temporary(name, names) || !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        match std::fs::remove_file(entry.path()) {
            Ok(()) => removed.push(name.to_string()),
            Err(e) => log.push(format!(
                "cannot remove the stale temporary file {}: {e}",
                entry.path().display()
            )),
        }
    }
    if !removed.is_empty() {
        removed.sort();
        log.push(format!(
            "removed {} stale temporary file(s) of a killed run from {}: {}",
            removed.len(),
            dir.display(),
            removed.join(", ")
        ));
    }
}
