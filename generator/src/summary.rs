//! A run's report, said once ([`lines`]) and rendered two ways: for the terminal ([`text`], what
//! `generate` prints) and in Markdown for the GitHub Actions step summary ([`markdown`],
//! `generate --summary FILE` appends it).
//!
//! It says what a maintainer must act on: the source mode and why, the files written, when no
//! version covers the generation time (the curated data is behind the game), which upstream
//! records drifted, and what the official bulletin gave, disagreed with or could not be read.
//! Upstream text is escaped by [`crate::upstream::sanitize::for_log`] in both renderings, and
//! goes into code spans and fenced blocks in Markdown, so it can neither render nor start a
//! workflow command.

use std::fmt::Write as _;
use std::path::Path;

use calendar::v1;
use chrono::{DateTime, Utc};

use crate::document::Outcome;
use crate::upstream::sanitize::for_log;
use crate::{KeptUpstreamUse, Report, changes, document, kept};

/// Most records listed in Markdown; the rest are counted.
const MAX_LISTED: usize = 50;

/// One thing a report says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// `label: value`.
    Fact { label: String, value: Value },
    /// Something a maintainer must act on, with the untrusted lines it is about.
    Alert {
        level: Level,
        text: String,
        listed: Vec<String>,
    },
    /// Untrusted lines under a heading.
    Listed { heading: String, lines: Vec<String> },
}

/// A fact's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Plain(String),
    /// What decides what to do (bold in Markdown).
    Strong(String),
    /// Untrusted text (escaped; a code span in Markdown).
    Untrusted(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Warning,
    Caution,
}

impl Level {
    /// The word of the terminal's line (`warning: …`); Markdown's alert is it in capitals.
    fn word(self) -> &'static str {
        match self {
            Level::Warning => "warning",
            Level::Caution => "caution",
        }
    }
}

/// Where a run wrote, for the report's file names and advice.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    pub out: &'a Path,
    pub data: &'a Path,
    pub now: DateTime<Utc>,
}

/// Whether the data is behind the game at `now`: no version covers it (an open end covers
/// everything later) and none starts later. The maintenance gap between two versions is not
/// "behind".
pub fn behind_the_game(document: &v1::Document, now: DateTime<Utc>) -> bool {
    calendar::certainty::Behind::at(&document.data.versions, now).is_some()
}

/// What `generate --strict` fails on: drift, a failed or empty bulletin list, disagreements,
/// official names in other locales that `data/names/` lacks or contradicts.
pub fn failures(report: &Report) -> Vec<String> {
    let bulletin = &report.bulletin;
    let mut failures = Vec::new();
    if !report.drifted.is_empty() {
        failures.push(format!(
            "the upstream drifted ({} kind(s) unreadable)",
            report.drifted.len()
        ));
    }
    if let Some(why) = &bulletin.failure {
        failures.push(format!("the bulletin failed ({})", for_log(why)));
    }
    if !bulletin.empty.is_empty() {
        failures.push(format!(
            "the bulletin ({}) answered an empty list",
            bulletin.empty.join(", ")
        ));
    }
    if !bulletin.disagreements.is_empty() {
        failures.push(format!(
            "{} disagreement(s) between the bulletin and data/",
            bulletin.disagreements.len()
        ));
    }
    if !bulletin.names.is_empty() {
        failures.push(format!(
            "{} official name(s) in other locales not as data/names/ records them",
            bulletin.names.len()
        ));
    }
    failures
}

fn fact(label: impl Into<String>, value: Value) -> Line {
    Line::Fact {
        label: label.into(),
        value,
    }
}

