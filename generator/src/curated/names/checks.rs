//! The checks of a names file (`names`): the file names its locale, every entry names an item
//! of the curated data and cites the notice it was read from, and the entries are sorted and
//! unique. Each problem names the file, the entry (`<kind> <zh>`) and the field.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use calendar::lang::Locale;

use super::super::problem::Problem;
use super::super::{CuratedEvent, CuratedVersion};
use super::{NameEntry, NameKind, NameSource, NamesFile};

pub(super) const CHECK: &str = "names";

/// The CN names a names file may name, by kind.
pub(super) struct Known<'a> {
    items: BTreeSet<(NameKind, &'a str)>,
}

impl<'a> Known<'a> {
    /// Versions' titles; events' titles and featured units, of the kinds of
    /// [`NameKind::of_event`].
    pub(super) fn new(
        versions: &'a [(PathBuf, CuratedVersion)],
        events: &'a [(PathBuf, CuratedEvent)],
    ) -> Known<'a> {
        let mut items = BTreeSet::new();
        for (_, v) in versions {
            items.insert((NameKind::Version, v.title.as_str()));
        }
        for (_, e) in events {
            let (title, unit) = NameKind::of_event(e.category);
            items.insert((title, e.title.as_str()));
            if let (Some(featured), Some(unit)) = (&e.featured, unit) {
                items.insert((unit, featured.as_str()));
            }
        }
        Known { items }
    }

    fn holds(&self, kind: NameKind, zh: &str) -> bool {
        self.items.contains(&(kind, zh))
    }
}

/// What the `zh` of a kind must be, for a problem's message.
fn what(kind: NameKind) -> &'static str {
    match kind {
        NameKind::Version => "the `title` of a version of data/versions.json",
        NameKind::Pool => {
            "the `title` of a headhunting (an event of category `operator`) of data/events/"
        }
        NameKind::Activity => "the `title` of an event of data/events/ that is not a headhunting",
        NameKind::Operator => "the `featured` operator of a headhunting of data/events/",
        NameKind::Weapon => {
            "the `featured` weapon (without its type suffix) of an arsenal issue of data/events/"
        }
    }
}

