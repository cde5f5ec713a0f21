//! Helpers shared by the families' tests.

use num_bigint::BigUint;

use crate::{Family, Solver};

/// The items in order, so that sets of options compare regardless of listing order.
pub fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

/// Asserts that the family's nim-values (its closed form) equal the generic solver's on the
/// heaps `0..count`, and returns the solver's values.
pub fn assert_heap_values_match_solver<F>(family: &F, count: u32) -> Vec<u64>
where
    F: Family<Position = BigUint> + Clone,
{
    let mut solver = Solver::new(family.clone());
    (0..count)
        .map(|n| {
            let heap = BigUint::from(n);
            let searched = solver.nimber(&heap).unwrap().0;
            assert_eq!(
                family.nimber(&heap).unwrap(),
                BigUint::from(searched),
                "{}",
                family.format_term(&[heap])
            );
            searched
        })
        .collect()
}
