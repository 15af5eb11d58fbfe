//! The events a query selects, in API order, each with its status at the request time: the one
//! home of the filter rule, shared by both representations and by the entity tag.

use chrono::{DateTime, Utc};

use crate::dataset::{Dataset, Entry};
use crate::query::Query;
use crate::v1::Status;

/// The selected events of one request; an iterator.
#[derive(Debug)]
pub(super) struct Selection<'a> {
    entries: &'a [Entry],
    /// The events, read only for the `featured` filter.
    events: &'a [crate::v1::Event],
    indexes: Indexes<'a>,
    query: Query,
    now: DateTime<Utc>,
}

/// The candidates: every entry, or one version's.
#[derive(Debug)]
enum Indexes<'a> {
    All(std::ops::Range<usize>),
    Listed(std::slice::Iter<'a, usize>),
}

/// One selected event.
#[derive(Debug)]
pub(super) struct Selected<'a> {
    /// Index in the dataset's order (of its entries and of `Dataset::events`).
    pub(super) index: usize,
    pub(super) entry: &'a Entry,
    pub(super) status: Status,
}

impl<'a> Selection<'a> {
    /// The events of `dataset` that `query` selects at `now`.
    pub(super) fn new(dataset: &'a Dataset, query: &Query, now: DateTime<Utc>) -> Selection<'a> {
        let indexes = match query.version {
            None => Indexes::All(0..dataset.entries().len()),
            Some(v) => Indexes::Listed(dataset.version_events(v).iter()),
        };
        Selection {
            entries: dataset.entries(),
            // The document is read back (once per dataset) only when a request names a unit.
            events: if query.featured.is_empty() {
                &[]
            } else {
                dataset.events()
            },
            indexes,
            query: query.clone(),
            now,
        }
    }
}

impl<'a> Iterator for Selection<'a> {
    type Item = Selected<'a>;

    fn next(&mut self) -> Option<Selected<'a>> {
        let query = &self.query;
        loop {
            let index = match &mut self.indexes {
                Indexes::All(range) => range.next()?,
                Indexes::Listed(list) => *list.next()?,
            };
            let entry = self.entries.get(index)?;
            // Entries are sorted by start, so nothing after this one can start before `to`.
            if query.to.is_some_and(|to| entry.span.start >= to) {
                self.indexes = Indexes::All(0..0);
                return None;
            }
            if !query.categories.contains(entry.category)
                || !entry.span.intersects(query.from, None)
            {
                continue;
            }
            if !query.featured.is_empty()
                && !self
                    .events
                    .get(index)
                    .is_some_and(|e| crate::query::features(&query.featured, e))
            {
                continue;
            }
            let status = entry.span.status_at(self.now);
            if query.status.is_some_and(|wanted| wanted != status) {
                continue;
            }
            return Some(Selected {
                index,
                entry,
                status,
            });
        }
    }
}
