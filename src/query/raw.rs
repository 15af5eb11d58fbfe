//! The raw query string: split on `&`, form-decoded, each known parameter's value by name.
//! What the values mean is the business of [`super::Query`].

use super::grammar::{EVENTS, FEED, unknown_on};
use super::problem::{Problem, ProblemCode};
use crate::catalog::{Said, said};

/// The raw values of the events' parameters, as given.
#[derive(Debug)]
pub(super) struct RawQuery {
    pub(super) version: Option<String>,
    pub(super) category: Option<String>,
    pub(super) status: Option<String>,
    pub(super) from: Option<String>,
    pub(super) to: Option<String>,
    pub(super) featured: Option<String>,
    pub(super) server: Option<String>,
    pub(super) lang: Option<String>,
    /// The feed only.
    pub(super) alarm: Option<String>,
    /// The feed only.
    pub(super) ending: Option<String>,
}

/// Which resource a query is read for: which parameters it takes beside the filters, and so
/// what an unknown parameter's problem lists.
#[derive(Debug, Clone, Copy)]
pub(super) enum Accepts<'a> {
    /// `/api/v1/events` (`feed == false`, the filters) or its feed (also `alarm` and `ending`).
    Events { feed: bool },
    /// `path`: the filters, and its `own` parameters, which its caller reads.
    Path { path: &'a str, own: &'a [&'a str] },
}

impl RawQuery {
    /// Reads the filters, and on the feed `alarm` and `ending`; every other name is a problem,
    /// whose message lists what `accepts` takes.
    pub(super) fn read(raw: &str, accepts: Accepts<'_>, problems: &mut Vec<Problem>) -> RawQuery {
        let accepted = match accepts {
            Accepts::Events { feed: true } => FEED.len(),
            Accepts::Events { feed: false } | Accepts::Path { .. } => EVENTS.len(),
        };
        // One message on both paths, so that a feed's errors read as the JSON's.
        let unknown = || match accepts {
            Accepts::Events { .. } => {
                let events = EVENTS.join(", ");
                let feed = FEED.get(EVENTS.len()..).unwrap_or_default().join(", ");
                said(
                    "problem-unknown-events",
                    &[("events", events.into()), ("feed", feed.into())],
                )
            }
            Accepts::Path { path, own } => {
                let names: Vec<&str> = EVENTS.iter().chain(own).copied().collect();
                unknown_on(path, &names)
            }
        };
        let [
            version,
            category,
            status,
            from,
            to,
            featured,
            server,
            lang,
            alarm,
            ending,
        ] = split(raw, FEED, accepted, &unknown, problems);
        RawQuery {
            version,
            category,
            status,
            from,
            to,
            featured,
            server,
            lang,
            alarm,
            ending,
        }
    }
}

/// Splits and decodes a query string; returns each parameter's value in `known`'s order,
/// recording unknown (with the message `unknown` writes, only when one is), repeated, empty and
/// undecodable ones. Only
/// the first `accepted` names of `known` are taken; a later one is unknown (and `None`).
pub(crate) fn split<const N: usize>(
    raw: &str,
    known: [&str; N],
    accepted: usize,
    unknown: &dyn Fn() -> Said,
    problems: &mut Vec<Problem>,
) -> [Option<String>; N] {
    let mut values: [Option<String>; N] = [const { None }; N];
    let mut seen = [0u8; N];
    split_into(
        raw,
        &known,
        accepted,
        unknown,
        problems,
        &mut values,
        &mut seen,
    );
    values
}

/// [`split`]'s work on slices, one copy in the binary whatever the number of names: `values`
/// and `seen` (how often each was given) as long as `known`.
fn split_into(
    raw: &str,
    known: &[&str],
    accepted: usize,
    unknown: &dyn Fn() -> Said,
    problems: &mut Vec<Problem>,
    values: &mut [Option<String>],
    seen: &mut [u8],
) {
    for pair in pairs(raw) {
        let (name, value) = match pair {
            Ok(pair) => pair,
            Err(segment) => {
                let raw_name = segment.split_once('=').map_or(segment, |(name, _)| name);
                problems.push(Problem {
                    parameter: form_decode(raw_name).unwrap_or_else(|| raw_name.into()),
                    code: ProblemCode::InvalidEncoding,
                    message: said("problem-encoding", &[]),
                    value: Some(segment.into()),
                });
                continue;
            }
        };
        let Some(slot) = known.iter().take(accepted).position(|p| *p == name) else {
            problems.push(Problem {
                message: unknown(),
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
                message: said("problem-duplicate", &[]),
                value: Some(value),
            });
            *stored = None;
        } else if *count == 1 {
            if value.is_empty() {
                problems.push(Problem {
                    parameter: name,
                    code: ProblemCode::EmptyParameter,
                    message: said("problem-empty", &[]),
                    value: Some(value),
                });
            } else {
                *stored = Some(value);
            }
        }
    }
}

/// Takes `names`' pairs out of a query string, for a resource that adds parameters of its own to
/// a query it hands on: their values read by [`split`]'s rules (decoded; a repeated, empty or
/// undecodable one a problem), and every other segment as it came, for the parser that reads
/// the rest.
pub(crate) fn split_off<const N: usize>(
    raw: &str,
    names: [&str; N],
    problems: &mut Vec<Problem>,
) -> ([Option<String>; N], String) {
    let (mut taken, mut rest) = (Vec::new(), Vec::new());
    for segment in segments(raw) {
        let raw_name = segment.split_once('=').map_or(segment, |(name, _)| name);
        if form_decode(raw_name).is_some_and(|name| names.contains(&name.as_str())) {
            taken.push(segment);
        } else {
            rest.push(segment);
        }
    }
    // Only `names` were taken: none is unknown, and this message is never told.
    let values = split(
        &taken.join("&"),
        names,
        N,
        &|| unknown_on("", &names),
        problems,
    );
    let rest = rest.join("&");
    // A segment `?name=…` was not at the query's start: keep it so for the parser, which takes
    // a leading `?` as the query's own.
    let rest = if rest.starts_with('?') {
        format!("&{rest}")
    } else {
        rest
    };
    (values, rest)
}

/// [`split`] for a page for people, who may arrive with tracking parameters: nothing is a
/// problem. Each of `known`'s parameters gets all its decoded values, in order (the page takes
/// the first it knows, or every one); an unknown name, an undecodable pair and an empty value are
/// passed over.
pub(crate) fn split_lenient<const N: usize>(raw: &str, known: [&str; N]) -> [Vec<String>; N] {
    let mut values: [Vec<String>; N] = [const { Vec::new() }; N];
    lenient_into(raw, &known, &mut values);
    values
}

/// [`split_lenient`]'s work on slices, one copy whatever the number of names.
fn lenient_into(raw: &str, known: &[&str], values: &mut [Vec<String>]) {
    for (name, value) in pairs(raw).filter_map(Result::ok) {
        if let Some(slot) = known
            .iter()
            .position(|p| *p == name)
            .and_then(|slot| values.get_mut(slot))
            && !value.is_empty()
        {
            slot.push(value);
        }
    }
}

/// The `name=value` segments of a query string, a leading `?` left out, empty ones skipped.
fn segments(raw: &str) -> impl Iterator<Item = &str> {
    let raw = raw.strip_prefix('?').unwrap_or(raw);
    raw.split('&').filter(|s| !s.is_empty())
}

/// The parameters of a query string (a leading `?` allowed), each name and value form-decoded,
/// in order; `Err` with the segment for one that does not decode. Empty segments (`a=1&&b=2`, a
/// trailing `&`) carry no parameter at all.
fn pairs(raw: &str) -> impl Iterator<Item = Result<(String, String), &str>> {
    segments(raw).map(|segment| {
        let (raw_name, raw_value) = segment.split_once('=').unwrap_or((segment, ""));
        match (form_decode(raw_name), form_decode(raw_value)) {
            (Some(name), Some(value)) => Ok((name, value)),
            _ => Err(segment),
        }
    })
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

/// An unencoded `+` in a query string decodes as a space; put it back where an offset's sign
/// belongs (`…12:00:00 08:00` → `…12:00:00+08:00`).
pub(super) fn restore_plus(value: &str) -> std::borrow::Cow<'_, str> {
    if let Some((time, offset)) = value.rsplit_once(' ')
        && time.len() > 10
        && offset.len() == 5
        && offset.as_bytes().get(2) == Some(&b':')
    {
        return format!("{time}+{offset}").into();
    }
    value.into()
}
