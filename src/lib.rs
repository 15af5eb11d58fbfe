//! The pure core of the Arknights: Endfield calendar API.
//!
//! It holds the whole contract of the API: the wire format ([`v1`]), the dataset ([`Dataset`]),
//! the history of schedule changes ([`changes`]), the rate limit ([`LimitConfig`]) and the
//! request function ([`Service::handle`]), which answers the JSON, the iCalendar feed, the
//! changes feeds, the page and the MCP endpoint. It does no I/O and never reads the clock: the request time is
//! always passed in, because `SystemTime::now()` panics on wasm32 and because tests pin it.
//!
//! The modules, each a directory or file under `src/`, depend on each other in one direction
//! (`tests/imports.rs`): `hash`, `lang` → `files` (what a build may leave out) → `catalog`
//! (every word a person reads, `locales/<tag>.ftl`), `lead`, `time` → `v1` → `names` → `timeline`, `server` → `units` →
//! `certainty` → `dataset` → `query` → `changes` → `service` → `notify` → `chat`; `limiter`, `dist` and
//! `sort` stand alone. Only `v1`, `time`, `lang`, `files`, `catalog`, `names`, `certainty`, `dist`,
//! `changes`, `notify` and `chat` are public namespaces; everything else public is re-exported here.

#![warn(unreachable_pub)]

pub mod catalog;
pub mod certainty;
pub mod changes;
pub mod chat;
mod dataset;
pub mod dist;
pub mod files;
mod hash;
pub mod lang;
mod lead;
mod limiter;
pub mod names;
pub mod notify;
mod query;
mod server;
mod service;
mod sort;
pub mod time;
mod timeline;
pub mod units;
pub mod v1;

#[cfg(test)]
mod testing;

pub use dataset::{
    Dataset, DatasetError, is_event_id, is_hex_colour, is_https_url, is_version_number,
};
pub use limiter::{LimitConfig, MAX_TRACKED_CLIENTS, client_ip, client_key};
pub use query::{Problem, ProblemCode, QueryError};
pub use server::Server;
pub use service::{
    ApiError, Body, CACHE_CONTROL_OK, CDN_CACHE_CONTROL, EVENTS_ICS_PATH, EVENTS_PATH, Head,
    MAX_ALLOWED_HEADERS, MAX_ERROR_BODY, MAX_LISTED_PROBLEMS, MAX_REQUEST_BODY, MCP_PATH,
    MCP_VERSIONS, Made, NOTIFIED_PATH, NOTIFY_FORM_VAR, NotifiedForm, PUBLIC_ORIGIN_VAR, Request,
    Response, Service, UNITS_PATH, is_dataset_tag, notified_answer, read_form,
};
pub use timeline::Span;

/// What `edge/build.rs` calls and the code it writes names: a dataset baked into statics.
#[doc(hidden)]
pub mod __baked {
    pub use crate::changes::baked::{
        BakedChange, BakedHistory, BakedState, write_rust as write_history_rust,
    };
    pub use crate::dataset::baked::typed::{
        BakedEndRule, BakedName, BakedNames, BakedSource, BakedTypedEvent, BakedTypedVersion,
    };
    pub use crate::dataset::baked::{Baked, BakedEvent, BakedVersion, write_rust};
}
