//! The query of `GET /api/v1/units`: `kind`, `name`, `server`, `lang`, validated like the
//! events' (every problem at once, each naming its parameter).

use super::grammar::{UNITS, unknown_on};
use super::problem::{Problem, ProblemCode, QueryError};
use super::raw;
use super::values::{MAX_FEATURED_CHARS, parse_all_or, parse_lang, parse_server};
use crate::catalog::said;
use crate::hash::Hasher;
use crate::lang::Locale;
use crate::server::Server;
use crate::units::{Unit, UnitKind};

/// A validated units query.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub(crate) struct UnitsQuery {
    /// `None` for both kinds.
    pub(crate) kind: Option<UnitKind>,
    /// One unit by its Chinese or English name; `None` for all.
    pub(crate) name: Option<String>,
    pub(crate) server: Server,
    pub(crate) lang: Locale,
}

impl UnitsQuery {
    pub(crate) fn parse(raw: &str, path: &str) -> Result<UnitsQuery, QueryError> {
        let mut problems = Vec::new();
        let [kind, name, server, lang] = raw::split(
            raw,
            UNITS,
            UNITS.len(),
            &|| unknown_on(path, &UNITS),
            &mut problems,
        );
        let mut query = UnitsQuery::default();
        if let Some(v) = kind {
            query.kind = parse_kind(v, &mut problems);
        }
        if let Some(v) = name {
            query.name = parse_name(v, &mut problems);
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

    /// Whether `unit` passes the filters.
    pub(crate) fn selects(&self, unit: &Unit) -> bool {
        self.kind.is_none_or(|k| k == unit.kind)
            && self.name.as_deref().is_none_or(|n| unit.is_named(n))
    }

    /// Adds the filters to a tag (the server and language are in the view's fingerprint).
    pub(crate) fn hash(&self, hasher: &mut Hasher) {
        hasher.word(self.kind.map_or(u64::MAX, |k| k as u64));
        if let Some(name) = &self.name {
            hasher.bytes(name.as_bytes());
        }
    }
}

/// `kind`: `all`, `operator` or `weapon`.
fn parse_kind(value: String, problems: &mut Vec<Problem>) -> Option<UnitKind> {
    parse_all_or(
        value,
        UnitKind::from_name,
        ("kind", ProblemCode::InvalidKind),
        "all, operator, weapon",
        problems,
    )
}

/// `name`: one name, Chinese or English, with the limits of a `featured` name, counted on the
/// value as sent (openapi.json's `maxLength`: 61 spaces or C1 `NEL`s around a name are not one
/// of at most 60 characters); spaces around it are then dropped. A name no pool features is not
/// an error: the list is then empty.
fn parse_name(value: String, problems: &mut Vec<Problem>) -> Option<String> {
    let name = value.trim();
    let message = if value.chars().count() > MAX_FEATURED_CHARS {
        said(
            "problem-name-too-long",
            &[("max", MAX_FEATURED_CHARS.into())],
        )
    } else if name.chars().any(char::is_control) {
        said("problem-name-control", &[])
    } else {
        return Some(name.to_string());
    };
    problems.push(Problem {
        parameter: "name".into(),
        code: ProblemCode::InvalidName,
        message,
        value: Some(value),
    });
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(raw: &str) -> Vec<(String, ProblemCode)> {
        match UnitsQuery::parse(raw, "/api/v1/units") {
            Ok(_) => Vec::new(),
            Err(e) => e
                .problems
                .into_iter()
                .map(|p| (p.parameter, p.code))
                .collect(),
        }
    }

    #[test]
    fn every_problem_is_reported_at_once_naming_its_parameter() {
        assert_eq!(
            codes("kind=hero&lang=xx&server=eu&name=%01&x=1"),
            vec![
                ("x".into(), ProblemCode::UnknownParameter),
                ("kind".into(), ProblemCode::InvalidKind),
                ("name".into(), ProblemCode::InvalidName),
                ("server".into(), ProblemCode::InvalidServer),
                ("lang".into(), ProblemCode::InvalidLang),
            ]
        );
        assert_eq!(
            codes("kind=weapon&kind=weapon"),
            vec![("kind".into(), ProblemCode::DuplicateParameter)]
        );
        // Counted as sent: spaces and C1 `NEL`s around a name are characters of the value
        // (schemathesis found `%C2%85` 61 times taken, which openapi.json's schema refuses).
        for name in [
            "伊".repeat(61),
            "%C2%85".repeat(61),
            format!("{}+", "x".repeat(60)),
            format!("%C2%85%C2%85{}", "x".repeat(59)),
        ] {
            assert_eq!(
                codes(&format!("name={name}")),
                vec![("name".into(), ProblemCode::InvalidName)],
                "{name}"
            );
        }
        assert_eq!(codes(&format!("name=%C2%85{}", "x".repeat(59))), vec![]);
    }

    #[test]
    fn a_valid_query_reads_each_filter() {
        let query = UnitsQuery::parse(
            "kind=operator&name=+Yvonne+&server=asia&lang=en",
            "/api/v1/units",
        );
        assert_eq!(
            query,
            Ok(UnitsQuery {
                kind: Some(UnitKind::Operator),
                name: Some("Yvonne".into()),
                server: Server::Asia,
                lang: Locale::En,
            })
        );
        assert_eq!(
            UnitsQuery::parse("kind=all", "/api/v1/units"),
            Ok(UnitsQuery::default())
        );
    }
}
