/** Small number helpers shared by the bench's measurements. */

/** Nearest-rank percentile of ascending values; 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** p50 / p95 / max of raw millisecond samples, rounded for the report. */
export function summarise(ms: readonly number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** A whole number from the environment, or the fallback when unset. */
export function envInt(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}
