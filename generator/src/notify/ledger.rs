//! The delivery ledger, `dist/deliveries.json` ([`calendar::dist::DELIVERIES`]): per target
//! (by its name), from when its records are told and which records it was told of.
//!
//! A record's id moves as [`calendar::notify::delivery::Mark`] says: `pending` (not in the
//! ledger) → `sending` (written before its post) → `delivered` (written after the receiver said
//! yes). A post that fails for certain takes it back out of `sending` (pending again); one whose
//! outcome is unknown (a time-out after the request went out, a run killed mid-post) is pending
//! again for a `json` target (resent under the same `webhook-id`, which its receiver acts on
//! once) and `unconfirmed` for the other kinds: never sent again. So a record reaches a chat at
//! most once; docs/notify.md says why.
//!
//! Written only through `publish::publish` under the output directory's lock; ids no longer
//! in the history are dropped, so the ledger stays as bounded as the history.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use calendar::notify::Kind;
use calendar::notify::delivery::Mark;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::publish::{PublishError, Staged, json_text};

/// The ledger's name in the output directory.
pub const FILE_NAME: &str = calendar::dist::DELIVERIES;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ledger {
    /// By target name.
    pub targets: BTreeMap<String, Entry>,
}

/// One target's deliveries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Records found earlier than this are not told (a new target starts from its first run).
    #[serde(with = "calendar::time::rfc3339")]
    pub since: DateTime<Utc>,
    /// Told: the receiver answered 2xx.
    #[serde(default)]
    pub delivered: BTreeSet<String>,
    /// Being posted now; found at the start of a run, the run before was killed mid-post.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub sending: BTreeSet<String>,
    /// Perhaps told (the outcome of the post is unknown): never posted again.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub unconfirmed: BTreeSet<String>,
    /// The first run's moment, when it backfilled (`--backfill`): of the records found before
    /// it, those that change only wording ([`calendar::changes::Change::only_wording`]) are not
    /// told.
    #[serde(
        default,
        rename = "backfilledBefore",
        with = "calendar::time::rfc3339_opt",
        skip_serializing_if = "Option::is_none"
    )]
    pub backfilled_before: Option<DateTime<Utc>>,
}

impl Entry {
    pub fn new(since: DateTime<Utc>) -> Entry {
        Entry {
            since,
            delivered: BTreeSet::new(),
            sending: BTreeSet::new(),
            unconfirmed: BTreeSet::new(),
            backfilled_before: None,
        }
    }

    /// Whether `change` is to be told: found since [`Entry::since`], not posted yet, and not
    /// a backfilled record that changes only wording.
    pub fn tells(&self, change: &calendar::changes::Change) -> bool {
        let backfilled = self.backfilled_before.is_some_and(|b| change.at < b);
        change.at >= self.since && !self.knows(&change.id) && !(backfilled && change.only_wording())
    }

    /// Whether the record `id` was posted, or may have been.
    pub fn knows(&self, id: &str) -> bool {
        self.delivered.contains(id) || self.sending.contains(id) || self.unconfirmed.contains(id)
    }

    /// Records a killed run left `sending` to a `kind` target are pending again or
    /// `unconfirmed`, as [`Mark::killed`] says; returns how many became `unconfirmed`.
    pub fn settle_killed(&mut self, kind: Kind) -> usize {
        let killed = std::mem::take(&mut self.sending);
        match Mark::killed(kind) {
            Mark::Unconfirmed => {
                let n = killed.len();
                self.unconfirmed.extend(killed);
                n
            }
            _ => 0,
        }
    }

    /// Moves the records `ids` out of `sending` to where `mark` puts them.
    pub fn settle(&mut self, ids: &[String], mark: Mark) {
        for id in ids {
            self.sending.remove(id);
            match mark {
                Mark::Delivered => self.delivered.insert(id.clone()),
                Mark::Unconfirmed => self.unconfirmed.insert(id.clone()),
                Mark::Sending => self.sending.insert(id.clone()),
                Mark::Pending => false,
            };
        }
    }

    /// Drops the ids `keep` says are no longer in the history.
    pub fn prune(&mut self, keep: impl Fn(&str) -> bool) {
        for set in [
            &mut self.delivered,
            &mut self.sending,
            &mut self.unconfirmed,
        ] {
            set.retain(|id| keep(id));
        }
    }
}

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
pub fn read(dir: &Path) -> Result<Ledger, LedgerError> {
    let path = dir.join(FILE_NAME);
    match std::fs::read_to_string(&path) {
        Ok(text) => {
            serde_json::from_str(&text).map_err(|source| LedgerError::Invalid { path, source })
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Ledger::default()),
        Err(source) => Err(LedgerError::Io { path, source }),
    }
}

/// The ledger's bytes, read back as a ledger.
pub fn stage(ledger: &Ledger) -> Result<Staged, PublishError> {
    let text = json_text(ledger)?;
    let back: Ledger = serde_json::from_str(&text)?;
    if &back != ledger {
        return Err(PublishError::ReadBack {
            path: FILE_NAME.into(),
        });
    }
    Ok(Staged {
        name: FILE_NAME,
        text,
    })
}

/// Publishes `ledger` into `dir` (the caller holds the directory's lock).
pub fn write(dir: &Path, ledger: &Ledger) -> Result<(), PublishError> {
    crate::publish::publish(dir, &[stage(ledger)?]).map(|_| ())
}
