import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { useTestServer } from '../../support/server';
import { createUser, type User } from '../../support/fixtures';
import { evaluateCheck } from '../../../src/services/policy/posture';
import { postureStateOf } from '../../../src/services/posture-response.service';
import type { PostureCheck } from '../../../src/entities';

/**
 * Posture is evaluated twice: in TypeScript (src/services/policy/posture.ts) when a session is
 * requested or a service list shows posture queries, and in SQL (migration 0017) when sessions
 * that no longer hold are ended. Both must say the same of every check and data: here each
 * check of a table is evaluated both ways, at one instant, against each set of posture data
 * (written as the controller writes it) of one API session.
 */

const server = useTestServer();

const NOW = new Date();
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

interface Row {
  kind: string;
  key?: string;
  data: Record<string, unknown>;
}

const process = (path: string, isRunning: boolean, extra: Record<string, unknown> = {}): Row => ({
  kind: 'PROCESS', key: path, data: { path, isRunning, signerFingerprints: [], postureCheckId: 'x', at: ago(1), ...extra },
});

/** Sets of posture data of one API session. */
const DATA: Record<string, Row[]> = {
  none: [],
  windows: [
    { kind: 'OS', data: { type: 'Windows', version: '10.0.19041', build: '1', at: ago(1), postureCheckId: 'x' } },
    { kind: 'MAC', data: { addresses: ['aa:bb:cc:dd:ee:ff', '11-22-33-44-55-66'], at: ago(1), postureCheckId: 'x' } },
    { kind: 'DOMAIN', data: { domain: 'Corp.Example', at: ago(1), postureCheckId: 'x' } },
    process('C:\\Prog\\App.exe', true, { hash: 'AB:CD', signerFingerprints: ['01 02'] }),
    process('C:\\Other.exe', false),
    { kind: 'MFA', data: { passedAt: ago(10) } },
    { kind: 'ENDPOINT_STATE', data: { wokenAt: ago(20) } },
  ],
  linux: [
    { kind: 'OS', data: { type: 'Linux', version: '6.0.0', build: '', at: ago(1), postureCheckId: 'x' } },
    process('/usr/bin/App', true),
    process('/usr/bin/app', false),
    { kind: 'DOMAIN', data: { domain: '', at: ago(1), postureCheckId: 'x' } },
    { kind: 'MFA', data: { passedAt: ago(100) } },
    { kind: 'ENDPOINT_STATE', data: { wokenAt: ago(5), unlockedAt: ago(200) } },
  ],
  mac: [
    { kind: 'OS', data: { type: 'macOS', version: 'v13.2-beta', build: '', at: ago(1), postureCheckId: 'x' } },
    { kind: 'MFA', data: { passedAt: 'not a time' } },
    { kind: 'ENDPOINT_STATE', data: { unlockedAt: ago(1) } },
  ],
};

type Check = Pick<PostureCheck, 'typeId' | 'details'>;

