//! [`Service`]: the API over one dataset, its rate limiter, its views (made on first use) and
//! the answers it rendered; how it is built. What it answers is the routing's
//! (`mod.rs`) and each resource's (its own module).

use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;
use chrono::{DateTime, Utc};

use super::http::{ApiError, Request};
use super::{cache, cache_tag, ics, origin};
use crate::changes::Changes;
use crate::changes::baked::BakedHistory;
use crate::dataset::Dataset;
use crate::lang::Locale;
use crate::limiter::{Decision, LimitConfig, RateLimiter};
use crate::server::Server;

/// The API over one dataset, with its rate limiter.
#[derive(Debug)]
pub struct Service {
    pub(super) dataset: Dataset,
    /// Shared with the services made by [`Service::with_limiter_of`] from this one.
    pub(super) limiter: Arc<Mutex<RateLimiter>>,
    /// Every event's `VEVENT` on a server in a locale, rendered on the first feed request of
    /// that server and locale and kept for the [`MOST_FEEDS`] most recently asked: a Worker
    /// isolate that only serves JSON never pays for it, a locale no one asks for is never
    /// rendered, and asking in every locale on every server keeps no more.
    pub(super) feeds: Mutex<Vec<(Server, Locale, Arc<ics::Feed>)>>,
    /// The history of schedule changes (`/api/v1/changes`); empty unless given.
    changes: ChangesSource,
    /// The dataset's tag in every `Cache-Tag` (`calendar-dataset-…`).
    pub(super) dataset_tag: String,
    /// The dataset as it reads on another server or with English names (every locale but `zh`
    /// and `zh-TW` names things in English, [`Locale::pair`]), each made on first use (`None`
    /// if it could not be: answered as `500`).
    views: [OnceLock<Option<View>>; VIEWS],
    /// The history as it reads on Asia and on Americas/Europe, each made on first use.
    pub(super) changes_views: [OnceLock<Option<crate::changes::Changes>>; 2],
    /// `scheme://host[:port]` every absolute URL starts with, when the deployment names it.
    pub(super) public_origin: Option<String>,
    /// The page's "Get notified" section, when it shows one ([`Service::with_notify_form`]): a
    /// function, so that a face that never offers it (the Worker) links none of it.
    pub(super) notify_form: Option<fn(crate::lang::Locale) -> String>,
    /// The rendered answers (events, feeds, page), by request and period or tag.
    pub(super) bodies: Mutex<cache::BodyCache>,
}

/// Every (server, names' language) but CN in Chinese, which is the dataset itself.
const VIEWS: usize = Server::ALL.len() * 2 - 1;

/// The most feeds kept ([`Service::feed`]): every server in two locales.
pub(super) const MOST_FEEDS: usize = Server::ALL.len() * 2;

/// The dataset told for one server and names' language.
#[derive(Debug)]
struct View {
    pub(super) dataset: Dataset,
}

/// Where a service's history comes from.
#[derive(Debug)]
pub(super) enum ChangesSource {
    Loaded(Changes),
    /// Baked and validated at build time, made on the first changes request: a Worker isolate
    /// that only serves events never pays for it.
    Lazy {
        baked: &'static BakedHistory,
        parsed: OnceLock<Option<Changes>>,
    },
}

impl Default for ChangesSource {
    /// An empty history.
    fn default() -> ChangesSource {
        ChangesSource::Loaded(Changes::default())
    }
}

impl ChangesSource {
    fn get(&self) -> Option<&Changes> {
        match self {
            ChangesSource::Loaded(changes) => Some(changes),
            ChangesSource::Lazy { baked, parsed } => parsed
                .get_or_init(|| {
                    crate::changes::baked::history(baked)
                        .and_then(|history| Changes::from_history(history).ok())
                })
                .as_ref(),
        }
    }
}

impl Service {
    pub fn new(dataset: Dataset, limits: LimitConfig) -> Service {
        Service {
            dataset_tag: cache_tag::of_dataset(&dataset),
            dataset,
            limiter: Arc::new(Mutex::new(RateLimiter::new(limits))),
            feeds: Mutex::new(Vec::new()),
            changes: ChangesSource::default(),
            views: Default::default(),
            changes_views: Default::default(),
            public_origin: None,
            notify_form: None,
            bodies: Mutex::new(cache::BodyCache::default()),
        }
    }

    /// The same service with a fresh rate limiter of `limits`: nothing the old one counted is
    /// kept. (The Worker builds and warms its service at isolate start on the default limits,
    /// then gives it its vars' limits, counting nothing of the warm-up.)
    pub fn with_limits(mut self, limits: LimitConfig) -> Service {
        self.limiter = Arc::new(Mutex::new(RateLimiter::new(limits)));
        self
    }

    /// The same service counting in `previous`'s rate limiter, shared, not copied: a client is
    /// limited the same by both, and by every service made so from either (the limit in force
    /// is `previous`'s). `calendar-serve` swaps in a service on a new dataset so, and the one
    /// limiter of the process counts on across the swap.
    pub fn with_limiter_of(mut self, previous: &Service) -> Service {
        self.limiter = Arc::clone(&previous.limiter);
        self
    }

