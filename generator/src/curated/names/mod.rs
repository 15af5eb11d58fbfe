//! The official names in other locales, curated in `data/names/<bulletin folder>.json` (one file
//! per locale of the global server's notices except `en-us`, whose names are `titleEn` and
//! `featuredEn`, and `zh-cn`, whose names are the CN ones): the strict format
//! ([`NamesFile`]), its reading (`load`) and its checks (`checks`).
//!
//! Like an English name, a name in another locale is only ever read from an official notice of
//! that locale, paired by structure with the English and CN notices of the same item (the
//! `pairedBy` of each entry), and never translated: each entry carries the verbatim quote it
//! was read from, with the notice's `cid` and the archive commit and path it was read in. The
//! directory may be absent or hold any of the twelve files.

mod checks;

use std::path::{Path, PathBuf};

use calendar::lang::Locale;
use calendar::v1::Category;
use serde::Deserialize;

use super::problem::Problem;
use super::{CuratedEvent, CuratedVersion};
use crate::text::json_message;

/// The directory of the files, under the curated data's.
pub const DIR: &str = "names";

/// What a name names: a version's title, an event's title (a headhunting, `pool`, or any other
/// event, `activity`), or a featured unit. Declared in the order the files sort by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NameKind {
    Version,
    Pool,
    Activity,
    Operator,
    Weapon,
}

impl NameKind {
    /// The kinds of an event's names, by its category: its title's (a headhunting, category
    /// `operator`, is a `pool`; every other event an `activity`) and its featured unit's (an
    /// `operator` of a headhunting, a `weapon` of an arsenal issue; none of another event).
    pub fn of_event(category: Category) -> (NameKind, Option<NameKind>) {
        match category {
            Category::Operator => (NameKind::Pool, Some(NameKind::Operator)),
            Category::Arsenal => (NameKind::Activity, Some(NameKind::Weapon)),
            _ => (NameKind::Activity, None),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            NameKind::Version => "version",
            NameKind::Pool => "pool",
            NameKind::Activity => "activity",
            NameKind::Operator => "operator",
            NameKind::Weapon => "weapon",
        }
    }
}

/// One locale's file.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NamesFile {
    /// The locale's BCP 47 tag (`ja`, `zh-TW`), as [`Locale::tag`] writes it.
    pub locale: String,
    /// The locale's folder in the bulletin archive (`ja-jp`): the file's name.
    pub bulletin: String,
    pub names: Vec<NameEntry>,
    /// The items looked for and not found, each with why.
    #[serde(default)]
    pub not_found: Vec<NotFound>,
}

/// One official name.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NameEntry {
    pub kind: NameKind,
    /// The CN name of the item, exactly as `data/` writes it.
    pub zh: String,
    /// Exactly as the locale's notice prints it (a weapon without its type suffix).
    pub name: String,
    /// A weapon's printed form, with its type suffix.
    #[serde(default)]
    pub as_written: Option<String>,
    pub sources: Vec<NameSource>,
    /// How the locale's notice was paired with the CN one.
    pub paired_by: String,
}

/// Where a name was read.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NameSource {
    /// `global`: the global server's list.
    pub server: String,
    /// The list's locale folder: the file's `bulletin`.
    pub lang: String,
    pub cid: String,
    pub archive_commit: String,
    pub archive_path: String,
    pub state: String,
    /// Verbatim text of the notice that contains `name` (or `asWritten`).
    pub quote: String,
}

/// An item looked for and not found.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NotFound {
    pub kind: NameKind,
    pub zh: String,
    pub why: String,
}

/// Every locale's names, checked, by locale.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Names {
    pub locales: Vec<(Locale, Vec<NameEntry>)>,
}

impl Names {
    /// The name of `(kind, zh)` in every locale that records one.
    pub fn of(&self, kind: NameKind, zh: &str) -> impl Iterator<Item = (Locale, &NameEntry)> {
        self.locales.iter().filter_map(move |(locale, entries)| {
            entries
                .iter()
                .find(|e| e.kind == kind && e.zh == zh)
                .map(|e| (*locale, e))
        })
    }

    /// The recorded name of `(kind, zh)` in `locale`.
    pub fn get(&self, locale: Locale, kind: NameKind, zh: &str) -> Option<&NameEntry> {
        self.of(kind, zh)
            .find(|(l, _)| *l == locale)
            .map(|(_, e)| e)
    }
}

/// Reads and checks every `*.json` of `dir/names/` against the curated versions and events;
/// no directory is no names. Every problem names its file and entry.
pub(super) fn load(
    dir: &Path,
    versions: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    problems: &mut Vec<Problem>,
) -> Names {
    let dir = dir.join(DIR);
    let files = match std::fs::read_dir(&dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Names::default(),
        Err(e) => {
            problems.push(file_problem(
                &dir,
                format!("cannot list the directory: {e}"),
            ));
            return Names::default();
        }
        Ok(entries) => {
            let mut files: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|ext| ext == "json"))
                .collect();
            files.sort();
            files
        }
    };
    let known = checks::Known::new(versions, events);
    let mut names = Names::default();
    for file in files {
        let before = problems.len();
        let Some(parsed) = read(&file, problems) else {
            continue;
        };
        let locale = checks::check_file(&file, &parsed, &known, problems);
        if let (Some(locale), true) = (locale, problems.len() == before) {
            names.locales.push((locale, parsed.names));
        }
    }
    names
}

fn file_problem(file: &Path, message: String) -> Problem {
    Problem {
        check: checks::CHECK,
        file: file.to_path_buf(),
        entry: None,
        field: None,
        message,
    }
}

/// Parses one file strictly; a problem names the line and column, or the entry and field.
fn read(file: &Path, problems: &mut Vec<Problem>) -> Option<NamesFile> {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            problems.push(file_problem(file, format!("cannot read the file: {e}")));
            return None;
        }
    };
    let mut reader = serde_json::Deserializer::from_str(&text);
    match serde_path_to_error::deserialize::<_, NamesFile>(&mut reader) {
        Ok(parsed) => Some(parsed),
        Err(err) => {
            let path = err.path().to_string();
            let inner = err.into_inner();
            problems.push(Problem {
                check: "json",
                file: file.to_path_buf(),
                entry: entry_at(&text, &path),
                field: (path != ".").then_some(path),
                message: format!(
                    "invalid at line {}, column {}: {}",
                    inner.line(),
                    inner.column(),
                    json_message(&inner)
                ),
            });
            None
        }
    }
}

/// The `<kind> <zh>` of the entry a path (`names[3].kind`) points into, as far as the text says.
fn entry_at(text: &str, path: &str) -> Option<String> {
    let (list, rest) = path.split_once('[')?;
    let index: usize = rest.split_once(']')?.0.parse().ok()?;
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let entry = value.get(list)?.get(index)?;
    let text = |key: &str| entry.get(key).and_then(serde_json::Value::as_str);
    Some(format!(
        "{} {}",
        text("kind").unwrap_or("?"),
        text("zh").unwrap_or("?")
    ))
}

#[cfg(test)]
mod tests;
