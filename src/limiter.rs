//! The isolate-local rate limiter: a fixed window per client, counted in memory.
//!
//! It is burst suppression, not a global quota: each server process or Worker isolate counts on
//! its own, and responses served from a shared cache never reach it. Memory is bounded: expired
//! windows are swept once per window length, and at most [`MAX_TRACKED_CLIENTS`] clients are
//! tracked. A new client that arrives while the table is full of live windows is let through
//! untracked (fail open) until windows expire: refusing strangers would turn a flood of
//! addresses into an outage for everyone.

use std::collections::HashMap;
use std::net::IpAddr;

use chrono::{DateTime, Utc};

/// The most clients tracked at once.
pub const MAX_TRACKED_CLIENTS: usize = 100_000;

/// Window length and request budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitConfig {
    /// Window length in milliseconds, at least 1.
    pub window_ms: u64,
    /// Requests allowed per window, at least 1.
    pub max: u32,
}

impl Default for LimitConfig {
    /// 60 requests per 60-second window, as the spec says.
    fn default() -> Self {
        LimitConfig {
            window_ms: 60_000,
            max: 60,
        }
    }
}

impl LimitConfig {
    /// Reads the deployment settings `CALENDAR_API_RATE_LIMIT_WINDOW_MS` and
    /// `CALENDAR_API_RATE_LIMIT_MAX` as given (unset is `None`). A value that is not a positive
    /// integer falls back to the default; each such fallback comes back as a warning to log.
    pub fn from_settings(window_ms: Option<&str>, max: Option<&str>) -> (LimitConfig, Vec<String>) {
        let default = LimitConfig::default();
        let mut warnings = Vec::new();
        let mut read = |name: &str, value: Option<&str>, fallback: u64, most: u64| {
            let Some(text) = value else { return fallback };
            match text.trim().parse::<u64>() {
                Ok(n) if (1..=most).contains(&n) => n,
                _ => {
                    warnings.push(format!(
                        "{name}={text:?} is not an integer from 1 to {most}; using {fallback}"
                    ));
                    fallback
                }
            }
        };
        // A day is the longest window that still suppresses bursts rather than banning.
        let window_ms = read(
            "CALENDAR_API_RATE_LIMIT_WINDOW_MS",
            window_ms,
            default.window_ms,
            86_400_000,
        );
        let max = read(
            "CALENDAR_API_RATE_LIMIT_MAX",
            max,
            default.max.into(),
            u32::MAX.into(),
        );
        let max = u32::try_from(max).unwrap_or(default.max);
        (LimitConfig { window_ms, max }, warnings)
    }
}

/// The limiter's answer for one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Allowed,
    /// Over the limit; retry after this many whole seconds (at least 1).
    Limited {
        retry_after_secs: u64,
    },
}

#[derive(Debug, Clone, Copy)]
struct Window {
    start_ms: i64,
    count: u32,
}

/// Fixed-window counters per client key.
#[derive(Debug)]
pub struct RateLimiter {
    config: LimitConfig,
    capacity: usize,
    windows: HashMap<String, Window>,
    next_sweep_ms: i64,
}

impl RateLimiter {
    pub fn new(config: LimitConfig) -> RateLimiter {
        RateLimiter::with_capacity(config, MAX_TRACKED_CLIENTS)
    }

    /// A limiter tracking at most `capacity` clients.
    pub fn with_capacity(config: LimitConfig, capacity: usize) -> RateLimiter {
        RateLimiter {
            config,
            capacity,
            windows: HashMap::new(),
            next_sweep_ms: i64::MIN,
        }
    }

    pub fn config(&self) -> LimitConfig {
        self.config
    }

    /// How many clients are tracked now.
    pub fn tracked(&self) -> usize {
        self.windows.len()
    }

    /// Counts one request of `client` at `now` and says whether it may proceed.
    pub fn check(&mut self, client: &str, now: DateTime<Utc>) -> Decision {
        let now_ms = now.timestamp_millis();
        let window_ms = i64::try_from(self.config.window_ms).unwrap_or(i64::MAX);
        if now_ms >= self.next_sweep_ms {
            self.sweep(now_ms, window_ms);
        }
        let key = client_key(client);
        if let Some(window) = self.windows.get_mut(&key) {
            if now_ms.saturating_sub(window.start_ms) >= window_ms || now_ms < window.start_ms {
                *window = Window {
                    start_ms: now_ms,
                    count: 1,
                };
                return Decision::Allowed;
            }
            if window.count < self.config.max {
                window.count += 1;
                return Decision::Allowed;
            }
            let reset_ms = window
                .start_ms
                .saturating_add(window_ms)
                .saturating_sub(now_ms);
            let retry_after_secs = u64::try_from(reset_ms).unwrap_or(0).div_ceil(1000).max(1);
            return Decision::Limited { retry_after_secs };
        }
        if self.windows.len() >= self.capacity {
            self.sweep(now_ms, window_ms);
            if self.windows.len() >= self.capacity {
                return Decision::Allowed;
            }
        }
        self.windows.insert(
            key,
            Window {
                start_ms: now_ms,
                count: 1,
            },
        );
        Decision::Allowed
    }

