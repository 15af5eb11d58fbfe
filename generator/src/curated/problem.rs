//! What is wrong with the curated data, a leaf the loading and the checks share: a `Problem`,
//! the error that lists them, and the shapes of a check.

use std::fmt;
use std::path::{Path, PathBuf};

use thiserror::Error;

use super::{CuratedEvent, CuratedVersion};

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

/// An entry and the file it came from.
pub(super) type Located<T> = (PathBuf, T);

/// A check over the whole curated dataset; its problems carry its name.
pub(super) type Check = fn(&[Located<CuratedVersion>], &[Located<CuratedEvent>], &mut Vec<Problem>);

/// A curated entry a problem can name: by its id or version key.
pub(super) trait Entry {
    fn key(&self) -> &str;
}

impl Entry for CuratedEvent {
    fn key(&self) -> &str {
        &self.id
    }
}

impl Entry for CuratedVersion {
    fn key(&self) -> &str {
        &self.version_key
    }
}

/// A problem of `entry`'s `field`, found by `check` in `file`.
pub(super) fn entry_problem(
    check: &'static str,
    file: &Path,
    entry: &impl Entry,
    field: &str,
    message: String,
) -> Problem {
    Problem {
        check,
        file: file.to_path_buf(),
        entry: Some(entry.key().to_string()),
        field: Some(field.into()),
        message,
    }
}
