//! The HTTP faces of the calendar API, one folder each: the Cloudflare Worker (`src/worker/`,
//! wasm32 only) and the native server `calendar-serve` (`src/main.rs` and `src/native/`), and
//! what more than one face uses (`src/shared/`). Both are thin adapters over
//! [`calendar::Service::handle`]; nothing here decides anything about the API itself.
//!
//! The Worker's entry is behind the default feature `api-worker`: the notifier Worker
//! (`notifier/`, the Cron Trigger's reminders) depends on this crate without it, for the dataset
//! baked here ([`BAKED_DATASET`]), the test clock ([`CLOCK_VAR`]), the Workers' answer and the
//! sealing of subscriptions, and exports no `fetch`.

/// The dataset embedded at build time: `dist/events.json`, or the file `CALENDAR_DATASET` names.
pub const EMBEDDED_DATASET: &str = include_str!(env!("CALENDAR_DATASET_FILE"));

/// The history of schedule changes embedded at build time (validated by `build.rs`): `changes.json` beside the dataset, the file `CALENDAR_CHANGES` names, or an empty one.
pub const EMBEDDED_CHANGES: &str = include_str!(env!("CALENDAR_CHANGES_FILE"));

/// The embedded dataset baked by `build.rs` into the fragments and indexes the API serves, so
/// that the Worker starts without parsing JSON. Native builds have it too, for the test that
/// checks it answers byte for byte like [`EMBEDDED_DATASET`] loaded (`tests/baked.rs`).
#[doc(hidden)]
pub static BAKED_DATASET: calendar::__baked::Baked =
    include!(concat!(env!("OUT_DIR"), "/baked_dataset.rs"));

/// The embedded history baked by `build.rs` ([`EMBEDDED_CHANGES`] as statics), so that the
/// Worker links no reader of the history's JSON (`tests/baked.rs` checks it answers like the
/// loaded one).
#[doc(hidden)]
pub static BAKED_CHANGES: calendar::__baked::BakedHistory =
    include!(concat!(env!("OUT_DIR"), "/baked_changes.rs"));

/// For tests only (set by `tools/serve_worker.py --now`, never in a wrangler config):
/// milliseconds the Worker adds to its clock, so that a test can pin the moment the page, the
/// API and the notifier's Cron Trigger see.
pub const CLOCK_VAR: &str = "CALENDAR_TEST_CLOCK_OFFSET_MS";

pub mod shared;
#[cfg(any(target_arch = "wasm32", test))]
pub mod worker;
