//! Misère play: the player who makes the last move loses.
//!
//! Nim-values do not add up in misère play, so each method here is used only where a theorem
//! says it is exact:
//! - **Anti-SG (SJ) theorem.** When every component comes from a family in which only terminal
//!   positions have value 0 ([`Family::zero_is_terminal`](crate::Family::zero_is_terminal)),
//!   the player to move wins exactly when (the nim-sum is non-zero and some component has value
//!   above 1) or (the nim-sum is 0 and every component has value at most 1) (Jia Zhihao, 2009).
//!   For Nim this is Bouton's misère rule (C. L. Bouton, 1901), exact for heaps of any size.
//! - **Tame games** (Conway, ONAG ch. 12): when every component's simplest form is tame, the
//!   sum plays like misère Nim on the components' genera (`misere/tame.rs`), and no forms are added.
//! - **A restive game among Nim heaps** (Conway, ONAG ch. 12): when one component's simplest
//!   form is restive and every other one a Nim heap, the restive game counts as a heap of its
//!   misère or its normal value, as the heaps decide (`misere/restive.rs`).
//! - **Any one game among small Nim heaps** (Conway, ONAG ch. 12; Winning Ways ch. 13): when
//!   neither applies and the Nim heaps are all of 1, 2 or 3 but one, the other components make
//!   one game (of any class; only their forms are added) whose genus decides the sum
//!   (`misere/small_heaps.rs`).
//! - **Canonical forms** of the components otherwise, when they are small enough
//!   ([`canonical`]): the sum's misère simplest form is the sum of its components' forms, and
//!   its outcome is read from it (Conway, ONAG ch. 12).
//! - **Exhaustive search** of the whole sum otherwise, by an outcome search
//!   ([`OutcomeSolver`]) of the sum as one game, under the caller's budget. Misère play of a game
//!   is normal play of the same game in which every terminal position gets one extra move to a
//!   new terminal position, so the search needs no change.

use std::fmt;
use std::sync::Arc;

use num_bigint::BigUint;
use num_traits::{One, Zero};
use serde::Serialize;

mod by_quotient;
pub mod canonical;
pub mod heaps;
mod restive;
mod small_heaps;
mod tame;

pub use restive::MisereClass;

use crate::budget::tr;
use crate::family::ComponentGame;
use crate::quotient::genus::Genus;
use crate::solver::OutcomeSolver;
use crate::solver::sums::{SumGame, SumState};
use crate::{Component, GameError, Outcome, Sum, SumMove};

/// How a misère outcome was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum MisereMethod {
    /// Bouton's misère rule: every component is a Nim heap.
    Bouton,
    /// The Anti-SG (SJ) theorem: in every component's family only terminal positions have
    /// value 0.
    AntiSg,
    /// The misère quotient of the game (Plambeck & Siegel 2008): every component is a heap of
    /// one take-and-break game.
    Quotient,
    /// Conway's theorem on tame games: every component's simplest form is tame, so the sum
    /// plays like misère Nim on the components' genera.
    Tame,
    /// One component is restive and the others are Nim heaps: the restive game counts as a heap
    /// of its misère value or of its normal value, as the heaps decide (Conway's restive games).
    Restive,
    /// The components that are no Nim heap, taken as one game, among Nim heaps all of 1, 2 or
    /// 3 but one: the game's genus `γk`, read at the number of heaps of 2 and 3, decides the
    /// sum, and only the game's forms are added.
    SmallHeaps,
    /// The sum of the components' misère simplest forms (Conway): the sum's outcome is the
    /// outcome of that form.
    Canonical,
    /// Exhaustive search of the whole sum.
    Search,
}

