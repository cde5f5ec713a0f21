//! Game families as the expression language sees them: a family (Nim, Bash, a subtraction game
//! with its set) knows how to read and write its positions, values them (by a closed form where
//! there is one), finds the moves to a given value, and describes moves in words.
//!
//! A family is split by concern, so that a new game implements only what it has:
//!
//! - [`Game`]: the rules, as the options of each position;
//! - [`Notation`]: how positions are written and read (`nim(3,4,5)`), and moves described;
//! - [`Teaching`]: the rules and the reasons for values, in words for people;
//! - [`Family`]: the values and the moves to a given value; it requires the three above;
//! - optional capabilities, implemented only by the families that have them and reached through
//!   [`Family::heaps`] and [`Family::pairs`]: [`Heaps`] (single heaps of any size, for `seq`,
//!   periods and the take-and-break engine) and [`Pairs`] (positions of two parameters, for
//!   `table`).
//!
//! [`AnyFamily`] and [`Component`] are the type-erased faces of a family and of one of its
//! positions, so that one sum can hold components of different families.

use std::fmt;
use std::sync::Arc;

use num_bigint::BigUint;

use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MoveMarks, Picture};
use crate::solver::sums::SumGame;
use crate::{Budget, Game, GameError, LoopyValue, Outcome, PeriodReport};
use num_traits::Zero;

/// How a family's positions are written and read, and its moves described: the notation of
/// expressions (`nim(3,4,5)`) and of the moves typed in `play`.
///
/// ```
/// use grundy::games::Nim;
/// use grundy::Notation;
///
/// assert_eq!(Nim.name(), "nim");
/// assert_eq!(Nim.format_term(&[3u32.into(), 4u32.into()]), "nim(3,4)");
/// assert_eq!(Nim.describe_move(&5u32.into(), &[2u32.into()]), "take 3 from nim(5), leaving 2");
/// ```
pub trait Notation: Game {
    /// How the family is written before its arguments, parameters included: `nim`, `bash[3]`.
    fn name(&self) -> String;

    /// The positions an argument list denotes: for heap games each argument is one heap, so
    /// `nim(3,4,5)` is three components.
    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Self::Position>, ParseError>;

    /// How one position is written as arguments (`5` for a heap of five).
    fn format_position(&self, position: &Self::Position) -> String;

    /// Several positions written as the arguments of one term, each already formatted by
    /// [`Notation::format_position`]. Heap games separate them with commas (`3,4,5`); a family
    /// whose single positions contain commas separates them differently.
    fn join_args(&self, args: &[String]) -> String {
        args.join(",")
    }

    /// Positions written as one term: `nim(3,4)`.
    fn format_term(&self, positions: &[Self::Position]) -> String {
        let args: Vec<String> = positions.iter().map(|p| self.format_position(p)).collect();
        format!("{}({})", self.name(), self.join_args(&args))
    }

    /// A description of a move for people, such as `take 3 from nim(5), leaving 2`.
    fn describe_move(&self, from: &Self::Position, to: &[Self::Position]) -> String;
}

/// A family's text for people: its rules, and why a position has the value it has.
///
/// ```
/// use grundy::games::Nim;
/// use grundy::Teaching;
///
/// assert!(Nim.rules().starts_with("Nim: heaps of stones"));
/// assert!(Nim.explain(&3u32.into()).unwrap().contains("mex {0, ..., n-1} = n"));
/// ```
pub trait Teaching: Game {
    /// The rules of the family in a sentence or two, for explanations and `play`.
    fn rules(&self) -> String;

    /// Why `position` has the value it has, as a teacher would write it on the board: the
    /// formula or table used and the arithmetic for this position. The default shows the mex
    /// over the options' values (or just the value, when the options are too many to list),
    /// which needs the family's values: hence `Self: Family`.
    fn explain(&self, position: &Self::Position) -> Result<String, GameError>
    where
        Self: Family,
    {
        explain_by_mex(self, position)
    }

    /// A picture of `position` for a page to draw and a player to click (see
    /// [`crate::picture`]); `None` when the family draws none or the position is too large.
    fn picture(&self, _position: &Self::Position) -> Option<Picture> {
        None
    }

    /// How the move from `from` to the sum of `to` shows on the picture of `from`: the parts
    /// clicked to make it and the parts it changes. `None` for a move the picture cannot show.
    fn move_marks(&self, _from: &Self::Position, _to: &[Self::Position]) -> Option<MoveMarks> {
        None
    }

    /// The picture the set-up editor shows of `position`: its parts, the empty places a
    /// click adds to ([`PartKind::Slot`](crate::picture::PartKind::Slot)) and the controls that
    /// shorten a row ([`PartKind::Remove`](crate::picture::PartKind::Remove)); `None` when the
    /// family has no editor.
    fn setup_picture(&self, _position: &Self::Position) -> Option<Picture> {
        None
    }

    /// The position the set-up editor makes of `position` when part `part` of its
    /// [`Teaching::setup_picture`] is clicked; `None` when that click changes nothing.
    fn setup_edit(&self, _position: &Self::Position, _part: &str) -> Option<Self::Position> {
        None
    }

    /// The position the set-up editor adds when a teacher adds a component of this family to
    /// a sum: small, with a move or two, and with a [`Teaching::setup_picture`] to edit on.
    /// `None` when the family has no editor.
    fn setup_default(&self) -> Option<Self::Position> {
        None
    }
}

