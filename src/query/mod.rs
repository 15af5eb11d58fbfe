//! Query parsing, every grammar of the service: the raw query string, then a validated query.
//! Which parameters each path takes is one table ([`grammar`]); this file reads the events'
//! ([`Query`]: `version`, `category`, `status`, `from`, `to`, `featured`, `server`, `lang`; the
//! feed also `alarm` and `ending`, [`Reminders`]); beside it the changes' (`changes`), the units'
//! (`units`), the embeds' (`embed`: `limit`, `theme`), the page's, read leniently (`page`), and
//! the negotiation of `Accept` and `Accept-Language` (`negotiate`). Nothing the API takes is
//! silently ignored: an unknown, repeated, empty or undecodable parameter is a problem, and
//! every problem is reported at once, each naming its parameter.

mod changes;
mod embed;
pub(crate) mod grammar;
pub(crate) mod negotiate;
mod page;
mod problem;
mod raw;
mod reminders;
mod units;

use chrono::{DateTime, Utc};

use crate::certainty::Lang;
use crate::dataset::{Dataset, VersionIndex, is_version_number};
use crate::server::Server;
use crate::time;
use crate::v1::{self, Category, Filters, Status};

pub(crate) use changes::ChangesQuery;
pub(crate) use embed::{EmbedQuery, Theme};
pub(crate) use page::PageQuery;
pub use problem::{Problem, ProblemCode, QueryError};
pub(crate) use problem::{clip, more_problems};
#[cfg(test)]
pub(crate) use raw::split;
pub(crate) use raw::{split_lenient, split_off};
pub(crate) use reminders::{Lead, MAX_ALARMS, Reminders, invalid_duration, too_many_alarms};
pub(crate) use units::UnitsQuery;

/// The most names `featured` takes, and the longest name (in characters).
pub(crate) const MAX_FEATURED: usize = 10;
pub(crate) const MAX_FEATURED_CHARS: usize = 60;

/// A request's filters, validated against the dataset.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub(crate) struct Query {
    /// One of the dataset's versions; `None` for all.
    pub(crate) version: Option<VersionIndex>,
    pub categories: CategorySet,
    /// `None` for all.
    pub status: Option<Status>,
    /// Inclusive start of the query interval.
    pub from: Option<DateTime<Utc>>,
    /// Exclusive end of the query interval.
    pub to: Option<DateTime<Utc>>,
    /// Pools featuring one of these units (exact names, sorted, unique); empty for all events.
    pub featured: Vec<String>,
    /// `alarm` and `ending`: only the feed takes them.
    pub reminders: Reminders,
    /// `server`: whose clock the times are told on (CN unless given).
    pub server: Server,
    /// `lang`: the language of the titles (Chinese unless given).
    pub lang: Lang,
}

/// A set of categories; empty means all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct CategorySet(u8);

impl CategorySet {
    fn bit(category: Category) -> u8 {
        1 << category as u8
    }

    pub fn insert(&mut self, category: Category) {
        self.0 |= Self::bit(category);
    }

    pub fn is_all(self) -> bool {
        self.0 == 0
    }

    pub fn contains(self, category: Category) -> bool {
        self.is_all() || self.0 & Self::bit(category) != 0
    }

    /// The names of the set in the spec's order, or `["all"]`.
    pub fn names(self) -> Vec<String> {
        if self.is_all() {
            return vec!["all".into()];
        }
        Category::ALL
            .into_iter()
            .filter(|c| self.0 & Self::bit(*c) != 0)
            .map(|c| c.as_str().into())
            .collect()
    }

    pub fn bits(self) -> u8 {
        self.0
    }
}

impl Query {
    /// Parses a raw query string (without `?`) and validates it against the dataset.
    pub(crate) fn parse(raw: &str, dataset: &Dataset) -> Result<Query, QueryError> {
        Query::parse_with(raw, dataset, raw::Accepts::Events { feed: false })
    }

    /// [`Query::parse`] for the iCalendar feed, which also takes `alarm` and `ending`
    /// ([`grammar::FEED`]).
    pub(crate) fn parse_feed(raw: &str, dataset: &Dataset) -> Result<Query, QueryError> {
        Query::parse_with(raw, dataset, raw::Accepts::Events { feed: true })
    }

    /// [`Query::parse`] for `path`, which also takes the parameters `own` (its caller reads
    /// them and leaves them out of `raw`): an unknown parameter's problem lists the filters and
    /// `own` as the parameters of `path`.
    pub(crate) fn parse_for(
        raw: &str,
        dataset: &Dataset,
        path: &str,
        own: &[&str],
    ) -> Result<Query, QueryError> {
        Query::parse_with(raw, dataset, raw::Accepts::Path { path, own })
    }

