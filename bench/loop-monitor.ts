/**
 * Preloaded into the controller process by the bench (`node --require`): measures how long the
 * event loop was held up (perf_hooks.monitorEventLoopDelay). On SIGUSR2 it writes the figures
 * since the last report to BENCH_LOOP_FILE and starts over, with the process's memory after a full
 * garbage collection (the bench starts the controller with --expose-gc), so that memory growth is
 * told apart from garbage not collected yet. Not part of the controller.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
    fs.writeFileSync(file, JSON.stringify({
      p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max),
      afterGc: gc ? { rssMiB: mib(process.memoryUsage.rss()), heapUsedMiB: mib(process.memoryUsage().heapUsed) } : undefined,
    }));
    histogram.reset();
  });
}
