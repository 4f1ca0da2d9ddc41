import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireOk } from '../../support/rest-client';
import { errorCode, requireData } from '../../support/gql-client';
import { createIdentity, createUser } from '../../support/fixtures';
import { CurrentIdentityTraceDocument, IdentityTraceDocument, TraceIdentityDocument } from '../../graphql/generated';

/**
 * PUT /identities/{id}/trace: the trace spec is stored for its duration and answered as
 * traceDetail; it lapses on its own; GraphQL writes and reads the same state.
 */

const server = useTestServer();

describe('identity tracing', () => {
  test('enabling stores the spec for its duration; disabling clears it', async () => {
    const id = await createIdentity(server);
    const before = Date.now();
    const enabled = requireOk(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true, duration: '1h30m', traceId: 'trace-1', channels: ['edge'] }));
    assert.equal(enabled.enabled, true);
    assert.equal(enabled.traceId, 'trace-1');
    const lasts = Date.parse(enabled.until) - before;
    assert.ok(lasts >= 90 * 60_000 - 1_000 && lasts <= 90 * 60_000 + 5_000, `until is 1h30m ahead, not ${lasts} ms`);

    const viaGraphql = requireData(await server.gql(IdentityTraceDocument, { id })).identity.trace;
    assert.deepEqual(viaGraphql, { enabled: true, traceId: 'trace-1', until: enabled.until, channels: ['edge'] });

    const generated = requireOk(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true, duration: '90s' }));
    assert.match(generated.traceId, /^[0-9a-f-]{36}$/, 'a trace id is made when none is given');

    const disabled = requireOk(await server.mgmt.put(`/identities/${id}/trace`, { enabled: false }));
    assert.equal(disabled.enabled, false);
    assert.equal(disabled.until, undefined);
    assert.equal(requireData(await server.gql(IdentityTraceDocument, { id })).identity.trace?.enabled, false);
  });

  test('a trace lapses when its time is up', async () => {
    const id = await createIdentity(server);
    requireOk(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true, duration: '10m' }));
    await server.app.db.orm.em.fork().execute(`update "identities" set "trace_until" = now() - interval '1 second' where "id" = ?`, [id]);
    assert.equal(requireData(await server.gql(IdentityTraceDocument, { id })).identity.trace?.enabled, false);
  });

  test('bad specs are 400 naming the field and change nothing', async () => {
    const id = await createIdentity(server);
    requireOk(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true, duration: '5m', traceId: 'kept' }));
    for (const duration of ['', 'ten minutes', '5', '-5m', '0s', '200h']) {
      requireFieldError(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true, duration }), 'duration');
    }
    requireFieldError(await server.mgmt.put(`/identities/${id}/trace`, { enabled: true }), 'duration');
    requireFieldError(await server.mgmt.put(`/identities/${id}/trace`, { enabled: 'yes' }), 'enabled');
    assert.equal(requireData(await server.gql(IdentityTraceDocument, { id })).identity.trace?.traceId, 'kept');
    requireError(await server.mgmt.put('/identities/no-such-identity/trace', { enabled: false }), 404, 'NOT_FOUND');
  });

  test('GraphQL stores the same spec; only admins see or set traces', async () => {
    const id = await createIdentity(server);
    const traced = requireData(await server.gql(TraceIdentityDocument, { id, spec: { enabled: true, duration: '2h', channels: ['a', 'b'] } })).traceIdentity;
    assert.equal(traced.enabled, true);
    assert.deepEqual(traced.channels, ['a', 'b']);
    assert.equal(errorCode(await server.gql(TraceIdentityDocument, { id, spec: { enabled: true, duration: 'soon' } })), 'COULD_NOT_VALIDATE');

    const user = await createUser(server);
    requireError(await user.client.on('management').put(`/identities/${user.id}/trace`, { enabled: false }), 401, 'UNAUTHORIZED');
    // A partial result: the identity itself, and a field error instead of its trace.
    const own = await server.gql(CurrentIdentityTraceDocument, {}, user.client.token);
    assert.equal(own.data?.currentIdentity.id, user.id);
    assert.equal(own.data?.currentIdentity.trace, null, 'an identity does not see its own trace');
    assert.equal(errorCode(own), 'FORBIDDEN');
  });
});
