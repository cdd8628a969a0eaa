//! Where `ekb`'s on-disk caches live: one rule for every cache (CPU references, `ekb tune`
//! results, LLM responses).

use std::ffi::OsString;
use std::path::PathBuf;

/// `<base>/ekb/<name>`, where `<base>` is `$XDG_CACHE_HOME` when set and non-empty (the XDG Base
/// Directory spec treats an empty value as unset), else `$HOME/.cache`; `None` when neither is set
/// (the caller then runs without that cache). `$EKB_CACHE_DIR` is each cache's own override and is
/// read by the caller.
pub fn user_cache_dir(name: &str) -> Option<PathBuf> {
    cache_dir_from(std::env::var_os("XDG_CACHE_HOME"), std::env::var_os("HOME"), name)
}

fn cache_dir_from(xdg_cache_home: Option<OsString>, home: Option<OsString>, name: &str) -> Option<PathBuf> {
    let base = xdg_cache_home
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| home.filter(|v| !v.is_empty()).map(|h| PathBuf::from(h).join(".cache")))?;
    Some(base.join("ekb").join(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xdg_first_empty_values_unset_none_without_either() {
        let s = |v: &str| Some(OsString::from(v));
        assert_eq!(cache_dir_from(s("/x"), s("/h"), "tune"), Some(PathBuf::from("/x/ekb/tune")));
        assert_eq!(cache_dir_from(s(""), s("/h"), "llm"), Some(PathBuf::from("/h/.cache/ekb/llm")));
        assert_eq!(cache_dir_from(None, s("/h"), "reference"), Some(PathBuf::from("/h/.cache/ekb/reference")));
        assert_eq!(cache_dir_from(s(""), s(""), "llm"), None);
        assert_eq!(cache_dir_from(None, None, "llm"), None);
    }
}
