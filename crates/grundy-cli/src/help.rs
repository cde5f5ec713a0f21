//! The command line's help and its argument errors, in the language of the command: every
//! text of `--help` (each command's description, arguments, examples and headings) and every
//! message about arguments clap rejects comes from the catalogues `locales/<language>/help.ftl`.
//!
//! The clap structures carry no help of their own: [`localize`] walks the built command tree
//! and gives each command, argument and possible value its message, named
//! `help-<command>-about`, `help-<command>-after`, `help-<command>-arg-<argument>` and
//! `help-<command>-value-<argument>-<value>` (the root command is `grundy`). [`HELP_IDS`] lists
//! them all, so that the catalogue test finds each one named in the code and the unit tests
//! find each one used by the tree.

use std::fmt::Write as _;

use clap::builder::{PossibleValue, StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};
use grundy::i18n::{Arg as Value, Lang};

use crate::lang::text_in;

/// Every message of the command tree's help, by command: a test checks that the tree uses each
/// one and names no other.
pub const HELP_IDS: &[&str] = &[
    "help-grundy-about",
    "help-grundy-after",
    "help-grundy-arg-state-limit",
    "help-grundy-arg-max-memory",
    "help-grundy-arg-timeout",
    "help-grundy-arg-color",
    "help-grundy-value-color-auto",
    "help-grundy-value-color-always",
    "help-grundy-value-color-never",
    "help-grundy-arg-lang",
    "help-eval-about",
    "help-eval-after",
    "help-eval-arg-expr",
    "help-eval-arg-json",
    "help-eval-arg-dot",
    "help-eval-arg-svg",
    "help-eval-arg-limit",
    "help-eval-arg-explain",
    "help-eval-arg-misere",
    "help-eval-arg-form",
    "help-eval-arg-stats",
    "help-eval-arg-db",
    "help-eval-arg-threads",
    "help-eval-arg-options",
    "help-eval-arg-board",
    "help-eval-arg-setup",
    "help-eval-arg-max-options",
    "help-eval-arg-value-only",
    "help-seq-about",
    "help-seq-after",
    "help-seq-arg-family",
    "help-seq-arg-to",
    "help-seq-arg-format",
    "help-seq-value-format-text",
    "help-seq-value-format-csv",
    "help-seq-value-format-json",
    "help-seq-value-format-cpp",
    "help-seq-value-format-python",
    "help-seq-arg-json",
    "help-seq-arg-engine",
    "help-seq-value-engine-naive",
    "help-seq-value-engine-sparse",
    "help-seq-arg-freq",
    "help-seq-arg-stats",
    "help-seq-arg-out",
    "help-seq-arg-no-values",
    "help-seq-arg-no-rules",
    "help-seq-arg-misere",
    "help-seq-arg-remoteness",
    "help-seq-arg-checkpoint",
    "help-seq-arg-mapped",
    "help-seq-arg-checkpoint-every",
    "help-seq-arg-max",
    "help-seq-arg-plot",
    "help-seq-arg-single-thread",
    "help-seq-arg-threads",
    "help-play-about",
    "help-play-after",
    "help-play-arg-expr",
    "help-play-arg-first",
    "help-play-arg-misere",
    "help-play-arg-level",
    "help-play-arg-seed",
    "help-table-about",
    "help-table-after",
    "help-table-arg-family",
    "help-table-arg-rows",
    "help-table-arg-cols",
    "help-table-arg-misere",
    "help-table-arg-remoteness",
    "help-table-arg-format",
    "help-table-value-format-text",
    "help-table-value-format-csv",
    "help-table-value-format-json",
    "help-table-value-format-cpp",
    "help-table-value-format-python",
    "help-table-arg-json",
    "help-graph-about",
    "help-graph-after",
    "help-graph-arg-file",
    "help-graph-arg-json",
    "help-graph-arg-dot",
    "help-graph-arg-svg",
    "help-graph-arg-limit",
    "help-sweep-about",
    "help-sweep-after",
    "help-sweep-arg-patterns",
    "help-sweep-arg-to",
    "help-sweep-arg-max",
    "help-sweep-arg-jobs",
    "help-sweep-arg-checkpoint",
    "help-sweep-arg-format",
    "help-sweep-value-format-table",
    "help-sweep-value-format-csv",
    "help-sweep-value-format-json",
    "help-sweep-arg-certificates",
    "help-sweep-arg-hex",
    "help-verify-about",
    "help-verify-after",
    "help-verify-arg-certificates",
    "help-quotient-about",
    "help-quotient-after",
    "help-quotient-arg-game",
    "help-quotient-arg-heaps",
    "help-quotient-arg-json",
    "help-quotient-arg-table",
    "help-quotient-arg-genus",
    "help-games-about",
    "help-games-after",
    "help-serve-about",
    "help-serve-after",
    "help-serve-arg-bind",
    "help-serve-arg-port",
    "help-serve-arg-max-concurrent",
    "help-bench-about",
    "help-bench-after",
    "help-bench-arg-quick",
    "help-bench-arg-scale",
    "help-bench-arg-quotients",
    "help-bench-arg-boards",
    "help-bench-arg-rules",
    "help-bench-arg-remoteness",
    "help-completions-about",
    "help-completions-after",
    "help-completions-arg-shell",
    "help-man-about",
    "help-man-after",
    "help-man-arg-subcommand",
];

