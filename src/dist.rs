//! The files a published dataset is made of, under `dist/`: their names, and the rule that a
//! dataset's history of changes lies beside it. The generator writes them, `edge/build.rs` and
//! `calendar-serve` read them; the Python tools (`tools/serve_worker.py`,
//! `tools/bench_measure.py`) spell the same two rules and name this module.

use std::path::{Path, PathBuf};

/// The directory the generator writes into, relative to the repository's root.
pub const DIR: &str = "dist";
/// The dataset: the API's unfiltered answer.
pub const EVENTS: &str = "events.json";
/// The history of schedule changes.
pub const CHANGES: &str = "changes.json";
/// The last good upstream snapshot.
pub const UPSTREAM: &str = "upstream.json";
/// The official notices that gave facts, kept.
pub const BULLETIN: &str = "bulletin.json";
/// The delivery ledger of `calendar-generator notify`: which change records each target was
/// told of (or may have been: a post cut off), so that none is told twice. Beside the history.
pub const DELIVERIES: &str = "deliveries.json";
/// The generator's lock on its output directory: a run holds it exclusively from before it reads
/// anything there until every file is published, so a reader that takes it shared (as
/// `calendar-serve` does before it reloads) never sees one run's files beside another's. Empty,
/// never published.
pub const LOCK: &str = ".calendar-generator.lock";

/// The history that belongs to the dataset at `dataset`: `changes.json` in its directory.
pub fn history_beside(dataset: &Path) -> PathBuf {
    dataset.with_file_name(CHANGES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_history_lies_beside_the_dataset() {
        assert_eq!(
            history_beside(Path::new("/srv/calendar/events.json")),
            Path::new("/srv/calendar/changes.json")
        );
        assert_eq!(
            history_beside(Path::new("x.json")),
            Path::new("changes.json")
        );
    }
}
