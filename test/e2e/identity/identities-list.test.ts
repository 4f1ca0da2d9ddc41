import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError } from '../../support/rest-client';
import { identityFixtures, filter, names, unique } from './identities-support';

/** Listing identities: paging, the filter language, roleFilter and roleSemantic. */

const server = useTestServer();
const { createIdentity, list } = identityFixtures(server);

describe('GET /identities: paging', () => {
  const prefix = unique('page');
  const total = 12;
  before(async () => {
    for (let i = 0; i < total; i++) await createIdentity({ name: `${prefix}-${String(i).padStart(2, '0')}` });
  });
  const mine = filter(`name contains "${prefix}"`);

  test('the default limit is 10, with limit, offset and totalCount in meta.pagination', async () => {
    const { data, meta } = await list(mine);
    assert.equal(data.length, 10);
    assert.deepEqual(meta.pagination, { limit: 10, offset: 0, totalCount: total });
  });

  test('offset and limit page through the results in id order without overlap', async () => {
    const first = await list(`${mine}&limit=5&offset=0`);
    const second = await list(`${mine}&limit=5&offset=5`);
    const third = await list(`${mine}&limit=5&offset=10`);
    assert.deepEqual([first.data.length, second.data.length, third.data.length], [5, 5, 2]);
    assert.deepEqual(second.meta.pagination, { limit: 5, offset: 5, totalCount: total });
    const ids = [...first.data, ...second.data, ...third.data].map((d) => d.id);
    assert.equal(new Set(ids).size, total);
    assert.deepEqual(ids, [...ids].sort(), 'without a sort, results come in id order');
  });

  test('an offset past the end gives an empty page with the total', async () => {
    const { data, meta } = await list(`${mine}&offset=50`);
    assert.deepEqual(data, []);
    assert.equal(meta.pagination.totalCount, total);
  });

  test('limit -1 returns everything', async () => {
    const { data, meta } = await list(`${mine}&limit=-1`);
    assert.equal(data.length, total);
    assert.equal(meta.pagination.totalCount, total);
  });

  test('limit 0 falls back to the default of 10; limits above 500 are clamped', async () => {
    assert.equal((await list(`${mine}&limit=0`)).meta.pagination.limit, 10);
    assert.equal((await list(`${mine}&limit=100000`)).meta.pagination.limit, 500);
  });

  test('a non-integer limit or offset, or a negative offset, is 400 INVALID_PAGINATION', async () => {
    for (const q of ['limit=abc', 'limit=1.5', 'offset=x', 'offset=-1']) {
      requireError(await server.mgmt.get(`/identities?${q}`), 400, 'INVALID_PAGINATION');
    }
  });

  test('meta.filterableFields lists the filterable fields', async () => {
    const { meta } = await list(mine);
    for (const f of ['id', 'name', 'type', 'isAdmin', 'roleAttributes', 'createdAt', 'externalId', 'disabled']) {
      assert.ok(meta.filterableFields.includes(f), `${f} in ${meta.filterableFields}`);
    }
  });
});

