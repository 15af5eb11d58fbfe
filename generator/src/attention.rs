//! When a run needs a maintainer, said so a machine can act on it: the run's [`Findings`]
//! (`generate --findings FILE` writes them as JSON), and what the scheduled refresh does about
//! its one issue ([`decide`], [`commands`]: `attention` runs them with `gh`, or prints them with
//! `--dry-run`).
//!
//! A run needs attention when the calendar has been behind the game for more than
//! [`BEHIND_GRACE`] (every recorded version ended: the next one must be added to data/), or when
//! an official notice could not be applied (it disagrees with a confirmed value of data/ or would
//! break one of its rules). While one does, the issue is opened, else its body is updated to the
//! newest run's summary; the first run that needs nothing closes it. A name the notices print in
//! another locale that `data/names/` lacks or contradicts needs one too.

use std::path::Path;

use calendar::certainty::Behind;
use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

use crate::Report;

/// How long the calendar may be behind the game before a run asks for a maintainer: the new
/// version's notice usually comes before it starts, and a run every 30 minutes reads it.
pub const BEHIND_GRACE: TimeDelta = TimeDelta::hours(6);

/// The label of the one issue (created with it when missing).
pub const LABEL: &str = "refresh-attention";

/// The issue's title.
pub const TITLE: &str = "The scheduled refresh needs a maintainer";

/// The most characters of the run's summary in the issue's body (GitHub takes 65,536).
const MAX_SUMMARY: usize = 60_000;

/// What a run found that a maintainer must act on; the JSON of `generate --findings`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Findings {
    /// The run's time.
    #[serde(with = "calendar::time::rfc3339")]
    pub at: DateTime<Utc>,
    /// `source.behind` at the run's time, with how long (`null` while a version covers it).
    pub behind: Option<BehindFor>,
    /// How many official notices (or parts) could not be applied (listed in the run's summary).
    pub not_applied: usize,
    /// How many official names in other locales the notices print that `data/names/` lacks or
    /// contradicts (listed in the run's summary; never published).
    #[serde(default)]
    pub names: usize,
    /// Whether the refresh should ask for a maintainer: behind for more than
    /// [`BEHIND_GRACE`], a notice not applied, or a name to record.
    pub attention: bool,
}

/// How long the data has been behind the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BehindFor {
    pub version_key: String,
    #[serde(with = "calendar::time::rfc3339")]
    pub since: DateTime<Utc>,
    /// Whole hours since `since`.
    pub hours: i64,
}

impl Findings {
    /// The findings of a run at `now`.
    pub fn of(report: &Report, now: DateTime<Utc>) -> Findings {
        let behind = Behind::at(&report.document.data.versions, now).map(|b| BehindFor {
            version_key: b.version.version_key.clone(),
            since: b.since,
            hours: (now - b.since).num_hours(),
        });
        let not_applied = report.bulletin.disagreements.len();
        let names = report.bulletin.names.len();
        let late = behind
            .as_ref()
            .is_some_and(|b| now - b.since > BEHIND_GRACE);
        Findings {
            at: now,
            behind,
            not_applied,
            names,
            attention: late || not_applied > 0 || names > 0,
        }
    }

    /// The issue's body: why it is open, a link to the run, then the run's summary (the
    /// generator's Markdown, whose untrusted text is already escaped and fenced), cut to fit.
    pub fn issue_body(&self, summary: &str, run_url: Option<&str>) -> String {
        let mut out =
            String::from("The scheduled refresh found what a maintainer must act on:\n\n");
        if let Some(b) = self.behind.as_ref().filter(|_| self.attention) {
            out.push_str(&format!(
                "- **The calendar is behind the game**: every recorded version has ended, the \
                 last (`{}`) {} hour(s) ago ({}). Add the next version to `data/` \
                 (docs/data.md: \"Adding a version or an activity\").\n",
                b.version_key,
                b.hours,
                calendar::time::format(b.since)
            ));
        }
        if self.not_applied > 0 {
            out.push_str(&format!(
                "- **{} official notice(s) could not be applied**: they disagree with a \
                 confirmed value of `data/` or would break one of its rules (listed below).\n",
                self.not_applied
            ));
        }
        if self.names > 0 {
            out.push_str(&format!(
                "- **{} official name(s) in other locales to record**: the notices print them and \
                 `data/names/` lacks or contradicts them (listed below; docs/data.md, \"Official \
                 names in other locales\").\n",
                self.names
            ));
        }
        out.push_str(&format!(
            "\nThis issue is updated by every run that still finds it and closed by the first \
             that does not. Run at {}",
            calendar::time::format(self.at)
        ));
        match run_url {
            Some(url) => out.push_str(&format!(": {url}\n\n")),
            None => out.push_str(".\n\n"),
        }
        let cut = summary
            .char_indices()
            .nth(MAX_SUMMARY)
            .map_or(summary, |(i, _)| &summary[..i]);
        out.push_str(cut);
        if cut.len() < summary.len() {
            out.push_str("\n\n… (cut; the run's summary has the rest)\n");
        }
        out
    }
}

