//! The values every grammar shares, a leaf of `query`: a set of categories, a server, a
//! language, a time, a list of names, `all` or a name; each parser records its problem and
//! names its parameter.

use chrono::{DateTime, Utc};

use super::problem::{Problem, ProblemCode};
use super::raw;
use crate::lang::Locale;
use crate::server::Server;
use crate::time;
use crate::v1::Category;

/// The most names `featured` takes, and the longest name (in characters).
pub(crate) const MAX_FEATURED: usize = 10;
pub(crate) const MAX_FEATURED_CHARS: usize = 60;

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

/// `lang`: a locale's BCP 47 tag ([`Locale::from_tag`]).
pub(crate) fn parse_lang(value: String, problems: &mut Vec<Problem>) -> Locale {
    match Locale::from_tag(&value) {
        Some(locale) => locale,
        None => {
            problems.push(Problem {
                parameter: "lang".into(),
                code: ProblemCode::InvalidLang,
                message: lang_expected(),
                value: Some(value),
            });
            Locale::ZhCn
        }
    }
}

/// What `lang` takes, as a problem says it: `expected one of zh, zh-TW, en, …` (BCP 47 tags,
/// ASCII case aside; `zh-CN` is `zh`).
pub(crate) fn lang_expected() -> String {
    let tags: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
    format!("expected one of {}", tags.join(", "))
}

/// The reader's choices a link keeps (the page's and the Atom feed's, to the page and to the
/// API): `lang=en` (any locale's tag) and `server=…`, each only when it is not the default (Chinese, CN), as
/// [`parse_lang`] and [`parse_server`] read them back; joined with `&`, empty for the defaults.
pub(crate) fn kept_query(lang: Locale, server: Server) -> String {
    let mut kept: Vec<String> = Vec::new();
    if lang != Locale::ZhCn {
        kept.push(format!("lang={}", lang.tag()));
    }
    if server != Server::Cn {
        kept.push(format!("server={}", server.as_str()));
    }
    kept.join("&")
}

/// A parameter that is `all` (`None`) or a name `read` knows; anything else is the problem
/// `code` of `parameter`, with `message`.
pub(crate) fn parse_all_or<T>(
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
