//! Comparing two `events.json` documents, the clock left out: what a run changed in the file,
//! for the run's report ([`Edits`], shown by `main` and `summary`), and whether the file must
//! be rewritten at all ([`Compare`]). The history of schedule changes for people is another
//! thing, made by [`crate::changes`].

use std::collections::BTreeMap;
use std::fmt;

use calendar::v1::{self, Status};
use chrono::{DateTime, Utc};

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

/// What changed against the previous file, by id.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Edits {
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

impl fmt::Display for Edits {
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
pub fn edits(old: Option<&v1::Document>, new: &v1::Document) -> Option<Edits> {
    edits_in(old, new, Compare::Everything)
}

/// Compares two documents, ignoring the clock and, for [`Compare::DataOnly`], `source`.
pub fn edits_in(old: Option<&v1::Document>, new: &v1::Document, compare: Compare) -> Option<Edits> {
    let new = without_clock(new);
    let Some(old) = old else {
        return Some(Edits {
            new_file: true,
            ..Edits::default()
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
    Some(Edits {
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
