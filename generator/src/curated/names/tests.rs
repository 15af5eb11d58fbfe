//! The rules of a names file, each refusal on its own, on hand-made curated data.

use std::path::{Path, PathBuf};

use calendar::lang::Locale;
use calendar::v1::Category;
use serde_json::{Value, json};

use super::super::{CuratedEvent, CuratedVersion};
use super::*;

const COMMIT: &str = "025cf5017063e25a014cc90243f8218073efec24";
const PATH: &str = "output/akEndfield/gameHub/bulletin/6/3/game/ja-jp/latest.json";

type Located<T> = Vec<(PathBuf, T)>;
/// A problem as `(entry, field, message)`.
type Told = (Option<String>, Option<String>, String);

fn curated() -> (Located<CuratedVersion>, Located<CuratedEvent>) {
    let at = calendar::time::parse("2026-09-02T12:00:00+08:00").unwrap();
    let version = CuratedVersion {
        version_key: "version-6".into(),
        version_number: "6".into(),
        title: "雪凇幽梦".into(),
        title_en: None,
        title_note: None,
        starts_at: at,
        ends_at: None,
        activities_complete: true,
        maintenance: None,
        hour_unconfirmed: Vec::new(),
        time_note: None,
        note: None,
        sources: vec!["test".into()],
        notices: Vec::new(),
    };
    let event = |id: &str, category, title: &str, featured: Option<&str>| {
        let mut e = CuratedEvent::new(id.into(), "version-6".into(), category, title.into(), at);
        e.featured = featured.map(Into::into);
        (PathBuf::from("data/events/version-6.json"), e)
    };
    (
        vec![(PathBuf::from("data/versions.json"), version)],
        vec![
            event(
                "winter-hunt",
                Category::Operator,
                "「冬猎」特许寻访",
                Some("提弗洛斯"),
            ),
            event(
                "deep-cold-issue",
                Category::Arsenal,
                "「幽寒申领」",
                Some("寒夜幽影"),
            ),
            event(
                "snowfall-forest",
                Category::Limited,
                "「雪降深林」引入活动",
                None,
            ),
        ],
    )
}

fn source(quote: &str) -> Value {
    json!({
        "server": "global",
        "lang": "ja-jp",
        "cid": "6434",
        "archiveCommit": COMMIT,
        "archivePath": PATH,
        "state": "latest.json state rsp.data.updatedAt 1791428400 (2026-10-08 11:00 +08:00)",
        "quote": quote,
    })
}

fn entry(kind: &str, zh: &str, name: &str, quote: &str) -> Value {
    json!({
        "kind": kind,
        "zh": zh,
        "name": name,
        "sources": [source(quote)],
        "pairedBy": "same cid 6434 as the en-us notice paired with CN 3029; item #1 of both",
    })
}

/// A valid ja-jp file (real names of the notice 6434 in ja-jp, quoted from it).
fn valid() -> Value {
    let mut weapon = entry(
        "weapon",
        "寒夜幽影",
        "寒夜の影",
        "★6武器【寒夜の影（アーツユニット）】の提供割合が上昇します。",
    );
    weapon["asWritten"] = json!("寒夜の影（アーツユニット）");
    json!({
        "locale": "ja",
        "bulletin": "ja-jp",
        "names": [
            entry("version", "雪凇幽梦", "雪氷の幽夢", "「雪氷の幽夢」 バージョンアップデートについて"),
            entry("pool", "「冬猎」特许寻访", "特別スカウト「冬狩」", "1. 特別スカウト「冬狩」"),
            entry("activity", "「幽寒申领」", "武庫申請「極寒・申請」", "2. 武庫申請「極寒・申請」"),
            entry("operator", "提弗洛斯", "ティフォロス", "★6オペレーター【ティフォロス】の提供割合が上昇します。"),
            weapon,
        ],
        "notFound": [
            { "kind": "activity", "zh": "「雪降深林」引入活动", "why": "not read in this test" }
        ],
    })
}