/// The message `id` of `help.ftl` (or `cli.ftl`) in `lang`.
fn text(lang: Lang, id: &str) -> String {
    text_in(lang, id, &[])
}

/// The id of a message of the tree, checked against [`HELP_IDS`] in debug builds.
fn id(id: String) -> String {
    debug_assert!(HELP_IDS.contains(&id.as_str()), "{id} is not in HELP_IDS");
    id
}

/// An argument's name in message ids: `max_options` is `max-options`.
fn arg_key(arg: &Arg) -> String {
    arg.get_id().as_str().replace('_', "-")
}

/// `command` with every text of its help in `lang`: the descriptions, arguments and examples
/// of the root (`grundy`) and of each subcommand, the exit statuses under each subcommand,
/// the headings, and clap's own `--help`, `--version` and `help`.
pub fn localize(command: Command, lang: Lang) -> Command {
    let mut command = describe(command, "grundy", lang);
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    let exit_status = text(lang, "help-exit-status");
    for name in names {
        command = command.mut_subcommand(&name, |sub| {
            let sub = describe(sub, &name, lang);
            let after = format!(
                "{}\n\n{exit_status}",
                text(lang, &id(format!("help-{name}-after")))
            );
            sub.after_help(after)
        });
    }
    command.build();
    finish(&mut command, lang);
    let help_about = text(lang, "help-command-help");
    command.mut_subcommand("help", |help| {
        help.about(help_about.clone())
            .mut_subcommand("help", |help| help.about(help_about))
    })
}

/// One command's description, examples and arguments in `lang`, under translated headings.
fn describe(command: Command, key: &str, lang: Lang) -> Command {
    let arguments = text(lang, "help-heading-arguments");
    let options = text(lang, "help-heading-options");
    let command = command
        .about(text(lang, &id(format!("help-{key}-about"))))
        .subcommand_help_heading(text(lang, "help-heading-commands"))
        .help_template(template(lang));
    let command = if key == "grundy" {
        command.after_help(text(lang, &id("help-grundy-after".to_string())))
    } else {
        command
    };
    command.mut_args(|arg| {
        let name = arg_key(&arg);
        let heading = if arg.is_positional() {
            &arguments
        } else {
            &options
        };
        let help = text(lang, &id(format!("help-{key}-arg-{name}")));
        let (help, long) = specs(&arg, help, key, lang);
        let mut arg = arg.help(help).help_heading(heading.clone());
        if arg.get_action().takes_values() {
            arg = arg.hide_default_value(true).hide_possible_values(true);
        }
        match long {
            Some(long) => arg.long_help(long),
            None => arg,
        }
    })
}

