//! The CLDR plural categories of a count, by hand for the 14 locales (CLDR 46 cardinal rules,
//! `plurals.xml`, for the non-negative integers every count here is: `i` is the count, `v` is 0).

use crate::lang::Locale;

/// A CLDR plural category, as a Fluent variant's key names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    One,
    Few,
    Many,
    Other,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Category::One => "one",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

/// The category of the count `n` in `locale`.
pub fn category(locale: Locale, n: u64) -> Category {
    let million = n != 0 && n.is_multiple_of(1_000_000);
    match locale {
        // zh, ja, ko, th, vi, id: `other` only.
        Locale::ZhCn
        | Locale::ZhTw
        | Locale::Ja
        | Locale::Ko
        | Locale::Th
        | Locale::Vi
        | Locale::Id => Category::Other,
        // en, de: one: i = 1 and v = 0.
        Locale::En | Locale::De if n == 1 => Category::One,
        Locale::En | Locale::De => Category::Other,
        // it, es: one: n = 1 (es) / i = 1 and v = 0 (it); many: e = 0 and i != 0 and
        // i % 1000000 = 0 and v = 0.
        Locale::It | Locale::Es if n == 1 => Category::One,
        // fr, pt (pt-BR): one: i = 0,1; many: as above.
        Locale::Fr | Locale::PtBr if n <= 1 => Category::One,
        Locale::It | Locale::Es | Locale::Fr | Locale::PtBr if million => Category::Many,
        Locale::It | Locale::Es | Locale::Fr | Locale::PtBr => Category::Other,
        // ru: one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and
        // i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14).
        Locale::Ru => match (n % 10, n % 100) {
            (1, m) if m != 11 => Category::One,
            (2..=4, m) if !(12..=14).contains(&m) => Category::Few,
            _ => Category::Many,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each locale's CLDR integer examples (`@integer` of plurals.xml), per category.
    #[test]
    fn the_cldr_examples_fall_in_their_categories() {
        use Category::*;
        let cases: &[(Locale, Category, &[u64])] = &[
            (Locale::Ru, One, &[1, 21, 31, 41, 51, 61, 71, 81, 101, 1001]),
            (
                Locale::Ru,
                Few,
                &[2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 102, 1002],
            ),
            (
                Locale::Ru,
                Many,
                &[0, 5, 11, 12, 13, 14, 19, 20, 25, 100, 111, 1000],
            ),
            (Locale::En, One, &[1]),
            (
                Locale::En,
                Other,
                &[0, 2, 3, 16, 100, 1000, 10000, 1_000_000],
            ),
            (Locale::De, One, &[1]),
            (Locale::De, Other, &[0, 2, 5, 100]),
            (Locale::It, One, &[1]),
            (Locale::It, Many, &[1_000_000, 2_000_000]),
            (Locale::It, Other, &[0, 2, 16, 100, 1000]),
            (Locale::Es, One, &[1]),
            (Locale::Es, Many, &[1_000_000]),
            (Locale::Es, Other, &[0, 2, 16, 100]),
            (Locale::Fr, One, &[0, 1]),
            (Locale::Fr, Many, &[1_000_000, 3_000_000]),
            (Locale::Fr, Other, &[2, 16, 100, 1000]),
            (Locale::PtBr, One, &[0, 1]),
            (Locale::PtBr, Many, &[1_000_000]),
            (Locale::PtBr, Other, &[2, 16, 100]),
        ];
        for (locale, want, examples) in cases {
            for n in *examples {
                assert_eq!(category(*locale, *n), *want, "{} {n}", locale.tag());
            }
        }
        for locale in [
            Locale::ZhCn,
            Locale::ZhTw,
            Locale::Ja,
            Locale::Ko,
            Locale::Th,
            Locale::Vi,
            Locale::Id,
        ] {
            for n in [0, 1, 2, 5, 11, 21, 100, 1_000_000] {
                assert_eq!(category(locale, n), Other, "{} {n}", locale.tag());
            }
        }
    }
}
