//! The rate limit's settings, and the one home of their deployment variable names.

/// The default of the most clients tracked at once.
pub const MAX_TRACKED_CLIENTS: usize = 100_000;

/// The fewest clients [`CLIENTS_VAR`] may ask for: below it, a handful of addresses evict each
/// other on every request.
const FEWEST_TRACKED_CLIENTS: usize = 64;

/// What one tracked client may cost at most, in bytes: its table entry (key, window, control
/// byte, at half load after growth), two queue entries (after growth) and its spill slot.
const BYTES_PER_CLIENT: usize = 256;

/// The most memory the limiter's table may take.
const TABLE_BUDGET_BYTES: usize = 64 * 1024 * 1024;

/// The most clients [`CLIENTS_VAR`] may ask for: 262,144, a table of at most 64 MiB.
const MOST_TRACKED_CLIENTS: usize = TABLE_BUDGET_BYTES / BYTES_PER_CLIENT;

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
    /// What `calendar-serve --help` says of the variables [`LimitConfig::from_env`] reads: their
    /// names, ranges and defaults, from the constants above.
    pub fn env_help() -> String {
        let default = LimitConfig::default();
        format!(
            "The rate limit is read from the environment:\n  \
             {WINDOW_VAR}  window length in milliseconds, 1 to {LONGEST_WINDOW_MS} \
             (default {})\n  \
             {MAX_VAR}  requests per window and client, at least 1 (default {})\n  \
             {CLIENTS_VAR}  the most clients tracked at once, {FEWEST_TRACKED_CLIENTS} to \
             {MOST_TRACKED_CLIENTS} (default {}); beyond it the oldest window is evicted\n\
             A window or budget out of range falls back to its default with a warning; a client \
             count out of range stops the server.",
            default.window_ms, default.max, default.clients
        )
    }

    /// Reads the deployment settings through `lookup` (the process environment, a Worker's
    /// vars): `CALENDAR_API_RATE_LIMIT_WINDOW_MS`, `CALENDAR_API_RATE_LIMIT_MAX` and
    /// `CALENDAR_API_RATE_LIMIT_CLIENTS`. An unset variable keeps its default. A window or
    /// budget that is not an integer in range falls back to the default, and each such fallback
    /// comes back as a warning to log. A table size outside 64 to 262,144 (a table of at
    /// most 64 MiB) is an error: the face refuses to start rather than run with a
    /// table that evicts on every request or takes more memory than it should.
    pub fn from_env(
        lookup: impl Fn(&str) -> Option<String>,
    ) -> Result<(LimitConfig, Vec<String>), String> {
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
        let clients = match lookup(CLIENTS_VAR) {
            None => default.clients,
            Some(text) => match text.trim().parse::<usize>() {
                Ok(n) if (FEWEST_TRACKED_CLIENTS..=MOST_TRACKED_CLIENTS).contains(&n) => n,
                _ => {
                    return Err(format!(
                        "{CLIENTS_VAR}={text:?} is not an integer from {FEWEST_TRACKED_CLIENTS} \
                         to {MOST_TRACKED_CLIENTS} (at most {} MiB of table)",
                        TABLE_BUDGET_BYTES / (1024 * 1024)
                    ));
                }
            },
        };
        let config = LimitConfig {
            window_ms,
            max: u32::try_from(max).unwrap_or(default.max),
            clients,
        };
        Ok((config, warnings))
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn from(vars: &[(&str, &str)]) -> (LimitConfig, Vec<String>) {
        try_from(vars).unwrap()
    }

    fn try_from(vars: &[(&str, &str)]) -> Result<(LimitConfig, Vec<String>), String> {
        let vars: HashMap<&str, &str> = vars.iter().copied().collect();
        LimitConfig::from_env(|name| vars.get(name).map(|v| v.to_string()))
    }

    #[test]
    fn help_names_every_variable_with_its_default() {
        let help = LimitConfig::env_help();
        let default = LimitConfig::default();
        for (var, value) in [
            (WINDOW_VAR, default.window_ms.to_string()),
            (MAX_VAR, default.max.to_string()),
            (CLIENTS_VAR, default.clients.to_string()),
        ] {
            let line = help.lines().find(|l| l.contains(var)).unwrap();
            assert!(line.contains(&format!("(default {value})")), "{line}");
        }
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
            let (config, warnings) = from(&[(WINDOW_VAR, bad), (MAX_VAR, bad)]);
            assert_eq!(config, LimitConfig::default(), "{bad:?}");
            assert_eq!(warnings.len(), 2, "{bad:?}");
            for (warning, name) in warnings.iter().zip([WINDOW_VAR, MAX_VAR]) {
                assert!(warning.starts_with(&format!("{name}=")), "{warnings:?}");
            }
        }
        // Each bound on its own: one more than the most each variable takes.
        for (name, most) in [(WINDOW_VAR, LONGEST_WINDOW_MS), (MAX_VAR, u32::MAX.into())] {
            let (config, warnings) = from(&[(name, &(most + 1).to_string())]);
            assert_eq!(config, LimitConfig::default(), "{name}");
            assert_eq!(warnings.len(), 1, "{name}: {warnings:?}");
            let (_, warnings) = from(&[(name, &most.to_string())]);
            assert!(warnings.is_empty(), "{name}={most}: {warnings:?}");
        }
    }

    #[test]
    fn a_table_size_out_of_range_is_an_error_naming_the_range() {
        for bad in ["0", "1", "63", "262145", "10000000", "-1", "ten", "", "1e5"] {
            let error = try_from(&[(CLIENTS_VAR, bad)]).unwrap_err();
            assert!(error.starts_with(&format!("{CLIENTS_VAR}=")), "{error}");
            assert!(error.contains("from 64 to 262144"), "{error}");
        }
        for good in ["64", "100000", "262144"] {
            let (config, warnings) = from(&[(CLIENTS_VAR, good)]);
            assert_eq!(config.clients.to_string(), good);
            assert!(warnings.is_empty());
        }
    }
}
