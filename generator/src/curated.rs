//! The curated data in `data/`: its strict input types, loading, and the named checks of
//! `validate`.
//!
//! Layout: `data/versions.json` is an array of versions; every `data/events/*.json` is an array of
//! events (any file name; each event names its version). Parsing is strict: an unknown field is a
//! problem, not something to ignore. Loading never stops at the first problem: every file is read
//! and every check runs, and all problems come back together, each naming file, entry and field.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

use calendar::time::{rfc3339, rfc3339_opt};
use calendar::v1::{Category, PoolKind};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use thiserror::Error;

/// A built-in version, as curated in `data/versions.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CuratedVersion {
    pub version_key: String,
    pub version_number: String,
    pub title: String,
    #[serde(with = "rfc3339")]
    pub starts_at: DateTime<Utc>,
    #[serde(default, with = "rfc3339_opt")]
    pub ends_at: Option<DateTime<Utc>>,
    pub activities_complete: bool,
}

/// A built-in activity, as curated in `data/events/*.json`. Optional fields default to `null` or
/// `false`; `color` and `eventInk` default to the palette (see [`crate::palette`]).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CuratedEvent {
    pub id: String,
    pub version_key: String,
    pub category: Category,
    pub title: String,
    #[serde(default)]
    pub pool_id: Option<String>,
    #[serde(default)]
    pub pool_kind: Option<PoolKind>,
    #[serde(default)]
    pub related: Option<String>,
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(default, with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    #[serde(default, with = "rfc3339_opt")]
    pub display_end: Option<DateTime<Utc>>,
    #[serde(default)]
    pub start_unknown: bool,
    #[serde(default)]
    pub start_label: Option<String>,
    #[serde(default)]
    pub end_label: Option<String>,
    #[serde(default)]
    pub permanent: bool,
    #[serde(default)]
    pub milestone: bool,
    #[serde(default)]
    pub event_type: Option<String>,
    #[serde(default)]
    pub overlay_for: Option<String>,
    #[serde(default)]
    pub visual: Option<String>,
    #[serde(default)]
    pub symbol: Option<String>,
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub background_character: Option<String>,
    #[serde(default)]
    pub background_type: Option<String>,
    #[serde(default)]
    pub color: Option<String>,
    #[serde(default)]
    pub event_ink: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub source_note: Option<String>,
}

impl CuratedEvent {
    /// An event with its required fields and every optional one unset, as an entry in `data/`
    /// that names nothing else would be.
    pub fn new(
        id: String,
        version_key: String,
        category: Category,
        title: String,
        start: DateTime<Utc>,
    ) -> CuratedEvent {
        CuratedEvent {
            id,
            version_key,
            category,
            title,
            pool_id: None,
            pool_kind: None,
            related: None,
            start,
            end: None,
            display_end: None,
            start_unknown: false,
            start_label: None,
            end_label: None,
            permanent: false,
            milestone: false,
            event_type: None,
            overlay_for: None,
            visual: None,
            symbol: None,
            image: None,
            background_character: None,
            background_type: None,
            color: None,
            event_ink: None,
            description: None,
            source_note: None,
        }
    }
}

/// The whole curated dataset, every check passed.
#[derive(Debug, Clone, PartialEq)]
pub struct Curated {
    /// In file order.
    pub versions: Vec<CuratedVersion>,
    /// Files in name order, entries in file order.
    pub events: Vec<CuratedEvent>,
}

/// One thing wrong with the curated data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The name of the check that found it.
    pub check: &'static str,
    pub file: PathBuf,
    /// The entry's id or version key; `#<index>` when it has none; `None` for file-level problems.
    pub entry: Option<String>,
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(entry) = &self.entry {
            write!(f, ": entry `{entry}`")?;
        }
        if let Some(field) = &self.field {
            write!(f, ", field `{field}`")?;
        }
        write!(f, ": {} [{}]", self.message, self.check)
    }
}

/// Why the curated data was refused: every problem found, in a stable order.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum CuratedError {
    #[error("{} problem(s) in the curated data:\n{}", .0.len(), render(.0))]
    Invalid(Vec<Problem>),
}

impl CuratedError {
    pub fn problems(&self) -> &[Problem] {
        match self {
            CuratedError::Invalid(problems) => problems,
        }
    }
}

fn render(problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| format!("  {p}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads and checks `dir/versions.json` and `dir/events/*.json`.
pub fn load(dir: &Path) -> Result<Curated, CuratedError> {
    let mut problems = Vec::new();
    let versions_file = dir.join("versions.json");
    let versions: Vec<(PathBuf, CuratedVersion)> =
        read_array::<CuratedVersion>(&versions_file, "versionKey", &mut problems)
            .into_iter()
            .map(|v| (versions_file.clone(), v))
            .collect();

    let events_dir = dir.join("events");
    let mut events = Vec::new();
    match event_files(&events_dir) {
        Ok(files) => {
            for file in files {
                let list = read_array::<CuratedEvent>(&file, "id", &mut problems);
                events.extend(list.into_iter().map(|e| (file.clone(), e)));
            }
        }
        Err(message) => problems.push(Problem {
            check: "files",
            file: events_dir,
            entry: None,
            field: None,
            message,
        }),
    }

    for check in CHECKS {
        check(&versions, &events, &mut problems);
    }
    if problems.is_empty() {
        Ok(Curated {
            versions: versions.into_iter().map(|(_, v)| v).collect(),
            events: events.into_iter().map(|(_, e)| e).collect(),
        })
    } else {
        Err(CuratedError::Invalid(problems))
    }
}

/// The `*.json` files of a directory, sorted by name.
fn event_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot list the directory: {e}"))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot list the directory: {e}"))?
            .path();
        if path.extension().is_some_and(|ext| ext == "json") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Parses a file holding a JSON array. Syntax errors and shape errors become problems naming the
