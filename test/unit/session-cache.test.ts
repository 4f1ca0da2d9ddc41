import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { SessionCache, type CachedSession } from '../../src/services/core/session-cache';
import type { EventBus } from '../../src/services/core/events/event-bus';

/** A bus that is connected and never delivers anything: the cache's own rules only. */
const quietBus = { connected: true, onEntityChange: () => () => undefined } as unknown as EventBus;

function entry(n: number): CachedSession {
  const now = new Date();
  return {
    id: `s${n}`, tokenHash: `h${n}`, identityId: `i${n % 3}`, isAdmin: false, createdAt: now, configTypes: [], mfaPending: false,
    lastActivityAt: now, persistedActivityAt: now, loadedAt: Date.now(),
  };
}

describe('the session cache', () => {
  test('sessions loaded more than a minute ago leave it as new ones come, used or not', () => {
    mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    try {
      const cache = new SessionCache(quietBus);
      for (let n = 0; n < 5; n++) cache.set(entry(n), cache.generation);
      assert.equal(cache.size, 5);
      mock.timers.tick(30_000);
      cache.set(entry(5), cache.generation);
      assert.equal(cache.size, 6, 'nothing is a minute old yet');
      mock.timers.tick(31_000);
      cache.set(entry(6), cache.generation);
      assert.equal(cache.size, 2, 'the five loaded 61 s ago are gone; the one of 31 s ago and the new one stay');
      assert.equal(cache.get('h0'), undefined);
      assert.equal(cache.get('h5')?.id, 's5');
      assert.equal(cache.get('h6')?.id, 's6');
    } finally {
      mock.timers.reset();
    }
  });
});
