import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireNotFound, requireOk } from '../../support/rest-client';
import type { Subscription } from '../../support/ws-client';
import { createServicePolicy, createUser, sleep, type User } from '../../support/fixtures';
import { liveServiceWatch } from '../access/service-watch';
import type { ServiceListChangedEvent } from '../access/gql-documents';
import { Catalog, unique } from './fixtures';

/**
 * Deleting a config still in use, as OpenZiti does: it goes, leaving the services that listed it
 * and the identity overrides naming it, and whoever saw it is told (service-updates moves, the
 * service list subscription fires).
 */

const server = useTestServer();
const cat = new Catalog(server);
const open: Subscription<ServiceListChangedEvent>[] = [];
server.defer(async () => {
  await Promise.all(open.map((s) => s.dispose()));
});

const stamp = async (user: User) => requireOk(await user.client.get('/current-api-session/service-updates')).lastChangeAt as string;
const overrides = (identityId: string) => cat.get(`/identities/${identityId}/service-configs`) as Promise<{ serviceId: string; configId: string }[]>;

describe('DELETE /configs/{id} of a config in use', () => {
  test('unlinks it from its services and overrides, and moves what the identities that saw it watch', async () => {
    const typeName = unique('host');
    const typeId = await cat.configType({ name: typeName });
    const otherTypeName = unique('free');
    const otherType = await cat.configType({ name: otherTypeName, schema: {} });
    const gone = await cat.config(typeId, { data: { address: 'gone', port: 1 } });
    const kept = await cat.config(otherType, { data: { kept: true } });
    const [s1, s2] = [await cat.service({ configs: [gone, kept] }), await cat.service({ configs: [gone] })];

    const attr = unique('seer');
    const seer = await createUser(server, { roleAttributes: [attr] });
    const outsider = await createUser(server, { roleAttributes: [unique('outsider')] });
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${s1}`, `@${s2}`]);
    // The seer overrides s2's config of the type with the config that goes, and keeps another override.
    const ownOther = await cat.config(otherType, { data: { own: true } });
    requireOk(await server.mgmt.post(`/identities/${seer.id}/service-configs`, [{ serviceId: s2, configId: gone }, { serviceId: s1, configId: ownOther }]));

    const watch = await liveServiceWatch(server, server, seer, attr, open);
    const [seerBefore, outsiderBefore] = [await stamp(seer), await stamp(outsider)];
    await sleep(20);

    requireOk(await server.mgmt.delete(`/configs/${gone}`));

    requireNotFound(await server.mgmt.get(`/configs/${gone}`));
    // Management: the services keep their other configs only.
    assert.deepEqual((await cat.list(`/services/${s1}/configs`)).data.map((c) => c.id), [kept]);
    assert.deepEqual((await cat.list(`/services/${s2}/configs`)).data, []);
    assert.deepEqual((await cat.get(`/services/${s1}`)).configs, [kept]);
    assert.deepEqual((await cat.get(`/services/${s2}`)).configs, []);
    // Client: neither `configs` nor `config` names it any longer.
    const seen = requireOk(await seer.client.get('/services?configTypes=all&limit=-1')) as { id: string; configs: string[]; config: Record<string, unknown> }[];
    const view = (id: string) => seen.find((s) => s.id === id)!;
    assert.deepEqual(view(s1).configs, [kept]);
    assert.deepEqual(view(s1).config, { [otherTypeName]: { own: true } });
    assert.deepEqual(view(s2).configs, []);
    assert.deepEqual(view(s2).config, {});
    // The override naming it is gone; the other stays.
    assert.deepEqual((await overrides(seer.id)).map((o) => [o.serviceId, o.configId]), [[s1, ownOther]]);

    const seerAfter = await stamp(seer);
    assert.ok(seerAfter > seerBefore, `service-updates moved for an identity dialing the services: ${seerAfter} after ${seerBefore}`);
    assert.equal(await stamp(outsider), outsiderBefore, 'service-updates stays for an identity that can not see them');
    const { event } = await watch.takeUntil((e) => e.serviceListChanged.changed.some((c) => c.service.id === s2));
    assert.deepEqual(event.serviceListChanged.changed.map((c) => c.service.id).sort(), [s1, s2].sort());

    // The config type that still has a config is refused, as before.
    requireError(await server.mgmt.delete(`/config-types/${otherType}`), 409, 'CAN_NOT_DELETE_REFERENCED_ENTITY');
    // The type of the deleted config has none left.
    requireOk(await server.mgmt.delete(`/config-types/${typeId}`));
  });

  test('an override alone moves only its identity', async () => {
    const typeId = await cat.configType();
    const config = await cat.config(typeId);
    const serviceId = await cat.service();
    const attr = unique('seer');
    const [owner, bystander] = [await createUser(server, { roleAttributes: [attr] }), await createUser(server, { roleAttributes: [attr] })];
    await createServicePolicy(server, 'Dial', [`#${attr}`], [`@${serviceId}`]);
    requireOk(await server.mgmt.post(`/identities/${owner.id}/service-configs`, [{ serviceId, configId: config }]));
    const [ownerBefore, bystanderBefore] = [await stamp(owner), await stamp(bystander)];
    await sleep(20);
    requireOk(await server.mgmt.delete(`/configs/${config}`));
    assert.deepEqual(await overrides(owner.id), []);
    assert.ok((await stamp(owner)) > ownerBefore, 'the owner of the override sees a change');
    assert.equal(await stamp(bystander), bystanderBefore, 'the service itself did not change');
  });
});
