import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireFieldError, requireNotFound, requireOk, requireUnauthorized } from '../../support/rest-client';
import { Fixtures, eventually, filter, unique } from './fixtures';

const server = useTestServer();
const f = new Fixtures(server);

/** One valid body per type, the fields as they are stored and shown, and invalid variants with the field they name. */
interface TypeCase {
  typeId: string;
  body: Record<string, unknown>;
  shown: Record<string, unknown>;
  invalid: [Record<string, unknown>, string][];
}

const CASES: TypeCase[] = [
  {
    typeId: 'DOMAIN',
    body: { domains: ['corp.example.com', 'emea.example.com'] },
    shown: { domains: ['corp.example.com', 'emea.example.com'] },
    invalid: [[{}, 'domains'], [{ domains: [] }, 'domains'], [{ domains: 'corp' }, 'domains'], [{ domains: [''] }, 'domains[0]']],
  },
  {
    typeId: 'MAC',
    body: { macAddresses: ['00:1A:2B:3C:4D:5E', '0a1b2c3d4e60'] },
    shown: { macAddresses: ['001a2b3c4d5e', '0a1b2c3d4e60'] },
    invalid: [[{}, 'macAddresses'], [{ macAddresses: [] }, 'macAddresses'], [{ macAddresses: ['not-a-mac'] }, 'macAddresses[0]']],
  },
  {
    typeId: 'OS',
    body: { operatingSystems: [{ type: 'Windows', versions: ['>=10.0.19045'] }, { type: 'macOS', versions: [] }] },
    shown: { operatingSystems: [{ type: 'Windows', versions: ['>=10.0.19045'] }, { type: 'macOS', versions: [] }] },
    invalid: [
      [{}, 'operatingSystems'],
      [{ operatingSystems: [] }, 'operatingSystems'],
      [{ operatingSystems: [{ type: 'BeOS', versions: [] }] }, 'operatingSystems[0].type'],
      [{ operatingSystems: ['Linux'] }, 'operatingSystems[0]'],
    ],
  },
  {
    typeId: 'PROCESS',
    body: { process: { osType: 'Linux', path: '/usr/bin/agent', hashes: ['ABCDEF01'], signerFingerprint: 'AA:BB:CC' } },
    shown: { process: { osType: 'Linux', path: '/usr/bin/agent', hashes: ['abcdef01'], signerFingerprint: 'aabbcc' } },
    invalid: [
      [{}, 'process'],
      [{ process: { path: '/x' } }, 'process.osType'],
      [{ process: { osType: 'Linux' } }, 'process.path'],
      [{ process: { osType: 'Linux', path: '/x', hashes: 'h' } }, 'process.hashes'],
    ],
  },
  {
    typeId: 'PROCESS_MULTI',
    body: { semantic: 'AnyOf', processes: [{ osType: 'Windows', path: 'C:\\agent.exe', signerFingerprints: ['ff'] }, { osType: 'macOS', path: '/Applications/A' }] },
    shown: {
      semantic: 'AnyOf',
      processes: [
        { osType: 'Windows', path: 'C:\\agent.exe', hashes: [], signerFingerprints: ['ff'] },
        { osType: 'macOS', path: '/Applications/A', hashes: [], signerFingerprints: [] },
      ],
    },
    invalid: [
      [{ semantic: 'AllOf' }, 'processes'],
      [{ processes: [{ osType: 'Linux', path: '/x' }] }, 'semantic'],
      [{ semantic: 'OneOf', processes: [{ osType: 'Linux', path: '/x' }] }, 'semantic'],
      [{ semantic: 'AllOf', processes: [] }, 'processes'],
      [{ semantic: 'AllOf', processes: [{ osType: 'Linux' }] }, 'processes[0].path'],
    ],
  },
  {
    typeId: 'MFA',
    body: { timeoutSeconds: 300, promptOnWake: true, promptOnUnlock: false, ignoreLegacyEndpoints: true },
    shown: { timeoutSeconds: 300, promptOnWake: true, promptOnUnlock: false, ignoreLegacyEndpoints: true },
    invalid: [[{ timeoutSeconds: 'soon' }, 'timeoutSeconds'], [{ timeoutSeconds: -5 }, 'timeoutSeconds'], [{ promptOnWake: 'yes' }, 'promptOnWake']],
  },
];

