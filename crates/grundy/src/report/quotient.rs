//! The report of `grundy quotient`: the misère quotient of a take-and-break game.

use serde::Serialize;

use crate::budget::tr;
use crate::quotient::genus::{Genus, HeapGenera, heap_genera};
use crate::quotient::monoid::generator_name;
use crate::quotient::{MAX_HEAPS, MisereQuotient, outgrew_limits};
use crate::{AnyFamily, GameError};

/// The misère quotient of a take-and-break game on heaps up to some size: `grundy quotient
/// --json`. Elements are named by their normal forms in the generators (`1`, `a`, `ab^2`).
///
/// ```
/// use grundy::report::QuotientReport;
/// let family = grundy::parse_family("octal[0.333]").unwrap();
/// let report = QuotientReport::of(family.as_ref(), 3, false).unwrap();
/// assert_eq!(report.order, 6);
/// assert_eq!(report.p_portion, vec!["a", "b^2"]);
/// assert_eq!(report.presentation.relations, vec!["a^2 = 1", "b^3 = b"]);
/// assert_eq!(report.heap_map, vec!["1", "a", "b", "ab"]);
/// assert!(report.tame);
/// let json = serde_json::to_string(&report).unwrap();
/// assert!(json.starts_with(r#"{"game":"octal[0.333]","code":"0.333","heaps":3,"order":6,"#));
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The misère quotient of a take-and-break game on heaps up to `heaps`. \
            Elements are named by their normal forms in the generators (`1`, `a`, `ab^2`)."
    )
)]
pub struct QuotientReport {
    /// The game as written (`octal[0.75]`, `kayles`).
    pub game: String,
    /// Its octal (or hexadecimal) code.
    pub code: String,
    /// The largest heap size covered.
    pub heaps: usize,
    /// The number of elements.
    pub order: usize,
    /// Every element by its normal form (`1`, `a`, `ab^2`), in order, the identity first.
    pub elements: Vec<String>,
    /// The elements of the P-portion (the misère P-positions).
    pub p_portion: Vec<String>,
    /// Generators and defining relations.
    pub presentation: Presentation,
    /// The element of each heap size from 0 (the pretending function).
    pub heap_map: Vec<String>,
    /// Whether the quotient is tame: trivial, or one of misère Nim's quotients T1, T2 (order
    /// 6), T3 (order 10), …, T_k (order 2^k + 2).
    pub tame: bool,
    /// The heap sizes at which the quotient grew.
    pub changes: Vec<usize>,
    /// The heap map's period as observed up to `heaps` (not a proof), if it has one.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub period: Option<ObservedPeriod>,
    /// How many (element, option elements) pairs the proof checked.
    pub verified_pairs: usize,
    /// The multiplication table, when asked for: `table[x][y]` is the product of elements `x`
    /// and `y` (indices into `elements`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<Vec<u32>>>,
    /// Conway's genus of each heap, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub genus: Option<GenusReport>,
}

/// Conway's genus of each heap of the game, and tameness read from it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GenusReport {
    /// Whether the game on these heaps is tame: every position of every heap has one of the
    /// tame genera 0^{120}, 1^{031} or a^{a(a⊕2)}.
    pub tame: bool,
    /// The genus of each heap size from 0.
    pub heaps: Vec<HeapGenus>,
    /// How many sums of heaps were valued.
    pub sums: usize,
}

/// The genus `g^{γ0γ1…}` of one heap.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HeapGenus {
    /// The symbol as written, e.g. `0^{120}`.
    pub symbol: String,
    /// `g`, the normal-play Grundy value.
    pub normal: u32,
    /// `γ0, γ1, …` up to the first two values of the alternation: the misère Grundy values of
    /// the heap plus 0, 1, 2, … copies of `*2`.
    pub misere: Vec<u32>,
    /// Whether every position of the heap has a tame genus.
    pub tame: bool,
}

impl GenusReport {
    /// The genera of a game's heaps `0..=heaps` (a take-and-break game), under the budget
    /// entered on this thread.
    ///
    /// ```
    /// use grundy::report::quotient::GenusReport;
    /// let kayles = grundy::parse_family("kayles").unwrap();
    /// let report = GenusReport::of(kayles.as_ref(), 3).unwrap();
    /// let symbols: Vec<&str> = report.heaps.iter().map(|h| h.symbol.as_str()).collect();
    /// assert_eq!(symbols, ["0^{120}", "1^{031}", "2^{20}", "3^{31}"]);
    /// assert!(report.tame);
    /// ```
    pub fn of(family: &dyn AnyFamily, heaps: usize) -> Result<GenusReport, GameError> {
        let rules = take_break(family)?;
        Ok(GenusReport::from_genera(&heap_genera(&rules, heaps)?))
    }

    /// The report of genera already computed.
    pub(crate) fn from_genera(genera: &HeapGenera) -> GenusReport {
        GenusReport {
            tame: genera.is_tame(),
            heaps: genera
                .genera()
                .iter()
                .zip(genera.tame_heaps())
                .map(|(genus, &tame)| HeapGenus::new(genus, tame))
                .collect(),
            sums: genera.sums(),
        }
    }
}

