//! `calendar-serve --notify`'s ledger file: the reminders it posted, or may have, kept in a
//! small JSON file (beside the targets file, `<targets>.ledger.json`, unless `--notify-ledger`
//! moves it) so that a restart sends nothing twice. Its shape and every move of a reminder are
//! the library's ([`calendar::notify::ledger::ReminderLedger`]); this file reads it and writes
//! it whole through the generator's atomic publish, `calendar_io::publish` (a temporary file
//! beside it, synced, then renamed): a crash leaves the old ledger or the new, never half of one.

use std::path::{Path, PathBuf};

use anyhow::Context;
use calendar::notify::ledger::ReminderLedger;
use calendar_io::publish::{self, PublishError, Staged, json_text};

/// The ledger's default path for the targets file `targets`: `<targets>.ledger.json`.
pub fn default_path(targets: &Path) -> PathBuf {
    let mut name = targets.file_name().unwrap_or_default().to_os_string();
    name.push(".ledger.json");
    targets.with_file_name(name)
}

/// The ledger at `path`; empty when there is none. A file that is not a ledger is an error (it
/// is not overwritten).
pub fn read(path: &Path) -> anyhow::Result<ReminderLedger> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text).with_context(|| {
            format!(
                "{} is not a reminder ledger, refusing to overwrite it",
                path.display()
            )
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(ReminderLedger::default()),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
    }
}

/// Writes `ledger` to `path` atomically.
pub fn write(path: &Path, ledger: &ReminderLedger) -> Result<(), PublishError> {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let staged = Staged {
        name: name.into_owned().into(),
        text: json_text(ledger)?,
    };
    let directory = path.parent().filter(|d| !d.as_os_str().is_empty());
    publish::publish(directory.unwrap_or(Path::new(".")), &[staged]).map(|_| ())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

    use calendar::notify::ledger::ReminderState;

    use super::*;

    #[test]
    fn the_file_is_replaced_whole_and_a_stranger_is_not_overwritten() {
        let dir = std::env::temp_dir().join(format!("calendar-ledger-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = default_path(&dir.join("targets.json"));
        assert_eq!(path, dir.join("targets.json.ledger.json"));
        let _ = std::fs::remove_file(&path);
        assert_eq!(read(&path).unwrap(), ReminderLedger::default());
        let mut ledger = ReminderLedger::default();
        let edge = calendar::time::parse("2026-07-16T12:00:00Z").unwrap();
        ledger.mark("rem_a", "bot", edge, ReminderState::Delivered);
        write(&path, &ledger).unwrap();
        assert_eq!(read(&path).unwrap(), ledger);
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.to_string_lossy().starts_with('.'))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        std::fs::write(&path, "[1, 2]").unwrap();
        let error = format!("{:#}", read(&path).unwrap_err());
        assert!(error.contains("refusing to overwrite"), "{error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
