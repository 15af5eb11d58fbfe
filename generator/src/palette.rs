//! Colours: a fixed palette per category, one colour picked per event by a stable hash of its id,
//! and a text colour ("ink") picked by luminance for contrast.
//!
//! The hash is FNV-1a over the id's bytes: it is specified, so the choice never changes between
//! Rust versions or machines (unlike `std`'s `DefaultHasher`). The id, not the pool id, is hashed,
//! so an event keeps its colour when an official pool id replaces a manual one.

use calendar::v1::Category;

/// Dark ink for light backgrounds.
pub const DARK_INK: &str = "#1a1c20";
/// Light ink for dark backgrounds.
pub const LIGHT_INK: &str = "#ffffff";

/// The palette of a category: hues kept close within a category so categories stay apart.
pub fn palette(category: Category) -> &'static [&'static str] {
    match category {
        Category::Operator => &["#43aebc", "#2f8fa6", "#5cc2c9", "#1f6f8b", "#7ab8d6"],
        Category::Arsenal => &["#d99a3d", "#c7812b", "#e6b45e", "#a8692a", "#f0c987"],
        Category::Permanent => &["#6f7fd1", "#5564b8", "#8c98e0", "#3f4a94", "#a7b0ea"],
        Category::Limited => &["#d35f7a", "#b9465f", "#e4849a", "#93344b", "#eea9b8"],
        Category::Update => &["#7c8a96", "#5f6b75", "#9aa6b0"],
    }
}

/// 32-bit FNV-1a.
pub fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5_u32, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The palette colour of an event.
pub fn colour_for(category: Category, id: &str) -> &'static str {
    let colours = palette(category);
    let len = u32::try_from(colours.len()).unwrap_or(1).max(1);
    let index = usize::try_from(fnv1a(id.as_bytes()) % len).unwrap_or(0);
    colours.get(index).copied().unwrap_or("#7c8a96")
}

/// `#rrggbb` as three bytes; `None` for anything else (including `#rgb` and names).
pub fn parse_hex(text: &str) -> Option<[u8; 3]> {
    let hex = text.strip_prefix('#')?;
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some([channel(0)?, channel(2)?, channel(4)?])
}

/// WCAG relative luminance of an sRGB colour.
fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

fn contrast(a: f64, b: f64) -> f64 {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    (hi + 0.05) / (lo + 0.05)
}

/// The ink with the higher contrast against `background` (dark when the background is invalid).
pub fn ink_for(background: &str) -> &'static str {
    let Some(rgb) = parse_hex(background) else {
        return DARK_INK;
    };
    let bg = luminance(rgb);
    let dark = parse_hex(DARK_INK).map_or(0.0, luminance);
    let light = parse_hex(LIGHT_INK).map_or(1.0, luminance);
    if contrast(bg, light) > contrast(bg, dark) {
        LIGHT_INK
    } else {
        DARK_INK
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_is_stable_and_from_the_category_palette() {
        for category in Category::ALL {
            for id in ["op-wander", "a", "", "「」"] {
                let colour = colour_for(category, id);
                assert!(palette(category).contains(&colour));
                assert_eq!(colour, colour_for(category, id));
            }
        }
        // Pinned: a change of hash or palette shows up here, not silently in dist/.
        assert_eq!(fnv1a(b"a"), 0xe40c_292c);
        assert_eq!(colour_for(Category::Operator, "op-wander"), "#1f6f8b");
    }

    #[test]
    fn ink_contrasts_with_the_background() {
        assert_eq!(ink_for("#ffffff"), DARK_INK);
        assert_eq!(ink_for("#000000"), LIGHT_INK);
        assert_eq!(ink_for("#1f6f8b"), LIGHT_INK);
        assert_eq!(ink_for("#f0c987"), DARK_INK);
        assert_eq!(ink_for("nonsense"), DARK_INK);
    }

    #[test]
    fn hex_colours_are_exactly_rrggbb() {
        assert_eq!(parse_hex("#43aebc"), Some([0x43, 0xae, 0xbc]));
        assert_eq!(parse_hex("#43AEBC"), Some([0x43, 0xae, 0xbc]));
        for bad in [
            "43aebc", "#43aeb", "#43aebcd", "#fff", "#ggggg0", "red", "", "#é3aeb",
        ] {
            assert_eq!(parse_hex(bad), None, "{bad}");
        }
    }
}