impl HeapGenus {
    fn new(genus: &Genus, tame: bool) -> HeapGenus {
        HeapGenus {
            symbol: genus.to_string(),
            normal: genus.normal(),
            misere: genus.abbreviated().to_vec(),
            tame,
        }
    }
}

/// The rules of a take-and-break game, or the error saying which games have quotients.
fn take_break(family: &dyn AnyFamily) -> Result<crate::takebreak::Rules, GameError> {
    family.take_break().ok_or_else(|| {
        GameError::Unsupported(tr!("unsupported-no-quotient", family = family.name()))
    })
}

/// A presentation by generators and relations.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Presentation {
    /// The generators' names: a, b, c, ...
    pub generators: Vec<String>,
    /// The heap each generator stands for.
    pub generator_heaps: Vec<usize>,
    /// The relations, `word = word`.
    pub relations: Vec<String>,
}

/// "Stable from heap `preperiod` with period `period`, checked to `checked_to`."
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ObservedPeriod {
    /// The first heap of the periodic stretch.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The largest heap checked.
    pub checked_to: usize,
    /// Whether the period is proven for every heap size, so that the quotient is that of the
    /// whole game (`MisereQuotient::proven_period`).
    pub proven: bool,
    /// The heaps a quotient must cover to prove the period, when the proof applies to the game.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub heaps_for_proof: Option<usize>,
}

impl QuotientReport {
    /// The quotient of `family` (a take-and-break game) on heaps up to `heaps`, under the budget
    /// entered on this thread; with the multiplication table if `table`.
    pub fn of(
        family: &dyn AnyFamily,
        heaps: usize,
        table: bool,
    ) -> Result<QuotientReport, GameError> {
        QuotientReport::with_options(family, heaps, table, false)
    }

    /// [`QuotientReport::of`], with the genus of each heap too when `genus` (`--genus`).
    ///
    /// ```
    /// use grundy::report::QuotientReport;
    /// let family = grundy::parse_family("octal[0.75]").unwrap();
    /// let report = QuotientReport::with_options(family.as_ref(), 6, false, true).unwrap();
    /// let genus = report.genus.as_ref().unwrap();
    /// assert_eq!(genus.heaps[1].symbol, "1^{031}");
    /// assert!(!genus.tame); // 0.75's quotient R8 is not a tame one
    /// ```
    pub fn with_options(
        family: &dyn AnyFamily,
        heaps: usize,
        table: bool,
        genus: bool,
    ) -> Result<QuotientReport, GameError> {
        QuotientReport::with_quotient(family, heaps, table, genus).map(|(_, report)| report)
    }

    /// [`QuotientReport::with_options`], with the quotient itself (for front ends that answer
    /// sums with it afterwards). A quotient that outgrows the state or memory limit, or the
    /// largest quotient built, fails with [`GameError::QuotientBeyondLimits`]: it may be
    /// infinite.
    ///
    /// ```
    /// use grundy::{Budget, GameError, LimitExceeded};
    /// use grundy::report::QuotientReport;
    /// let game = grundy::parse_family("octal[0.3122]").unwrap(); // infinite from heap 7
    /// let budget = Budget::unlimited().with_state_limit(2000);
    /// let error = budget
    ///     .run(|| QuotientReport::with_quotient(game.as_ref(), 7, false, false))
    ///     .unwrap_err();
    /// let GameError::QuotientBeyondLimits { cause, .. } = &error else { panic!("{error}") };
    /// assert!(matches!(**cause, GameError::Limit(LimitExceeded::States { limit: 2000 })));
    /// assert!(error.to_string().ends_with("the misère quotient of octal[0.3122] on heaps up to 7 is infinite or larger than these limits"));
    /// ```
    pub fn with_quotient(
        family: &dyn AnyFamily,
        heaps: usize,
        table: bool,
        genus: bool,
    ) -> Result<(MisereQuotient, QuotientReport), GameError> {
        let rules = take_break(family)?;
        let quotient = MisereQuotient::compute(&rules, heaps).map_err(|error| {
            if heaps <= MAX_HEAPS && outgrew_limits(&error) {
                GameError::QuotientBeyondLimits {
                    game: family.name(),
                    heaps,
                    cause: Box::new(error),
                }
            } else {
                error
            }
        })?;
        let mut report = QuotientReport::from_quotient(&family.name(), &quotient, table);
        if genus {
            report.genus = Some(GenusReport::from_genera(&heap_genera(&rules, heaps)?));
        }
        Ok((quotient, report))
    }

