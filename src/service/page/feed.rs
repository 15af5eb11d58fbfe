//! The feed builder: which events a subscription should hold, read from the page's plain GET
//! form (`/?category=operator&category=arsenal&version=6&status=upcoming`), and the
//! `/api/v1/events.ics` URLs for that choice. Without JavaScript the form round-trips through
//! the server, which writes the URLs into the page; the script builds the same URLs in place.

use crate::Dataset;
use crate::lang::Locale;
use crate::query::page::PageQuery;
use crate::server::Server;
use crate::service::paths::EVENTS_ICS_PATH;
use crate::v1::{Category, Status};

/// A choice of the feed builder. Unknown parameters and values are ignored: this is a page for
/// people, who may arrive with tracking parameters, not the strict API.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct FeedChoice {
    /// Checked categories in the spec's order; empty means all.
    pub categories: Vec<Category>,
    /// A version number, if one is chosen.
    pub version: Option<String>,
    pub status: Option<Status>,
    /// `alarm` of the feed: one of [`ALARMS`].
    pub alarm: Option<&'static str>,
    /// `ending` of the feed: one of [`ENDINGS`].
    pub ending: Option<&'static str>,
    /// The server whose clock the page and the feed tell (`server=`).
    pub server: Server,
    /// The page's language, which the feed keeps (its titles).
    pub lang: Locale,
}

/// The page's `server=`: the first known name, else CN (the page ignores what it does not know).
pub(crate) fn page_server(raw: &str) -> Server {
    PageQuery::read(raw).server
}

/// The reminder choices offered (the feed's `alarm`, the "Get notified" form's reminders before
/// each start and end): (value, its label's message id).
pub(crate) const ALARMS: [(&str, &str); 3] = [
    ("PT1H", "feed-alarm-pt1h"),
    ("P1D", "feed-alarm-p1d"),
    ("P1D,PT1H", "feed-alarm-p1d-pt1h"),
];

/// The "ends soon" choices: (value, its label's message id as the feed's `ending` marker, and
/// as the "Get notified" form's reminder before each end). Each label says its own lead.
pub(crate) const ENDINGS: [(&str, &str, &str); 2] = [
    ("P1D", "feed-ending-p1d", "notify-ending-p1d"),
    ("PT3H", "feed-ending-pt3h", "notify-ending-pt3h"),
];

/// The presets offered as links: (its label's message id, choice as a query string of the form).
pub(crate) const PRESETS: [(&str, &str); 4] = [
    (
        "page-preset-all-pools",
        "category=operator&category=arsenal",
    ),
    ("page-preset-operator-pools", "category=operator"),
    ("page-preset-limited", "category=limited"),
    ("page-preset-everything", ""),
];

impl FeedChoice {
    /// The choice in the page's query, read leniently ([`PageQuery`]): of a repeated
    /// parameter the first value the page knows (a version of the dataset, an offered alarm or
    /// ending), of `category` every one.
    pub(crate) fn from_query(raw: &str, dataset: &Dataset) -> FeedChoice {
        let read = PageQuery::read(raw);
        FeedChoice {
            server: read.server,
            version: read
                .version
                .into_iter()
                .find(|v| !v.starts_with("version-") && dataset.find_version(v).is_some()),
            status: read.status,
            alarm: read
                .alarm
                .iter()
                .find_map(|v| offered(ALARMS.iter().map(|o| o.0), v)),
            ending: read
                .ending
                .iter()
                .find_map(|v| offered(ENDINGS.iter().map(|o| o.0), v)),
            categories: read.categories,
            ..FeedChoice::default()
        }
    }

    /// Whether `category` is part of the choice (every category is when none is checked).
    pub(crate) fn includes(&self, category: Category) -> bool {
        self.categories.is_empty() || self.categories.contains(&category)
    }

    /// The API query string of the choice, without `?`; empty for everything.
    pub(crate) fn query_string(&self) -> String {
        let mut parts = Vec::new();
        if !self.categories.is_empty() {
            let names: Vec<&str> = self.categories.iter().map(|c| c.as_str()).collect();
            parts.push(format!("category={}", names.join(",")));
        }
        if let Some(version) = &self.version {
            parts.push(format!("version={version}"));
        }
        if let Some(status) = self.status {
            parts.push(format!("status={}", status.as_str()));
        }
        if let Some(alarm) = self.alarm {
            parts.push(format!("alarm={alarm}"));
        }
        if let Some(ending) = self.ending {
            parts.push(format!("ending={ending}"));
        }
        if self.server != Server::Cn {
            parts.push(format!("server={}", self.server.as_str()));
        }
        if self.lang != Locale::ZhCn {
            parts.push(format!("lang={}", self.lang.tag()));
        }
        parts.join("&")
    }

    /// The page itself with this choice, in `lang` on `server`: where the page's language menu,
    /// its `hreflang` alternates and server switch lead, so that each keeps the other and the feed builder's choice. The
    /// language is always named (`lang=zh` too), so the link does not fall back on
    /// `Accept-Language`.
    pub(crate) fn page_path(&self, lang: Locale, server: Server) -> String {
        let rest = FeedChoice {
            lang: Locale::ZhCn,
            server,
            ..self.clone()
        }
        .query_string();
        match rest.is_empty() {
            true => format!("/?lang={}", lang.tag()),
            false => format!("/?lang={}&{rest}", lang.tag()),
        }
    }

    /// The page itself with this choice and no language named: the one `Accept-Language`
    /// chooses (the `hreflang` alternates' `x-default`).
    pub(crate) fn negotiated_path(&self) -> String {
        let rest = FeedChoice {
            lang: Locale::ZhCn,
            ..self.clone()
        }
        .query_string();
        match rest.is_empty() {
            true => "/".to_string(),
            false => format!("/?{rest}"),
        }
    }

    /// The feed's path and query on this server.
    pub(crate) fn path(&self) -> String {
        let query = self.query_string();
        if query.is_empty() {
            EVENTS_ICS_PATH.to_string()
        } else {
            format!("{EVENTS_ICS_PATH}?{query}")
        }
    }

    /// The feed's URL at `origin` (`https://host`), and the same as `webcal://`.
    pub(crate) fn urls(&self, origin: &str) -> (String, String) {
        let url = format!("{origin}{}", self.path());
        let host = origin.split_once("://").map_or(origin, |(_, host)| host);
        let webcal = format!("webcal://{host}{}", self.path());
        (url, webcal)
    }
}

/// The offered value `value` names, if any.
pub(super) fn offered(
    mut options: impl Iterator<Item = &'static str>,
    value: &str,
) -> Option<&'static str> {
    options.find(|v| *v == value)
}
