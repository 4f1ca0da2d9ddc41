import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { Fixtures, filter, sorted, unique } from './fixtures';

const server = useTestServer();
const f = new Fixtures(server);

// ---------------------------------------------------------------------------
// The three policy kinds, each side being a roles field selecting one kind of entity.

type Segment = 'identities' | 'services' | 'edge-routers' | 'posture-checks';

interface Side {
  field: string;
  /** Path segment of the entities, also of the policy's affected list. */
  segment: Segment;
}

interface Kind {
  segment: string;
  base: Record<string, unknown>;
  sides: Side[];
}

const KINDS: Kind[] = [
  {
    segment: 'service-policies',
    base: { type: 'Dial' },
    sides: [{ field: 'identityRoles', segment: 'identities' }, { field: 'serviceRoles', segment: 'services' }, { field: 'postureCheckRoles', segment: 'posture-checks' }],
  },
  { segment: 'edge-router-policies', base: {}, sides: [{ field: 'identityRoles', segment: 'identities' }, { field: 'edgeRouterRoles', segment: 'edge-routers' }] },
  { segment: 'service-edge-router-policies', base: {}, sides: [{ field: 'serviceRoles', segment: 'services' }, { field: 'edgeRouterRoles', segment: 'edge-routers' }] },
];

function createEntity(segment: Segment, roleAttributes: string[] = [], body: Record<string, unknown> = {}): Promise<string> {
  switch (segment) {
    case 'identities':
      return f.identity({ roleAttributes, ...body });
    case 'services':
      return f.service({ roleAttributes, ...body });
    case 'edge-routers':
      return f.edgeRouter({ roleAttributes, ...body });
    case 'posture-checks':
      return f.postureCheck({ roleAttributes, ...body });
  }
}

async function setAttributes(segment: Segment, id: string, roleAttributes: string[]): Promise<void> {
  // A posture check patch names its type (the body differs by type).
  await f.patch(`/${segment}/${id}`, segment === 'posture-checks' ? { typeId: 'DOMAIN', roleAttributes } : { roleAttributes });
}

async function entityName(segment: Segment, id: string): Promise<string> {
  return (await f.get(`/${segment}/${id}`)).name;
}

function createPolicy(kind: Kind, body: Record<string, unknown>): Promise<string> {
  return f.create(kind.segment, { name: unique('pol'), semantic: 'AllOf', ...kind.base, ...body });
}

const affected = (kind: Kind, policy: string, side: Side) => f.ids(`/${kind.segment}/${policy}/${side.segment}`);

