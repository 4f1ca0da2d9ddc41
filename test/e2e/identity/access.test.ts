import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { OPERATIONS, type Operation } from '../../../src/rest/contract/operations';
import { ACCESS_OPERATIONS } from '../../../src/rest/contract/access.operations';
import { CATALOG_OPERATIONS } from '../../../src/rest/contract/catalog.operations';
import { POLICY_OPERATIONS } from '../../../src/rest/contract/policy.operations';
import { TRUST_OPERATIONS } from '../../../src/rest/contract/trust.operations';
import { AUTH_OPERATIONS } from '../../../src/rest/contract/auth.operations';
import { TRANSFER_OPERATIONS } from '../../../src/rest/contract/transfer.operations';
import { CLUSTER_OPERATIONS } from '../../../src/rest/contract/cluster.operations';
import { DATABASE_OPERATIONS } from '../../../src/rest/contract/database.operations';
import { useTestServer } from '../../support/server';
import { createIdentity as sharedCreateIdentity, createUser as sharedCreateUser, logIn, unique, type User } from '../../support/fixtures';
import { RestClient, requireError, requireNotFound, requireOk, requireUnauthorized, type RestResponse } from '../../support/rest-client';

/**
 * Access rules and request hygiene for every management operation of this slice, taken
 * from the contract: anonymous callers and non-admins are refused with 401 UNAUTHORIZED
 * (OpenZiti never answers 403 here), except on the caller's own /current-* resources;
 * unparsable or mistyped bodies are 400 and change nothing; unknown ids are 404.
 */

const server = useTestServer();
let f: Fixtures;
server.setup(async () => {
  const own = requireOk(await server.mgmt.get('/current-identity/authenticators'));
  f = { target: await createUser(), spare: await createIdentity(), caller: await createUser(), adminAuthenticatorId: own[0].id };
});

// ---------------------------------------------------------------------------
// Fixtures

const createIdentity = () => sharedCreateIdentity(server);
/** A non-admin identity with a updb authenticator and a live API session on the management API. */
const createUser = () => sharedCreateUser(server, {}, 'management');

interface Fixtures {
  /** The subject of the admin operations: its identity, authenticator and session. */
  target: User;
  /** An identity without authenticators, for creating one. */
  spare: string;
  /** The non-admin caller. */
  caller: User;
  /** The default admin's own authenticator (for the /current-identity operations). */
  adminAuthenticatorId: string;
}

// ---------------------------------------------------------------------------
// One sample request per operation

interface Sample {
  /** The `{id}` of the path. */
  id?: () => string;
  /** A valid body (for whoever is allowed to send it). */
  body?: () => unknown;
  /** A body with one field of the wrong JSON type, and the field the 400 must name. */
  wrongType?: { body: () => unknown; field: string };
}

/** The caller acting on itself: allowed for any identity. */
const SELF_SERVICE = new Set([
  'getCurrentAPISession', 'deleteCurrentApiSession', 'getCurrentIdentity', 'listCurrentIdentityAuthenticators',
  'detailCurrentIdentityAuthenticator', 'updateCurrentIdentityAuthenticator', 'patchCurrentIdentityAuthenticator',
]);

const SAMPLES: Record<string, Sample> = {
  getCurrentAPISession: {},
  deleteCurrentApiSession: {},
  getCurrentIdentity: {},
  listCurrentIdentityAuthenticators: {},
  detailCurrentIdentityAuthenticator: { id: () => f.adminAuthenticatorId },
  updateCurrentIdentityAuthenticator: {
    id: () => f.adminAuthenticatorId,
    body: () => ({ username: server.adminUsername, password: server.adminPassword, currentPassword: server.adminPassword }),
    wrongType: { body: () => ({ username: 12345, password: server.adminPassword, currentPassword: server.adminPassword }), field: 'username' },
  },
  patchCurrentIdentityAuthenticator: {
    id: () => f.adminAuthenticatorId,
    body: () => ({ password: server.adminPassword, currentPassword: server.adminPassword }),
    wrongType: { body: () => ({ password: server.adminPassword, currentPassword: 12345 }), field: 'currentPassword' },
  },

  listIdentities: {},
  detailIdentity: { id: () => f.target.id },
  createIdentity: {
    body: () => ({ name: unique('created'), type: 'User', isAdmin: true }),
    wrongType: { body: () => ({ name: unique('created'), type: 'User', isAdmin: 'yes' }), field: 'isAdmin' },
  },
  updateIdentity: {
    id: () => f.target.id,
    body: () => ({ name: unique('replaced'), type: 'User', isAdmin: true }),
    wrongType: { body: () => ({ name: unique('replaced'), type: 'User', isAdmin: true, roleAttributes: 'sales' }), field: 'roleAttributes' },
  },
  patchIdentity: {
    id: () => f.target.id,
    body: () => ({ isAdmin: true }),
    wrongType: { body: () => ({ tags: 'vip' }), field: 'tags' },
  },
  deleteIdentity: { id: () => f.target.id },
  getIdentityAuthenticators: { id: () => f.target.id },
  disableIdentity: {
    id: () => f.target.id,
    body: () => ({ durationMinutes: 0 }),
    wrongType: { body: () => ({ durationMinutes: '10' }), field: 'durationMinutes' },
  },
  enableIdentity: { id: () => f.target.id },
  updateIdentityTracing: {
    id: () => f.spare,
    body: () => ({ enabled: true, duration: '5m' }),
    wrongType: { body: () => ({ enabled: 'yes' }), field: 'enabled' },
  },
  listIdentityRoleAttributes: {},
  listIdentityTypes: {},
  detailIdentityType: { id: () => 'User' },

  listAuthenticators: {},
  detailAuthenticator: { id: () => f.target.authenticatorId },
  createAuthenticator: {
    body: () => ({ method: 'updb', identityId: f.spare, username: unique('user'), password: 'planted-pw' }),
    wrongType: { body: () => ({ method: 'updb', identityId: 42, username: unique('user'), password: 'planted-pw' }), field: 'identityId' },
  },
  updateAuthenticator: {
    id: () => f.target.authenticatorId,
    body: () => ({ username: unique('user'), password: 'planted-pw' }),
    wrongType: { body: () => ({ username: unique('user'), password: 12345 }), field: 'password' },
  },
  patchAuthenticator: {
    id: () => f.target.authenticatorId,
    body: () => ({ password: 'planted-pw' }),
    wrongType: { body: () => ({ username: true }), field: 'username' },
  },
  deleteAuthenticator: { id: () => f.target.authenticatorId },

  listAPISessions: {},
  detailAPISessions: { id: () => f.target.apiSessionId },
  deleteAPISessions: { id: () => f.target.apiSessionId },
  listSummary: {},
};