impl MisereMethod {
    /// The rule in words, in English (the explanation writes it in the language of the
    /// computation).
    pub fn describe(self) -> &'static str {
        match self {
            MisereMethod::Bouton => {
                "Bouton's misère rule: the player to move loses exactly when some heap is larger \
                 than 1 and the nim-sum is 0, or every heap is at most 1 and the nim-sum is 1 (an \
                 odd number of 1-heaps)"
            }
            MisereMethod::AntiSg => {
                "the Anti-SG (SJ) theorem, which applies because in every component only \
                 terminal positions have value 0: the player to move wins exactly when the \
                 nim-sum is non-zero and some component has value above 1, or the nim-sum is 0 \
                 and every component has value at most 1"
            }
            MisereMethod::Quotient => {
                "the game's misère quotient (Plambeck & Siegel): each heap stands for an element of \
                 a commutative monoid, and the player to move loses exactly when the product of \
                 the heaps' elements lies in the quotient's P-portion"
            }
            MisereMethod::Tame => {
                "Conway's theorem on tame games: every component is tame (each position of its \
                 simplest form has the genus of a Nim position), so the sum plays like misère Nim \
                 in which a component of genus 0^{120} or 1^{031} is a heap of 0 or 1 and any \
                 other a heap of 2 or more with the same nim-value"
            }
            MisereMethod::Restive => {
                "Conway's restive games: one component is restive (not tame, its options tame, \
                 normal value at most 1 and misère value γ at least 2) and every other one is a \
                 Nim heap; it counts as a heap of γ when every heap is 0, 1, γ or γ⊕1, otherwise \
                 as a heap of its normal value, and the sum is then a P-position exactly when the \
                 nim-sum is 0"
            }
            MisereMethod::SmallHeaps => {
                "the genus of one game among small Nim heaps (Conway): the components that are \
                 no Nim heap make the game, and the others are Nim heaps, all of size 1, 2 or 3 \
                 but one; as * + * = 0 and *2 + * = *3 in \
                 misère play, the small heaps count as k heaps of 2 and perhaps one of 1, the \
                 game with them has the misère value γk of its genus (⊕ 1 with the heap of 1), \
                 and the sum is a P-position exactly when that value is the remaining heap (0 \
                 when there is none)"
            }
            MisereMethod::Canonical => {
                "misère canonical forms (Conway): each component is replaced by its simplest \
                 form, equal to it in every misère sum, and the sum's outcome is that of the sum \
                 of the forms"
            }
            MisereMethod::Search => {
                "exhaustive search of the whole sum (no theorem reduces this misère sum to \
                 nim-values)"
            }
        }
    }

    /// The rule in words, in the language of the computation.
    pub(crate) fn rule(self) -> String {
        match self {
            MisereMethod::Bouton => tr!("misere-rule-bouton"),
            MisereMethod::AntiSg => tr!("misere-rule-anti-sg"),
            MisereMethod::Quotient => tr!("misere-rule-quotient"),
            MisereMethod::Tame => tr!("misere-rule-tame"),
            MisereMethod::Restive => tr!("misere-rule-restive"),
            MisereMethod::SmallHeaps => tr!("misere-rule-small-heaps"),
            MisereMethod::Canonical => tr!("misere-rule-canonical"),
            MisereMethod::Search => tr!("misere-rule-search"),
        }
    }
}

/// The misère outcome of a position, how it was found, and every winning move.
#[derive(Clone, Debug)]
pub struct MisereAnalysis {
    /// Who wins when the last player to move loses.
    pub outcome: Outcome,
    /// The method used.
    pub method: MisereMethod,
    /// Every move to a position the opponent loses.
    pub winning_moves: Vec<SumMove>,
    /// The quotient used, when the method is [`MisereMethod::Quotient`].
    pub quotient: Option<Arc<crate::quotient::MisereQuotient>>,
    /// The components' genera, in order, when the method is [`MisereMethod::Tame`],
    /// [`MisereMethod::Restive`] or [`MisereMethod::SmallHeaps`].
    pub genera: Vec<Genus>,
    /// The game whose genus decided the sum among Nim heaps, when the method is
    /// [`MisereMethod::Restive`] or [`MisereMethod::SmallHeaps`].
    pub(crate) among_heaps: Option<GameAmongHeaps>,
}

/// The game a theorem on one game among Nim heaps read: the components that are no Nim heap,
/// taken together, and the genus of their sum (for the explanation).
#[derive(Clone, Debug)]
pub(crate) struct GameAmongHeaps {
    /// The indices of the components that make the game, in order.
    pub(crate) components: Vec<usize>,
    /// The genus of their sum.
    pub(crate) genus: Genus,
}

