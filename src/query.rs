//! Query parsing: the raw query string, then a validated [`Query`].
//!
//! Exactly five parameters exist: `version`, `category`, `status`, `from`, `to`; the feed
//! (`/api/v1/events.ics`) also takes `alarm` and `ending` ([`crate::reminders`]). Nothing is
//! silently ignored: an unknown, repeated, empty or undecodable parameter is a problem, and
//! every problem is reported at once, each naming its parameter.

use chrono::{DateTime, Utc};
use serde::Serialize;
use thiserror::Error;

use crate::dataset::{Dataset, is_version_key, is_version_number};
use crate::reminders::Reminders;
use crate::time;
use crate::v1::{Category, Filters, Status};

/// The names of the query parameters, in the order problems are reported.
pub const PARAMETERS: [&str; 5] = ["version", "category", "status", "from", "to"];

/// The parameters of the iCalendar feed: the filters, then the reminders.
pub const FEED_PARAMETERS: [&str; 7] = [
    "version", "category", "status", "from", "to", "alarm", "ending",
];

/// A request's filters, validated against the dataset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Query {
    /// Index into the dataset's versions; `None` for all.
    pub version: Option<usize>,
    pub categories: CategorySet,
    /// `None` for all.
    pub status: Option<Status>,
    /// Inclusive start of the query interval.
    pub from: Option<DateTime<Utc>>,
    /// Exclusive end of the query interval.
    pub to: Option<DateTime<Utc>>,
    /// `alarm` and `ending`: only the feed takes them.
    pub reminders: Reminders,
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
    InvalidStatus,
    InvalidDatetime,
    InvalidRange,
    InvalidDuration,
    TooManyAlarms,
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

impl Query {
    /// Parses a raw query string (without `?`) and validates it against the dataset.
    pub fn parse(raw: &str, dataset: &Dataset) -> Result<Query, QueryError> {
        Query::parse_with(raw, dataset, &PARAMETERS)
    }

    /// [`Query::parse`] for the iCalendar feed, which also takes [`FEED_PARAMETERS`].
    pub fn parse_feed(raw: &str, dataset: &Dataset) -> Result<Query, QueryError> {
        Query::parse_with(raw, dataset, &FEED_PARAMETERS)
    }

    fn parse_with(raw: &str, dataset: &Dataset, known: &[&str]) -> Result<Query, QueryError> {
        let mut problems = Vec::new();
        // One message on both paths, so that a feed's errors read as the JSON's.
        let unknown = format!(
            "unknown parameter; the parameters are {}, and on /api/v1/events.ics also alarm and \
             ending",
            PARAMETERS.join(", ")
        );
        let mut values = raw_values(raw, known, &unknown, &mut problems).into_iter();
        let mut next = || values.next().flatten();
        let (version, category, status, from, to) = (next(), next(), next(), next(), next());
        // Absent (`None`) when `known` is the JSON's five.
        let (alarm, ending) = (next(), next());
        let mut query = Query::default();
        if let Some(v) = version {
            query.version = parse_version(v, dataset, &mut problems);
        }
        if let Some(v) = category {
            query.categories = parse_categories(v, &mut problems);
        }
        if let Some(v) = status {
            query.status = parse_status(v, &mut problems);
        }
        let from_text = from.clone();
        query.from = from.and_then(|v| parse_time("from", v, &mut problems));
        query.to = to.and_then(|v| parse_time("to", v, &mut problems));
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
        if let Some(v) = alarm {
            query.reminders.set_alarms(&v, &mut problems);
        }
        if let Some(v) = ending {
            query.reminders.set_ending(&v, &mut problems);
        }
        if problems.is_empty() {
            Ok(query)
        } else {
            Err(QueryError { problems })
        }
    }

    /// The echo of the applied filters, for `meta.filters`.
    pub fn filters(&self, dataset: &Dataset) -> Filters {
        Filters {
            version: self
                .version
                .and_then(|i| dataset.versions.get(i))
                .map_or_else(|| "all".into(), |v| v.key.clone()),
            categories: self.categories.names(),
            status: self.status.map_or("all", Status::as_str).into(),
            from: self.from.map(time::format),
            to: self.to.map(time::format),
        }
    }
}

