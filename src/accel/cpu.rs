//! The CPU features the primitives use. Each is asked here only, and the
//! standard library caches the answer after the first question (one load
//! and a bit test per call), so the features are detected once per process.

/// Whether the CPU has SSSE3 (`pshufb`: the nibble lookups of class runs).
///
/// SSSE3 is on every x86_64 CPU since 2006, but not in the target's
/// baseline.
#[inline(always)]
pub(crate) fn ssse3() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("ssse3")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the CPU has AVX2 (32-byte compares: the colon trigger and the
/// line count).
#[inline(always)]
pub(crate) fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the CPU has AVX-512BW (64-byte compares and lookups into bit
/// masks, masked loads: a window of up to 64 bytes in one step).
#[inline(always)]
pub(crate) fn avx512bw() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512bw")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}
