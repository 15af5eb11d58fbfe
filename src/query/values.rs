//! The values every grammar shares, a leaf of `query`: a set of categories, a server, a
//! language, a time, a list of names, `all` or a name; each parser records its problem and
//! names its parameter.

use chrono::{DateTime, Utc};

use super::problem::{Problem, ProblemCode};
use super::raw;
use crate::catalog::{Said, said};
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
            message: said("problem-too-many-names", &[("max", MAX_FEATURED.into())]),
            value: Some(value.clone()),
        });
        return names;
    }
    for item in items {
        let name = item.trim();
        let message = if name.is_empty() {
            said("problem-empty-item", &[])
        } else if name.chars().count() > MAX_FEATURED_CHARS {
            said(
                "problem-name-too-long",
                &[("max", MAX_FEATURED_CHARS.into())],
            )
        } else if name.chars().any(char::is_control) {
            said("problem-name-control", &[])
        } else {
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
            continue;
        };
        problems.push(Problem {
            parameter: "featured".into(),
            code: ProblemCode::InvalidFeatured,
            message,
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
            None if item.is_empty() => said("problem-empty-item", &[]),
            None if item == "all" => said("problem-all-and-categories", &[]),
            None => {
                let categories = Category::ALL.map(Category::as_str).join(", ");
                said(
                    "problem-unknown-category",
                    &[("categories", categories.into())],
                )
            }
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
            message: said("problem-server", &[]),
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

/// The locale a query's `lang` names, read leniently (its first value that is a locale's tag):
/// the language an error answering the query is told in, whatever else is wrong with it.
pub(crate) fn lang_named(raw: &str) -> Option<Locale> {
    let [lang] = raw::split_lenient(raw, ["lang"]);
    lang.iter().find_map(|v| Locale::from_tag(v))
}

/// What `lang` takes, as a problem says it: `expected one of zh, zh-TW, en, …` (BCP 47 tags,
/// ASCII case aside; `zh-CN` is `zh`).
pub(crate) fn lang_expected() -> Said {
    let tags: Vec<&str> = Locale::ALL.iter().map(|l| l.tag()).collect();
    said(
        "problem-expected-one-of",
        &[("values", tags.join(", ").into())],
    )
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

/// A parameter that is `all` (`None`) or a name `read` knows (one of `names`); anything else is
/// the problem `code` of `parameter`, "expected one of all, …".
pub(crate) fn parse_all_or<T>(
    value: String,
    read: impl Fn(&str) -> Option<T>,
    (parameter, code): (&str, ProblemCode),
    names: &str,
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
            message: said("problem-expected-one-of", &[("values", names.into())]),
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
            message: said("problem-datetime", &[]),
            value: Some(value),
        });
    }
    parsed
}