for (const kind of KINDS) {
  describe(kind.segment, () => {
    for (const side of kind.sides) {
      describe(`${side.field} selecting ${side.segment}`, () => {
        test('AllOf needs every attribute, AnyOf one; @id roles always match', async () => {
          const t = unique('s');
          const both = await createEntity(side.segment, [`${t}a`, `${t}b`]);
          const onlyA = await createEntity(side.segment, [`${t}a`]);
          const other = await createEntity(side.segment, [`${t}c`]);
          const p = await createPolicy(kind, { [side.field]: [`#${t}a`, `#${t}b`] });
          assert.deepEqual(await affected(kind, p, side), [both]);
          await f.patch(`/${kind.segment}/${p}`, { semantic: 'AnyOf' });
          assert.deepEqual(await affected(kind, p, side), sorted([both, onlyA]));
          await f.patch(`/${kind.segment}/${p}`, { semantic: 'AllOf', [side.field]: [`#${t}a`, `#${t}b`, `@${other}`] });
          assert.deepEqual(await affected(kind, p, side), sorted([both, other]));
          await f.patch(`/${kind.segment}/${p}`, { [side.field]: [`@${onlyA}`] });
          assert.deepEqual(await affected(kind, p, side), [onlyA]);
        });

        test('the affected list follows attribute changes of the entities and role changes of the policy', async () => {
          const t = unique('m');
          const e1 = await createEntity(side.segment, [`${t}x`]);
          const e2 = await createEntity(side.segment, []);
          const p = await createPolicy(kind, { [side.field]: [`#${t}x`] });
          assert.deepEqual(await affected(kind, p, side), [e1]);
          await setAttributes(side.segment, e2, [`${t}x`, 'other']);
          assert.deepEqual(await affected(kind, p, side), sorted([e1, e2]));
          await setAttributes(side.segment, e1, ['other']);
          assert.deepEqual(await affected(kind, p, side), [e2]);
          const late = await createEntity(side.segment, [`${t}x`]);
          assert.deepEqual(await affected(kind, p, side), sorted([e2, late]));
          await f.patch(`/${kind.segment}/${p}`, { [side.field]: ['#other'] });
          assert.ok((await affected(kind, p, side)).includes(e1));
          assert.ok(!(await affected(kind, p, side)).includes(late));
          await f.patch(`/${kind.segment}/${p}`, { [side.field]: [] });
          assert.deepEqual(await affected(kind, p, side), []);
        });

        test('#all selects every entity of the kind, also those created later', async () => {
          const before = await createEntity(side.segment);
          const p = await createPolicy(kind, { [side.field]: ['#all'], semantic: 'AllOf' });
          const later = await createEntity(side.segment);
          const ids = await affected(kind, p, side);
          assert.ok(ids.includes(before) && ids.includes(later));
          assert.deepEqual(ids, await f.ids(`/${side.segment}`));
          // Other tests relate entities through policies: this one would select theirs too.
          requireOk(await f.mgmt.delete(`/${kind.segment}/${p}`));
        });

        test('roles that are not #attribute, #all or @id are refused', async () => {
          for (const bad of ['plain', '', '#', '@', '%x', ' #x']) {
            requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name: unique('bad'), semantic: 'AllOf', ...kind.base, [side.field]: [bad] }), side.field);
          }
          const p = await createPolicy(kind, {});
          requireFieldError(await f.mgmt.patch(`/${kind.segment}/${p}`, { [side.field]: ['x'] }), side.field);
        });

        test('an @id role must name an existing entity of the kind', async () => {
          requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name: unique('bad'), semantic: 'AllOf', ...kind.base, [side.field]: ['@missing'] }), side.field);
          // An id of another kind of entity is no better.
          const wrong = await createEntity(side.segment === 'services' ? 'identities' : 'services');
          requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name: unique('bad'), semantic: 'AllOf', ...kind.base, [side.field]: [`@${wrong}`] }), side.field);
          const p = await createPolicy(kind, {});
          requireFieldError(await f.mgmt.put(`/${kind.segment}/${p}`, { name: unique('x'), semantic: 'AllOf', ...kind.base, [side.field]: ['@missing'] }), side.field);
        });

        test('the roles display names @id roles by the entity name', async () => {
          const e = await createEntity(side.segment);
          const p = await createPolicy(kind, { [side.field]: ['#zeta', `@${e}`, '#all'] });
          const d = await f.get(`/${kind.segment}/${p}`);
          assert.deepEqual(d[side.field], ['#zeta', `@${e}`, '#all']);
          assert.deepEqual(d[`${side.field}Display`], [
            { role: '#zeta', name: '#zeta' },
            { role: `@${e}`, name: `@${await entityName(side.segment, e)}` },
            { role: '#all', name: '#all' },
          ]);
          const listed = requireOk(await f.mgmt.get(`/${kind.segment}?${filter(`id = "${p}"`)}`));
          assert.deepEqual(listed[0][`${side.field}Display`], d[`${side.field}Display`]);
          requireOk(await f.mgmt.delete(`/${kind.segment}/${p}`));
        });

        test('deleting an entity removes its @id from the policy', async () => {
          const gone = await createEntity(side.segment);
          const kept = await createEntity(side.segment);
          const p = await createPolicy(kind, { [side.field]: [`@${gone}`, `@${kept}`] });
          assert.deepEqual(await affected(kind, p, side), sorted([gone, kept]));
          requireOk(await f.mgmt.delete(`/${side.segment}/${gone}`));
          const d = await f.get(`/${kind.segment}/${p}`);
          assert.deepEqual(d[side.field], [`@${kept}`]);
          assert.deepEqual(await affected(kind, p, side), [kept]);
        });
      });
    }

    test('CRUD: name is required and unique, PUT replaces, PATCH changes only what is given, delete', async () => {
      const name = unique('crud');
      const p = await createPolicy(kind, { name, tags: { team: 'a' } });
      const d = await f.get(`/${kind.segment}/${p}`);
      assert.equal(d.name, name);
      assert.equal(d.semantic, 'AllOf');
      assert.deepEqual(d.tags, { team: 'a' });
      assert.equal(d._links.self.href, `./${kind.segment}/${p}`);
      for (const side of kind.sides) {
        assert.deepEqual(d[side.field], []);
        assert.deepEqual(d[`${side.field}Display`], []);
      }
      requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name, semantic: 'AllOf', ...kind.base }), 'name');
      requireFieldError(await f.mgmt.post(`/${kind.segment}`, { semantic: 'AllOf', ...kind.base }), 'name');
      requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name: unique('x'), ...kind.base }), 'semantic');
      requireFieldError(await f.mgmt.post(`/${kind.segment}`, { name: unique('x'), semantic: 'SomeOf', ...kind.base }), 'semantic');

      const field = kind.sides[0].field;
      await f.patch(`/${kind.segment}/${p}`, { [field]: ['#p'] });
      assert.deepEqual((await f.get(`/${kind.segment}/${p}`)).tags, { team: 'a' });
      const renamed = unique('renamed');
      requireOk(await f.mgmt.put(`/${kind.segment}/${p}`, { name: renamed, semantic: 'AnyOf', ...kind.base }));
      const r = await f.get(`/${kind.segment}/${p}`);
      assert.equal(r.name, renamed);
      assert.equal(r.semantic, 'AnyOf');
      assert.deepEqual(r[field], []);
      assert.deepEqual(r.tags, {});

      assert.deepEqual(await f.ids(`/${kind.segment}?${filter(`name = "${renamed}"`)}`), [p]);
      requireOk(await f.mgmt.delete(`/${kind.segment}/${p}`));
      requireNotFound(await f.mgmt.get(`/${kind.segment}/${p}`));
      requireNotFound(await f.mgmt.delete(`/${kind.segment}/${p}`));
      requireNotFound(await f.mgmt.patch(`/${kind.segment}/${p}`, { semantic: 'AnyOf' }));
      for (const side of kind.sides) requireNotFound(await f.mgmt.get(`/${kind.segment}/${p}/${side.segment}`));
    });

    test('a non-admin identity gets 401', async () => {
      const user = await f.nonAdmin();
      const p = await createPolicy(kind, {});
      requireUnauthorized(await user.get(`/${kind.segment}`));
      requireUnauthorized(await user.get(`/${kind.segment}/${p}`));
      requireUnauthorized(await user.post(`/${kind.segment}`, { name: unique('x'), semantic: 'AllOf', ...kind.base }));
      requireUnauthorized(await user.patch(`/${kind.segment}/${p}`, { semantic: 'AnyOf' }));
      requireUnauthorized(await user.delete(`/${kind.segment}/${p}`));
      for (const side of kind.sides) requireUnauthorized(await user.get(`/${kind.segment}/${p}/${side.segment}`));
      assert.equal((await f.get(`/${kind.segment}/${p}`)).semantic, 'AllOf');
    });
  });
}

