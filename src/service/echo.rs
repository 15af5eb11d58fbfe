//! Bounds on what a response echoes of a request, so that no request, however large or
//! strange, gets a large answer: every error body is at most [`MAX_ERROR_BODY`] bytes, and a
//! preflight reflects at most [`MAX_ALLOWED_HEADERS`] bytes of header names.

use serde::Serialize;

use crate::lang::Locale;
use crate::query::{Problem, ProblemCode};

pub(super) use crate::query::clip;

/// The most bytes of an error body.
pub const MAX_ERROR_BODY: usize = 16 * 1024;

/// The most problems `error.details` lists; the message says how many more there were.
pub const MAX_LISTED_PROBLEMS: usize = 10;

/// The most bytes of the `Access-Control-Allow-Headers` a preflight reflects.
pub const MAX_ALLOWED_HEADERS: usize = 2048;

/// A problem as `error.details` lists it: its echoes clipped, its message in the answer's
/// language.
#[derive(Debug, Serialize)]
pub(super) struct Listed {
    parameter: String,
    code: ProblemCode,
    message: String,
    value: Option<String>,
}

/// The problems `error.details` lists: the first `most`, each echo clipped, told in `lang`.
pub(super) fn listed(problems: &[Problem], most: usize, lang: Locale) -> Vec<Listed> {
    problems
        .iter()
        .take(most)
        .map(|p| Listed {
            parameter: clip(&p.parameter).into_owned(),
            code: p.code,
            message: p.message.tell(lang),
            value: p.value.as_deref().map(|v| clip(v).into_owned()),
        })
        .collect()
}

/// The well-formed header names of a comma-separated list, rejoined, up to
/// [`MAX_ALLOWED_HEADERS`] bytes; anything else is dropped so that nothing a client sends can
/// break or bloat the response's headers.
pub(super) fn header_list(requested: &str) -> String {
    let is_token = |name: &str| {
        !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
    };
    let mut out = String::new();
    for name in requested.split(',').map(str::trim).filter(|n| is_token(n)) {
        let separator = if out.is_empty() { 0 } else { 2 };
        if out.len() + separator + name.len() > MAX_ALLOWED_HEADERS {
            break;
        }
        if separator > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_counts_the_unnamed_problems_in_the_right_number() {
        let problem = |parameter: &str| Problem {
            parameter: parameter.into(),
            code: crate::query::ProblemCode::DuplicateParameter,
            message: crate::catalog::said("problem-duplicate", &[]),
            value: None,
        };
        let error = |n: usize| crate::query::QueryError {
            problems: ["a", "b", "c"].into_iter().take(n).map(problem).collect(),
        };
        let message = |n: usize, listed: usize| error(n).message(listed, Locale::En);
        let first = "invalid query parameter `a`: given more than once";
        assert_eq!(message(1, 1), first);
        assert_eq!(
            message(2, 2),
            format!("{first} (and 1 more problem, see details)")
        );
        assert_eq!(
            message(3, 3),
            format!("{first} (and 2 more problems, see details)")
        );
        assert_eq!(
            message(2, 1),
            format!("{first} (and 1 more problem; details lists the first 1)")
        );
        assert_eq!(
            message(3, 2),
            format!("{first} (and 2 more problems; details lists the first 2)")
        );
        // In the request's language, its plural too.
        assert_eq!(
            error(3).message(3, Locale::Ru),
            "недопустимый параметр запроса `a`: указан более одного раза (и ещё 2 проблемы, см. details)"
        );
    }

    #[test]
    fn the_allowed_headers_are_bounded() {
        assert_eq!(
            header_list("If-None-Match, X-A\r\nX: 1,, b@d"),
            "If-None-Match"
        );
        let many = vec!["X-Some-Header"; 10_000].join(",");
        let allowed = header_list(&many);
        assert!(allowed.len() <= MAX_ALLOWED_HEADERS);
        assert!(allowed.len() > MAX_ALLOWED_HEADERS - 20);
        assert_eq!(header_list(&"x".repeat(10_000)), "");
    }
}
