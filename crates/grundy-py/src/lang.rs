//! The Python package's own messages (the hints that name its keyword arguments, what a
//! sequence would hold in memory) in the catalogues `locales/<language>/python.ftl`, written in
//! the language of the call (`explain(lang="zh")`), like the library's texts around them.
//!
//! Errors about how the Python API itself is called (a wrong type, a missing keyword) stay in
//! English, as Python's own do.

use std::sync::LazyLock;

use grundy::i18n::{Arg, Catalogue};

/// The package's catalogues, embedded in the extension module.
static PYTHON: LazyLock<Catalogue> = LazyLock::new(|| {
    // The workspace's catalogue tests read these files, so a broken one cannot ship.
    Catalogue::new(&[
        ("en", "python.ftl", include_str!("../locales/en/python.ftl")),
        ("zh", "python.ftl", include_str!("../locales/zh/python.ftl")),
    ])
    .unwrap_or_else(|error| panic!("{error}"))
});

/// The package's message `id` in the language of the computation entered on this thread.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = grundy::Budget::current().context().language();
    PYTHON.format(lang, id, args)
}

/// The package's message `id` with named arguments: `t!("python-limit-timeout", limit = …)`.
macro_rules! t {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::lang::text($id, &[$((stringify!($name), grundy::i18n::Arg::from($value))),*])
    };
}
pub(crate) use t;