describe('posture checks of every type', () => {
  for (const c of CASES) {
    describe(c.typeId, () => {
      test('a valid check is created and shown with its type fields', async () => {
        const name = unique('pc');
        const id = await f.create('posture-checks', { name, typeId: c.typeId, roleAttributes: ['managed'], tags: { k: 'v' }, ...c.body });
        const d = await f.get(`/posture-checks/${id}`);
        assert.equal(d.name, name);
        assert.equal(d.typeId, c.typeId);
        assert.equal(d.version, 1);
        assert.deepEqual(d.roleAttributes, ['managed']);
        assert.deepEqual(d.tags, { k: 'v' });
        assert.equal(d._links.self.href, `./posture-checks/${id}`);
        for (const [k, v] of Object.entries(c.shown)) assert.deepEqual(d[k], v, k);
      });

      test('invalid bodies name the field', async () => {
        for (const [body, field] of c.invalid) {
          requireFieldError(await f.mgmt.post('/posture-checks', { name: unique('bad'), typeId: c.typeId, ...body }), field);
        }
      });

      test('replace needs the type fields again; patch changes only those given; version counts changes', async () => {
        const id = await f.create('posture-checks', { name: unique('pc'), typeId: c.typeId, ...c.body });
        const name = unique('renamed');
        requireFieldError(await f.mgmt.put(`/posture-checks/${id}`, { name, ...c.invalid[0][0] }), c.invalid[0][1]);
        requireOk(await f.mgmt.put(`/posture-checks/${id}`, { name, typeId: c.typeId, ...c.body }));
        let d = await f.get(`/posture-checks/${id}`);
        assert.equal(d.name, name);
        assert.equal(d.version, 2);
        await f.patch(`/posture-checks/${id}`, { typeId: c.typeId, roleAttributes: ['x'] });
        d = await f.get(`/posture-checks/${id}`);
        assert.equal(d.version, 3);
        assert.deepEqual(d.roleAttributes, ['x']);
        assert.equal(d.name, name);
        for (const [k, v] of Object.entries(c.shown)) assert.deepEqual(d[k], v, `${k} kept by a patch without it`);
      });
    });
  }

  test('patch of type fields, and the type can not change', async () => {
    const id = await f.postureCheck({ domains: ['a.example'] });
    await f.patch(`/posture-checks/${id}`, { typeId: 'DOMAIN', domains: ['b.example'] });
    assert.deepEqual((await f.get(`/posture-checks/${id}`)).domains, ['b.example']);
    requireFieldError(await f.mgmt.patch(`/posture-checks/${id}`, { typeId: 'MAC', macAddresses: ['001a2b3c4d5e'] }), 'typeId');
    requireFieldError(await f.mgmt.put(`/posture-checks/${id}`, { name: unique('x'), typeId: 'OS', operatingSystems: [{ type: 'Linux', versions: [] }] }), 'typeId');
    requireFieldError(await f.mgmt.patch(`/posture-checks/${id}`, { typeId: 'DOMAIN', domains: [] }), 'domains');
    const d = await f.get(`/posture-checks/${id}`);
    assert.equal(d.typeId, 'DOMAIN');
    assert.deepEqual(d.domains, ['b.example']);
    assert.equal(d.version, 2);
    const mfa = await f.create('posture-checks', { name: unique('mfa'), typeId: 'MFA', timeoutSeconds: 60, promptOnWake: true });
    await f.patch(`/posture-checks/${mfa}`, { typeId: 'MFA', timeoutSeconds: null, promptOnUnlock: true });
    const m = await f.get(`/posture-checks/${mfa}`);
    assert.equal(m.timeoutSeconds, 60, 'null leaves a nullable patch field as it is');
    assert.equal(m.promptOnWake, true);
    assert.equal(m.promptOnUnlock, true);
    assert.equal(m.ignoreLegacyEndpoints, false);
  });

  test('the spec variant names are accepted as typeId', async () => {
    const id = await f.create('posture-checks', { name: unique('alias'), typeId: 'postureCheckDomainCreate', domains: ['x.example'] });
    assert.equal((await f.get(`/posture-checks/${id}`)).typeId, 'DOMAIN');
    await f.patch(`/posture-checks/${id}`, { typeId: 'postureCheckDomainPatch', domains: ['y.example'] });
    assert.deepEqual((await f.get(`/posture-checks/${id}`)).domains, ['y.example']);
  });

  test('common validation', async () => {
    requireFieldError(await f.mgmt.post('/posture-checks', { name: unique('x'), typeId: 'FINGERPRINT' }), 'typeId');
    requireFieldError(await f.mgmt.post('/posture-checks', { name: unique('x'), domains: ['a'] }), 'typeId');
    requireFieldError(await f.mgmt.post('/posture-checks', { typeId: 'DOMAIN', domains: ['a'] }), 'name');
    requireFieldError(await f.mgmt.post('/posture-checks', { name: unique('x'), typeId: 'DOMAIN', domains: ['a'], roleAttributes: ['#x'] }), 'roleAttributes');
    const name = unique('dup');
    await f.postureCheck({ name });
    requireFieldError(await f.mgmt.post('/posture-checks', { name, typeId: 'DOMAIN', domains: ['a'] }), 'name');
    requireFieldError(await f.mgmt.patch(`/posture-checks/${await f.postureCheck()}`, { name: unique('x') }), 'typeId');
  });
});