/// An argument's help `help` followed by its default value and the values it takes (clap
/// would add them in English), and, when its values have help of their own, its long help
/// listing them.
fn specs(arg: &Arg, help: String, key: &str, lang: Lang) -> (String, Option<String>) {
    let say = |id: &str, args: &[(&str, Value)]| text_in(lang, id, args);
    let name = arg_key(arg);
    let default: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    let default = (arg.get_action().takes_values()
        && !arg.is_hide_default_value_set()
        && !default.is_empty())
    .then(|| say("help-default", &[("value", default.join(" ").into())]));
    let values: Vec<PossibleValue> = arg
        .get_possible_values()
        .into_iter()
        .filter(|value| !value.is_hide_set())
        .collect();
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let ids: Vec<String> = names
        .iter()
        .map(|value| format!("help-{key}-value-{name}-{value}"))
        .collect();
    let described = !ids.is_empty() && ids.iter().all(|id| HELP_IDS.contains(&id.as_str()));
    let list = (!names.is_empty() && !described && arg.get_action().takes_values()).then(|| {
        say(
            "help-possible-values",
            &[("values", names.join(", ").into())],
        )
    });
    // As clap lays them out: after the help in the short help, a paragraph of their own in the
    // long one.
    let specs: Vec<String> = default.iter().chain(&list).cloned().collect();
    if !described {
        if specs.is_empty() {
            return (help, None);
        }
        let specs = specs.join(" ");
        return (
            format!("{help} {specs}"),
            Some(format!("{help}\n\n{specs}")),
        );
    }
    let short = match &default {
        Some(default) => format!(
            "{help} {default} {}",
            say(
                "help-possible-values",
                &[("values", names.join(", ").into())]
            )
        ),
        None => format!(
            "{help} {}",
            say(
                "help-possible-values",
                &[("values", names.join(", ").into())]
            )
        ),
    };
    let width = names.iter().map(|name| name.len()).max().unwrap_or(0) + 1;
    let mut long = format!("{help}\n\n{}", say("help-possible-values-list", &[]));
    for (value, id) in names.iter().zip(&ids) {
        let _ = write!(
            long,
            "\n- {:width$} {}",
            format!("{value}:"),
            text(lang, id)
        );
    }
    if let Some(default) = default {
        let _ = write!(long, "\n\n{default}");
    }
    (short, Some(long))
}

/// clap's help layout with the usage heading in `lang` (clap writes it in English).
fn template(lang: Lang) -> String {
    format!(
        "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
        usage_heading(lang)
    )
}

/// "Usage: " in `lang`, styled as clap styles it (the blank after it is not).
fn usage_heading(lang: Lang) -> String {
    let style = Styles::default().get_usage().to_owned();
    let heading = text(lang, "help-heading-usage");
    let words = heading.trim_end();
    let blank = &heading[words.len()..];
    format!("{}{words}{}{blank}", style.render(), style.render_reset())
}

/// The arguments clap adds while building (`--help`, `--version`), in `lang`, in every command.
fn finish(command: &mut Command, lang: Lang) {
    let options = text(lang, "help-heading-options");
    let has = |command: &Command, name: &str| command.get_arguments().any(|a| a.get_id() == name);
    if has(command, "help") {
        let long = command
            .get_arguments()
            .find(|a| a.get_id() == "help")
            .is_some_and(|a| a.get_long_help().is_some());
        let (short, long) = if long {
            (
                text(lang, "help-flag-help-short"),
                Some(text(lang, "help-flag-help-long")),
            )
        } else {
            (text(lang, "help-flag-help"), None)
        };
        *command = std::mem::take(command).mut_arg("help", |arg| {
            let arg = arg.help(short).help_heading(options.clone());
            match long {
                Some(long) => arg.long_help(long),
                None => arg,
            }
        });
    }
    if has(command, "version") {
        let version = text(lang, "help-flag-version");
        *command = std::mem::take(command).mut_arg("version", |arg| {
            arg.help(version).help_heading(options.clone())
        });
    }
    for sub in command.get_subcommands_mut() {
        finish(sub, lang);
    }
}

