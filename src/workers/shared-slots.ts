import type { Worker } from 'node:cluster';

/**
 * Caps on what a client holds open at once (WebSocket connections per address), counted for the
 * whole machine: with several workers the counts live in the primary, which every worker asks
 * over its IPC channel, so a client can not multiply its cap by the number of workers.
 */
export interface SlotCounter {
  /** Takes one of `key`'s slots if it holds fewer than `max`; `held` is how many it held before. */
  take(key: string, max: number): Promise<{ ok: boolean; held: number }>;
  /** Gives back a slot taken before. */
  give(key: string): void;
}

interface TakeMessage { zt: 'slot.take'; id: number; key: string; max: number }
interface GiveMessage { zt: 'slot.give'; key: string }
interface TakenMessage { zt: 'slot.taken'; id: number; ok: boolean; held: number }

/** The counts of one process (a single controller process, or the primary for its workers). */
export class SlotTable {
  private readonly held = new Map<string, number>();

  take(key: string, max: number): { ok: boolean; held: number } {
    const held = this.held.get(key) ?? 0;
    if (held >= max) return { ok: false, held };
    this.held.set(key, held + 1);
    return { ok: true, held };
  }

  give(key: string, count = 1): void {
    const left = (this.held.get(key) ?? 0) - count;
    if (left > 0) this.held.set(key, left);
    else this.held.delete(key);
  }
}

export function localSlots(): SlotCounter {
  const table = new SlotTable();
  return { take: async (key, max) => table.take(key, max), give: (key) => table.give(key) };
}

/** A worker's counter: each take and give goes to the primary. */
export function workerSlots(): SlotCounter {
  const pending = new Map<number, (taken: TakenMessage) => void>();
  let next = 1;
  process.on('message', (m: unknown) => {
    const taken = m as TakenMessage;
    if (taken?.zt === 'slot.taken') pending.get(taken.id)?.(taken);
  });
  return {
    take(key, max) {
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, (taken) => {
          pending.delete(id);
          resolve({ ok: taken.ok, held: taken.held });
        });
        process.send!({ zt: 'slot.take', id, key, max } satisfies TakeMessage);
      });
    },
    give(key) {
      process.send!({ zt: 'slot.give', key } satisfies GiveMessage);
    },
  };
}

/** The primary answers a worker's takes and gives; what a worker held is given back when it exits. */
export function serveSlots(table: SlotTable, worker: Worker): void {
  const mine = new Map<string, number>();
  worker.on('message', (m: unknown) => {
    const msg = m as TakeMessage | GiveMessage;
    if (msg?.zt === 'slot.take') {
      if (!worker.isConnected()) return; // gone: the answer would be lost, and the slot with it
      const taken = table.take(msg.key, msg.max);
      if (taken.ok) mine.set(msg.key, (mine.get(msg.key) ?? 0) + 1);
      worker.send({ zt: 'slot.taken', id: msg.id, ok: taken.ok, held: taken.held } satisfies TakenMessage);
    } else if (msg?.zt === 'slot.give') {
      const count = mine.get(msg.key) ?? 0;
      if (count === 0) return;
      if (count === 1) mine.delete(msg.key);
      else mine.set(msg.key, count - 1);
      table.give(msg.key);
    }
  });
  worker.on('exit', () => {
    for (const [key, count] of mine) table.give(key, count);
    mine.clear();
  });
}
