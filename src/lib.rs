//! The pure core of the Arknights: Endfield calendar API.
//!
//! It holds the whole contract of `/api/v1/events`: the wire format ([`v1`]), the dataset
//! ([`Dataset`]), query validation ([`Query`]), the time rules ([`timeline`]), the rate limiter
//! ([`RateLimiter`]), the request function ([`Service::handle`]), the iCalendar feed ([`ics`]) and
//! the entity tags of conditional requests ([`etag`]). It does no I/O and never
//! reads the clock: the request time is always passed in, because `SystemTime::now()` panics on
//! wasm32 and because tests pin it.

pub mod changes;
pub mod compiled;
pub mod dataset;
pub mod echo;
pub mod etag;
pub mod ics;
pub mod limiter;
pub mod page;
pub mod query;
pub mod reminders;
pub mod service;
pub mod time;
pub mod timeline;
pub mod v1;

#[cfg(test)]
mod testing;

pub use dataset::{Dataset, DatasetError};
pub use limiter::{Decision, LimitConfig, RateLimiter};
pub use query::{Problem, ProblemCode, Query, QueryError};
pub use service::{ApiError, EVENTS_ICS_PATH, EVENTS_PATH, Request, Response, Service};
pub use timeline::Span;