    /// The report of a quotient already computed.
    pub(crate) fn from_quotient(game: &str, q: &MisereQuotient, table: bool) -> QuotientReport {
        let m = q.monoid();
        let order = m.order();
        QuotientReport {
            game: game.to_string(),
            code: q.rules().to_string(),
            heaps: q.heaps(),
            order,
            elements: m.names(),
            p_portion: m.p_names(),
            presentation: Presentation {
                generators: (0..m.generators().len()).map(generator_name).collect(),
                generator_heaps: q.generator_heaps().to_vec(),
                relations: m.relation_texts(),
            },
            heap_map: q.heap_names(),
            tame: q.is_tame(),
            changes: q.changes().to_vec(),
            period: q
                .observed_period()
                .map(|(preperiod, period)| ObservedPeriod {
                    preperiod,
                    period,
                    checked_to: q.heaps(),
                    proven: q.proven_period().is_some(),
                    heaps_for_proof: q.heaps_for_proof(),
                }),
            verified_pairs: q.verified_pairs(),
            table: table.then(|| {
                (0..order as u32)
                    .map(|x| (0..order as u32).map(|y| m.product(x, y)).collect())
                    .collect()
            }),
            genus: None,
        }
    }

    /// The report as text, for people, in the language of the computation; the names of
    /// elements, relations and genus symbols are notation and stay as they are.
    pub fn text(&self) -> String {
        let labelled = |label: String, value: String| {
            tr!("quotient-line", label = label, value = value) + "\n"
        };
        let mut text = tr!(
            "quotient-title",
            game = self.game.as_str(),
            code = self.code.as_str(),
            heaps = self.heaps.to_string()
        ) + "\n";
        let tame = if self.tame {
            tr!("quotient-tame")
        } else {
            String::new()
        };
        text += &labelled(tr!("quotient-order"), format!("{}{tame}", self.order));
        let presentation = &self.presentation;
        text += &labelled(
            tr!("quotient-presentation"),
            format!(
                "⟨{} | {}⟩",
                presentation.generators.join(", "),
                presentation.relations.join(", ")
            ),
        );
        if !presentation.generators.is_empty() {
            let generators: Vec<String> = presentation
                .generators
                .iter()
                .zip(&presentation.generator_heaps)
                .map(|(g, h)| {
                    tr!(
                        "quotient-generator",
                        generator = g.as_str(),
                        heap = h.to_string()
                    )
                })
                .collect();
            text += &labelled(tr!("quotient-generators"), generators.join(", "));
        }
        text += &labelled(
            tr!("quotient-p-portion"),
            format!("{{{}}}", self.p_portion.join(", ")),
        );
        text += &labelled(tr!("quotient-elements"), self.elements.join(" "));
        match &self.genus {
            None => {
                text += &tr!("quotient-heap-map");
                text += "\n";
                for (h, name) in self.heap_map.iter().enumerate() {
                    text += &format!("  {h:>4}: {name}\n");
                }
            }
            Some(genus) => {
                let width = self
                    .heap_map
                    .iter()
                    .map(|e| e.chars().count())
                    .max()
                    .unwrap_or(1);
                text += &tr!("quotient-heap-map-genus");
                text += "\n";
                for (h, name) in self.heap_map.iter().enumerate() {
                    let (symbol, wild) = genus.heaps.get(h).map_or(("?", String::new()), |g| {
                        let wild = if g.tame {
                            String::new()
                        } else {
                            tr!("quotient-wild")
                        };
                        (g.symbol.as_str(), wild)
                    });
                    text += &format!("  {h:>4}: {name:<width$}  {symbol}{wild}\n");
                }
                let sums = genus.sums.to_string();
                text += &if genus.tame {
                    tr!("quotient-genus-tame", sums = sums)
                } else {
                    tr!("quotient-genus-wild", sums = sums)
                };
                text += "\n";
            }
        }
        text += &match &self.period {
            Some(p) => {
                let (preperiod, period, checked) = (
                    p.preperiod.to_string(),
                    p.period.to_string(),
                    p.checked_to.to_string(),
                );
                match (p.proven, p.heaps_for_proof) {
                    (true, _) => tr!(
                        "quotient-period-proven",
                        preperiod = preperiod,
                        period = period,
                        checked = checked
                    ),
                    (false, Some(needed)) => tr!(
                        "quotient-period-observed-needs",
                        preperiod = preperiod,
                        period = period,
                        checked = checked,
                        needed = needed.to_string()
                    ),
                    (false, None) => tr!(
                        "quotient-period-observed",
                        preperiod = preperiod,
                        period = period,
                        checked = checked
                    ),
                }
            }
            None => tr!("quotient-no-period", heaps = self.heaps.to_string()),
        };
        text += "\n";
        if !self.changes.is_empty() {
            let changes: Vec<String> = self.changes.iter().map(usize::to_string).collect();
            text += &tr!("quotient-grew", heaps = changes.join(", "));
            text += "\n";
        }
        text += &tr!("quotient-proof", pairs = self.verified_pairs.to_string());
        text += "\n";
        if let Some(table) = &self.table {
            let width = self
                .elements
                .iter()
                .map(|e| e.chars().count())
                .max()
                .unwrap_or(1);
            text += &tr!("quotient-table");
            text += "\n";
            text += &format!("{:>width$} |", "·");
            for e in &self.elements {
                text += &format!(" {e:>width$}");
            }
            text += "\n";
            for (x, row) in table.iter().enumerate() {
                text += &format!("{:>width$} |", self.elements[x]);
                for &y in row {
                    text += &format!(" {:>width$}", self.elements[y as usize]);
                }
                text += "\n";
            }
        }
        text
    }
}
