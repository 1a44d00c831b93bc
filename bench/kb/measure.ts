/** Latency figures in milliseconds. */
export type Latency = { runs: number; p50: number; p95: number; max: number };

export function summarize(samples: readonly number[]): Latency {
  const sorted = [...samples].sort((left, right) => left - right);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { runs: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

export async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export const ms = (value: number) => value.toFixed(1);