/// What to do about the issue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Nothing needs attention and no issue is open.
    Nothing,
    /// Open the issue.
    Open,
    /// Update the open issue's body to this run's.
    Update(u64),
    /// Close the open issue: resolved.
    Close(u64),
}

/// The action for a run's findings, given the open issue (by [`LABEL`]), if any.
pub fn decide(findings: &Findings, open: Option<u64>) -> Action {
    match (findings.attention, open) {
        (true, None) => Action::Open,
        (true, Some(n)) => Action::Update(n),
        (false, Some(n)) => Action::Close(n),
        (false, None) => Action::Nothing,
    }
}

/// The `gh` command lines (arguments after `gh`) of an action, the body read from `body_file`.
pub fn commands(action: Action, body_file: &Path, run_url: Option<&str>) -> Vec<Vec<String>> {
    let body = body_file.display().to_string();
    let args = |words: &[&str]| words.iter().map(|w| (*w).to_string()).collect::<Vec<_>>();
    match action {
        Action::Nothing => Vec::new(),
        Action::Open => vec![
            args(&[
                "label",
                "create",
                LABEL,
                "--color",
                "D93F0B",
                "--description",
                "The scheduled refresh needs a maintainer",
                "--force",
            ]),
            args(&[
                "issue",
                "create",
                "--title",
                TITLE,
                "--label",
                LABEL,
                "--body-file",
                &body,
            ]),
        ],
        Action::Update(n) => vec![args(&[
            "issue",
            "edit",
            &n.to_string(),
            "--body-file",
            &body,
        ])],
        Action::Close(n) => {
            let comment = match run_url {
                Some(url) => format!("Resolved: the run {url} found nothing to act on."),
                None => "Resolved: the latest run found nothing to act on.".into(),
            };
            vec![args(&[
                "issue",
                "close",
                &n.to_string(),
                "--comment",
                &comment,
            ])]
        }
    }
}

/// A command line as a POSIX shell reads it back (each word single-quoted when it needs to be):
/// what `--dry-run` prints.
pub fn shell_line(words: &[String]) -> String {
    let quoted: Vec<String> = std::iter::once("gh".to_string())
        .chain(words.iter().map(|w| {
            let plain = !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./:=,@+".contains(c));
            if plain {
                w.clone()
            } else {
                format!("'{}'", w.replace('\'', r"'\''"))
            }
        }))
        .collect();
    quoted.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn findings(attention: bool) -> Findings {
        Findings {
            at: calendar::time::parse("2026-11-27T12:00:00+08:00").unwrap_or_default(),
            behind: None,
            not_applied: 0,
            names: 0,
            attention,
        }
    }

    #[test]
    fn one_issue_is_opened_updated_and_closed() {
        let body = Path::new("/tmp/body.md");
        let check = |attention, open, expected: &[&str]| {
            let action = decide(&findings(attention), open);
            let lines: Vec<String> = commands(action, body, Some("https://x/runs/1"))
                .iter()
                .map(|c| shell_line(c))
                .collect();
            assert_eq!(lines, expected, "{attention} {open:?}");
        };
        check(false, None, &[]);
        check(
            true,
            None,
            &[
                "gh label create refresh-attention --color D93F0B --description 'The scheduled \
                 refresh needs a maintainer' --force",
                "gh issue create --title 'The scheduled refresh needs a maintainer' --label \
                 refresh-attention --body-file /tmp/body.md",
            ],
        );
        check(true, Some(7), &["gh issue edit 7 --body-file /tmp/body.md"]);
        check(
            false,
            Some(7),
            &[
                "gh issue close 7 --comment 'Resolved: the run https://x/runs/1 found nothing to act on.'",
            ],
        );
    }

    #[test]
    fn a_quote_in_a_word_is_quoted_back() {
        let line = shell_line(&["it's".into(), String::new()]);
        assert_eq!(line, r"gh 'it'\''s' ''");
    }
}
