//! The message catalog: every word a person reads on any face, one Fluent file per locale
//! (`locales/<tag>.ftl`, the tags of [`Locale::tag`]), read by `syntax.rs`'s subset of Project
//! Fluent with the CLDR plural rules of `plural.rs` ([`category`]).
//!
//! A face asks for a message by its id and hands it its values: [`say`]. A locale's file is
//! indexed once, when a message in that locale is first asked for (a process that never speaks
//! Thai never reads `th.ftl`), and never on a path that tells no words; a message's pattern is
//! read the first time it is told. Which file holds a locale's words, and whether the build
//! holds it or a face hands it in, is `crate::files`'s; a locale without its file, and a
//! message missing in a locale, are told from English, then as its id (the catalog's tests
//! hold every id in every file, so neither happens in a build that passes them).
//!
//! A message decided before its language is known (a query's problem) is kept as [`said`] and
//! told later; dates and times are written in each file's CLDR patterns (`dates.rs`: [`date`],
//! [`minute`], …).
//!
//! The `fluent-bundle` crate was measured and not taken: linked into the API Worker it cost
//! 54,517 B gzip (287,194 -> 341,711 B, 2026-11-29), more than the whole budget of issue 48's 14
//! languages; this subset is what the files use.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use crate::files;
use crate::hash::Hasher;
use crate::lang::Locale;

mod dates;
mod plural;
mod said;
mod syntax;

pub use dates::{clock, date, minute, month_day, month_day_minute};
pub use plural::{Category, category};
pub use said::{Said, Value, said};
pub use syntax::Arg;
pub(crate) use syntax::Number;

/// A locale's messages and terms: each found in its file when the locale is first told, its
/// pattern read the first time it is told (a page tells a few hundred of a file's messages).
#[derive(Debug)]
struct Parsed {
    /// In the file's order.
    messages: Vec<Message>,
    /// Each id's place in `messages`, hashed with the crate's hasher (the ids are the files'
    /// own, fixed by the build); `None` for a file that lists English's ids in English's order
    /// (the catalog's tests hold every file to it), whose places English's index tells: such a
    /// file is indexed with no id hashed, nor a map built.
    places: Option<HashMap<&'static str, usize, BuildHasherDefault<Hasher>>>,
}

#[derive(Debug)]
struct Message {
    id: &'static str,
    value: &'static str,
    /// `None` for a pattern that cannot be read (told as a missing message is).
    pattern: OnceLock<Option<syntax::Pattern<'static>>>,
}

impl Parsed {
    /// The place of `id` in the file, if it has it. English's own index always has a map (it
    /// is indexed with no other file to follow), so this asks English at most once.
    fn place(&self, id: &str) -> Option<usize> {
        match &self.places {
            Some(places) => places.get(id).copied(),
            None => parsed(Locale::En).place(id),
        }
    }

    /// The pattern of `id`, if the file has it and it reads.
    fn get(&self, id: &str) -> Option<&syntax::Pattern<'static>> {
        let message = self.messages.get(self.place(id)?)?;
        message
            .pattern
            .get_or_init(|| syntax::pattern(message.value).ok())
            .as_ref()
    }

    /// `source`'s messages found, none of their patterns read; `english`, English's, when
    /// `source` is another file.
    fn index(source: &'static str, english: Option<&Parsed>) -> Parsed {
        let messages: Vec<Message> = syntax::blocks(source)
            .0
            .into_iter()
            .map(|block| Message {
                id: block.id,
                value: block.value,
                pattern: OnceLock::new(),
            })
            .collect();
        let in_order = english.is_some_and(|english| {
            english.messages.len() == messages.len()
                && english
                    .messages
                    .iter()
                    .zip(&messages)
                    .all(|(e, m)| e.id == m.id)
        });
        let places = (!in_order).then(|| {
            let mut places =
                HashMap::with_capacity_and_hasher(messages.len(), BuildHasherDefault::default());
            for (place, message) in messages.iter().enumerate() {
                places.insert(message.id, place);
            }
            places
        });
        Parsed { messages, places }
    }
}

