//! What can be wrong with a query: each [`Problem`] names its parameter, and a [`QueryError`]
//! carries them all (answered as `400 INVALID_QUERY`).

use std::borrow::Cow;

use serde::Serialize;
use thiserror::Error;

/// The most characters of a value, parameter name, path or method echoed in an error.
pub(crate) const MAX_ECHO_CHARS: usize = 64;

/// `text` cut to [`MAX_ECHO_CHARS`] characters, with `… (and N more bytes)` when cut: what an
/// error echoes of a request (the service's `echo`, and a problem that clips its own value).
pub(crate) fn clip(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(MAX_ECHO_CHARS) {
        None => text.into(),
        Some((end, _)) => {
            let (kept, rest) = text.split_at(end);
            format!("{kept}… (and {} more bytes)", rest.len()).into()
        }
    }
}

/// One thing wrong with a query, as it appears in `error.details`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub parameter: String,
    pub code: ProblemCode,
    pub message: String,
    pub value: Option<String>,
}

/// Machine codes of [`Problem`]s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
#[non_exhaustive]
pub enum ProblemCode {
    UnknownParameter,
    DuplicateParameter,
    EmptyParameter,
    InvalidEncoding,
    InvalidVersion,
    UnknownVersion,
    InvalidCategory,
    InvalidFeatured,
    InvalidStatus,
    InvalidDatetime,
    InvalidRange,
    InvalidDuration,
    TooManyAlarms,
    InvalidServer,
    InvalidLang,
    InvalidKind,
    InvalidName,
    /// The embed's `limit`.
    InvalidLimit,
    /// The embed's `theme`.
    InvalidTheme,
}

/// Every problem found in a query; answered as `400 INVALID_QUERY`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct QueryError {
    /// Never empty.
    pub problems: Vec<Problem>,
}

impl std::fmt::Display for QueryError {
    /// The first problem, and how many more `error.details` lists.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Some(first) = self.problems.first() else {
            return f.write_str("invalid query");
        };
        write!(
            f,
            "invalid query parameter `{}`: {}",
            first.parameter, first.message
        )?;
        match self.problems.len() {
            0 | 1 => Ok(()),
            n => write!(f, " (and {}, see details)", more_problems(n - 1)),
        }
    }
}

/// "1 more problem", "2 more problems": the count of the problems a message does not name.
pub(crate) fn more_problems(more: usize) -> String {
    match more {
        1 => "1 more problem".into(),
        n => format!("{n} more problems"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clips_long_echoes_and_says_how_much() {
        assert_eq!(clip("short"), "short");
        let exact = "é".repeat(MAX_ECHO_CHARS);
        assert_eq!(clip(&exact), exact.as_str());
        let long = format!("{exact}abc");
        assert_eq!(clip(&long), format!("{exact}… (and 3 more bytes)"));
    }

    fn problem(parameter: &str) -> Problem {
        Problem {
            parameter: parameter.into(),
            code: ProblemCode::UnknownParameter,
            message: "unknown parameter".into(),
            value: None,
        }
    }

    #[test]
    fn the_message_counts_the_other_problems_in_the_right_number() {
        let error = |n: usize| QueryError {
            problems: (0..n).map(|i| problem(&format!("p{i}"))).collect(),
        };
        assert_eq!(
            error(1).to_string(),
            "invalid query parameter `p0`: unknown parameter"
        );
        assert_eq!(
            error(2).to_string(),
            "invalid query parameter `p0`: unknown parameter (and 1 more problem, see details)"
        );
        assert_eq!(
            error(3).to_string(),
            "invalid query parameter `p0`: unknown parameter (and 2 more problems, see details)"
        );
    }
}
