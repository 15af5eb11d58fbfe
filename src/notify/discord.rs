//! A `discord` target's messages: one embed per change record, packed into as few messages as
//! Discord's limits allow ([`super::payload`]).
//!
//! An embed says what changed (added, changed with each field before → after, removed), in
//! the target's language and on its server's clock: the title, the featured units, the start
//! and the end. A time is a Discord timestamp (`<t:UNIX:F>`, `<t:UNIX:R>`, shown in each
//! reader's zone) only where it is certain; an unconfirmed hour or an estimate is told as
//! [`Told::bilingual`] tells it (`2026-11-26（时间未定 / time TBC）`). An end label is told as the
//! official wording or as inferred ([`certainty::end_wording`]). The colour is the event's, the
//! link the page's, and the footer says the calendar is unofficial and cites the notices.

use chrono::{DateTime, Utc};

use super::Target;
use super::payload::{
    Embed, Field, Footer, MAX_DESCRIPTION, MAX_FIELD_NAME, MAX_FIELD_VALUE, MAX_FOOTER, MAX_TITLE,
    Message, fit, pack,
};
use crate::Dataset;
use crate::certainty::{self, Lang, Told};
use crate::changes::{Change, ChangeKind, Field as Tracked, State, Subject};
use crate::v1::{Event, NoticeRef, TimeField, TimeKinds};

/// An embed's own bounds, below Discord's so that any one embed fits a message of 6,000.
const DESCRIPTION: usize = 1500;
const VALUE: usize = 512;
const FOOTER: usize = 400;

/// The messages telling `records` (oldest first) to `target`, each with the ids of the records
/// it tells. `dataset` is the current one (CN, Chinese); `page` the calendar's page, linked.
pub fn messages(
    target: &Target,
    records: &[&Change],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(Vec<String>, Message)> {
    let view = dataset.view(target.server, target.lang).ok();
    let view = view.as_ref().unwrap_or(dataset);
    crate::time::writing_in(target.server.zone(), || {
        let embeds = records
            .iter()
            .map(|change| {
                (
                    change.id.clone(),
                    embed(target, change, dataset, view, page),
                )
            })
            .collect();
        pack(embeds)
    })
}

fn find<'a>(dataset: &'a Dataset, id: &str) -> Option<&'a Event> {
    dataset.events().iter().find(|e| e.id == id)
}

fn embed(
    target: &Target,
    change: &Change,
    dataset: &Dataset,
    view: &Dataset,
    page: Option<&str>,
) -> Embed {
    let lang = target.lang;
    let event = (change.subject == Subject::Event)
        .then(|| find(dataset, &change.key))
        .flatten();
    let shown = (change.subject == Subject::Event)
        .then(|| find(view, &change.key))
        .flatten();
    let title = match change.subject {
        Subject::Event => shown.map_or(change.title.as_str(), |e| e.title.as_str()),
        Subject::Version => view
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)
            .map_or(change.title.as_str(), |v| v.title.as_str()),
    };
    let kinds = event.and_then(|e| e.source_meta.time_kinds);
    let teller = Teller {
        target,
        kinds,
        official_end: event
            .is_some_and(|e| e.source_meta.official_labels.contains(&TimeField::End)),
    };
    let mut fields = Vec::new();
    if let Some(units) = event.map(|e| &e.featured).filter(|f| !f.is_empty()) {
        let (name, sep) = words(lang, "Featured", "概率提升", ", ", "、");
        fields.push(field(name, &units.join(sep)));
    }
    let state = change.after.as_ref().or(change.before.as_ref());
    if let Some(state) = state {
        fields.push(field(
            words(lang, "Start", "开始", "", "").0,
            &teller.time(state, TimeField::Start).unwrap_or_default(),
        ));
        let end = teller.time(state, TimeField::End);
        let label = teller.end_label(state);
        let value = [end, label].into_iter().flatten().collect::<Vec<_>>();
        if !value.is_empty() {
            fields.push(field(
                words(lang, "End", "结束", "", "").0,
                &value.join("\n"),
            ));
        }
    }
    let description = match change.kind {
        ChangeKind::Changed => teller.changes(change),
        _ => String::new(),
    };
    Embed {
        title: fit(&format!("{}{title}", verb(change, lang)), MAX_TITLE),
        description: fit(&description, DESCRIPTION.min(MAX_DESCRIPTION)),
        url: page.map(str::to_string),
        color: event.and_then(|e| colour(&e.color)),
        fields,
        footer: Footer {
            text: fit(&footer(change, lang), FOOTER.min(MAX_FOOTER)),
        },
        timestamp: crate::time::format(change.at),
    }
}

/// A time in an embed: a Discord timestamp when certain, else the date or estimate told as such
/// (in the zone times are being written in).
pub(super) fn time(told: Told) -> String {
    if told.hour_known && !told.estimated {
        let unix = told.at.timestamp();
        format!("<t:{unix}:F> (<t:{unix}:R>)")
    } else {
        told.bilingual()
    }
}

