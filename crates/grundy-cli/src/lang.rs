//! The language the command line writes in, and its own messages (prompts, labels, hints that
//! name its flags) in the catalogues `locales/<language>/cli.ftl`, its help and argument errors
//! in `locales/<language>/help.ftl` (see `help`); the library's texts come from the library's
//! catalogues, in the same language.
//!
//! The language is `--lang` when given, otherwise the locale's, as POSIX orders the variables
//! (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set and not empty decides), so a
//! terminal set up for Chinese (`LANG=zh_CN.UTF-8`) gets Chinese. A locale grundy does not
//! write in gives English.

use std::ffi::OsString;
use std::sync::LazyLock;

use grundy::i18n::{Arg, Catalogue, Lang};

/// The language for `flag` (`--lang`) and the locale variables `env` reads.
pub fn choose(flag: Option<Lang>, env: impl Fn(&str) -> Option<String>) -> Lang {
    if let Some(lang) = flag {
        return lang;
    }
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| env(name).filter(|value| !value.is_empty()))
        .next()
        .and_then(|locale| Lang::from_tag(&locale))
        .unwrap_or_default()
}

/// The `--lang` given among the command-line arguments (the last one wins), read before clap
/// parses them so that the help and clap's errors are in the language too. A value clap will
/// reject counts as not given.
pub fn from_args(args: impl IntoIterator<Item = OsString>) -> Option<Lang> {
    crate::prescan::last_flag_value(args, "--lang").and_then(|value| value.parse().ok())
}

/// The command line's own catalogues, embedded in the binary.
static CLI: LazyLock<Catalogue> = LazyLock::new(|| {
    // The workspace's catalogue tests read these files, so a broken one cannot ship.
    Catalogue::new(&[
        ("en", "cli.ftl", include_str!("../locales/en/cli.ftl")),
        ("zh", "cli.ftl", include_str!("../locales/zh/cli.ftl")),
        ("en", "help.ftl", include_str!("../locales/en/help.ftl")),
        ("zh", "help.ftl", include_str!("../locales/zh/help.ftl")),
    ])
    .unwrap_or_else(|error| panic!("{error}"))
});

/// The command line's message `id` in the language of the running command.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = grundy::Budget::current().context().language();
    CLI.format(lang, id, args)
}

/// The command line's message `id` in `lang` (for the help and argument errors, written before
/// the command's budget exists).
pub fn text_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    CLI.format(lang, id, args)
}

/// The command line's message `id` with named arguments: `t!("play-you", step = &text)`.
macro_rules! t {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::lang::text($id, &[$((stringify!($name), grundy::i18n::Arg::from($value))),*])
    };
}
pub(crate) use t;

/// Reads `--lang`'s value (`zh`, `zh-CN`); the refusal is in the language the arguments are
/// read in.
pub fn parse(code: &str) -> Result<Lang, String> {
    Lang::from_tag(code).ok_or_else(|| {
        let known: Vec<&str> = Lang::ALL.iter().map(|lang| lang.code()).collect();
        t!("lang-unknown", code = code, known = known.join(", "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn the_flag_wins_then_the_locale_in_posix_order() {
        let chinese = env(&[("LANG", "zh_CN.UTF-8")]);
        assert_eq!(choose(None, &chinese), Lang::Zh);
        assert_eq!(choose(Some(Lang::En), &chinese), Lang::En);
        let overridden = env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")]);
        assert_eq!(choose(None, overridden), Lang::En);
        let messages = env(&[("LC_ALL", ""), ("LC_MESSAGES", "zh_TW"), ("LANG", "en_US")]);
        assert_eq!(choose(None, messages), Lang::Zh);
        assert_eq!(choose(None, env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(choose(None, env(&[])), Lang::En);
    }

    #[test]
    fn the_lang_flag_is_found_before_parsing() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        let lang = |list: &[&str]| from_args(args(list));
        assert_eq!(lang(&["grundy", "eval", "x"]), None);
        assert_eq!(lang(&["grundy", "--lang", "zh", "eval"]), Some(Lang::Zh));
        assert_eq!(lang(&["grundy", "eval", "--lang=zh"]), Some(Lang::Zh));
        assert_eq!(
            lang(&["grundy", "--lang=zh", "--lang", "en"]),
            Some(Lang::En)
        );
        assert_eq!(lang(&["grundy", "--lang=xx"]), None);
        assert_eq!(lang(&["grundy", "--", "--lang=zh"]), None);
    }
}