/// What a run's report says, in order.
pub fn lines(report: &Report, at: Context<'_>) -> Vec<Line> {
    let document = &report.document;
    let file = |name: &str| at.out.join(name).display().to_string();
    let mut out = vec![
        fact("mode", Value::Strong(report.mode.as_str().into())),
        fact(
            "updatedAt",
            Value::Plain(
                document
                    .source
                    .updated_at
                    .map_or_else(|| "none".into(), calendar::time::format),
            ),
        ),
    ];
    if let Some(reason) = &report.fallback_reason {
        out.push(fact(
            "no upstream data because",
            Value::Untrusted(reason.clone()),
        ));
    }
    out.push(fact(
        "dataset",
        Value::Plain(format!(
            "{} version(s), {} event(s); active version {}",
            document.data.versions.len(),
            document.data.events.len(),
            document.data.active_version_key
        )),
    ));
    out.push(fact(
        file(document::FILE_NAME),
        match &report.outcome {
            Outcome::Unchanged => Value::Plain(
                "unchanged (only the clock, or without origin data only `source`, would change)"
                    .into(),
            ),
            Outcome::Written(changes) => Value::Untrusted(format!("written ({changes})")),
        },
    ));
    let snapshot_use = match report.kept_upstream {
        KeptUpstreamUse::Written => "written with this run's origin data",
        KeptUpstreamUse::Unchanged => "unchanged (the upstream's data did not change)",
        KeptUpstreamUse::Used => "used in place of the upstream (no origin data this run)",
        KeptUpstreamUse::Missing => "none (no origin data this run, none stored)",
    };
    out.push(fact(
        file(kept::upstream::FILE_NAME),
        Value::Plain(snapshot_use.into()),
    ));
    let bulletin = &report.bulletin;
    out.push(fact(
        "official bulletin",
        match &bulletin.failure {
            Some(_) => Value::Strong("failed, the kept notices stood in".into()),
            None if !bulletin.empty.is_empty() => Value::Strong(format!(
                "answered with an empty list ({})",
                bulletin.empty.join(", ")
            )),
            None if bulletin.listed == 0 => Value::Plain("not asked".into()),
            None => Value::Plain("answered".into()),
        },
    ));
    if let Some(why) = &bulletin.failure {
        out.push(fact("the bulletin failed", Value::Untrusted(why.clone())));
    }
    out.push(fact(
        file(kept::bulletin::FILE_NAME),
        Value::Plain(format!(
            "{} notice(s) listed this run, {} kept{}",
            bulletin.listed,
            bulletin.kept,
            if bulletin.written { ", written" } else { "" }
        )),
    ));
    out.push(fact(
        file(changes::FILE_NAME),
        Value::Plain(format!(
            "{} change record(s) added",
            report.changes_recorded
        )),
    ));
    if behind_the_game(document, at.now) {
        let last = document
            .data
            .versions
            .iter()
            .filter_map(|v| v.ends_at)
            .max();
        out.push(Line::Alert {
            level: Level::Warning,
            text: format!(
                "No version covers {} (the last known end is {}): the data is behind the game. \
                 Add the new version to {} (docs/data.md: \"Adding a version or an activity\").",
                calendar::time::format(at.now),
                last.map_or_else(|| "unknown".into(), calendar::time::format),
                at.data.display()
            ),
            listed: Vec::new(),
        });
    }
    if !report.drifted.is_empty() {
        out.push(Line::Alert {
            level: Level::Caution,
            text: "Upstream drift: a whole kind of record could not be read; this run is not \
                   origin data and `--strict` fails it."
                .into(),
            listed: report.drifted.clone(),
        });
    }
    if !bulletin.disagreements.is_empty() {
        out.push(Line::Alert {
            level: Level::Caution,
            text: "Official notices disagree with confirmed values of data/ or would break one \
                   of its rules (data/ was kept; `--strict` fails the run). Check the notice and \
                   correct data/ or the parser."
                .into(),
            listed: bulletin.disagreements.clone(),
        });
    }
    if !bulletin.names.is_empty() {
        out.push(Line::Alert {
            level: Level::Caution,
            text: "Official notices in other locales print names that data/names/ lacks or \
                   contradicts (nothing was published from them; `--strict` fails the run). \
                   Record each with its quote (docs/data.md, \"Official names in other locales\")."
                .into(),
            listed: bulletin.names.clone(),
        });
    }
    if !bulletin.locale_failures.is_empty() {
        out.push(Line::Listed {
            heading: format!(
                "{} global list(s) in other locales failed (they give no fact)",
                bulletin.locale_failures.len()
            ),
            lines: bulletin.locale_failures.clone(),
        });
    }
    if !bulletin.not_understood.is_empty() {
        out.push(Line::Listed {
            heading: format!(
                "{} notice(s) or part(s) not understood (nothing taken from them)",
                bulletin.not_understood.len()
            ),
            lines: bulletin.not_understood.clone(),
        });
    }
    if !report.unreadable.is_empty() {
        out.push(Line::Listed {
            heading: format!(
                "{} upstream record(s) could not be read (dropped)",
                report.unreadable.len()
            ),
            lines: report.unreadable.clone(),
        });
    }
    out
}

