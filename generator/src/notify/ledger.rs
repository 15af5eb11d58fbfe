//! The delivery ledger's file, `dist/deliveries.json` ([`calendar::dist::DELIVERIES`]): read,
//! and written only through `publish::publish` under the output directory's lock. Its shape and
//! every move of a record's id are the library's ([`calendar::notify::ledger`]).

use std::path::Path;

use calendar::notify::ledger::AnnouncementLedger;

use calendar_io::publish::{PublishError, Staged, json_text};

/// The ledger's name in the output directory.
pub const FILE_NAME: &str = calendar::dist::DELIVERIES;

/// Why the ledger cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("cannot read `{path}`: {source}")]
    Io {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("`{path}` is not a delivery ledger, refusing to overwrite it: {source}")]
    Invalid {
        path: std::path::PathBuf,
        source: serde_json::Error,
    },
}

/// The ledger in `dir`; empty when there is none.
pub fn read(dir: &Path) -> Result<AnnouncementLedger, LedgerError> {
    let path = dir.join(FILE_NAME);
    match std::fs::read_to_string(&path) {
        Ok(text) => {
            serde_json::from_str(&text).map_err(|source| LedgerError::Invalid { path, source })
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(AnnouncementLedger::default()),
        Err(source) => Err(LedgerError::Io { path, source }),
    }
}

/// The ledger's bytes, read back as a ledger.
pub fn stage(ledger: &AnnouncementLedger) -> Result<Staged, PublishError> {
    let text = json_text(ledger)?;
    let back: AnnouncementLedger = serde_json::from_str(&text)?;
    if &back != ledger {
        return Err(PublishError::ReadBack {
            path: FILE_NAME.into(),
        });
    }
    Ok(Staged {
        name: FILE_NAME.into(),
        text,
    })
}

/// Publishes `ledger` into `dir` (the caller holds the directory's lock).
pub fn write(dir: &Path, ledger: &AnnouncementLedger) -> Result<(), PublishError> {
    calendar_io::publish::publish(dir, &[stage(ledger)?]).map(|_| ())
}