/// A family of impartial games usable in expressions, sums and the command line: its values
/// and its moves to a given value.
///
/// Implementors give the rules ([`Game::options`]), the notation ([`Notation`]), the text for
/// people ([`Teaching`]) and the nim-value. The provided methods derive the rest from the
/// options; a family with a closed form overrides [`Family::options_of_nimber`] to find moves
/// without listing every option. A family with an optional capability ([`Heaps`], [`Pairs`])
/// implements it and returns `Some(self)` from its accessor; a family without it writes
/// nothing. This game, taking one or two coins from a row, has neither:
///
/// ```
/// use grundy::expr::{ParseError, Token};
/// use grundy::{Family, Game, GameError, Notation, Teaching};
/// use num_bigint::BigUint;
///
/// /// A row of coins; a move takes one or two.
/// struct TakeOneOrTwo;
///
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((1..=n.min(2)).map(|k| vec![n - k]).collect())
///     }
/// }
///
/// impl Notation for TakeOneOrTwo {
///     fn name(&self) -> String {
///         "take12".to_string()
///     }
///     fn parse_positions(&self, args: &[Token]) -> Result<Vec<u64>, ParseError> {
///         args.iter().map(|arg| arg.u64("a row")).collect()
///     }
///     fn format_position(&self, &n: &u64) -> String {
///         n.to_string()
///     }
///     fn describe_move(&self, from: &u64, to: &[u64]) -> String {
///         format!("take {} from {from}", from - to[0])
///     }
/// }
///
/// impl Teaching for TakeOneOrTwo {
///     fn rules(&self) -> String {
///         "A row of coins; a move takes one or two.".to_string()
///     }
/// }
///
/// impl Family for TakeOneOrTwo {
///     fn nimber(&self, &n: &u64) -> Result<BigUint, GameError> {
///         Ok((n % 3).into())
///     }
/// }
///
/// let game = TakeOneOrTwo;
/// assert_eq!(game.nimber(&7).unwrap(), 1u32.into());
/// assert_eq!(game.options_of_nimber(&7, &0u32.into()).unwrap(), vec![vec![6]]);
/// assert!(game.explain(&2).unwrap().starts_with("take12(2) has value 2"));
/// assert!(game.heaps().is_none() && game.pairs().is_none());
/// ```
pub trait Family:
    Game<Position: Send + Sync + 'static> + Notation + Teaching + Send + Sync + Sized + 'static
{
    /// The nim-value of a position.
    fn nimber(&self, position: &Self::Position) -> Result<BigUint, GameError>;

    /// Who wins `position`. The default reads it off the nim-value; families whose outcome has a
    /// closed form beyond the reach of their nim-value (Wythoff's game at 10^40) override it.
    fn outcome(&self, position: &Self::Position) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(self.nimber(position)?.is_zero()))
    }

    /// The generalized Sprague–Grundy value (see [`crate::generalized`]). Only loopy families (games
    /// on graphs with cycles) override it; for every other family it is the nim-value.
    fn loopy_value(&self, position: &Self::Position) -> Result<LoopyValue, GameError> {
        Ok(LoopyValue::Finite(self.nimber(position)?))
    }

    /// The remoteness of `position` by a proven closed form, with the rule it follows (see
    /// [`crate::solver::remoteness`]). `None` (the default) when the family has none: the
    /// position is then searched.
    fn remoteness(&self, _position: &Self::Position) -> Option<ClosedRemoteness> {
        None
    }

    /// For loopy families only: Fraenkel and Yesha's counter of a position of finite value
    /// (see [`crate::graph::generalized_values`](mod@crate::graph::generalized_values)), which a winner in a loopy sum uses to make progress.
    /// `None` (the default) for games that always end.
    fn counter(&self, _position: &Self::Position) -> Option<u64> {
        None
    }

    /// The value of a sum of positions of this family.
    fn sum_nimber(&self, parts: &[Self::Position]) -> Result<BigUint, GameError> {
        parts
            .iter()
            .try_fold(BigUint::default(), |acc, part| Ok(acc ^ self.nimber(part)?))
    }

    /// Every option of `position` whose value is `target`. The default lists every option;
    /// families with a closed form compute the moves directly.
    fn options_of_nimber(
        &self,
        position: &Self::Position,
        target: &BigUint,
    ) -> Result<Vec<Vec<Self::Position>>, GameError> {
        let mut found = Vec::new();
        // Up to a million options, each valued: the deadline must apply between them too.
        let budget = Budget::current();
        let mut ticker = budget.ticker(256);
        for option in self.options(position)? {
            ticker.tick()?;
            if self.sum_nimber(&option)? == *target {
                found.push(option);
            }
        }
        Ok(found)
    }

    /// Some options of `position` whose value is `target`: at most `limit` of them, found
    /// without listing every one where the family can (the first few splits of a Kayles row of
    /// 10^30 pins, a move built by Moore's construction). Empty only when no option has value
    /// `target`. This is what a perfect player or a hint uses when the moves are too many to
    /// list. The default takes the first `limit` of [`Family::options_of_nimber`].
    ///
    /// ```
    /// use grundy::games::TakeBreak;
    /// use grundy::Family;
    /// let kayles = TakeBreak::kayles();
    /// let huge = num_bigint::BigUint::from(10u32).pow(30);
    /// assert!(kayles.options_of_nimber(&huge, &0u32.into()).is_err()); // too many to list
    /// let some = kayles.some_options_of_nimber(&huge, &0u32.into(), 2).unwrap();
    /// assert_eq!(some.len(), 2);
    /// assert!(some.iter().all(|option| kayles.sum_nimber(option).unwrap() == 0u32.into()));
    /// ```
    fn some_options_of_nimber(
        &self,
        position: &Self::Position,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Self::Position>>, GameError> {
        let mut found = self.options_of_nimber(position, target)?;
        found.truncate(limit);
        Ok(found)
    }

    /// How many options of `position` have value `target`, exactly. The default counts the
    /// listed options; a family whose positions can have astronomically many options (a Kayles
    /// row of 10^30 pins) counts them without listing. Never a partial count: when the options
    /// can neither be listed nor counted, an error says so.
    fn count_options_of_nimber(
        &self,
        position: &Self::Position,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self.options_of_nimber(position, target)?.len().into())
    }

    /// `Ok` if moving from `from` to `to` is legal, otherwise the reason it is not, in words.
    fn check_move(&self, from: &Self::Position, to: &[Self::Position]) -> Result<(), String> {
        let options = self.options(from).map_err(|error| error.to_string())?;
        if options.iter().any(|option| same_parts(option, to)) {
            Ok(())
        } else {
            Err(tr!(
                "move-not-an-option",
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            ))
        }
    }

    /// Some legal move (the one a losing player makes to prolong the game), or `None` from a
    /// terminal position.
    fn delaying_move(
        &self,
        position: &Self::Position,
    ) -> Result<Option<Vec<Self::Position>>, GameError> {
        Ok(self.options(position)?.into_iter().next())
    }

    /// Whether every position of value 0 in this family is terminal (Nim: only the empty heap
    /// has value 0). Misère play uses it: sums of such games satisfy the condition of the
    /// Anti-SG (SJ) theorem, so their misère outcome follows from nim-values. Say `true` only
    /// with a proof.
    fn zero_is_terminal(&self) -> bool {
        false
    }

    /// The family's single heaps, if its positions include a heap of every size (`Some(self)`
    /// from a family that implements [`Heaps`]); `None`, the default, otherwise.
    fn heaps(&self) -> Option<&dyn Heaps<Position = Self::Position>> {
        None
    }

    /// The family's positions of two parameters, if it has them (`Some(self)` from a family
    /// that implements [`Pairs`]); `None`, the default, otherwise.
    fn pairs(&self) -> Option<&dyn Pairs<Position = Self::Position>> {
        None
    }
}

