//! `grundy quotient`: the misère quotient of a take-and-break game.

use std::io::Write;

use grundy::report::QuotientReport;

use crate::output::{self, Failure, write_json};

/// Print the misère quotient of a take-and-break game on heaps up to N: its order,
/// presentation, P-portion and the element of each heap.
#[derive(clap::Args)]
#[command(after_help = "\
The misère quotient (Plambeck & Siegel 2008) of a game restricted to heaps of sizes up to N is
the commutative monoid of its sums modulo misère indistinguishability: two sums are the same
element when adding any third sum gives both the same misère outcome. A sum is a misère
P-position exactly when the product of its heaps' elements lies in the P-portion. Each quotient
printed has been proven: every (element, option elements) pair reachable by adding heaps was
checked against the rules.

Examples:
  grundy quotient \"octal[0.75]\"
  grundy quotient \"octal[0.333]\" --heaps 3        # misère Nim on heaps up to 3: T2
  grundy quotient kayles --heaps 10 --table
  grundy quotient dawson --heaps 20 --json
  grundy quotient kayles --heaps 12 --genus     # Conway's genus of each heap; tame or wild

JSON output: {\"game\", \"code\", \"heaps\", \"order\", \"elements\", \"p_portion\",
\"presentation\": {\"generators\", \"generator_heaps\", \"relations\"}, \"heap_map\": [element
of heap 0, 1, ...], \"tame\", \"changes\", \"period\": {\"preperiod\", \"period\", \"checked_to\",
\"proven\", \"heaps_for_proof\"} or null, \"verified_pairs\", with --table \"table\" (indices into
\"elements\") and with --genus \"genus\": {\"tame\", \"heaps\": [{\"symbol\", \"normal\", \"misere\",
\"tame\"} for heap 0, 1, ...], \"sums\"}}. The period is the one seen up to N. It is proven for
every heap (and the quotient is then that of the whole game) when the moves remove at most t
tokens (t the last digit of the code) and leave at most two heaps with no condition that they
differ, and N is at least 2·max(m, 1) + 2p + t − 1 for the period p from heap m
(\"heaps_for_proof\"): every larger heap then has the same element and option elements as the heap
p smaller, so the proof covers it.

Conway's genus g^{γ0γ1...} of a heap (On Numbers and Games, ch. 12): g is its normal-play Grundy
value and γk the misère Grundy value of the heap plus k copies of *2; the γs end alternating and
are written up to the first two values of the alternation (*0 = 0^{120}, *1 = 1^{031}, *2 =
2^{20}). A game is tame when every position has genus 0^{120}, 1^{031} or a^{a(a⊕2)}; tame games
play misère like Nim. Genera value every sum of heaps a heap reaches, so games that split heaps
reach their limits at smaller heaps than the quotient.")]
pub struct QuotientArgs {
    /// The game: octal[CODE], kayles, dawson, grundy, ...
    game: String,
    /// The largest heap size.
    #[arg(long, default_value_t = 30, value_name = "N")]
    heaps: usize,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// Also print the multiplication table.
    #[arg(long)]
    table: bool,
    /// Also print Conway's genus of each heap, and whether the game is tame.
    #[arg(long)]
    genus: bool,
}

pub fn run(args: &QuotientArgs) -> Result<(), Failure> {
    let family = grundy::parse_family(&args.game).map_err(|e| Failure::parse(&e, &args.game))?;
    let report = QuotientReport::with_options(family.as_ref(), args.heaps, args.table, args.genus)?;
    let mut out = output::stdout();
    if args.json {
        write_json(&mut out, &report)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", report.text())?;
    }
    out.flush()?;
    Ok(())
}