/// Loads `files` (name, content) as `data/names/` against [`curated`]: the names and every
/// problem as `(entry, field, message)`.
fn load_files(files: &[(&str, &Value)]) -> (Names, Vec<Told>) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(DIR)).unwrap();
    for (name, value) in files {
        let text = serde_json::to_string_pretty(value).unwrap() + "\n";
        std::fs::write(dir.path().join(DIR).join(name), text).unwrap();
    }
    let (versions, events) = curated();
    let mut problems = Vec::new();
    let names = load(dir.path(), &versions, &events, &mut problems);
    for p in &problems {
        assert!(p.file.starts_with(dir.path().join(DIR)), "{p}");
    }
    let problems = problems
        .into_iter()
        .map(|p| (p.entry, p.field, p.message))
        .collect();
    (names, problems)
}

/// The one problem of `file` as ja-jp.json: its entry and field.
fn refusal(file: &Value) -> (Option<String>, Option<String>) {
    let (names, problems) = load_files(&[("ja-jp.json", file)]);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(names.locales.is_empty(), "a refused file gives no name");
    let (entry, field, _) = problems.into_iter().next().unwrap();
    (entry, field)
}

fn some(text: &str) -> Option<String> {
    Some(text.into())
}

#[test]
fn a_valid_file_loads_and_no_directory_is_no_names() {
    let (names, problems) = load_files(&[("ja-jp.json", &valid())]);
    assert_eq!(problems, []);
    let entry = names
        .get(Locale::Ja, NameKind::Pool, "「冬猎」特许寻访")
        .unwrap();
    assert_eq!(entry.name, "特別スカウト「冬狩」");
    assert_eq!(
        names.get(Locale::Ko, NameKind::Pool, "「冬猎」特许寻访"),
        None
    );

    let empty = tempfile::tempdir().unwrap();
    let (versions, events) = curated();
    let mut problems = Vec::new();
    assert_eq!(
        load(empty.path(), &versions, &events, &mut problems),
        Names::default()
    );
    assert_eq!(problems, []);
}

#[test]
fn the_file_names_its_locale() {
    let (_, problems) = load_files(&[("en-us.json", &valid())]);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!((problems[0].0.clone(), problems[0].1.clone()), (None, None));
    assert!(problems[0].2.contains("ja-jp.json"), "{problems:?}");

    let mut file = valid();
    file["locale"] = json!("ko");
    assert_eq!(refusal(&file), (None, some("locale")));
    let mut file = valid();
    file["bulletin"] = json!("ko-kr");
    // The bulletin folder, and so every source's `lang`, is no longer the file's.
    let (_, problems) = load_files(&[("ja-jp.json", &file)]);
    assert!(
        problems.iter().any(|p| p.1.as_deref() == Some("bulletin")),
        "{problems:#?}"
    );
}

#[test]
fn an_unknown_kind_or_field_is_refused_naming_the_entry() {
    let mut file = valid();
    file["names"][1]["kind"] = json!("banner");
    let (entry, field) = refusal(&file);
    assert_eq!(
        (entry, field),
        (some("banner 「冬猎」特许寻访"), some("names[1].kind"))
    );
    let mut file = valid();
    file["names"][1]["nameEn"] = json!("x");
    assert_eq!(
        refusal(&file),
        (some("pool 「冬猎」特许寻访"), some("names[1].nameEn"))
    );
}

#[test]
fn zh_names_an_item_of_the_curated_data_of_its_kind() {
    for (index, kind, zh) in [
        (0, "version", "雪凇幽"),
        (1, "activity", "「冬猎」特许寻访"),
        (2, "pool", "「幽寒申领」"),
        (3, "weapon", "提弗洛斯"),
        (4, "weapon", "寒夜幽影（施术单元）"),
    ] {
        let mut file = valid();
        file["names"][index]["kind"] = json!(kind);
        file["names"][index]["zh"] = json!(zh);
        if kind != "weapon" {
            file["names"][index]
                .as_object_mut()
                .unwrap()
                .remove("asWritten");
        }
        let (_, problems) = load_files(&[("ja-jp.json", &file)]);
        assert!(
            problems.iter().any(|p| p.0 == Some(format!("{kind} {zh}"))
                && p.1 == Some(format!("names[{index}].zh"))
                && p.2.starts_with("is not")),
            "{kind} {zh}: {problems:#?}"
        );
    }
}

