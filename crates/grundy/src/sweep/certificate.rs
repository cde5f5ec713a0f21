//! Certificates of proven periods: a JSON file with the code, the period, the theorem that
//! proves it and how far the values were checked, beside the values themselves as an OEIS
//! b-file (`n value` lines). [`verify_file`] checks one again from scratch with the naive
//! engine ([`crate::takebreak::NaiveEngine`]), sharing nothing with the sparse engine that
//! found the period.
//!
//! The theorem (Guy and Smith 1956): for an octal game whose last non-zero digit is at
//! position `t`, if `G(n + p) = G(n)` for every `n` from `n₀` up to a bound that depends on the
//! moves, then `G(n + p) = G(n)` for all `n ≥ n₀`. The certificate lists `G(0)` to
//! `G(checked_to − 1)`, enough for the bound (see `Bound::certifying_count`).
//!
//! The JSON object: `{"format": "grundy-period-certificate/1", "code", "preperiod", "period",
//! "saltus", "theorem", "theorem_form": "subtraction" | "two-heaps" | "three-heaps",
//! "statement", "last_digit", "checked_to", "values" (the b-file's name, in the same
//! directory), "engine", "engine_version"}`.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::budget::{Budget, LimitExceeded, tr};
use crate::excerpt::quote;
use crate::period::Period;
use crate::takebreak::proof::Bound;
use crate::takebreak::{Computation, EngineKind, Goal, Rules, Stop};

/// The `format` of every certificate.
pub(crate) const FORMAT: &str = "grundy-period-certificate/1";

/// The version of the engine that writes certificates.
pub(crate) const ENGINE_VERSION: &str = concat!("grundy ", env!("CARGO_PKG_VERSION"));

/// The largest certificate (JSON) read.
pub(crate) const MAX_CERTIFICATE_BYTES: u64 = 64 << 10;

/// The most bytes a b-file line may take on average (an index, a space, a value, a newline),
/// with room for comments: larger b-files are refused before they are read.
const MAX_BFILE_LINE_BYTES: u64 = 32;

/// The theorem: the octal periodicity theorem.
const THEOREM: &str = "octal periodicity theorem (Guy and Smith 1956; Winning Ways, chapter 4)";

/// Which form of the octal periodicity theorem proves the period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TheoremForm {
    /// No move splits a heap: the relation up to `n₀ + p + t` suffices.
    Subtraction,
    /// Moves leave at most two heaps: up to `2·max(n₀, 1) + p + t`.
    TwoHeaps,
    /// Moves may leave three heaps: up to `3·max(n₀, 1) + 2p + t`.
    ThreeHeaps,
}

impl TheoremForm {
    fn of(bound: Bound) -> TheoremForm {
        match bound {
            Bound::Subtraction => TheoremForm::Subtraction,
            Bound::TwoHeaps => TheoremForm::TwoHeaps,
            Bound::ThreeHeaps => TheoremForm::ThreeHeaps,
        }
    }

    fn bound(self) -> Bound {
        match self {
            TheoremForm::Subtraction => Bound::Subtraction,
            TheoremForm::TwoHeaps => Bound::TwoHeaps,
            TheoremForm::ThreeHeaps => Bound::ThreeHeaps,
        }
    }

    fn words(self) -> &'static str {
        match self {
            TheoremForm::Subtraction => "form for games without splits",
            TheoremForm::TwoHeaps => "form for moves that leave at most two heaps",
            TheoremForm::ThreeHeaps => "form for moves that leave three heaps",
        }
    }

    /// The words of `words` in the computation's language; `words` stays English because the
    /// certificate's statement is written with it.
    fn words_for_people(self) -> String {
        match self {
            TheoremForm::Subtraction => tr!("certificate-form-subtraction"),
            TheoremForm::TwoHeaps => tr!("certificate-form-two-heaps"),
            TheoremForm::ThreeHeaps => tr!("certificate-form-three-heaps"),
        }
    }
}

