import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { create, createUser, unique } from '../../support/fixtures';
import { errorCode, requireData } from '../../support/gql-client';
import { requireOk } from '../../support/rest-client';
import { TransferExportDocument, TransferImportDocument } from '../../graphql/generated';
import type { EntityChangeEvent } from '../../../src/services/core/events/entity-change';

/** Configuration export and import over GraphQL: the same documents and rules as REST. */

const server = useTestServer();
let names: { type: string; config: string; service: string; identity: string; policy: string };

server.setup(async () => {
  names = { type: unique('gt-type'), config: unique('gt-cfg'), service: unique('gt-svc'), identity: unique('gt-id'), policy: unique('gt-sp') };
  const typeId = await create(server, 'config-types', { name: names.type, schema: { type: 'object', properties: { n: { type: 'integer' } } } });
  const configId = await create(server, 'configs', { name: names.config, configTypeId: typeId, data: { n: 1 } });
  const serviceId = await create(server, 'services', { name: names.service, encryptionRequired: true, configs: [configId] });
  const identityId = await create(server, 'identities', { name: names.identity, type: 'Device', isAdmin: false, roleAttributes: ['gt'] });
  await create(server, 'service-policies', { name: names.policy, type: 'Dial', semantic: 'AllOf', identityRoles: [`@${identityId}`], serviceRoles: [`@${serviceId}`] });
});

const exportDoc = async () => requireData(await server.gql(TransferExportDocument, {})).exportConfiguration as Record<string, any>;

/** The change events this instance dispatches while `action` runs. */
async function eventsDuring(action: () => Promise<unknown>): Promise<EntityChangeEvent[]> {
  const seen: EntityChangeEvent[] = [];
  const stop = server.app.services.deps.bus.onEntityChange((e) => seen.push(e));
  try {
    await action();
  } finally {
    stop();
  }
  return seen;
}

describe('GraphQL export and import', () => {
  test('exportConfiguration is the REST document', async () => {
    const doc = await exportDoc();
    assert.deepEqual(doc, requireOk(await server.mgmt.get('/database/export')));
    assert.deepEqual(doc.servicePolicies.find((p: any) => p.name === names.policy).identityRoles, [`@${names.identity}`]);
  });

  test('importing the export changes nothing and announces nothing', async () => {
    const doc = await exportDoc();
    let report: any;
    const events = await eventsDuring(async () => {
      report = requireData(await server.gql(TransferImportDocument, { document: doc })).importConfiguration;
    });
    for (const [kind, r] of Object.entries(report) as [string, any][]) {
      assert.deepEqual([r.created, r.updated, r.unchanged.length], [[], [], doc[kind].length], kind);
    }
    assert.deepEqual(events, []);
  });

  test('new and changed items are written through the services, with their events on commit', async () => {
    const doc = await exportDoc();
    const newType = unique('gt-new');
    doc.configTypes.push({ name: newType, schema: {}, tags: { from: 'import' } });
    doc.identities.find((i: any) => i.name === names.identity).roleAttributes = ['gt', 'more'];
    let report: any;
    const events = await eventsDuring(async () => {
      report = requireData(await server.gql(TransferImportDocument, { document: doc })).importConfiguration;
    });
    assert.deepEqual(report.configTypes.created, [newType]);
    assert.deepEqual(report.identities.updated, [names.identity]);
    const [created] = requireOk(await server.mgmt.get(`/config-types?filter=${encodeURIComponent(`name = "${newType}"`)}`));
    assert.deepEqual(created.tags, { from: 'import' });
    const [identity] = requireOk(await server.mgmt.get(`/identities?filter=${encodeURIComponent(`name = "${names.identity}"`)}`));
    assert.ok(events.some((e) => e.eventType === 'created' && e.entityType === 'config-types' && e.entityId === created.id), 'config type created event');
    assert.ok(events.some((e) => e.eventType === 'updated' && e.entityType === 'identities' && e.entityId === identity.id), 'identity updated event');
    // The export is sorted by name.
    doc.configTypes.sort((a: any, b: any) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    assert.deepEqual(await exportDoc(), doc);
  });

  test('an invalid document: COULD_NOT_VALIDATE naming the item, nothing written, nothing announced', async () => {
    const doc = await exportDoc();
    const extra = unique('gt-never');
    doc.configTypes.push({ name: extra, schema: {}, tags: {} });
    delete doc.services.find((s: any) => s.name === names.service).terminatorStrategy;
    let res: any;
    const events = await eventsDuring(async () => {
      res = await server.gql(TransferImportDocument, { document: doc });
    });
    assert.equal(errorCode(res), 'COULD_NOT_VALIDATE');
    const cause = res.errors[0].extensions.cause;
    assert.match(cause.field, /^services\[\d+\]\.terminatorStrategy$/);
    assert.match(cause.reason, new RegExp(names.service));
    assert.deepEqual(events, []);

    // Valid shape, but a reference the target does not have: the items before it are rolled back too.
    const doc2 = await exportDoc();
    doc2.configTypes.push({ name: extra, schema: {}, tags: {} });
    doc2.configs.push({ name: unique('gt-orphan'), configType: 'no-such-type', data: {}, tags: {} });
    const events2 = await eventsDuring(async () => {
      res = await server.gql(TransferImportDocument, { document: doc2 });
    });
    assert.equal(errorCode(res), 'COULD_NOT_VALIDATE');
    assert.match(res.errors[0].extensions.cause.field, /^configs\[\d+\]\.configType$/);
    assert.deepEqual(events2, []);
    assert.equal((await exportDoc()).configTypes.some((t: any) => t.name === extra), false);
  });

  test('non-admins are FORBIDDEN', async () => {
    const user = await createUser(server.server, {}, 'management');
    assert.equal(errorCode(await server.gql(TransferExportDocument, {}, user.client.token)), 'FORBIDDEN');
    assert.equal(errorCode(await server.gql(TransferImportDocument, { document: await exportDoc() }, user.client.token)), 'FORBIDDEN');
  });
});