/// Checks one parsed file; its locale when its name is one's.
pub(super) fn check_file(
    file: &Path,
    parsed: &NamesFile,
    known: &Known<'_>,
    out: &mut Vec<Problem>,
) -> Option<Locale> {
    let problem = |entry: Option<String>, field: &str, message: String| Problem {
        check: CHECK,
        file: file.to_path_buf(),
        entry,
        field: Some(field.into()),
        message,
    };
    let stem = file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let locale = Locale::ALL
        .into_iter()
        .find(|l| l.bulletin() == stem && !matches!(l, Locale::ZhCn | Locale::En));
    match locale {
        None => out.push(Problem {
            check: CHECK,
            file: file.to_path_buf(),
            entry: None,
            field: None,
            message: format!(
                "the file is named after the bulletin folder of a locale with names of its own: {}",
                Locale::ALL
                    .iter()
                    .filter(|l| !matches!(l, Locale::ZhCn | Locale::En))
                    .map(|l| format!("{}.json", l.bulletin()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }),
        Some(locale) => {
            if parsed.bulletin != locale.bulletin() {
                out.push(problem(
                    None,
                    "bulletin",
                    format!("is `{}`, the file is {stem}.json", parsed.bulletin),
                ));
            }
            if parsed.locale != locale.tag() {
                out.push(problem(
                    None,
                    "locale",
                    format!(
                        "is `{}`, the locale of {stem}.json is `{}`",
                        parsed.locale,
                        locale.tag()
                    ),
                ));
            }
        }
    }
    let label = |kind: NameKind, zh: &str| Some(format!("{} {zh}", kind.as_str()));
    let mut previous: Option<(NameKind, &str)> = None;
    for (i, entry) in parsed.names.iter().enumerate() {
        let at = |field: &str| format!("names[{i}].{field}");
        let name = label(entry.kind, &entry.zh);
        for (field, message) in entry_problems(entry, &parsed.bulletin, known) {
            out.push(problem(name.clone(), &at(&field), message));
        }
        if let Some(message) = order(&mut previous, (entry.kind, &entry.zh)) {
            out.push(problem(name, &at("zh"), message));
        }
    }
    let named: BTreeSet<(NameKind, &str)> = parsed
        .names
        .iter()
        .map(|e| (e.kind, e.zh.as_str()))
        .collect();
    let mut previous = None;
    for (i, missing) in parsed.not_found.iter().enumerate() {
        let at = |field: &str| format!("notFound[{i}].{field}");
        let name = label(missing.kind, &missing.zh);
        if !known.holds(missing.kind, &missing.zh) {
            out.push(problem(
                name.clone(),
                &at("zh"),
                format!("is not {}", what(missing.kind)),
            ));
        }
        if named.contains(&(missing.kind, missing.zh.as_str())) {
            out.push(problem(
                name.clone(),
                &at("zh"),
                "is also in `names`".into(),
            ));
        }
        if missing.why.trim().is_empty() {
            out.push(problem(
                name.clone(),
                &at("why"),
                "says why no name was recorded".into(),
            ));
        }
        if let Some(message) = order(&mut previous, (missing.kind, &missing.zh)) {
            out.push(problem(name, &at("zh"), message));
        }
    }
    locale
}

/// Whether `this` follows `previous` in the files' order (by kind, then by `zh`), once.
fn order<'a>(
    previous: &mut Option<(NameKind, &'a str)>,
    this: (NameKind, &'a str),
) -> Option<String> {
    let before = previous.replace(this);
    match before {
        Some(before) if before == this => Some(
            "appears twice: one name per kind and `zh` (a name printed in several notices is one \
             entry with a source for each)"
                .into(),
        ),
        Some(before) if before > this => Some(format!(
            "is out of order: entries are sorted by kind (version, pool, activity, operator, \
             weapon), then by `zh`; it comes before `{} {}`",
            before.0.as_str(),
            before.1
        )),
        _ => None,
    }
}

/// An entry's problems, as `(field, message)`.
fn entry_problems(entry: &NameEntry, bulletin: &str, known: &Known<'_>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if !known.holds(entry.kind, &entry.zh) {
        out.push(("zh".into(), format!("is not {}", what(entry.kind))));
    }
    if entry.name.trim().is_empty() || entry.name.trim() != entry.name {
        out.push((
            "name".into(),
            "is not empty and has no surrounding spaces".into(),
        ));
    }
    match (&entry.as_written, entry.kind) {
        (Some(_), kind) if kind != NameKind::Weapon => out.push((
            "asWritten".into(),
            "only a weapon has a printed form apart from its name".into(),
        )),
        (Some(written), _) if !written.contains(&entry.name) => out.push((
            "asWritten".into(),
            "is the printed form of `name` (its type suffix added): it contains `name`".into(),
        )),
        _ => {}
    }
    if entry.sources.is_empty() {
        out.push(("sources".into(), "cites at least one notice".into()));
    }
    for (j, source) in entry.sources.iter().enumerate() {
        for (field, message) in source_problems(source, entry, bulletin) {
            out.push((format!("sources[{j}].{field}"), message));
        }
    }
    if entry.paired_by.trim().is_empty() {
        out.push((
            "pairedBy".into(),
            "says how the notice was paired with the CN one".into(),
        ));
    }
    out
}

fn source_problems(
    source: &NameSource,
    entry: &NameEntry,
    bulletin: &str,
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    if source.server != "global" {
        out.push((
            "server",
            "is `global`: the names are the global server's".into(),
        ));
    }
    if source.lang != bulletin {
        out.push(("lang", format!("is the file's `bulletin`, `{bulletin}`")));
    }
    let cid = &source.cid;
    if cid.is_empty() || cid.len() > 8 || !cid.bytes().all(|b| b.is_ascii_digit()) {
        out.push(("cid", "is 1 to 8 digits, as the list writes it".into()));
    }
    let commit = &source.archive_commit;
    if commit.len() != 40
        || !commit
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    {
        out.push((
            "archiveCommit",
            "is a commit's 40 lower-case hex digits".into(),
        ));
    }
    if !source.archive_path.split('/').any(|part| part == bulletin) {
        out.push((
            "archivePath",
            format!("is the path of a list of the `{bulletin}` folder in the archive"),
        ));
    }
    if source.state.trim().is_empty() {
        out.push(("state", "says which state of the file was read".into()));
    }
    let printed = entry.as_written.as_deref();
    if !source.quote.contains(&entry.name) && !printed.is_some_and(|w| source.quote.contains(w)) {
        out.push((
            "quote",
            "contains the name exactly as printed (`name`, or `asWritten`)".into(),
        ));
    }
    out
}
