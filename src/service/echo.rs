//! Bounds on what a response echoes of a request, so that no request, however large or
//! strange, gets a large answer: every error body is at most [`MAX_ERROR_BODY`] bytes, and a
//! preflight reflects at most [`MAX_ALLOWED_HEADERS`] bytes of header names.

use std::borrow::Cow;

use crate::query::{Problem, more_problems};

/// The most bytes of an error body.
pub const MAX_ERROR_BODY: usize = 16 * 1024;

/// The most problems `error.details` lists; the message says how many more there were.
pub const MAX_LISTED_PROBLEMS: usize = 10;

/// The most characters of a value, parameter name, path or method echoed in an error.
pub(super) const MAX_ECHO_CHARS: usize = 64;

/// The most bytes of the `Access-Control-Allow-Headers` a preflight reflects.
pub const MAX_ALLOWED_HEADERS: usize = 2048;

/// `text` cut to [`MAX_ECHO_CHARS`] characters, with `… (and N more bytes)` when cut.
pub(crate) fn clip(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(MAX_ECHO_CHARS) {
        None => text.into(),
        Some((end, _)) => {
            let (kept, rest) = text.split_at(end);
            format!("{kept}… (and {} more bytes)", rest.len()).into()
        }
    }
}

/// The problems `error.details` lists: the first [`MAX_LISTED_PROBLEMS`], each echo clipped.
pub(super) fn listed(problems: &[Problem], most: usize) -> Vec<Problem> {
    problems
        .iter()
        .take(most)
        .map(|p| Problem {
            parameter: clip(&p.parameter).into_owned(),
            code: p.code,
            message: p.message.clone(),
            value: p.value.as_deref().map(|v| clip(v).into_owned()),
        })
        .collect()
}

/// The message of an `INVALID_QUERY` listing `listed` of `problems`.
pub(super) fn invalid_query_message(problems: &[Problem], listed: usize) -> String {
    let Some(first) = problems.first() else {
        return "invalid query".into();
    };
    let mut message = format!(
        "invalid query parameter `{}`: {}",
        clip(&first.parameter),
        first.message
    );
    match (problems.len(), listed) {
        (0 | 1, _) => {}
        (n, listed) if listed >= n => {
            message.push_str(&format!(" (and {}, see details)", more_problems(n - 1)));
        }
        (n, listed) => message.push_str(&format!(
            " (and {}; details lists the first {listed})",
            more_problems(n - 1)
        )),
    }
    message
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
    fn clips_long_echoes_and_says_how_much() {
        assert_eq!(clip("short"), "short");
        let exact = "é".repeat(MAX_ECHO_CHARS);
        assert_eq!(clip(&exact), exact.as_str());
        let long = format!("{exact}abc");
        assert_eq!(clip(&long), format!("{exact}… (and 3 more bytes)"));
    }

    #[test]
    fn the_message_counts_the_unnamed_problems_in_the_right_number() {
        let problem = |parameter: &str| Problem {
            parameter: parameter.into(),
            code: crate::query::ProblemCode::UnknownParameter,
            message: "unknown parameter".into(),
            value: None,
        };
        let problems: Vec<Problem> = ["a", "b", "c"].into_iter().map(problem).collect();
        let first = "invalid query parameter `a`: unknown parameter";
        assert_eq!(invalid_query_message(&problems[..1], 1), first);
        assert_eq!(
            invalid_query_message(&problems[..2], 2),
            format!("{first} (and 1 more problem, see details)")
        );
        assert_eq!(
            invalid_query_message(&problems, 3),
            format!("{first} (and 2 more problems, see details)")
        );
        assert_eq!(
            invalid_query_message(&problems[..2], 1),
            format!("{first} (and 1 more problem; details lists the first 1)")
        );
        assert_eq!(
            invalid_query_message(&problems, 2),
            format!("{first} (and 2 more problems; details lists the first 2)")
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
