//! Reading a global flag before clap parses the command line: `--color` and `--lang` decide how
//! clap's own help and errors look, so they are needed before clap has run (and when it fails).

use std::ffi::OsString;

/// The value of the last `flag` among `args` (the program name first), given as `flag VALUE` or
/// `flag=VALUE`; `None` when it is not there. Arguments after `--` are operands, not flags, and
/// an argument that is not valid Unicode is passed over (clap reports it).
pub fn last_flag_value(args: impl IntoIterator<Item = OsString>, flag: &str) -> Option<String> {
    let mut found = None;
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        let Some(arg) = arg.to_str() else { continue };
        if arg == "--" {
            break;
        }
        match arg.strip_prefix(flag) {
            Some("") => found = args.next().and_then(|value| value.into_string().ok()),
            Some(rest) => {
                if let Some(value) = rest.strip_prefix('=') {
                    found = Some(value.to_string());
                }
            }
            None => {}
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn last(list: &[&str], flag: &str) -> Option<String> {
        last_flag_value(list.iter().map(OsString::from), flag)
    }

    #[test]
    fn the_last_value_of_the_flag_is_found_in_either_spelling() {
        assert_eq!(last(&["grundy", "eval", "x"], "--lang"), None);
        assert_eq!(
            last(&["grundy", "--lang", "zh"], "--lang").as_deref(),
            Some("zh")
        );
        assert_eq!(
            last(&["grundy", "eval", "--lang=zh"], "--lang").as_deref(),
            Some("zh")
        );
        let both = ["grundy", "--lang=zh", "eval", "--lang", "en"];
        assert_eq!(last(&both, "--lang").as_deref(), Some("en"));
        // A value is taken as it is: whether it is a valid one is the caller's business.
        assert_eq!(
            last(&["grundy", "--lang=xx"], "--lang").as_deref(),
            Some("xx")
        );
    }

    #[test]
    fn operands_longer_flags_and_a_missing_value_are_not_the_flag() {
        assert_eq!(last(&["grundy", "--", "--lang=zh"], "--lang"), None);
        assert_eq!(last(&["grundy", "--language=zh"], "--lang"), None);
        assert_eq!(last(&["grundy", "eval", "--lang"], "--lang"), None);
        // The program name is not an argument.
        assert_eq!(last(&["--lang=zh", "eval"], "--lang"), None);
    }
}