/// A remoteness given by a family's closed form, and the rule, for people.
///
/// ```
/// use grundy::Family;
/// use grundy::games::Bash;
/// let bash = Bash::new(3u32.into()).unwrap();
/// let known = bash.remoteness(&10u32.into()).unwrap();
/// // The winner takes 2, then answers a take of j with 4 - j; the loser takes 1 at a time.
/// assert_eq!(known.moves, 5u32.into());
/// assert!(known.rule.starts_with("R(n) = 2⌊n/4⌋"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClosedRemoteness {
    /// The remoteness.
    pub moves: BigUint,
    /// The closed form it follows.
    pub rule: String,
}

/// The capability of one-heap families: a position that is a single heap of any size `n`, so
/// that `seq` lists their nim-sequence, a known period can be reported, and a take-and-break
/// game hands its rules to the [`crate::takebreak`] engine. A family offers it by implementing
/// this trait and returning `Some(self)` from [`Family::heaps`].
///
/// ```
/// use grundy::games::TakeBreak;
/// use grundy::{Family, Heaps};
///
/// let kayles = TakeBreak::kayles();
/// let heaps = kayles.heaps().unwrap();
/// assert_eq!(heaps.heap(4), Some(4u32.into()));
/// assert_eq!(heaps.period().unwrap().unwrap().period.period, 12);
/// assert!(heaps.take_break().is_some());
/// ```
pub trait Heaps: Game {
    /// The position of a single heap of `n`; `None` if the family cannot write it.
    fn heap(&self, n: u64) -> Option<Self::Position>;

    /// The period of the nim-sequence, if it is known. `None`, the default, when it is not.
    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(None)
    }

    /// For take-and-break games: their rules, so that front ends can run the
    /// [`crate::takebreak`] engine on the whole sequence (with progress, checkpoints and
    /// files). `None`, the default, for other heap games.
    fn take_break(&self) -> Option<crate::takebreak::Rules> {
        None
    }

    /// The remoteness `R(0), …, R(to)` by a dense method of the family's own, when its moves
    /// never split a heap (see [`crate::solver::remoteness::heap_remoteness`]); `None` (the
    /// default) when it has none, and the heaps are valued by the definition.
    fn remoteness_values(&self, _to: u64) -> Option<Result<Vec<u64>, GameError>> {
        None
    }
}

/// The capability of families whose positions have two parameters, such as the pair of heaps
/// (a, b) or a square on a board: `grundy table` lists their values. A family offers it by
/// implementing this trait and returning `Some(self)` from [`Family::pairs`].
///
/// ```
/// use grundy::games::Wythoff;
/// use grundy::{Family, Pairs};
///
/// let position = Wythoff.pairs().unwrap().pair(1, 2).unwrap();
/// assert_eq!(Wythoff.nimber(&position).unwrap(), 0u32.into());
/// ```
pub trait Pairs: Game {
    /// The position with parameters `a` and `b`; `None` if the family cannot write it.
    fn pair(&self, a: u64, b: u64) -> Option<Self::Position>;
}