describe('GET /identities: filters', () => {
  const prefix = unique('flt');
  const created = new Date(Date.now() - 1000);
  let ids: Record<string, string> = {};
  before(async () => {
    ids = {
      alpha: await createIdentity({ name: `${prefix}-Alpha`, type: 'Device', roleAttributes: ['red', 'round'], tags: { team: 'blue', vip: true } }),
      beta: await createIdentity({ name: `${prefix}-beta`, type: 'User', roleAttributes: ['red'], tags: { team: 'green' } }),
      gamma: await createIdentity({ name: `${prefix}-gamma`, type: 'User', isAdmin: true, roleAttributes: ['round', 'square'] }),
    };
  });
  const within = (f: string) => filter(`name contains "${prefix}" and ${f}`);

  test('name contains is case sensitive, icontains is not', async () => {
    assert.deepEqual(names((await list(filter(`name contains "${prefix}-a"`))).data), []);
    assert.deepEqual(names((await list(filter(`name icontains "${prefix.toUpperCase()}-A"`))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(filter(`name = "${prefix}-beta"`))).data), [`${prefix}-beta`]);
  });

  test('anyOf(roleAttributes) matches identities carrying the attribute', async () => {
    const { data } = await list(`${within('anyOf(roleAttributes) = "red"')}&sort=name`);
    assert.deepEqual(names(data), [`${prefix}-Alpha`, `${prefix}-beta`]);
    const round = await list(`${within('anyOf(roleAttributes) in ["square", "nothing"]')}`);
    assert.deepEqual(names(round.data), [`${prefix}-gamma`]);
  });

  test('tags.<key> compares tag values', async () => {
    assert.deepEqual(names((await list(within('tags.team = "blue"'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(within('tags.vip = true'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(`${within('tags.team != null')}&sort=name`)).data), [`${prefix}-Alpha`, `${prefix}-beta`]);
  });

  test('type, isAdmin and id are filterable', async () => {
    assert.deepEqual(names((await list(within('type = "Device"'))).data), [`${prefix}-Alpha`]);
    assert.deepEqual(names((await list(within('isAdmin = true'))).data), [`${prefix}-gamma`]);
    assert.deepEqual(names((await list(filter(`id = "${ids.beta}"`))).data), [`${prefix}-beta`]);
  });

  test('datetime() compares creation times', async () => {
    const after = (await list(within(`createdAt > datetime(${created.toISOString()})`))).meta.pagination.totalCount;
    assert.equal(after, 3);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    assert.equal((await list(within(`createdAt > datetime(${future})`))).meta.pagination.totalCount, 0);
  });

  test('sort by in the filter and the sort parameter order results', async () => {
    const desc = await list(filter(`name contains "${prefix}" sort by name desc`));
    assert.deepEqual(names(desc.data), [`${prefix}-gamma`, `${prefix}-beta`, `${prefix}-Alpha`]);
    const param = await list(`${filter(`name contains "${prefix}"`)}&sort=${encodeURIComponent('name desc')}`);
    assert.deepEqual(names(param.data), names(desc.data));
  });

  test('skip and limit in the filter override the paging parameters', async () => {
    const { data, meta } = await list(`${filter(`name contains "${prefix}" sort by name skip 1 limit 1`)}&limit=50&offset=0`);
    assert.deepEqual(names(data), [`${prefix}-beta`]);
    assert.deepEqual(meta.pagination, { limit: 1, offset: 1, totalCount: 3 });
  });

  test('bad filter syntax is 400 INVALID_FILTER', async () => {
    for (const f of ['name = ', 'name === "x"', '(name = "x"', 'name contains']) {
      requireError(await server.mgmt.get(`/identities?${filter(f)}`), 400, 'INVALID_FILTER');
    }
  });

  test('an unknown field is 400 INVALID_FILTER', async () => {
    const error = requireError(await server.mgmt.get(`/identities?${filter('color = "red"')}`), 400, 'INVALID_FILTER');
    assert.match(JSON.stringify(error.cause), /color/);
  });

  test('roleAttributes can only be used through a set function', async () => {
    requireError(await server.mgmt.get(`/identities?${filter('roleAttributes = "red"')}`), 400, 'INVALID_FILTER');
  });

  test('an unknown sort field is refused', async () => {
    requireError(await server.mgmt.get(`/identities?sort=color`), 400, 'INVALID_SORT_IDENTIFIER');
  });
});

describe('GET /identities: roleFilter and roleSemantic', () => {
  const prefix = unique('roles');
  const [attrA, attrB, shared] = [unique('a'), unique('b'), unique('shared')];
  let ids: Record<string, string> = {};
  before(async () => {
    ids = {
      both: await createIdentity({ name: `${prefix}-both`, roleAttributes: [attrA, shared] }),
      one: await createIdentity({ name: `${prefix}-one`, roleAttributes: [attrB] }),
      none: await createIdentity({ name: `${prefix}-none` }),
    };
  });
  const role = (r: string) => `roleFilter=${encodeURIComponent(r)}`;
  const roles = async (query: string) => names((await list(`${filter(`name contains "${prefix}"`)}&sort=name&${query}`)).data);

  test('#attr with the default AllOf semantic needs every attribute', async () => {
    assert.deepEqual(await roles(`${role(`#${attrA}`)}&${role(`#${shared}`)}`), [`${prefix}-both`]);
    assert.deepEqual(await roles(`${role(`#${attrA}`)}&${role(`#${shared}`)}&roleSemantic=AllOf`), [`${prefix}-both`]);
    assert.deepEqual(await roles(`${role(`#${attrB}`)}&${role(`#${shared}`)}`), []);
  });

  test('AnyOf needs one of the attributes', async () => {
    assert.deepEqual(await roles(`${role(`#${attrB}`)}&${role(`#${shared}`)}&roleSemantic=AnyOf`), [`${prefix}-both`, `${prefix}-one`]);
  });

  test('@id selects an identity by id, whatever its attributes', async () => {
    assert.deepEqual(await roles(role(`@${ids.none}`)), [`${prefix}-none`]);
    assert.deepEqual(await roles(`${role(`#${shared}`)}&${role(`@${ids.none}`)}`), [`${prefix}-both`, `${prefix}-none`]);
  });

  test('#all matches every identity', async () => {
    assert.deepEqual(await roles(role('#all')), [`${prefix}-both`, `${prefix}-none`, `${prefix}-one`]);
  });

  test('a role without # or @, or an unknown semantic, is 400', async () => {
    requireError(await server.mgmt.get(`/identities?${role(shared)}`), 400, 'COULD_NOT_VALIDATE');
    requireError(await server.mgmt.get(`/identities?${role(`#${shared}`)}&roleSemantic=OneOf`), 400, 'COULD_NOT_VALIDATE');
  });
});