/// line, the column, the entry (by `id_field`) and the field.
fn read_array<T: serde::de::DeserializeOwned>(
    file: &Path,
    id_field: &str,
    problems: &mut Vec<Problem>,
) -> Vec<T> {
    let problem = |entry: Option<String>, field: Option<String>, message: String| Problem {
        check: "json",
        file: file.to_path_buf(),
        entry,
        field,
        message,
    };
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            problems.push(problem(None, None, format!("cannot read the file: {e}")));
            return Vec::new();
        }
    };
    let values: Vec<serde_json::Value> = match serde_json::from_str(&text) {
        Ok(values) => values,
        Err(e) => {
            problems.push(problem(
                None,
                None,
                format!(
                    "invalid JSON at line {}, column {}: {}",
                    e.line(),
                    e.column(),
                    json_message(&e)
                ),
            ));
            return Vec::new();
        }
    };
    let mut out = Vec::with_capacity(values.len());
    for (index, value) in values.into_iter().enumerate() {
        let entry = value
            .get(id_field)
            .and_then(|id| id.as_str())
            .map_or_else(|| format!("#{index}"), String::from);
        match serde_path_to_error::deserialize::<_, T>(&value) {
            Ok(item) => out.push(item),
            Err(err) => {
                let path = err.path().to_string();
                let field = (path != ".").then_some(path);
                let line = line_of(&text, &entry);
                let message = match line {
                    Some(line) => format!("{} (entry starts near line {line})", err.inner()),
                    None => err.inner().to_string(),
                };
                problems.push(problem(Some(entry), field, message));
            }
        }
    }
    out
}

/// serde_json's message without the position it appends (the caller names it already).
pub(crate) fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    text.strip_suffix(&suffix)
        .map_or(text.clone(), String::from)
}

/// The line on which an entry's id first appears, to point an editor at it.
fn line_of(text: &str, id: &str) -> Option<usize> {
    let needle = format!("\"{id}\"");
    let at = text.find(&needle)?;
    Some(text.get(..at)?.matches('\n').count() + 1)
}

/// An entry and the file it came from.
type Located<T> = (PathBuf, T);

/// A check over the whole curated dataset; its problems carry its name.
type Check = fn(&[Located<CuratedVersion>], &[Located<CuratedEvent>], &mut Vec<Problem>);

/// Every check `validate` runs, in order. Each pushes its problems and never stops early.
const CHECKS: &[Check] = &[
    check_version_keys,
    check_version_times,
    check_unique_ids,
    check_known_versions,
    check_event_times,
    check_display_ends,
    check_overlays,
    check_colours,
    check_images,
    check_pools,
];

fn event_problem(
    check: &'static str,
    file: &Path,
    event: &CuratedEvent,
    field: &str,
    message: String,
) -> Problem {
    Problem {
        check,
        file: file.to_path_buf(),
        entry: Some(event.id.clone()),
        field: Some(field.into()),
        message,
    }
}

fn version_problem(
    check: &'static str,
    file: &Path,
    version: &CuratedVersion,
    field: &str,
    message: String,
) -> Problem {
    Problem {
        check,
        file: file.to_path_buf(),
        entry: Some(version.version_key.clone()),
        field: Some(field.into()),
        message,
    }
}

fn check_version_keys(
    versions: &[(PathBuf, CuratedVersion)],
    _: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "version-keys";
    let mut seen = BTreeSet::new();
    for (file, v) in versions {
        let number = v.version_key.strip_prefix("version-");
        if !number.is_some_and(is_version_number) {
            out.push(version_problem(
                CHECK,
                file,
                v,
                "versionKey",
                "must have the form `version-<number>`".into(),
            ));
        } else if number != Some(v.version_number.as_str()) {
            out.push(version_problem(
                CHECK,
                file,
                v,
                "versionNumber",
                format!(
                    "`{}` does not match the key `{}`",
                    v.version_number, v.version_key
                ),
            ));
        }
        if !seen.insert(v.version_key.as_str()) {
            out.push(version_problem(
                CHECK,
                file,
                v,
                "versionKey",
                "appears more than once".into(),
            ));
        }
        if v.title.trim().is_empty() {
            out.push(version_problem(
                CHECK,
                file,
                v,
                "title",
                "must not be empty".into(),
            ));
        }
    }
}

