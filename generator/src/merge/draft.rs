//! [`Draft`]: an event while the merge works on it. Curated entries, the upstream's own content
//! events and unclaimed upstream pools all become drafts; only a draft knows what the curated data
//! said about its end (rule, unknown, estimate) until [`super::ends`] has turned that into `end`,
//! `endLabel`, `startUnknown`, `startLabel` and notes.

use calendar::v1::{self, Category, PoolKind};
use chrono::{DateTime, Utc};

use crate::curated::{CuratedEvent, EndRule, PoolType, TimeField};
use crate::palette;
use crate::upstream::{Pool, UpstreamEvent};

/// What the curated data says about an end that is not a plain `end`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EndFacts {
    pub rule: Option<EndRule>,
    pub unknown: bool,
    /// With `unknown`: the latest end the sources allow.
    pub latest: Option<DateTime<Utc>>,
    /// A tentative end, never published as `end`.
    pub estimated: Option<DateTime<Utc>>,
}

impl EndFacts {
    /// True when the curated data says anything about the end, so an upstream end must not
    /// fill it.
    pub fn is_curated(&self) -> bool {
        self.rule.is_some() || self.unknown || self.estimated.is_some()
    }
}

/// An event being merged.
#[derive(Debug, Clone, PartialEq)]
pub struct Draft {
    /// The event as it will be published (its `status` is computed later).
    pub event: v1::Event,
    /// Whether it comes from `data/` (a curated entry) rather than from the upstream alone.
    pub curated: bool,
    pub ends: EndFacts,
    pub pool_type: Option<PoolType>,
    pub start_estimated: bool,
    pub hour_unconfirmed: Vec<TimeField>,
    /// Ids under which the upstream carries this event.
    pub upstream_ids: Vec<String>,
    /// Clauses of the published `sourceNote`, in order (Chinese).
    pub notes: Vec<String>,
}