/// What a certificate claims: `code` has `G(n + period) = G(n) + saltus` for every
/// `n ≥ preperiod` (the smallest such preperiod and period), and the values `G(0)` to
/// `G(checked_to − 1)` in the b-file named `values` prove it by `theorem`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Certificate {
    /// `FORMAT`.
    pub format: String,
    /// The octal code.
    pub code: String,
    /// The smallest preperiod.
    pub preperiod: u64,
    /// The smallest period.
    pub period: u64,
    /// Always 0: the theorem proves ordinary periods.
    pub saltus: u64,
    /// The theorem, named.
    pub theorem: String,
    /// Which form of it applies to the code.
    pub theorem_form: TheoremForm,
    /// The theorem's statement for this code, in words (for readers; the verifier derives it
    /// again from the numbers).
    pub statement: String,
    /// The position `t` of the code's last non-zero digit.
    pub last_digit: u64,
    /// How many values the b-file lists and the relation was checked on: `G(0)` to
    /// `G(checked_to − 1)`.
    pub checked_to: u64,
    /// The b-file's name, in the certificate's directory.
    pub values: String,
    /// The engine that computed the values.
    pub engine: String,
    /// Its version (`ENGINE_VERSION`).
    pub engine_version: String,
}

/// A certificate with the values it lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertifiedPeriod {
    /// The certificate.
    pub certificate: Certificate,
    /// `G(0)` to `G(checked_to − 1)`.
    pub values: Vec<u32>,
}

/// `the form for ...: G(n + 34) = G(n) for 52 <= n < 140 implies G(n + 34) = G(n) for every
/// n >= 52`.
fn statement(form: TheoremForm, period: &Period, checked_to: u64) -> String {
    let (n0, p) = (period.preperiod, period.period);
    format!(
        "the {}: G(n + {p}) = G(n) for {n0} <= n < {} implies G(n + {p}) = G(n) for every n >= {n0}",
        form.words(),
        checked_to.saturating_sub(p)
    )
}

impl CertifiedPeriod {
    /// The certificate of `run`'s proven period, computed for `code`; `None` if no period is
    /// proven.
    ///
    /// ```
    /// use grundy::sweep::CertifiedPeriod;
    /// use grundy::takebreak::{Computation, EngineKind, Goal, Rules};
    /// let mut run = Computation::new(Rules::parse_code("0.77").unwrap(), EngineKind::Sparse);
    /// run.run(Goal::until_proven(1000), |_| true);
    /// let kayles = CertifiedPeriod::of("0.77", &run).unwrap();
    /// // Period 12 from 71: the two-heap form needs G(0..168).
    /// assert_eq!(kayles.certificate.checked_to, 168);
    /// assert_eq!(kayles.values[..6], [0, 1, 2, 3, 1, 4]);
    /// ```
    pub fn of(code: &str, run: &Computation) -> Option<CertifiedPeriod> {
        let period = run.proven_period()?;
        let checked_to = run.certifying_count()?;
        let form = TheoremForm::of(Bound::for_rules(run.rules())?);
        let values = (0..checked_to as usize)
            .map(|n| run.values().get(n))
            .collect();
        Some(CertifiedPeriod {
            certificate: Certificate {
                format: FORMAT.to_string(),
                code: code.to_string(),
                preperiod: period.preperiod,
                period: period.period,
                saltus: period.saltus,
                theorem: THEOREM.to_string(),
                theorem_form: form,
                statement: statement(form, &period, checked_to),
                last_digit: run.rules().last_digit() as u64,
                checked_to,
                values: bfile_name(code),
                engine: "sparse".to_string(),
                engine_version: ENGINE_VERSION.to_string(),
            },
            values,
        })
    }

    /// Writes the certificate to `DIR/CODE.json` and its values to `DIR/CODE.b.txt`, each
    /// atomically (the b-file first, so a certificate never names a missing file). Returns
    /// the certificate's path.
    pub fn write(&self, dir: &Path) -> io::Result<PathBuf> {
        let code = &self.certificate.code;
        crate::files::write_atomically(
            &dir.join(&self.certificate.values),
            bfile(code, &self.values).as_bytes(),
        )?;
        let path = certificate_path(dir, code);
        let mut json = serde_json::to_string_pretty(&self.certificate).map_err(io::Error::from)?;
        json.push('\n');
        crate::files::write_atomically(&path, json.as_bytes())?;
        Ok(path)
    }
}

