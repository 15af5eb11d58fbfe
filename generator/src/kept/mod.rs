//! The kept copies of the sources, beside the dataset in the output directory: what a run
//! without the source merges instead, so that the next run, `--offline` and a fresh clone
//! rebuild the same dataset. `upstream.rs`: the last good answer of the upstream's version
//! calendar (`upstream.json`); `bulletin.rs`: the notices that gave facts (`bulletin.json`).

pub mod bulletin;
pub mod upstream;

pub use bulletin::{BulletinFile, KeptBulletinError};
pub use upstream::{KeptUpstream, KeptUpstreamError};
