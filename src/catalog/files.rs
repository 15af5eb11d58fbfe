//! The one home of which file holds each locale's words (`locales/<tag>.ftl`, the tags of
//! [`Locale::tag`]) and of how a file reaches the catalog: in the binary, or handed in by a face
//! that read it ([`provide`]), checked against the [`Fingerprint`] its build took.
//!
//! The pair the API speaks by default, Chinese and English ([`IN_EVERY_BUILD`]), is always in
//! the binary; the other twelve are too with the feature `all-locales` (on by default: the
//! library's tests, the generator, `calendar-serve` and the notifier Worker). The API Worker
//! builds without it and hands a file in the first time an isolate is asked for its locale
//! (edge/src/worker/locales.rs, from its static assets; docs/deploy.md): its binary carries
//! only the two files it speaks most.

use std::sync::OnceLock;

use crate::hash::Hasher;
use crate::lang::Locale;

/// The locales whose files are in every build.
pub const IN_EVERY_BUILD: [Locale; 2] = [Locale::ZhCn, Locale::En];

/// The file of `locale` when the build holds it.
fn embedded(locale: Locale) -> Option<&'static str> {
    // Every arm is taken with `all-locales`.
    #[allow(unreachable_patterns)]
    match locale {
        Locale::ZhCn => Some(include_str!("../../locales/zh.ftl")),
        Locale::En => Some(include_str!("../../locales/en.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::ZhTw => Some(include_str!("../../locales/zh-TW.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Ja => Some(include_str!("../../locales/ja.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Ko => Some(include_str!("../../locales/ko.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::De => Some(include_str!("../../locales/de.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Fr => Some(include_str!("../../locales/fr.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Es => Some(include_str!("../../locales/es.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::PtBr => Some(include_str!("../../locales/pt-BR.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Ru => Some(include_str!("../../locales/ru.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::It => Some(include_str!("../../locales/it.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Id => Some(include_str!("../../locales/id.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Th => Some(include_str!("../../locales/th.ftl")),
        #[cfg(feature = "all-locales")]
        Locale::Vi => Some(include_str!("../../locales/vi.ftl")),
        _ => None,
    }
}

/// The file name of `locale`'s words, under `locales/` (and under the API Worker's assets).
pub fn file_name(locale: Locale) -> String {
    format!("{}.ftl", locale.tag())
}

/// The files handed in by [`provide`], one cell per locale of [`Locale::ALL`].
static PROVIDED: [OnceLock<&'static str>; 14] = [const { OnceLock::new() }; 14];

fn index(locale: Locale) -> usize {
    Locale::ALL.iter().position(|l| *l == locale).unwrap_or(0)
}

/// The file of `locale`, if the catalog has it: in the binary or handed in.
pub(super) fn source(locale: Locale) -> Option<&'static str> {
    embedded(locale).or_else(|| PROVIDED.get(index(locale))?.get().copied())
}

/// Whether the catalog tells `locale` in its own words (its file in the binary or handed in);
/// a locale it has not is told in English, its messages' fallback.
pub fn has(locale: Locale) -> bool {
    source(locale).is_some()
}

/// What a build knows of a file it does not hold: its length in bytes and the crate's stable
/// hash of its bytes (`hash.rs`: the same on every target, so a build script's fingerprint
/// holds in the Worker). It tells a file from another build's or a truncated one; it is not a
/// signature (the files come from the deploy itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fingerprint {
    pub len: usize,
    pub hash: u64,
}

impl Fingerprint {
    pub fn of(text: &str) -> Fingerprint {
        let mut hasher = Hasher::new();
        hasher.bytes(text.as_bytes());
        Fingerprint {
            len: text.len(),
            hash: hasher.finish(),
        }
    }
}

/// Why [`provide`] refused a file: it is not the one the build took the fingerprint of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mismatch {
    pub expected: Fingerprint,
    pub found: Fingerprint,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (e, g) = (self.expected, self.found);
        // Lengths in bytes and hashes: `found 1234B:…, expected 1240B:…`.
        write!(
            f,
            "found {}B:{:016x}, expected {}B:{:016x}",
            g.len, g.hash, e.len, e.hash
        )
    }
}

/// Hands the catalog `locale`'s file, read by a face, when it is the file `expected` is the
/// fingerprint of; from then on the locale is told in its words for the process's (the
/// isolate's) life. A locale the catalog already has keeps its file (`Ok`); a file that does
/// not match is refused and the locale stays told in English.
pub fn provide(locale: Locale, text: &'static str, expected: Fingerprint) -> Result<(), Mismatch> {
    let found = Fingerprint::of(text);
    if found != expected {
        return Err(Mismatch { expected, found });
    }
    if embedded(locale).is_none()
        && let Some(cell) = PROVIDED.get(index(locale))
    {
        let _ = cell.set(text);
    }
    Ok(())
}
