//! The subset of Project Fluent's syntax (<https://projectfluent.org/fluent/guide/>) the catalog
//! files are written in, read into [`Entry`]s; and a pattern resolved with its arguments.
//!
//! What is read: comments (`#`, `##`, `###`), messages (`id = pattern`), terms
//! (`-id = pattern`), patterns over one or more lines (continuation lines indented, their
//! common indent removed, joined by a newline), and placeables: a variable (`{ $count }`), a
//! message or a term (`{ other-id }`, `{ -brand }`), a string literal (`{ " " }`, with `\"`,
//! `\\` and `\uXXXX`), and a select expression on a variable, its variants on lines of their
//! own and one marked default (`*[other]`). A variant key is a number (matched exactly), a
//! CLDR plural category (matched by a number's category in the file's locale) or any other
//! word (matched by a string argument). Attributes, functions and nested selects on one line
//! are not read: a file using them fails the catalog's tests.

use std::borrow::Cow;

use super::plural;
use crate::lang::Locale;

/// A message or a term (its id starting with `-`) and its pattern: as the catalog's tests read
/// a whole file ([`parse`]).
#[cfg(test)]
#[derive(Debug)]
#[cfg_attr(test, derive(PartialEq))]
pub(super) struct Entry<'s> {
    pub(super) id: String,
    pub(super) pattern: Pattern<'s>,
}

/// A pattern read from a file's text `'s`: a plain text of one line is that text itself.
pub(super) type Pattern<'s> = Vec<Element<'s>>;

#[derive(Debug)]
#[cfg_attr(test, derive(PartialEq))]
pub(super) enum Element<'s> {
    /// Borrowed from the file where it is written there as it is told (a plain line).
    Text(Cow<'s, str>),
    /// `{ $name }`
    Var(String),
    /// `{ id }` or `{ -term }`
    Ref(String),
    /// `{ $on -> [key] … *[key] … }`
    Select {
        on: String,
        variants: Vec<(String, Pattern<'s>)>,
        default: usize,
    },
}

/// A value a message is given for a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg<'a> {
    Str(&'a str),
    Num(i64),
}

/// A line the file could not be read at, and why.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct SyntaxError {
    pub(super) line: usize,
    pub(super) what: &'static str,
}

/// Every entry of `source` (in the file's order) and the lines that could not be read: the
/// catalog's tests read every file so (the catalog reads a pattern when first told).
#[cfg(test)]
pub(super) fn parse(source: &str) -> (Vec<Entry<'_>>, Vec<SyntaxError>) {
    let (blocks, mut errors) = blocks(source);
    let mut entries = Vec::new();
    for block in blocks {
        match pattern(block.value) {
            Ok(pattern) => entries.push(Entry {
                id: block.id.to_string(),
                pattern,
            }),
            Err(what) => errors.push(SyntaxError {
                line: block.line,
                what,
            }),
        }
    }
    errors.sort_by_key(|e| e.line);
    (entries, errors)
}

/// An entry not yet read: its id, the line it starts at, and its value as the file writes it
/// (after the `=`, through its last continuation line), which [`pattern`] reads.
pub(super) struct Block<'s> {
    pub(super) id: &'s str,
    #[cfg_attr(not(test), allow(dead_code))]
    line: usize,
    pub(super) value: &'s str,
}

/// Every entry of `source` as a [`Block`] (in the file's order), and the lines that are not
/// the start of one: finding them reads no pattern, so a catalog reads only the patterns it
/// tells ([`parse`] reads them all).
pub(super) fn blocks(source: &str) -> (Vec<Block<'_>>, Vec<SyntaxError>) {
    let mut lines = Lines {
        rest: source,
        number: 0,
    }
    .peekable();
    // About one entry per 70 bytes in the files: one allocation for most.
    let mut blocks = Vec::with_capacity(source.len() / 64);
    let mut errors = Vec::new();
    while let Some((first, line)) = lines.next() {
        if matches!(kind(line), Line::Blank | Line::Comment) {
            continue;
        }
        let (id, head) = match entry(line) {
            Ok(entry) => entry,
            Err(what) => {
                errors.push(SyntaxError { line: first, what });
                continue;
            }
        };
        // Its continuation: the indented lines (and a closing brace) after it, blank lines
        // between them kept (a blank line after it is one the loop above skips too).
        let mut last = head;
        while let Some(&(_, next)) = lines.peek() {
            match kind(next) {
                Line::Blank => {}
                Line::Continued => last = next,
                Line::Comment | Line::Other => break,
            }
            lines.next();
        }
        blocks.push(Block {
            id,
            line: first,
            value: span(source, head, last),
        });
    }
    (blocks, errors)
}