/// Indexes the file of Chinese `times` times and keeps nothing: for a face's start, before any
/// request (the API Worker's warm-up), so that the code which indexes a file is hot, and
/// optimised, when the first request in a locale read from the static assets runs it once on
/// a whole file (V8 runs a wasm function's first calls in its baseline code, and a long loop
/// in it stays there). The Chinese file is in English's order, as the files read from the
/// assets are: it runs their way (lines read and ids checked against English's, no map built).
pub fn exercise(times: usize) {
    let source = files::locale_source(Locale::ZhCn).unwrap_or_default();
    let english = parsed(Locale::En);
    for _ in 0..times {
        std::hint::black_box(Parsed::index(source, Some(english)).messages.len());
    }
}

static PARSED: [OnceLock<Parsed>; 14] = [const { OnceLock::new() }; 14];

/// The parsed file of `locale`; English's while the catalog has no file of `locale`
/// (`files::locale_source`), which is not kept as `locale`'s: a file handed in later is parsed then.
fn parsed(locale: Locale) -> &'static Parsed {
    // Once indexed, found at once: a page asks about a thousand times.
    if let Some(parsed) = PARSED.get(locale.index()).and_then(OnceLock::get) {
        return parsed;
    }
    let locale = match files::locale_source(locale) {
        Some(_) => locale,
        None => Locale::En,
    };
    let parse = || {
        let english = (locale != Locale::En).then(|| parsed(Locale::En));
        Parsed::index(files::locale_source(locale).unwrap_or_default(), english)
    };
    match PARSED.get(locale.index()) {
        Some(cell) => cell.get_or_init(parse),
        // Unreachable: ALL holds every locale.
        None => Box::leak(Box::new(parse())),
    }
}

/// Where the message `id` of `locale` is found: the locale's file, else English's (the
/// catalog's fallback), with the locale it is told in and its pattern.
fn found(
    locale: Locale,
    id: &str,
) -> Option<(&'static Parsed, Locale, &'static syntax::Pattern<'static>)> {
    let file = parsed(locale);
    if let Some(pattern) = file.get(id) {
        return Some((file, locale, pattern));
    }
    let english = parsed(Locale::En);
    english
        .get(id)
        .map(|pattern| (english, Locale::En, pattern))
}

/// The message `id` in `locale`, told with `args` (each variable's name and value).
pub fn say(locale: impl Into<Locale>, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let Some((parsed, told_in, pattern)) = found(locale.into(), id) else {
        return id.to_string();
    };
    let lookup = |r: &str| parsed.get(r);
    // Room for most messages told whole: growing a string from nothing copies it each time.
    let mut out = String::with_capacity(64);
    syntax::resolve(pattern, args, told_in, &lookup, &mut out, 0);
    out
}

/// The message `id` in `locale` when it is plain text (no placeable but string literals), as
/// a static string: for words a face holds as `&'static str`. A message with a placeable is
/// told as its id here (the catalog's tests hold every `phrase` to a plain message).
pub fn phrase(locale: impl Into<Locale>, id: &str) -> &'static str {
    match found(locale.into(), id) {
        Some((_, _, pattern)) => match pattern.as_slice() {
            [] => "",
            [syntax::Element::Text(text)] => text,
            _ => id_text(id),
        },
        None => id_text(id),
    }
}

/// An id, told where its message cannot be: a `&'static str` only for the ids of the files.
fn id_text(id: &str) -> &'static str {
    let english = parsed(Locale::En);
    english
        .place(id)
        .and_then(|place| english.messages.get(place))
        .map_or("", |message| message.id)
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, i32, i64, usize);

/// The file of `locale` (for the tests, which run with every file in the binary).
#[cfg(test)]
fn source(locale: Locale) -> &'static str {
    files::locale_source(locale).unwrap_or_default()
}

#[cfg(test)]
mod tests;
