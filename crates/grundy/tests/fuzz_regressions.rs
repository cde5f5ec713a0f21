//! Inputs the fuzz targets (`fuzz/`, run with `scripts/fuzz.sh`) found to crash, hang or run
//! out of memory, minimized, each with what must happen instead.

use std::path::Path;

use grundy::Budget;
use grundy::takebreak::values_file::{read_from, write_to};
use grundy::takebreak::{Computation, EngineKind, Goal, Rules, Values};

/// A values file as `seq --checkpoint` writes it.
fn checkpoint(name: &str, values: &Values) -> Vec<u8> {
    let mut bytes = Vec::new();
    write_to(&mut bytes, name, values).unwrap();
    bytes
}

/// values_file: a well-formed checkpoint (right checksum) holding G(3) = 4 000 000 000 made
/// resuming size the sparse engine's table of value counts from it: 32 GB, out of memory.
/// Such values are impossible (G(3) ≤ 4 when G(0..3) < 4) and are refused.
#[test]
fn a_checkpoint_with_an_impossible_value_is_refused() {
    let bytes = checkpoint("kayles", &Values::U32(vec![0, 1, 2, 4_000_000_000, 7]));
    let file = read_from(bytes.as_slice(), bytes.len() as u64, Path::new("k.ckpt")).unwrap();
    let rules = Rules::parse_code("0.77").unwrap();
    for kind in [EngineKind::Sparse, EngineKind::Naive] {
        let error = Computation::resume(rules.clone(), kind, file.values.clone()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "these are not the values of a take-and-break game: G(3) = 4000000000, but G(0) to G(2) are below 4, so G(3) is at most 4"
        );
    }
    let error = Computation::resume(rules, EngineKind::Sparse, Values::U8(vec![3])).unwrap_err();
    assert!(error.to_string().ends_with("G(0) = 3, not 0"), "{error}");
}

/// The same, with values that double at every heap (possible by that bound, but 2^31 needs a
/// 16 GiB table of counts): refused by the memory limit.
#[test]
fn a_checkpoint_whose_values_need_too_much_memory_is_refused() {
    let mut doubling = vec![0u32];
    doubling.extend((0..32).map(|k| 1u32 << k));
    let rules = Rules::parse_code("0.77").unwrap();
    let error = Budget::default()
        .with_memory_limit(1 << 30)
        .run(|| Computation::resume(rules, EngineKind::Sparse, Values::U32(doubling)))
        .unwrap_err();
    assert!(
        error.to_string().starts_with(
            "the table of value counts of the resumed sequence would need about 16 GiB"
        ),
        "{error}"
    );
}

/// A checkpoint of real values resumes and goes on with the right ones.
#[test]
fn a_real_checkpoint_still_resumes() {
    let rules = Rules::parse_code("0.77").unwrap();
    let mut first = Computation::new(rules.clone(), EngineKind::Sparse);
    first.run(Goal::count(100), |_| true);
    let bytes = checkpoint("kayles", first.values());
    let file = read_from(bytes.as_slice(), bytes.len() as u64, Path::new("k.ckpt")).unwrap();
    let mut resumed = Computation::resume(rules.clone(), EngineKind::Sparse, file.values).unwrap();
    resumed.run(Goal::count(300), |_| true);
    let mut whole = Computation::new(rules, EngineKind::Naive);
    whole.run(Goal::count(300), |_| true);
    assert_eq!(resumed.values(), whole.values());
}