/// The lines of a file and their numbers (from 1), cut as `str::lines` cuts them (at `\n`, a
/// `\r` before it dropped). A file is indexed on the way of a request (the first in its
/// locale), so its line breaks are found eight bytes at a time ([`newline`]).
struct Lines<'s> {
    rest: &'s str,
    number: usize,
}

impl<'s> Iterator for Lines<'s> {
    type Item = (usize, &'s str);

    fn next(&mut self) -> Option<(usize, &'s str)> {
        if self.rest.is_empty() {
            return None;
        }
        let (line, rest) = match newline(self.rest.as_bytes()) {
            Some(at) => (self.rest.get(..at)?, self.rest.get(at + 1..)?),
            None => (self.rest, ""),
        };
        self.rest = rest;
        self.number += 1;
        Some((self.number, line.strip_suffix('\r').unwrap_or(line)))
    }
}

/// Eight copies of `byte`, a word to test eight bytes of a text against at once.
const fn eight(byte: u8) -> u64 {
    u64::from_le_bytes([byte; 8])
}

/// The high bit of each byte of `word` that is zero: the lowest flag is exact, a borrow only
/// flags bytes above a true one. A byte of a text equal to `b` is a zero byte of the text's
/// word XOR [`eight`]`(b)`.
fn zero_bytes(word: u64) -> u64 {
    word.wrapping_sub(eight(1)) & !word & eight(0x80)
}

/// Where the first `\n` of `bytes` is: a word of eight bytes at a time ([`zero_bytes`]).
pub(super) fn newline(bytes: &[u8]) -> Option<usize> {
    let (words, rest) = bytes.as_chunks::<8>();
    for (n, word) in words.iter().enumerate() {
        let found = zero_bytes(u64::from_le_bytes(*word) ^ eight(b'\n'));
        if found != 0 {
            return Some(n * 8 + (found.trailing_zeros() / 8) as usize);
        }
    }
    let at = rest.iter().position(|&b| b == b'\n')?;
    Some(words.len() * 8 + at)
}

/// The bytes that end a run of plain text in a pattern: a line break and the braces (none of
/// them part of another character's UTF-8).
const BREAKS: [u8; 3] = [b'\n', b'{', b'}'];

/// Whether `byte` is one of [`BREAKS`], compared one by one in the loop that asks (a slice's
/// `contains` calls `memchr`, and a call for each byte of a pattern cost more than the test).
#[inline(always)]
fn is_break(byte: u8) -> bool {
    let [one, two, three] = BREAKS;
    byte == one || byte == two || byte == three
}

/// Whether `bytes` hold none of [`BREAKS`]: a value of one line with no placeable, read as it
/// is. Eight bytes at a time, as [`newline`]: a file's first request reads a few hundred.
pub(super) fn plain(bytes: &[u8]) -> bool {
    let (words, rest) = bytes.as_chunks::<8>();
    let [one, two, three] = BREAKS.map(eight);
    let breaks = |word: &[u8; 8]| {
        let word = u64::from_le_bytes(*word);
        zero_bytes(word ^ one) | zero_bytes(word ^ two) | zero_bytes(word ^ three) != 0
    };
    !words.iter().any(breaks) && !rest.iter().any(|&b| is_break(b))
}

/// The bytes an identifier is made of after its first letter (ASCII letters and digits, `-`
/// and `_`), as a table: an entry's id is read a byte at a time, one look-up each.
// Evaluated at compile time: an index out of range fails the build, never a request.
#[allow(clippy::indexing_slicing)]
static IDENTIFIER: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < table.len() {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'-' || c == b'_';
        b += 1;
    }
    table
};

/// Where the run of identifier bytes ([`IDENTIFIER`]) that starts `text` ends: its length.
fn identifier_end(text: &str) -> usize {
    text.bytes()
        .position(|b| IDENTIFIER.get(usize::from(b)) != Some(&true))
        .unwrap_or(text.len())
}

