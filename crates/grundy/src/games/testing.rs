//! Helpers shared by the families' tests.

use num_bigint::BigUint;

use crate::{Family, Nimber, Solver};

/// The items in order, so that sets of options compare regardless of listing order.
pub(crate) fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

/// Asserts that the family's nim-values (its closed form) equal the generic solver's on the
/// heaps `0..count`, and returns the solver's values.
pub(crate) fn assert_heap_values_match_solver<F>(family: &F, count: u32) -> Vec<u64>
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

/// Asserts that the family's moves from `heap` to value `target` (listed, counted, and a sample
/// of at most `sample`) agree with the generic solver's options of that value.
pub(crate) fn assert_moves_to_value_match_solver<F>(
    family: &F,
    heap: u32,
    target: u32,
    sample: usize,
) where
    F: Family<Position = BigUint> + Clone,
{
    let heap = BigUint::from(heap);
    let target_value = BigUint::from(target);
    let mut solver = Solver::new(family.clone());
    let expected = sorted(
        solver
            .options_of_value(&heap, Nimber(target.into()))
            .unwrap(),
    );
    let term = family.format_term(std::slice::from_ref(&heap));
    let listed = sorted(family.options_of_nimber(&heap, &target_value).unwrap());
    assert_eq!(listed, expected, "{term} to {target}");
    assert_eq!(
        family
            .count_options_of_nimber(&heap, &target_value)
            .unwrap(),
        BigUint::from(expected.len()),
        "{term} to {target}"
    );
    let some = family
        .some_options_of_nimber(&heap, &target_value, sample)
        .unwrap();
    assert_eq!(some.len(), expected.len().min(sample), "{term} to {target}");
    assert!(
        some.iter().all(|option| expected.contains(option)),
        "{term} to {target}"
    );
}
