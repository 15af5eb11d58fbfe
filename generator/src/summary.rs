//! A run in Markdown, for the GitHub Actions step summary (`generate --summary FILE` appends it).
//!
//! It says what a maintainer must act on: the source mode and why, the files written, when no
//! version covers the generation time (the curated data is behind the game), which upstream
//! records drifted, and what the official bulletin gave, disagreed with or could not be read. Upstream text goes into fenced blocks, escaped by
//! [`crate::upstream::sanitize::for_log`], so it can neither render nor start a workflow command.

use std::fmt::Write as _;

use calendar::v1;
use chrono::{DateTime, Utc};

use crate::document::Outcome;
use crate::upstream::sanitize::for_log;
use crate::{Report, SnapshotUse};

/// Most records listed; the rest are counted.
const MAX_LISTED: usize = 50;

/// Whether the data is behind the game at `now`: no version covers it (an open end covers
/// everything later) and none starts later. The maintenance gap between two versions is not
/// "behind".
pub fn behind_the_game(document: &v1::Document, now: DateTime<Utc>) -> bool {
    let versions = &document.data.versions;
    let covered = versions
        .iter()
        .any(|v| v.starts_at <= now && v.ends_at.is_none_or(|end| now < end));
    !covered && !versions.iter().any(|v| v.starts_at > now)
}

fn fenced(out: &mut String, lines: &[String]) {
    out.push_str("~~~~text\n");
    for line in lines.iter().take(MAX_LISTED) {
        let _ = writeln!(out, "{}", for_log(line).replace("~~~", "~ ~ ~"));
    }
    if lines.len() > MAX_LISTED {
        let _ = writeln!(out, "… and {} more", lines.len() - MAX_LISTED);
    }
    out.push_str("~~~~\n\n");
}

/// The Markdown of a run at `now`.
pub fn render(report: &Report, now: DateTime<Utc>) -> String {
    let document = &report.document;
    let mut out = String::from("### calendar-generator\n\n");
    let _ = writeln!(
        out,
        "- mode: **{}**, updatedAt: {}",
        report.mode.as_str(),
        document
            .source
            .updated_at
            .map_or_else(|| "none".into(), calendar::time::format)
    );
    if let Some(reason) = &report.fallback_reason {
        let _ = writeln!(
            out,
            "- the upstream gave nothing usable: `{}`",
            for_log(reason).replace('`', "'")
        );
    }
    let snapshot = match report.snapshot {
        SnapshotUse::Written => "written with this run's origin data",
        SnapshotUse::Unchanged => "unchanged (the upstream's data did not change)",
        SnapshotUse::Used => "used in place of the upstream (no origin data this run)",
        SnapshotUse::Missing => "none (no origin data this run, none stored)",
    };
    let _ = writeln!(out, "- last good upstream snapshot: {snapshot}");
    let file = match &report.outcome {
        Outcome::Unchanged => "unchanged".to_string(),
        Outcome::Written(changes) => format!("written ({})", for_log(&changes.to_string())),
    };
    let _ = writeln!(out, "- events.json: {file}");
    let bulletin = &report.bulletin;
    let _ = writeln!(
        out,
        "- official bulletin: {}; {} notice(s) listed, {} kept{}",
        match &bulletin.failure {
            None if !bulletin.empty.is_empty() => format!(
                "answered, **with an empty list** ({})",
                bulletin.empty.join(", ")
            ),
            None => "answered".to_string(),
            Some(why) => format!(
                "**failed** (`{}`), the kept notices stood in",
                for_log(why).replace('`', "'")
            ),
        },
        bulletin.listed,
        bulletin.kept,
        if bulletin.written {
            " (bulletin.json written)"
        } else {
            ""
        }
    );
    let _ = writeln!(
        out,
        "- {} version(s), {} event(s); active version `{}`\n",
        document.data.versions.len(),
        document.data.events.len(),
        document.data.active_version_key
    );
    if behind_the_game(document, now) {
        let last = document
            .data
            .versions
            .iter()
            .filter_map(|v| v.ends_at)
            .max();
        let _ = writeln!(
            out,
            "> [!WARNING]\n> No version covers {} (the last known end is {}): the data is behind \
             the game. Add the new version to `data/` (docs/data.md: \"Adding a version or an activity\").\n",
            calendar::time::format(now),
            last.map_or_else(|| "unknown".into(), calendar::time::format)
        );
    }
    if !report.drifted.is_empty() {
        let _ = writeln!(
            out,
            "> [!CAUTION]\n> Upstream drift: a whole kind of record could not be read; this run is \
             not origin data and `--strict` fails it.\n"
        );
        fenced(&mut out, &report.drifted);
    }
    if !bulletin.disagreements.is_empty() {
        let _ = writeln!(
            out,
            "> [!CAUTION]\n> Official notices disagree with confirmed values of `data/` (data/ was \
             kept; `--strict` fails the run). Check the notice and correct `data/` or the parser.\n"
        );
        fenced(&mut out, &bulletin.disagreements);
    }
    if !bulletin.not_understood.is_empty() {
        let _ = writeln!(
            out,
            "**{} notice(s) or part(s) not understood** (nothing taken from them):\n",
            bulletin.not_understood.len()
        );
        fenced(&mut out, &bulletin.not_understood);
    }
    if !report.unreadable.is_empty() {
        let _ = writeln!(
            out,
            "**{} upstream record(s) could not be read** (dropped):\n",
            report.unreadable.len()
        );
        fenced(&mut out, &report.unreadable);
    }
    out
}