/// An entry's first line read as `id = …`: its id (a term's with its `-`), at column 1, and
/// what follows the `=`, in one pass over the id; or why it is not one.
fn entry(line: &str) -> Result<(&str, &str), &'static str> {
    let bytes = line.as_bytes();
    let start = usize::from(bytes.first() == Some(&b'-'));
    let end = start + identifier_end(line.get(start..).unwrap_or_default());
    let id = line.get(..end).unwrap_or_default();
    let after = line.get(end..).unwrap_or_default().trim_start_matches(' ');
    let named = bytes.get(start).is_some_and(u8::is_ascii_alphabetic);
    match after.strip_prefix('=') {
        Some(head) if named => Ok((id, head)),
        _ if line.contains('=') => Err("expected an identifier at column 1"),
        _ => Err("expected `id = pattern`"),
    }
}

/// What a line is to [`blocks`], told by its first byte for most lines.
enum Line {
    /// Empty or whitespace only.
    Blank,
    /// `#` at column 1.
    Comment,
    /// Indented, or a closing brace: part of the entry above it.
    Continued,
    /// Anything else: an entry's first line, or a line that is not one.
    Other,
}

fn kind(line: &str) -> Line {
    match line.as_bytes().first() {
        None => Line::Blank,
        Some(b'#') => Line::Comment,
        Some(b'}') => Line::Continued,
        Some(b) if b.is_ascii_graphic() => Line::Other,
        // Indented: by what follows its spaces.
        Some(b' ') => match line.trim_start_matches(' ').as_bytes().first() {
            None => Line::Blank,
            Some(b) if b.is_ascii_graphic() => Line::Continued,
            Some(_) if line.trim_start().is_empty() => Line::Blank,
            Some(_) => Line::Continued,
        },
        Some(_) if line.trim_start().is_empty() => Line::Blank,
        Some(_) => Line::Other,
    }
}

/// The text of `source` from the start of `from` to the end of `to`, both slices of it.
fn span<'s>(source: &'s str, from: &'s str, to: &'s str) -> &'s str {
    let offset = |part: &str| (part.as_ptr() as usize).saturating_sub(source.as_ptr() as usize);
    source
        .get(offset(from)..offset(to) + to.len())
        .unwrap_or(from)
}

/// A [`Block`]'s value read as a pattern: its continuation lines' common indent removed, the
/// lines joined by a newline.
pub(super) fn pattern(value: &str) -> Result<Pattern<'_>, &'static str> {
    // One line of plain text, most of a file: read as it is, and kept where it is.
    if plain(value.as_bytes()) {
        let text = value.trim();
        return Ok(match text.is_empty() {
            true => Vec::new(),
            false => vec![Element::Text(Cow::Borrowed(text))],
        });
    }
    let mut lines = value.lines();
    let head = lines.next().unwrap_or_default();
    let block: Vec<&str> = lines.collect();
    let indent = block
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut value = head.trim_start().to_string();
    for l in block {
        value.push('\n');
        value.push_str(l.get(indent..).unwrap_or("").trim_end());
    }
    let value = value.trim();
    // Plain text over several lines: read as it is.
    if !value.contains(['{', '}']) {
        return Ok(match value.is_empty() {
            true => Vec::new(),
            false => vec![Element::Text(Cow::Owned(value.to_string()))],
        });
    }
    let mut reader = Reader { text: value, at: 0 };
    let pattern = reader.pattern(false)?;
    match reader.at == reader.text.len() {
        true => Ok(pattern),
        false => Err("unexpected `}` or `[`"),
    }
}

/// A pattern's text being read: `at` is a byte offset into it, always at a character's start.
struct Reader<'s> {
    text: &'s str,
    at: usize,
}

impl<'s> Reader<'s> {
    /// What is left to read.
    fn rest(&self) -> &'s str {
        self.text.get(self.at..).unwrap_or_default()
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Moves past `c`, the character [`Reader::peek`] gave.
    fn skip(&mut self, c: char) {
        self.at += c.len_utf8();
    }

    fn skip_blank(&mut self) {
        while let Some(c) = self.peek().filter(|c| c.is_whitespace()) {
            self.skip(c);
        }
    }

