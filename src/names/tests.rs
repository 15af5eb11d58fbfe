use super::*;
use crate::testing;
use crate::v1::{Category, OfficialName, OfficialNames};

fn official(name: &str) -> Option<OfficialName> {
    Some(OfficialName {
        name: name.into(),
        cid: "6434".into(),
    })
}

/// A pool with two featured units: the first named in English and Japanese, the second only in
/// Chinese; its title named in English and Japanese.
fn pool() -> v1::Event {
    let mut event = testing::event(
        "winter-hunt",
        "version-1",
        Category::Operator,
        "2026-01-01T12:00:00+08:00",
        None,
    );
    event.title = "「冬猎」特许寻访".into();
    event.title_en = Some("[Winter Hunt] Chartered Headhunting".into());
    event.featured = vec!["提弗洛斯".into(), "伊冯".into()];
    event.featured_en = vec![Some("Typhoeus".into()), None];
    event.names.insert(
        "ja".into(),
        OfficialNames {
            title: official("特別スカウト「冬狩」"),
            featured: vec![official("ティフォロス"), None],
        },
    );
    event
}

fn told(named: Named<'_>) -> (&str, &str, bool) {
    (named.text, named.locale.tag(), named.official)
}

#[test]
fn the_rule_official_else_english_flagged_else_chinese_flagged() {
    for (asked, local, english, expected) in [
        (
            Locale::Ja,
            Some("雪氷の幽夢"),
            Some("Dreamscape"),
            ("雪氷の幽夢", "ja", true),
        ),
        (
            Locale::Ja,
            None,
            Some("Dreamscape"),
            ("Dreamscape", "en", false),
        ),
        (Locale::Ja, None, None, ("雪凇幽梦", "zh", false)),
        (
            Locale::En,
            Some("雪氷の幽夢"),
            Some("Dreamscape"),
            ("Dreamscape", "en", true),
        ),
        (Locale::En, None, None, ("雪凇幽梦", "zh", false)),
        (
            Locale::ZhCn,
            Some("雪氷の幽夢"),
            Some("Dreamscape"),
            ("雪凇幽梦", "zh", true),
        ),
        (
            Locale::ZhTw,
            None,
            Some("Dreamscape"),
            ("Dreamscape", "en", false),
        ),
    ] {
        assert_eq!(
            told(name_in(asked, local, english, "雪凇幽梦")),
            expected,
            "{asked:?} {local:?} {english:?}"
        );
    }
}

#[test]
fn an_event_is_named_by_its_recorded_names_in_every_locale() {
    let event = pool();
    assert_eq!(
        told(event_title(&event, Locale::Ja)),
        ("特別スカウト「冬狩」", "ja", true)
    );
    assert_eq!(
        featured(&event, Locale::Ja)
            .into_iter()
            .map(told)
            .collect::<Vec<_>>(),
        [("ティフォロス", "ja", true), ("伊冯", "zh", false)]
    );
    assert_eq!(
        told(event_title(&event, Locale::Ko)),
        ("[Winter Hunt] Chartered Headhunting", "en", false)
    );
    assert_eq!(
        featured(&event, Locale::Ko)
            .into_iter()
            .map(told)
            .collect::<Vec<_>>(),
        [("Typhoeus", "en", false), ("伊冯", "zh", false)]
    );
    assert_eq!(
        told(event_title(&event, Locale::ZhCn)),
        ("「冬猎」特许寻访", "zh", true)
    );
}

#[test]
fn an_event_told_in_english_is_named_from_its_chinese_names() {
    let mut document = testing::document();
    document.data.events = vec![pool()];
    crate::server::localize(&mut document, Locale::En);
    let event = &document.data.events[0];
    assert_eq!(event.title, "[Winter Hunt] Chartered Headhunting");
    assert_eq!(
        told(event_title(event, Locale::ZhCn)),
        ("「冬猎」特许寻访", "zh", true)
    );
    assert_eq!(
        featured(event, Locale::Ja)
            .into_iter()
            .map(told)
            .collect::<Vec<_>>(),
        [("ティフォロス", "ja", true), ("伊冯", "zh", false)]
    );
    let named = event.named.as_ref().unwrap();
    assert_eq!(named.title.locale, "en");
    assert!(named.title.official);
    assert_eq!(named.featured[1].text, "伊冯");
    assert!(!named.featured[1].official);
}

#[test]
fn a_version_is_named_by_the_same_rule() {
    let mut version = testing::version(6, "2026-09-02T12:00:00+08:00");
    version.title = "雪凇幽梦".into();
    assert_eq!(
        told(version_title(&version, Locale::Fr)),
        ("雪凇幽梦", "zh", false)
    );
    version.title_en = Some("Dreamscape of Wind and Snow".into());
    version.names.insert(
        "fr".into(),
        OfficialNames {
            title: official("Rêverie de vent et de neige"),
            featured: Vec::new(),
        },
    );
    assert_eq!(
        told(version_title(&version, Locale::Fr)),
        ("Rêverie de vent et de neige", "fr", true)
    );
    assert_eq!(
        told(version_title(&version, Locale::De)),
        ("Dreamscape of Wind and Snow", "en", false)
    );
}

#[test]
fn the_telling_layer_and_the_faces_helpers_follow_the_rule() {
    use crate::certainty::{Name, Telling, featured_names, title_named, version_named};
    let pool = pool();
    let now = chrono::Utc::now();
    let ja = Telling::of(Locale::Ja, std::slice::from_ref(&pool), &pool, now);
    assert_eq!(ja.title, "特別スカウト「冬狩」");
    assert!(!ja.title_untranslated);
    assert_eq!(ja.twin.as_deref(), Some("「冬猎」特许寻访"));
    let name = |text: &str, untranslated| Name {
        text: text.into(),
        untranslated,
    };
    assert_eq!(
        ja.featured,
        [name("ティフォロス", false), name("伊冯", true)]
    );
    // Not recorded in ko: English, flagged; zh and en as they always were.
    assert_eq!(
        title_named(&pool, Locale::Ko),
        name("[Winter Hunt] Chartered Headhunting", true)
    );
    assert_eq!(
        title_named(&pool, Locale::ZhCn),
        name("「冬猎」特许寻访", false)
    );
    let zh = Telling::of(Locale::ZhCn, std::slice::from_ref(&pool), &pool, now);
    assert_eq!(
        zh.twin.as_deref(),
        Some("[Winter Hunt] Chartered Headhunting")
    );
    assert_eq!(
        featured_names(&pool, Locale::En),
        [name("Typhoeus", false), name("伊冯", true)]
    );

    let mut version = testing::version(6, "2026-09-02T12:00:00+08:00");
    version.title = "雪凇幽梦".into();
    version.title_en = Some("Dreamscape of Wind and Snow".into());
    version.names.insert(
        "ja".into(),
        OfficialNames {
            title: official("雪氷の幽夢"),
            featured: Vec::new(),
        },
    );
    assert_eq!(
        version_named(&version, Locale::Ja),
        "バージョン6「雪氷の幽夢」"
    );
    assert!(version_named(&version, Locale::ZhCn).contains("「雪凇幽梦」"));
    assert!(version_named(&version, Locale::En).contains("“Dreamscape of Wind and Snow”"));
}