/// Where the certificate of `code` goes in `dir`: `DIR/0.137.json`.
pub fn certificate_path(dir: &Path, code: &str) -> PathBuf {
    dir.join(format!("{code}.json"))
}

/// The b-file's name for `code`: `0.137.b.txt`.
fn bfile_name(code: &str) -> String {
    format!("{code}.b.txt")
}

/// The values as an OEIS b-file: a comment line, then `n G(n)` for every n.
///
/// ```
/// use grundy::sweep::certificate::{bfile, parse_bfile};
/// let text = bfile("0.07", &[0, 0, 1, 1]);
/// assert!(text.ends_with("0 0\n1 0\n2 1\n3 1\n"));
/// assert_eq!(parse_bfile(&text).unwrap(), [0, 0, 1, 1]);
/// ```
pub fn bfile(code: &str, values: &[u32]) -> String {
    use std::fmt::Write;
    let mut text = format!("# Sprague-Grundy values G(n) of the octal game {code}\n");
    for (n, value) in values.iter().enumerate() {
        let _ = writeln!(text, "{n} {value}");
    }
    text
}

/// Reads a b-file: lines `n value` with n = 0, 1, 2, … in order; blank lines and lines starting
/// with `#` are skipped. Errors name the line and quote at most 80 characters of it.
///
/// ```
/// use grundy::sweep::certificate::parse_bfile;
/// assert_eq!(parse_bfile("# comment\n0 0\n1 1\n\n2 2").unwrap(), [0, 1, 2]);
/// assert!(parse_bfile("0 0\n2 1\n").unwrap_err().contains("line 2"));
/// ```
pub fn parse_bfile(text: &str) -> Result<Vec<u32>, String> {
    let mut values = Vec::new();
    for (line_number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fail = |what: String| {
            tr!(
                "certificate-bfile-line",
                line = (line_number + 1).to_string(),
                what = what,
                text = quote(line)
            )
        };
        let mut words = line.split_whitespace();
        let (Some(n), Some(value), None) = (words.next(), words.next(), words.next()) else {
            return Err(fail(tr!("certificate-bfile-expected-pair")));
        };
        if n.parse::<u64>().ok() != Some(values.len() as u64) {
            return Err(fail(tr!(
                "certificate-bfile-expected-n",
                n = values.len().to_string()
            )));
        }
        let value = value
            .parse::<u32>()
            .map_err(|_| fail(tr!("certificate-bfile-not-u32")))?;
        values.push(value);
    }
    Ok(values)
}

/// Why a certificate did not verify; the reasons are worded in the language of the computation
/// that checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The certificate or its b-file cannot be read, or is not in the format.
    Unreadable(String),
    /// The certificate is wrong: a claim or a value disagrees with the naive engine.
    Refuted(String),
    /// The budget ran out, or the verification was cancelled.
    Limit(LimitExceeded),
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Unreadable(why) => {
                write!(f, "{}", tr!("certificate-unreadable", why = why.as_str()))
            }
            VerifyError::Refuted(why) => {
                write!(f, "{}", tr!("certificate-refuted", why = why.as_str()))
            }
            VerifyError::Limit(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for VerifyError {}

impl From<LimitExceeded> for VerifyError {
    fn from(why: LimitExceeded) -> Self {
        VerifyError::Limit(why)
    }
}

/// What a verified certificate proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The code.
    pub code: String,
    /// Its period, smallest preperiod and period.
    pub period: Period,
    /// How many values the naive engine computed and checked.
    pub checked_to: u64,
    /// The form of the theorem that applies.
    pub form: TheoremForm,
}

