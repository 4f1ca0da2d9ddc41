import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { workerPoolEnv } from '../../src/workers/primary';

test("a worker's thread pool is its share of the cores, at least one thread; an operator's UV_THREADPOOL_SIZE wins", () => {
  const cores = os.availableParallelism();
  assert.deepEqual(workerPoolEnv(1, {}), { UV_THREADPOOL_SIZE: String(cores) });
  assert.deepEqual(workerPoolEnv(cores * 4, {}), { UV_THREADPOOL_SIZE: '1' });
  assert.deepEqual(workerPoolEnv(2, {}), { UV_THREADPOOL_SIZE: String(Math.max(1, Math.ceil(cores / 2))) });
  assert.deepEqual(workerPoolEnv(2, { UV_THREADPOOL_SIZE: '8' }), {});
  assert.deepEqual(workerPoolEnv(2, { UV_THREADPOOL_SIZE: ' ' }), { UV_THREADPOOL_SIZE: String(Math.max(1, Math.ceil(cores / 2))) });
});
