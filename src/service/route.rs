//! Where each resource lives: the paths the service answers, and the one table from a path to
//! its [`Resource`].

use super::mcp::MCP_PATH;
use super::units::UNITS_PATH;
use super::{embed, history, page};

/// The one resource of the API, as JSON.
pub const EVENTS_PATH: &str = "/api/v1/events";
/// The same resource as an iCalendar feed, with the same query parameters.
pub const EVENTS_ICS_PATH: &str = "/api/v1/events.ics";

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
    Changes(history::Resource),
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
            _ => history::Resource::at(path)
                .map(Resource::Changes)
                .or_else(|| page::Resource::at(path).map(Resource::Page))
                .or_else(|| embed::Resource::at(path).map(Resource::Embed)),
        }
    }
}