const RANGES = [
  '>=10.0.19000', '>=6.0.0 <7', '6', '=6.0', '==6.0.0', '!=6.0.0', '> 5.9 || < 1', '>= 5', '>=', '>6', '<=13.2', '13.2.0', 'v6',
  '>6.0.0 || =6.0.0', 'x', '', '||', '> = 6', '<10.0.19041.1', '10.0.19041', '>=6.0.0-rc1 <=6.0.0', '6.0.0 6.0.1', '!6',
];
const CHECKS: Check[] = [
  ...RANGES.flatMap((range) => ['Windows', 'Linux', 'macOS'].map((type) => ({ typeId: 'OS' as const, details: { operatingSystems: [{ type, versions: [range] }] } }))),
  { typeId: 'OS', details: { operatingSystems: [{ type: 'windows', versions: [] }] } },
  { typeId: 'OS', details: { operatingSystems: [{ type: 'Android', versions: [] }, { type: 'Linux', versions: ['<5', '>=6'] }] } },
  { typeId: 'OS', details: {} },
  { typeId: 'MAC', details: { macAddresses: ['aabbccddeeff'] } },
  { typeId: 'MAC', details: { macAddresses: ['112233445566', '000000000000'] } },
  { typeId: 'MAC', details: { macAddresses: ['000000000000'] } },
  { typeId: 'DOMAIN', details: { domains: ['corp.example'] } },
  { typeId: 'DOMAIN', details: { domains: [' CORP.EXAMPLE '] } },
  { typeId: 'DOMAIN', details: { domains: ['other', ''] } },
  { typeId: 'PROCESS', details: { process: { osType: 'Windows', path: 'c:\\prog\\app.exe', hashes: ['abcd'], signerFingerprint: '0102' } } },
  { typeId: 'PROCESS', details: { process: { osType: 'Windows', path: 'C:\\Prog\\App.exe', hashes: ['ffff'] } } },
  { typeId: 'PROCESS', details: { process: { osType: 'Windows', path: 'C:\\Prog\\App.exe', signerFingerprint: '0303' } } },
  { typeId: 'PROCESS', details: { process: { osType: 'Windows', path: 'C:\\Other.exe' } } },
  { typeId: 'PROCESS', details: { process: { osType: 'Linux', path: '/usr/bin/App' } } },
  { typeId: 'PROCESS', details: { process: { osType: 'Linux', path: '/usr/bin/app' } } },
  { typeId: 'PROCESS', details: { process: { osType: 'macOS', path: '/USR/BIN/APP' } } },
  { typeId: 'PROCESS', details: {} },
  ...['AllOf', 'AnyOf'].flatMap((semantic) => [
    { typeId: 'PROCESS_MULTI' as const, details: { semantic, processes: [{ osType: 'Windows', path: 'C:\\Prog\\App.exe', signerFingerprints: ['01:02'] }, { osType: 'Windows', path: 'C:\\Other.exe' }] } },
    { typeId: 'PROCESS_MULTI' as const, details: { semantic, processes: [{ osType: 'Linux', path: '/usr/bin/App', hashes: [] }] } },
    { typeId: 'PROCESS_MULTI' as const, details: { semantic, processes: [] } },
  ]),
  ...[-1, 0, 5, 30, 50, 200].flatMap((timeoutSeconds) => [
    { typeId: 'MFA' as const, details: { timeoutSeconds, promptOnWake: false, promptOnUnlock: false, ignoreLegacyEndpoints: false } },
    { typeId: 'MFA' as const, details: { timeoutSeconds, promptOnWake: true, promptOnUnlock: false, ignoreLegacyEndpoints: false } },
    { typeId: 'MFA' as const, details: { timeoutSeconds, promptOnWake: false, promptOnUnlock: true, ignoreLegacyEndpoints: true } },
  ]),
  { typeId: 'UNKNOWN' as PostureCheck['typeId'], details: {} },
];

async function writeData(em: EntityManager, apiSessionId: string, rows: Row[]): Promise<void> {
  await em.execute('delete from "posture_data" where "api_session_id" = ?', [apiSessionId]);
  for (const row of rows) {
    await em.execute(
      `insert into "posture_data" ("id", "created_at", "updated_at", "tags", "api_session_id", "kind", "key", "data") values (?, now(), now(), '{}', ?, ?, ?, ?::jsonb)`,
      [randomUUID(), apiSessionId, row.kind, row.key ?? '', JSON.stringify(row.data)],
    );
  }
}

describe('posture evaluation: SQL and TypeScript agree', () => {
  let user: User;
  server.setup(async () => {
    user = await createUser(server);
  });

  test('every check of the table against every set of posture data', async () => {
    const em = server.app.db.orm.em.fork() as EntityManager;
    const results = { passing: 0, failing: 0 };
    for (const [name, rows] of Object.entries(DATA)) {
      await writeData(em, user.apiSessionId, rows);
      const state = await postureStateOf(em, user.apiSessionId);
      const sql = await em.execute<{ passes: boolean }[]>(
        `select zt_posture_check_passes(c->>'typeId', c->'details', ?, ?::timestamptz) as "passes"
         from jsonb_array_elements(?::jsonb) with ordinality as t(c, n) order by n`,
        [user.apiSessionId, NOW.toISOString(), JSON.stringify(CHECKS)],
      );
      CHECKS.forEach((check, i) => {
        const expected = evaluateCheck({ id: 'c', ...check }, state, NOW).isPassing;
        assert.equal(sql[i].passes, expected, `${name}: ${JSON.stringify(check)}`);
        results[expected ? 'passing' : 'failing'] += 1;
      });
    }
    // The table exercises both answers, each many times.
    assert.ok(results.passing > 30 && results.failing > 30, JSON.stringify(results));
  });
});