    fn parse_with(
        raw: &str,
        dataset: &Dataset,
        accepts: raw::Accepts<'_>,
    ) -> Result<Query, QueryError> {
        let mut problems = Vec::new();
        let raw = raw::RawQuery::read(raw, accepts, &mut problems);
        let mut query = Query::default();
        if let Some(v) = raw.version {
            query.version = parse_version(v, dataset, &mut problems);
        }
        if let Some(v) = raw.category {
            query.categories = parse_categories(v, &mut problems);
        }
        if let Some(v) = raw.status {
            query.status = parse_status(v, &mut problems);
        }
        let from_text = raw.from.clone();
        query.from = raw.from.and_then(|v| parse_time("from", v, &mut problems));
        query.to = raw.to.and_then(|v| parse_time("to", v, &mut problems));
        if let (Some(f), Some(t)) = (query.from, query.to)
            && f >= t
        {
            problems.push(Problem {
                parameter: "from".into(),
                code: ProblemCode::InvalidRange,
                message: "`from` must be earlier than `to`: the interval [from, to) would be empty"
                    .into(),
                value: from_text,
            });
        }
        if let Some(v) = raw.featured {
            query.featured = featured_in_chinese(parse_featured(v, &mut problems), dataset);
        }
        if let Some(v) = raw.server {
            query.server = parse_server(v, &mut problems);
        }
        if let Some(v) = raw.lang {
            query.lang = parse_lang(v, &mut problems);
        }
        if let Some(v) = raw.alarm {
            query.reminders.set_alarms(&v, &mut problems);
        }
        if let Some(v) = raw.ending {
            query.reminders.set_ending(&v, &mut problems);
        }
        if problems.is_empty() {
            Ok(query)
        } else {
            Err(QueryError { problems })
        }
    }

    /// The echo of the applied filters, for `meta.filters`.
    pub(crate) fn filters(&self, dataset: &Dataset) -> Filters {
        Filters {
            version: self
                .version
                .and_then(|i| dataset.version_entry(i))
                .map_or_else(|| "all".into(), |v| v.key.to_string()),
            categories: self.categories.names(),
            status: self.status.map_or("all", Status::as_str).into(),
            from: self.from.map(time::format),
            to: self.to.map(time::format),
            featured: self.featured.clone(),
        }
    }
}

