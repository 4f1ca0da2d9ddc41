/**
 * Terminators at scale: what hosting SDKs and routers do all day (create, list, delete), and
 * where OpenZiti degraded from instant to hours at 10k-40k terminators (openziti/ziti #3318).
 * Creates `count` terminators through POST /terminators with `concurrency` requests in flight,
 * timing every thousand, then lists them all page by page and deletes them all the same way.
 * Creation time per thousand should be flat from the first thousand to the last.
 */
import { performance } from 'node:perf_hooks';

export interface TerminatorFigures {
  count: number;
  concurrency: number;
  createSeconds: number;
  /** ms taken by each successive thousand creations. */
  createMsPerThousand: number[];
  listSeconds: number;
  listPages: number;
  deleteSeconds: number;
  deleteMsPerThousand: number[];
  errors: number;
}

async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<{ seconds: number; perThousand: number[] }> {
  const perThousand: number[] = [];
  let next = 0;
  let done = 0;
  const started = performance.now();
  let lastMark = started;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      await work(next++);
      if (++done % 1000 === 0) {
        const now = performance.now();
        perThousand.push(Math.round(now - lastMark));
        lastMark = now;
      }
    }
  }));
  return { seconds: Math.round((performance.now() - started) / 10) / 100, perThousand };
}

export async function terminatorsAtScale(base: string, token: string, opts: { count: number; concurrency: number; services: string[]; routers: string[] }): Promise<TerminatorFigures> {
  const mgmt = `${base}/edge/management/v1`;
  const headers = { 'content-type': 'application/json', 'zt-session': token };
  const ids: string[] = new Array(opts.count);
  let errors = 0;
  const created = await inParallel(opts.count, opts.concurrency, async (i) => {
    const res = await fetch(`${mgmt}/terminators`, {
      method: 'POST', headers,
      body: JSON.stringify({ service: opts.services[i % opts.services.length], router: opts.routers[i % opts.routers.length], binding: 'edge', address: `bench-hosting-${i}` }),
    });
    const body = (await res.json()) as { data?: { id: string } };
    if (res.status !== 201 || !body.data) errors++;
    else ids[i] = body.data.id;
  });

  const listStarted = performance.now();
  let pages = 0;
  let listed = 0;
  for (let offset = 0; ; offset += 500) {
    const res = await fetch(`${mgmt}/terminators?limit=500&offset=${offset}&filter=${encodeURIComponent('address contains "bench-hosting-"')}`, { headers });
    const body = (await res.json()) as { data: unknown[]; meta: { pagination: { totalCount: number } } };
    if (res.status !== 200) { errors++; break; }
    pages++;
    listed += body.data.length;
    if (listed >= body.meta.pagination.totalCount || body.data.length === 0) break;
  }
  const listSeconds = Math.round((performance.now() - listStarted) / 10) / 100;
  if (listed !== opts.count - errors) errors++;

  const deleted = await inParallel(opts.count, opts.concurrency, async (i) => {
    if (!ids[i]) return;
    const res = await fetch(`${mgmt}/terminators/${ids[i]}`, { method: 'DELETE', headers });
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
  });
  return {
    count: opts.count, concurrency: opts.concurrency,
    createSeconds: created.seconds, createMsPerThousand: created.perThousand,
    listSeconds, listPages: pages,
    deleteSeconds: deleted.seconds, deleteMsPerThousand: deleted.perThousand,
    errors,
  };
}
