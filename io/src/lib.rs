//! The native I/O that both the generator and `calendar-serve` perform, in one home that
//! neither of them owns (so the server does not link the generator):
//!
//! - [`publish`]: files written all at once or not at all, under a directory's lock (the
//!   generator's every output; `calendar-serve --notify`'s reminder ledger).
//! - [`send`]: one message posted to one target, the only I/O the library's delivery core
//!   (`calendar::notify::delivery`) asks for (`calendar-generator notify`,
//!   `calendar-serve --notify` and `--subscriptions`).
//!
//! It imports only the library; the Workers never build it.

pub mod publish;
pub mod send;
