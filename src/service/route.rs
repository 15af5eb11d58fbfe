//! Where each resource lives: the one table from a path to its [`Resource`].

use super::paths::{EVENTS_ICS_PATH, EVENTS_PATH, MCP_PATH, UNITS_PATH};
use super::{changes, embed, page};

/// The representations of the events resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Representation {
    Json,
    Calendar,
}

/// Every resource the service answers, by path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Resource {
    Events(Representation),
    Changes(changes::Resource),
    Units,
    Page(page::Resource),
    Mcp,
    Embed(embed::Resource),
}

impl Resource {
    pub(super) fn at(path: &str) -> Option<Resource> {
        match path {
            EVENTS_PATH => Some(Resource::Events(Representation::Json)),
            EVENTS_ICS_PATH => Some(Resource::Events(Representation::Calendar)),
            MCP_PATH => Some(Resource::Mcp),
            UNITS_PATH => Some(Resource::Units),
            _ => changes::Resource::at(path)
                .map(Resource::Changes)
                .or_else(|| page::Resource::at(path).map(Resource::Page))
                .or_else(|| embed::Resource::at(path).map(Resource::Embed)),
        }
    }
}
