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

use crate::color::ColorChoice;
use crate::lang::text_in;

/// Every message of the command tree's help, by command: a test checks that the tree uses each
/// one and names no other.
pub const HELP_IDS: &[&str] = &[
    "help-grundy-about",
    "help-grundy-after",
    "help-grundy-arg-state-limit",
    "help-grundy-arg-max-memory",
    "help-grundy-arg-timeout",
    "help-grundy-arg-progress-every",
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
    "help-sweep-arg-checkpoint-every",
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
    localize_for(command, lang, Purpose::Help)
}

/// `command` for `grundy completions`: each argument's description as a shell shows it beside
/// the argument (its help alone, without the default and the values, which the shell lists),
/// and each value with its own description, in `lang`.
pub fn localize_for_completions(command: Command, lang: Lang) -> Command {
    localize_for(command, lang, Purpose::Completions)
}

/// What a localized command tree is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    /// `--help`, clap's errors, the manual pages.
    Help,
    /// The shell completion scripts.
    Completions,
}

fn localize_for(command: Command, lang: Lang, purpose: Purpose) -> Command {
    let mut command = describe(command, "grundy", lang, purpose);
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    let exit_status = text(lang, "help-exit-status");
    for name in names {
        command = command.mut_subcommand(&name, |sub| {
            let sub = describe(sub, &name, lang, purpose);
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
fn describe(command: Command, key: &str, lang: Lang, purpose: Purpose) -> Command {
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
        if purpose == Purpose::Completions {
            let arg = arg.help(help);
            let Some(values) = described_values(&arg, key) else {
                return arg;
            };
            let values: Vec<PossibleValue> = values
                .into_iter()
                .map(|(value, id)| PossibleValue::new(value).help(text(lang, &id)))
                .collect();
            return arg.value_parser(clap::builder::PossibleValuesParser::new(values));
        }
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

/// The values `arg` takes, each with the id of its help, when each has one.
fn described_values(arg: &Arg, key: &str) -> Option<Vec<(String, String)>> {
    let name = arg_key(arg);
    let values: Vec<(String, String)> = arg
        .get_possible_values()
        .into_iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| {
            let value = value.get_name().to_string();
            let id = format!("help-{key}-value-{name}-{value}");
            (value, id)
        })
        .collect();
    let described =
        !values.is_empty() && values.iter().all(|(_, id)| HELP_IDS.contains(&id.as_str()));
    described.then_some(values)
}

/// An argument's help `help` followed by its default value and the values it takes (clap
/// would add them in English), and, when its values have help of their own, its long help
/// listing them.
fn specs(arg: &Arg, help: String, key: &str, lang: Lang) -> (String, Option<String>) {
    let say = |id: &str, args: &[(&str, Value)]| text_in(lang, id, args);
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
    let described = described_values(arg, key);
    let list =
        (!names.is_empty() && described.is_none() && arg.get_action().takes_values()).then(|| {
            say(
                "help-possible-values",
                &[("values", names.join(", ").into())],
            )
        });
    // As clap lays them out: after the help in the short help, a paragraph of their own in the
    // long one.
    let specs: Vec<String> = default.iter().chain(&list).cloned().collect();
    let Some(described) = described else {
        if specs.is_empty() {
            return (help, None);
        }
        let specs = specs.join(" ");
        return (
            format!("{help} {specs}"),
            Some(format!("{help}\n\n{specs}")),
        );
    };
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
    for (value, id) in &described {
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

/// Prints a clap error and ends the process: the help broken into lines of `width` columns
/// (see [`wrap`]), the version as clap prints it, argument errors in `lang` (status 2), coloured
/// with clap's styles as `choice` says for the stream each goes to.
pub fn exit(error: clap::Error, lang: Lang, choice: ColorChoice, width: usize) -> ! {
    let paint = |text: StyledStr, coloured: bool| {
        if coloured {
            text.ansi().to_string()
        } else {
            text.to_string()
        }
    };
    match error.kind() {
        ErrorKind::DisplayVersion => error.exit(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let coloured = if error.use_stderr() {
                choice.stderr_colours()
            } else {
                choice.stdout_colours()
            };
            let help = wrap(&paint(error.render(), coloured), width);
            if error.use_stderr() {
                eprint!("{help}");
            } else {
                print!("{help}");
            }
            std::process::exit(error.exit_code());
        }
        _ => {
            eprint!(
                "{}",
                paint(render_error(&error, lang), choice.stderr_colours())
            );
            std::process::exit(2);
        }
    }
}

/// The width the help is written for: the terminal's, else `COLUMNS`, else 100 columns (as
/// clap reckons it; the command is given it, so that clap and [`wrap`] agree).
pub fn width() -> usize {
    console::Term::stdout()
        .size_checked()
        .map(|(_, columns)| usize::from(columns))
        .or_else(|| std::env::var("COLUMNS").ok()?.parse().ok())
        .filter(|&columns| columns > 0)
        .unwrap_or(100)
}

/// The width clap is to break the help at: `width` for English; none for Chinese, whose
/// sentences clap would break only at their rare spaces, leaving [`wrap`] to break them.
pub fn clap_width(lang: Lang, width: usize) -> usize {
    match lang {
        Lang::Zh => 0,
        _ => width,
    }
}

/// `help` with every line wider than `width` columns broken, continued under the start of its
/// text. clap breaks lines only at spaces, and a Chinese sentence has none: here a line may
/// also break between two Chinese characters, but not inside a word of Latin letters (an
/// option, an expression) nor before a closing punctuation mark. Colour escapes take no room.
pub fn wrap(help: &str, width: usize) -> String {
    let mut wrapped = String::with_capacity(help.len());
    for line in help.split_inclusive('\n') {
        let (line, newline) = match line.strip_suffix('\n') {
            Some(line) => (line, "\n"),
            None => (line, ""),
        };
        wrap_line(line, width, &mut wrapped);
        wrapped.push_str(newline);
    }
    wrapped
}

/// One line of [`wrap`].
fn wrap_line(line: &str, width: usize, out: &mut String) {
    if console::measure_text_width(line) <= width {
        out.push_str(line);
        return;
    }
    let indent = hanging_indent(&console::strip_ansi_codes(line));
    if indent + 8 > width {
        out.push_str(line);
        return;
    }
    // The line as pieces that stay whole: escapes, words of ASCII, single other characters.
    let mut pieces: Vec<(&str, usize)> = Vec::new();
    for (text, escape) in console::AnsiCodeIterator::new(line) {
        if escape {
            pieces.push((text, 0));
            continue;
        }
        let mut rest = text;
        while let Some(first) = rest.chars().next() {
            let end = if first.is_ascii_graphic() {
                rest.find(|c: char| !c.is_ascii_graphic())
                    .unwrap_or(rest.len())
            } else {
                first.len_utf8()
            };
            let (piece, after) = rest.split_at(end);
            pieces.push((piece, console::measure_text_width(piece)));
            rest = after;
        }
    }
    let mut column = 0;
    let mut start = true;
    let mut index = 0;
    while index < pieces.len() {
        let (piece, piece_width) = pieces[index];
        // Where the line breaks, a closing mark goes with the character before it.
        let keep_with = pieces
            .get(index + 1)
            .filter(|(next, _)| next.chars().next().is_some_and(closes))
            .map_or(0, |(_, w)| *w);
        if !start && piece_width > 0 && column + piece_width + keep_with > width {
            let kept = out.trim_end_matches(' ').len();
            out.truncate(kept);
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            column = indent;
            start = true;
            if piece == " " {
                index += 1;
                continue;
            }
        }
        out.push_str(piece);
        column += piece_width;
        start &= piece_width == 0 || piece.trim().is_empty();
        index += 1;
    }
}

/// Where the text of a help line starts: after an argument's names and the blanks that follow
/// them (`  --json  prints…`), or after the line's own indentation.
fn hanging_indent(plain: &str) -> usize {
    let margin = plain.len() - plain.trim_start().len();
    let text = &plain[margin..];
    if (text.starts_with('-') || text.starts_with('<'))
        && let Some(gap) = text.find("  ")
    {
        let after = text[gap..].len() - text[gap..].trim_start().len();
        if gap + after < text.len() {
            return console::measure_text_width(&plain[..margin + gap + after]);
        }
    }
    console::measure_text_width(&plain[..margin])
}

/// Whether a line may not start with `c`: the closing punctuation of Chinese and Latin text.
fn closes(c: char) -> bool {
    "，。、；：？！）》」』】,.;:?!)]}".contains(c)
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
            // The library's refusals (a size, say) are worded when shown, in the budget's
            // language: show them under a budget in `lang`.
            let wording = grundy::Budget::default();
            wording.context().set_language(lang);
            let reason = wording.run(|| {
                std::error::Error::source(error)
                    .map(|source| source.to_string())
                    .unwrap_or_default()
            });
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines of `text` with their display widths.
    fn widths(text: &str) -> Vec<usize> {
        text.lines().map(console::measure_text_width).collect()
    }

    #[test]
    fn chinese_lines_break_between_characters_under_their_text() {
        let line =
            "          说明推理过程：规则、每个分量的SG值、异或和，以及每个必胜着法为什么必胜";
        let wrapped = wrap(line, 40);
        assert_eq!(
            wrapped,
            "          说明推理过程：规则、每个分量的\n          SG值、异或和，以及每个必胜着法\n          为什么必胜"
        );
        assert!(widths(&wrapped).iter().all(|&w| w <= 40));
        // Nothing is lost: the breaks are all that was added.
        assert_eq!(wrapped.replace("\n          ", ""), line);
    }

    #[test]
    fn words_stay_whole_and_closing_marks_stay_with_their_character() {
        let wrapped = wrap("  把值保存在 FILE 中（不存在时创建），并复用", 16);
        assert_eq!(
            wrapped,
            "  把值保存在\n  FILE 中（不存\n  在时创建），并\n  复用"
        );
        // A comma never starts a line: the character before it goes down with it.
        assert_eq!(wrap("  一二三四，五六", 10), "  一二三\n  四，五六");
        // An argument's help continues under its text, not under its name.
        let wrapped = wrap("      --svg     改为把可达局面图画成 SVG 图片", 36);
        assert_eq!(
            wrapped,
            "      --svg     改为把可达局面图画成\n                SVG 图片"
        );
    }

    #[test]
    fn colour_takes_no_room_and_short_lines_are_kept() {
        let styled = "\x1b[1m选项:\x1b[0m 输出一个对象而不是文字";
        assert_eq!(
            wrap(styled, 20),
            "\x1b[1m选项:\x1b[0m 输出一个对象而\n不是文字"
        );
        let english = "Options:\n      --json  print one JSON object\n";
        assert_eq!(wrap(english, 80), english);
        assert_eq!(clap_width(Lang::En, 80), 80);
        assert_eq!(clap_width(Lang::Zh, 80), 0);
    }
}
