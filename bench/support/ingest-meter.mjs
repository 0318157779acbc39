/**
 * Time and memory of the ingestion benchmark's children, phase by phase. Each phase records its wall time, the
 * highest resident set sampled while it ran, and the process's peak RSS as the kernel counts it when it ended: the
 * phase after which the kernel's peak jumps is the one that set it. `finish` prints everything as one JSON line.
 */
const MB = 1024 * 1024;
const SAMPLE_MS = 20;

const toMB = (bytes) => Math.round((bytes / MB) * 10) / 10;
/** The kernel's peak resident set of this process so far (Linux reports KB). */
const kernelPeakMB = () => Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;

export function createMeter() {
  const phases = {};
  let current = null;
  const sample = () => {
    const rss = process.memoryUsage.rss();
    if (current && rss > current.peak) current.peak = rss;
  };
  // Samples only land between turns of the event loop: a long synchronous step shows in the kernel's peak instead.
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();

  return {
    /**
     * Runs one phase and records it under `name`; answers what the phase answered.
     * @template T
     * @param {string} name
     * @param {() => Promise<T>} work
     * @returns {Promise<T>}
     */
    async phase(name, work) {
      current = { peak: process.memoryUsage.rss() };
      const started = performance.now();
      try {
        return await work();
      } finally {
        const ms = performance.now() - started;
        sample();
        phases[name] = {
          ms: Math.round(ms),
          rssSampledPeakMB: toMB(current.peak),
          rssAtEndMB: toMB(process.memoryUsage.rss()),
          processPeakAtEndMB: kernelPeakMB(),
        };
        current = null;
      }
    },
    /**
     * Prints the child's answer: `result`, its phases and its peak RSS, as the last line of stdout.
     * @param {Record<string, unknown>} result
     */
    finish(result) {
      clearInterval(timer);
      const report = { ...result, phases, maxRssMB: kernelPeakMB() };
      process.stdout.write(`${JSON.stringify(report)}\n`);
    },
  };
}