impl Draft {
    fn new(event: v1::Event, curated: bool) -> Draft {
        Draft {
            event,
            curated,
            ends: EndFacts::default(),
            pool_type: None,
            start_estimated: false,
            hour_unconfirmed: Vec::new(),
            upstream_ids: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// A curated entry.
    pub fn from_curated(e: &CuratedEvent) -> Draft {
        // Lower case, as the API documents colours.
        let color = e
            .color
            .as_deref()
            .map(str::to_ascii_lowercase)
            .unwrap_or_else(|| palette::colour_for(e.category, &e.id).to_string());
        let event_ink = e
            .event_ink
            .as_deref()
            .map(str::to_ascii_lowercase)
            .unwrap_or_else(|| palette::ink_for(&color).to_string());
        let event = v1::Event {
            pool_id: e.pool_id.clone(),
            pool_kind: e.pool_kind,
            related: e.related.clone(),
            end: e.end,
            display_end: e.display_end,
            start_unknown: e.start_unknown,
            start_label: e.start_label.clone(),
            end_label: e.end_label.clone(),
            permanent: e.permanent,
            milestone: e.milestone,
            event_type: e.event_type.clone(),
            overlay_for: e.overlay_for.clone(),
            visual: e.visual.clone(),
            symbol: e.symbol.clone(),
            image: e.image.clone(),
            background_character: e.background_character.clone(),
            background_type: e.background_type.clone(),
            event_ink: Some(event_ink),
            description: e.description.clone(),
            ..v1::Event::new(
                e.id.clone(),
                e.version_key.clone(),
                e.category,
                e.title.clone(),
                e.start,
                color,
            )
        };
        let mut event = event;
        event.title_en = e.title_en.clone();
        event.featured = e.featured.iter().cloned().collect();
        event.pool_type = e.pool_type;
        let meta = &mut event.source_meta;
        meta.sources = e.sources.clone();
        meta.notices = e.notices.clone();
        meta.end_rule = e.end_rule.clone();
        meta.estimated_end = e.estimated_end;
        meta.estimated = [
            (e.start_estimated, TimeField::Start),
            (e.estimated_end.is_some(), TimeField::End),
        ]
        .into_iter()
        .filter_map(|(tentative, field)| tentative.then_some(field))
        .collect();
        // The curated data keeps the official wording verbatim in its labels (a tentative or
        // unknown start's label is a placeholder); the labels `ends` writes are this project's.
        meta.official_labels = [
            (
                e.start_label.is_some() && !e.start_unknown && !e.start_estimated,
                TimeField::Start,
            ),
            (e.end_label.is_some(), TimeField::End),
        ]
        .into_iter()
        .filter_map(|(official, field)| official.then_some(field))
        .collect();
        Draft {
            ends: EndFacts {
                rule: e.end_rule.clone(),
                unknown: e.end_unknown,
                latest: e.latest_end,
                estimated: e.estimated_end,
            },
            pool_type: e.pool_type,
            start_estimated: e.start_estimated,
            hour_unconfirmed: e.hour_unconfirmed.clone(),
            upstream_ids: e.upstream_ids.clone(),
            notes: e.source_note.iter().cloned().collect(),
            ..Draft::new(event, true)
        }
    }

    /// One of the upstream's own content events that no curated entry names.
    pub fn from_upstream(e: &UpstreamEvent, version_key: &str) -> Draft {
        let color = e
            .color
            .as_deref()
            .map(str::to_ascii_lowercase)
            .filter(|c| palette::parse_hex(c).is_some())
            .unwrap_or_else(|| palette::colour_for(e.category, &e.id).to_string());
        let mut draft = Draft::new(
            bare_event(&e.id, version_key, e.category, &e.title, e.start, color),
            false,
        );
        draft.event.related = e.related.clone();
        draft.event.end = e.end.filter(|end| *end > e.start);
        draft.event.image = published_image(e.image.as_deref());
        draft.event.description = e.description.clone();
        draft.notes.push("来自上游版本日历，尚无整理条目".into());
        draft
    }

    /// A pool no draft claims, as an event of `version_key`.
    pub fn from_pool(pool: &Pool, version_key: &str, title: String, start: DateTime<Utc>) -> Draft {
        let id = format!("pool-{}", pool.id);
        let color = palette::colour_for(pool.category, &id).to_string();
        let mut draft = Draft::new(
            bare_event(&id, version_key, pool.category, &title, start, color),
            false,
        );
        draft
            .notes
            .push("来自上游卡池列表，尚无整理条目，标题按卡池名生成".into());
        draft.absorb(pool);
        draft
    }

    /// Takes what a matched pool adds: the official pool id, the pool kind, artwork, a
    /// description and, only where the curated data says nothing about the end, the pool's end.
    pub fn absorb(&mut self, pool: &Pool) {
        let e = &mut self.event;
        if let Some(manual) = e.pool_id.as_deref()
            && manual != pool.id
        {
            self.notes
                .push(format!("官方卡池 ID 来自上游（整理数据中为 {manual}）"));
        } else if e.pool_id.is_none() && self.curated {
            self.notes.push("卡池 ID 来自上游".into());
        }
        e.pool_id = Some(pool.id.clone());
        e.pool_kind = Some(
            if pool.rerun || e.pool_kind == Some(PoolKind::Reconstruction) {
                PoolKind::Reconstruction
            } else {
                PoolKind::Standard
            },
        );
        if e.end.is_none() && !self.ends.is_curated() {
            e.end = pool.end.filter(|end| *end > e.start);
        }
        e.image = e
            .image
            .take()
            .or_else(|| published_image(pool.image.as_deref()));
        e.background_character = e
            .background_character
            .take()
            .or_else(|| pool.background_character.clone());
        e.background_type = e
            .background_type
            .take()
            .or_else(|| pool.background_type.clone());
        e.description = e.description.take().or_else(|| pool.description.clone());
    }

    /// The published event: notes joined into one sentence.
    pub fn into_event(mut self) -> v1::Event {
        let notes: Vec<&str> = self
            .notes
            .iter()
            .map(|n| n.trim().trim_end_matches(['。', '；', '.']))
            .filter(|n| !n.is_empty())
            .collect();
        self.event.source_note = (!notes.is_empty()).then(|| format!("{}。", notes.join("；")));
        self.event.source_meta.hour_unconfirmed = self
            .hour_unconfirmed
            .iter()
            .copied()
            .filter(|f| matches!(f, TimeField::Start | TimeField::End))
            .collect();
        self.event
    }
}

fn bare_event(
    id: &str,
    version_key: &str,
    category: Category,
    title: &str,
    start: DateTime<Utc>,
    color: String,
) -> v1::Event {
    let event_ink = palette::ink_for(&color).to_string();
    v1::Event {
        event_ink: Some(event_ink),
        ..v1::Event::new(
            id.into(),
            version_key.into(),
            category,
            title.into(),
            start,
            color,
        )
    }
}

/// An upstream image as published: https only (a plain-http configured upstream, such as a mock
/// on loopback, is fetched from but never linked), as the server checks again on load.
fn published_image(image: Option<&str>) -> Option<String> {
    image
        .filter(|url| calendar::is_https_url(url))
        .map(String::from)
}
