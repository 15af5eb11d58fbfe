//! The rate limit's settings, and the one home of their deployment variable names.

/// The default of the most clients tracked at once.
pub const MAX_TRACKED_CLIENTS: usize = 100_000;

/// The most clients [`CLIENTS_VAR`] may ask for (about 1 GB of table).
const MOST_TRACKED_CLIENTS: usize = 10_000_000;

/// A day is the longest window that still suppresses bursts rather than banning.
const LONGEST_WINDOW_MS: u64 = 86_400_000;

/// The deployment variables, read by [`LimitConfig::from_env`].
const WINDOW_VAR: &str = "CALENDAR_API_RATE_LIMIT_WINDOW_MS";
const MAX_VAR: &str = "CALENDAR_API_RATE_LIMIT_MAX";
const CLIENTS_VAR: &str = "CALENDAR_API_RATE_LIMIT_CLIENTS";

/// Window length, request budget and the size of the client table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitConfig {
    /// Window length in milliseconds, at least 1 (`CALENDAR_API_RATE_LIMIT_WINDOW_MS`).
    pub window_ms: u64,
    /// Requests allowed per window, at least 1 (`CALENDAR_API_RATE_LIMIT_MAX`).
    pub max: u32,
    /// The most clients tracked at once, at least 1 (`CALENDAR_API_RATE_LIMIT_CLIENTS`).
    pub clients: usize,
}

impl Default for LimitConfig {
    /// 60 requests per 60-second window, as the spec says, for up to [`MAX_TRACKED_CLIENTS`].
    fn default() -> Self {
        LimitConfig {
            window_ms: 60_000,
            max: 60,
            clients: MAX_TRACKED_CLIENTS,
        }
    }
}

impl LimitConfig {
    /// Reads the deployment settings through `lookup` (the process environment, a Worker's
    /// vars): `CALENDAR_API_RATE_LIMIT_WINDOW_MS`, `CALENDAR_API_RATE_LIMIT_MAX` and
    /// `CALENDAR_API_RATE_LIMIT_CLIENTS`. An unset variable keeps its default; a value that is
    /// not an integer in range falls back to the default, and each such fallback comes back as a
    /// warning to log.
    pub fn from_env(lookup: impl Fn(&str) -> Option<String>) -> (LimitConfig, Vec<String>) {
        let default = LimitConfig::default();
        let mut warnings = Vec::new();
        let mut read = |name: &str, fallback: u64, most: u64| {
            let Some(text) = lookup(name) else {
                return fallback;
            };
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
        let window_ms = read(WINDOW_VAR, default.window_ms, LONGEST_WINDOW_MS);
        let max = read(MAX_VAR, default.max.into(), u32::MAX.into());
        let clients = read(
            CLIENTS_VAR,
            default.clients as u64,
            MOST_TRACKED_CLIENTS as u64,
        );
        let config = LimitConfig {
            window_ms,
            max: u32::try_from(max).unwrap_or(default.max),
            clients: usize::try_from(clients).unwrap_or(default.clients),
        };
        (config, warnings)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn from(vars: &[(&str, &str)]) -> (LimitConfig, Vec<String>) {
        let vars: HashMap<&str, &str> = vars.iter().copied().collect();
        LimitConfig::from_env(|name| vars.get(name).map(|v| v.to_string()))
    }

    #[test]
    fn settings_override_defaults() {
        assert_eq!(from(&[]), (LimitConfig::default(), vec![]));
        let (config, warnings) =
            from(&[(WINDOW_VAR, "1000"), (MAX_VAR, "5"), (CLIENTS_VAR, " 500 ")]);
        assert_eq!(warnings, Vec::<String>::new());
        assert_eq!(
            config,
            LimitConfig {
                window_ms: 1000,
                max: 5,
                clients: 500
            }
        );
    }

    #[test]
    fn bad_values_fall_back_with_a_warning_naming_the_variable() {
        for bad in ["0", "-1", "ten", "", "1e3", "20000000000"] {
            let (config, warnings) = from(&[(WINDOW_VAR, bad), (MAX_VAR, bad), (CLIENTS_VAR, bad)]);
            assert_eq!(config, LimitConfig::default(), "{bad:?}");
            assert_eq!(warnings.len(), 3, "{bad:?}");
            for (warning, name) in warnings.iter().zip([WINDOW_VAR, MAX_VAR, CLIENTS_VAR]) {
                assert!(warning.starts_with(&format!("{name}=")), "{warnings:?}");
            }
        }
        // Each bound on its own: one more than the most each variable takes.
        for (name, most) in [
            (WINDOW_VAR, LONGEST_WINDOW_MS),
            (MAX_VAR, u32::MAX.into()),
            (CLIENTS_VAR, MOST_TRACKED_CLIENTS as u64),
        ] {
            let (config, warnings) = from(&[(name, &(most + 1).to_string())]);
            assert_eq!(config, LimitConfig::default(), "{name}");
            assert_eq!(warnings.len(), 1, "{name}: {warnings:?}");
            let (_, warnings) = from(&[(name, &most.to_string())]);
            assert!(warnings.is_empty(), "{name}={most}: {warnings:?}");
        }
    }
}