describe('service policy specifics', () => {
  test('type is Dial or Bind, filterable', async () => {
    const t = unique('type');
    const bind = await f.servicePolicy({ name: `${t}b`, type: 'Bind' });
    await f.servicePolicy({ name: `${t}d`, type: 'Dial' });
    assert.equal((await f.get(`/service-policies/${bind}`)).type, 'Bind');
    assert.deepEqual(await f.ids(`/service-policies?${filter(`name contains "${t}" and type = "Bind"`)}`), [bind]);
    requireFieldError(await f.mgmt.post('/service-policies', { name: unique('x'), semantic: 'AllOf' }), 'type');
    requireFieldError(await f.mgmt.post('/service-policies', { name: unique('x'), semantic: 'AllOf', type: 'Invalid' }), 'type');
    requireFieldError(await f.mgmt.patch(`/service-policies/${bind}`, { type: 'Both' }), 'type');
  });

  test('the affected lists of a service policy take filters and paging', async () => {
    const t = unique('page');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await f.identity({ name: `${t}i${i}`, roleAttributes: [t] }));
    const p = await f.servicePolicy({ identityRoles: [`#${t}`] });
    const res = await f.mgmt.get(`/service-policies/${p}/identities?limit=2&offset=1&sort=name`);
    assert.deepEqual(requireOk(res).map((x: any) => x.id), [ids[1], ids[2]]);
    assert.deepEqual(res.body.meta.pagination, { limit: 2, offset: 1, totalCount: 3 });
    assert.deepEqual(await f.ids(`/service-policies/${p}/identities?${filter(`name = "${t}i0"`)}`), [ids[0]]);
    const defaultPage = await f.mgmt.get(`/service-policies/${p}/identities`);
    assert.equal(defaultPage.body.meta.pagination.limit, 10);
  });

  test('posture checks of a service policy', async () => {
    const t = unique('pc');
    const check = await f.postureCheck({ roleAttributes: [t] });
    const p = await f.servicePolicy({ postureCheckRoles: [`#${t}`] });
    const listed = requireOk(await f.mgmt.get(`/service-policies/${p}/posture-checks`));
    assert.deepEqual(listed.map((c: any) => c.id), [check]);
    assert.deepEqual(listed[0].domains, ['corp.example.com']);
  });
});