/// Splits and decodes the query string; returns each parameter's value in `known`'s order,
/// recording unknown (with the message `unknown`), repeated, empty and undecodable ones.
pub(crate) fn raw_values(
    raw: &str,
    known: &[&str],
    unknown: &str,
    problems: &mut Vec<Problem>,
) -> Vec<Option<String>> {
    let mut values: Vec<Option<String>> = vec![None; known.len()];
    let mut seen = vec![0u8; known.len()];
    let raw = raw.strip_prefix('?').unwrap_or(raw);
    // Empty segments (`a=1&&b=2`, a trailing `&`) carry no parameter at all.
    for segment in raw.split('&').filter(|s| !s.is_empty()) {
        let (raw_name, raw_value) = segment.split_once('=').unwrap_or((segment, ""));
        let (Some(name), Some(value)) = (form_decode(raw_name), form_decode(raw_value)) else {
            problems.push(Problem {
                parameter: form_decode(raw_name).unwrap_or_else(|| raw_name.into()),
                code: ProblemCode::InvalidEncoding,
                message: "percent-encoding does not decode to UTF-8 text".into(),
                value: Some(segment.into()),
            });
            continue;
        };
        let Some(slot) = known.iter().position(|p| *p == name) else {
            problems.push(Problem {
                message: unknown.into(),
                parameter: name,
                code: ProblemCode::UnknownParameter,
                value: Some(value),
            });
            continue;
        };
        let (Some(count), Some(stored)) = (seen.get_mut(slot), values.get_mut(slot)) else {
            continue;
        };
        *count = count.saturating_add(1);
        if *count == 2 {
            problems.push(Problem {
                parameter: name,
                code: ProblemCode::DuplicateParameter,
                message: "given more than once".into(),
                value: Some(value),
            });
            *stored = None;
        } else if *count == 1 {
            if value.is_empty() {
                problems.push(Problem {
                    parameter: name,
                    code: ProblemCode::EmptyParameter,
                    message: "has no value; leave the parameter out to apply no filter".into(),
                    value: Some(value),
                });
            } else {
                *stored = Some(value);
            }
        }
    }
    values
}

/// Decodes `application/x-www-form-urlencoded` text: `+` is a space, `%hh` a byte. `None` for a
/// malformed escape or bytes that are not UTF-8.
fn form_decode(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        rest = tail;
        match b {
            b'+' => bytes.push(b' '),
            b'%' => {
                let [high, low, tail @ ..] = rest else {
                    return None;
                };
                let digit = |b: &u8| char::from(*b).to_digit(16);
                bytes.push(u8::try_from(digit(high)? * 16 + digit(low)?).ok()?);
                rest = tail;
            }
            _ => bytes.push(b),
        }
    }
    String::from_utf8(bytes).ok()
}

