//! The official names in other locales (`data/names/`, [`crate::curated::names`]) onto the
//! merged versions and events: each item's `names`, keyed by locale tag, with the `cid` of the
//! notice each name was read from (its first source; the quotes stay in `data/`). The name is
//! the item's: an event a notice or the upstream added gets it too when its title is the same.
//! An item without a name in any locale gets no `names`, so a dataset without `data/names/`
//! is written as before.

use calendar::v1::{self, OfficialName, OfficialNames};

use crate::curated::names::{NameEntry, NameKind, Names};

fn official(entry: &NameEntry) -> Option<OfficialName> {
    let source = entry.sources.first()?;
    Some(OfficialName {
        name: entry.name.clone(),
        cid: source.cid.clone(),
    })
}

/// Gives every version and event its recorded names.
pub fn apply(names: &Names, versions: &mut [v1::Version], events: &mut [v1::Event]) {
    for version in versions {
        for (locale, entry) in names.of(NameKind::Version, &version.title) {
            version.names.insert(
                locale.tag().to_string(),
                OfficialNames {
                    title: official(entry),
                    featured: Vec::new(),
                },
            );
        }
    }
    for event in events {
        let (title_kind, unit_kind) = NameKind::of_event(event.category);
        for (locale, _) in &names.locales {
            let title = names
                .get(*locale, title_kind, &event.title)
                .and_then(official);
            let mut featured: Vec<Option<OfficialName>> = event
                .featured
                .iter()
                .map(|zh| {
                    unit_kind
                        .and_then(|kind| names.get(*locale, kind, zh))
                        .and_then(official)
                })
                .collect();
            if featured.iter().all(Option::is_none) {
                featured.clear();
            }
            if title.is_some() || !featured.is_empty() {
                event
                    .names
                    .insert(locale.tag().to_string(), OfficialNames { title, featured });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curated::names::NameSource;
    use calendar::lang::Locale;
    use calendar::v1::Category;

    fn entry(kind: NameKind, zh: &str, name: &str, cid: &str) -> NameEntry {
        NameEntry {
            kind,
            zh: zh.into(),
            name: name.into(),
            as_written: None,
            sources: vec![NameSource {
                server: "global".into(),
                lang: "ja-jp".into(),
                cid: cid.into(),
                archive_commit: "0".repeat(40),
                archive_path: "x/ja-jp/latest.json".into(),
                state: "s".into(),
                quote: name.into(),
            }],
            paired_by: "p".into(),
        }
    }

    fn event(id: &str, category: Category, title: &str, featured: &[&str]) -> v1::Event {
        let at = calendar::time::parse("2026-09-02T12:00:00+08:00").unwrap();
        let mut e = v1::Event::new(
            id.into(),
            "version-6".into(),
            category,
            title.into(),
            at,
            "#000000".into(),
        );
        e.featured = featured.iter().map(|f| f.to_string()).collect();
        e
    }

    #[test]
    fn each_item_gets_its_names_by_kind_and_the_unnamed_none() {
        let names = Names {
            locales: vec![(
                Locale::Ja,
                vec![
                    entry(
                        NameKind::Pool,
                        "「冬猎」特许寻访",
                        "特別スカウト「冬狩」",
                        "6434",
                    ),
                    entry(NameKind::Activity, "「理智补给」", "「理性補給」", "2107"),
                    entry(NameKind::Operator, "伊冯", "イヴォンヌ", "7280"),
                ],
            )],
        };
        let mut events = vec![
            event(
                "hunt",
                Category::Operator,
                "「冬猎」特许寻访",
                &["提弗洛斯"],
            ),
            event(
                "re",
                Category::Operator,
                "「绚丽异彩」重构寻访",
                &["提弗洛斯", "伊冯"],
            ),
            // A pool's title is a `pool`'s name, never an `activity`'s of the same text.
            event("issue", Category::Arsenal, "「冬猎」特许寻访", &["伊冯"]),
            event("supply", Category::Limited, "「理智补给」", &[]),
        ];
        apply(&names, &mut [], &mut events);
        let ja = |i: usize| events[i].names.get("ja").cloned();
        let named = |name: &str, cid: &str| {
            Some(OfficialName {
                name: name.into(),
                cid: cid.into(),
            })
        };
        assert_eq!(
            ja(0),
            Some(OfficialNames {
                title: named("特別スカウト「冬狩」", "6434"),
                featured: Vec::new(),
            })
        );
        assert_eq!(
            ja(1),
            Some(OfficialNames {
                title: None,
                featured: vec![None, named("イヴォンヌ", "7280")],
            })
        );
        assert_eq!(ja(2), None);
        assert_eq!(ja(3).and_then(|n| n.title), named("「理性補給」", "2107"));
    }
}
