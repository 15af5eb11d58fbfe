//! The wire format of the official names in other locales (issue 48): what the dataset
//! publishes of each item ([`OfficialNames`], in `names`), and what a response tells in the
//! asked locale ([`EventNamed`], [`VersionNamed`], in `named`). The rule that picks the name a
//! reader sees is [`crate::names`]'s.

use serde::{Deserialize, Serialize};

/// An item's official names, keyed by the BCP 47 tag of the locale (`zh-TW`, `ja`, …): only
/// the locales of the global server's notices other than `zh` (the CN names, `title`) and `en`
/// (`titleEn`, `featuredEn`). Written as a JSON object in tag order; left out of the file and
/// the responses when empty, so a dataset without such names is written as before. A sorted
/// list, not a map: the Worker then links no map code for it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LocaleNames(Vec<(String, OfficialNames)>);

impl LocaleNames {
    pub fn new() -> LocaleNames {
        LocaleNames(Vec::new())
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The names of the locale tagged `tag`.
    pub fn get(&self, tag: &str) -> Option<&OfficialNames> {
        self.0.iter().find(|(t, _)| t == tag).map(|(_, n)| n)
    }

    /// Sets the names of the locale tagged `tag`, in tag order.
    pub fn insert(&mut self, tag: String, names: OfficialNames) {
        match self.0.binary_search_by(|(t, _)| t.as_str().cmp(&tag)) {
            Ok(at) => {
                if let Some(slot) = self.0.get_mut(at) {
                    slot.1 = names;
                }
            }
            Err(at) => self.0.insert(at, (tag, names)),
        }
    }

    /// Every locale's names, in tag order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &OfficialNames)> {
        self.0.iter().map(|(t, n)| (t.as_str(), n))
    }
}

impl FromIterator<(String, OfficialNames)> for LocaleNames {
    fn from_iter<I: IntoIterator<Item = (String, OfficialNames)>>(items: I) -> LocaleNames {
        let mut names = LocaleNames::new();
        for (tag, recorded) in items {
            names.insert(tag, recorded);
        }
        names
    }
}

impl Serialize for LocaleNames {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (tag, names) in &self.0 {
            map.serialize_entry(tag, names)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for LocaleNames {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<LocaleNames, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = LocaleNames;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an object of names by locale tag")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<LocaleNames, A::Error> {
                let mut names = LocaleNames::new();
                while let Some((tag, recorded)) = map.next_entry::<String, OfficialNames>()? {
                    if names.get(&tag).is_some() {
                        return Err(serde::de::Error::custom(format!("`{tag}` appears twice")));
                    }
                    names.insert(tag, recorded);
                }
                Ok(names)
            }
        }
        deserializer.deserialize_map(Visitor)
    }
}

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
