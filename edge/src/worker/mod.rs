//! The Workers' face (wasm32): [`answer`], a request and a response as both Workers (this
//! crate's API Worker and the notifier) read and write them; the API Worker's `fetch` entry
//! over [`calendar::Service::handle`] (`fetch.rs`, feature `api-worker`) and the deploy's purge
//! of Workers Cache (`purge.rs`, also compiled natively so that its decisions are tested with a
//! mock of the cache); the files it reads from its static assets (`assets.rs`, its check
//! compiled natively too).

#[cfg(target_arch = "wasm32")]
pub mod answer;
#[cfg(any(feature = "api-worker", test))]
mod assets;
#[cfg(all(target_arch = "wasm32", feature = "api-worker"))]
mod fetch;
#[cfg(any(feature = "api-worker", test))]
mod purge;
