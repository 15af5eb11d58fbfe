//! A change record's `named` (issue 48): its item's title in the asked locale by
//! [`crate::names`]' one rule, flagged where not official there, as the changes resource and a
//! `json` target's body add it to the record as written.

use super::{Change, Subject};
use crate::lang::Locale;
use crate::names::{Named, name_in};

/// The title of `change`'s item in `lang`, from the item as `dataset` (the current one) has it;
/// where the dataset no longer has the item, the title the record was written with (Chinese),
/// flagged outside `zh`.
pub fn title_named<'a>(dataset: &'a crate::Dataset, change: &'a Change, lang: Locale) -> Named<'a> {
    let current = match change.subject {
        Subject::Event => dataset
            .events()
            .iter()
            .find(|e| e.id == change.key)
            .map(|event| crate::names::event_title(event, lang)),
        Subject::Version => dataset
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)
            .map(|version| crate::names::version_title(version, lang)),
    };
    current.unwrap_or_else(|| name_in(lang, None, None, &change.title))
}

/// `record` (one record's JSON object, as the changes resource writes it in `lang`) with
/// `named` added last: `{"title": <its title in lang>}`.
pub fn with_named(record: &str, named: Named<'_>) -> serde_json::Result<String> {
    let title = serde_json::to_string(&named.to_wire())?;
    let open = record.strip_suffix('}').unwrap_or(record);
    let mut out = String::with_capacity(record.len() + title.len() + 20);
    out.push_str(open);
    out.push_str(r#","named":{"title":"#);
    out.push_str(&title);
    out.push_str("}}");
    Ok(out)
}
