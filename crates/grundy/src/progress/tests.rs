//! The bookkeeping behind the progress reports (what a terminal draws can only be seen there).

use super::*;
use crate::budget::SHARE_PARTS;

fn at(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds)
}

#[test]
fn the_time_left_is_shown_only_for_work_of_known_size() {
    let budget = Budget::default();
    let mut watch = ProgressWatch::default();
    budget.add_progress(500); // a search of unknown size
    let first = watch.look(&budget, at(0.0));
    assert_eq!(
        (first.position, first.length, first.rate, first.left),
        (500, None, None, None)
    );
    assert_eq!(first.describe(), "500 steps");
    budget.add_progress(1500);
    let searching = watch.look(&budget, at(1.0));
    assert_eq!((searching.rate, searching.left), (Some(1500.0), None));
    assert_eq!(searching.describe(), "2,000 steps, 1,500 a second");
    // A table of 40 x 50 cells begins: its own steps, out of 2000, and a fresh rate.
    let table = budget.expect_progress(2000);
    table.advance(50);
    let begun = watch.look(&budget, at(1.5));
    assert_eq!(
        (begun.position, begun.length, begun.rate),
        (50, Some(2000), None)
    );
    assert_eq!(begun.describe(), "2%");
    budget.add_progress(10_000); // searches inside the cells are not the table's steps
    table.advance(150);
    let going = watch.look(&budget, at(2.5));
    assert_eq!((going.position, going.rate), (200, Some(150.0)));
    // 1800 cells left at 150 a second.
    assert_eq!(going.left, Some(Duration::from_secs(12)));
    assert_eq!(going.describe(), "10%, about 12s left");
    // The rate is measured over the last ten seconds only: the pace picked up.
    table.advance(100);
    watch.look(&budget, at(11.5));
    table.advance(1000);
    let faster = watch.look(&budget, at(13.5));
    assert_eq!(faster.rate, Some(500.0));
    assert_eq!(faster.describe(), "65%, about 1s left");
    // A low estimate never shows more done than the whole.
    table.advance(5000);
    let past = watch.look(&budget, at(14.0));
    assert_eq!((past.position, past.left), (2000, Some(Duration::ZERO)));
    assert_eq!(past.describe(), "100%, about 0s left");
    // Once the table is done, the work is of unknown size again: all the steps counted.
    drop(table);
    let after = watch.look(&budget, at(15.0));
    assert_eq!(
        (after.position, after.length, after.rate),
        (budget.progress(), None, None)
    );
    // A search that stops at the state limit at the latest.
    let search = budget.expect_at_most(1000);
    search.advance(100);
    let bounded = watch.look(&budget, at(16.0));
    assert!(bounded.at_most && !going.at_most);
    assert_eq!(bounded.describe(), "at least 10%");
}

/// A board search's question is shown by its name and measured share, and once it has run for
/// a while and done a little, the time left at its average pace since it began.
#[test]
fn a_question_is_extrapolated_at_its_pace_since_it_began() {
    let budget = Budget::default();
    let mut watch = ProgressWatch::default();
    // A first question, answered in 100 seconds.
    let first = budget.expect_share("is the value 1?");
    watch.look(&budget, at(0.0));
    first.reach(SHARE_PARTS / 2);
    watch.look(&budget, at(100.0));
    drop(first);
    // The next question: its clock starts when it is first seen, at 200 seconds.
    let question = budget.expect_share("is the value 2?");
    question.reach(SHARE_PARTS / 10);
    let begun = watch.look(&budget, at(200.0));
    assert_eq!(begun.name("working"), "is the value 2?");
    assert_eq!(begun.describe(), "about 10% of this question");
    // 20% after 5 seconds: too soon to extrapolate a burst.
    question.reach(SHARE_PARTS / 5);
    let early = watch.look(&budget, at(205.0));
    assert_eq!(early.left, None);
    assert_eq!(early.describe(), "about 20% of this question");
    // 20% after 60 seconds: the other 80% at that pace take 240 seconds, though the last ten
    // seconds gave no rate.
    let later = watch.look(&budget, at(260.0));
    assert_eq!(later.rate, None);
    assert_eq!(later.left, Some(Duration::from_secs(240)));
    assert_eq!(
        later.describe(),
        "about 20% of this question, 4m 00s more at its pace so far"
    );
    let chinese = Budget::default();
    chinese.context().set_language(crate::i18n::Lang::Zh);
    assert_eq!(
        chinese.run(|| later.describe()),
        "此问约完成 20%，按目前的平均速度约还需 4m 00s"
    );
    // Under 1% done: no estimate, however long it ran.
    drop(question);
    let slow = budget.expect_share("is the value 3?");
    slow.reach(SHARE_PARTS / 200);
    watch.look(&budget, at(300.0));
    let stuck = watch.look(&budget, at(400.0));
    assert_eq!(
        (stuck.left, stuck.name("working")),
        (None, "is the value 3?")
    );
}

