use super::syntax::{Element, parse};
use super::*;
use crate::files::{File, Fingerprint, IN_EVERY_BUILD, has, provide};

fn told(source: &str, locale: Locale, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let (entries, errors) = parse(source);
    assert_eq!(errors, vec![], "{source}");
    let map: HashMap<String, syntax::Pattern<'_>> =
        entries.into_iter().map(|e| (e.id, e.pattern)).collect();
    let lookup = |r: &str| map.get(r);
    let mut out = String::new();
    syntax::resolve(&map[id], args, locale, &lookup, &mut out, 0);
    out
}

/// Each entry read, as its id and its pattern.
fn ids_and_patterns<'e>(entries: &'e [syntax::Entry<'_>]) -> Vec<(&'e str, &'e Vec<Element<'e>>)> {
    entries
        .iter()
        .map(|e| (e.id.as_str(), &e.pattern))
        .collect()
}

#[test]
fn a_pattern_tells_its_placeables_terms_and_string_literals() {
    let source = "\
# A comment.
-brand = Endfield
hello = Hello, { $who }, from { -brand }!
spaced = {\" \"}x{ \"\\u00A0\" }y
again = { hello } Again.
";
    let who = [("who", Arg::Str("Ada"))];
    assert_eq!(
        told(source, Locale::En, "hello", &who),
        "Hello, Ada, from Endfield!"
    );
    assert_eq!(told(source, Locale::En, "spaced", &[]), " x\u{a0}y");
    assert_eq!(
        told(source, Locale::En, "again", &who),
        "Hello, Ada, from Endfield! Again."
    );
    // What is not given is written as Fluent writes it, for the tests to find.
    assert_eq!(
        told(source, Locale::En, "hello", &[]),
        "Hello, {$who}, from Endfield!"
    );
}

#[test]
fn an_escape_is_four_hex_digits() {
    let (entries, errors) = parse(
        "a = { \"\\u00e9\\u00A0\" }\nb = { \"\\u+0A0\" }\nc = { \"\\u0A\" }\nd = { \"\\uD800\" }\n",
    );
    let told = ids_and_patterns(&entries);
    assert_eq!(told, [("a", &vec![Element::Text("\u{e9}\u{a0}".into())])]);
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 3, 4]);
}

#[test]
fn a_pattern_over_lines_loses_its_indent() {
    let source = "multi =\n    First line\n      indented\n\n    after a blank\nnext = x\n";
    assert_eq!(
        told(source, Locale::En, "multi", &[]),
        "First line\n  indented\n\nafter a blank"
    );
    assert_eq!(told(source, Locale::En, "next", &[]), "x");
}

#[test]
fn a_select_chooses_by_exact_number_plural_category_or_string() {
    let source = "\
days = { $n ->
    [0] no days
    [one] { $n } день
    [few] { $n } дня
    [many] { $n } дней
   *[other] { $n } дня
}
kind = Kind { $kind ->
        [discord] Discord
       *[other] chat
    } here
";
    for (n, want) in [
        (0, "no days"),
        (1, "1 день"),
        (2, "2 дня"),
        (5, "5 дней"),
        (11, "11 дней"),
        (21, "21 день"),
        (22, "22 дня"),
    ] {
        assert_eq!(
            told(source, Locale::Ru, "days", &[("n", Arg::Num(n))]),
            want
        );
    }
    assert_eq!(
        told(source, Locale::Ja, "days", &[("n", Arg::Num(1))]),
        "1 дня"
    );
    let kind = |k| told(source, Locale::En, "kind", &[("kind", Arg::Str(k))]);
    assert_eq!(kind("discord"), "Kind Discord here");
    assert_eq!(kind("qq"), "Kind chat here");
}

#[test]
fn a_broken_entry_is_reported_with_its_line() {
    let (entries, errors) = parse("ok = fine\n bad = x\nsel = { $n ->\n  [one] x\n}\nno-equals\n");
    assert_eq!(entries.len(), 1);
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![3, 6]);
}

#[test]
fn a_line_of_any_blanks_is_blank_and_only_a_space_or_brace_continues() {
    // Blank lines of a tab, of U+3000, kept between continuation lines; a line indented by
    // a tab continues nothing and is not an entry.
    let source = "a =\n    one\n\t\n\u{3000}\n    two\n\tthree\nb = x\n";
    let (entries, errors) = parse(source);
    let ids: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["a", "b"]);
    assert_eq!(
        entries.first().map(|e| &e.pattern),
        Some(&vec![Element::Text("one\n\n\ntwo".into())])
    );
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![6]);
}