impl Sum {
    /// Analyses the position in misère play. When no theorem applies it searches the whole sum,
    /// under the budget entered on this thread ([`crate::Budget::current`]).
    ///
    /// ```
    /// use grundy::misere::MisereMethod;
    /// use grundy::Outcome;
    /// // Misère Nim with heaps 1, 1, 1: the players take one heap each, and the player to move
    /// // takes the last one and loses.
    /// let analysis = grundy::parse("nim(1,1,1)").unwrap().misere().unwrap();
    /// assert_eq!(analysis.outcome, Outcome::P);
    /// assert_eq!(analysis.method, MisereMethod::Bouton);
    /// // nim(2,2) is a normal-play P-position and a misère P-position too.
    /// assert_eq!(grundy::parse("nim(2,2)").unwrap().misere().unwrap().outcome, Outcome::P);
    /// ```
    pub fn misere(&self) -> Result<MisereAnalysis, GameError> {
        if self.components().all(|c| c.zero_is_terminal()) {
            by_anti_sg(self)
        } else if let Some(analysis) = by_quotient::misere_by_quotient(self)? {
            Ok(analysis)
        } else if let Some(analysis) = canonical::misere_by_forms(self)? {
            Ok(analysis)
        } else {
            by_search(self)
        }
    }
}

impl MisereAnalysis {
    /// The reasoning in words, for `eval --misere --explain`.
    ///
    /// ```
    /// let sum = grundy::parse("nim(2,2)").unwrap();
    /// let text = sum.misere().unwrap().explain(&sum);
    /// assert!(text.contains("Bouton's misère rule"));
    /// ```
    pub fn explain(&self, sum: &Sum) -> String {
        let mut text = format!(
            "{}\n{}\n",
            tr!("misere-last-mover-loses"),
            tr!(
                "misere-decided-by",
                sum = sum.to_string(),
                rule = self.method.rule()
            )
        );
        if let (MisereMethod::Quotient, Some(q)) = (self.method, &self.quotient) {
            text += &by_quotient::explain(q, sum);
        } else if matches!(self.method, MisereMethod::Bouton | MisereMethod::AntiSg) {
            let values: Vec<String> = sum
                .components()
                .map(|c| match c.nimber() {
                    Ok(value) => format!("{} = {value}", c.expression()),
                    Err(error) => error.to_string(),
                })
                .collect();
            text += &tr!("misere-component-values", values = values.join(", "));
            text += "\n";
        } else if self.method == MisereMethod::Tame {
            text += &tr!(
                "misere-tame-genera",
                genera = named_genera(sum, &self.genera)
            );
            text += "\n";
            text += &tr!(
                "misere-tame-sum",
                genus = tame::tame_sum_genus(&self.genera).to_string()
            );
            text += "\n";
        } else if let (MisereMethod::Restive, Some(game)) = (self.method, &self.among_heaps) {
            text += &restive::explain(sum, &self.genera, game);
        } else if let (MisereMethod::SmallHeaps, Some(game)) = (self.method, &self.among_heaps) {
            text += &small_heaps::explain(sum, &self.genera, game);
        }
        match self.outcome {
            Outcome::P => text += &tr!("misere-p"),
            Outcome::N => {
                text += &tr!("misere-n", count = self.winning_moves.len());
                for winning in &self.winning_moves {
                    text += "\n  ";
                    text += &tr!(
                        "explain-move-giving",
                        step = &winning.description,
                        to = winning.to.to_string()
                    );
                }
            }
            // The search reports a loopy game as an error, so no misère analysis is a draw.
            Outcome::D => text += &tr!("misere-d"),
        }
        text += "\n";
        text
    }
}

impl Sum {
    /// The move a perfect misère player makes: a winning move if there is one, otherwise a move
    /// that keeps the game going; `None` when no move is left.
    pub fn perfect_misere_move(&self) -> Result<Option<SumMove>, GameError> {
        let analysis = self.misere()?;
        match analysis.winning_moves.into_iter().next() {
            Some(winning) => Ok(Some(winning)),
            None => self.delaying_move(),
        }
    }
}

/// Each component with its genus, `kayles(4): 1^{031}, nim(2): 2^{20}`, for the explanations
/// of the methods that decide from genera.
fn named_genera(sum: &Sum, genera: &[Genus]) -> String {
    let named: Vec<String> = sum
        .components()
        .zip(genera)
        .map(|(c, genus)| format!("{}: {genus}", c.expression()))
        .collect();
    named.join(", ")
}

