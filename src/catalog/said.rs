//! A message decided before its language is known: its id and its values, told later in the
//! language of the answer ([`Said::tell`]). A query's problems are found while the query (its
//! `lang` among them) is still being read; the error envelope tells them.

use super::{Arg, say};
use crate::lang::Locale;

/// A message id and the values of its variables, kept to be told in any locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, Value)>,
}

/// A kept value: text, a number (a plural's), or another message told in the same locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(i64),
    Said(Box<Said>),
}

/// The message `id` with `args`, to be told later ([`Said::tell`]).
pub fn said(id: &'static str, args: &[(&'static str, Value)]) -> Said {
    Said {
        id,
        args: args.to_vec(),
    }
}

impl Said {
    /// The message in `locale`.
    pub fn tell(&self, locale: Locale) -> String {
        let told: Vec<Option<String>> = self
            .args
            .iter()
            .map(|(_, value)| match value {
                Value::Said(said) => Some(said.tell(locale)),
                _ => None,
            })
            .collect();
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .zip(&told)
            .map(|((name, value), told)| {
                let value = match (value, told) {
                    (_, Some(told)) => Arg::Str(told),
                    (Value::Text(text), None) => Arg::Str(text),
                    (Value::Number(n), None) => Arg::Num(*n),
                    (Value::Said(_), None) => Arg::Str(""),
                };
                (*name, value)
            })
            .collect();
        say(locale, self.id, &args)
    }
}

/// In English: a message's default language where no request names one (a log, a test).
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.tell(Locale::En))
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Self {
        Value::Text(text.to_string())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Self {
        Value::Text(text)
    }
}

impl From<Said> for Value {
    fn from(said: Said) -> Self {
        Value::Said(Box::new(said))
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Self {
        Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
