import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Batcher } from '../../src/services/core/batcher';

/** A run function that records its batches and answers when released. */
function recorder(answer: (n: number) => number | Error = (n) => n * 10) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;
  const run = async (items: number[]) => {
    batches.push(items);
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    await new Promise<void>((r) => pending.push(r));
    running -= 1;
    if (items.includes(-1) && items.length > 1) throw new Error('the statement failed for everyone');
    if (items.includes(-1)) throw new Error('item -1 is at fault');
    return items.map(answer);
  };
  const releaseAll = async () => {
    // Enough turns of the event loop for every batch (and its follow-ups) to start and finish.
    for (let i = 0; i < 20; i++) {
      pending.splice(0).forEach((r) => r());
      await new Promise((r) => setImmediate(r));
    }
  };
  return { run, batches, releaseAll, maxRunning: () => maxRunning };
}

describe('Batcher', () => {
  test('calls of one turn go together; calls made meanwhile wait for the next batch', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { maxBatch: 10, maxInFlight: 1 });
    const first = [1, 2, 3].map((n) => b.add(n));
    await new Promise((res) => setImmediate(res));
    const later = [4, 5].map((n) => b.add(n));
    await r.releaseAll();
    assert.deepEqual(await Promise.all([...first, ...later]), [10, 20, 30, 40, 50]);
    assert.deepEqual(r.batches, [[1, 2, 3], [4, 5]]);
  });

  test('batches are at most maxBatch long, and at most maxInFlight run at once', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => b.add(n));
    await r.releaseAll();
    assert.deepEqual(await Promise.all(all), [10, 20, 30, 40, 50]);
    assert.deepEqual(r.batches, [[1, 2], [3, 4], [5]]);
    assert.equal(r.maxRunning(), 2);
  });

  test('an Error answer rejects that item alone', async () => {
    const r = recorder((n) => (n === 2 ? new Error('no') : n));
    const b = new Batcher(r.run, { maxBatch: 10, maxInFlight: 1 });
    const results = Promise.allSettled([1, 2, 3].map((n) => b.add(n)));
    await r.releaseAll();
    assert.deepEqual((await results).map((x) => x.status), ['fulfilled', 'rejected', 'fulfilled']);
  });

  test('a batch that fails as a whole is run item by item, so only the item at fault fails', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { maxBatch: 10, maxInFlight: 1 });
    const results = Promise.allSettled([1, -1, 3].map((n) => b.add(n)));
    await r.releaseAll();
    const settled = await results;
    assert.deepEqual(settled.map((x) => (x.status === 'fulfilled' ? x.value : (x.reason as Error).message)), [10, 'item -1 is at fault', 30]);
    assert.deepEqual(r.batches, [[1, -1, 3], [1], [-1], [3]]);
  });
});