/// The most options [`explain_by_mex`] lists before summarizing.
const MAX_EXPLAINED_OPTIONS: usize = 12;

/// The generic explanation: the value is the mex of the options' values.
pub(crate) fn explain_by_mex<F: Family>(
    family: &F,
    position: &F::Position,
) -> Result<String, GameError> {
    let term = family.format_term(std::slice::from_ref(position));
    let value = family.nimber(position)?;
    let options = match family.options(position) {
        Ok(options) => options,
        Err(GameError::TooLarge(_)) => {
            return Ok(tr!("mex-value-only", term = term, value = &value));
        }
        Err(error) => return Err(error),
    };
    if options.is_empty() {
        return Ok(tr!("mex-no-moves", term = term));
    }
    let mut shown = Vec::new();
    for option in options.iter().take(MAX_EXPLAINED_OPTIONS) {
        shown.push(format!(
            "{} = {}",
            family.format_term(option),
            family.sum_nimber(option)?
        ));
    }
    let more = options.len().saturating_sub(MAX_EXPLAINED_OPTIONS);
    Ok(tr!(
        "mex-explain",
        term = term,
        value = &value,
        options = shown.join(", "),
        more = more
    ))
}

/// Whether two sums hold the same parts, in any order.
fn same_parts<P: PartialEq>(a: &[P], b: &[P]) -> bool {
    let mut unmatched: Vec<&P> = b.iter().collect();
    a.len() == b.len()
        && a.iter().all(|part| {
            let found = unmatched.iter().position(|other| *other == part);
            found.map(|index| unmatched.swap_remove(index)).is_some()
        })
}

/// A family behind a pointer, whatever its position type: what the registry hands out. Its
/// optional capabilities answer `None` for a family that lacks them.
pub trait AnyFamily: Send + Sync {
    /// The family as written, parameters included (`bash[3]`).
    fn name(&self) -> String;

    /// The components an argument list denotes.
    fn components(self: Arc<Self>, args: &[Token]) -> Result<Vec<Arc<dyn Component>>, ParseError>;

    /// `G(n)` for a single heap of `n`; `None` if this is not a one-heap family (see [`Heaps`]).
    fn heap_nimber(&self, n: u64) -> Option<Result<BigUint, GameError>>;

    /// The period of the nim-sequence, if known (see [`Heaps::period`]).
    fn period(&self) -> Result<Option<PeriodReport>, GameError>;

    /// The value of the position with parameters `a` and `b` (see [`Pairs`]); `None` if the
    /// family's positions are not pairs.
    fn pair_nimber(&self, a: u64, b: u64) -> Option<Result<BigUint, GameError>>;

    /// For take-and-break heap games: their rules (see [`Heaps::take_break`]).
    fn take_break(&self) -> Option<crate::takebreak::Rules>;

    /// Whether every position of value 0 is terminal (see [`Family::zero_is_terminal`]).
    fn zero_is_terminal(&self) -> bool;

    /// The misère Grundy values `G⁻(0), …, G⁻(to)` of single heaps, by the definition
    /// ([`crate::solver::sums`]) under the budget entered on this thread; `None` if this is
    /// not a one-heap family.
    fn heap_misere_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>>;

    /// The misère Grundy values `G⁻(a, b)` for `a < rows`, `b < cols`, row by row, by the
    /// definition under the budget entered on this thread; `None` if the family's positions
    /// are not pairs.
    fn pair_misere_values(&self, rows: u64, cols: u64) -> Option<Result<Vec<Vec<u64>>, GameError>>;

    /// The remoteness `R(0), …, R(to)` of single heaps (`None` for a drawn heap), by the
    /// definition under the budget entered on this thread, pushed onto `found` as they are
    /// known: a limit leaves the first of them there. `None` if this is not a one-heap family.
    fn heap_remoteness(
        &self,
        to: u64,
        found: &mut Vec<Option<u64>>,
    ) -> Option<Result<(), GameError>>;

    /// The remoteness `R(a, b)` for `a < rows`, `b < cols`, row by row, pushed onto `found` as
    /// in [`AnyFamily::heap_remoteness`]; `None` if the family's positions are not pairs.
    fn pair_remoteness(
        &self,
        rows: u64,
        cols: u64,
        found: &mut Vec<Option<u64>>,
    ) -> Option<Result<(), GameError>>;

    /// The component the set-up editor adds for this family (see [`Teaching::setup_default`]);
    /// `None` when the family has no editor.
    fn setup_default(self: Arc<Self>) -> Option<Arc<dyn Component>>;
}

impl<F: Family> AnyFamily for F {
    fn name(&self) -> String {
        Notation::name(self)
    }

    fn setup_default(self: Arc<Self>) -> Option<Arc<dyn Component>> {
        let position = Teaching::setup_default(&*self)?;
        Some(positioned(&self, position))
    }

    fn components(self: Arc<Self>, args: &[Token]) -> Result<Vec<Arc<dyn Component>>, ParseError> {
        Ok(self
            .parse_positions(args)?
            .into_iter()
            .map(|position| positioned(&self, position))
            .collect())
    }

    fn heap_nimber(&self, n: u64) -> Option<Result<BigUint, GameError>> {
        let heap = self.heaps()?.heap(n)?;
        Some(self.nimber(&heap))
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        self.heaps().map_or(Ok(None), |heaps| heaps.period())
    }

    fn pair_nimber(&self, a: u64, b: u64) -> Option<Result<BigUint, GameError>> {
        let position = self.pairs()?.pair(a, b)?;
        Some(self.nimber(&position))
    }

