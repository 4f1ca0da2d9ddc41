import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newId } from '../../src/foundation/ids';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('entity ids', () => {
  test('are 10 characters of [0-9a-zA-Z] (or the length asked), never repeated', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) assert.match(id, /^[0-9a-zA-Z]{10}$/);
    assert.equal(new Set(ids).size, ids.length);
    assert.match(newId(24), /^[0-9a-zA-Z]{24}$/);
  });

  test('use every character about equally often (no modulo bias)', () => {
    // 200,000 characters: ~3,226 of each. A byte taken modulo 62 without rejecting 248-255 would
    // give the first eight characters 5/256 instead of 4/256 of the draws: +25 %.
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) for (const c of newId()) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = 200_000 / ALPHABET.length;
    for (const c of ALPHABET) {
      const n = counts.get(c) ?? 0;
      assert.ok(Math.abs(n - expected) < expected * 0.12, `"${c}" drawn ${n} times, expected ~${Math.round(expected)}`);
    }
  });
});
