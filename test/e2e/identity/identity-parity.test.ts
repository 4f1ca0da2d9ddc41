import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireOk } from '../../support/rest-client';
import { gql, requireData } from '../../support/gql-client';
import { unique } from '../../support/fixtures';
import { CreateIdentityDocument, DisableIdentityDocument, EnrollmentsDocument, IdentityDocument } from '../../graphql/generated';

/**
 * One identity, read through REST and GraphQL: every field both APIs show has the same value,
 * whichever API wrote it. The list names the shared fields, so a field that drifts in one API
 * (a rule applied on one side only, a write one API lacks) fails here.
 */
const SHARED_FIELDS = [
  'id', 'name', 'typeId', 'isAdmin', 'isDefaultAdmin', 'roleAttributes', 'tags', 'appData', 'disabled', 'disabledAt',
  'disabledUntil', 'externalId', 'authPolicyId', 'defaultHostingCost', 'defaultHostingPrecedence', 'serviceHostingCosts',
  'serviceHostingPrecedences', 'envInfo', 'sdkInfo', 'createdAt', 'updatedAt',
] as const;

const server = useTestServer();

/** REST and GraphQL show dates as ISO strings; anything else compares as it is. */
async function bothViews(id: string): Promise<{ rest: Record<string, unknown>; graphql: Record<string, unknown> }> {
  const rest = requireOk(await server.mgmt.get(`/identities/${id}`)) as Record<string, unknown>;
  const { identity } = requireData(await gql(server.url, IdentityDocument, { id }, server.admin));
  assert.ok(identity, 'GraphQL finds the identity');
  return { rest, graphql: identity as Record<string, unknown> };
}

function assertSameShared(rest: Record<string, unknown>, graphql: Record<string, unknown>): void {
  for (const field of SHARED_FIELDS) {
    assert.ok(field in graphql, `GraphQL selects ${field}`);
    assert.deepEqual(graphql[field] ?? null, rest[field] ?? null, `${field}: REST ${JSON.stringify(rest[field])}, GraphQL ${JSON.stringify(graphql[field])}`);
  }
}

describe('identity: REST and GraphQL show the same values', () => {
  test('created through REST with every writable field', async () => {
    const created = requireOk(
      await server.mgmt.post('/identities', {
        name: unique('parity-rest'),
        type: 'Device',
        isAdmin: false,
        roleAttributes: ['parity', 'rest'],
        tags: { owner: 'ops', pinned: true },
        appData: { tier: 'gold' },
        defaultHostingCost: 12,
        defaultHostingPrecedence: 'required',
        externalId: unique('ext'),
      }),
      201,
    );
    const { rest, graphql } = await bothViews(created.id);
    assert.equal(rest.typeId, 'Device');
    assert.equal(rest.defaultHostingCost, 12);
    assertSameShared(rest, graphql);
  });

  test('created through GraphQL with every writable field, and an OTT enrollment in the same call', async () => {
    const { createIdentity } = requireData(
      await gql(
        server.url,
        CreateIdentityDocument,
        {
          input: {
            name: unique('parity-gql'),
            type: 'Service',
            isAdmin: false,
            roleAttributes: ['parity', 'graphql'],
            tags: { owner: 'dev' },
            appData: { tier: 'silver' },
            defaultHostingCost: 3,
            defaultHostingPrecedence: 'failed',
            serviceHostingCosts: { someService: 4 },
            serviceHostingPrecedences: { someService: 'required' },
            externalId: unique('ext'),
            authPolicyId: 'default',
            enrollment: { ott: true, updb: unique('user') },
          },
        },
        server.admin,
      ),
    );
    const { rest, graphql } = await bothViews(createIdentity.id);
    assertSameShared(rest, graphql);
    const enrollment = rest.enrollment as Record<string, { id: string; jwt: string } | undefined>;
    assert.ok(enrollment.ott?.jwt, 'the OTT enrollment asked for in GraphQL exists');
    assert.ok(enrollment.updb?.jwt, 'the UPDB enrollment asked for in GraphQL exists');
    const { enrollments } = requireData(await gql(server.url, EnrollmentsDocument, { filter: `identity = "${createIdentity.id}"` }, server.admin));
    assert.deepEqual(enrollments.items.map((e) => e.method).sort(), ['ott', 'updb']);
  });

  test('a GraphQL create with a bad enrollment creates nothing', async () => {
    const name = unique('parity-bad');
    const res = await gql(server.url, CreateIdentityDocument, { input: { name, type: 'User', isAdmin: false, enrollment: { ottca: 'no-such-ca' } } }, server.admin);
    assert.ok(res.errors?.length, 'refused');
    const list = requireOk(await server.mgmt.get(`/identities?filter=${encodeURIComponent(`name = "${name}"`)}`));
    assert.equal(list.length, 0);
  });

  test('a timed disable that has run out: both APIs say enabled (and agree on the dates)', async () => {
    const created = requireOk(await server.mgmt.post('/identities', { name: unique('parity-disable'), type: 'User', isAdmin: false }), 201);
    requireData(await gql(server.url, DisableIdentityDocument, { id: created.id, durationMinutes: 5 }, server.admin));
    let views = await bothViews(created.id);
    assert.equal(views.rest.disabled, true);
    assertSameShared(views.rest, views.graphql);

    // The five minutes pass: the stored flag stays, the shown value lapses in both APIs.
    await server.app.db.orm.em.fork().execute(`update "identities" set "disabled_until" = now() - interval '1 minute' where "id" = ?`, [created.id]);
    views = await bothViews(created.id);
    assert.equal(views.rest.disabled, false);
    assertSameShared(views.rest, views.graphql);
    const filtered = requireOk(await server.mgmt.get(`/identities?filter=${encodeURIComponent(`id = "${created.id}" and disabled = false`)}`));
    assert.equal(filtered.length, 1, 'the filter applies the same rule');
  });
});