/// `featured`'s names as the filter compares them: each as its unit's Chinese name where
/// `dataset` knows the unit (by its Chinese name, or its English one in any ASCII case), else as
/// given; sorted, each once.
pub(crate) fn featured_in_chinese(names: Vec<String>, dataset: &Dataset) -> Vec<String> {
    let units = dataset.units();
    let mut names: Vec<String> = names
        .into_iter()
        .map(|name| match units.chinese_name(&name) {
            Some(chinese) => chinese.to_string(),
            None => name,
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Whether `event` passes a `featured` filter of `names` (as [`featured_in_chinese`] gives
/// them; none: no filter): it features one of them, by its Chinese name in any view. The one
/// rule of the filter, which `Selection` and the notify targets apply.
pub(crate) fn features(names: &[String], event: &v1::Event) -> bool {
    names.is_empty()
        || crate::server::featured_chinese(event)
            .iter()
            .any(|u| names.contains(u))
}

/// `featured`: a comma-separated list of names (like `category`; spaces around a name are
/// dropped), at most [`MAX_FEATURED`] of [`MAX_FEATURED_CHARS`] characters each, each a unit's
/// Chinese name or its official English name (any ASCII case), kept as given; [`Query`] turns an
/// English name into the Chinese one through the dataset. A name no pool features is not an
/// error: a subscription may wait for a unit's first pool.
pub(crate) fn parse_featured(value: String, problems: &mut Vec<Problem>) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let items: Vec<&str> = value.split(',').collect();
    if items.len() > MAX_FEATURED {
        problems.push(Problem {
            parameter: "featured".into(),
            code: ProblemCode::InvalidFeatured,
            message: format!("at most {MAX_FEATURED} names"),
            value: Some(value.clone()),
        });
        return names;
    }
    for item in items {
        let name = item.trim();
        let message = if name.is_empty() {
            "empty item in the comma-separated list"
        } else if name.chars().count() > MAX_FEATURED_CHARS {
            "a name is at most 60 characters"
        } else if name.chars().any(char::is_control) {
            "a name has no control characters"
        } else {
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
            continue;
        };
        problems.push(Problem {
            parameter: "featured".into(),
            code: ProblemCode::InvalidFeatured,
            message: message.into(),
            value: Some(item.into()),
        });
    }
    names.sort();
    names
}

fn parse_version(
    value: String,
    dataset: &Dataset,
    problems: &mut Vec<Problem>,
) -> Option<VersionIndex> {
    if value == "all" {
        return None;
    }
    let number = value.strip_prefix("version-").unwrap_or(&value);
    if !is_version_number(number) {
        problems.push(Problem {
            parameter: "version".into(),
            code: ProblemCode::InvalidVersion,
            message: "expected `all`, a version key such as `version-5`, or a number such as `5`"
                .into(),
            value: Some(value),
        });
        return None;
    }
    let found = dataset.find_version(&value);
    if found.is_none() {
        let known: Vec<&str> = dataset.version_entries().iter().map(|v| &*v.key).collect();
        problems.push(Problem {
            parameter: "version".into(),
            code: ProblemCode::UnknownVersion,
            message: format!("no such version; the versions are {}", known.join(", ")),
            value: Some(value),
        });
    }
    found
}

pub(crate) fn parse_categories(value: String, problems: &mut Vec<Problem>) -> CategorySet {
    let mut set = CategorySet::default();
    if value.trim() == "all" {
        return set;
    }
    // Spaces around an item are dropped (`operator, arsenal`).
    for item in value.split(',').map(str::trim) {
        let message = match Category::from_name(item) {
            Some(category) => {
                set.insert(category);
                continue;
            }
            None if item.is_empty() => "empty item in the comma-separated list".into(),
            None if item == "all" => "`all` cannot be combined with categories".into(),
            None => format!(
                "unknown category; expected `all` or a comma-separated list of {}",
                Category::ALL.map(Category::as_str).join(", ")
            ),
        };
        problems.push(Problem {
            parameter: "category".into(),
            code: ProblemCode::InvalidCategory,
            message,
            value: Some(item.into()),
        });
    }
    set
}

/// `server`: `cn`, `asia` or `americas-europe`.
pub(crate) fn parse_server(value: String, problems: &mut Vec<Problem>) -> Server {
    Server::from_name(&value).unwrap_or_else(|| {
        problems.push(Problem {
            parameter: "server".into(),
            code: ProblemCode::InvalidServer,
            message: "expected one of cn, asia, americas-europe".into(),
            value: Some(value),
        });
        Server::Cn
    })
}

/// `lang`: `zh` or `en`.
pub(crate) fn parse_lang(value: String, problems: &mut Vec<Problem>) -> Lang {
    match value.as_str() {
        "zh" => Lang::Zh,
        "en" => Lang::En,
        _ => {
            problems.push(Problem {
                parameter: "lang".into(),
                code: ProblemCode::InvalidLang,
                message: "expected one of zh, en".into(),
                value: Some(value),
            });
            Lang::Zh
        }
    }
}

fn parse_status(value: String, problems: &mut Vec<Problem>) -> Option<Status> {
    parse_all_or(
        value,
        Status::from_name,
        ("status", ProblemCode::InvalidStatus),
        "expected one of all, upcoming, live, ended",
        problems,
    )
}

/// A parameter that is `all` (`None`) or a name `read` knows; anything else is the problem
/// `code` of `parameter`, with `message`.
pub(super) fn parse_all_or<T>(
    value: String,
    read: impl Fn(&str) -> Option<T>,
    (parameter, code): (&str, ProblemCode),
    message: &str,
    problems: &mut Vec<Problem>,
) -> Option<T> {
    if value == "all" {
        return None;
    }
    let read = read(&value);
    if read.is_none() {
        problems.push(Problem {
            parameter: parameter.into(),
            code,
            message: message.into(),
            value: Some(value),
        });
    }
    read
}

pub(crate) fn parse_time(
    parameter: &str,
    value: String,
    problems: &mut Vec<Problem>,
) -> Option<DateTime<Utc>> {
    let parsed = time::parse(&raw::restore_plus(&value));
    if parsed.is_none() {
        problems.push(Problem {
            parameter: parameter.into(),
            code: ProblemCode::InvalidDatetime,
            message: "expected an RFC 3339 timestamp with an offset, such as \
                      2026-08-01T00:00:00+08:00 or 2026-07-31T16:00:00Z"
                .into(),
            value: Some(value),
        });
    }
    parsed
}

#[cfg(test)]
mod tests;
