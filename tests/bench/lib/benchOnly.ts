/**
 * `BENCH_ONLY=customers,place-order npm run bench`: the parts of the benchmarks
 * to run. Unset, everything runs. A part answers to its own name or its group's.
 */
export function wanted(...names: string[]): boolean {
  const only =
    process.env.BENCH_ONLY?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  return only.length === 0 || names.some((n) => only.includes(n));
}

/** `BENCH_DB=postgres` (or `pglite`): the databases to measure on. Unset, both. */
export function wantedDatabase(kind: 'pglite' | 'postgres'): boolean {
  return (process.env.BENCH_DB ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .includes(kind);
}
