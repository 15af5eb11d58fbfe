//! The HTTP client of subscriptions: it connects only to public addresses. Its DNS resolver
//! ([`PublicOnly`]) resolves a name, checks every address it got
//! ([`calendar::notify::address::is_public`]) and hands the client only checked addresses,
//! so the address connected to is the one checked (a name that resolves inward, or that
//! rebinds between two look-ups, is refused). A host `--allow-webhook-host` names is resolved
//! as it is. An address literal in a URL is never resolved: `address::reach` checked it when
//! the subscription was made, and does again when it is loaded. No proxy (the address would be
//! the proxy's), no redirect.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use calendar::notify::address::{AllowedHost, NOT_PUBLIC, is_public};
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

/// Resolves names to public addresses only, but the allowed hosts'.
#[derive(Debug, Clone)]
pub struct PublicOnly {
    allowed: Arc<Vec<AllowedHost>>,
}

impl PublicOnly {
    pub fn new(allowed: Arc<Vec<AllowedHost>>) -> PublicOnly {
        PublicOnly { allowed }
    }

    /// `host`'s addresses, each public unless the host is allowed; why not (fixed words).
    pub async fn addresses(&self, host: &str) -> Result<Vec<SocketAddr>, &'static str> {
        let found: Vec<SocketAddr> = tokio::net::lookup_host((host, 0))
            .await
            .map_err(|_| "`url`'s host does not resolve")?
            .collect();
        if found.is_empty() {
            return Err("`url`'s host does not resolve");
        }
        let allowed = self.allowed.iter().any(|a| a.names(host));
        if !allowed && found.iter().any(|a| !is_public(a.ip())) {
            return Err(NOT_PUBLIC);
        }
        Ok(found)
    }
}

impl Resolve for PublicOnly {
    fn resolve(&self, name: Name) -> Resolving {
        let me = self.clone();
        let host = name.as_str().to_string();
        Box::pin(async move {
            let addresses = me
                .addresses(&host)
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
