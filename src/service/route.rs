//! Where each resource lives: the one table from a path to its [`Resource`], and each
//! resource's name in its `Cache-Tag` ([`Resource::name`]). Above the resources it names, below
//! the routing (`mod.rs`): no resource imports it.

use super::paths::{EVENTS_ICS_PATH, EVENTS_PATH, MCP_PATH, Representation, UNITS_PATH};
use super::{changes, embed, page};

/// Every resource the service answers, by path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Resource {
    Events(Representation),
    Changes(changes::Format),
    Units,
    Page(page::File),
    Mcp,
    Embed(embed::Embed),
}

impl Resource {
    pub(super) fn at(path: &str) -> Option<Resource> {
        match path {
            EVENTS_PATH => Some(Resource::Events(Representation::Json)),
            EVENTS_ICS_PATH => Some(Resource::Events(Representation::Calendar)),
            MCP_PATH => Some(Resource::Mcp),
            UNITS_PATH => Some(Resource::Units),
            _ => changes::Format::at(path)
                .map(Resource::Changes)
                .or_else(|| page::File::at(path).map(Resource::Page))
                .or_else(|| embed::Embed::at(path).map(Resource::Embed)),
        }
    }

    /// Whether `HEAD` is answered as `GET` is (its status and headers; the face's server sends
    /// no body, RFC 9110, 9.3.2): the page and its files, everything not under `/api/`, so that
    /// an uptime monitor or a link checker finds the page up. The API's paths keep the
    /// specification's `405` for `HEAD`, and `/mcp` its own methods.
    pub(super) fn answers_head(self) -> bool {
        match self {
            Resource::Page(_) | Resource::Embed(embed::Embed::Countdown) => true,
            Resource::Events(_)
            | Resource::Changes(_)
            | Resource::Units
            | Resource::Mcp
            | Resource::Embed(embed::Embed::Badge) => false,
        }
    }

