//! Vertex names, interned: every name once in one string, found again through a hash table
//! of vertex ids. A graph of millions of vertices then holds three allocations for its names
//! instead of two per vertex (a `Vec<String>` and a `HashMap<String, u32>`), which takes half
//! the memory and frees in an instant.

use hashbrown::{DefaultHashBuilder, HashTable};
use std::hash::BuildHasher;

/// The names of a graph's vertices, by id (0, 1, ... in the order they were added).
#[derive(Clone, Default)]
pub(crate) struct Names {
    /// Every name, one after another.
    text: String,
    /// `ends[v]`: where name `v` ends in `text` (it starts where name `v - 1` ends).
    ends: Vec<u32>,
    /// The ids, hashed by their names.
    table: HashTable<u32>,
    hasher: DefaultHashBuilder,
}

impl std::fmt::Debug for Names {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Names {
    /// How many names.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// The name of vertex `v`.
    pub(crate) fn get(&self, v: u32) -> &str {
        let v = v as usize;
        let start = if v == 0 { 0 } else { self.ends[v - 1] as usize };
        &self.text[start..self.ends[v] as usize]
    }

    /// The names, by id.
    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        (0..self.len() as u32).map(|v| self.get(v))
    }

    /// The id of `name`, if it is here.
    pub(crate) fn find(&self, name: &str) -> Option<u32> {
        let hash = self.hasher.hash_one(name);
        self.table.find(hash, |&v| self.get(v) == name).copied()
    }

    /// The id of `name`, added with the next id if it is new; `None` when the names would no
    /// longer fit (4 GiB of text, or `u32::MAX` names).
    pub(crate) fn find_or_add(&mut self, name: &str) -> Option<u32> {
        let hash = self.hasher.hash_one(name);
        let Names {
            text,
            ends,
            table,
            hasher,
        } = self;
        let name_of = |v: u32| {
            let v = v as usize;
            let start = if v == 0 { 0 } else { ends[v - 1] as usize };
            &text[start..ends[v] as usize]
        };
        if let Some(&v) = table.find(hash, |&v| name_of(v) == name) {
            return Some(v);
        }
        let id = u32::try_from(ends.len()).ok().filter(|&id| id < u32::MAX)?;
        let end = u32::try_from(text.len() + name.len()).ok()?;
        text.push_str(name);
        ends.push(end);
        let (text, ends) = (&*text, &*ends);
        table.insert_unique(hash, id, |&v| {
            let v = v as usize;
            let start = if v == 0 { 0 } else { ends[v - 1] as usize };
            hasher.hash_one(&text[start..ends[v] as usize])
        });
        Some(id)
    }

    /// About how many bytes the names take.
    pub(crate) fn heap_bytes(&self) -> u64 {
        self.text.capacity() as u64 + self.ends.capacity() as u64 * 4
            // A table slot: the id and a control byte, at most 7/8 full.
            + self.table.capacity() as u64 * 5 * 8 / 7
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    proptest! {
        /// The same ids as the obvious map from names to ids.
        #[test]
        fn names_get_the_ids_a_map_gives(words in prop::collection::vec("[a-c]{0,3}", 0..60)) {
            let mut names = Names::default();
            let mut map: HashMap<String, u32> = HashMap::new();
            for word in &words {
                let next = map.len() as u32;
                let expected = *map.entry(word.clone()).or_insert(next);
                prop_assert_eq!(names.find_or_add(word), Some(expected));
            }
            prop_assert_eq!(names.len(), map.len());
            for (word, &id) in &map {
                prop_assert_eq!(names.find(word), Some(id));
                prop_assert_eq!(names.get(id), word.as_str());
            }
            prop_assert_eq!(names.find("zzzz"), None);
        }
    }
}