    fn take_break(&self) -> Option<crate::takebreak::Rules> {
        self.heaps()?.take_break()
    }

    fn zero_is_terminal(&self) -> bool {
        Family::zero_is_terminal(self)
    }

    fn heap_misere_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>> {
        let heaps = self.heaps()?;
        heaps.heap(0)?;
        let positions = (0..=to).map(|n| {
            heaps.heap(n).ok_or_else(|| {
                GameError::Unsupported(tr!(
                    "unsupported-no-heap",
                    family = self.name(),
                    n = n.to_string()
                ))
            })
        });
        Some(
            positions
                .collect::<Result<Vec<_>, _>>()
                .and_then(|all| misere_values(self, &all)),
        )
    }

    fn pair_misere_values(&self, rows: u64, cols: u64) -> Option<Result<Vec<Vec<u64>>, GameError>> {
        let pairs = self.pairs()?;
        pairs.pair(0, 0)?;
        let positions = (0..rows)
            .flat_map(|a| (0..cols).map(move |b| (a, b)))
            .map(|(a, b)| {
                pairs.pair(a, b).ok_or_else(|| {
                    GameError::Unsupported(tr!(
                        "unsupported-no-pair",
                        family = self.name(),
                        a = a.to_string(),
                        b = b.to_string()
                    ))
                })
            });
        let values = positions
            .collect::<Result<Vec<_>, _>>()
            .and_then(|all| misere_values(self, &all));
        Some(values.map(|values| {
            values
                .chunks(cols.max(1) as usize)
                .map(<[u64]>::to_vec)
                .collect()
        }))
    }

    fn heap_remoteness(
        &self,
        to: u64,
        found: &mut Vec<Option<u64>>,
    ) -> Option<Result<(), GameError>> {
        let heaps = self.heaps()?;
        let first = heaps.heap(0)?;
        // The family's dense method, then a closed form, then the definition.
        if let Some(dense) = heaps.remoteness_values(to) {
            return Some(dense.map(|values| found.extend(values.into_iter().map(Some))));
        }
        if self.remoteness(&first).is_some() {
            let budget = Budget::current();
            for n in 0..=to {
                if n.is_multiple_of(1 << 14)
                    && let Err(error) = budget.check()
                {
                    return Some(Err(error.into()));
                }
                let known = heaps.heap(n).and_then(|heap| self.remoteness(&heap));
                match known.map(|known| u64::try_from(known.moves)) {
                    Some(Ok(moves)) => found.push(Some(moves)),
                    _ => {
                        return Some(Err(GameError::TooLarge(tr!(
                            "too-large-remoteness-64-bits",
                            family = self.name(),
                            n = n.to_string()
                        ))));
                    }
                }
            }
            return Some(Ok(()));
        }
        let positions = (0..=to).map(|n| {
            heaps.heap(n).ok_or_else(|| {
                GameError::Unsupported(tr!(
                    "unsupported-no-heap",
                    family = self.name(),
                    n = n.to_string()
                ))
            })
        });
        Some(
            positions
                .collect::<Result<Vec<_>, _>>()
                .and_then(|all| remoteness_values(self, &all, found)),
        )
    }

    fn pair_remoteness(
        &self,
        rows: u64,
        cols: u64,
        found: &mut Vec<Option<u64>>,
    ) -> Option<Result<(), GameError>> {
        let pairs = self.pairs()?;
        pairs.pair(0, 0)?;
        let positions = (0..rows)
            .flat_map(|a| (0..cols).map(move |b| (a, b)))
            .map(|(a, b)| {
                pairs.pair(a, b).ok_or_else(|| {
                    GameError::Unsupported(tr!(
                        "unsupported-no-pair",
                        family = self.name(),
                        a = a.to_string(),
                        b = b.to_string()
                    ))
                })
            });
        Some(
            positions
                .collect::<Result<Vec<_>, _>>()
                .and_then(|all| remoteness_values(self, &all, found)),
        )
    }
}

/// The misère Grundy values of `positions` of `family`, by the definition under the budget
/// entered on this thread: by the plain recursion ([`MisereSingle`]) while no option splits,
/// else on sums ([`SumGame`]).
fn misere_values<F: Family>(family: &F, positions: &[F::Position]) -> Result<Vec<u64>, GameError> {
    let mut values = Vec::with_capacity(positions.len());
    valued_without_sums(family, positions, MisereSingle, &mut values)?;
    // The positions valued before the first split keep their values; the rest are sums.
    let misere = SumGame::misere(Borrowed(family));
    let mut solver = crate::Solver::new(&misere);
    let budget = Budget::current();
    for position in &positions[values.len()..] {
        budget.check()?;
        let state = misere.state_of(std::slice::from_ref(position));
        values.push(solver.nimber(&state)?.0);
    }
    Ok(values)
}

