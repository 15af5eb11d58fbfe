//! The scheduled refresh's hand: `generate --findings` says when the calendar has been behind the
//! game for more than a few hours (or a notice could not be applied), and `attention --dry-run`
//! prints the `gh` commands that open, update or close the one issue. Through the binary, offline,
//! on the fixtures' curated data at pinned clocks.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::path::Path;
use std::process::{Command, Output};

use calendar_generator::attention::{BEHIND_GRACE, Findings};
use chrono::{DateTime, TimeDelta, Utc};
use common::data_dir;

fn generator(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_calendar-generator"))
        .args(args)
        .output()
        .unwrap()
}

/// An offline run into `out` at `now`: its findings and its summary's path.
fn run_at(out: &Path, now: DateTime<Utc>) -> Findings {
    let findings = out.join("findings.json");
    let summary = out.join("summary.md");
    let _ = std::fs::remove_file(&summary);
    let output = generator(&[
        "generate",
        "--offline",
        "--data",
        data_dir().to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--now",
        &calendar::time::format(now),
        "--summary",
        summary.to_str().unwrap(),
        "--findings",
        findings.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_str(&std::fs::read_to_string(findings).unwrap()).unwrap()
}

/// `attention --dry-run` on the findings in `out`, with the open issue `issue`: the printed
/// commands, and the issue's body when one was written.
fn dry_run(out: &Path, issue: Option<u64>) -> (Vec<String>, Option<String>) {
    let body = out.join("body.md");
    let _ = std::fs::remove_file(&body);
    let mut args = vec![
        "attention".to_string(),
        "--findings".into(),
        out.join("findings.json").display().to_string(),
        "--summary".into(),
        out.join("summary.md").display().to_string(),
        "--run-url".into(),
        "https://github.com/o/r/actions/runs/42".into(),
        "--body".into(),
        body.display().to_string(),
        "--dry-run".into(),
    ];
    if let Some(n) = issue {
        args.extend(["--issue".into(), n.to_string()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let output = generator(&args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lines = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    (lines, std::fs::read_to_string(body).ok())
}

#[test]
fn the_refresh_raises_its_hand_after_a_few_hours_behind_and_lowers_it_when_resolved() {
    let out = tempfile::tempdir().unwrap();
    let out = out.path();
    let curated = calendar_generator::curated::load(&data_dir()).unwrap();
    let last_start = curated.versions.iter().map(|v| v.starts_at).max().unwrap();

    // Inside the last version: not behind, nothing to do, and an open issue is closed.
    let inside = run_at(out, last_start + TimeDelta::hours(1));
    assert_eq!((inside.behind.as_ref(), inside.attention), (None, false));
    assert_eq!(dry_run(out, None), (Vec::new(), None));
    let (close, _) = dry_run(out, Some(12));
    assert_eq!(
        close,
        ["gh issue close 12 --comment 'Resolved: the run \
          https://github.com/o/r/actions/runs/42 found nothing to act on.'"]
    );

    // A year on, every version has ended: behind, and for long enough to ask.
    let late = run_at(out, last_start + TimeDelta::days(365));
    let behind = late.behind.clone().unwrap();
    assert!(late.attention, "{late:?}");
    assert!(behind.hours > 24, "{behind:?}");
    let (open, body) = dry_run(out, None);
    assert_eq!(open.len(), 2, "{open:?}");
    assert!(
        open[0].starts_with("gh label create refresh-attention "),
        "{open:?}"
    );
    assert!(open[1].starts_with("gh issue create --title "), "{open:?}");
    assert!(open[1].ends_with(&format!("--body-file {}", out.join("body.md").display())));
    let body = body.unwrap();
    assert!(body.contains("behind the game"), "{body}");
    assert!(
        body.contains(&format!("`{}`", behind.version_key)),
        "{body}"
    );
    assert!(
        body.contains("https://github.com/o/r/actions/runs/42"),
        "{body}"
    );
    // The run's summary follows, with its own warning.
    assert!(body.contains("### calendar-generator"), "{body}");
    assert!(body.contains("No version covers"), "{body}");
    // An issue already open is updated, not opened again.
    let (update, _) = dry_run(out, Some(12));
    assert_eq!(
        update,
        [format!(
            "gh issue edit 12 --body-file {}",
            out.join("body.md").display()
        )]
    );

    // Just behind, within the grace: said in the findings, but no hand raised yet.
    let early = run_at(out, behind.since + BEHIND_GRACE - TimeDelta::minutes(30));
    assert_eq!(
        early.behind.as_ref().map(|b| &b.version_key),
        Some(&behind.version_key)
    );
    assert!(!early.attention, "{early:?}");
    assert_eq!(dry_run(out, None).0, Vec::<String>::new());
    let after_grace = run_at(out, behind.since + BEHIND_GRACE + TimeDelta::minutes(30));
    assert!(after_grace.attention, "{after_grace:?}");
}

#[test]
fn attention_refuses_what_is_not_a_runs_findings() {
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("findings.json");
    std::fs::write(&file, "{\"attention\": true}").unwrap();
    let output = generator(&[
        "attention",
        "--findings",
        file.to_str().unwrap(),
        "--dry-run",
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is not a run's findings"), "{stderr}");
}
