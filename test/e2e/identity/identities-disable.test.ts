import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { identityFixtures, filter } from './identities-support';

/** Disabling and enabling identities: logins refused, sessions ended, timed disables lapsing. */

const server = useTestServer();
const { createIdentity, createUser, getIdentity, login, list } = identityFixtures(server);

describe('POST /identities/{id}/disable and /enable', () => {
  test('durationMinutes 0 disables until enabled: login fails and existing sessions end', async () => {
    const user = await createUser();
    const before = Date.now();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 0 }));

    const d = await getIdentity(user.id);
    assert.equal(d.disabled, true);
    assert.ok(Math.abs(Date.parse(d.disabledAt) - before) < 60_000, `disabledAt ${d.disabledAt}`);
    assert.equal(d.disabledUntil, null);
    assert.equal(d.hasApiSession, false);
    requireUnauthorized(await user.client.get('/current-identity'));
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');
    assert.equal((await list(filter(`id = "${user.id}" and disabled = true`))).meta.pagination.totalCount, 1);
  });

  test('enable clears the disabled state and allows login again', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 0 }));
    requireOk(await server.mgmt.post(`/identities/${user.id}/enable`));
    const d = await getIdentity(user.id);
    assert.equal(d.disabled, false);
    assert.equal(d.disabledAt, null);
    assert.equal(d.disabledUntil, null);
    requireOk(await login(user.username, user.password));
  });

  test('a timed disable sets disabledUntil and lapses on its own', async () => {
    const user = await createUser();
    const before = Date.now();
    requireOk(await server.mgmt.post(`/identities/${user.id}/disable`, { durationMinutes: 5 }));
    const d = await getIdentity(user.id);
    assert.equal(d.disabled, true);
    const until = Date.parse(d.disabledUntil);
    assert.ok(Math.abs(until - (before + 5 * 60_000)) < 60_000, `disabledUntil ${d.disabledUntil}`);
    requireError(await login(user.username, user.password), 401, 'INVALID_AUTH');

    // Let the disable run out: move its end into the past rather than waiting.
    await server.app.db.orm.em.fork().execute(`update "identities" set "disabled_until" = now() - interval '1 minute' where "id" = ?`, [user.id]);
    requireOk(await login(user.username, user.password));
    assert.equal((await getIdentity(user.id)).disabled, false);
    assert.equal((await list(filter(`id = "${user.id}" and disabled = true`))).meta.pagination.totalCount, 0, 'the filter agrees with the detail');
  });

  test('durationMinutes is required and must be a non-negative integer', async () => {
    const id = await createIdentity();
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, {}), 'durationMinutes');
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, { durationMinutes: -1 }), 'durationMinutes');
    requireFieldError(await server.mgmt.post(`/identities/${id}/disable`, { durationMinutes: 'soon' }), 'durationMinutes');
    assert.equal((await getIdentity(id)).disabled, false);
  });

  test('the default admin can not be disabled', async () => {
    const me = requireOk(await server.mgmt.get('/current-identity'));
    requireError(await server.mgmt.post(`/identities/${me.id}/disable`, { durationMinutes: 0 }), 400, 'ENTITY_CAN_NOT_BE_UPDATED');
    assert.equal((await getIdentity(me.id)).disabled, false);
    requireOk(await login(server.adminUsername, server.adminPassword));
  });

  test('unknown ids are 404 NOT_FOUND', async () => {
    requireNotFound(await server.mgmt.post('/identities/doesNotExist/disable', { durationMinutes: 0 }));
    requireNotFound(await server.mgmt.post('/identities/doesNotExist/enable'));
  });
});
