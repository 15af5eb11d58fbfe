//! The query of `GET /api/v1/changes` and its Atom feed: `since`, `category`, `server`, `lang`,
//! validated like the events' (every problem at once, each naming its parameter).

use chrono::{DateTime, Utc};

use super::grammar::{CHANGES, unknown_on};
use super::problem::{Problem, QueryError};
use super::raw;
use super::values::{CategorySet, parse_categories, parse_lang, parse_server, parse_time};
use crate::hash::Hasher;
use crate::lang::Locale;
use crate::server::Server;

/// The filters of the changes resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(crate) struct ChangesQuery {
    /// Records strictly later than this.
    pub(crate) since: Option<DateTime<Utc>>,
    /// Event records of these categories; empty is all records, versions included.
    pub(crate) categories: CategorySet,
    /// Whose clock the times are told on.
    pub(crate) server: Server,
    /// The language records are told in: in English, a record's `title` is the current
    /// event's (or version's) official English title where there is one, and the Atom feed's
    /// words are English.
    pub(crate) lang: Locale,
}

impl ChangesQuery {
    /// Reads the query of `path` (its unknown parameters' problem names it).
    pub(crate) fn parse(raw: &str, path: &str) -> Result<ChangesQuery, QueryError> {
        let mut problems: Vec<Problem> = Vec::new();
        let [since, category, server, lang] = raw::split(
            raw,
            CHANGES,
            CHANGES.len(),
            &|| unknown_on(path, &CHANGES),
            &mut problems,
        );
        let mut query = ChangesQuery::default();
        if let Some(v) = since {
            query.since = parse_time("since", v, &mut problems);
        }
        if let Some(v) = category {
            query.categories = parse_categories(v, &mut problems);
        }
        if let Some(v) = server {
            query.server = parse_server(v, &mut problems);
        }
        if let Some(v) = lang {
            query.lang = parse_lang(v, &mut problems);
        }
        if problems.is_empty() {
            Ok(query)
        } else {
            Err(QueryError { problems })
        }
    }

    /// Adds the filters to a tag.
    pub(crate) fn hash(&self, hasher: &mut Hasher) {
        hasher.instant(self.since);
        hasher.word(self.categories.bits().into());
        if self.server != Server::Cn {
            hasher.bytes(self.server.as_str().as_bytes());
        }
        if self.lang != Locale::ZhCn {
            hasher.bytes(self.lang.tag().as_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_queries_name_their_parameter() {
        let codes = |raw: &str| -> Vec<String> {
            ChangesQuery::parse(raw, "/api/v1/changes")
                .unwrap_err()
                .problems
                .into_iter()
                .map(|p| p.parameter)
                .collect()
        };
        assert_eq!(codes("since=yesterday"), ["since"]);
        assert_eq!(codes("category=pools"), ["category"]);
        assert_eq!(
            codes("status=live&since=&since=x"),
            ["status", "since", "since"]
        );
    }
}