impl fmt::Display for Verified {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n0, p) = (self.period.preperiod, self.period.period);
        // Numbers as text: no digit grouping, and checked_to may pass a Fluent number.
        let text = tr!(
            "certificate-verified",
            code = self.code.as_str(),
            period = p.to_string(),
            preperiod = n0.to_string(),
            checked = self.checked_to.to_string(),
            form = self.form.words_for_people()
        );
        write!(f, "{text}")
    }
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> VerifyError + '_ {
    move |error| VerifyError::Unreadable(format!("{}: {error}", path.display()))
}

/// Reads the certificate at `path` and its b-file (at most `MAX_CERTIFICATE_BYTES` and what
/// `checked_to` values can take), then [`verify`]s it, under [`Budget::current`].
pub fn verify_file(path: &Path) -> Result<Verified, VerifyError> {
    let size = std::fs::metadata(path).map_err(io_error(path))?.len();
    if size > MAX_CERTIFICATE_BYTES {
        return Err(VerifyError::Unreadable(tr!(
            "certificate-too-long",
            path = path.display().to_string(),
            size = size.to_string(),
            most = MAX_CERTIFICATE_BYTES.to_string()
        )));
    }
    let text = std::fs::read_to_string(path).map_err(io_error(path))?;
    let certificate: Certificate = serde_json::from_str(&text).map_err(|error| {
        VerifyError::Unreadable(tr!(
            "certificate-not-json",
            path = path.display().to_string(),
            error = quote(&error.to_string())
        ))
    })?;
    let name = &certificate.values;
    if name.is_empty()
        || name.contains(['/', '\\'])
        || name == ".."
        || name == "."
        || name.chars().any(char::is_control)
    {
        return Err(VerifyError::Unreadable(tr!(
            "certificate-values-name",
            name = quote(name)
        )));
    }
    let bfile_path = path.parent().unwrap_or(Path::new(".")).join(name);
    let size = std::fs::metadata(&bfile_path)
        .map_err(io_error(&bfile_path))?
        .len();
    let most = certificate
        .checked_to
        .saturating_mul(MAX_BFILE_LINE_BYTES)
        .saturating_add(MAX_CERTIFICATE_BYTES);
    if size > most {
        return Err(VerifyError::Unreadable(tr!(
            "certificate-bfile-too-long",
            path = bfile_path.display().to_string(),
            size = size.to_string(),
            count = certificate.checked_to.to_string()
        )));
    }
    Budget::current().check_memory(
        size,
        tr!(
            "certificate-reading",
            path = bfile_path.display().to_string()
        ),
    )?;
    let text = std::fs::read_to_string(&bfile_path).map_err(io_error(&bfile_path))?;
    let values = parse_bfile(&text).map_err(|why| {
        VerifyError::Unreadable(tr!(
            "certificate-not-bfile",
            path = bfile_path.display().to_string(),
            why = why
        ))
    })?;
    verify(&certificate, &values)
}

