import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { REQUEST_ID, requireError } from '../../support/rest-client';
import { unique } from '../../support/fixtures';

/**
 * The `requestId` of error envelopes: a shortid as OpenZiti's (9 characters of [A-Za-z0-9_-]),
 * fresh for every request, from the operations and from the paths answered outside them. (That
 * it is the id of the request's access log line: cluster/access-log.test.ts.)
 */

const server = useTestServer();

describe('requestId of error envelopes', () => {
  test('is a shortid, different for every request, wherever the error is answered', async () => {
    const errors = [
      // an operation refusing: authentication, validation, not found
      requireError(await server.anon('management').get('/identities'), 401, 'UNAUTHORIZED'),
      requireError(await server.anon('management').get('/identities'), 401, 'UNAUTHORIZED'),
      requireError(await server.mgmt.post('/services', { name: unique('svc') }), 400, 'COULD_NOT_VALIDATE'),
      requireError(await server.mgmt.get(`/services/${unique('missing')}`), 404, 'NOT_FOUND'),
      // no operation at that path of an API, nor anywhere on the server
      requireError(await server.mgmt.get('/no-such-collection'), 404, 'NOT_FOUND'),
    ];
    const outside = await fetch(`${server.url}/no-such-path`);
    const body = (await outside.json()) as { error: { code: string; requestId: string } };
    assert.equal(outside.status, 404);
    const ids = [...errors.map((e) => e.requestId as string), body.error.requestId];
    for (const id of ids) assert.match(id, REQUEST_ID);
    assert.equal(new Set(ids).size, ids.length, `every request has its own id: ${ids.join(' ')}`);
  });
});
