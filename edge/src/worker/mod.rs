//! The Worker's face (wasm32): the `fetch` entry over [`calendar::Service::handle`]
//! (`fetch.rs`) and the deploy's purge of Workers Cache (`purge.rs`, also compiled natively so
//! that its decisions are tested with a mock of the cache).

#[cfg(target_arch = "wasm32")]
mod fetch;
mod purge;
