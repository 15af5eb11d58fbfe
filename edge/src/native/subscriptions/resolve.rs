//! The HTTP client of subscriptions: it connects only to public addresses. Its DNS resolver
//! ([`PublicOnly`]) resolves a name, checks every address it got
//! ([`calendar::notify::address::is_public`]) and hands the client only checked addresses,
//! so the address connected to is the one checked (a name that resolves inward, or that
//! rebinds between two look-ups, is refused). An address literal in a URL is never resolved:
//! `address::reach` checked it when the subscription was made, and does again when it is
//! loaded. No proxy (the address would be the proxy's), no redirect.
//!
//! A host `--allow-webhook-host` names is resolved as it is, by the client's resolver only
//! ([`PublicOnly::addresses`], the check before a confirmation, exempts nothing). reqwest asks
//! a resolver for a name without its port, so the exemption cannot look at the port itself;
//! it need not: every URL this client posts to passed `address::reach` under the same allowed
//! list (when made, and at each tick when loaded), which refuses a host an entry names on a
//! port no entry allows. So a name is exempted only on a port it is allowed on. One client
//! with that one rule, rather than a second client for allowed hosts: every post would then
//! have to choose its client, and a post that chose wrong would reach inside.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use calendar::notify::address::{AllowedHost, NOT_PUBLIC, NOT_RESOLVED, is_public};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

/// Resolves names to public addresses only, but the allowed hosts' (on their ports: above).
#[derive(Debug, Clone)]
pub struct PublicOnly {
    allowed: Arc<Vec<AllowedHost>>,
}

impl PublicOnly {
    pub fn new(allowed: Arc<Vec<AllowedHost>>) -> PublicOnly {
        PublicOnly { allowed }
    }

    /// The addresses of `host`, a name `address::reach` left to resolve (no allowed entry
    /// names it), each public; why not (fixed words).
    pub async fn addresses(&self, host: &str) -> Result<Vec<SocketAddr>, &'static str> {
        lookup(host, false).await
    }
}

/// `host`'s addresses, each public unless `exempt`; why not (fixed words).
async fn lookup(host: &str, exempt: bool) -> Result<Vec<SocketAddr>, &'static str> {
    let found: Vec<SocketAddr> = tokio::net::lookup_host((host, 0))
        .await
        .map_err(|_| NOT_RESOLVED)?
        .collect();
    if found.is_empty() {
        return Err(NOT_RESOLVED);
    }
    if !exempt && found.iter().any(|a| !is_public(a.ip())) {
        return Err(NOT_PUBLIC);
    }
    Ok(found)
}

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_string();
        let exempt = self.allowed.iter().any(|a| a.names(&host));
        Box::pin(async move {
            let addresses = lookup(&host, exempt)
                .await
                .map_err(|why| -> Box<dyn std::error::Error + Send + Sync> { why.into() })?;
            Ok(Box::new(addresses.into_iter()) as Addrs)
        })
    }
}

/// The client every subscription's post goes through.
pub fn client(resolver: PublicOnly, connect_timeout: Duration) -> anyhow::Result<reqwest::Client> {
    reqwest::Client::builder()
        .user_agent(concat!("calendar-serve/", env!("CARGO_PKG_VERSION")))
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .connect_timeout(connect_timeout)
        .dns_resolver(resolver)
        .build()
        .map_err(|_| anyhow::anyhow!("cannot set up the subscriptions' HTTP client"))
}