#[test]
fn an_entry_starts_with_its_id_at_column_1_then_its_equals_sign() {
    let (entries, errors) = parse("a=x\nb-c_d  = y\r\n-term = t\nf\t= no\n- = no\n= no\n1a = no\n");
    let told = ids_and_patterns(&entries);
    let text = |t: &str| vec![Element::Text(t.to_string().into())];
    assert_eq!(
        told,
        [
            ("a", &text("x")),
            ("b-c_d", &text("y")),
            ("-term", &text("t"))
        ]
    );
    let lines: Vec<(usize, &str)> = errors.iter().map(|e| (e.line, e.what)).collect();
    let no_id = "expected an identifier at column 1";
    assert_eq!(lines, [(4, no_id), (5, no_id), (6, no_id), (7, no_id)]);
}

proptest::proptest! {
    /// The eight-bytes-at-a-time search finds the first line break a byte-by-byte one finds,
    /// among bytes near `\n` (and their high-bit twins) that a borrow could mistake for it.
    #[test]
    fn a_line_break_is_found_where_a_byte_scan_finds_it(
        bytes in proptest::collection::vec(
            proptest::sample::select(vec![0u8, 9, 10, 11, 0x0a ^ 0x80, 0x8a, 0x7f, 0xff, b'a', 0xe3]),
            0..40,
        )
    ) {
        proptest::prop_assert_eq!(
            syntax::newline(&bytes),
            bytes.iter().position(|&b| b == b'\n')
        );
    }

    /// A value is plain text of one line, read as it is, exactly when a byte-by-byte scan
    /// finds none of `\n`, `{` and `}` (and their neighbours and high-bit twins are not taken
    /// for them).
    #[test]
    fn a_plain_line_is_told_as_a_byte_scan_tells_it(
        bytes in proptest::collection::vec(
            proptest::sample::select(vec![
                0u8, 10, 11, b'z', b'{', b'|', b'}', b'~', 0x8a, 0xfb, 0xfd, 0xff, b'a', 0xe3,
            ]),
            0..40,
        )
    ) {
        proptest::prop_assert_eq!(
            syntax::plain(&bytes),
            !bytes.iter().any(|b| matches!(b, b'\n' | b'{' | b'}'))
        );
    }
}

#[test]
fn a_number_is_written_as_rust_writes_it() {
    for n in [0, 7, 10, -5, 2026, i64::MAX, i64::MIN] {
        assert_eq!(syntax::Number::of(n).as_str(), n.to_string());
    }
}

#[test]
fn plural_rules_of_ru_en_ja() {
    let en = "d = { $n ->\n    [one] { $n } day\n   *[other] { $n } days\n}\n";
    assert_eq!(told(en, Locale::En, "d", &[("n", Arg::Num(1))]), "1 day");
    assert_eq!(told(en, Locale::En, "d", &[("n", Arg::Num(2))]), "2 days");
    for n in [0, 1, 2, 5, 21] {
        assert_eq!(category(Locale::Ja, n), Category::Other);
    }
    let ru = [(1, Category::One), (2, Category::Few), (5, Category::Many)];
    let ru = ru.into_iter().chain([
        (11, Category::Many),
        (21, Category::One),
        (22, Category::Few),
    ]);
    for (n, want) in ru {
        assert_eq!(category(Locale::Ru, n), want, "{n}");
    }
}

/// Each file's entries, read with no error.
fn entries(locale: Locale) -> Vec<syntax::Entry<'static>> {
    let (entries, errors) = parse(source(locale));
    assert_eq!(errors, vec![], "locales/{}.ftl", locale.tag());
    entries
}

/// The variables a message reads, through the messages and terms it references.
fn variables(map: &HashMap<String, syntax::Pattern<'_>>, id: &str, depth: usize) -> Vec<String> {
    let (mut vars, mut refs) = (Vec::new(), Vec::new());
    if let Some(p) = map.get(id) {
        syntax::names(p, &mut vars, &mut refs);
    }
    if depth < 8 {
        for r in refs {
            vars.extend(variables(map, &r, depth + 1));
        }
    }
    vars.sort();
    vars.dedup();
    vars
}