/// For the explanations of the theorems on one game among Nim heaps: the game written out
/// (its components joined by `+`), the other components' heap sizes (their normal values),
/// and those sizes listed for people.
fn among_heaps(sum: &Sum, genera: &[Genus], game: &GameAmongHeaps) -> (String, Vec<u32>, String) {
    let mut parts = Vec::new();
    let mut heaps = Vec::new();
    for (i, (component, genus)) in sum.components().zip(genera).enumerate() {
        if game.components.contains(&i) {
            parts.push(component.expression());
        } else {
            heaps.push(genus.normal());
        }
    }
    let listed = if heaps.is_empty() {
        tr!("misere-no-heaps")
    } else {
        let sizes: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        sizes.join(", ")
    };
    (parts.join(" + "), heaps, listed)
}

/// The Anti-SG rule on nim-values: is the player to move losing?
fn anti_sg_is_p(total: &BigUint, some_above_one: bool) -> bool {
    if total.is_zero() {
        some_above_one
    } else {
        !some_above_one
    }
}

fn by_anti_sg(sum: &Sum) -> Result<MisereAnalysis, GameError> {
    let components: Vec<&Arc<dyn Component>> = sum.components().collect();
    let values: Vec<BigUint> = components
        .iter()
        .map(|c| c.nimber())
        .collect::<Result<_, _>>()?;
    let total = values.iter().fold(BigUint::zero(), |acc, v| acc ^ v);
    let one = BigUint::one();
    let above_one = values.iter().filter(|v| **v > one).count();
    let outcome = Outcome::from_is_zero(anti_sg_is_p(&total, above_one > 0));
    let mut winning_moves = Vec::new();
    for (index, (component, value)) in components.iter().zip(&values).enumerate() {
        let others_above_one = above_one - usize::from(*value > one);
        let others_total = &total ^ value;
        // A move leaves a P-position when the nim-sum becomes 0 with some component above 1,
        // or stays non-zero with every component at most 1. So the moved component's new value
        // is the others' nim-sum, or 0 or 1 (when no other component is above 1). A move may
        // split the component, so each candidate is judged by the values of all its parts.
        let mut targets = vec![others_total.clone()];
        if others_above_one == 0 {
            for small in [BigUint::zero(), BigUint::one()] {
                if !targets.contains(&small) {
                    targets.push(small);
                }
            }
        }
        targets.sort();
        for target in targets {
            let after_total = &others_total ^ &target;
            for component_move in component.moves_to_nimber(&target)? {
                let mut parts_above_one = false;
                for part in &component_move.parts {
                    parts_above_one |= part.nimber()? > one;
                }
                if anti_sg_is_p(&after_total, others_above_one > 0 || parts_above_one) {
                    winning_moves.push(sum.after(index, component_move));
                }
            }
        }
    }
    let all_nim = components.iter().all(|c| c.family_name() == "nim");
    Ok(MisereAnalysis {
        outcome,
        method: if all_nim {
            MisereMethod::Bouton
        } else {
            MisereMethod::AntiSg
        },
        winning_moves,
        quotient: None,
        genera: Vec::new(),
        among_heaps: None,
    })
}

/// The misère analysis by exhaustive search alone, whatever theorem applies (the definition,
/// against which the other methods are tested).
#[cfg(test)]
pub(crate) fn search(sum: &Sum) -> Result<MisereAnalysis, GameError> {
    by_search(sum)
}

fn by_search(sum: &Sum) -> Result<MisereAnalysis, GameError> {
    let game = SumGame::misere(ComponentGame);
    // The search ends at the state limit at the latest: a front end can show how long that is.
    let budget = crate::Budget::current();
    let mut solver = OutcomeSolver::new(&game);
    if budget.state_limit() < u64::MAX {
        solver = solver.counting_in(budget.expect_at_most(budget.state_limit()));
    }
    let loopy = |error| match error {
        GameError::Cycle { .. } => {
            GameError::Unsupported(tr!("unsupported-misere-loopy", sum = sum.to_string()))
        }
        other => other,
    };
    let outcome = solver.outcome(&state_of(&game, sum)).map_err(loopy)?;
    let mut winning_moves = Vec::new();
    if outcome == Outcome::N {
        for candidate in sum.moves()? {
            let after = state_of(&game, &candidate.to);
            if solver.outcome(&after).map_err(loopy)? == Outcome::P {
                winning_moves.push(candidate);
            }
        }
    }
    Ok(MisereAnalysis {
        outcome,
        method: MisereMethod::Search,
        winning_moves,
        quotient: None,
        genera: Vec::new(),
        among_heaps: None,
    })
}

