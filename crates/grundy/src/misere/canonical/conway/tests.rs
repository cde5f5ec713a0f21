use proptest::prelude::*;

use super::super::born_by;
use super::*;

/// Reads a name back into a form, by a parser written apart from the printer: numbers are
/// heaps, lists are options, `#` wraps, `n` adds a heap, and `-n` is undone by trying every
/// form the table holds (not only the options the printer looks at).
struct Reader<'a> {
    table: &'a mut FormTable,
    text: Vec<char>,
    at: usize,
}

impl Reader<'_> {
    fn read(table: &mut FormTable, text: &str) -> MisereForm {
        let mut reader = Reader {
            table,
            text: text.chars().collect(),
            at: 0,
        };
        let form = reader.list();
        assert_eq!(reader.at, reader.text.len(), "unread text in {text}");
        form
    }

    fn peek(&self) -> Option<char> {
        self.text.get(self.at).copied()
    }

    fn next(&mut self) -> char {
        let c = self.text[self.at];
        self.at += 1;
        c
    }

    fn list(&mut self) -> MisereForm {
        let mut options = Vec::new();
        while matches!(self.peek(), Some(c) if c != ')') {
            options.push(self.name());
        }
        match options[..] {
            [only] => only,
            _ => self.table.from_options(&options),
        }
    }

    fn heap(&mut self) -> u32 {
        match self.next() {
            '[' => {
                let mut n = 0;
                while self.peek() != Some(']') {
                    n = n * 10 + self.next().to_digit(10).unwrap();
                }
                self.next();
                n
            }
            c => c.to_digit(10).unwrap(),
        }
    }

    fn name(&mut self) -> MisereForm {
        let mut form = if self.peek() == Some('(') {
            self.next();
            let inner = self.list();
            assert_eq!(self.next(), ')');
            inner
        } else {
            let n = self.heap();
            self.table.nimber(n)
        };
        if self.peek() == Some('_') {
            self.next();
            if self.peek() == Some('{') {
                self.next();
                while self.peek() != Some('}') {
                    form = self.subscript(form);
                }
                self.next();
            } else {
                form = self.subscript(form);
            }
        }
        form
    }

    fn subscript(&mut self, form: MisereForm) -> MisereForm {
        match self.peek() {
            Some('#') => {
                self.next();
                self.table.from_options(&[form])
            }
            Some('-') => {
                self.next();
                let heap = self.heap();
                let heap = self.table.nimber(heap);
                let held = self.table.entries.len();
                (0..held)
                    .map(|i| MisereForm(i as u32))
                    .find(|&h| self.table.add(h, heap).unwrap() == form)
                    .expect("a difference that exists")
            }
            _ => {
                let heap = self.heap();
                let heap = self.table.nimber(heap);
                self.table.add(form, heap).unwrap()
            }
        }
    }
}

fn name(table: &mut FormTable, form: MisereForm) -> String {
    table.conway_notation(form, 10_000).unwrap().unwrap()
}

fn reads_back(table: &mut FormTable, form: MisereForm) {
    let written = name(table, form);
    assert_eq!(Reader::read(table, &written), form, "{written}");
}

#[test]
fn the_names_of_the_literature() {
    let mut table = FormTable::new();
    let (zero, star, two, three, four) = (
        table.nimber(0),
        table.nimber(1),
        table.nimber(2),
        table.nimber(3),
        table.nimber(4),
    );
    assert_eq!(name(&mut table, zero), "0");
    assert_eq!(name(&mut table, star), "1");
    assert_eq!(name(&mut table, three), "3");
    let doubled = table.add(two, two).unwrap();
    assert_eq!(name(&mut table, doubled), "2_2");
    let sharp = table.from_options(&[two]);
    assert_eq!(name(&mut table, sharp), "2_#");
    let pair = table.from_options(&[four, two]);
    assert_eq!(name(&mut table, pair), "42");
    let sum = table.add(sharp, two).unwrap();
    let nested = table.from_options(&[sum]);
    assert_eq!(name(&mut table, nested), "2_{#2#}");
    let twelve = table.nimber(12);
    assert_eq!(name(&mut table, twelve), "[12]");
    let list = table.from_options(&[pair, zero]);
    assert_eq!(Reader::read(&mut table, "(42)0"), list);
}

#[test]
fn every_form_born_by_day_four_reads_back() {
    let mut table = FormTable::new();
    let day4 = born_by(&mut table, 4).pop().unwrap();
    assert_eq!(day4.len(), 22);
    let mut written = std::collections::HashSet::new();
    for &form in &day4 {
        reads_back(&mut table, form);
        assert!(
            written.insert(name(&mut table, form)),
            "two forms share a name"
        );
    }
}

#[test]
fn the_forms_of_small_games_read_back() {
    for expression in [
        "kayles(9)",
        "kayles(13)",
        "dawson(11)",
        "chomp(3,3,1)",
        "cram(3,4)",
        "nodekayles(grid:2x4)",
        "kayles(4) + cram(2,3) + nim(2,2)",
    ] {
        let mut table = FormTable::new();
        let form = table.of_sum(&crate::parse(expression).unwrap()).unwrap();
        reads_back(&mut table, form);
        let braces = table.notation(form, 10_000_000).unwrap();
        assert!(name(&mut table, form).len() <= braces.len(), "{expression}");
    }
}

#[test]
fn a_long_name_is_left_out() {
    let mut table = FormTable::new();
    let form = table.of_sum(&crate::parse("kayles(13)").unwrap()).unwrap();
    assert_eq!(table.conway_notation(form, 3).unwrap(), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random forms two or three levels above the forms born by day 3 read back.
    #[test]
    fn random_forms_read_back(picks in prop::collection::vec(prop::collection::vec(0usize..40, 0..5), 1..6)) {
        let mut table = FormTable::new();
        let mut pool = born_by(&mut table, 3).pop().unwrap();
        for pick in picks {
            let options: Vec<MisereForm> = pick.iter().map(|&i| pool[i % pool.len()]).collect();
            let form = table.from_options(&options);
            let sum = table.add(form, pool[pick.len() % pool.len()]).unwrap();
            pool.push(form);
            pool.push(sum);
        }
        for &form in &pool {
            reads_back(&mut table, form);
        }
    }
}
