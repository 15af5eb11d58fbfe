//! A dataset as it reads on another server or in English ([`Dataset::view`]): its fragments
//! patched, never rendered again.

use std::collections::HashMap;

use super::fragments::{self, Patch};
use super::{Dataset, DatasetError, Entry, VersionEntry, api_order};
use crate::hash::Hasher;
use crate::lang::Locale;
use crate::server::Server;
use crate::v1;

impl Dataset {
    /// This (CN, Chinese) dataset as it reads on `server` in `lang` (the `server` module),
    /// rendered in the server's zone. Its fingerprint names the server and the language, so
    /// that no entity tag of one view matches another's.
    pub fn view(&self, server: Server, lang: Locale) -> Result<Dataset, DatasetError> {
        let base = self.document();
        let mut document = base.clone();
        crate::server::shift(&mut document, server);
        crate::server::localize(&mut document, lang);
        let zone = server.zone();
        let patch = |text: &str, pairs: &[Patch<'_>]| fragments::patch(text, pairs, zone.offset);
        let events: HashMap<&str, (&v1::Event, &Entry)> = base
            .data
            .events
            .iter()
            .zip(&self.content.entries)
            .map(|(e, entry)| (e.id.as_str(), (e, entry)))
            .collect();
        let versions: HashMap<&str, (&v1::Version, &VersionEntry)> = base
            .data
            .versions
            .iter()
            .zip(&self.content.versions)
            .map(|(v, entry)| (v.version_key.as_str(), (v, entry)))
            .collect();
        let missing = || DatasetError::Field {
            path: "data".into(),
            message: "a view names what its dataset does not hold".into(),
        };
        let source = patch(
            &self.content.source_json,
            &[Patch::time("updatedAt", base.source.updated_at, None)],
        );
        let event_json = |e: &v1::Event| {
            let (old, entry) = events.get(e.id.as_str()).ok_or_else(missing)?;
            let pairs = [
                Patch::time("start", Some(old.start), Some(e.start)),
                Patch::time("end", old.end, e.end),
                Patch::time("displayEnd", old.display_end, e.display_end),
                Patch::time(
                    "estimatedEnd",
                    old.source_meta.estimated_end,
                    e.source_meta.estimated_end,
                ),
                Patch::title(
                    &old.title,
                    &e.title,
                    old.title_en.as_deref(),
                    e.title_zh.as_deref(),
                ),
                Patch::featured(
                    &old.featured,
                    &e.featured,
                    &old.featured_en,
                    e.featured_zh.as_deref(),
                ),
                Patch::named_event(&fragments::event_named(old), &fragments::event_named(e)),
            ];
            Ok((patch(&entry.head, &pairs), patch(&entry.tail, &pairs)))
        };
        let version_json = |v: &v1::Version| {
            let (old, entry) = versions.get(v.version_key.as_str()).ok_or_else(missing)?;
            let pairs = [
                Patch::time("startsAt", Some(old.starts_at), None),
                Patch::time("endsAt", old.ends_at, None),
                Patch::title(
                    &old.title,
                    &v.title,
                    old.title_en.as_deref(),
                    v.title_zh.as_deref(),
                ),
                Patch::named_version(&fragments::version_named(old), &fragments::version_named(v)),
            ];
            Ok(patch(&entry.json, &pairs))
        };
        // Versions start and end at instants: their order stays. A few events move, by little.
        // Nearly sorted: the Worker, whose dataset is baked, sorts only here and on the page.
        crate::sort::insertion_sort_by(&mut document.data.events, |a, b| {
            api_order(a) > api_order(b)
        });
        let mut view = Dataset::from_parts(
            document,
            (source, self.content.notices_cited),
            event_json,
            version_json,
        )?;
        let mut hasher = Hasher::new();
        hasher.bytes(&view.fingerprint.to_le_bytes());
        hasher.bytes(server.as_str().as_bytes());
        hasher.bytes(lang.tag().as_bytes());
        view.fingerprint = hasher.finish();
        view.server = server;
        view.lang = lang;
        Ok(view)
    }
}
