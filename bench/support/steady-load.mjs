/**
 * A steady customer load, in a process of its own (so the benchmark's own work does not delay its timings): one GET
 * with the customer's session every 1000/rate ms for a while, each sent on time whether or not the ones before have
 * been answered (an open loop, as many customers are), and every answer's time and status printed as one JSON line
 * when done.
 *
 *   node bench/support/steady-load.mjs <url> <token> <rate per second> <seconds>
 */
const [url, token, rate, seconds] = process.argv.slice(2);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
const get = async () => {
  const started = performance.now();
  const status = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
    .then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    })
    .catch(() => 0);
  return { ms: Math.round((performance.now() - started) * 10) / 10, status };
};
// The first request of a fresh process opens the connection and compiles the client: not a sample of the server.
await get();
const interval = 1000 / Number(rate);
const total = Math.round(Number(seconds) * Number(rate));
const begun = performance.now();
const pending = [];
for (let index = 0; index < total; index += 1) {
  const due = begun + index * interval;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(get());
}
process.stdout.write(`${JSON.stringify(await Promise.all(pending))}\n`);
