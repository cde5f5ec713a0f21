//! Colour on the terminal: the one place that decides whether escape sequences are written
//! (`--color auto|always|never`, the `NO_COLOR` convention) and writes them.

use std::ffi::OsString;
use std::io::IsTerminal;
use std::sync::OnceLock;

use clap::ValueEnum;

/// When to colour output (the values' help is the catalogue's `help-grundy-value-color-*`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to colour a stream, given whether it is a terminal and the value of NO_COLOR.
    fn colours(self, is_terminal: bool, no_color: Option<OsString>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            // https://no-color.org: present and not empty, whatever its value.
            ColorChoice::Auto => is_terminal && no_color.is_none_or(|value| value.is_empty()),
        }
    }

    /// Whether standard output, where the help goes, is coloured.
    pub fn stdout_colours(self) -> bool {
        self.colours(
            std::io::stdout().is_terminal(),
            std::env::var_os("NO_COLOR"),
        )
    }

    /// Whether standard error, where clap's errors go, is coloured.
    pub fn stderr_colours(self) -> bool {
        self.colours(
            std::io::stderr().is_terminal(),
            std::env::var_os("NO_COLOR"),
        )
    }

    /// The same choice for clap's own help and error messages (which read NO_COLOR themselves
    /// under `Auto`).
    pub fn for_clap(self) -> clap::ColorChoice {
        match self {
            ColorChoice::Auto => clap::ColorChoice::Auto,
            ColorChoice::Always => clap::ColorChoice::Always,
            ColorChoice::Never => clap::ColorChoice::Never,
        }
    }

    /// The `--color` given among the command-line arguments (the last one wins), read before
    /// clap parses them so that clap's own messages follow it too. A value clap will reject
    /// counts as `auto` here.
    pub fn from_args(args: impl IntoIterator<Item = OsString>) -> ColorChoice {
        crate::prescan::last_flag_value(args, "--color")
            .map(|value| ColorChoice::from_str(&value, true).unwrap_or_default())
            .unwrap_or_default()
    }
}

/// Whether standard output is coloured, decided once by [`init`].
static STDOUT_COLOURED: OnceLock<bool> = OnceLock::new();

/// Decides, from `choice`, the environment and the terminal, whether standard output is coloured.
pub fn init(choice: ColorChoice) {
    let coloured = choice.colours(
        std::io::stdout().is_terminal(),
        std::env::var_os("NO_COLOR"),
    );
    let _ = STDOUT_COLOURED.set(coloured);
}

/// How text on standard output is painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    coloured: bool,
}

impl Palette {
    /// The palette of standard output ([`init`] decides; plain if it was not called).
    pub fn stdout() -> Palette {
        Palette {
            coloured: STDOUT_COLOURED.get().copied().unwrap_or(false),
        }
    }

    /// A palette that colours, or not, whatever the terminal (for tests).
    #[cfg(test)]
    pub fn with_colour(coloured: bool) -> Palette {
        Palette { coloured }
    }

    /// `text` in the colour of an outcome (P green: a move there wins; N red; D yellow), or as
    /// it is.
    pub fn outcome(self, outcome: grundy::Outcome, text: &str) -> String {
        if !self.coloured {
            return text.to_string();
        }
        let code = match outcome {
            grundy::Outcome::P => 32,
            grundy::Outcome::N => 31,
            grundy::Outcome::D => 33,
        };
        format!("\x1b[{code}m{text}\x1b[0m")
    }

    /// `text` in inverse video (the P-positions of `grundy table`), or as it is.
    pub fn inverse(self, text: &str) -> String {
        if self.coloured {
            format!("\x1b[7m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_turns_off_only_the_automatic_choice() {
        let set = || Some(OsString::from("1"));
        assert!(ColorChoice::Auto.colours(true, None));
        assert!(ColorChoice::Auto.colours(true, Some(OsString::new())));
        assert!(!ColorChoice::Auto.colours(true, set()));
        assert!(!ColorChoice::Auto.colours(false, None));
        assert!(ColorChoice::Always.colours(false, set()));
        assert!(!ColorChoice::Never.colours(true, None));
    }

    #[test]
    fn the_color_flag_is_found_before_parsing() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        let choice = |list: &[&str]| ColorChoice::from_args(args(list));
        assert_eq!(choice(&["grundy", "table", "x"]), ColorChoice::Auto);
        assert_eq!(
            choice(&["grundy", "--color", "never", "table"]),
            ColorChoice::Never
        );
        assert_eq!(
            choice(&["grundy", "table", "--color=always"]),
            ColorChoice::Always
        );
        assert_eq!(choice(&["grundy", "--color=rainbow"]), ColorChoice::Auto);
        assert_eq!(
            choice(&["grundy", "--", "--color=never"]),
            ColorChoice::Auto
        );
    }

    #[test]
    fn only_a_colouring_palette_writes_escapes() {
        assert_eq!(Palette::with_colour(false).inverse("0"), "0");
        assert_eq!(Palette::with_colour(true).inverse("0"), "\x1b[7m0\x1b[0m");
    }
}