describe('posture check lists, delete and types', () => {
  test('list with filter and roleFilter', async () => {
    const t = unique('l');
    const a = await f.postureCheck({ name: `${t}a`, roleAttributes: [t] });
    const b = await f.create('posture-checks', { name: `${t}b`, typeId: 'MFA' });
    assert.deepEqual(await f.ids(`/posture-checks?roleFilter=%23${t}`), [a]);
    assert.deepEqual(await f.ids(`/posture-checks?${filter(`name contains "${t}" and typeId = "MFA"`)}`), [b]);
    const res = await f.mgmt.get(`/posture-checks?${filter(`name contains "${t}"`)}`);
    assert.equal(res.body.meta.pagination.totalCount, 2);
    assert.ok(res.body.meta.filterableFields.includes('typeId'));
  });

  test('delete removes the check and its @id from service policies', async () => {
    const id = await f.postureCheck();
    const kept = await f.postureCheck();
    const sp = await f.servicePolicy({ postureCheckRoles: [`@${id}`, `@${kept}`] });
    requireOk(await f.mgmt.delete(`/posture-checks/${id}`));
    requireNotFound(await f.mgmt.get(`/posture-checks/${id}`));
    requireNotFound(await f.mgmt.delete(`/posture-checks/${id}`));
    assert.deepEqual((await f.get(`/service-policies/${sp}`)).postureCheckRoles, [`@${kept}`]);
    assert.deepEqual(await f.ids(`/service-policies/${sp}/posture-checks`), [kept]);
  });

  test('new details of a check change the service list of the identities it applies to', async () => {
    const user = await f.nonAdminUser();
    const client = user.client.on('client');
    const service = await f.service();
    const check = await f.postureCheck();
    await f.servicePolicy({ identityRoles: [`@${user.id}`], serviceRoles: [`@${service}`], postureCheckRoles: [`@${check}`] });
    const lastChange = async () => Date.parse(requireOk(await client.get('/current-api-session/service-updates')).lastChangeAt);
    const t0 = await lastChange();
    await f.patch(`/posture-checks/${check}`, { typeId: 'DOMAIN', domains: ['elsewhere.example'] });
    const t1 = await eventually(lastChange, (t) => t > t0);
    await f.patch(`/posture-checks/${check}`, { typeId: 'DOMAIN', tags: { only: 'tags' } });
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await lastChange(), t1, 'a change outside the posture query leaves the list alone');
  });

  test('the fixed set of posture check types', async () => {
    const res = await f.mgmt.get('/posture-check-types?limit=-1');
    const types = requireOk(res);
    assert.deepEqual(types.map((t: any) => t.id).sort(), ['DOMAIN', 'MAC', 'MFA', 'OS', 'PROCESS', 'PROCESS_MULTI']);
    const os = await f.get('/posture-check-types/OS');
    assert.equal(os.name, 'Operating System Check');
    assert.deepEqual(os.operatingSystems.map((o: any) => o.type).sort(), ['Android', 'Linux', 'Windows', 'iOS', 'macOS']);
    assert.ok(os.operatingSystems.find((o: any) => o.type === 'Windows').versions.includes('10'));
    assert.deepEqual((await f.get('/posture-check-types/DOMAIN')).operatingSystems.map((o: any) => o.type), ['Windows']);
    assert.deepEqual(await f.ids(`/posture-check-types?${filter('id = "MAC"')}`), ['MAC']);
    requireNotFound(await f.mgmt.get('/posture-check-types/NOPE'));
  });

  test('a non-admin identity gets 401', async () => {
    const user = await f.nonAdmin();
    const id = await f.postureCheck();
    requireUnauthorized(await user.get('/posture-checks'));
    requireUnauthorized(await user.get(`/posture-checks/${id}`));
    requireUnauthorized(await user.post('/posture-checks', { name: unique('x'), typeId: 'MFA' }));
    requireUnauthorized(await user.patch(`/posture-checks/${id}`, { typeId: 'DOMAIN', domains: ['z'] }));
    requireUnauthorized(await user.delete(`/posture-checks/${id}`));
    requireUnauthorized(await user.get('/posture-check-types'));
    assert.deepEqual((await f.get(`/posture-checks/${id}`)).domains, ['corp.example.com']);
  });
});