    /// Whether a variant's pattern ends here: a line break before `[`, `*[` or `}`.
    fn variant_ends(&self) -> bool {
        let rest = self.rest();
        rest.starts_with('\n')
            && matches!(
                rest.chars().find(|c| !c.is_whitespace()),
                Some('[' | '*' | '}') | None
            )
    }

    fn pattern(&mut self, variant: bool) -> Result<Pattern<'static>, &'static str> {
        let mut out = Vec::new();
        let mut text = String::new();
        // The end of the last string literal in `text`: its blanks are kept.
        let mut literal_end = 0;
        while let Some(c) = self.peek() {
            if variant && (c == '}' || self.variant_ends()) {
                break;
            }
            match c {
                '{' => {
                    self.skip(c);
                    match self.placeable()? {
                        Element::Text(literal) => {
                            text.push_str(&literal);
                            literal_end = text.len();
                        }
                        element => {
                            if !text.is_empty() {
                                out.push(Element::Text(Cow::Owned(std::mem::take(&mut text))));
                            }
                            literal_end = 0;
                            out.push(element);
                        }
                    }
                }
                '}' => return Err("unexpected `}`"),
                // A line break alone (a variant may end after it: checked above), else a run
                // of plain text up to the next brace or line break, taken whole.
                '\n' => {
                    text.push(c);
                    self.skip(c);
                }
                _ => {
                    let rest = self.rest();
                    let run = rest.bytes().position(is_break).unwrap_or(rest.len());
                    text.push_str(rest.get(..run).unwrap_or_default());
                    self.at += run;
                }
            }
        }
        if variant {
            let kept = text.get(literal_end..).map_or(0, |t| t.trim_end().len());
            text.truncate(literal_end + kept);
        }
        if !text.is_empty() || (out.is_empty() && literal_end > 0) {
            out.push(Element::Text(Cow::Owned(text)));
        }
        Ok(out)
    }

    fn word(&mut self) -> String {
        let rest = self.rest();
        let end = identifier_end(rest);
        let word = rest.get(..end).unwrap_or_default().to_string();
        self.at += end;
        word
    }

    fn placeable(&mut self) -> Result<Element<'static>, &'static str> {
        self.skip_blank();
        let element = match self.peek() {
            Some('$') => {
                self.at += 1;
                Element::Var(self.word())
            }
            Some('"') => {
                self.at += 1;
                Element::Text(Cow::Owned(self.string()?))
            }
            Some(c) if c.is_ascii_alphabetic() || c == '-' => Element::Ref(self.word()),
            _ => return Err("expected `$variable`, `\"text\"`, a message or a term"),
        };
        self.skip_blank();
        if self.peek() == Some('}') {
            self.at += 1;
            return Ok(element);
        }
        let Element::Var(on) = element else {
            return Err("a select expression's selector must be a variable");
        };
        if !self.rest().starts_with("->") {
            return Err("expected `}` or `->`");
        }
        self.at += 2;
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            match self.peek() {
                Some('}') => {
                    self.at += 1;
                    break;
                }
                Some('*') => {
                    self.at += 1;
                    if default.replace(variants.len()).is_some() {
                        return Err("two default variants");
                    }
                }
                Some('[') => {}
                _ => return Err("expected a variant `[key]` or `}`"),
            }
            if self.peek() != Some('[') {
                return Err("expected `[` after `*`");
            }
            self.at += 1;
            let mut key = String::new();
            while let Some(c) = self.peek() {
                self.skip(c);
                if c == ']' {
                    break;
                }
                key.push(c);
            }
            while self.peek() == Some(' ') {
                self.at += 1;
            }
            variants.push((key.trim().to_string(), self.pattern(true)?));
        }
        let default = default.ok_or("a select expression needs a default variant `*[…]`")?;
        Ok(Element::Select {
            on,
            variants,
            default,
        })
    }

    fn string(&mut self) -> Result<String, &'static str> {
        let mut out = String::new();
        loop {
            let c = self.peek().ok_or("an unclosed string literal")?;
            self.skip(c);
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let e = self.peek().ok_or("an unclosed string literal")?;
                    self.skip(e);
                    match e {
                        '"' | '\\' => out.push(e),
                        'u' => {
                            let hex = self.rest().get(..4).unwrap_or_default();
                            self.at += 4;
                            // Four hex digits, no fewer and no sign (as Fluent writes them),
                            // read by hand: a parser of integers was the largest function the
                            // first request in `ru` compiled (docs/benchmarks.md).
                            let code = (hex.len() == 4)
                                .then(|| {
                                    hex.chars()
                                        .try_fold(0, |code, c| Some(code * 16 + c.to_digit(16)?))
                                })
                                .flatten()
                                .and_then(char::from_u32);
                            out.push(code.ok_or("a bad `\\uXXXX` escape")?);
                        }
                        _ => return Err("an unknown escape in a string literal"),
                    }
                }
                _ => out.push(c),
            }
        }
    }
}

