import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IdentityPageCache } from '../../src/services/core/identity-page-cache';
import type { Page } from '../../src/services/core/list/list-query';

const page = (n: number, tag = ''): Page<string> => ({
  items: Array.from({ length: n }, (_, i) => `${tag}${i}`), totalCount: n, limit: n, offset: 0, filterableFields: [],
});

test('a new filter with every request, from one identity or many, holds no more than the bounds', () => {
  const cache = new IdentityPageCache<string>(5_000);
  for (let i = 0; i < 5_000; i++) cache.set('hostile', `filter-${i}`, page(100));
  assert.equal(cache.size, 20 * 100, 'one identity: its last 20 pages');
  assert.ok(cache.get('hostile', 'filter-4999'));
  assert.equal(cache.get('hostile', 'filter-4979'), undefined, 'its 21st page back is gone');
  for (let i = 0; i < 5_000; i++) cache.set(`identity-${i}`, 'default', page(100));
  assert.ok(cache.size <= 5_000, `all identities: ${cache.size} items at most the bound`);
  assert.ok(cache.get('identity-4999', 'default'), 'the newest page stays');
  assert.equal(cache.get('identity-0', 'default'), undefined, 'the oldest went first');
});

test('a page replaced, evicted with its identity or larger than the bound gives its items back', () => {
  const cache = new IdentityPageCache<string>(50);
  cache.set('a', 'k', page(10));
  cache.set('a', 'k', page(20, 'new-'));
  assert.equal(cache.size, 20);
  assert.equal(cache.get('a', 'k')!.items[0], 'new-0');
  cache.set('b', 'k', page(0));
  assert.equal(cache.size, 21, 'an empty page counts one');
  cache.evict('a');
  assert.equal(cache.size, 1);
  assert.equal(cache.get('a', 'k'), undefined);
  assert.ok(cache.get('b', 'k'), 'another identity keeps its page');
  cache.set('c', 'huge', page(51));
  assert.equal(cache.get('c', 'huge'), undefined, 'a page beyond the whole bound is not kept');
  assert.ok(cache.get('b', 'k'), 'and pushes nothing out');
  cache.clear();
  assert.equal(cache.size, 0);
});

test('entries answer for a minute at most', (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
  const cache = new IdentityPageCache<string>();
  cache.set('a', 'k', page(3));
  t.mock.timers.tick(60_000);
  assert.ok(cache.get('a', 'k'));
  t.mock.timers.tick(1);
  assert.equal(cache.get('a', 'k'), undefined);
  assert.equal(cache.size, 0, 'an expired page found is dropped');
});
