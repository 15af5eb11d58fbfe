//! The native face, `calendar-serve`: what only `calendar-serve` needs besides its command line (`main.rs`): the request adapter
//! over [`calendar::Service::handle`] and its log line, client keys behind a proxy, per-connection deadlines, the envelope for heads hyper
//! refuses, the accept loop with its
//! connection cap and back-off, one loop per core on a runtime of its own, the connection caps per client, the non-blocking request log, the reload of
//! `--dataset` (on SIGHUP or a change), the kept bodies sent from files without a name (`sendfile.rs`) and shutdown on a signal; `calendar-serve --notify`'s
//! ticker of reminders with its ledger's file (`notify/`); `subscriptions/`: the public
//! subscriptions of `--subscriptions` (their endpoints, encrypted store, public-only client and
//! ticker); `chat/`: the chat commands' endpoints (`/chat/…`), and `register.rs` their
//! registration (`--register-chat`).

pub mod adapter;
pub mod chat;
pub mod client_key;
pub mod conn;
pub mod cores;
pub mod head_errors;
pub mod log;
pub mod notify;
pub mod per_client;
pub mod register;
pub mod reload;
pub mod sendfile;
pub mod signal;
pub mod subscriptions;
