//! The check of the official English names in `data/` (`english-names`): an event's `titleEn`
//! and `featuredEn` are only ever read from an official English notice, so the entry that gives
//! one cites that notice (the global en-us list, in `sources` or `notices`); `featuredEn` names
//! a `featured` unit, and one unit has one English name.

use std::collections::BTreeMap;

use calendar::v1::NoticeRef;

use super::CuratedEvent;
use super::CuratedVersion;
use super::problem::{Located, Problem, entry_problem};

const CHECK: &str = "english-names";

/// The server of the global list in a [`NoticeRef`].
const GLOBAL: &str = "global";

/// Whether `event` cites an official English notice: a global notice it was read from, or an
/// archived notice of the global en-us list in `sources`.
pub(super) fn cites_english_notice(event: &CuratedEvent) -> bool {
    event.notices.iter().any(|n| n.server == GLOBAL)
        || event
            .sources
            .iter()
            .filter_map(|s| NoticeRef::cited_in(s))
            .any(|n| n.server == GLOBAL)
}

pub(super) fn check_english_names(
    _: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    let mut names: BTreeMap<&str, (&str, &str)> = BTreeMap::new();
    for (file, e) in events {
        let problem = |field: &str, message: String| entry_problem(CHECK, file, e, field, message);
        for (field, value) in [("titleEn", &e.title_en), ("featuredEn", &e.featured_en)] {
            match value.as_deref() {
                Some(name) if name.trim().is_empty() || name.trim() != name => out.push(problem(
                    field,
                    "an English name is not empty and has no surrounding spaces".into(),
                )),
                Some(_) if !cites_english_notice(e) => out.push(problem(
                    field,
                    "an English name is only read from an official English notice: cite it \
                     (`…/bulletin/…/en-us/….json@commit cid N` in `sources`, or a `global` \
                     notice)"
                        .into(),
                )),
                _ => {}
            }
        }
        let Some(en) = e.featured_en.as_deref() else {
            continue;
        };
        let Some(zh) = e.featured.as_deref() else {
            out.push(problem(
                "featuredEn",
                "names the English name of `featured`, which this entry does not give".into(),
            ));
            continue;
        };
        match names.get(zh) {
            Some((known, id)) if *known != en => out.push(problem(
                "featuredEn",
                format!("`{zh}` is `{known}` on `{id}`: one unit has one English name"),
            )),
            Some(_) => {}
            None => {
                names.insert(zh, (en, &e.id));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curated::Category;
    use std::path::PathBuf;

    const EN: &str = "daydreamer-json/ak-endfield-api-archive \
                      output/akEndfield/gameHub/bulletin/6/3/game/en-us/all.json@025cf50 cid 8964";
    const CN: &str = "daydreamer-json/ak-endfield-api-archive \
                      output/akEndfield/gameHub/bulletin/1/DEFAULT/game/zh-cn/latest.json@19051b7 cid 3034";

    fn pool(id: &str, featured: &str, en: Option<&str>, sources: &[&str]) -> Located<CuratedEvent> {
        let start = calendar::time::parse("2026-07-16T12:00:00+08:00").unwrap();
        let mut event = CuratedEvent::new(
            id.into(),
            "version-5".into(),
            Category::Operator,
            "「X」".into(),
            start,
        );
        event.featured = Some(featured.into());
        event.featured_en = en.map(Into::into);
        event.sources = sources.iter().map(|s| s.to_string()).collect();
        (PathBuf::from("data/events/version-5.json"), event)
    }

    fn problems(events: &[Located<CuratedEvent>]) -> Vec<(String, String)> {
        let mut out = Vec::new();
        check_english_names(&[], events, &mut out);
        out.into_iter()
            .map(|p| (p.entry.unwrap_or_default(), p.field.unwrap_or_default()))
            .collect()
    }

    #[test]
    fn an_english_name_needs_an_official_english_notice() {
        assert_eq!(problems(&[pool("a", "诀", Some("Arcane"), &[CN, EN])]), []);
        assert_eq!(
            problems(&[pool("a", "诀", Some("Arcane"), &[CN])]),
            [("a".into(), "featuredEn".into())],
            "a Chinese notice alone is no source of an English name"
        );
        let mut titled = pool("t", "诀", None, &[CN]);
        titled.1.title_en = Some("[North Yearns the Rift Vigile] Chartered Headhunting".into());
        assert_eq!(
            problems(&[titled.clone()]),
            [("t".into(), "titleEn".into())]
        );
        titled.1.notices.push(NoticeRef {
            server: "global".into(),
            cid: "8964".into(),
        });
        assert_eq!(problems(&[titled]), [], "a global notice read is a source");
    }

    #[test]
    fn one_unit_has_one_english_name_and_only_a_featured_unit_has_one() {
        let events = [
            pool("a", "伊冯", Some("Yvonne"), &[EN]),
            pool("b", "伊冯", None, &[CN]),
            pool("c", "伊冯", Some("Yvon"), &[EN]),
        ];
        assert_eq!(problems(&events), [("c".into(), "featuredEn".into())]);
        let mut bare = pool("d", "伊冯", Some("Yvonne"), &[EN]);
        bare.1.featured = None;
        assert_eq!(problems(&[bare]), [("d".into(), "featuredEn".into())]);
        assert_eq!(
            problems(&[pool("e", "伊冯", Some(" Yvonne"), &[EN])]),
            [("e".into(), "featuredEn".into())]
        );
    }
}
