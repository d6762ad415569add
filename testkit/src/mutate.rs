//! Deterministic mutations of a string, for the differential tests: one to
//! four edits drawn from an [`Rng`], each an insertion, deletion or
//! replacement (with characters of the grammars and characters outside
//! them), a truncation or a duplicated slice. Half of the edits land inside
//! the authority (`//` to the next `/`), where hosts, users and ports meet.

use crate::corpus::Rng;

/// Characters the edits insert: every class of both grammars, and some
/// that neither allows.
pub const CHARS: &[char] = &[
    'a', 'Z', 'q', 'I', '0', '9', '1', '.', '-', '+', '_', '$', '!', '*', '\'', '(', ')', ',', ';',
    '/', '?', ':', '@', '&', '=', '%', 'F', '#', '"', ' ', '<', '{', '~', '\\', '\t', '\0', 'é',
    '\u{212A}',
];

/// The char boundaries of `s`, end included.
fn bounds(s: &str) -> Vec<usize> {
    s.char_indices().map(|(k, _)| k).chain([s.len()]).collect()
}

/// A char boundary of `s`, inside the authority half of the time.
fn position(rng: &mut Rng, s: &str) -> usize {
    let all = bounds(s);
    if rng.chance(500)
        && let Some(start) = s.find("//").map(|k| k + 2)
    {
        let end = s[start..].find('/').map_or(s.len(), |k| start + k);
        let inside: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&k| k >= start && k <= end)
            .collect();
        if !inside.is_empty() {
            return rng.pick(&inside);
        }
    }
    rng.pick(&all)
}

/// Applies one random edit to `s`.
pub fn mutate_once(rng: &mut Rng, s: &mut String) {
    let k = position(rng, s);
    match rng.below(8) {
        0..=2 => s.insert(k, rng.pick(CHARS)),
        3 | 4 if k < s.len() => {
            s.remove(k);
            if rng.chance(600) {
                s.insert(k, rng.pick(CHARS));
            }
        }
        5 => s.truncate(k),
        6 => {
            let j = rng.pick(&bounds(s));
            let (a, b) = (j.min(k), j.max(k));
            let piece: String = s[a..b].chars().take(40).collect();
            s.insert_str(b, &piece);
        }
        _ => s.insert(k, rng.pick(&['@', '.', '1', ':', 'x'])),
    }
}

/// One to four random edits.
pub fn mutate(rng: &mut Rng, s: &mut String) {
    for _ in 0..rng.range(1, 4) {
        mutate_once(rng, s);
    }
}
