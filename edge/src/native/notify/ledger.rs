//! `calendar-serve --notify`'s ledger: the reminders it posted, or may have, kept in a small
//! JSON file (beside the targets file, `<targets>.ledger.json`, unless `--notify-ledger` moves
//! it) so that a restart sends nothing twice. Written whole to a temporary file and renamed over
//! the old one: a crash leaves the old ledger or the new, never half of one.
//!
//! Each reminder id moves as [`calendar::notify::delivery::Mark`] says: absent (pending) →
//! `sending` (written before its post) → `delivered`, absent again (not sent; a `json` one
//! whose outcome is unknown: resent under the same `webhook-id`) or `unconfirmed` (never sent
//! again). `late` is a reminder dropped because its edge had passed: never sent. A reminder is
//! forgotten [`KEEP`] after its edge, when no tick can find it due any more: the file stays as
//! small as the reminders of a few days.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Context;
use calendar::notify::Kind;
use calendar::notify::delivery::Mark;
use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

/// How long after its edge a reminder is remembered.
pub const KEEP: TimeDelta = TimeDelta::days(1);

/// The ledger's default path for the targets file `targets`: `<targets>.ledger.json`.
pub fn default_path(targets: &Path) -> PathBuf {
    let mut name = targets.file_name().unwrap_or_default().to_os_string();
    name.push(".ledger.json");
    targets.with_file_name(name)
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ledger {
    /// By reminder id.
    reminders: BTreeMap<String, Entry>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    /// The target's name.
    target: String,
    /// The edge the reminder is about: it is forgotten [`KEEP`] after.
    #[serde(with = "calendar::time::rfc3339")]
    edge: DateTime<Utc>,
    state: State,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum State {
    Sending,
    Delivered,
    Unconfirmed,
    /// Dropped: its edge had passed when it would have been sent.
    Late,
}

impl Ledger {
    /// The ledger at `path`; empty when there is none. A file that is not a ledger is an
    /// error (it is not overwritten).
    pub fn read(path: &Path) -> anyhow::Result<Ledger> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| {
                format!(
                    "{} is not a reminder ledger, refusing to overwrite it",
                    path.display()
                )
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Ledger::default()),
            Err(e) => Err(e).with_context(|| format!("cannot read {}", path.display())),
        }
    }

    /// Writes the ledger to `path` atomically (a temporary file beside it, then a rename).
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let mut text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        text.push('\n');
        let mut name = std::ffi::OsString::from(".");
        name.push(path.file_name().unwrap_or_default());
        name.push(format!(".tmp-{}", std::process::id()));
        let temporary = path.with_file_name(name);
        let written = (|| {
            use std::io::Write;
            let mut file = std::fs::File::create(&temporary)?;
            file.write_all(text.as_bytes())?;
            file.sync_all()?;
            std::fs::rename(&temporary, path)?;
            // The rename itself survives a power loss only once the directory is on disk.
            let directory = path.parent().filter(|d| !d.as_os_str().is_empty());
            std::fs::File::open(directory.unwrap_or(Path::new(".")))?.sync_all()
        })();
        if written.is_err() {
            let _ = std::fs::remove_file(&temporary);
        }
        written
    }

    /// Whether the reminder `id` was posted, may have been, is being, or was dropped.
    pub fn knows(&self, id: &str) -> bool {
        self.reminders.contains_key(id)
    }

    /// Records `id` (to `target`, about an edge at `edge`) as `state`.
    pub fn mark(&mut self, id: &str, target: &str, edge: DateTime<Utc>, state: State) {
        self.reminders.insert(
            id.to_string(),
            Entry {
                target: target.to_string(),
                edge,
                state,
            },
        );
    }

    /// Moves `id` out of `sending` to where `mark` puts it.
    pub fn settle(&mut self, id: &str, mark: Mark) {
        let state = match mark {
            Mark::Pending => {
                self.reminders.remove(id);
                return;
            }
            Mark::Sending => State::Sending,
            Mark::Delivered => State::Delivered,
            Mark::Unconfirmed => State::Unconfirmed,
        };
        if let Some(entry) = self.reminders.get_mut(id) {
            entry.state = state;
        }
    }

    /// At start: what a killed process left `sending` is pending again or `unconfirmed`, as
    /// [`Mark::killed`] says for its target's kind (`kind_of`; a target no longer in the file
    /// counts as not resendable). Returns how many of each.
    pub fn settle_killed(&mut self, kind_of: impl Fn(&str) -> Option<Kind>) -> (usize, usize) {
        let (mut pending, mut unconfirmed) = (0, 0);
        let killed: Vec<(String, Option<Kind>)> = self
            .reminders
            .iter()
            .filter(|(_, e)| e.state == State::Sending)
            .map(|(id, e)| (id.clone(), kind_of(&e.target)))
            .collect();
        for (id, kind) in killed {
            let mark = kind.map_or(Mark::Unconfirmed, Mark::killed);
            if mark == Mark::Pending {
                pending += 1;
            } else {
                unconfirmed += 1;
            }
            self.settle(&id, mark);
        }
        (pending, unconfirmed)
    }

    /// Forgets the reminders whose edge is [`KEEP`] before `now`.
    pub fn prune(&mut self, now: DateTime<Utc>) {
        self.reminders.retain(|_, e| e.edge + KEEP > now);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        calendar::time::parse(text).unwrap()
    }

    #[test]
    fn a_killed_post_is_resent_only_where_safe_and_old_edges_are_forgotten() {
        let mut ledger = Ledger::default();
        let edge = at("2026-07-16T12:00:00+08:00");
        ledger.mark("rem_a", "bot", edge, State::Sending);
        ledger.mark("rem_b", "chat", edge, State::Sending);
        ledger.mark("rem_c", "gone", edge, State::Sending);
        ledger.mark("rem_d", "chat", edge, State::Delivered);
        let kind = |name: &str| match name {
            "bot" => Some(Kind::Json),
            "chat" => Some(Kind::Discord),
            _ => None,
        };
        assert_eq!(ledger.settle_killed(kind), (1, 2));
        assert!(!ledger.knows("rem_a"));
        assert!(ledger.knows("rem_b") && ledger.knows("rem_c") && ledger.knows("rem_d"));

        ledger.prune(edge + KEEP - TimeDelta::seconds(1));
        assert!(ledger.knows("rem_d"));
        ledger.prune(edge + KEEP);
        assert_eq!(ledger, Ledger::default());
    }

    #[test]
    fn the_file_is_replaced_whole_and_a_stranger_is_not_overwritten() {
        let dir = std::env::temp_dir().join(format!("calendar-ledger-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = default_path(&dir.join("targets.json"));
        assert_eq!(path, dir.join("targets.json.ledger.json"));
        let _ = std::fs::remove_file(&path);
        assert_eq!(Ledger::read(&path).unwrap(), Ledger::default());
        let mut ledger = Ledger::default();
        ledger.mark("rem_a", "bot", at("2026-07-16T12:00:00Z"), State::Delivered);
        ledger.write(&path).unwrap();
        assert_eq!(Ledger::read(&path).unwrap(), ledger);
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.to_string_lossy().contains(".tmp-"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        std::fs::write(&path, "[1, 2]").unwrap();
        let error = format!("{:#}", Ledger::read(&path).unwrap_err());
        assert!(error.contains("refusing to overwrite"), "{error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