fn parse_version(value: String, dataset: &Dataset, problems: &mut Vec<Problem>) -> Option<usize> {
    if value == "all" {
        return None;
    }
    let found = if is_version_key(&value) {
        dataset.versions.iter().position(|v| v.key == value)
    } else if is_version_number(&value) {
        dataset.versions.iter().position(|v| v.number == value)
    } else {
        problems.push(Problem {
            parameter: "version".into(),
            code: ProblemCode::InvalidVersion,
            message: "expected `all`, a version key such as `version-5`, or a number such as `5`"
                .into(),
            value: Some(value),
        });
        return None;
    };
    if found.is_none() {
        let known: Vec<&str> = dataset.versions.iter().map(|v| v.key.as_str()).collect();
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
    if value == "all" {
        return set;
    }
    for item in value.split(',') {
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

fn parse_status(value: String, problems: &mut Vec<Problem>) -> Option<Status> {
    if value == "all" {
        return None;
    }
    let status = Status::from_name(&value);
    if status.is_none() {
        problems.push(Problem {
            parameter: "status".into(),
            code: ProblemCode::InvalidStatus,
            message: "expected one of all, upcoming, live, ended".into(),
            value: Some(value),
        });
    }
    status
}

pub(crate) fn parse_time(
    parameter: &str,
    value: String,
    problems: &mut Vec<Problem>,
) -> Option<DateTime<Utc>> {
    let parsed = time::parse(&restore_plus(&value));
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

/// An unencoded `+` in a query string decodes as a space; put it back where an offset's sign
/// belongs (`…12:00:00 08:00` → `…12:00:00+08:00`).
fn restore_plus(value: &str) -> std::borrow::Cow<'_, str> {
    if let Some((time, offset)) = value.rsplit_once(' ')
        && time.len() > 10
        && offset.len() == 5
        && offset.as_bytes().get(2) == Some(&b':')
    {
        return format!("{time}+{offset}").into();
    }
    value.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::dataset;

    fn codes(raw: &str) -> Vec<(String, ProblemCode)> {
        match Query::parse(raw, &dataset()) {
            Ok(_) => vec![],
            Err(e) => e
                .problems
                .into_iter()
                .map(|p| (p.parameter, p.code))
                .collect(),
        }
    }

    fn check_ok(raw: &str, expected: Filters) {
        let ds = dataset();
        let query = Query::parse(raw, &ds).unwrap_or_else(|e| panic!("{raw}: {e:?}"));
        assert_eq!(query.filters(&ds), expected, "query {raw:?}");
    }

    fn filters(version: &str, categories: &[&str], status: &str) -> Filters {
        Filters {
            version: version.into(),
            categories: categories.iter().map(|c| c.to_string()).collect(),
            status: status.into(),
            from: None,
            to: None,
        }
    }

    use ProblemCode::*;

    #[test]
    fn accepts_every_form_of_each_parameter() {
        check_ok("", Filters::unfiltered());
        check_ok("version=all&category=all&status=all", Filters::unfiltered());
        check_ok("version=2", filters("version-2", &["all"], "all"));
        check_ok("version=version-1", filters("version-1", &["all"], "all"));
        check_ok(
            "category=update,operator,update",
            filters("all", &["operator", "update"], "all"),
        );
        check_ok("status=live", filters("all", &["all"], "live"));
        check_ok(
            "from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00%2B09:00",
            Filters {
                from: Some("2026-01-01T08:00:00+08:00".into()),
                to: Some("2026-01-31T23:00:00+08:00".into()),
                ..Filters::unfiltered()
            },
        );
    }

    #[test]
    fn an_unencoded_plus_in_the_offset_is_read_as_plus() {
        check_ok(
            "from=2026-01-01T12:00:00+08:00",
            Filters {
                from: Some("2026-01-01T12:00:00+08:00".into()),
                ..Filters::unfiltered()
            },
        );
    }

    #[test]
    fn reports_each_bad_parameter() {
        let c = |p: &str, code| (p.to_string(), code);
        assert_eq!(codes("verison=1"), [c("verison", UnknownParameter)]);
        assert_eq!(
            codes("status=live&status=live"),
            [c("status", DuplicateParameter)]
        );
        assert_eq!(codes("status="), [c("status", EmptyParameter)]);
        assert_eq!(codes("status"), [c("status", EmptyParameter)]);
        assert_eq!(codes("status=%zz"), [c("status", InvalidEncoding)]);
        assert_eq!(codes("status=%FF"), [c("status", InvalidEncoding)]);
        assert_eq!(codes("version=v1"), [c("version", InvalidVersion)]);
        assert_eq!(codes("version=9"), [c("version", UnknownVersion)]);
        assert_eq!(codes("version=version-9"), [c("version", UnknownVersion)]);
        assert_eq!(codes("category=Operator"), [c("category", InvalidCategory)]);
        assert_eq!(
            codes("category=operator,"),
            [c("category", InvalidCategory)]
        );
        assert_eq!(
            codes("category=all,operator"),
            [c("category", InvalidCategory)]
        );
        assert_eq!(codes("status=LIVE"), [c("status", InvalidStatus)]);
        assert_eq!(codes("from=2026-01-01"), [c("from", InvalidDatetime)]);
        assert_eq!(codes("to=2026-01-01T00:00:00"), [c("to", InvalidDatetime)]);
        assert_eq!(
            codes("from=2026-02-30T00:00:00Z"),
            [c("from", InvalidDatetime)]
        );
        let t = "2026-01-01T00:00:00Z";
        assert_eq!(
            codes(&format!("from={t}&to={t}")),
            [c("from", InvalidRange)]
        );
        assert_eq!(
            codes("to=2026-01-01T00:00:00Z&from=2026-01-02T00:00:00Z"),
            [c("from", InvalidRange)]
        );
    }

    #[test]
    fn reports_all_problems_at_once() {
        let got = codes("x=1&version=v&category=bad,&status=soon&from=no&to=no&x=2");
        let expected = [
            ("x", UnknownParameter),
            ("x", UnknownParameter),
            ("version", InvalidVersion),
            ("category", InvalidCategory),
            ("category", InvalidCategory),
            ("status", InvalidStatus),
            ("from", InvalidDatetime),
            ("to", InvalidDatetime),
        ];
        assert_eq!(got, expected.map(|(p, c)| (p.to_string(), c)));
    }

    #[test]
    fn problems_carry_the_offending_value() {
        let err = Query::parse("category=operator,gacha", &dataset()).unwrap_err();
        assert_eq!(err.problems[0].value.as_deref(), Some("gacha"));
        assert_eq!(
            err.to_string(),
            format!(
                "invalid query parameter `category`: {}",
                err.problems[0].message
            )
        );
    }
}