/// How deep references (a message naming a message) may go: a cycle stops here.
const MAX_DEPTH: usize = 8;

/// `pattern` told with `args` in `locale`; `lookup` finds a referenced message or term. What
/// cannot be resolved (an argument not given, an id not found) is written as Fluent writes it,
/// `{$name}` or `{id}`, for the catalog's tests to find.
pub(super) fn resolve<'e>(
    pattern: &'e [Element<'_>],
    args: &[(&str, Arg<'_>)],
    locale: Locale,
    lookup: &dyn Fn(&str) -> Option<&'e Pattern<'e>>,
    out: &mut String,
    depth: usize,
) {
    for element in pattern {
        match element {
            Element::Text(text) => out.push_str(text),
            Element::Var(name) => match arg(args, name) {
                Some(Arg::Str(s)) => out.push_str(s),
                Some(Arg::Num(n)) => out.push_str(Number::of(n).as_str()),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Element::Ref(id) => match lookup(id) {
                Some(found) if depth < MAX_DEPTH => {
                    resolve(found, args, locale, lookup, out, depth + 1)
                }
                _ => {
                    out.push('{');
                    out.push_str(id);
                    out.push('}');
                }
            },
            Element::Select {
                on,
                variants,
                default,
            } => {
                let chosen = match arg(args, on) {
                    Some(Arg::Num(n)) => {
                        let exact = Number::of(n);
                        variants
                            .iter()
                            .position(|(k, _)| k == exact.as_str())
                            .or_else(|| {
                                let category = plural::category(locale, n.unsigned_abs());
                                variants.iter().position(|(k, _)| k == category.as_str())
                            })
                    }
                    Some(Arg::Str(s)) => variants.iter().position(|(k, _)| k == s),
                    None => None,
                };
                if let Some((_, p)) = variants.get(chosen.unwrap_or(*default)) {
                    resolve(p, args, locale, lookup, out, depth);
                }
            }
        }
    }
}

/// A number's decimal digits (a `-` before a negative one), written without the formatting
/// machinery or an allocation: a date tells three, the page's drawings a few hundred.
pub(crate) struct Number {
    bytes: [u8; 20],
    start: usize,
}

impl Number {
    pub(crate) fn of(n: i64) -> Number {
        let mut number = Number {
            bytes: [0; 20],
            start: 20,
        };
        let mut rest = n.unsigned_abs();
        loop {
            number.prepend(b'0' + (rest % 10) as u8);
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        if n < 0 {
            number.prepend(b'-');
        }
        number
    }

    fn prepend(&mut self, byte: u8) {
        self.start = self.start.saturating_sub(1);
        if let Some(slot) = self.bytes.get_mut(self.start) {
            *slot = byte;
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        let digits = self.bytes.get(self.start..).unwrap_or_default();
        std::str::from_utf8(digits).unwrap_or_default()
    }
}

fn arg<'a>(args: &[(&str, Arg<'a>)], name: &str) -> Option<Arg<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
}

/// The variables `pattern` reads, and the ids it references.
#[cfg(test)]
pub(super) fn names(pattern: &[Element<'_>], vars: &mut Vec<String>, refs: &mut Vec<String>) {
    for element in pattern {
        match element {
            Element::Text(_) => {}
            Element::Var(v) => vars.push(v.clone()),
            Element::Ref(r) => refs.push(r.clone()),
            Element::Select { on, variants, .. } => {
                vars.push(on.clone());
                for (_, p) in variants {
                    names(p, vars, refs);
                }
            }
        }
    }
}
