//! The files a build may leave out of its binary, which a face then hands in: the words of the
//! twelve locales beyond Chinese and English (`locales/<tag>.ftl`, the tags of [`Locale::tag`],
//! the catalog's) and `openapi.json` (served at `/openapi.json`). [`File`] is the one list of
//! them and of their paths; each reaches the library in the binary, or handed in by a face that
//! read it ([`provide`]), checked against the [`Fingerprint`] its build took.
//!
//! Chinese and English, the pair the API speaks by default, are always in the binary
//! ([`IN_EVERY_BUILD`]); the rest are too with the feature `all-files` (on by default: the
//! library's tests, the generator, `calendar-serve` and the notifier Worker). The API Worker
//! builds without it and hands a file in the first time an isolate answers a request that
//! needs it (`Request::files`; edge/src/worker/assets.rs, from its static assets;
//! docs/deploy.md), which keeps its binary small. Until then the catalog tells a locale in
//! English, its fallback for a message it lacks, and `/openapi.json` is a `500`.
//!
//! A leaf: it depends on `hash` and `lang` only.

use std::sync::OnceLock;

use crate::hash::Hasher;
use crate::lang::Locale;

/// A file a build may leave out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum File {
    /// A locale's words, `locales/<tag>.ftl`.
    Locale(Locale),
    /// The OpenAPI document, `openapi.json`.
    OpenApi,
}

impl File {
    /// Every file, the locales in [`Locale::ALL`]'s order, then `openapi.json`.
    // Evaluated at compile time: an index out of range fails the build, never a request.
    #[allow(clippy::indexing_slicing)]
    pub const ALL: [File; 15] = {
        let mut all = [File::OpenApi; 15];
        let mut i = 0;
        while i < Locale::ALL.len() {
            all[i] = File::Locale(Locale::ALL[i]);
            i += 1;
        }
        all
    };

    /// Its path from the repository's root, which is also its path among the API Worker's
    /// static assets.
    pub fn path(self) -> String {
        match self {
            File::Locale(locale) => format!("locales/{}.ftl", locale.tag()),
            File::OpenApi => "openapi.json".to_string(),
        }
    }

    fn index(self) -> usize {
        File::ALL.iter().position(|f| *f == self).unwrap_or(0)
    }
}

/// The files in every build.
pub const IN_EVERY_BUILD: [File; 2] = [File::Locale(Locale::ZhCn), File::Locale(Locale::En)];

/// The text of `file` when the build holds it.
fn embedded(file: File) -> Option<&'static str> {
    match file {
        File::Locale(locale) => embedded_locale(locale),
        File::OpenApi => embedded_openapi(),
    }
}

/// The OpenAPI document when the build holds it; apart from the locales' files, so that a
/// build that never serves it (the notifier Worker) does not link it.
fn embedded_openapi() -> Option<&'static str> {
    #[cfg(feature = "all-files")]
    return Some(include_str!("../openapi.json"));
    #[cfg(not(feature = "all-files"))]
    return None;
}

/// The words of `locales/<tag>.ftl` as the binary holds them: without its comment lines, which
/// `build.rs` leaves out (the catalog's reader skips them).
macro_rules! words {
    ($tag:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/locales/", $tag, ".ftl"))
    };
}

/// The words of `locale` when the build holds them.
fn embedded_locale(locale: Locale) -> Option<&'static str> {
    // Every arm is taken with `all-files`.
    #[allow(unreachable_patterns)]
    match locale {
        Locale::ZhCn => Some(words!("zh")),
        Locale::En => Some(words!("en")),
        #[cfg(feature = "all-files")]
        Locale::ZhTw => Some(words!("zh-TW")),
        #[cfg(feature = "all-files")]
        Locale::Ja => Some(words!("ja")),
        #[cfg(feature = "all-files")]
        Locale::Ko => Some(words!("ko")),
        #[cfg(feature = "all-files")]
        Locale::De => Some(words!("de")),
        #[cfg(feature = "all-files")]
        Locale::Fr => Some(words!("fr")),
        #[cfg(feature = "all-files")]
        Locale::Es => Some(words!("es")),
        #[cfg(feature = "all-files")]
        Locale::PtBr => Some(words!("pt-BR")),
        #[cfg(feature = "all-files")]
        Locale::Ru => Some(words!("ru")),
        #[cfg(feature = "all-files")]
        Locale::It => Some(words!("it")),
        #[cfg(feature = "all-files")]
        Locale::Id => Some(words!("id")),
        #[cfg(feature = "all-files")]
        Locale::Th => Some(words!("th")),
        #[cfg(feature = "all-files")]
        Locale::Vi => Some(words!("vi")),
        _ => None,
    }
}

/// The files handed in by [`provide`], one cell per file of [`File::ALL`].
static PROVIDED: [OnceLock<&'static str>; 15] = [const { OnceLock::new() }; 15];

/// The text of `file` if it was handed in.
fn provided(file: File) -> Option<&'static str> {
    PROVIDED.get(file.index())?.get().copied()
}

/// The text of `file`, if the library has it: in the binary or handed in.
pub fn source(file: File) -> Option<&'static str> {
    embedded(file).or_else(|| provided(file))
}

/// The words of `locale`, if the library has them: [`source`] of its file, which links no
/// other file's text.
pub(crate) fn locale_source(locale: Locale) -> Option<&'static str> {
    embedded_locale(locale).or_else(|| provided(File::Locale(locale)))
}

/// The OpenAPI document, if the library has it: [`source`] of [`File::OpenApi`], which links
/// no other file's text.
pub(crate) fn openapi_source() -> Option<&'static str> {
    embedded_openapi().or_else(|| provided(File::OpenApi))
}

/// Whether the library has `file` (in the binary or handed in).
pub fn has(file: File) -> bool {
    source(file).is_some()
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

/// Hands the library `file`'s text, read by a face, when it is the file `expected` is the
/// fingerprint of; the library keeps it for the process's (the isolate's) life. A file the
/// library already has keeps its text (`Ok`); a text that does not match is refused, and
/// changes nothing.
pub fn provide(file: File, text: &'static str, expected: Fingerprint) -> Result<(), Mismatch> {
    let found = Fingerprint::of(text);
    if found != expected {
        return Err(Mismatch { expected, found });
    }
    if embedded(file).is_none()
        && let Some(cell) = PROVIDED.get(file.index())
    {
        let _ = cell.set(text);
    }
    Ok(())
}