/// Prints a clap error and ends the process: help and version as clap prints them, argument
/// errors in `lang` (status 2), coloured with clap's styles when `coloured`.
pub fn exit(error: clap::Error, lang: Lang, coloured: bool) -> ! {
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => error.exit(),
        _ => {
            let message = render_error(&error, lang);
            let message = if coloured {
                message.ansi().to_string()
            } else {
                message.to_string()
            };
            eprint!("{message}");
            std::process::exit(2);
        }
    }
}

/// A context value as a list of strings.
fn strings(value: Option<&ContextValue>) -> Vec<String> {
    match value {
        Some(ContextValue::String(one)) => vec![one.clone()],
        Some(ContextValue::Strings(many)) => many.clone(),
        _ => Vec::new(),
    }
}

/// A context value as one string.
fn string(value: Option<&ContextValue>) -> Option<String> {
    match value {
        Some(ContextValue::String(one)) => Some(one.clone()),
        _ => None,
    }
}

/// An argument error in `lang`: what is wrong, with clap's suggestions, the usage and where to
/// read more, in the shape of clap's messages.
pub fn render_error(error: &clap::Error, lang: Lang) -> StyledStr {
    let styles = Styles::default();
    let (invalid, valid, literal) = (
        styles.get_invalid(),
        styles.get_valid(),
        styles.get_literal(),
    );
    let paint =
        |style: &clap::builder::styling::Style, text: &str| format!("{style}{text}{style:#}");
    let say = |id: &str, args: &[(&str, Value)]| text_in(lang, id, args);
    let arg = string(error.get(ContextKind::InvalidArg)).unwrap_or_default();
    let value = string(error.get(ContextKind::InvalidValue)).unwrap_or_default();
    let sub = string(error.get(ContextKind::InvalidSubcommand)).unwrap_or_default();
    let painted_arg = paint(literal, &arg);
    let painted_value = paint(invalid, &value);
    let list = |values: Vec<String>| {
        values
            .iter()
            .map(|v| paint(valid, v))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut message = match error.kind() {
        ErrorKind::UnknownArgument => say(
            "arg-error-unknown-argument",
            &[("arg", paint(invalid, &arg).into())],
        ),
        ErrorKind::InvalidSubcommand => say(
            "arg-error-unknown-subcommand",
            &[("subcommand", paint(invalid, &sub).into())],
        ),
        ErrorKind::InvalidValue if value.is_empty() => say(
            "arg-error-value-required",
            &[("arg", paint(invalid, &arg).into())],
        ),
        ErrorKind::InvalidValue => {
            let mut message = say(
                "arg-error-invalid-value",
                &[("value", painted_value.into()), ("arg", painted_arg.into())],
            );
            let values = strings(error.get(ContextKind::ValidValue));
            if !values.is_empty() {
                let values = say(
                    "arg-error-possible-values",
                    &[("values", list(values).into())],
                );
                let _ = write!(message, "\n  {values}");
            }
            message
        }
        ErrorKind::ValueValidation => {
            let reason = std::error::Error::source(error)
                .map(|source| source.to_string())
                .unwrap_or_default();
            say(
                "arg-error-value-validation",
                &[
                    ("value", painted_value.into()),
                    ("arg", painted_arg.into()),
                    ("reason", reason.into()),
                ],
            )
        }
        ErrorKind::TooManyValues => say(
            "arg-error-too-many-values",
            &[("value", painted_value.into()), ("arg", painted_arg.into())],
        ),
        ErrorKind::MissingRequiredArgument => {
            let mut message = say("arg-error-missing-required", &[]);
            for missing in strings(error.get(ContextKind::InvalidArg)) {
                let _ = write!(message, "\n  {}", paint(valid, &missing));
            }
            message
        }
        ErrorKind::MissingSubcommand => {
            let mut message = say(
                "arg-error-missing-subcommand",
                &[("command", paint(invalid, &sub).into())],
            );
            let values = strings(error.get(ContextKind::ValidSubcommand));
            if !values.is_empty() {
                let values = say("arg-error-subcommands", &[("values", list(values).into())]);
                let _ = write!(message, "\n  {values}");
            }
            message
        }
        ErrorKind::ArgumentConflict => {
            let painted = paint(invalid, &arg);
            match error.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == arg => {
                    say("arg-error-used-twice", &[("arg", painted.into())])
                }
                Some(ContextValue::String(prior)) => say(
                    "arg-error-conflict",
                    &[
                        ("arg", painted.into()),
                        ("other", paint(invalid, prior).into()),
                    ],
                ),
                Some(ContextValue::Strings(prior)) => {
                    let mut message = say("arg-error-conflict-list", &[("arg", painted.into())]);
                    for other in prior {
                        let _ = write!(message, "\n  {}", paint(invalid, other));
                    }
                    message
                }
                _ => say("arg-error-conflict-any", &[("arg", painted.into())]),
            }
        }
        ErrorKind::InvalidUtf8 => say("arg-error-not-utf8", &[]),
        _ => say("arg-error-other", &[]),
    };
    message = text_in(lang, "error-prefix", &[("message", message.into())]);
    let mut tips = Vec::new();
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, "arg-error-tip-subcommand"),
        (ContextKind::SuggestedArg, "arg-error-tip-argument"),
        (ContextKind::SuggestedValue, "arg-error-tip-value"),
    ] {
        let similar = strings(error.get(kind));
        if !similar.is_empty() {
            let names: Vec<String> = similar
                .iter()
                .map(|s| format!("'{}'", paint(valid, s)))
                .collect();
            tips.push(say(
                id,
                &[
                    ("names", names.join(", ").into()),
                    ("count", similar.len().into()),
                ],
            ));
        }
    }
    if let Some(ContextValue::StyledStrs(suggestions)) = error.get(ContextKind::Suggested) {
        tips.extend(
            suggestions
                .iter()
                .filter_map(|s| suggestion(&s.to_string(), lang)),
        );
    }
    if !tips.is_empty() {
        message.push('\n');
        for tip in tips {
            let _ = write!(message, "\n  {tip}");
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        let usage = usage.to_string();
        let usage = usage
            .split_once(':')
            .map_or(usage.as_str(), |(_, rest)| rest);
        let _ = write!(message, "\n\n{}{}", usage_heading(lang), usage.trim());
    }
    let try_help = say(
        "arg-error-try-help",
        &[("flag", paint(literal, "--help").into())],
    );
    let _ = write!(message, "\n\n{try_help}\n");
    StyledStr::from(message)
}

/// One of clap's suggestions (written in English, with the names between quotes) in `lang`;
/// nothing for a suggestion grundy does not know.
fn suggestion(english: &str, lang: Lang) -> Option<String> {
    let quoted: Vec<&str> = english.split('\'').skip(1).step_by(2).collect();
    let (id, names): (&str, &[&str]) = if english.starts_with("to pass '") {
        ("arg-error-tip-as-value", &["arg", "instead"])
    } else if english.starts_with("subcommand '") {
        ("arg-error-tip-remove-dashes", &["subcommand"])
    } else if english.ends_with("' exists") {
        ("arg-error-tip-exists", &["usage"])
    } else {
        return None;
    };
    if quoted.len() < names.len() {
        return None;
    }
    let args: Vec<(&str, Value)> = names
        .iter()
        .zip(&quoted)
        .map(|(name, value)| (*name, Value::from(*value)))
        .collect();
    Some(text_in(lang, id, &args))
}
