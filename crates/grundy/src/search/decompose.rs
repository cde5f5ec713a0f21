//! Games whose positions split into independent components, as the [search](super::value)
//! sees them.

use std::fmt::Debug;
use std::hash::Hash;

/// A game whose positions are sets (of cells, of vertices) that split into independent
/// components: a move in one component never changes another, so by the Sprague–Grundy theorem
/// the value of a position is the nim-sum of its components' values.
///
/// Positions and components are both [`Decomposable::Part`]s, small `Copy` values such as
/// bitsets over a fixed board; the implementor holds the board. The search never looks inside
/// a part: it asks the game for components, keys and options.
///
/// The one rule that keeps the solver exact: two components may share a [key](Decomposable::key)
/// only if they have the same value (components equal up to a symmetry of the board, or
/// isomorphic graphs). A key may be weaker than it could be (two isomorphic components with
/// different keys only cost table space), never wrong.
///
/// ```
/// use grundy::search::{Decomposable, Search, Table};
///
/// /// Dawson's Kayles on one row of at most 64 pins (bit i = pin i standing): a move knocks
/// /// down two adjacent pins. A row splits at the fallen pins, and a run of n pins is keyed
/// /// by n alone.
/// struct Row;
///
/// impl Decomposable for Row {
///     type Part = u64;
///     type Key = u32;
///     fn components(&self, mut pins: u64, out: &mut Vec<u64>) {
///         while pins != 0 {
///             let low = pins & pins.wrapping_neg();
///             let hole = pins.wrapping_add(low) & !pins; // the first hole above the lowest run
///             let component = pins & hole.wrapping_sub(1);
///             out.push(component);
///             pins &= !component;
///         }
///     }
///     fn key(&self, run: u64) -> u32 {
///         run.count_ones()
///     }
///     fn size(&self, run: u64) -> u32 {
///         run.count_ones()
///     }
///     fn options(&self, run: u64, out: &mut Vec<u64>) {
///         let mut pairs = run & (run >> 1);
///         while pairs != 0 {
///             let low = pairs & pairs.wrapping_neg();
///             out.push(run & !(low | low << 1));
///             pairs &= pairs - 1;
///         }
///     }
/// }
///
/// let table = Table::new(1 << 20);
/// let mut search = Search::new(&Row, &table);
/// // Dawson's Kayles (octal 0.07): rows of 2, 5 and 20 pins have values 1, 0 and 3.
/// assert_eq!(search.nimber(0b11).unwrap(), 1);
/// assert_eq!(search.nimber(0b11111).unwrap(), 0);
/// assert_eq!(search.nimber((1 << 20) - 1).unwrap(), 3);
/// // Two rows of 20 pins cancel out; the search answers "is the value 0?" directly.
/// assert!(search.has_value(((1 << 20) - 1) | (((1 << 20) - 1) << 21), 0).unwrap());
/// ```
pub trait Decomposable {
    /// A position, or a component of one: a set of cells or vertices of the game's board.
    type Part: Copy + Eq + Hash + Default + Debug;

    /// The key of a component in the transposition table: equal keys only for components of
    /// equal value (the same component up to the board's symmetries). Two components of an
    /// option with equal keys cancel out.
    type Key: Copy + Ord + Hash + Default + Debug;

    /// Appends the components of `position` to `out`: none for a position with nothing left.
    /// A component with no move may be left out (its value is 0), and a game may simplify the
    /// position first, as long as the components' values nim-sum to the position's value.
    fn components(&self, position: Self::Part, out: &mut Vec<Self::Part>);

    /// The canonical key of `component`.
    fn key(&self, component: Self::Part) -> Self::Key;

    /// How big `component` is (cells, vertices): the search values small components first
    /// and orders options by the sizes of what they leave.
    fn size(&self, component: Self::Part) -> u32;

    /// Appends every option of `component` to `out`, each a position (it may fall apart into
    /// several components).
    fn options(&self, component: Self::Part, out: &mut Vec<Self::Part>);

    /// The value of the component with this key, when a theorem gives it without search (a
    /// symmetry strategy, a closed form). Say `Some` only with a proof: the tests compare it
    /// with the search.
    fn known_value(&self, _key: &Self::Key) -> Option<u32> {
        None
    }

    /// The key as it can be kept in the [persistent database](super::db): a number naming
    /// the game and a key that means the same component in every run and on every board.
    /// `None` (the default): the game's values are not kept.
    fn stable_key(&self, _key: &Self::Key) -> Option<(u32, super::db::StableKey)> {
        None
    }
}