describe('lists related to an edge router', () => {
  test('its policies, the identities that may use it and the services reachable through it', async () => {
    const t = unique('rel');
    const er = await f.edgeRouter({ roleAttributes: [t] });
    const elsewhere = await f.edgeRouter();
    const i1 = await f.identity({ roleAttributes: [t] });
    const i2 = await f.identity();
    const s1 = await f.service({ roleAttributes: [t] });
    await f.service();
    const erp = await f.edgeRouterPolicy({ identityRoles: [`#${t}`, `@${i2}`], edgeRouterRoles: [`#${t}`], semantic: 'AnyOf' });
    const serp = await f.serviceEdgeRouterPolicy({ serviceRoles: [`#${t}`], edgeRouterRoles: [`@${er}`] });

    assert.deepEqual(await f.ids(`/edge-routers/${er}/edge-router-policies`), [erp]);
    assert.deepEqual(await f.ids(`/edge-routers/${er}/identities`), sorted([i1, i2]));
    assert.deepEqual(await f.ids(`/edge-routers/${er}/services`), [s1]);
    // The spec declares service policies as the answer here; OpenZiti answers service edge router policies.
    const serps = await f.mgmt.get(`/edge-routers/${er}/service-edge-router-policies`, { unchecked: true });
    assert.deepEqual(requireOk(serps).map((p: any) => p.id), [serp]);
    assert.deepEqual(requireOk(serps)[0].edgeRouterRolesDisplay, [{ role: `@${er}`, name: `@${await entityName('edge-routers', er)}` }]);

    assert.deepEqual(await f.ids(`/edge-routers/${elsewhere}/identities`), []);
    assert.deepEqual(await f.ids(`/edge-routers/${elsewhere}/edge-router-policies`), []);

    await setAttributes('identities', i1, []);
    assert.deepEqual(await f.ids(`/edge-routers/${er}/identities`), [i2]);
    await setAttributes('edge-routers', er, []);
    assert.deepEqual(await f.ids(`/edge-routers/${er}/identities`), [], 'the router left the policy');
    assert.deepEqual(await f.ids(`/edge-routers/${er}/services`), [s1], 'still named by @id');
    requireNotFound(await f.mgmt.get('/edge-routers/missing/identities'));
  });
});

describe('role attributes in use', () => {
  test('of services and of posture checks', async () => {
    const t = unique('attr');
    await f.service({ roleAttributes: [`${t}s2`, `${t}s1`] });
    await f.service({ roleAttributes: [`${t}s1`] });
    await f.postureCheck({ roleAttributes: [`${t}p`] });
    assert.deepEqual(requireOk(await f.mgmt.get(`/service-role-attributes?${filter(`id contains "${t}" sort by id`)}`)), [`${t}s1`, `${t}s2`]);
    assert.deepEqual(requireOk(await f.mgmt.get(`/posture-check-role-attributes?${filter(`id contains "${t}"`)}`)), [`${t}p`]);
    const page = await f.mgmt.get(`/service-role-attributes?${filter(`id contains "${t}"`)}&limit=1`);
    assert.equal(page.body.meta.pagination.totalCount, 2);
    assert.equal(page.body.data.length, 1);
    const user = await f.nonAdmin();
    requireUnauthorized(await user.get('/service-role-attributes'));
    requireUnauthorized(await user.get('/posture-check-role-attributes'));
  });
});

describe('attribute changes racing', () => {
  // A PATCH adding an attribute a policy names refreshes the entity's matches; one adding only an
  // attribute no policy names is written by a single statement that leaves them as they are. The
  // second, racing the first, must not write over attributes it did not see: the matches would
  // then keep a policy the final attributes do not select.
  for (const segment of ['identities', 'services'] as const) {
    test(`of ${segment}: the policies selecting an entity are those of its final attributes`, async () => {
      const t = unique('race');
      const entity = await createEntity(segment, []);
      const roles = segment === 'identities' ? { identityRoles: [`#${t}-named`], serviceRoles: [`#${t}-none`] } : { serviceRoles: [`#${t}-named`], identityRoles: [`#${t}-none`] };
      const policy = await f.servicePolicy({ semantic: 'AnyOf', ...roles });
      for (let round = 0; round < 30; round++) {
        await setAttributes(segment, entity, []);
        const unnamed = Array.from({ length: 3 }, (_, n) => setAttributes(segment, entity, [`${t}-free-${round}-${n}`]));
        await Promise.all(round % 2 ? [...unnamed, setAttributes(segment, entity, [`${t}-named`])] : [setAttributes(segment, entity, [`${t}-named`]), ...unnamed]);
        const final: string[] = (await f.get(`/${segment}/${entity}`)).roleAttributes;
        assert.deepEqual(await f.ids(`/service-policies/${policy}/${segment}`), final.includes(`${t}-named`) ? [entity] : [], `round ${round}: attributes ${final.join(', ')}`);
      }
    });
  }
});
