//! The paths of the API's own resources and the events' two representations, a leaf:
//! `route.rs` maps them to resources, and the resources, the tags, the page and the errors
//! name them from here.

/// The one resource of the API, as JSON.
pub const EVENTS_PATH: &str = "/api/v1/events";
/// The same resource as an iCalendar feed, with the same query parameters.
pub const EVENTS_ICS_PATH: &str = "/api/v1/events.ics";
/// The rate-up units and their runs.
pub const UNITS_PATH: &str = "/api/v1/units";
/// The Model Context Protocol endpoint.
pub const MCP_PATH: &str = "/mcp";
/// The public subscriptions' collection (`notify::subscription`); one subscription is
/// `{SUBSCRIPTIONS_PATH}/{id}`.
pub(crate) const SUBSCRIPTIONS_PATH: &str = "/api/v1/subscriptions";
/// Where the page's "Get notified" form is POSTed.
pub const NOTIFIED_PATH: &str = "/notified";

/// The representations of the events resource: JSON at [`EVENTS_PATH`], iCalendar at
/// [`EVENTS_ICS_PATH`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Representation {
    Json,
    Calendar,
}