    /// Writes every absolute URL with `origin` (`https://host[:port]`), whatever a request's
    /// `Host`; an error says why `origin` is not one.
    pub fn with_public_origin(mut self, origin: &str) -> Result<Service, String> {
        self.public_origin = Some(origin::parse_public_origin(origin)?);
        Ok(self)
    }

    /// The public origin in force, if any.
    pub fn public_origin(&self) -> Option<&str> {
        self.public_origin.as_deref()
    }

    /// The dataset as told on `server` with `lang`'s names ([`Locale::pair`]).
    pub(super) fn view(&self, server: Server, lang: Locale) -> Result<&Dataset, ApiError> {
        let server_at = Server::ALL.iter().position(|s| *s == server).unwrap_or(0);
        let names = lang.pair();
        let position = server_at * 2 + usize::from(names == Locale::En);
        let Some(slot) = position.checked_sub(1).and_then(|i| self.views.get(i)) else {
            return Ok(&self.dataset);
        };
        let view = slot.get_or_init(|| {
            let dataset = self.dataset.view(server, names).ok()?;
            Some(View { dataset })
        });
        view.as_ref().map(|v| &v.dataset).ok_or(ApiError::Internal)
    }

    /// The feed of `dataset` (the view of `server` in `lang`) in `lang`: kept if it was
    /// rendered lately, else rendered now and kept, the least recently asked beyond
    /// [`MOST_FEEDS`] dropped.
    pub(super) fn feed(&self, dataset: &Dataset, server: Server, lang: Locale) -> Arc<ics::Feed> {
        let mut feeds = self
            .feeds
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(at) = feeds
            .iter()
            .position(|(s, l, _)| *s == server && *l == lang)
        {
            let kept = feeds.remove(at);
            let feed = Arc::clone(&kept.2);
            feeds.push(kept);
            return feed;
        }
        // Rendered under the lock: two first requests of one feed render it once.
        let feed = Arc::new(ics::Feed::render(dataset, lang));
        if feeds.len() >= MOST_FEEDS {
            feeds.remove(0);
        }
        feeds.push((server, lang, Arc::clone(&feed)));
        feed
    }

    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// The tag in the `Cache-Tag` of every cacheable response that names this service's
    /// dataset: `calendar-dataset-` and the fingerprint's 16 hex digits. Purging it drops every
    /// cached response this dataset produced.
    pub fn dataset_cache_tag(&self) -> &str {
        &self.dataset_tag
    }

    /// The rate limit in force.
    pub fn limits(&self) -> LimitConfig {
        self.limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .config()
    }

    /// The answer kept under `key` (its body shared, not copied), or `render`'s (a tag and a
    /// body), kept.
    pub(super) fn rendered(
        &self,
        key: cache::Key,
        render: impl FnOnce() -> Result<(String, Vec<u8>), ApiError>,
    ) -> Result<cache::Rendered, ApiError> {
        let lock = || self.bodies.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(answer) = lock().get(&key) {
            return Ok(answer);
        }
        let (tag, mut body) = render()?;
        // The cache counts a body's length: it must hold no more than that.
        body.shrink_to_fit();
        let answer = cache::Rendered {
            tag,
            body: Bytes::from(body),
        };
        lock().put(key, answer.clone());
        Ok(answer)
    }

    /// Counts the request against its client's window; every request but a preflight and a
    /// `GET` of the page's files counts.
    pub(super) fn count(&self, request: &Request<'_>) -> Result<(), ApiError> {
        self.count_client(request.client, request.now)
    }

    /// Counts a request a face answers itself (`calendar-serve`'s `GET` and `DELETE` of a
    /// subscription) against `client`'s window, in the same limiter as every other request.
    pub fn count_client(&self, client: &str, now: DateTime<Utc>) -> Result<(), ApiError> {
        let mut limiter = self
            .limiter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match limiter.check(client, now) {
            Decision::Allowed => Ok(()),
            Decision::Limited { retry_after_secs } => Err(ApiError::RateLimited {
                retry_after_secs,
                limit: limiter.config().max,
                window_secs: limiter.config().window_ms.div_ceil(1000).max(1),
            }),
        }
    }
}

impl Service {
    /// Serves the history with a history loaded (and validated) by the caller.
    pub fn with_changes(mut self, changes: Changes) -> Service {
        self.changes = ChangesSource::Loaded(changes);
        self
    }

    /// Serves the history baked at build time (`edge/build.rs`, from a history it validated),
    /// made on the first request for it.
    #[doc(hidden)]
    pub fn with_baked_changes(mut self, baked: &'static BakedHistory) -> Service {
        self.changes = ChangesSource::Lazy {
            baked,
            parsed: OnceLock::new(),
        };
        self
    }

    /// The history served, if it parses.
    pub fn changes(&self) -> Option<&Changes> {
        self.changes.get()
    }
}
