//! What can be wrong with a query: each [`Problem`] names its parameter, and a [`QueryError`]
//! carries them all (answered as `400 INVALID_QUERY`).

use serde::Serialize;
use thiserror::Error;

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
            1 => Ok(()),
            n => write!(f, " (and {} more problems, see details)", n - 1),
        }
    }
}
