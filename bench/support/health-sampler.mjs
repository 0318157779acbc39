/**
 * Samples `/api/health` every 100 ms for a while, in a process of its own (so the load generator's busy event loop
 * does not delay its timings), and prints every sample's time and status as one JSON line when done.
 *
 *   node bench/support/health-sampler.mjs <url> <seconds>
 */
const [url, seconds] = process.argv.slice(2);
// The first fetch of a fresh process opens the connection and compiles the client: not a sample of the server.
await fetch(`${url}/api/health`).then(
  (answer) => answer.arrayBuffer(),
  () => undefined,
);
const until = performance.now() + Number(seconds) * 1000;
const samples = [];
while (performance.now() < until) {
  const started = performance.now();
  const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })
    .then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    })
    .catch(() => 0);
  samples.push({ ms: Math.round((performance.now() - started) * 10) / 10, status });
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