/// The remoteness of `positions` of `family` (`None` for a draw), by the definition under the
/// budget entered on this thread, pushed onto `found` as known: by the plain recursion
/// ([`RemotenessSingle`]) while no option splits and no position repeats, else on sums, whose
/// parts' nim-values spare the search the won options of won positions
/// ([`crate::solver::remoteness::remoteness_of_valued_sums_into`]).
fn remoteness_values<F: Family>(
    family: &F,
    positions: &[F::Position],
    found: &mut Vec<Option<u64>>,
) -> Result<(), GameError> {
    let mut values = Vec::with_capacity(positions.len());
    let single = valued_without_sums(family, positions, RemotenessSingle, &mut values);
    found.extend(values.iter().map(|&r| Some(r)));
    single?;
    let sums = SumGame::normal(Borrowed(family));
    let states: Vec<_> = positions[values.len()..]
        .iter()
        .map(|position| sums.state_of(std::slice::from_ref(position)))
        .collect();
    // A position's nim-value says which options are lost: the search needs no other option of
    // a won position (see `remoteness_of_valued_sums`).
    let nim_value = |position: &F::Position| family.nimber(position).ok();
    crate::solver::remoteness::remoteness_of_valued_sums_into(&sums, &states, nim_value, found)
}

/// Pushes onto `values` the values by `valuation` of the first of `positions`, by the plain
/// recursion on the family's positions, their options counted as work ([`Metered`]); stops at
/// the first position that needs sums (its value is `None`) or can repeat (a cycle).
fn valued_without_sums<F: Family, V: crate::solver::Valuation<Value = Option<u64>>>(
    family: &F,
    positions: &[F::Position],
    valuation: V,
    values: &mut Vec<u64>,
) -> Result<(), GameError> {
    let budget = Budget::current();
    let metered = Metered {
        family,
        listed: std::cell::Cell::new(0),
    };
    let mut single = crate::solver::Evaluator::with_valuation(metered, valuation);
    for position in positions {
        budget.check()?;
        match single.value(position) {
            Ok(Some(value)) => values.push(value),
            Ok(None) | Err(GameError::Cycle { .. }) => break,
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

/// The value of an option of at most one part: `nothing_left`, the value of the empty game,
/// when it has none; `None` when it has several (a sum, valued elsewhere).
fn lone_part(mut parts: impl Iterator<Item = Option<u64>>, nothing_left: u64) -> Option<u64> {
    match (parts.next(), parts.next()) {
        (None, _) => Some(nothing_left),
        (Some(one), None) => one,
        (Some(_), Some(_)) => None,
    }
}

/// Remoteness of positions whose options are single positions (the definition, with nothing to
/// add up). `None` as soon as an option splits into a sum, whose remoteness is not a function
/// of its parts': the position is then searched as a sum ([`SumGame`]).
struct RemotenessSingle;

impl crate::solver::Valuation for RemotenessSingle {
    type Value = Option<u64>;

    fn combine_parts(&self, parts: impl Iterator<Item = Option<u64>>) -> Option<u64> {
        lone_part(parts, 0)
    }

    fn value_of_position(&self, options: &[Option<u64>]) -> Option<u64> {
        let remoteness: Vec<u64> = options.iter().copied().collect::<Option<_>>()?;
        Some(crate::solver::remoteness::remoteness_from_options(
            &remoteness,
        ))
    }
}

/// Misère Grundy values of positions whose options are single positions: 1 with no move, else
/// the mex of the options' values (the definition, with nothing to add up). `None` as soon as
/// an option splits into a sum, whose misère value is not a function of its parts' values: the
/// position is then searched as a sum ([`SumGame`]).
struct MisereSingle;

impl crate::solver::Valuation for MisereSingle {
    type Value = Option<u64>;

    fn combine_parts(&self, parts: impl Iterator<Item = Option<u64>>) -> Option<u64> {
        lone_part(parts, 1)
    }

    fn value_of_position(&self, options: &[Option<u64>]) -> Option<u64> {
        if options.is_empty() {
            return Some(1);
        }
        let values: Vec<u64> = options.iter().copied().collect::<Option<_>>()?;
        Some(crate::mex(&values))
    }
}

/// How many options listed count as one position against the state limit. They are work, not
/// memory (the recursion keeps only each position's value), so many more than the four of
/// [`SumGame`], which keeps them: a 300 × 300 table of Wythoff's game lists 40 million.
const OPTIONS_LISTED_PER_STATE: u64 = 64;

/// A family by reference whose options listed count against the budget's state limit, as work
/// ([`OPTIONS_LISTED_PER_STATE`] to a position): a Nim heap of a million lists a million
/// options, and a search of few positions could otherwise list billions.
struct Metered<'a, F> {
    family: &'a F,
    listed: std::cell::Cell<u64>,
}

impl<F: Family> Game for Metered<'_, F> {
    type Position = F::Position;

    fn options(&self, position: &F::Position) -> Result<Vec<Vec<F::Position>>, GameError> {
        let options = self.family.options(position)?;
        self.listed.set(self.listed.get() + options.len() as u64);
        Budget::current().check_states(self.listed.get() / OPTIONS_LISTED_PER_STATE)?;
        Ok(options)
    }
}

/// A family by reference, as a [`Game`] (the misère searches own the game they search).
struct Borrowed<'a, F>(&'a F);

impl<F: Family> Game for Borrowed<'_, F> {
    type Position = F::Position;

    fn options(&self, position: &F::Position) -> Result<Vec<Vec<F::Position>>, GameError> {
        self.0.options(position)
    }
}

/// One move in a component: what it does, in words, and what the component becomes (a sum of
/// zero or more components of the same family).
#[derive(Clone, Debug)]
pub struct ComponentMove {
    /// The move for people: `take 3 from nim(5), leaving 2`.
    pub description: String,
    /// The components that replace the one moved in.
    pub parts: Vec<Arc<dyn Component>>,
}

