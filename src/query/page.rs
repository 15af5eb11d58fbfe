//! The page's query, read leniently ([`super::split_lenient`]): the page at `/` is for people,
//! who may arrive with tracking parameters, so an unknown parameter, a value it does not know
//! and a repeated one are passed over, never a problem. Of a repeated parameter the first
//! value it knows counts, of `category` every one.

use super::grammar::PAGE;
use super::negotiate;
use super::raw::split_lenient;
use crate::lang::Locale;
use crate::server::Server;
use crate::v1::{Category, Status};

/// What the page's query says; what needs the dataset or the page's offers (`version`,
/// `alarm`, `ending`) is left as given, each value in order.
#[derive(Debug, Default)]
pub(crate) struct PageQuery {
    pub(crate) version: Vec<String>,
    /// Checked categories in the spec's order; empty means all.
    pub(crate) categories: Vec<Category>,
    pub(crate) status: Option<Status>,
    /// Whose clock the page tells (CN unless named).
    pub(crate) server: Server,
    /// `lang=en` or `lang=zh`; `None` when the query names neither.
    pub(crate) lang: Option<Locale>,
    pub(crate) alarm: Vec<String>,
    pub(crate) ending: Vec<String>,
}

impl PageQuery {
    pub(crate) fn read(raw: &str) -> PageQuery {
        let [version, category, status, server, lang, alarm, ending] = split_lenient(raw, PAGE);
        let mut categories = Vec::new();
        // A list in one value too, its comma or space (an unencoded `+`) as the separator.
        for name in category.iter().flat_map(|v| v.split([',', ' '])) {
            if let Some(c) = Category::from_name(name)
                && !categories.contains(&c)
            {
                categories.push(c);
            }
        }
        categories.sort();
        if categories.len() == Category::ALL.len() {
            categories.clear();
        }
        PageQuery {
            version,
            categories,
            status: status.iter().find_map(|v| Status::from_name(v)),
            server: server
                .iter()
                .find_map(|name| Server::from_name(name))
                .unwrap_or_default(),
            lang: lang.iter().find_map(|v| Locale::from_tag(v)),
            alarm,
            ending,
        }
    }

    /// The page's language: the one the query names, else the one `Accept-Language` prefers
    /// ([`negotiate::language`]).
    pub(crate) fn lang_or_negotiated(&self, accept_language: Option<&str>) -> Locale {
        self.lang
            .unwrap_or_else(|| negotiate::language(accept_language))
    }
}
