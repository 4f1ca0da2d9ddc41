import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { hashPassword, passwordHashQueue, setPasswordHashConcurrency, verifyPassword } from '../../src/services/core/passwords';

test('password hashes take turns: no more in flight than the slots, the rest wait in order, every one answers', async () => {
  const hash = await hashPassword('turns');
  setPasswordHashConcurrency(1);
  try {
    const order: number[] = [];
    const verifications = [0, 1, 2, 3].map((i) => verifyPassword(hash, i === 2 ? 'wrong' : 'turns').then((ok) => (order.push(i), ok)));
    assert.deepEqual(passwordHashQueue(), { running: 1, waiting: 3, slots: 1 });
    // More slots let waiting hashes start at once.
    setPasswordHashConcurrency(2);
    assert.deepEqual(passwordHashQueue(), { running: 2, waiting: 2, slots: 2 });
    assert.deepEqual(await Promise.all(verifications), [true, true, false, true]);
    assert.equal(order.length, 4);
    assert.deepEqual(passwordHashQueue(), { running: 0, waiting: 0, slots: 2 });
    // Fewer slots than running: those finishing give their slot up instead of handing it on.
    setPasswordHashConcurrency(2);
    const more = [0, 1, 2].map(() => verifyPassword(hash, 'turns'));
    setPasswordHashConcurrency(1);
    assert.deepEqual(passwordHashQueue(), { running: 2, waiting: 1, slots: 1 });
    assert.deepEqual(await Promise.all(more), [true, true, true]);
    assert.deepEqual(passwordHashQueue(), { running: 0, waiting: 0, slots: 1 });
  } finally {
    setPasswordHashConcurrency(os.availableParallelism());
  }
});