pub(super) fn field(name: &str, value: &str) -> Field {
    Field {
        name: fit(name, MAX_FIELD_NAME),
        // A field's value may not be empty.
        value: fit(
            if value.is_empty() { "—" } else { value },
            VALUE.min(MAX_FIELD_VALUE),
        ),
        inline: false,
    }
}

/// The English or the Chinese of a word, and of a list separator.
pub(super) fn words(
    lang: Lang,
    en: &'static str,
    zh: &'static str,
    en_sep: &'static str,
    zh_sep: &'static str,
) -> (&'static str, &'static str) {
    match lang {
        Lang::En => (en, en_sep),
        Lang::Zh => (zh, zh_sep),
    }
}

fn verb(change: &Change, lang: Lang) -> &'static str {
    match (change.kind, change.subject, lang) {
        (ChangeKind::Added, Subject::Version, Lang::En) => "New version: ",
        (ChangeKind::Added, Subject::Event, Lang::En) => "New: ",
        (ChangeKind::Changed, _, Lang::En) => "Changed: ",
        (ChangeKind::Removed, _, Lang::En) => "Removed: ",
        (ChangeKind::Added, Subject::Version, Lang::Zh) => "新版本：",
        (ChangeKind::Added, Subject::Event, Lang::Zh) => "新增：",
        (ChangeKind::Changed, _, Lang::Zh) => "变更：",
        (ChangeKind::Removed, _, Lang::Zh) => "移除：",
    }
}

fn footer(change: &Change, lang: Lang) -> String {
    cite(&change.notices, lang)
}

/// The footer: the calendar is unofficial, and the notices it read.
pub(super) fn cite(notices: &[NoticeRef], lang: Lang) -> String {
    let notices: Vec<String> = notices
        .iter()
        .map(|n| format!("{} {}", n.server, n.cid))
        .collect();
    let (base, cite) = words(
        lang,
        "Unofficial Arknights: Endfield calendar",
        "非官方《明日方舟：终末地》日历",
        " · official notice ",
        " · 官方公告 ",
    );
    if notices.is_empty() {
        base.to_string()
    } else {
        format!("{base}{cite}{}", notices.join(", "))
    }
}

/// `#rrggbb` as Discord's integer colour.
pub(super) fn colour(hex: &str) -> Option<u32> {
    let digits = hex.strip_prefix('#').filter(|d| d.len() == 6)?;
    u32::from_str_radix(digits, 16).ok()
}

/// Tells a record's times on the target's server.
struct Teller<'a> {
    target: &'a Target,
    /// The current event's kinds of time: a server-clock time moves with the server.
    kinds: Option<TimeKinds>,
    /// Whether the current event's end label is the official wording.
    official_end: bool,
}

impl Teller<'_> {
    fn told(&self, state: &State, field: TimeField) -> Option<Told> {
        let (at, kind) = match field {
            TimeField::End => (state.end?, self.kinds.and_then(|k| k.end)),
            _ => (state.start, self.kinds.map(|k| k.start)),
        };
        Some(Told {
            at: crate::server::on(self.target.server, at, kind),
            hour_known: !state.hour_unconfirmed.contains(&field),
            estimated: state.estimated.contains(&field),
        })
    }

    /// A time: a Discord timestamp when certain, else the date or estimate told as such.
    fn time(&self, state: &State, field: TimeField) -> Option<String> {
        Some(time(self.told(state, field)?))
    }

    fn end_label(&self, state: &State) -> Option<String> {
        let label = state.end_label.as_deref().map(str::trim)?;
        if label.is_empty() {
            return None;
        }
        let unconfirmed: Vec<DateTime<Utc>> = [TimeField::Start, TimeField::End]
            .into_iter()
            .filter_map(|f| self.told(state, f).filter(|t| !t.hour_known))
            .map(|t| t.at)
            .collect();
        let told = certainty::told_label(label, &unconfirmed);
        Some(certainty::end_wording(
            &told,
            self.official_end,
            self.target.lang,
        ))
    }

    /// Each changed field, before → after.
    fn changes(&self, change: &Change) -> String {
        let side = |state: Option<&State>, field: Tracked| -> String {
            let Some(state) = state else {
                return "—".into();
            };
            let value = match field {
                Tracked::Start => self.time(state, TimeField::Start),
                Tracked::End => self.time(state, TimeField::End),
                Tracked::EndLabel => self.end_label(state),
                Tracked::Title | Tracked::PoolId => state.value(field),
            };
            value.unwrap_or_else(|| "—".into())
        };
        change
            .fields
            .iter()
            .filter_map(|name| Tracked::from_name(name))
            .map(|field| {
                format!(
                    "**{}**: {} → {}",
                    field.as_str(),
                    side(change.before.as_ref(), field),
                    side(change.after.as_ref(), field)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}
