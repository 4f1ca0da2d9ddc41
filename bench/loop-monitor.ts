/**
 * Preloaded into the controller process by the bench (`node --require`): measures how long the
 * event loop was held up (perf_hooks.monitorEventLoopDelay). On SIGUSR2 it writes the figures
 * since the last report to BENCH_LOOP_FILE and starts over, with the process's memory after a full
 * garbage collection (the bench starts the controller with --expose-gc), so that memory growth is
 * told apart from garbage not collected yet. Not part of the controller.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
/** Memory after the collection: what the process holds, and how much of it is JavaScript's. */
function memory(mib: (bytes: number) => number) {
  const m = process.memoryUsage();
  return {
    rssMiB: mib(m.rss), heapUsedMiB: mib(m.heapUsed), heapTotalMiB: mib(m.heapTotal), externalMiB: mib(m.external),
    // Memory the allocator holds for the process beyond V8's heap (buffers, native modules, freed but kept).
    nativeMiB: mib(m.rss - m.heapTotal),
    // Which V8 spaces hold the heap's pages (committed, used).
    spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, `${mib(s.space_size)}/${mib(s.space_used_size)}`])),
  };
}

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
    // Written aside and renamed: the bench reads the file as soon as it exists, never half-written.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({
      p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max),
      afterGc: gc ? memory(mib) : undefined,
    }));
    fs.renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
}
