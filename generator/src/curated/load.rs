//! Reading `data/`: strict parsing of every file, then every check of [`super::checks`]; all
//! problems come back together.

use crate::text::json_message;
use std::path::{Path, PathBuf};

use super::checks::CHECKS;
use super::problem::{CuratedError, Problem};
use super::{Curated, CuratedEvent, CuratedVersion};

/// Reads and checks `dir/versions.json`, `dir/events/*.json` and `dir/names/*.json`.
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

    run_checks(&versions, &events, &mut problems);
    let names = super::names::load(dir, &versions, &events, &mut problems);
    if problems.is_empty() {
        Ok(Curated {
            versions: versions.into_iter().map(|(_, v)| v).collect(),
            events: events.into_iter().map(|(_, e)| e).collect(),
            names,
        })
    } else {
        Err(CuratedError::Invalid(problems))
    }
}

/// Every check of [`load`] over curated data held in memory (`data/` with facts from another
/// source applied), each problem's `file` being `origin`: the one set of rules the curated data
/// meets, whoever changed it.
pub fn check(curated: &Curated, origin: &Path) -> Vec<Problem> {
    let versions: Vec<(PathBuf, CuratedVersion)> = curated
        .versions
        .iter()
        .map(|v| (origin.to_path_buf(), v.clone()))
        .collect();
    let events: Vec<(PathBuf, CuratedEvent)> = curated
        .events
        .iter()
        .map(|e| (origin.to_path_buf(), e.clone()))
        .collect();
    let mut problems = Vec::new();
    run_checks(&versions, &events, &mut problems);
    problems
}

/// Every named check, in order, over located entries: the one loop [`load`] and [`check`] share.
fn run_checks(
    versions: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    problems: &mut Vec<Problem>,
) {
    for check in CHECKS {
        check(versions, events, problems);
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

/// The line on which an entry's id first appears, to point an editor at it.
fn line_of(text: &str, id: &str) -> Option<usize> {
    let needle = format!("\"{id}\"");
    let at = text.find(&needle)?;
    Some(text.get(..at)?.matches('\n').count() + 1)
}
