// The CPU slowdown that makes this host act like Lighthouse's mid-tier phone, from the host's
// `benchmarkIndex` (a Lighthouse result's lhr.environment.benchmarkIndex). Lighthouse's fixed 4× is right
// only for a host of index ~1,533; a faster host needs more and a slower one less, so a fixed multiplier
// flatters a fast machine and punishes a slow one (issue 30).
//
// The piecewise-linear mapping is the one Lighthouse's throttling docs point to (the "Lighthouse CPU
// throttling calculator", docs/throttling.md#cpu-throttling): index 150 → 1×, 800 → 2×, 1300 → 3×, then
// +1× per 233 points (1533 → 4×, 2000 → 6×).

/** The multiplier for a host's benchmark index, to one decimal; never below 1. */
export function mobileSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`)
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650
  return Math.max(1, Math.round(multiplier * 10) / 10)
}

/**
 * How far a run's own index strays from the one the multiplier came from (0.25 = 25 %). Past about a
 * quarter the host changed speed during the bench (another job started, or CPU steal), and the run's
 * figures are not comparable with the others.
 */
export function indexDrift(calibratedIndex, runIndex) {
  if (!Number.isFinite(runIndex) || !Number.isFinite(calibratedIndex) || calibratedIndex <= 0) return null
  return Math.abs(runIndex - calibratedIndex) / calibratedIndex
}