pub(crate) fn is_version_number(number: &str) -> bool {
    !number.is_empty()
        && number
            .split('.')
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
}

fn check_version_times(
    versions: &[(PathBuf, CuratedVersion)],
    _: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, v) in versions {
        if v.ends_at.is_some_and(|end| end <= v.starts_at) {
            out.push(version_problem(
                "end-after-start",
                file,
                v,
                "endsAt",
                "must be later than `startsAt`".into(),
            ));
        }
    }
}

fn check_unique_ids(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let mut first: BTreeMap<&str, &Path> = BTreeMap::new();
    for (file, e) in events {
        if e.id.trim().is_empty() {
            out.push(event_problem(
                "unique-ids",
                file,
                e,
                "id",
                "must not be empty".into(),
            ));
        }
        if let Some(previous) = first.get(e.id.as_str()) {
            out.push(event_problem(
                "unique-ids",
                file,
                e,
                "id",
                format!("appears more than once (first in {})", previous.display()),
            ));
        } else {
            first.insert(&e.id, file);
        }
    }
}

fn check_known_versions(
    versions: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let keys: BTreeSet<&str> = versions
        .iter()
        .map(|(_, v)| v.version_key.as_str())
        .collect();
    for (file, e) in events {
        if !keys.contains(e.version_key.as_str()) {
            out.push(event_problem(
                "known-versions",
                file,
                e,
                "versionKey",
                format!("version `{}` is not in versions.json", e.version_key),
            ));
        }
    }
}

fn check_event_times(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        if e.end.is_some_and(|end| end <= e.start) {
            out.push(event_problem(
                "end-after-start",
                file,
                e,
                "end",
                "must be later than `start`".into(),
            ));
        }
        if e.display_end.is_some_and(|end| end <= e.start) {
            out.push(event_problem(
                "end-after-start",
                file,
                e,
                "displayEnd",
                "must be later than `start`".into(),
            ));
        }
    }
}

/// The generator draws an open-ended permanent activity to the start of the next version; a
/// curated `displayEnd` that says otherwise is a typo.
fn check_display_ends(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        let Some(display_end) = e.display_end else {
            continue;
        };
        if !e.permanent || e.end.is_some() {
            continue;
        }
        let this = versions
            .iter()
            .find(|(_, v)| v.version_key == e.version_key)
            .map(|(_, v)| (v.starts_at, &v.version_key));
        let next = versions
            .iter()
            .map(|(_, v)| (v.starts_at, &v.version_key))
            .filter(|v| this.is_some_and(|this| *v > this))
            .min()
            .map(|(start, _)| start);
        if this.is_some() && next != Some(display_end) {
            let expected = next.map_or("null (latest version)".into(), calendar::time::format);
            out.push(event_problem(
                "display-ends",
                file,
                e,
                "displayEnd",
                format!("an open-ended permanent activity is drawn to the next version's start: {expected}"),
            ));
        }
    }
}

fn check_overlays(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let ids: BTreeSet<&str> = events.iter().map(|(_, e)| e.id.as_str()).collect();
    for (file, e) in events {
        if let Some(target) = &e.overlay_for
            && (target == &e.id || !ids.contains(target.as_str()))
        {
            out.push(event_problem(
                "overlay-targets",
                file,
                e,
                "overlayFor",
                format!("`{target}` is not another event's id"),
            ));
        }
    }
}

fn check_colours(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        for (field, value) in [("color", &e.color), ("eventInk", &e.event_ink)] {
            if let Some(value) = value
                && crate::palette::parse_hex(value).is_none()
            {
                out.push(event_problem(
                    "colours",
                    file,
                    e,
                    field,
                    format!("`{value}` is not a `#rrggbb` colour"),
                ));
            }
        }
    }
}

fn check_images(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        if let Some(image) = &e.image
            && !is_absolute_url(image)
        {
            out.push(event_problem(
                "absolute-images",
                file,
                e,
                "image",
                format!("`{image}` is not an absolute http(s) URL"),
            ));
        }
    }
}

/// An absolute `http`/`https` URL with a host.
pub fn is_absolute_url(text: &str) -> bool {
    reqwest::Url::parse(text)
        .is_ok_and(|url| matches!(url.scheme(), "http" | "https") && url.host().is_some())
}

fn check_pools(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "pools";
    for (file, e) in events {
        let pool_category = matches!(e.category, Category::Operator | Category::Arsenal);
        if e.pool_id.is_some() && !pool_category {
            out.push(event_problem(
                CHECK,
                file,
                e,
                "poolId",
                format!(
                    "only `operator` and `arsenal` events have pools, not `{}`",
                    e.category.as_str()
                ),
            ));
        }
        if e.pool_id.as_deref().is_some_and(|id| id.trim().is_empty()) {
            out.push(event_problem(
                CHECK,
                file,
                e,
                "poolId",
                "must not be empty; use null".into(),
            ));
        }
        if e.pool_kind.is_some() != e.pool_id.is_some() {
            out.push(event_problem(
                CHECK,
                file,
                e,
                "poolKind",
                "is set exactly when `poolId` is".into(),
            ));
        }
    }
}
