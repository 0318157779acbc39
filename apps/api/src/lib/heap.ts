/**
 * How much memory a process lets garbage take. V8 lets the old space grow to up to four times what was live at
 * the last full collection before it collects again; a server that streams a large export promotes a steady
 * trickle of short-lived rows, so that slack, not anything kept, becomes its peak (an export of 777,501 rows: 315 MB
 * at V8's own choice, 186 MB at 50 %, no slower; decision 011). The flag is read at every full collection, so
 * setting it when the process starts takes effect at once.
 */
import v8 from 'node:v8';

export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