    /// The `Allow` of a `405` (the resource's methods but the MCP endpoint's, which answers its
    /// own).
    pub(super) fn allow(self) -> &'static str {
        if self.answers_head() {
            "GET, HEAD, OPTIONS"
        } else {
            "GET, OPTIONS"
        }
    }

    /// The name of a resource in its `calendar-route-` tag (`cache_tag`).
    pub(super) fn name(self) -> &'static str {
        match self {
            Resource::Events(Representation::Json) => "events",
            Resource::Events(Representation::Calendar) => "events-ics",
            Resource::Changes(changes::Format::Json) => "changes",
            Resource::Changes(changes::Format::Atom) => "changes-atom",
            Resource::Units => "units",
            Resource::Page(page::File::Page) => "page",
            Resource::Page(page::File::OpenApi) => "openapi",
            Resource::Page(page::File::Style) => "page-css",
            Resource::Page(page::File::Script) => "page-js",
            Resource::Page(page::File::Icon) => "icon",
            Resource::Page(page::File::LlmsTxt) => "llms-txt",
            // Never cached (`no-store`), so never tagged; named for completeness.
            Resource::Mcp => "mcp",
            Resource::Embed(embed::Embed::Countdown) => "embed-countdown",
            Resource::Embed(embed::Embed::Badge) => "badge",
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::query::grammar::Grammar;
    use crate::service::cache_tag::{HEADER, attach, of_dataset};
    use crate::service::http::{CACHE_CONTROL_OK, Response};

    /// The grammar each resource reads its query with, if it reads one.
    fn grammar(resource: Resource) -> Option<Grammar> {
        match resource {
            Resource::Events(Representation::Json) => Some(Grammar::Events),
            Resource::Events(Representation::Calendar) => Some(Grammar::Feed),
            Resource::Changes(_) => Some(Grammar::Changes),
            Resource::Units => Some(Grammar::Units),
            Resource::Embed(embed::Embed::Countdown) => Some(Grammar::Card),
            Resource::Embed(embed::Embed::Badge) => Some(Grammar::Events),
            Resource::Page(page::File::Page) => Some(Grammar::Page),
            Resource::Page(_) | Resource::Mcp => None,
        }
    }

    /// Every path of `openapi.json` (but the subscriptions' and the chat endpoints', which the
    /// faces answer before the router) is a resource of the router, and its query parameters are
    /// its grammar's in the table, in the table's order (the page's in its own order). Every grammar is some path's.
    #[test]
    fn openapi_lists_each_paths_parameters_as_the_table() {
        let openapi: Value = serde_json::from_str(include_str!("../../openapi.json")).unwrap();
        let components = &openapi["components"]["parameters"];
        let mut seen = Vec::new();
        for (path, item) in openapi["paths"].as_object().unwrap() {
            // calendar-serve's own paths (`--subscriptions`), answered before the router.
            if path.starts_with(crate::service::paths::SUBSCRIPTIONS_PATH)
                || path == crate::service::paths::NOTIFIED_PATH
                || crate::chat::respond::platform_of(path).is_some()
            {
                continue;
            }
            let resource = Resource::at(path).unwrap_or_else(|| panic!("{path} is no route"));
            for (method, operation) in item.as_object().unwrap() {
                let documented: Vec<&str> = operation["parameters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|p| match p["$ref"].as_str() {
                        Some(name) => &components[name.rsplit('/').next().unwrap()],
                        None => p,
                    })
                    .filter(|p| p["in"] == "query")
                    .map(|p| p["name"].as_str().unwrap())
                    .collect();
                let at = format!("{method} {path}");
                match grammar(resource).filter(|_| method == "get") {
                    Some(Grammar::Page) => {
                        // The page documents what it reads in its own order.
                        let mut documented = documented.clone();
                        let mut read = Grammar::Page.parameters().to_vec();
                        documented.sort_unstable();
                        read.sort_unstable();
                        assert_eq!(documented, read, "{at}");
                        seen.push(Grammar::Page);
                    }
                    Some(grammar) => {
                        assert_eq!(documented, grammar.parameters(), "{at}");
                        seen.push(grammar);
                    }
                    None => assert_eq!(documented, Vec::<&str>::new(), "{at}"),
                }
            }
        }
        for grammar in Grammar::ALL {
            assert!(
                seen.contains(&grammar),
                "no path of openapi.json reads {grammar:?}"
            );
        }
    }

    #[test]
    fn tags_are_printable_ascii_without_spaces_and_lower_case() {
        let dataset = crate::testing::dataset();
        let all = [
            Resource::Events(Representation::Json),
            Resource::Events(Representation::Calendar),
            Resource::Changes(changes::Format::Json),
            Resource::Changes(changes::Format::Atom),
            Resource::Units,
            Resource::Page(page::File::Page),
            Resource::Page(page::File::OpenApi),
            Resource::Page(page::File::Style),
            Resource::Page(page::File::Script),
            Resource::Page(page::File::Icon),
            Resource::Page(page::File::LlmsTxt),
            Resource::Mcp,
            Resource::Embed(embed::Embed::Countdown),
            Resource::Embed(embed::Embed::Badge),
        ];
        let mut routes = std::collections::BTreeSet::new();
        for resource in all {
            let mut response = Response::new(200, &[("Cache-Control", CACHE_CONTROL_OK)], vec![]);
            attach(&mut response, &of_dataset(&dataset), resource.name());
            let tags = response.header(HEADER).unwrap();
            for tag in tags.split(',') {
                assert!(!tag.is_empty() && tag.len() <= 1024, "{tag}");
                assert!(
                    tag.bytes()
                        .all(|b| b.is_ascii_graphic() && !b.is_ascii_uppercase())
                );
            }
            assert_eq!(tags.split(',').count(), 3, "{tags}");
            assert!(
                routes.insert(resource.name()),
                "two resources share a route tag"
            );
        }
    }
}
