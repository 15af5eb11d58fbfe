//! Which kind of pool an upstream record is: arsenal or operator, rerun or not. The real
//! interface types catalogue pools `limited`/`weapon`/`extra`/`standard`/`beginner`; reruns are
//! `extra` with `extra_subtype` `reconstruction` (operators) or `reconstruction_claim`
//! (arsenal); `special` (辉光庆典) is neither a rerun nor a chartered headhunting.

use calendar::v1::Category;
use serde_json::Value;

/// Names that mark a rerun ("reconstruction") pool.
fn says_rerun(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["rerun", "reconstruction", "重构", "复刻"]
        .iter()
        .any(|w| lower.contains(w))
}

/// Pool category: `arsenal` for weapon pools (by type, id or a name with 申领), else `operator`.
pub fn pool_category(id: &str, name: &str, kind: Option<&str>) -> Category {
    let weapon_type = kind.is_some_and(|k| {
        let k = k.to_lowercase();
        k == "arsenal" || k.contains("weapon")
    });
    if weapon_type
        || id.starts_with("weaponbox_")
        || id.starts_with("weponbox_")
        || name.contains("申领")
    {
        Category::Arsenal
    } else {
        Category::Operator
    }
}

/// The catalogue's subtype and rule keys, then older spellings.
const RERUN_KEYS: [&str; 9] = [
    "extra_subtype",
    "extra_rule_profile",
    "subtype",
    "subType",
    "poolType",
    "rule",
    "ruleName",
    "rule_name",
    "kind",
];

/// Whether a pool is a rerun: `rerun_` ids, or a subtype or rule name saying so
/// (`extra_subtype` `reconstruction`/`reconstruction_claim`; `special` is not one).
pub fn pool_is_rerun(id: &str, raw: &Value) -> bool {
    id.starts_with("rerun_")
        || RERUN_KEYS
            .iter()
            .filter_map(|key| raw.get(*key).and_then(Value::as_str))
            .any(says_rerun)
}
