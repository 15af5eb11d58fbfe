//! What more than one face of this crate uses: [`sealed`], the secrets of public subscriptions,
//! for `calendar-serve --subscriptions` (`src/native/`) and the notifier Worker (`notifier/`),
//! compiled for both targets.

pub mod sealed;
