//! The CPU features the primitives use. Each is asked here only, once per
//! process: the answer is cached as one level, so that each question after
//! the first is one load and a compare.
//!
//! The AVX2 and AVX-512BW levels include the bit instructions that every
//! CPU with those vector units has beside them (BMI1, BMI2, POPCNT,
//! LZCNT): the forms compiled for those levels use them on their masks
//! (`blsr`, `blsmsk`, `andn`, `shlx`, `bzhi`, `tzcnt`, `popcnt`), where the
//! baseline target would spell each in several instructions.

/// What the CPU offers, in order: each level has all of the one below.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
enum Level {
    /// Not asked yet.
    Unknown = 0,
    /// The target's baseline (SSE2).
    Baseline = 1,
    /// SSSE3 (`pshufb`).
    Ssse3 = 2,
    /// AVX2 and the bit instructions.
    Avx2 = 3,
    /// AVX-512BW and the bit instructions.
    Avx512bw = 4,
}

/// The cached [`Level`], `Unknown` until asked.
#[cfg(target_arch = "x86_64")]
static LEVEL: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(Level::Unknown as u8);

/// Whether the CPU has at least `level`.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn at_least(level: Level) -> bool {
    // The answer first: where the CPU has the level, one compare.
    let known = LEVEL.load(std::sync::atomic::Ordering::Relaxed);
    if known >= level as u8 {
        return true;
    }
    known == Level::Unknown as u8 && detect() >= level
}

/// Asks the CPU for its level and caches it.
#[cfg(target_arch = "x86_64")]
#[cold]
#[inline(never)]
fn detect() -> Level {
    use std::arch::is_x86_feature_detected as has;
    // Each level asked only where the CPU has the one below: a level
    // stands for all below it (`at_least`), and a virtual machine may hide
    // any feature, whatever real CPUs have together.
    let ssse3 = has!("ssse3");
    let avx2 =
        ssse3 && has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") && has!("lzcnt");
    let level = if avx2 && has!("avx512bw") {
        Level::Avx512bw
    } else if avx2 {
        Level::Avx2
    } else if ssse3 {
        Level::Ssse3
    } else {
        Level::Baseline
    };
    LEVEL.store(level as u8, std::sync::atomic::Ordering::Relaxed);
    level
}

/// Whether the CPU has SSSE3 (`pshufb`: the nibble lookups of class runs).
///
/// SSSE3 is on every x86_64 CPU since 2006, but not in the target's
/// baseline.
#[inline(always)]
pub(crate) fn ssse3() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        at_least(Level::Ssse3)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the CPU has AVX2 (32-byte compares: the colon trigger, the
/// line count and the masks where AVX-512BW is missing) and the bit
/// instructions (BMI1, BMI2, POPCNT, LZCNT).
#[inline(always)]
pub(crate) fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        at_least(Level::Avx2)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the CPU has AVX-512BW (64-byte compares and lookups into bit
/// masks, masked loads: a window of up to 64 bytes in one step) and the
/// bit instructions (BMI1, BMI2, POPCNT, LZCNT).
#[inline(always)]
pub(crate) fn avx512bw() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        at_least(Level::Avx512bw)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}
