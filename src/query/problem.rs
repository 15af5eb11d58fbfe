//! What can be wrong with a query: each [`Problem`] names its parameter, and a [`QueryError`]
//! carries them all (answered as `400 INVALID_QUERY`).

use std::borrow::Cow;

use serde::Serialize;
use thiserror::Error;

use crate::catalog::{Said, say};
use crate::lang::Locale;

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

/// One thing wrong with a query, as it appears in `error.details` (its message told in the
/// answer's language there).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub parameter: String,
    pub code: ProblemCode,
    pub message: Said,
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
    /// The first problem, and how many more `error.details` lists, in English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let listed = self.problems.len();
        f.write_str(&self.message(listed, Locale::En))
    }
}

impl QueryError {
    /// The error's message in `lang`, when `error.details` lists `listed` of its problems: the
    /// first problem, and how many more there are.
    pub(crate) fn message(&self, listed: usize, lang: Locale) -> String {
        let Some(first) = self.problems.first() else {
            return say(lang, "error-invalid-query", &[]);
        };
        let first_told = first.message.tell(lang);
        let message = say(
            lang,
            "error-invalid-parameter",
            &[
                ("parameter", clip(&first.parameter).as_ref().into()),
                ("message", first_told.as_str().into()),
            ],
        );
        let more = self.problems.len().saturating_sub(1);
        match (more, listed > more) {
            (0, _) => message,
            (more, true) => say(
                lang,
                "error-more-problems",
                &[("message", message.as_str().into()), ("more", more.into())],
            ),
            (more, false) => say(
                lang,
                "error-more-problems-listed",
                &[
                    ("message", message.as_str().into()),
                    ("more", more.into()),
                    ("listed", listed.into()),
                ],
            ),
        }
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
}