/// A component drawn: its picture, and each move with how it shows on the picture.
#[derive(Clone, Debug)]
pub struct ComponentBoard {
    /// The picture of the component.
    pub picture: Picture,
    /// Every move the picture shows, with its marks.
    pub moves: Vec<(MoveMarks, ComponentMove)>,
}

/// Why a move typed by a player was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The move could not be read.
    #[error("{0}")]
    Syntax(#[from] ParseError),
    /// The move was read but the rules forbid it (the message says why, in the language of
    /// the computation).
    #[error("{}", tr!("move-illegal", why = .0.as_str()))]
    Illegal(String),
}

/// One position of some family, type-erased: a component of a sum.
pub trait Component: fmt::Debug + Send + Sync {
    /// The family's name, parameters included (`bash[3]`).
    fn family_name(&self) -> String;
    /// The family it is a position of, with its optional capabilities (the take-and-break
    /// rules of [`AnyFamily::take_break`], for one).
    fn family(&self) -> Arc<dyn AnyFamily>;
    /// The position as arguments (`10`).
    fn format_args(&self) -> String;
    /// The nim-value.
    fn nimber(&self) -> Result<BigUint, GameError>;
    /// The generalized value: the nim-value, except for loopy games.
    fn loopy_value(&self) -> Result<LoopyValue, GameError>;
    /// The counter of a loopy game's position (see [`Family::counter`]); `None` otherwise.
    fn counter(&self) -> Option<u64>;
    /// The moves to a position of value `target`.
    fn moves_to_nimber(&self, target: &BigUint) -> Result<Vec<ComponentMove>, GameError>;
    /// At most `limit` moves to a position of value `target`, found without listing every one
    /// where the family can (see [`Family::some_options_of_nimber`]).
    fn some_moves_to_nimber(
        &self,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<ComponentMove>, GameError>;
    /// How many moves lead to a position of value `target` (see
    /// [`Family::count_options_of_nimber`]).
    fn count_moves_to_nimber(&self, target: &BigUint) -> Result<BigUint, GameError>;
    /// Every move.
    fn options(&self) -> Result<Vec<ComponentMove>, GameError>;
    /// Reads a move given as the arguments of the resulting position (`2`, or `3,6` for a
    /// split), and checks that it is legal.
    fn parse_move(&self, args: &[Token]) -> Result<ComponentMove, MoveError>;
    /// Some legal move, if there is one.
    fn delaying_move(&self) -> Result<Option<ComponentMove>, GameError>;
    /// Who wins this component on its own.
    fn outcome(&self) -> Result<Outcome, GameError>;
    /// Its remoteness by its family's closed form, if it has one (see [`Family::remoteness`]).
    fn remoteness(&self) -> Option<ClosedRemoteness>;
    /// The rules of its family.
    fn rules(&self) -> String;
    /// Why it has its value.
    fn explain(&self) -> Result<String, GameError>;
    /// Its picture and every move on it, if its family draws it (see [`Teaching::picture`]).
    fn board(&self) -> Result<Option<ComponentBoard>, GameError>;
    /// Its set-up picture and every edit on it, as moves to the component each click makes, if
    /// its family has an editor (see [`Teaching::setup_picture`]).
    fn setup_board(&self) -> Option<ComponentBoard>;
    /// Whether its family has a set-up editor for it: [`Component::setup_board`] is `Some`,
    /// found without listing the edits.
    fn has_editor(&self) -> bool;
    /// Whether every position of value 0 in its family is terminal.
    fn zero_is_terminal(&self) -> bool;

    /// Several components' [`Component::format_args`] written as the arguments of one term of
    /// this family (see [`Notation::join_args`]).
    fn join_args(&self, args: &[String]) -> String;

    /// The component written as an expression, such as `bash[3](10)`.
    fn expression(&self) -> String {
        format!("{}({})", self.family_name(), self.format_args())
    }
}

/// One component as a position of a game, so that generic searches can run over components of
/// any family: equal when written the same.
#[derive(Clone)]
pub struct ComponentNode {
    key: String,
    component: Arc<dyn Component>,
}

impl ComponentNode {
    /// The node of `component`.
    pub fn new(component: Arc<dyn Component>) -> Self {
        ComponentNode {
            key: component.expression(),
            component,
        }
    }

    /// The component this node stands for.
    pub(crate) fn component(&self) -> &Arc<dyn Component> {
        &self.component
    }
}

impl PartialEq for ComponentNode {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl Eq for ComponentNode {}

impl std::hash::Hash for ComponentNode {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

impl fmt::Debug for ComponentNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)
    }
}

/// The game whose positions are components of any family, with each component's own moves.
///
/// ```
/// use grundy::family::{ComponentGame, ComponentNode};
/// use grundy::Solver;
/// let component = grundy::parse("sub[1,3,4](10)").unwrap().components().next().unwrap().clone();
/// let mut solver = Solver::new(ComponentGame);
/// assert_eq!(solver.nimber(&ComponentNode::new(component)).unwrap().0, 1);
/// ```
pub struct ComponentGame;

impl Game for ComponentGame {
    type Position = ComponentNode;

    fn options(&self, node: &ComponentNode) -> Result<Vec<Vec<ComponentNode>>, GameError> {
        Ok(node
            .component
            .options()?
            .into_iter()
            .map(|option| option.parts.into_iter().map(ComponentNode::new).collect())
            .collect())
    }
}

/// A position of family `F`.
struct Positioned<F: Family> {
    family: Arc<F>,
    position: F::Position,
}

