//! `insertion_sort_by`: a stable sort of a short or nearly sorted slice, without the code of a
//! general sort (the Worker links no other sort). A leaf.

/// Sorts `items` in place, stably: an item moves before its neighbours while
/// `out_of_order(before, item)` holds. Quadratic in the worst case, linear on a sorted slice.
pub(crate) fn insertion_sort_by<T>(items: &mut [T], out_of_order: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0
            && items
                .get(j - 1)
                .zip(items.get(j))
                .is_some_and(|(a, b)| out_of_order(a, b))
        {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::insertion_sort_by;

    #[test]
    fn sorts_stably_as_the_general_sort_does() {
        let mut items: Vec<(u8, usize)> = [3, 1, 2, 3, 0, 1, 2, 0, 3]
            .into_iter()
            .enumerate()
            .map(|(n, key)| (key, n))
            .collect();
        let mut expected = items.clone();
        expected.sort_by_key(|item| item.0);
        insertion_sort_by(&mut items, |a, b| a.0 > b.0);
        assert_eq!(items, expected);
        insertion_sort_by(&mut items, |a, b| a.0 < b.0);
        expected.sort_by_key(|item| std::cmp::Reverse(item.0));
        assert_eq!(items, expected);
        let mut empty: [u8; 0] = [];
        insertion_sort_by(&mut empty, |a, b| a > b);
    }
}