/// In English's order, too: a file so is indexed without a map of its own (`Parsed::index`).
#[test]
fn every_file_has_every_id_in_english_order_and_no_other() {
    let ids = |l| -> Vec<String> { entries(l).into_iter().map(|e| e.id).collect() };
    let english = ids(Locale::En);
    let mut sorted = english.clone();
    sorted.sort();
    assert!(
        sorted.windows(2).all(|w| w[0] != w[1]),
        "an id twice in en.ftl"
    );
    for locale in Locale::ALL {
        assert_eq!(ids(locale), english, "locales/{}.ftl", locale.tag());
        assert!(
            file_text(locale).starts_with('#'),
            "locales/{}.ftl starts with a comment saying whose words these are",
            locale.tag()
        );
    }
}

/// `locales/<tag>.ftl` as it is on disk, with its comments.
fn file_text(locale: Locale) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(File::Locale(locale).path());
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The binary holds each file without its comment lines (build.rs): the same entries, and
/// not one comment's byte.
#[test]
fn the_embedded_words_are_the_files_entries_without_their_comments() {
    for locale in IN_EVERY_BUILD.iter().chain(File::ALL.iter()) {
        let File::Locale(locale) = *locale else {
            continue;
        };
        let Some(embedded) = crate::files::locale_source(locale) else {
            continue;
        };
        let file = file_text(locale);
        let ((embedded_entries, no_errors), (file_entries, _)) = (parse(embedded), parse(&file));
        assert_eq!(no_errors, vec![], "{}", locale.tag());
        assert_eq!(
            embedded_entries,
            file_entries,
            "locales/{}.ftl",
            locale.tag()
        );
        assert!(
            !embedded.lines().any(|l| l.starts_with('#')),
            "{}",
            locale.tag()
        );
        assert!(embedded.len() < file.len(), "{}", locale.tag());
    }
}

#[test]
fn every_reference_names_an_entry_of_its_file() {
    for locale in Locale::ALL {
        let entries = entries(locale);
        let known: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
        for e in &entries {
            let (mut vars, mut refs) = (Vec::new(), Vec::new());
            syntax::names(&e.pattern, &mut vars, &mut refs);
            for r in refs {
                assert!(
                    known.contains(&r.as_str()),
                    "{}: {} names {r}",
                    locale.tag(),
                    e.id
                );
            }
        }
    }
}

/// A call of [`say`] in the library's code: the id it names (when a literal) and the names of
/// the variables it passes.
#[derive(Debug)]
struct Call {
    file: String,
    /// The literal ids it may name (none: an id chosen elsewhere).
    ids: Vec<String>,
    args: Vec<String>,
    /// A `phrase`: its message must be plain text in every file.
    plain: bool,
}

/// The non-test text of a Rust file: up to its test module (`#[cfg(test)]` before a `mod`; an
/// item compiled for tests only, above it, is read too).
fn non_test(text: &str) -> &str {
    let test_module = text.match_indices("#[cfg(test)]").find(|(at, marker)| {
        let after = text[at + marker.len()..].trim_start();
        after.starts_with("mod ") || after.starts_with("#[path")
    });
    test_module.map_or(text, |(at, _)| &text[..at])
}

fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with("tests.rs") || n == "testing.rs")
        {
            out.push(path);
        }
    }
}

/// The crates whose code tells words: the library, and the faces'.
fn sources() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "edge/src", "notifier/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            let name = f.strip_prefix(root).unwrap().display().to_string();
            (name, non_test(&text).to_string())
        })
        .collect()
}