/** This area: identities, authenticators, API sessions and the summary; the other areas' tables are tested with their areas. */
const OTHER_SLICES = new Set([
  ...CATALOG_OPERATIONS, ...POLICY_OPERATIONS, ...ACCESS_OPERATIONS,
  ...TRUST_OPERATIONS, ...AUTH_OPERATIONS, ...TRANSFER_OPERATIONS, ...CLUSTER_OPERATIONS, ...DATABASE_OPERATIONS,
]);
const MANAGEMENT = OPERATIONS.filter((op) => !OTHER_SLICES.has(op) && op.apis.includes('management') && op.auth === 'session');
const ADMIN_ONLY = MANAGEMENT.filter((op) => !SELF_SERVICE.has(op.operationId));
const WITH_BODY = MANAGEMENT.filter((op) => op.body);
const WITH_ID = MANAGEMENT.filter((op) => op.path.includes('{id}'));

function pathOf(op: Operation, id?: string): string {
  const sample = SAMPLES[op.operationId];
  const value = id ?? sample.id?.();
  if (op.path.includes('{id}')) assert.ok(value, `${op.operationId} needs an id`);
  return op.path.replace('{id}', encodeURIComponent(value ?? ''));
}

function call(client: RestClient, op: Operation, o: { id?: string; body?: unknown; rawBody?: string } = {}): Promise<RestResponse> {
  const sample = SAMPLES[op.operationId];
  const body = 'body' in o ? o.body : sample.body?.();
  const headers = o.rawBody !== undefined ? { 'content-type': 'application/json' } : undefined;
  return client.request(op.method.toUpperCase(), pathOf(op, o.id), { body, rawBody: o.rawBody, headers });
}

const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;

/** What any refused request might have touched, read as the admin. */
async function snapshot(): Promise<unknown> {
  const get = async (path: string) => requireOk(await server.mgmt.get(path));
  return {
    summary: await get('/summary'),
    identities: (await get('/identities?limit=-1')).map((i: any) => [i.id, i.name, i.updatedAt, i.isAdmin, i.disabled]),
    target: await get(`/identities/${f.target.id}`),
    authenticators: (await get('/authenticators?limit=-1')).map((a: any) => [a.id, a.username, a.updatedAt]),
    sessions: (await get('/api-sessions?limit=-1')).map((s: any) => s.id).sort(),
  };
}

async function assertUnchangedBy(action: () => Promise<void>): Promise<void> {
  const before = await snapshot();
  await action();
  assert.deepEqual(await snapshot(), before, 'the refused request changed nothing');
}

// ---------------------------------------------------------------------------

describe('the sample table', () => {
  test('covers every management operation of this slice, and nothing else', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), MANAGEMENT.map((op) => op.operationId).sort());
  });

  test('gives a valid and a mistyped body to every operation with a body', () => {
    for (const op of WITH_BODY) {
      assert.ok(SAMPLES[op.operationId].body && SAMPLES[op.operationId].wrongType, op.operationId);
    }
  });
});

describe('without a token', () => {
  for (const op of MANAGEMENT) {
    test(`${label(op)} is 401 UNAUTHORIZED`, async () => {
      await assertUnchangedBy(async () => {
        const res = await call(server.anon('management'), op);
        requireUnauthorized(res);
        assert.match(res.headers.get('www-authenticate') ?? '', /zt-session.*missing/);
      });
    });
  }

  test('an invalid token is 401 UNAUTHORIZED too', async () => {
    requireUnauthorized(await server.anon('management').as('00000000-0000-4000-8000-000000000000').get('/identities'));
  });
});