#[test]
fn every_source_cites_the_notice_and_quotes_the_name() {
    for (field, value) in [
        ("server", json!("cn")),
        ("lang", json!("ko-kr")),
        ("cid", json!("64a4")),
        ("archiveCommit", json!("025cf50")),
        ("archiveCommit", json!(COMMIT.to_uppercase())),
        (
            "archivePath",
            json!("output/akEndfield/gameHub/bulletin/6/3/game/en-us/latest.json"),
        ),
        ("state", json!(" ")),
        ("quote", json!("1. 特別スカウト「冬狩 」")),
    ] {
        let mut file = valid();
        file["names"][1]["sources"][0][field] = value;
        assert_eq!(
            refusal(&file),
            (
                some("pool 「冬猎」特许寻访"),
                Some(format!("names[1].sources[0].{field}"))
            ),
            "{field}"
        );
    }
    let mut file = valid();
    file["names"][1]["sources"] = json!([]);
    assert_eq!(refusal(&file).1, some("names[1].sources"));
    let mut file = valid();
    file["names"][1]["pairedBy"] = json!("");
    assert_eq!(refusal(&file).1, some("names[1].pairedBy"));
    let mut file = valid();
    file["names"][1]["name"] = json!(" 特別スカウト「冬狩」");
    assert_eq!(refusal(&file).1, some("names[1].name"));
}

#[test]
fn a_weapons_printed_form_is_its_own_and_contains_its_name() {
    let mut file = valid();
    // The quote holds the printed form, not the bare name: that is enough.
    file["names"][4]["sources"][0]["quote"] = json!("【寒夜の影（アーツユニット）/鑑（大剣）】");
    assert_eq!(load_files(&[("ja-jp.json", &file)]).1, []);
    file["names"][4]["asWritten"] = json!("寒夜（アーツユニット）");
    assert_eq!(refusal(&file).1, some("names[4].asWritten"));
    let mut file = valid();
    file["names"][3]["asWritten"] = json!("ティフォロス（★6）");
    assert_eq!(refusal(&file).1, some("names[3].asWritten"));
}

#[test]
fn entries_are_sorted_by_kind_then_zh_and_unique() {
    let mut file = valid();
    let names = file["names"].as_array_mut().unwrap();
    names.swap(1, 2);
    let (_, problems) = load_files(&[("ja-jp.json", &file)]);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].2.contains("out of order"), "{problems:?}");

    let mut file = valid();
    let again = file["names"][1].clone();
    file["names"].as_array_mut().unwrap().insert(2, again);
    let (_, problems) = load_files(&[("ja-jp.json", &file)]);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(problems[0].2.contains("twice"), "{problems:?}");
}

#[test]
fn not_found_names_items_of_the_curated_data_not_named() {
    let mut file = valid();
    file["notFound"][0]["zh"] = json!("「雪降深林」");
    assert_eq!(refusal(&file).1, some("notFound[0].zh"));
    let mut file = valid();
    file["notFound"][0] = json!({ "kind": "pool", "zh": "「冬猎」特许寻访", "why": "x" });
    assert_eq!(refusal(&file).1, some("notFound[0].zh"));
    let mut file = valid();
    file["notFound"][0]["why"] = json!("");
    assert_eq!(refusal(&file).1, some("notFound[0].why"));
}

#[test]
fn a_refused_file_names_itself_and_the_others_still_load() {
    let mut bad = valid();
    bad["locale"] = json!("ja");
    bad["bulletin"] = json!("ko-kr");
    let (names, problems) = load_files(&[("ja-jp.json", &valid()), ("ko-kr.json", &bad)]);
    assert!(problems.iter().all(|p| p.2.contains('`') || p.1.is_some()));
    assert!(!problems.is_empty());
    assert_eq!(names.locales.len(), 1);
    assert_eq!(names.locales[0].0, Locale::Ja);
    assert!(Path::new(DIR).is_relative());
}