    fn sweep(&mut self, now_ms: i64, window_ms: i64) {
        self.windows
            .retain(|_, w| now_ms.saturating_sub(w.start_ms) < window_ms && now_ms >= w.start_ms);
        self.next_sweep_ms = now_ms.saturating_add(window_ms);
    }
}

/// The key a client is counted under: an IPv4 address as is, an IPv6 address by its /64 (one
/// subscriber usually holds a whole /64), anything else as given.
pub fn client_key(client: &str) -> String {
    let client = client.trim();
    match client.parse::<IpAddr>() {
        Ok(IpAddr::V4(v4)) => v4.to_string(),
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let prefix = u128::from(v6) & !u128::from(u64::MAX);
                format!("{}/64", std::net::Ipv6Addr::from(prefix))
            }
        },
        Err(_) => client.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeDelta;

    fn at(ms: i64) -> DateTime<Utc> {
        DateTime::<Utc>::UNIX_EPOCH + TimeDelta::milliseconds(ms)
    }

    fn limiter(window_ms: u64, max: u32) -> RateLimiter {
        RateLimiter::new(LimitConfig { window_ms, max })
    }

    #[test]
    fn allows_max_then_limits_until_the_window_resets() {
        let mut l = limiter(60_000, 3);
        for _ in 0..3 {
            assert_eq!(l.check("1.2.3.4", at(1_000)), Decision::Allowed);
        }
        assert_eq!(
            l.check("1.2.3.4", at(1_000)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(
            l.check("1.2.3.4", at(59_500)),
            Decision::Limited {
                retry_after_secs: 2
            }
        );
        assert_eq!(
            l.check("1.2.3.4", at(60_999)),
            Decision::Limited {
                retry_after_secs: 1
            }
        );
        assert_eq!(l.check("1.2.3.4", at(61_000)), Decision::Allowed);
    }

    #[test]
    fn retry_after_is_at_least_one_second() {
        let mut l = limiter(10, 1);
        l.check("a", at(0));
        assert_eq!(
            l.check("a", at(9)),
            Decision::Limited {
                retry_after_secs: 1
            }
        );
    }

    #[test]
    fn clients_are_counted_apart_and_ipv6_by_its_64() {
        let mut l = limiter(60_000, 1);
        assert_eq!(l.check("2001:db8:1:2::1", at(0)), Decision::Allowed);
        assert_eq!(
            l.check("2001:db8:1:2:ffff::9", at(0)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(l.check("2001:db8:1:3::1", at(0)), Decision::Allowed);
        assert_eq!(l.check("10.0.0.1", at(0)), Decision::Allowed);
        assert_eq!(
            l.check("::ffff:10.0.0.1", at(0)),
            Decision::Limited {
                retry_after_secs: 60
            }
        );
        assert_eq!(client_key("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64");
    }

    #[test]
    fn expired_windows_are_swept_and_the_table_is_capped() {
        let mut l = RateLimiter::with_capacity(
            LimitConfig {
                window_ms: 1_000,
                max: 1,
            },
            2,
        );
        l.check("a", at(0));
        l.check("b", at(0));
        assert_eq!(l.tracked(), 2);
        // Full of live windows: a stranger passes untracked, and keeps passing.
        assert_eq!(l.check("c", at(10)), Decision::Allowed);
        assert_eq!(l.check("c", at(20)), Decision::Allowed);
        assert_eq!(l.tracked(), 2);
        // Once the windows expire they are swept and the stranger is tracked.
        assert_eq!(l.check("c", at(1_500)), Decision::Allowed);
        assert_eq!(l.tracked(), 1);
        assert_eq!(
            l.check("c", at(1_600)),
            Decision::Limited {
                retry_after_secs: 1
            }
        );
    }

    #[test]
    fn settings_override_defaults_and_bad_values_fall_back_with_a_warning() {
        assert_eq!(
            LimitConfig::from_settings(None, None),
            (LimitConfig::default(), vec![])
        );
        let (config, warnings) = LimitConfig::from_settings(Some("1000"), Some("5"));
        assert_eq!(
            (config, warnings.len()),
            (
                LimitConfig {
                    window_ms: 1000,
                    max: 5
                },
                0
            )
        );
        for bad in ["0", "-1", "ten", "", "1e3"] {
            let (config, warnings) = LimitConfig::from_settings(Some(bad), Some(bad));
            assert_eq!(config, LimitConfig::default(), "{bad:?}");
            assert_eq!(warnings.len(), 2, "{bad:?}");
            assert!(
                warnings[0].starts_with("CALENDAR_API_RATE_LIMIT_WINDOW_MS="),
                "{warnings:?}"
            );
        }
    }
}