/// The string literals of `text` (`"…"`, not raw ones), with their byte offset.
fn literals(text: &str) -> Vec<(usize, String)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'\'' => {
                // A char literal ('"', '\'') or a lifetime: skip a char literal whole.
                let rest = &text[i + 1..];
                let close = rest
                    .char_indices()
                    .take(12)
                    .skip(1)
                    .find(|(_, c)| *c == '\'');
                i += match close {
                    Some((n, _))
                        if !rest.starts_with(|c: char| c.is_alphabetic())
                            || n == rest.chars().next().unwrap().len_utf8() =>
                    {
                        n + 2
                    }
                    _ => 1,
                };
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                out.push((i, text[start..j.min(bytes.len())].to_string()));
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// The arguments of a call's text, split at its top-level commas.
fn top_level_args(call: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start, mut in_string, mut escaped) =
        (Vec::new(), 0, 0, false, false);
    for (i, c) in call.char_indices() {
        match (c, in_string) {
            (_, true) if escaped => escaped = false,
            ('\\', true) => escaped = true,
            ('"', _) => in_string = !in_string,
            ('(' | '[' | '{', false) => depth += 1,
            (')' | ']' | '}', false) => depth -= 1,
            (',', false) if depth == 0 => {
                out.push(&call[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&call[start..]);
    out
}

/// Every call `say(locale, id, args)` of `text` (and `said(id, args)`, told later).
fn calls(file: &str, text: &str) -> Vec<Call> {
    let mut out = Vec::new();
    let found = text.match_indices("say(").map(|(at, _)| (at, 4, false, 1));
    let found = found.chain(
        text.match_indices("phrase(")
            .map(|(at, _)| (at, 7, true, 1)),
    );
    let found = found.chain(text.match_indices("said(").map(|(at, _)| (at, 5, false, 0)));
    for (at, len, plain, id_at) in found {
        if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.')
            || text[..at].ends_with("fn ")
        {
            continue;
        }
        let body = &text[at + len..];
        let mut depth = 1;
        let mut end = 0;
        let mut in_string = false;
        let mut chars = body.char_indices();
        while let Some((i, c)) = chars.next() {
            match (c, in_string) {
                ('\\', true) => {
                    chars.next();
                }
                ('"', _) => in_string = !in_string,
                ('(' | '[', false) => depth += 1,
                (')' | ']', false) => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = i;
                break;
            }
        }
        let call = &body[..end];
        // The id: a literal, or the literals of the expression choosing it.
        let id_expr = top_level_args(call).get(id_at).copied().unwrap_or("");
        // (A literal a match arm tests, `"CODE" =>`, is no id.)
        let ids: Vec<String> = literals(id_expr)
            .into_iter()
            .filter(|(offset, lit)| {
                let after = id_expr[offset + lit.len() + 2..].trim_start();
                !after.starts_with("=>") && !after.starts_with('|')
            })
            .map(|(_, l)| l)
            .collect();
        let args = literals(call)
            .into_iter()
            .filter(|(offset, lit)| {
                call[..*offset].trim_end().ends_with('(')
                    && call[offset + lit.len() + 2..].trim_start().starts_with(',')
            })
            .map(|(_, name)| name)
            .collect();
        out.push(Call {
            file: file.to_string(),
            ids,
            args,
            plain,
        });
    }
    out
}

#[test]
fn every_call_passes_exactly_the_variables_its_message_reads() {
    let maps: Vec<(Locale, HashMap<String, syntax::Pattern<'_>>)> = Locale::ALL
        .into_iter()
        .map(|l| {
            (
                l,
                entries(l).into_iter().map(|e| (e.id, e.pattern)).collect(),
            )
        })
        .collect();
    let mut named = Vec::new();
    for (file, text) in sources() {
        for call in calls(&file, &text) {
            if call.ids.is_empty() {
                // An id chosen in code (a match naming ids) names messages without variables.
                assert_eq!(call.args, Vec::<String>::new(), "{call:?}");
            }
            for id in &call.ids {
                named.push(id.clone());
                let mut passed = call.args.clone();
                passed.sort();
                passed.dedup();
                for (locale, map) in &maps {
                    assert!(
                        map.contains_key(id),
                        "{}: no message {id} in {}",
                        call.file,
                        locale.tag()
                    );
                    if call.plain {
                        assert!(
                            matches!(map[id].as_slice(), [] | [Element::Text(_)]),
                            "{}: phrase({id}) is not plain text in {}",
                            call.file,
                            locale.tag()
                        );
                    }
                    let read = variables(map, id, 0);
                    for v in &read {
                        assert!(
                            passed.contains(v),
                            "{}: {id} in {} reads ${v}, not passed",
                            call.file,
                            locale.tag()
                        );
                    }
                    if matches!(locale, Locale::En | Locale::ZhCn) {
                        assert_eq!(
                            read,
                            passed,
                            "{}: {id} in {} does not read every variable passed",
                            call.file,
                            locale.tag()
                        );
                    }
                }
            }
        }
    }
    // A message no literal call names is named by a match of ids, or by another message: if
    // it reads variables, another message does.
    let mut referenced = Vec::new();
    for (_, map) in &maps {
        for p in map.values() {
            syntax::names(p, &mut Vec::new(), &mut referenced);
        }
    }
    for (id, _) in maps[2].1.iter().filter(|(id, _)| !id.starts_with('-')) {
        if !named.contains(id) && !referenced.contains(id) {
            assert_eq!(
                variables(&maps[2].1, id, 0),
                Vec::<String>::new(),
                "{id} reads variables but no call names it"
            );
        }
    }
}

#[test]
fn the_machine_strings_of_the_calls_are_read_by_the_scanner() {
    let text = "let a = catalog::say(lang, \"ends-in\", &[(\"n\", n.into()), (\"verb\", Arg::Str(\"x\"))]);\n\
                let b = say(l, id, &[]); fn say(x: u8) {}\n\
                let c = said(\"no-value\", &[(\"n\", n.into())]);";
    let calls = calls("x.rs", text);
    assert_eq!(calls.len(), 3);
    assert_eq!(calls[2].ids, vec!["no-value"]);
    assert_eq!(calls[2].args, vec!["n"]);
    assert!(!calls[0].plain);
    assert_eq!(calls[0].ids, vec!["ends-in"]);
    assert_eq!(calls[0].args, vec!["n", "verb"]);
    assert_eq!(calls[1].ids, Vec::<String>::new());
}

#[test]
fn every_message_is_told_in_every_locale_without_a_placeholder() {
    for locale in Locale::ALL {
        let entries = entries(locale);
        let map: HashMap<String, syntax::Pattern<'_>> = parse(source(locale))
            .0
            .into_iter()
            .map(|e| (e.id, e.pattern))
            .collect();
        for e in entries {
            let vars = variables(&map, &e.id, 0);
            assert!(
                !e.pattern
                    .iter()
                    .any(|el| matches!(el, Element::Text(t) if t.contains('{'))),
                "{}: {}",
                locale.tag(),
                e.id
            );
            if vars.is_empty() && !e.id.starts_with('-') {
                let told = say(locale, &e.id, &[]);
                assert!(
                    !told.contains('{'),
                    "{}: {} told {told:?}",
                    locale.tag(),
                    e.id
                );
            }
        }
    }
}

/// Whether a string literal is words a person reads: a CJK character, or two English words.
fn reads_as_words(lit: &str) -> bool {
    let cjk = lit.chars().any(|c| matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{ac00}'..='\u{d7af}' | '\u{ff01}'..='\u{ff5e}'));
    let bytes = lit.as_bytes();
    let word = |i: usize, step: isize| {
        let mut n = 0;
        let mut j = i as isize;
        while j >= 0 && (j as usize) < bytes.len() && bytes[j as usize].is_ascii_alphabetic() {
            n += 1;
            j += step;
        }
        n
    };
    let english = (1..bytes.len().saturating_sub(1))
        .any(|i| bytes[i] == b' ' && word(i - 1, -1) >= 2 && word(i + 1, 1) >= 2);
    cjk || english
}

/// Files whose literals are machine strings that look like words, each for its reason.
const MACHINE: &[(&str, &str)] = &[
    (
        "src/certainty.rs",
        "the generator's Chinese wording of a label's time, read back in labels",
    ),
    (
        "src/certainty/labels.rs",
        "the generator's Chinese label wording, read",
    ),
    (
        "src/certainty/label_clock.rs",
        "the generator's Chinese label wording, read",
    ),
    (
        "src/certainty/telling.rs",
        "the generator's Chinese end wording, read phrase by phrase",
    ),
    (
        "src/certainty/notes.rs",
        "the generator's Chinese notes and start labels, read clause by clause",
    ),
    (
        "src/catalog/syntax.rs",
        "the catalog files' syntax errors, for the catalog's tests",
    ),
    (
        "src/dataset/mod.rs",
        "a dataset's validation errors, for its maintainers (never a reader's)",
    ),
    (
        "src/dataset/validate.rs",
        "a dataset's validation errors, for its maintainers",
    ),
    (
        "src/dataset/baked.rs",
        "a baked dataset's checks, for the build",
    ),
    (
        "src/dataset/fragments.rs",
        "a dataset's checks, for the build",
    ),
    ("src/dataset/view.rs", "a dataset's checks, for the build"),
    (
        "src/v1/names.rs",
        "the published names' reading errors, for the dataset's maintainers",
    ),
    (
        "src/changes/mod.rs",
        "the history's validation errors, for its maintainers",
    ),
    (
        "src/changes/baked.rs",
        "the baked history's Rust, for the build",
    ),
    (
        "src/limiter/config.rs",
        "the operator's environment variables' errors",
    ),
    (
        "src/chat/vars.rs",
        "the operator's environment variables' errors",
    ),
    ("src/time.rs", "the numeric layouts' fixed characters"),
    (
        "src/chat/command.rs",
        "the chat commands' grammar: what a person types (QQ's 日历 words, `/endfield now`)",
    ),
    (
        "src/query/grammar.rs",
        "the parameter table's compile-time checks, for the build",
    ),
    (
        "src/lang.rs",
        "the locales' endonyms: each language's own name, the same on every page, never translated",
    ),
    (
        "src/service/mcp/rpc.rs",
        "JSON-RPC protocol errors, a client program's, read before any tool's `lang` (English, as \
         docs/api.md says)",
    ),
];

/// Single literals that look like words and are not a reader's, each for its reason.
const MACHINE_LITERALS: &[(&str, &str)] = &[
    (
        "Verdana, DejaVu Sans, PingFang SC, Noto Sans CJK SC, sans-serif",
        "the badge's CSS font stack",
    ),
    (
        "-//endfield-calendar//Arknights: Endfield calendar API v1//EN",
        "the feed's PRODID, a machine field",
    ),
    ("embed theme-{}", "the card's CSS classes"),
    (
        "{LLMS}\\n## Data age\\n\\n{said}\\n",
        "llms.txt, which stays English (issue 48)",
    ),
    (
        "public origin {text:?} is not http(s)://host[:port] (a host name, an IPv4 address or \\\n             a bracketed IPv6 address, with no path, query or user)",
        "the operator's public origin setting refused at start-up, for the operator",
    ),
    (
        "no record",
        "a JSON notification that could not be built, for the sender's log",
    ),
    (
        "a card always fits a message",
        "a compile-time check's message",
    ),
    (
        "a tick's whole state, each from its own home",
        "a lint's reason, for the source's readers",
    ),
    (
        "`secret` is written whsec_<base64>",
        "a `json` target's secret in the operator's targets file (a subscription's is the server's own)",
    ),
    (
        "`secret` is written whsec_<base64>: the rest is not base64",
        "a `json` target's secret in the operator's targets file",
    ),
    (
        "`{text}` is not HOST[:PORT]",
        "the operator's --allow-webhook-host refused at start-up",
    ),
    (
        "the targets file is not a JSON array of targets: line {line}, column {column}: {place}{kind}",
        "the operator's targets file refused at start (calendar-serve --notify, calendar-generator notify), in English; its targets' own problems are the catalog's",
    ),
    (
        "at most {MAX_TARGETS} targets",
        "the operator's targets file refused at start (calendar-serve --notify, calendar-generator notify), in English; its targets' own problems are the catalog's",
    ),
    (
        "the name is used by another target",
        "the operator's targets file refused at start (calendar-serve --notify, calendar-generator notify), in English; its targets' own problems are the catalog's",
    ),
    (
        " at line {} column {}",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        " at line ",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "struct RawTarget",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "struct RawReminders",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "struct RawSubscription",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "invalid type: ",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "invalid value: ",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "unknown field ",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "missing field `",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "duplicate field `",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "invalid length ",
        "serde_json's own message, read to tell a mistake's kind in the catalog's words",
    ),
    (
        "method `{}` is not allowed: send JSON-RPC messages with POST (this server \\\n             offers no event stream)",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "the body is larger than {MAX_REQUEST_BODY} bytes",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "the body ended before its announced length",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "send the JSON-RPC message as Content-Type: application/json",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "this server answers application/json; the Accept field allows none",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "unsupported MCP-Protocol-Version `{}`; this server speaks {}",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "method `{}` not found; this server answers initialize, ping, tools/list \\\n                 and tools/call",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "initialize needs `params.protocolVersion`, a string",
        "MCP's transport errors and the server's instructions: a program's and a model's (like llms.txt, English), before any tool's `lang`",
    ),
    (
        "tools/call needs `params`",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "tools/call needs the tool's `name`, a string",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "`arguments` must be an object",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "no tool named `{}`; tools/list names them",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "internal error",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "argument `{}` must be a string, as the API's query parameter",
        "a `tools/call` refused as JSON-RPC before its arguments are read (its `lang` among them): a program's, English; a refusal of the arguments is the API's, in their `lang`",
    ),
    (
        "The schedule of Arknights: Endfield (banners, activities, versions) \\\n    from the public calendar API. list_events filters events like GET /api/v1/events; \\\n    recent_changes lists schedule changes like GET /api/v1/changes; list_units lists the rate-up \\\n    operators and weapons with their banner runs like GET /api/v1/units, and unit_history tells \\\n    one unit's runs, the days since its last and its next recorded run. structuredContent's \\\n    times are RFC 3339, its sourceMeta saying which are tentative or have an unconfirmed hour; \\\n    the text tells those as such. Status is computed at the time of the call. When \\\n    structuredContent's source.behind is not null, every recorded version has ended: the next \\\n    version is not recorded here yet, which says nothing of whether it is announced (the text \\\n    then says so; check the official announcements).",
        "MCP's instructions, read by a language model (like llms.txt, English: issue 48)",
    ),
    (
        "no usable URL (is its `urlEnv` variable set?)",
        "an operator's target with no usable URL or secret in its environment (`urlEnv`, `secretEnv`: a targets file's, never a subscription's), for the operator's log",
    ),
    (
        "no usable secret (is its `secretEnv` variable set?)",
        "an operator's target with no usable URL or secret in its environment (`urlEnv`, `secretEnv`: a targets file's, never a subscription's), for the operator's log",
    ),
    (
        "not sent: {why}",
        "a delivery's outcome in the faces' logs (its reason a catalog message, told in English there)",
    ),
    (
        "perhaps sent, not sent again: {why}",
        "a delivery's outcome in the faces' logs (its reason a catalog message, told in English there)",
    ),
    (
        "{kept}… (and {} more bytes)",
        "the clipping of an echoed value (`value`, a path), which is the request's, never translated",
    ),
];

#[test]
fn no_words_are_left_outside_the_catalog() {
    let mut found: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for (file, text) in sources() {
        if !file.starts_with("src/") || MACHINE.iter().any(|(f, _)| *f == file) {
            continue;
        }
        for (_, lit) in literals(&text) {
            // Markup written by hand (`<link rel="alternate" …>`) is a machine string.
            let markup = lit.trim_start().starts_with('<');
            if reads_as_words(&lit) && !markup && !MACHINE_LITERALS.iter().any(|(l, _)| *l == lit) {
                found.entry(file.clone()).or_default().push(lit);
            }
        }
    }
    assert!(
        found.is_empty(),
        "words outside the catalog (locales/*.ftl): {found:#?}"
    );
}

#[test]
fn words_are_told_apart_from_machine_strings() {
    for words in [
        "结束",
        "ends in",
        "Nothing upcoming",
        "「冬猎」",
        "ヘッドハンティング",
        "ends soon",
    ] {
        assert!(reads_as_words(words), "{words}");
    }
    for machine in [
        "Content-Type",
        "lang=en",
        "dayBeforeNoon",
        "zh-CN",
        "#notified",
        "{} {}",
        "a b",
        "UTC+8",
    ] {
        assert!(!reads_as_words(machine), "{machine}");
    }
}

#[test]
fn a_file_handed_in_is_refused_unless_it_is_the_one_fingerprinted() {
    let ja = source(Locale::Ja);
    let file = File::Locale(Locale::Ja);
    let expected = Fingerprint::of(ja);
    // The same bytes elsewhere in memory: the same print.
    let copy: String = ja.chars().collect();
    assert_eq!(expected, Fingerprint::of(&copy));
    let wrong = provide(file, source(Locale::Ko), expected).unwrap_err();
    assert_eq!(wrong.expected, expected);
    assert_eq!(wrong.found, Fingerprint::of(source(Locale::Ko)));
    // A file cut short by a byte, or of the same length with one byte changed, is another file.
    let cut = &ja[..ja.len() - 1];
    assert!(provide(file, cut, expected).is_err());
    let changed: &'static str = Box::leak(ja.replacen('=', "-", 1).into_boxed_str());
    assert_eq!(changed.len(), ja.len());
    assert!(provide(file, changed, expected).is_err());
    assert_eq!(provide(file, ja, expected), Ok(()));
    assert!(!wrong.to_string().is_empty());
}

#[test]
fn every_file_is_held_in_a_build_with_all_files_and_read_from_its_path() {
    for file in File::ALL {
        assert!(has(file), "{file:?}");
        assert!(IN_EVERY_BUILD.contains(&file) || cfg!(feature = "all-files"));
        let path = format!("{}/{}", env!("CARGO_MANIFEST_DIR"), file.path());
        let text = crate::files::source(file).unwrap();
        let on_disk = std::fs::read_to_string(&path).unwrap();
        let held: String = match file {
            // Without its comment lines (build.rs).
            File::Locale(_) => on_disk
                .split_inclusive('\n')
                .filter(|l| !l.starts_with('#'))
                .collect(),
            File::OpenApi => on_disk,
        };
        assert_eq!(held, text, "{path}");
    }
    assert_eq!(File::Locale(Locale::PtBr).path(), "locales/pt-BR.ftl");
    assert_eq!(File::ALL[14], File::OpenApi);
}

#[test]
fn a_file_in_english_order_is_found_through_english_and_another_through_its_own_ids() {
    let english = Parsed::index("a = A\nb = B\n-c = C\n", None);
    let same = Parsed::index("a = 1\nb = 2\n-c = 3\n", Some(&english));
    let other = Parsed::index("b = 2\na = 1\n-c = 3\n", Some(&english));
    let fewer = Parsed::index("a = 1\nb = 2\n", Some(&english));
    assert!(english.places.is_some());
    assert!(same.places.is_none());
    assert!(other.places.is_some() && fewer.places.is_some());
    let text = |file: &Parsed, id| match file.get(id).map(Vec::as_slice) {
        Some([Element::Text(text)]) => Some(text.to_string()),
        _ => None,
    };
    for file in [&other, &fewer] {
        assert_eq!(text(file, "a").as_deref(), Some("1"));
        assert_eq!(text(file, "b").as_deref(), Some("2"));
        assert_eq!(text(file, "z"), None);
    }
    assert_eq!(text(&other, "-c").as_deref(), Some("3"));
    assert_eq!(text(&fewer, "-c"), None);
}

/// Each file's plain messages are told as the file writes them: found at their place, through
/// English's index for every file but English's.
#[test]
fn every_plain_message_of_every_file_is_told_as_its_file_writes_it() {
    for locale in Locale::ALL {
        let mut plain = 0;
        for entry in entries(locale) {
            let text = match entry.pattern.as_slice() {
                [] => "",
                [Element::Text(text)] => text,
                _ => continue,
            };
            plain += 1;
            assert_eq!(phrase(locale, &entry.id), text, "{locale:?} {}", entry.id);
        }
        assert!(plain > 100, "{locale:?}: {plain} plain messages");
    }
}

/// Without `all-files` (`cargo test -p calendar --no-default-features --lib
/// catalog::tests::a_locale_without`, as the API Worker builds): a locale is told in English
/// until its file is handed in, then in its own words; a refused file changes nothing.
#[cfg(not(feature = "all-files"))]
#[test]
fn a_locale_without_its_file_is_told_in_english_until_it_is_handed_in() {
    let ja = include_str!("../../locales/ja.ftl");
    let file = File::Locale(Locale::Ja);
    let id = "page-no-limited";
    // A time, which `minute` keeps once told: kept apart before and after the file.
    let at = chrono::NaiveDate::from_ymd_opt(2026, 12, 17)
        .and_then(|d| d.and_hms_opt(12, 0, 0))
        .unwrap_or_default();
    assert!(!has(file));
    assert_eq!(say(Locale::Ja, id, &[]), say(Locale::En, id, &[]));
    assert_eq!(minute(Locale::Ja, at), minute(Locale::En, at));
    let expected = Fingerprint::of(ja);
    assert!(provide(file, include_str!("../../locales/ko.ftl"), expected).is_err());
    assert!(!has(file));
    assert_eq!(provide(file, ja, expected), Ok(()));
    assert!(has(file));
    assert_ne!(say(Locale::Ja, id, &[]), say(Locale::En, id, &[]));
    let date = date(Locale::Ja, at.date());
    let time = clock(Locale::Ja, at.time());
    let args = [("date", Arg::Str(&date)), ("time", Arg::Str(&time))];
    assert_eq!(minute(Locale::Ja, at), say(Locale::Ja, "date-time", &args));
    assert_ne!(minute(Locale::Ja, at), minute(Locale::En, at));
}