#[test]
fn times_and_counts_are_written_for_people() {
    let seconds = |s| duration(Duration::from_secs(s));
    assert_eq!(seconds(0), "0s");
    assert_eq!(duration(Duration::from_millis(59_600)), "1m 00s");
    assert_eq!(seconds(45), "45s");
    assert_eq!(seconds(185), "3m 05s");
    assert_eq!(seconds(3600 * 2 + 7 * 60 + 59), "2h 07m");
    assert_eq!(seconds(86_400 + 3 * 3600), "1 day 3h");
    assert_eq!(seconds(86_400 * 40), "40 days 0h");
    let stamp = |s| clock(Duration::from_secs(s));
    assert_eq!(clock(Duration::from_millis(999)), "00:00:00");
    assert_eq!(stamp(3 * 3600 + 4 * 60 + 5), "03:04:05");
    assert_eq!(stamp(125 * 3600 + 59), "125:00:59");
    let counts: Vec<String> = [0, 7, 999, 1000, 12_345, 1_234_567, u64::MAX]
        .into_iter()
        .map(grouped)
        .collect();
    assert_eq!(
        counts,
        [
            "0",
            "7",
            "999",
            "1,000",
            "12,345",
            "1,234,567",
            "18,446,744,073,709,551,615"
        ]
    );
}

#[test]
fn a_moment_of_no_work_and_a_bounded_search_read_right() {
    let mut moment = ProgressMoment {
        position: 0,
        length: Some(0),
        at_most: false,
        question: None,
        rate: None,
        left: None,
        deadline_in: None,
    };
    assert_eq!(moment.describe(), "100%");
    moment.at_most = true;
    assert_eq!(moment.describe(), "at least 100%");
    // A search bounded by the state limit may end sooner; a deadline is named after it.
    let search = ProgressMoment {
        position: 250,
        length: Some(1000),
        at_most: true,
        question: None,
        rate: Some(50.0),
        left: Some(Duration::from_secs(15)),
        deadline_in: Some(Duration::from_secs(100)),
    };
    assert_eq!(
        search.describe(),
        "at least 25%, at most 15s left; the time limit ends it in 1m 40s"
    );
}

#[test]
fn a_budget_line_names_the_question_or_the_work_in_the_budgets_language() {
    let budget = Budget::default();
    let mut log = ProgressLog::new(Duration::ZERO);
    let cells = budget.expect_progress(4);
    cells.advance(1);
    let line = log.budget_line_if_due(&budget, "tabulating").unwrap();
    assert!(line.starts_with("[00:00:00] tabulating 25%"), "{line}");
    // Asked again at once: too soon to sample again, so no line.
    assert_eq!(log.budget_line_if_due(&budget, "tabulating"), None);
    drop(cells);
    let question = budget.expect_share("is the value 2?");
    question.reach(SHARE_PARTS / 2);
    std::thread::sleep(SAMPLE_EVERY);
    let line = log.budget_line_if_due(&budget, "tabulating").unwrap();
    assert!(
        line.ends_with("] is the value 2? about 50% of this question"),
        "{line}"
    );
    budget.context().set_language(crate::i18n::Lang::Zh);
    std::thread::sleep(SAMPLE_EVERY);
    let line = log.budget_line_if_due(&budget, "tabulating").unwrap();
    assert!(line.contains("50%"), "{line}");
    assert!(!line.contains("of this question"), "{line}");
}

#[test]
fn a_report_carries_the_moment_and_its_words() {
    let moment = ProgressMoment {
        position: 3,
        length: Some(10),
        at_most: true,
        question: None,
        rate: Some(1.0),
        left: Some(at(7.0)),
        deadline_in: Some(at(60.0)),
    };
    let report = ProgressReport::of(&moment, at(2.5));
    assert_eq!(report.elapsed_seconds, 2.5);
    assert_eq!(
        (report.done, report.total, report.at_most),
        (3, Some(10), true)
    );
    assert_eq!(report.left_seconds, Some(7.0));
    assert_eq!(report.time_limit_seconds, Some(60.0));
    assert_eq!(
        report.text,
        "at least 30%, at most 7s left; the time limit ends it in 1m 00s"
    );
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["question"], serde_json::Value::Null);
    assert_eq!(json["total"], 10);
}

#[test]
fn a_caller_asking_very_often_keeps_few_samples_and_the_same_rate() {
    let budget = Budget::default();
    let cells = budget.expect_progress(1_000_000);
    let mut watch = ProgressWatch::default();
    // A page asking a thousand times a second for two seconds, at 100 cells a second.
    let mut last = None;
    for millisecond in 0..=2000u64 {
        if millisecond > 0 && millisecond % 10 == 0 {
            cells.advance(1);
        }
        last = Some(watch.look(&budget, Duration::from_millis(millisecond)));
    }
    assert!(watch.samples.len() <= 42, "{} samples", watch.samples.len());
    let rate = last.unwrap().rate.unwrap();
    assert!((rate - 100.0).abs() < 1.0, "{rate}");
}
