//! The one table of query parameters: every parameter of every path, a row each, with the
//! grammars that take it. Each grammar's list (in the table's order, the order its problems are
//! reported) is derived from the table at compile time, and the unknown-parameter messages
//! from those lists; tests in `service` hold `openapi.json`'s parameters (`route.rs`) and the
//! MCP tools' input schemas (`mcp/tools.rs`) against it. Adding a parameter is a row here and its parser.

/// A query grammar: what one kind of path reads from its query.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grammar {
    /// `/api/v1/events`, and the badge.
    Events,
    /// `/api/v1/events.ics`: the events' filters and the reminders.
    Feed,
    /// `/api/v1/changes` and its Atom feed.
    Changes,
    /// `/api/v1/units`.
    Units,
    /// The countdown card: the events' filters and its own.
    Card,
    /// The page at `/`, read leniently: nothing there is a problem.
    Page,
}

impl Grammar {
    #[cfg(test)]
    pub(crate) const ALL: [Grammar; 6] = [
        Grammar::Events,
        Grammar::Feed,
        Grammar::Changes,
        Grammar::Units,
        Grammar::Card,
        Grammar::Page,
    ];

    const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The parameters it takes, in the table's order.
    #[cfg(test)]
    pub(crate) fn parameters(self) -> Vec<&'static str> {
        TABLE
            .iter()
            .filter(|p| p.grammars & self.bit() != 0)
            .map(|p| p.name)
            .collect()
    }
}

/// A row of the table: a parameter and the grammars that take it.
#[derive(Debug)]
pub(crate) struct Parameter {
    pub(crate) name: &'static str,
    grammars: u8,
}

const fn row(name: &'static str, grammars: &[Grammar]) -> Parameter {
    let mut bits = 0;
    let mut rest = grammars;
    while let [grammar, tail @ ..] = rest {
        bits |= grammar.bit();
        rest = tail;
    }
    Parameter {
        name,
        grammars: bits,
    }
}

use Grammar::{Card, Changes, Events, Feed, Page, Units};

use crate::catalog::{Said, said};

/// Every parameter, in the order each grammar reports its problems.
pub(crate) const TABLE: [Parameter; 15] = [
    row("since", &[Changes]),
    row("version", &[Events, Feed, Card, Page]),
    row("category", &[Events, Feed, Changes, Card, Page]),
    row("status", &[Events, Feed, Card, Page]),
    row("from", &[Events, Feed, Card]),
    row("to", &[Events, Feed, Card]),
    row("featured", &[Events, Feed, Card]),
    row("kind", &[Units]),
    row("name", &[Units]),
    row("server", &[Events, Feed, Changes, Units, Card, Page]),
    row("lang", &[Events, Feed, Changes, Units, Card, Page]),
    row("alarm", &[Feed, Page]),
    row("ending", &[Feed, Page]),
    row("limit", &[Card]),
    row("theme", &[Card]),
];

/// A grammar's parameters as an array of `N` (a parser destructures it); a table that gives the
/// grammar another number does not compile.
#[expect(
    clippy::indexing_slicing,
    reason = "evaluated at compile time: an index out of range fails the build"
)]
const fn names<const N: usize>(grammar: Grammar) -> [&'static str; N] {
    let mut names = [""; N];
    let mut n = 0;
    let mut rest: &[Parameter] = &TABLE;
    while let [parameter, tail @ ..] = rest {
        if parameter.grammars & grammar.bit() != 0 {
            assert!(n < N, "the grammar has more parameters in the table");
            names[n] = parameter.name;
            n += 1;
        }
        rest = tail;
    }
    assert!(n == N, "the grammar has fewer parameters in the table");
    names
}

/// The events' filters (`/api/v1/events`, the badge).
pub(crate) const EVENTS: [&str; 8] = names(Grammar::Events);
/// The feed's: the filters, then the reminders.
pub(crate) const FEED: [&str; 10] = names(Grammar::Feed);
/// The changes resources'.
pub(crate) const CHANGES: [&str; 4] = names(Grammar::Changes);
/// The units'.
pub(crate) const UNITS: [&str; 4] = names(Grammar::Units);
/// The card's: the filters, then its own.
pub(crate) const CARD: [&str; 10] = names(Grammar::Card);
/// What the page reads.
pub(crate) const PAGE: [&str; 7] = names(Grammar::Page);

/// The message of an unknown parameter on `path`, which takes `parameters`.
pub(crate) fn unknown_on(path: &str, parameters: &[&str]) -> Said {
    said(
        "problem-unknown-on",
        &[
            ("path", path.into()),
            ("parameters", parameters.join(", ").into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_list_is_its_grammars_rows() {
        for (grammar, list) in [
            (Grammar::Events, &EVENTS[..]),
            (Grammar::Feed, &FEED),
            (Grammar::Changes, &CHANGES),
            (Grammar::Units, &UNITS),
            (Grammar::Card, &CARD),
            (Grammar::Page, &PAGE),
        ] {
            assert_eq!(grammar.parameters(), list, "{grammar:?}");
        }
        // The feed and the card add theirs after the events' filters.
        assert_eq!(FEED[..EVENTS.len()], EVENTS);
        assert_eq!(CARD[..EVENTS.len()], EVENTS);
        let mut names: Vec<&str> = TABLE.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), TABLE.len(), "a parameter has one row");
        assert!(TABLE.iter().all(|p| p.grammars != 0));
    }
}