/// The sum played misère, as a normal-play game on sums of components
/// ([`SumGame::misere`]).
type MisereSum = SumGame<ComponentGame>;

/// The position of the misère search that `sum` is.
fn state_of(game: &MisereSum, sum: &Sum) -> SumState {
    game.state_of(&sum.nodes())
}

impl fmt::Display for MisereMethod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The method's name for people, in the language of the computation; JSON names it by
        // its serde name, which never changes.
        f.write_str(&match self {
            MisereMethod::Bouton => tr!("misere-method-bouton"),
            MisereMethod::AntiSg => tr!("misere-method-anti-sg"),
            MisereMethod::Quotient => tr!("misere-method-quotient"),
            MisereMethod::Tame => tr!("misere-method-tame"),
            MisereMethod::Restive => tr!("misere-method-restive"),
            MisereMethod::SmallHeaps => tr!("misere-method-small-heaps"),
            MisereMethod::Canonical => tr!("misere-method-canonical"),
            MisereMethod::Search => tr!("misere-method-search"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let sum = nim(&[1, 1, 2]);
        let text = budget.run(|| sum.misere().unwrap().explain(&sum));
        assert!(
            text.starts_with("在 misère 规则下，最后一个行动者输。\n"),
            "{text}"
        );
        assert!(
            text.contains("的胜负由如下方法判定：Bouton 的反Nim规则——"),
            "{text}"
        );
        assert!(
            text.contains("所以先手必胜（N）。必胜着法：1 种。\n  从 nim(2) 取走 1 个"),
            "{text}"
        );
    }

    /// Kayles' heap of 5 is restless, of genus `4^{146}`: among heaps of 2 and 3 it has the
    /// misère value `γ2 ⊕ 1 = 7`, so the sum is an N-position, and so is it in Chinese.
    #[test]
    fn a_game_among_small_heaps_is_explained_by_its_genus() {
        let sum = crate::parse("kayles(5) + nim(2,3)").unwrap();
        let analysis = sum.misere().unwrap();
        assert_eq!(analysis.method, MisereMethod::SmallHeaps);
        assert_eq!(analysis.outcome, Outcome::N);
        let text = analysis.explain(&sum);
        for line in [
            "kayles(5) has genus 4^{146}, and every other component is a Nim heap: 2, 3.",
            "The heaps of 1, 2 and 3 count as 2 heaps of 2 and one heap of 1, and the game with \
             2 heaps of 2 has the misère value γ2 = 6, so 7 with the heap of 1.",
            "The sum is a P-position exactly when that value is the remaining heap, 0 (0 when \
             every heap is at most 3): it is not.",
        ] {
            assert!(text.contains(line), "{line}\n in\n{text}");
        }
        let chinese = crate::budget::chinese().run(|| analysis.explain(&sum));
        assert!(
            chinese.contains("反常规则 SG值为 γ2 = 6，再加上大小为 1 的堆后为 7"),
            "{chinese}"
        );
        assert_eq!(results(&analysis), results(&search(&sum).unwrap()));
    }

    #[test]
    fn the_english_rules_are_the_methods_descriptions() {
        for method in [
            MisereMethod::Bouton,
            MisereMethod::AntiSg,
            MisereMethod::Quotient,
            MisereMethod::Tame,
            MisereMethod::Restive,
            MisereMethod::SmallHeaps,
            MisereMethod::Canonical,
            MisereMethod::Search,
        ] {
            assert_eq!(method.rule(), method.describe());
        }
    }

    /// Misère Nim by plain recursion over sorted heap vectors.
    fn misere_nim_is_p(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut has_move = false;
        let mut losing = true;
        for i in 0..heaps.len() {
            for left in 0..heaps[i] {
                has_move = true;
                let mut after = heaps.to_vec();
                after[i] = left;
                if misere_nim_is_p(&after, memo) {
                    losing = false;
                }
            }
        }
        // With no move left, the previous player made the last move and lost.
        let result = has_move && losing;
        memo.insert(key, result);
        result
    }

    fn nim(heaps: &[u64]) -> Sum {
        let written: Vec<String> = heaps.iter().map(u64::to_string).collect();
        crate::parse(&format!("nim({})", written.join(","))).unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn bouton_matches_brute_force(heaps in proptest::collection::vec(0u64..6, 1..5)) {
            let mut memo = HashMap::new();
            let analysis = nim(&heaps).misere().unwrap();
            prop_assert_eq!(analysis.method, MisereMethod::Bouton);
            let expected = Outcome::from_is_zero(misere_nim_is_p(&heaps, &mut memo));
            prop_assert_eq!(analysis.outcome, expected);
            let mut expected_moves = Vec::new();
            for i in 0..heaps.len() {
                for left in 0..heaps[i] {
                    let mut after = heaps.clone();
                    after[i] = left;
                    if misere_nim_is_p(&after, &mut memo) {
                        expected_moves.push(nim(&after).to_string());
                    }
                }
            }
            expected_moves.sort();
            prop_assert_eq!(results(&analysis), expected_moves);
        }

        #[test]
        fn search_agrees_with_bouton_on_nim(heaps in proptest::collection::vec(0u64..5, 1..4)) {
            let sum = nim(&heaps);
            let theorem = sum.misere().unwrap();
            let searched = by_search(&sum).unwrap();
            prop_assert_eq!(theorem.outcome, searched.outcome);
            prop_assert_eq!(results(&theorem), results(&searched));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// Lasker's Nim and Nim satisfy the SJ condition: the theorem must agree with search.
        #[test]
        fn anti_sg_agrees_with_search_on_lasker_and_nim(
            lasker in proptest::collection::vec(0u64..6, 1..3),
            nim_heaps in proptest::collection::vec(0u64..4, 0..2),
        ) {
            let mut terms = vec![format!("lasker({})", join(&lasker))];
            if !nim_heaps.is_empty() {
                terms.push(format!("nim({})", join(&nim_heaps)));
            }
            let sum = crate::parse(&terms.join(" + ")).unwrap();
            let theorem = sum.misere().unwrap();
            prop_assert_eq!(theorem.method, MisereMethod::AntiSg);
            let searched = by_search(&sum).unwrap();
            prop_assert_eq!(theorem.outcome, searched.outcome);
            prop_assert_eq!(results(&theorem), results(&searched));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        /// The outcome search (which stops at the first losing option) agrees with the full
        /// Sprague–Grundy solver of the same misère game on sums of subtraction games.
        #[test]
        fn outcome_search_agrees_with_the_full_solver(
            heaps in proptest::collection::vec(0u64..9, 1..4),
            bash in 0u64..7,
        ) {
            let sum = crate::parse(&format!("sub[1,2,5]({}) + bash[2]({bash})", join(&heaps))).unwrap();
            let searched = by_search(&sum).unwrap();
            let game = SumGame::misere(ComponentGame);
            let mut solver = crate::Solver::new(&game);
            let outcome = |sum: &Sum, solver: &mut crate::Solver<&MisereSum>| {
                solver.outcome(&state_of(&game, sum)).unwrap()
            };
            prop_assert_eq!(searched.outcome, outcome(&sum, &mut solver));
            let mut expected = Vec::new();
            for candidate in sum.moves().unwrap() {
                if outcome(&candidate.to, &mut solver) == Outcome::P {
                    expected.push(candidate.to.to_string());
                }
            }
            expected.sort();
            prop_assert_eq!(results(&searched), expected);
        }
    }

    /// The positions the winning moves lead to, in order (also for the forms' tests).
    pub(super) fn results(analysis: &MisereAnalysis) -> Vec<String> {
        let mut results: Vec<String> = analysis
            .winning_moves
            .iter()
            .map(|m| m.to.to_string())
            .collect();
        results.sort();
        results
    }

    fn join(heaps: &[u64]) -> String {
        heaps
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    #[test]
    fn huge_nim_heaps_are_exact_in_misere_play() {
        let sum = crate::parse("nim(10^30, 10^30, 1)").unwrap();
        let analysis = sum.misere().unwrap();
        // Two big equal heaps and a 1: nim-sum 1, heaps above 1 exist, so N; the winning move
        // takes the 1 away.
        assert_eq!(analysis.outcome, Outcome::N);
        let big = BigUint::from(10u32).pow(30);
        assert_eq!(results(&analysis), vec![format!("nim({big},{big},0)")]);
    }

    #[test]
    fn other_families_are_decided_by_genera_forms_or_search() {
        // bash[2](3): in misère play leaving 1 stone wins (the opponent must take it). Its
        // form {*,*2} is tame, of genus 0^{120}, as *0 is.
        let sum = crate::parse("bash[2](3)").unwrap();
        let analysis = sum.misere().unwrap();
        assert_eq!(analysis.method, MisereMethod::Tame);
        assert_eq!(analysis.outcome, Outcome::N);
        assert_eq!(results(&analysis), vec!["bash[2](1)"]);
        let genera: Vec<String> = analysis.genera.iter().map(ToString::to_string).collect();
        assert_eq!(genera, ["0^{120}"]);
        // chomp(3,3,1) has a wild position in its form: among two heaps larger than 3 no
        // theorem applies, and its sums are decided by adding forms.
        let wild = crate::parse("chomp(3,3,1) + nim(4,5)").unwrap();
        let by_forms = wild.misere().unwrap();
        assert_eq!(by_forms.method, MisereMethod::Canonical);
        let searched = search(&wild).unwrap();
        assert_eq!(by_forms.outcome, searched.outcome);
        assert_eq!(results(&by_forms), results(&searched));
        let searched = search(&sum).unwrap();
        assert_eq!(searched.method, MisereMethod::Search);
        assert_eq!(results(&searched), vec!["bash[2](1)"]);
        // The empty game: the player to move cannot move and so wins in misère play.
        let empty = crate::parse("nim(0)").unwrap().misere().unwrap();
        assert_eq!(empty.outcome, Outcome::N);
    }

    /// The state limit bounds the forms too: beyond it the sum goes to exhaustive search, which
    /// stops at the limit as well.
    #[test]
    fn a_state_limit_stops_forms_and_search() {
        let sum = crate::parse("cram(3,4) + cram(2,3) + chomp(2,2)").unwrap();
        let budget = crate::Budget::default().with_state_limit(300);
        let error = budget.run(|| sum.misere()).unwrap_err();
        assert_eq!(
            error,
            GameError::Limit(crate::LimitExceeded::States { limit: 300 })
        );
        let analysis = crate::Budget::default().run(|| sum.misere()).unwrap();
        // Every component is tame.
        assert_eq!(analysis.method, MisereMethod::Tame);
        assert_eq!(analysis.outcome, search(&sum).unwrap().outcome);
    }

    #[test]
    fn the_search_respects_its_state_limit() {
        // (Its components' forms are small: `sum.misere()` answers by them within the limit.)
        let sum = crate::parse("sub[1,3,4](500) + bash[3](400)").unwrap();
        let budget = crate::Budget::default().with_state_limit(1000);
        assert_eq!(
            budget.run(|| search(&sum)).unwrap_err(),
            GameError::Limit(crate::LimitExceeded::States { limit: 1000 })
        );
        // Every position explored was counted, up to the limit, and nothing stays stated.
        assert_eq!(budget.progress(), 1000);
        assert_eq!(budget.known_progress(), None);
    }

    /// A large heap has as many options as tokens, and the search meets every smaller heap: the
    /// options it holds count against the state limit (before, `kayles(100000) + kayles(3)`
    /// listed options for minutes while the search itself held few positions).
    #[test]
    fn the_options_of_large_heaps_count_against_the_state_limit() {
        let sum = crate::parse("octal[0.07](100000, 3)").unwrap();
        let budget = crate::Budget::default().with_state_limit(10_000);
        let error = budget.run(|| search(&sum)).unwrap_err();
        // Stopped by the options, long before the search held that many positions.
        assert!(budget.progress() < 1_000, "{}", budget.progress());
        assert_eq!(
            error,
            GameError::Limit(crate::LimitExceeded::States { limit: 10_000 })
        );
    }
}
