//! Query parsing, every grammar of the service: the raw query string, then a validated query.
//! Which parameters each path takes is one table ([`grammar`]); this file reads the events'
//! ([`Query`]: `version`, `category`, `status`, `from`, `to`, `featured`, `server`, `lang`; the
//! feed also `alarm` and `ending`, [`Reminders`]); beside it the changes' (`changes`), the units'
//! (`units`), the embeds' (`embed`: `limit`, `theme`), the page's, read leniently (`page`), and
//! the negotiation of `Accept` and `Accept-Language` (`negotiate`); below them the values they
//! share (`values`), the raw query string (`raw`) and the problems (`problem`), leaves that import
//! nothing of this file. Nothing the API takes is silently ignored: an unknown, repeated, empty
//! or undecodable parameter is a problem, and every problem is reported at once, each naming its
//! parameter.

pub(crate) mod changes;
pub(crate) mod embed;
pub(crate) mod grammar;
pub(crate) mod negotiate;
pub(crate) mod page;
mod problem;
mod raw;
mod reminders;
pub(crate) mod units;
mod values;

use chrono::{DateTime, Utc};

use crate::catalog::said;
use crate::dataset::{Dataset, VersionIndex, is_version_number};
use crate::lang::Locale;
use crate::server::Server;
use crate::time;
use crate::v1::{self, Filters, Status};

pub(crate) use problem::clip;
pub use problem::{Problem, ProblemCode, QueryError};
#[cfg(test)]
pub(crate) use raw::split;
pub(crate) use reminders::{MAX_ALARMS, Reminders, invalid_duration, too_many_alarms};
pub(crate) use values::CategorySet;
pub(crate) use values::{
    kept_query, lang_named, parse_categories, parse_featured, parse_lang, parse_server,
};
use values::{parse_all_or, parse_time};

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
    pub lang: Locale,
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
                message: said("problem-empty-range", &[]),
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
            None => official_chinese(&name, dataset).unwrap_or(name),
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// The Chinese name of the unit an official name in another locale (`names`: `イヴォンヌ`)
/// names, if a featured name of the dataset's is printed so.
fn official_chinese(name: &str, dataset: &Dataset) -> Option<String> {
    dataset.events().iter().find_map(|event| {
        let mut recorded = crate::lang::Locale::ALL
            .iter()
            .filter_map(|l| event.names.get(l.tag()));
        let at = recorded.find_map(|names| {
            names
                .featured
                .iter()
                .position(|n| n.as_ref().is_some_and(|n| n.name == name))
        })?;
        crate::names::featured_chinese(event).get(at).cloned()
    })
}

/// Whether `event` passes a `featured` filter of `names` (as [`featured_in_chinese`] gives
/// them; none: no filter): it features one of them, by its Chinese name in any view. The one
/// rule of the filter, which `Selection` and the notify targets apply.
pub(crate) fn features(names: &[String], event: &v1::Event) -> bool {
    names.is_empty()
        || crate::names::featured_chinese(event)
            .iter()
            .any(|u| names.contains(u))
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
            message: said("problem-version", &[]),
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
            message: said(
                "problem-unknown-version",
                &[("versions", known.join(", ").into())],
            ),
            value: Some(value),
        });
    }
    found
}

fn parse_status(value: String, problems: &mut Vec<Problem>) -> Option<Status> {
    parse_all_or(
        value,
        Status::from_name,
        ("status", ProblemCode::InvalidStatus),
        "all, upcoming, live, ended",
        problems,
    )
}

#[cfg(test)]
mod tests;
