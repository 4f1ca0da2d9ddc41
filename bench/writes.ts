/**
 * Write measurements: single writes that move nobody (their latency must not grow with the
 * network), a policy change that moves a whole group, and a background writer to run while
 * reads are measured.
 */

export interface Latency {
  name: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface Api {
  call(method: string, path: string, body?: unknown): Promise<any>;
}

/** A management API client logged in as the admin. */
export async function adminApi(base: string, password: string): Promise<Api> {
  const mgmt = `${base}/edge/management/v1`;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${mgmt}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'zt-session': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const token = (await call('POST', '/authenticate?method=password', { username: 'admin', password })).data.token as string;
  return { call: (method, path, body) => call(method, path, body, token) };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(name: string, samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { name, count: samples.length, p50Ms: r(percentile(sorted, 50)), p99Ms: r(percentile(sorted, 99)), maxMs: r(sorted.at(-1) ?? 0) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

let unique = 0;
const tag = () => `${Date.now().toString(36)}-${(unique++).toString(36)}`;

/**
 * The writes that move nobody: each creates or changes one identity, service or policy whose
 * roles and attributes no other entity selects. Returns one write of each kind per call, in turn.
 */
export function nobodyMovingWrites(api: Api): { name: string; run: () => Promise<unknown> }[] {
  let identity: string | undefined;
  let service: string | undefined;
  let policy: string | undefined;
  return [
    { name: 'POST /identities', run: async () => (identity = (await api.call('POST', '/identities', { name: `w-identity-${tag()}`, type: 'Device', isAdmin: false, roleAttributes: ['w-nobody'] })).data.id) },
    { name: 'PATCH /identities/{id} (tags)', run: () => api.call('PATCH', `/identities/${identity}`, { tags: { n: tag() } }) },
    { name: 'POST /services', run: async () => (service = (await api.call('POST', '/services', { name: `w-service-${tag()}`, encryptionRequired: true, roleAttributes: ['w-unused'] })).data.id) },
    { name: 'PATCH /services/{id} (attributes)', run: () => api.call('PATCH', `/services/${service}`, { roleAttributes: [`w-unused-${tag()}`] }) },
    {
      name: 'POST /service-policies',
      run: async () => (policy = (await api.call('POST', '/service-policies', { name: `w-policy-${tag()}`, type: 'Dial', semantic: 'AnyOf', identityRoles: ['#w-none'], serviceRoles: ['#w-none'] })).data.id),
    },
    { name: 'PATCH /service-policies/{id} (roles)', run: () => api.call('PATCH', `/service-policies/${policy}`, { identityRoles: [`#w-none-${tag()}`] }) },
  ];
}

/** Latency of each nobody-moving write, `rounds` times each (sequential: one request at a time). */
export async function writeLatencies(api: Api, rounds: number): Promise<Latency[]> {
  const writes = nobodyMovingWrites(api);
  const samples = new Map<string, number[]>(writes.map((w) => [w.name, []]));
  for (let i = 0; i < rounds; i++) {
    for (const w of writes) samples.get(w.name)!.push(await timed(w.run));
  }
  return writes.map((w) => summarize(w.name, samples.get(w.name)!));
}

/** PATCHes a policy's identity roles; returns the time until the answer (committed). */
export function patchIdentityRoles(api: Api, policyId: string, roles: string[]): Promise<number> {
  return timed(() => api.call('PATCH', `/service-policies/${policyId}`, { identityRoles: roles }));
}

/**
 * Writes until stopped, at a steady pace (one write every `intervalMs`, as an automation or a
 * busy admin console would): nobody-moving writes, and every `moveEvery`-th write the policy
 * change that moves a whole group in or out. Reads are measured meanwhile.
 */
export function backgroundWriter(
  api: Api,
  move: { policyId: string; roles: [string[], string[]] },
  pace: { intervalMs: number; moveEvery: number },
): { stop: () => Promise<{ writes: number; groupMoves: number; errors: number; seconds: number }> } {
  const writes = nobodyMovingWrites(api);
  let running = true;
  const counts = { writes: 0, groupMoves: 0, errors: 0 };
  const started = performance.now();
  const loop = (async () => {
    for (let step = 0; running; step++) {
      const due = started + step * pace.intervalMs;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
      try {
        if (step % pace.moveEvery === pace.moveEvery - 1) {
          await patchIdentityRoles(api, move.policyId, move.roles[counts.groupMoves % 2]);
          counts.groupMoves += 1;
        } else {
          await writes[counts.writes % writes.length].run();
          counts.writes += 1;
        }
      } catch {
        counts.errors += 1;
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { ...counts, seconds: Math.round((performance.now() - started) / 100) / 10 };
    },
  };
}
