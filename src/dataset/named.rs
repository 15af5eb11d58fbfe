//! `named` in any asked locale, on a view cached per names' pair ([`Locale::pair`]): a view's
//! fragments carry `named` in its pair's locale; a request in another locale has each
//! fragment's `named` patched as it is written, from the typed item ([`crate::names`]), so
//! that no view is built per locale and the pair's path writes its fragments as they are.

use std::borrow::Cow;

use super::fragments::{self, Patch};
use super::{Dataset, Entry};
use crate::lang::Locale;
use crate::v1::Status;

/// Whether the fragments of a view for `lang` (its pair's) carry `named` in `lang` already.
fn as_rendered(lang: Locale) -> bool {
    lang == lang.pair()
}

/// A fragment with its `named` moved from `patch`'s old to its new.
fn patched<'a>(text: &'a str, patch: &Patch<'_>) -> Cow<'a, str> {
    match patch {
        Patch::Named { old, new } if old != new => Cow::Owned(text.replacen(old, new, 1)),
        _ => Cow::Borrowed(text),
    }
}

impl Dataset {
    /// Writes the event at `index` (of [`Dataset::entries`] and [`Dataset::events`]) with
    /// `status`, its `named` in `lang`.
    pub(crate) fn write_event_in(
        &self,
        out: &mut Vec<u8>,
        index: usize,
        entry: &Entry,
        status: Status,
        lang: Locale,
    ) {
        // The pair's path never reads the typed document (a baked dataset's is read lazily).
        let event = match as_rendered(lang) {
            true => None,
            false => self.events().get(index),
        };
        let Some(event) = event else {
            return fragments::write_event(out, entry, status);
        };
        let patch = Patch::named_event(
            &fragments::event_named(event),
            &crate::names::event_named(event, lang),
        );
        out.extend_from_slice(patched(&entry.head, &patch).as_bytes());
        out.extend_from_slice(status.as_str().as_bytes());
        out.extend_from_slice(patched(&entry.tail, &patch).as_bytes());
    }

    /// The JSON of the version at `index` (of [`Dataset::version_entries`] and
    /// [`Dataset::versions`]), its `named` in `lang`.
    pub(crate) fn version_json_in(&self, index: usize, lang: Locale) -> Option<Cow<'_, str>> {
        let json = &self.version_entries().get(index)?.json;
        let version = match as_rendered(lang) {
            true => None,
            false => self.versions().get(index),
        };
        let Some(version) = version else {
            return Some(Cow::Borrowed(json));
        };
        let patch = Patch::named_version(
            &fragments::version_named(version),
            &crate::names::version_named(version, lang),
        );
        Some(patched(json, &patch))
    }
}
