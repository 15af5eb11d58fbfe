//! The wire format of the official names in other locales (issue 48): what the dataset
//! publishes of each item ([`OfficialNames`], in `names`), and what a response tells in the
//! asked locale ([`EventNamed`], [`VersionNamed`], in `named`). The rule that picks the name a
//! reader sees is [`crate::names`]'s.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// An item's official names, keyed by the BCP 47 tag of the locale (`zh-TW`, `ja`, …): only
/// the locales of the global server's notices other than `zh` (the CN names, `title`) and `en`
/// (`titleEn`, `featuredEn`). Left out of the file and the responses when empty, so a dataset
/// without such names is written as before.
pub type LocaleNames = BTreeMap<String, OfficialNames>;

/// One item's official names in one locale.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfficialNames {
    /// The title as the locale's notice prints it; `null` where none is recorded.
    #[serde(default)]
    pub title: Option<OfficialName>,
    /// An event's only: each `featured` unit's name, in the order of the Chinese names
    /// (`featured`, or `featuredZh` under `lang=en`), `null` where none is recorded; left out
    /// when none is (and on versions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub featured: Vec<Option<OfficialName>>,
}

/// An official name and the notice it was read from.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfficialName {
    /// Exactly as the notice prints it (a weapon without its type suffix); never a translation.
    pub name: String,
    /// The `cid` of the global server's notice in that locale that prints it (the same notice
    /// has the same `cid` in every locale of the global list).
    pub cid: String,
}

/// A name as a response tells it in the asked locale.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Named {
    pub text: String,
    /// The tag of the locale `text` is written in (`zh`, `en`, `ja`, …).
    pub locale: String,
    /// Whether `text` is the official name in the asked locale; `false`: a fallback (the
    /// official English name, else the Chinese one), never a translation.
    pub official: bool,
}

/// `named` of an event: its title and featured units in the asked locale.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventNamed {
    pub title: Named,
    /// In the order of `featured`.
    pub featured: Vec<Named>,
}

/// `named` of a version: its title in the asked locale.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VersionNamed {
    pub title: Named,
}
