//! The embeds' query: the events' filters (validated as on `/api/v1/events`), and on the
//! countdown card its own `limit` and `theme` (on the badge they are unknown), every problem of
//! both at once.

use super::Query;
use super::grammar::CARD;
use super::problem::{Problem, ProblemCode, QueryError, clip};
use super::raw::split_off;
use crate::catalog::{Said, said};
use crate::dataset::Dataset;

/// The card's own parameters, the last two of its grammar (after the events' filters):
/// `limit`, `theme`.
const CARD_OWN: [&str; 2] = {
    let [.., limit, theme] = CARD;
    [limit, theme]
};

/// How many items the card shows unless `limit` says, and at most.
const DEFAULT_LIMIT: usize = 3;
const MAX_LIMIT: usize = 10;

/// The card's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Theme {
    Light,
    Dark,
    Transparent,
}

impl Theme {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Transparent => "transparent",
        }
    }
}

/// A request's validated query: the events' filters, and the card's own parameters.
#[derive(Debug)]
pub(crate) struct EmbedQuery {
    pub(crate) query: Query,
    pub(crate) limit: usize,
    pub(crate) theme: Theme,
}

impl EmbedQuery {
    /// Reads the query of `path`, the card's (`card`) or the badge's: `limit` and `theme` (the
    /// card's; on the badge they are unknown) taken out and read by the API's rules for every
    /// parameter ([`split_off`]), the rest read as the events' query; every problem of both at
    /// once.
    pub(crate) fn parse(
        raw: &str,
        dataset: &Dataset,
        path: &str,
        card: bool,
    ) -> Result<EmbedQuery, QueryError> {
        let [limit_name, theme_name] = CARD_OWN;
        let mut problems = Vec::new();
        let ([limit, theme], rest) = match card {
            true => split_off(raw, CARD_OWN, &mut problems),
            false => ([None, None], raw.to_string()),
        };
        let (limit, theme) = (limit.as_deref(), theme.as_deref());
        let limit = match limit {
            None => DEFAULT_LIMIT,
            Some(v) => match v.parse::<usize>() {
                Ok(n) if (1..=MAX_LIMIT).contains(&n) && !v.starts_with('+') => n,
                _ => {
                    problems.push(problem(
                        limit_name,
                        ProblemCode::InvalidLimit,
                        said("problem-limit", &[("max", MAX_LIMIT.into())]),
                        v,
                    ));
                    DEFAULT_LIMIT
                }
            },
        };
        let theme = match theme {
            None | Some("light") => Theme::Light,
            Some("dark") => Theme::Dark,
            Some("transparent") => Theme::Transparent,
            Some(v) => {
                problems.push(problem(
                    theme_name,
                    ProblemCode::InvalidTheme,
                    said("problem-theme", &[]),
                    v,
                ));
                Theme::Light
            }
        };
        let own: &[&str] = if card { &CARD_OWN } else { &[] };
        let query = match Query::parse_for(&rest, dataset, path, own) {
            Ok(query) => Some(query),
            Err(error) => {
                problems.extend(error.problems);
                None
            }
        };
        match query {
            Some(query) if problems.is_empty() => Ok(EmbedQuery {
                query,
                limit,
                theme,
            }),
            _ => Err(QueryError { problems }),
        }
    }
}

fn problem(parameter: &str, code: ProblemCode, message: Said, value: &str) -> Problem {
    Problem {
        parameter: parameter.into(),
        code,
        message,
        value: Some(clip(value).into()),
    }
}