describe('with a non-admin identity\'s token', () => {
  for (const op of ADMIN_ONLY) {
    test(`${label(op)} is 401 UNAUTHORIZED without data`, async () => {
      await assertUnchangedBy(async () => {
        const res = await call(f.caller.client, op);
        requireUnauthorized(res);
        assert.notEqual(res.status, 403);
      });
      requireOk(await f.caller.client.get('/current-identity')); // a refusal does not end the caller's session
    });
  }

  test('the refused admin operations left the target able to log in as before', async () => {
    const { client } = await logIn(server, f.target.username, f.target.password, 'management');
    assert.equal(requireOk(await client.get('/current-identity')).id, f.target.id);
  });
});

describe('admin rights follow the identity', () => {
  test('a non-admin can not make itself an admin', async () => {
    const user = await createUser();
    requireUnauthorized(await user.client.patch(`/identities/${user.id}`, { isAdmin: true }));
    requireUnauthorized(await user.client.put(`/identities/${user.id}`, { name: unique('me'), type: 'User', isAdmin: true }));
    assert.equal(requireOk(await user.client.get('/current-identity')).isAdmin, false);
    requireUnauthorized(await user.client.get('/identities'));
  });

  test('an identity created as admin may use the admin operations', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.patch(`/identities/${user.id}`, { isAdmin: true }));
    assert.ok(Array.isArray(requireOk(await user.client.get('/identities'))), 'granted on the live session');
    requireOk(await user.client.post('/identities', { name: unique('by-admin'), type: 'User', isAdmin: false }), 201);
  });

  test('revoking isAdmin takes effect on the live session at once', async () => {
    const user = await createUser();
    requireOk(await server.mgmt.patch(`/identities/${user.id}`, { isAdmin: true }));
    requireOk(await user.client.get('/summary'));
    requireOk(await server.mgmt.patch(`/identities/${user.id}`, { isAdmin: false }));
    requireUnauthorized(await user.client.get('/summary'));
    requireOk(await user.client.get('/current-identity'));
  });
});

describe('a non-admin identity on its own /current-* resources', () => {
  test('reads its API session and identity', async () => {
    const user = await createUser();
    const session = requireOk(await user.client.get('/current-api-session'));
    assert.equal(session.id, user.apiSessionId);
    assert.equal(session.token, user.client.token);
    const me = requireOk(await user.client.get('/current-identity'));
    assert.equal(me.id, user.id);
    assert.equal(me.isAdmin, false);
  });

  test('lists and reads its authenticators', async () => {
    const user = await createUser();
    assert.deepEqual(requireOk(await user.client.get('/current-identity/authenticators')).map((a: any) => a.id), [user.authenticatorId]);
    assert.equal(requireOk(await user.client.get(`/current-identity/authenticators/${user.authenticatorId}`)).username, user.username);
  });

  test('replaces and patches its authenticator', async () => {
    const user = await createUser();
    const path = `/current-identity/authenticators/${user.authenticatorId}`;
    requireOk(await user.client.put(path, { username: user.username, password: 'put-by-self', currentPassword: user.password }));
    requireOk(await user.client.patch(path, { password: 'patched-by-self', currentPassword: 'put-by-self' }));
    await logIn(server, user.username, 'patched-by-self', 'management');
  });

  test('logs out', async () => {
    const user = await createUser();
    requireOk(await user.client.delete('/current-api-session'));
    requireUnauthorized(await user.client.get('/current-identity'));
  });
});

describe('a malformed JSON body', () => {
  for (const op of WITH_BODY) {
    test(`${label(op)} is 400 COULD_NOT_PARSE_BODY and changes nothing`, async () => {
      await assertUnchangedBy(async () => {
        requireError(await call(server.mgmt, op, { body: undefined, rawBody: '{"name": "half' }), 400, 'COULD_NOT_PARSE_BODY');
      });
    });
  }
});

describe('a body field of the wrong type', () => {
  for (const op of WITH_BODY) {
    test(`${label(op)} is 400 COULD_NOT_VALIDATE naming the field`, async () => {
      const { body, field } = SAMPLES[op.operationId].wrongType!;
      await assertUnchangedBy(async () => {
        const error = requireError(await call(server.mgmt, op, { body: body() }), 400, 'COULD_NOT_VALIDATE');
        assert.equal(error.cause?.field, field);
      });
    });
  }

  test('a JSON body that is not an object is refused', async () => {
    await assertUnchangedBy(async () => {
      requireError(await server.mgmt.post('/identities', []), 400, 'COULD_NOT_VALIDATE');
      requireError(await server.mgmt.patch(`/identities/${f.target.id}`, 'isAdmin'), 400, 'COULD_NOT_VALIDATE');
    });
  });
});

describe('an unknown id', () => {
  for (const op of WITH_ID) {
    test(`${label(op)} is 404 NOT_FOUND`, async () => {
      await assertUnchangedBy(async () => {
        requireNotFound(await call(server.mgmt, op, { id: 'doesNotExist' }));
      });
    });
  }
});
