//! Steps of work, counted for the test that proves `scan` linear in its
//! document whatever the document holds (`tests/work.rs`): each search
//! and walk of the scan adds the bytes it looked at. Without the
//! `count-work` feature (the default) counting is nothing at all.

#[cfg(feature = "count-work")]
thread_local! {
    static STEPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Adds `n` steps (bytes looked at) to this thread's count.
#[inline(always)]
pub(crate) fn step(n: usize) {
    #[cfg(feature = "count-work")]
    STEPS.with(|s| s.set(s.get() + n as u64));
    #[cfg(not(feature = "count-work"))]
    let _ = n;
}

/// The steps counted on this thread since the last call, and a new count.
///
/// ```
/// # #[cfg(feature = "count-work")] {
/// urlbnf::work::take();
/// let n = urlbnf::scan::scan("see http://h.example/a", urlbnf::Grammar::Rfc1738).count();
/// assert_eq!(n, 1);
/// assert!(urlbnf::work::take() > 0);
/// # }
/// ```
#[cfg(feature = "count-work")]
pub fn take() -> u64 {
    STEPS.with(|s| s.replace(0))
}