/// Checks `certificate` with `values` (its b-file), from scratch: the naive engine computes
/// `G(0)` to `G(checked_to − 1)` again (under [`Budget::current`]) and they must equal the
/// b-file; the theorem's form must be the one the code's moves call for, with enough values
/// for it; the period must hold on them from the preperiod on; and no smaller period or
/// preperiod may fit. The first thing that fails is the error.
///
/// ```
/// use grundy::sweep::certificate::{VerifyError, verify};
/// use grundy::sweep::{SweepLimit, run_code};
/// let certified = run_code("0.137", SweepLimit::Max(1000), true).unwrap().certificate.unwrap();
/// let verified = verify(&certified.certificate, &certified.values).unwrap();
/// assert_eq!((verified.period.preperiod, verified.period.period), (52, 34));
/// let mut tampered = certified.certificate.clone();
/// tampered.period = 17;
/// assert!(matches!(verify(&tampered, &certified.values), Err(VerifyError::Refuted(_))));
/// ```
pub fn verify(certificate: &Certificate, values: &[u32]) -> Result<Verified, VerifyError> {
    let refuted = |why: String| Err(VerifyError::Refuted(why));
    if certificate.format != FORMAT {
        return Err(VerifyError::Unreadable(tr!(
            "certificate-other-format",
            found = quote(&certificate.format),
            format = FORMAT
        )));
    }
    let code = quote(&certificate.code);
    let rules = Rules::parse_code(&certificate.code).map_err(|error| {
        VerifyError::Unreadable(tr!(
            "certificate-not-a-code",
            code = &code,
            error = error.to_string()
        ))
    })?;
    let Some(bound) = Bound::for_rules(&rules) else {
        return refuted(tr!("certificate-no-form", code = &code));
    };
    let form = TheoremForm::of(bound);
    let t = rules.last_digit() as u64;
    let (n0, p, checked_to) = (
        certificate.preperiod,
        certificate.period,
        certificate.checked_to,
    );
    if certificate.theorem_form != form {
        return refuted(tr!(
            "certificate-wrong-form",
            code = &code,
            used = certificate.theorem_form.words_for_people(),
            needed = form.words_for_people()
        ));
    }
    if certificate.last_digit != t {
        return refuted(tr!(
            "certificate-wrong-last-digit",
            code = &code,
            claimed = certificate.last_digit.to_string(),
            actual = t.to_string()
        ));
    }
    if certificate.saltus != 0 {
        return refuted(tr!(
            "certificate-saltus",
            saltus = certificate.saltus.to_string()
        ));
    }
    if p == 0 {
        return refuted(tr!("certificate-period-zero"));
    }
    let needed = form.bound().certifying_count(n0, p, t);
    if checked_to < needed {
        return refuted(tr!(
            "certificate-too-few-values",
            period = p.to_string(),
            preperiod = n0.to_string(),
            needed = needed.to_string(),
            checked = checked_to.to_string()
        ));
    }
    if values.len() as u64 != checked_to {
        return refuted(tr!(
            "certificate-bfile-count",
            count = values.len().to_string(),
            checked = checked_to.to_string()
        ));
    }
    let mut run = Computation::new(rules, EngineKind::Naive);
    if let Stop::Limit(why) = run.run(Goal::count(checked_to as usize), |_| true) {
        return Err(why.into());
    }
    let naive = run.values();
    let budget = Budget::current();
    for (n, &listed) in values.iter().enumerate() {
        if n % 65536 == 0 {
            budget.check()?;
        }
        let value = naive.get(n);
        if value != listed {
            return refuted(tr!(
                "certificate-value-differs",
                n = n.to_string(),
                listed = listed.to_string(),
                value = value.to_string()
            ));
        }
    }
    let g = |n: u64| naive.get(n as usize);
    if let Some(n) = (n0..checked_to - p).find(|&n| g(n + p) != g(n)) {
        return refuted(tr!(
            "certificate-period-fails",
            later = (n + p).to_string(),
            shifted = g(n + p).to_string(),
            n = n.to_string(),
            value = g(n).to_string(),
            period = p.to_string(),
            preperiod = n0.to_string()
        ));
    }
    if n0 > 0 && g(n0 - 1 + p) == g(n0 - 1) {
        return refuted(tr!(
            "certificate-preperiod-not-smallest",
            later = (n0 - 1 + p).to_string(),
            earlier = (n0 - 1).to_string(),
            preperiod = n0.to_string()
        ));
    }
    // A divisor d of p that repeats over one period repeats everywhere p does.
    if let Some(d) = (1..p).find(|&d| p % d == 0 && (n0..n0 + p).all(|n| g(n + d) == g(n))) {
        return refuted(tr!(
            "certificate-period-not-smallest",
            divisor = d.to_string(),
            preperiod = n0.to_string(),
            period = p.to_string()
        ));
    }
    Ok(Verified {
        code: certificate.code.clone(),
        period: Period {
            preperiod: n0,
            period: p,
            saltus: 0,
        },
        checked_to,
        form,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::{SweepLimit, run_code};
    use crate::takebreak::naive_values;

    /// Kayles' certificate, with its b-file extended to `len` values by the naive engine.
    fn kayles(len: usize) -> (Certificate, Vec<u32>) {
        let certified = run_code("0.77", SweepLimit::Max(1000), true)
            .unwrap()
            .certificate
            .unwrap();
        let values: Vec<u32> = naive_values(&Rules::parse_code("0.77").unwrap(), len)
            .into_iter()
            .map(|v| v as u32)
            .collect();
        assert_eq!(values[..168], certified.values[..]);
        let mut certificate = certified.certificate;
        certificate.checked_to = len as u64;
        (certificate, values)
    }

    fn refutation(certificate: &Certificate, values: &[u32]) -> String {
        match verify(certificate, values) {
            Err(VerifyError::Refuted(why)) => why,
            other => panic!("expected a refutation, got {other:?}"),
        }
    }

    #[test]
    fn every_claim_is_checked() {
        let (good, values) = kayles(400);
        // More values than the theorem needs are fine.
        assert!(verify(&good, &values).is_ok());
        // Preperiod 72 and period 24 hold, but are not the smallest.
        let later = Certificate {
            preperiod: 72,
            ..good.clone()
        };
        assert!(refutation(&later, &values).contains("not the smallest preperiod"));
        let longer = Certificate {
            period: 24,
            ..good.clone()
        };
        assert!(refutation(&longer, &values).contains("period 12 holds as well"));
        let slanted = Certificate {
            saltus: 1,
            ..good.clone()
        };
        assert!(refutation(&slanted, &values).contains("saltus 1"));
        let misread = Certificate {
            last_digit: 3,
            ..good.clone()
        };
        assert!(refutation(&misread, &values).contains("position 3, not 2"));
        assert!(refutation(&good, &values[..399]).contains("lists 399 values"));
        let zero = Certificate {
            period: 0,
            ..good.clone()
        };
        assert!(refutation(&zero, &values).contains("period 0"));
        let other = Certificate {
            format: "something/2".into(),
            ..good.clone()
        };
        assert!(matches!(
            verify(&other, &values),
            Err(VerifyError::Unreadable(_))
        ));
        // Dawson's Kayles is 0.07: its values are not Kayles'.
        let dawson = Certificate {
            code: "0.07".into(),
            ..good.clone()
        };
        let why = refutation(&dawson, &values);
        assert!(
            why.contains("the b-file gives G(1) = 1, but the naive engine computes G(1) = 0"),
            "{why}"
        );
    }

    #[test]
    fn verification_stops_at_the_budget() {
        let (good, values) = kayles(400);
        let budget = Budget::default();
        budget.cancel();
        assert_eq!(
            budget.run(|| verify(&good, &values)),
            Err(VerifyError::Limit(LimitExceeded::Cancelled))
        );
        let small = Budget::default().with_memory_limit(100);
        assert!(matches!(
            small.run(|| verify(&good, &values)),
            Err(VerifyError::Limit(LimitExceeded::Memory { .. }))
        ));
    }

    #[test]
    fn certificates_round_trip_through_their_files() {
        let dir = std::env::temp_dir().join(format!("grundy-cert-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let certified = run_code("0.137", SweepLimit::Max(1000), true)
            .unwrap()
            .certificate
            .unwrap();
        let path = certified.write(&dir).unwrap();
        assert_eq!(path, dir.join("0.137.json"));
        let verified = verify_file(&path).unwrap();
        assert_eq!(
            (verified.period.preperiod, verified.period.period),
            (52, 34)
        );
        assert_eq!(verified.form, TheoremForm::TwoHeaps);
        // Subtraction games (no split) use the stronger bound: {1,3,4} is 0.3033.
        let subtraction = run_code("0.3033", SweepLimit::Max(1000), true)
            .unwrap()
            .certificate
            .unwrap();
        assert_eq!(
            subtraction.certificate.theorem_form,
            TheoremForm::Subtraction
        );
        assert_eq!(subtraction.certificate.checked_to, 2 * 7 + 4);
        let path = subtraction.write(&dir).unwrap();
        assert!(verify_file(&path).is_ok());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
