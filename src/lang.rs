//! The languages texts are told in: a leaf every module may use, importing none of them.
//!
//! [`Locale`] is the 14 locales the game publishes its global notices in (daydreamer-json/ak-endfield-api-archive,
//! `output/akEndfield/gameHub/bulletin/6/3/game/<locale>/`), named by their BCP 47 tags.

/// A locale the game publishes its notices in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Locale {
    #[default]
    ZhCn,
    ZhTw,
    En,
    Ja,
    Ko,
    De,
    Fr,
    Es,
    PtBr,
    Ru,
    It,
    Id,
    Th,
    Vi,
}

impl Locale {
    /// Every locale, in the order their tags are listed.
    pub const ALL: [Locale; 14] = [
        Locale::ZhCn,
        Locale::ZhTw,
        Locale::En,
        Locale::Ja,
        Locale::Ko,
        Locale::De,
        Locale::Fr,
        Locale::Es,
        Locale::PtBr,
        Locale::Ru,
        Locale::It,
        Locale::Id,
        Locale::Th,
        Locale::Vi,
    ];

    /// Its place in [`Locale::ALL`], which lists the locales in the order they are declared (a
    /// test holds it): no search for a table kept per locale.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its BCP 47 tag, as `lang=` takes it (`zh` is `zh-CN`).
    pub fn tag(self) -> &'static str {
        match self {
            Locale::ZhCn => "zh",
            Locale::ZhTw => "zh-TW",
            Locale::En => "en",
            Locale::Ja => "ja",
            Locale::Ko => "ko",
            Locale::De => "de",
            Locale::Fr => "fr",
            Locale::Es => "es",
            Locale::PtBr => "pt-BR",
            Locale::Ru => "ru",
            Locale::It => "it",
            Locale::Id => "id",
            Locale::Th => "th",
            Locale::Vi => "vi",
        }
    }

    /// Its tag in an HTML document's `lang` (`zh-CN` for `zh`, which names the script's region).
    pub fn html(self) -> &'static str {
        match self {
            Locale::ZhCn => "zh-CN",
            other => other.tag(),
        }
    }

    /// Its name in its own language (its endonym), as a language menu lists it: a name, the
    /// same in every language, never a word to translate.
    pub fn endonym(self) -> &'static str {
        match self {
            Locale::ZhCn => "简体中文",
            Locale::ZhTw => "繁體中文",
            Locale::En => "English",
            Locale::Ja => "日本語",
            Locale::Ko => "한국어",
            Locale::De => "Deutsch",
            Locale::Fr => "Français",
            Locale::Es => "Español",
            Locale::PtBr => "Português (Brasil)",
            Locale::Ru => "Русский",
            Locale::It => "Italiano",
            Locale::Id => "Bahasa Indonesia",
            Locale::Th => "ไทย",
            Locale::Vi => "Tiếng Việt",
        }
    }

    /// The locale's folder in the bulletin archive and its `lang` on the official endpoint.
    pub fn bulletin(self) -> &'static str {
        match self {
            Locale::ZhCn => "zh-cn",
            Locale::ZhTw => "zh-tw",
            Locale::En => "en-us",
            Locale::Ja => "ja-jp",
            Locale::Ko => "ko-kr",
            Locale::De => "de-de",
            Locale::Fr => "fr-fr",
            Locale::Es => "es-mx",
            Locale::PtBr => "pt-br",
            Locale::Ru => "ru-ru",
            Locale::It => "it-it",
            Locale::Id => "id-id",
            Locale::Th => "th-th",
            Locale::Vi => "vi-vn",
        }
    }

    /// The locale a tag names exactly (ASCII case aside; `zh-CN` is `zh`), if any.
    pub fn from_tag(tag: &str) -> Option<Locale> {
        if tag.eq_ignore_ascii_case("zh-CN") {
            return Some(Locale::ZhCn);
        }
        Locale::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// The locale a reader asking for `tag` is best served by, if any: the exact tag, else
    /// its script or region's sibling (`zh-HK`, `zh-Hant` → `zh-TW`; `zh-SG`, `zh-Hans` → `zh`),
    /// else its language (`pt` → `pt-BR`, `es-ES` → `es`, `en-GB` → `en`).
    pub fn for_range(tag: &str) -> Option<Locale> {
        if let Some(exact) = Locale::from_tag(tag) {
            return Some(exact);
        }
        let lower = tag.to_ascii_lowercase();
        let mut parts = lower.split('-');
        let language = parts.next()?;
        if language == "zh" {
            let traditional = parts.any(|p| matches!(p, "hant" | "tw" | "hk" | "mo"));
            return Some(if traditional {
                Locale::ZhTw
            } else {
                Locale::ZhCn
            });
        }
        Locale::ALL
            .into_iter()
            .find(|l| l.tag().split('-').next() == Some(language))
    }

    /// The language its game names are told in until the dataset holds each locale's official
    /// names: Chinese ([`Locale::ZhCn`]) for `zh` and `zh-TW`, else English ([`Locale::En`],
    /// the official English name where there is one).
    pub fn pair(self) -> Locale {
        match self {
            Locale::ZhCn | Locale::ZhTw => Locale::ZhCn,
            _ => Locale::En,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_is_at_its_index_in_all() {
        for (at, locale) in Locale::ALL.into_iter().enumerate() {
            assert_eq!(locale.index(), at, "{locale:?}");
        }
    }

    #[test]
    fn every_tag_reads_back_as_its_locale() {
        for locale in Locale::ALL {
            assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
            assert_eq!(
                Locale::for_range(&locale.tag().to_ascii_lowercase()),
                Some(locale)
            );
        }
        assert_eq!(Locale::from_tag("zh-CN"), Some(Locale::ZhCn));
        assert_eq!(Locale::from_tag("pt"), None);
        assert_eq!(Locale::from_tag("xx"), None);
    }

    #[test]
    fn a_range_falls_back_to_its_nearest_locale() {
        for (range, locale) in [
            ("zh-HK", Locale::ZhTw),
            ("zh-Hant-HK", Locale::ZhTw),
            ("zh-MO", Locale::ZhTw),
            ("zh-SG", Locale::ZhCn),
            ("zh-Hans", Locale::ZhCn),
            ("zh", Locale::ZhCn),
            ("pt", Locale::PtBr),
            ("pt-PT", Locale::PtBr),
            ("es-ES", Locale::Es),
            ("en-GB", Locale::En),
            ("ko-KR", Locale::Ko),
            ("ja-JP", Locale::Ja),
        ] {
            assert_eq!(Locale::for_range(range), Some(locale), "{range}");
        }
        assert_eq!(Locale::for_range("nl"), None);
        assert_eq!(Locale::for_range(""), None);
    }

    #[test]
    fn tags_archive_folders_and_endonyms_are_each_unique() {
        let tags: std::collections::BTreeSet<_> = Locale::ALL.iter().map(|l| l.tag()).collect();
        let folders: std::collections::BTreeSet<_> =
            Locale::ALL.iter().map(|l| l.bulletin()).collect();
        let names: std::collections::BTreeSet<_> =
            Locale::ALL.iter().map(|l| l.endonym()).collect();
        assert_eq!((tags.len(), folders.len(), names.len()), (14, 14, 14));
    }
}