fn positioned<F: Family>(family: &Arc<F>, position: F::Position) -> Arc<dyn Component> {
    Arc::new(Positioned {
        family: Arc::clone(family),
        position,
    })
}

impl<F: Family> Positioned<F> {
    /// The options as moves, described. Describing a million options (the most a family lists)
    /// takes a while, so the deadline and cancellation of the budget stop it.
    fn to_moves(&self, options: Vec<Vec<F::Position>>) -> Result<Vec<ComponentMove>, GameError> {
        let budget = Budget::current();
        let mut ticker = budget.ticker(256);
        options
            .into_iter()
            .map(|parts| {
                ticker.tick()?;
                Ok(self.to_move(parts))
            })
            .collect()
    }

    fn to_move(&self, parts: Vec<F::Position>) -> ComponentMove {
        ComponentMove {
            description: self.family.describe_move(&self.position, &parts),
            parts: parts
                .into_iter()
                .map(|part| positioned(&self.family, part))
                .collect(),
        }
    }
}

impl<F: Family> fmt::Debug for Positioned<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            &self
                .family
                .format_term(std::slice::from_ref(&self.position)),
        )
    }
}

impl<F: Family> Component for Positioned<F> {
    fn board(&self) -> Result<Option<ComponentBoard>, GameError> {
        let Some(picture) = self.family.picture(&self.position) else {
            return Ok(None);
        };
        // Families such as Node-Kayles list one option per choice, and two choices may lead to
        // the same position (either end of a lone edge): on the board that is one move.
        let mut seen = std::collections::HashSet::new();
        let moves = self
            .family
            .options(&self.position)?
            .into_iter()
            .filter(|parts| seen.insert(parts.clone()))
            .filter_map(|parts| {
                let marks = self.family.move_marks(&self.position, &parts)?;
                Some((marks, self.to_move(parts)))
            })
            .collect();
        Ok(Some(ComponentBoard { picture, moves }))
    }

    fn setup_board(&self) -> Option<ComponentBoard> {
        let picture = self.family.setup_picture(&self.position)?;
        let moves = picture
            .parts
            .iter()
            .filter_map(|part| {
                let edited = self.family.setup_edit(&self.position, &part.id)?;
                let marks = MoveMarks::at(part.id.clone(), vec![part.id.clone()]);
                let edit = ComponentMove {
                    description: tr!("board-setup-edit", part = part.label.as_str()),
                    parts: vec![positioned(&self.family, edited)],
                };
                Some((marks, edit))
            })
            .collect();
        Some(ComponentBoard { picture, moves })
    }

    fn has_editor(&self) -> bool {
        self.family.setup_picture(&self.position).is_some()
    }

    fn family_name(&self) -> String {
        self.family.name()
    }

    fn family(&self) -> Arc<dyn AnyFamily> {
        Arc::clone(&self.family) as Arc<dyn AnyFamily>
    }

    fn format_args(&self) -> String {
        self.family.format_position(&self.position)
    }

    fn nimber(&self) -> Result<BigUint, GameError> {
        self.family.nimber(&self.position)
    }

    fn loopy_value(&self) -> Result<LoopyValue, GameError> {
        self.family.loopy_value(&self.position)
    }

    fn counter(&self) -> Option<u64> {
        self.family.counter(&self.position)
    }

    fn moves_to_nimber(&self, target: &BigUint) -> Result<Vec<ComponentMove>, GameError> {
        let options = self.family.options_of_nimber(&self.position, target)?;
        self.to_moves(options)
    }

    fn some_moves_to_nimber(
        &self,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<ComponentMove>, GameError> {
        let options = self
            .family
            .some_options_of_nimber(&self.position, target, limit)?;
        Ok(options
            .into_iter()
            .take(limit)
            .map(|parts| self.to_move(parts))
            .collect())
    }

    fn count_moves_to_nimber(&self, target: &BigUint) -> Result<BigUint, GameError> {
        self.family.count_options_of_nimber(&self.position, target)
    }

    fn options(&self) -> Result<Vec<ComponentMove>, GameError> {
        let options = self.family.options(&self.position)?;
        self.to_moves(options)
    }

    fn parse_move(&self, args: &[Token]) -> Result<ComponentMove, MoveError> {
        let parts = self.family.parse_positions(args)?;
        self.family
            .check_move(&self.position, &parts)
            .map_err(MoveError::Illegal)?;
        Ok(self.to_move(parts))
    }

    fn delaying_move(&self) -> Result<Option<ComponentMove>, GameError> {
        Ok(self
            .family
            .delaying_move(&self.position)?
            .map(|parts| self.to_move(parts)))
    }

    fn outcome(&self) -> Result<Outcome, GameError> {
        self.family.outcome(&self.position)
    }

    fn remoteness(&self) -> Option<ClosedRemoteness> {
        self.family.remoteness(&self.position)
    }

    fn rules(&self) -> String {
        self.family.rules()
    }

    fn explain(&self) -> Result<String, GameError> {
        self.family.explain(&self.position)
    }

    fn zero_is_terminal(&self) -> bool {
        self.family.zero_is_terminal()
    }

    fn join_args(&self, args: &[String]) -> String {
        self.family.join_args(args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_parts_ignores_order_but_not_multiplicity() {
        assert!(same_parts(&[1, 2, 2], &[2, 1, 2]));
        assert!(!same_parts(&[1, 2, 2], &[1, 1, 2]));
        assert!(!same_parts(&[1, 2], &[1, 2, 3]));
        assert!(same_parts::<u8>(&[], &[]));
    }
}