/// The report for the terminal: the run's log, then every line; untrusted text escaped.
pub fn text(report: &Report, at: Context<'_>) -> String {
    let mut out = String::new();
    for line in &report.log {
        let _ = writeln!(out, "  {}", for_log(line));
    }
    for line in lines(report, at) {
        let (heading, listed) = match line {
            Line::Fact { label, value } => {
                let value = match value {
                    Value::Plain(v) | Value::Strong(v) => v,
                    Value::Untrusted(v) => for_log(&v),
                };
                let _ = writeln!(out, "{label}: {value}");
                continue;
            }
            Line::Alert {
                level,
                text,
                listed,
            } => (format!("{}: {text}", level.word()), listed),
            Line::Listed { heading, lines } => (format!("{heading}:"), lines),
        };
        let _ = writeln!(out, "{heading}");
        for line in listed {
            let _ = writeln!(out, "  {}", for_log(&line));
        }
    }
    out
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

/// The report in Markdown (without the log).
pub fn markdown(report: &Report, at: Context<'_>) -> String {
    let mut out = String::from("### calendar-generator\n\n");
    let mut in_list = false;
    for line in lines(report, at) {
        if in_list && !matches!(line, Line::Fact { .. }) {
            out.push('\n');
            in_list = false;
        }
        match line {
            Line::Fact { label, value } => {
                in_list = true;
                let value = match value {
                    Value::Plain(v) => v,
                    Value::Strong(v) => format!("**{v}**"),
                    Value::Untrusted(v) => format!("`{}`", for_log(&v).replace('`', "'")),
                };
                let _ = writeln!(out, "- {label}: {value}");
            }
            Line::Alert {
                level,
                text,
                listed,
            } => {
                let level = level.word().to_uppercase();
                let _ = writeln!(out, "> [!{level}]\n> {text}\n");
                if !listed.is_empty() {
                    fenced(&mut out, &listed);
                }
            }
            Line::Listed { heading, lines } => {
                let _ = writeln!(out, "**{heading}**:\n");
                fenced(&mut out, &lines);
            }
        }
    }
    if in_list {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run on the fixture dataset with a disagreement and a notice not understood.
    fn report() -> Report {
        let text = include_str!("../../tests/fixtures/dataset.json");
        Report {
            mode: v1::SourceMode::Fallback,
            fallback_reason: None,
            log: vec!["a log line".into()],
            document: serde_json::from_str(text).unwrap(),
            outcome: Outcome::Unchanged,
            changes_recorded: 0,
            kept_upstream: KeptUpstreamUse::Missing,
            unreadable: Vec::new(),
            drifted: Vec::new(),
            bulletin: crate::BulletinReport {
                disagreements: vec!["notice 1: start `x`".into()],
                not_understood: vec!["notice 2".into(), "notice 3".into()],
                ..Default::default()
            },
        }
    }

    fn at() -> Context<'static> {
        Context {
            out: Path::new("dist"),
            data: Path::new("data"),
            now: DateTime::from_timestamp(0, 0).unwrap(),
        }
    }

    #[test]
    fn the_terminal_heads_each_list_and_indents_its_lines() {
        let text = text(&report(), at());
        assert!(text.starts_with("  a log line\n"), "{text}");
        let caution = text.find("\ncaution: Official notices disagree").unwrap();
        assert!(text[caution..].contains("(data/ was kept"), "{text}");
        assert!(text.contains(".\n  notice 1: start `x`\n"), "{text}");
        assert!(
            text.contains("2 notice(s) or part(s) not understood (nothing taken from them):\n  notice 2\n  notice 3\n"),
            "{text}"
        );
    }

    #[test]
    fn markdown_alerts_in_capitals_with_their_lines_fenced() {
        let markdown = markdown(&report(), at());
        assert!(!markdown.contains("a log line"), "{markdown}");
        assert!(
            markdown.contains("> [!CAUTION]\n> Official notices disagree"),
            "{markdown}"
        );
        assert!(
            markdown.contains("~~~~text\nnotice 1: start `x`\n~~~~\n"),
            "{markdown}"
        );
    }
}
