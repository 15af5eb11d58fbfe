//! A subscription's host name, resolved before it is stored: over DNS-over-HTTPS
//! ([`DOH`], JSON answers, A and AAAA), refused unless every address is public
//! (`calendar::notify::address::is_public`). An allowed host (`CALENDAR_ALLOW_WEBHOOK_HOSTS`) is
//! never asked here: `address::reach` posts to it on its allowed port as it is, and refuses it
//! on any other, so a name alone exempts nothing.
//! `localhost` and its subdomains are loopback by definition (RFC 6761) and refused unresolved.
//! An answer other than NOERROR or NXDOMAIN (SERVFAIL, REFUSED, ...) refuses the name
//! (`calendar::notify::address::dns_addresses`): it says nothing of the name's addresses.
//!
//! What this cannot do, said plainly: a Worker's `fetch` resolves the name again itself and
//! does not tell the address it connected to, so a name that answers differently between the
//! two look-ups is not caught here. What covers it is Cloudflare's: a Worker's `fetch` goes out
//! through Cloudflare's network to the public Internet and cannot reach the operator's private
//! network (docs/notify.md).

use std::net::IpAddr;

use calendar::notify::address::{NOT_PUBLIC, NOT_RESOLVED, dns_addresses, is_public};
use serde::Deserialize;
use worker::{Fetch, Headers, Method, RequestInit, RequestRedirect};

/// The resolver asked: Cloudflare's DNS-over-HTTPS, JSON API.
const DOH: &str = "https://cloudflare-dns.com/dns-query";

#[derive(Deserialize)]
struct DnsAnswer {
    #[serde(rename = "Status")]
    status: u32,
    #[serde(rename = "Answer", default)]
    answer: Vec<Record>,
}

#[derive(Deserialize)]
struct Record {
    #[serde(rename = "type")]
    kind: u16,
    data: String,
}

/// Whether `host`, a name `address::reach` left to resolve, may be posted to: every address it
/// resolves to public; why not (fixed words).
pub async fn check(host: &str) -> Result<(), &'static str> {
    let name = host.trim_end_matches('.').to_ascii_lowercase();
    if name == "localhost" || name.ends_with(".localhost") {
        return Err(NOT_PUBLIC);
    }
    let mut found: Vec<IpAddr> = Vec::new();
    for kind in ["A", "AAAA"] {
        found.extend(lookup(&name, kind).await?);
    }
    if found.is_empty() {
        return Err(NOT_RESOLVED);
    }
    if found.iter().any(|ip| !is_public(*ip)) {
        return Err(NOT_PUBLIC);
    }
    Ok(())
}

/// The addresses of `name`'s records of `kind` (`A` or `AAAA`).
async fn lookup(name: &str, kind: &str) -> Result<Vec<IpAddr>, &'static str> {
    // `name` is a URL parser's host: ASCII letters, digits, `-`, `_` and `.` (punycode).
    if !name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
    {
        return Err(NOT_RESOLVED);
    }
    let url = format!("{DOH}?name={name}&type={kind}");
    let headers = Headers::new();
    headers
        .set("accept", "application/dns-json")
        .map_err(|_| NOT_RESOLVED)?;
    let mut init = RequestInit::new();
    init.with_method(Method::Get)
        .with_headers(headers)
        .with_redirect(RequestRedirect::Manual);
    let request = worker::Request::new_with_init(&url, &init).map_err(|_| NOT_RESOLVED)?;
    let mut response = Fetch::Request(request)
        .send()
        .await
        .map_err(|_| NOT_RESOLVED)?;
    if response.status_code() != 200 {
        return Err(NOT_RESOLVED);
    }
    let bytes = response.bytes().await.map_err(|_| NOT_RESOLVED)?;
    let answer: DnsAnswer = serde_json::from_slice(&bytes).map_err(|_| NOT_RESOLVED)?;
    let wanted = if kind == "A" { 1 } else { 28 };
    let records = answer
        .answer
        .iter()
        .filter(|r| r.kind == wanted)
        .filter_map(|r| r.data.parse().ok())
        .collect();
    // NOERROR's records, NXDOMAIN's none; SERVFAIL or any other code refuses.
    dns_addresses(answer.status, records)
}
