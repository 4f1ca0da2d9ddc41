import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY_POSTURE, evaluateCheck, evaluatePostureCheck, parseVersion, versionInRange, type PostureState } from '../../src/services/policy/posture';
import { parsePostureResponse } from '../../src/services/posture-response.service';
import { ValidationError } from '../../src/services/core/errors';

/** Posture evaluation: pure functions over a check, the session's posture data and the time. */

const AT = '2026-01-01T00:00:00.000Z';
const check = (typeId: string, details: Record<string, unknown>) => ({ id: 'pc1', typeId: typeId as never, details });
const state = (s: Partial<PostureState>): PostureState => ({ processes: [], ...s });
const proc = (path: string, extra: Record<string, unknown> = {}) => ({ path, isRunning: true, signerFingerprints: [], postureCheckId: 'x', at: AT, ...extra });

describe('OS version ranges', () => {
  test('parses leading numeric parts', () => {
    assert.deepEqual(parseVersion('10.0.19041'), [10, 0, 19041]);
    assert.deepEqual(parseVersion('v5.4.0-42-generic'), [5, 4, 0]);
    assert.equal(parseVersion('abc'), undefined);
  });
  test('operators, AND (space) and OR (||); missing parts are 0', () => {
    assert.ok(versionInRange('10.0.19041', '>=10.0.19041'));
    assert.ok(!versionInRange('10.0.19040', '>=10.0.19041'));
    assert.ok(versionInRange('10.0.19041', '10.0.19041'));
    assert.ok(versionInRange('10.0.19041', '=10.0.19041'));
    assert.ok(versionInRange('10.5', '>=10.0.0 <11.0.0'));
    assert.ok(!versionInRange('11.0', '>=10.0.0 <11.0.0'));
    assert.ok(versionInRange('12.1', '<11 || >=12'));
    assert.ok(versionInRange('10.0.1', '> 10.0.0'));
    assert.ok(!versionInRange('10.0.0', '!=10'));
    assert.ok(!versionInRange('junk', '>=1'));
  });
  test('OS check: type (any case) and any version range; no versions means any', () => {
    const c = check('OS', { operatingSystems: [{ type: 'Windows', versions: ['>=10.0.19041'] }, { type: 'Linux', versions: [] }] });
    assert.ok(!evaluatePostureCheck(c, EMPTY_POSTURE));
    assert.ok(evaluatePostureCheck(c, state({ os: { type: 'windows', version: '10.0.22000', at: AT } })));
    assert.ok(!evaluatePostureCheck(c, state({ os: { type: 'Windows', version: '10.0.17763', at: AT } })));
    assert.ok(evaluatePostureCheck(c, state({ os: { type: 'Linux', version: '1.0', at: AT } })));
    assert.ok(!evaluatePostureCheck(c, state({ os: { type: 'macOS', version: '14.0', at: AT } })));
  });
});

describe('MAC, DOMAIN', () => {
  test('MAC: any listed address, separators and case ignored', () => {
    const c = check('MAC', { macAddresses: ['aabbccddeeff'] });
    assert.ok(!evaluatePostureCheck(c, EMPTY_POSTURE));
    assert.ok(evaluatePostureCheck(c, state({ mac: { addresses: ['11:22:33:44:55:66', 'AA:BB:CC:DD:EE:FF'], at: AT } })));
    assert.ok(!evaluatePostureCheck(c, state({ mac: { addresses: ['11:22:33:44:55:66'], at: AT } })));
  });
  test('DOMAIN: any listed domain, case-insensitive', () => {
    const c = check('DOMAIN', { domains: ['corp.example.com'] });
    assert.ok(evaluatePostureCheck(c, state({ domain: { domain: 'CORP.Example.com', at: AT } })));
    assert.ok(!evaluatePostureCheck(c, state({ domain: { domain: 'other.com', at: AT } })));
    assert.ok(!evaluatePostureCheck(c, state({ domain: { domain: '', at: AT } })));
  });
});

describe('processes', () => {
  const c = check('PROCESS', { process: { osType: 'Windows', path: 'C:\\bin\\av.exe', hashes: ['abc123'], signerFingerprint: 'ff00' } });
  test('running, path (any case on Windows), hash in the list, signer fingerprint', () => {
    assert.ok(evaluatePostureCheck(c, state({ processes: [proc('c:\\BIN\\av.exe', { hash: 'ABC123', signerFingerprints: ['FF:00'] })] })));
    assert.ok(!evaluatePostureCheck(c, state({ processes: [proc('c:\\bin\\av.exe', { hash: 'abc123', signerFingerprints: ['ff00'], isRunning: false })] })));
    assert.ok(!evaluatePostureCheck(c, state({ processes: [proc('c:\\bin\\av.exe', { hash: 'def', signerFingerprints: ['ff00'] })] })));
    assert.ok(!evaluatePostureCheck(c, state({ processes: [proc('c:\\bin\\av.exe', { hash: 'abc123', signerFingerprints: ['0000'] })] })));
    assert.ok(!evaluatePostureCheck(c, state({ processes: [proc('c:\\bin\\other.exe', { hash: 'abc123', signerFingerprints: ['ff00'] })] })));
  });
  test('without hashes or signers, running at the path is enough; Linux paths keep their case', () => {
    const linux = check('PROCESS', { process: { osType: 'Linux', path: '/usr/bin/av' } });
    assert.ok(evaluatePostureCheck(linux, state({ processes: [proc('/usr/bin/av')] })));
    assert.ok(!evaluatePostureCheck(linux, state({ processes: [proc('/usr/bin/AV')] })));
  });
  test('PROCESS_MULTI: AllOf needs every process, AnyOf one', () => {
    const processes = [{ osType: 'Linux', path: '/a' }, { osType: 'Linux', path: '/b', signerFingerprints: ['aa', 'bb'] }];
    const one = state({ processes: [proc('/a')] });
    const both = state({ processes: [proc('/a'), proc('/b', { signerFingerprints: ['BB'] })] });
    assert.ok(!evaluatePostureCheck(check('PROCESS_MULTI', { semantic: 'AllOf', processes }), one));
    assert.ok(evaluatePostureCheck(check('PROCESS_MULTI', { semantic: 'AllOf', processes }), both));
    assert.ok(evaluatePostureCheck(check('PROCESS_MULTI', { semantic: 'AnyOf', processes }), one));
    assert.ok(!evaluatePostureCheck(check('PROCESS_MULTI', { semantic: 'AnyOf', processes }), EMPTY_POSTURE));
  });
});

describe('MFA', () => {
  const passedAt = '2026-01-01T00:00:00.000Z';
  const at = (s: number) => new Date(Date.parse(passedAt) + s * 1000);
  test('needs a passed MFA; timeout -1 or 0 never runs out', () => {
    for (const timeoutSeconds of [-1, 0]) {
      const c = check('MFA', { timeoutSeconds });
      assert.deepEqual(evaluateCheck(c, EMPTY_POSTURE, at(0)), { isPassing: false, timeoutRemaining: -1 });
      assert.deepEqual(evaluateCheck(c, state({ mfa: { passedAt } }), at(1e6)), { isPassing: true, timeoutRemaining: -1 });
    }
  });
  test('passes within timeoutSeconds, counting down; fails after', () => {
    const c = check('MFA', { timeoutSeconds: 60 });
    assert.deepEqual(evaluateCheck(c, state({ mfa: { passedAt } }), at(0)), { isPassing: true, timeoutRemaining: 60 });
    assert.deepEqual(evaluateCheck(c, state({ mfa: { passedAt } }), at(45.5)), { isPassing: true, timeoutRemaining: 15 });
    assert.deepEqual(evaluateCheck(c, state({ mfa: { passedAt } }), at(60)), { isPassing: false, timeoutRemaining: 0 });
    assert.deepEqual(evaluateCheck(c, EMPTY_POSTURE, at(0)), { isPassing: false, timeoutRemaining: 0 });
  });
  test('promptOnWake / promptOnUnlock: a wake or unlock after the code asks for a fresh one', () => {
    const woken = state({ mfa: { passedAt }, endpointState: { wokenAt: at(10).toISOString() } });
    const unlocked = state({ mfa: { passedAt }, endpointState: { unlockedAt: at(10).toISOString() } });
    assert.ok(!evaluatePostureCheck(check('MFA', { promptOnWake: true }), woken, at(20)));
    assert.ok(evaluatePostureCheck(check('MFA', { promptOnWake: false, promptOnUnlock: true }), woken, at(20)));
    assert.ok(!evaluatePostureCheck(check('MFA', { promptOnUnlock: true }), unlocked, at(20)));
    assert.ok(evaluatePostureCheck(check('MFA', { promptOnWake: true }), unlocked, at(20)));
    // A code after the wake passes again.
    assert.ok(evaluatePostureCheck(check('MFA', { promptOnWake: true }), { ...woken, mfa: { passedAt: at(15).toISOString() } }, at(20)));
  });
  test('ignoreLegacyEndpoints passes an endpoint too old to be prompted', () => {
    assert.ok(evaluatePostureCheck(check('MFA', { ignoreLegacyEndpoints: true }), state({ isLegacyEndpoint: true })));
    assert.ok(!evaluatePostureCheck(check('MFA', { ignoreLegacyEndpoints: false }), state({ isLegacyEndpoint: true })));
  });
});

describe('posture response parsing', () => {
  const field = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      assert.ok(e instanceof ValidationError);
      return (e as ValidationError & { causeDetail: { field: string } }).causeDetail.field;
    }
    assert.fail('expected a validation error');
  };
  test('each type is validated, naming the field', () => {
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'OS', version: '1' }, AT)), 'type');
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'MAC', macAddresses: 'aa' }, AT)), 'macAddresses');
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'DOMAIN' }, AT)), 'domain');
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'PROCESS', path: '/a', isRunning: 'yes' }, AT)), 'isRunning');
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'ENDPOINT_STATE', woken: 1 }, AT)), 'woken');
    assert.equal(field(() => parsePostureResponse({ id: 'x', typeId: 'BOGUS' }, AT, '[2].')), '[2].typeId');
    assert.equal(field(() => parsePostureResponse({ typeId: 'OS' }, AT)), 'id');
  });
  test('rows: one per kind, processes by path, spec variant names accepted', () => {
    assert.deepEqual(parsePostureResponse({ id: 'x', typeId: 'postureResponseDomainCreate', domain: 'a.b' }, AT), { kind: 'DOMAIN', key: '', data: { domain: 'a.b', at: AT, postureCheckId: 'x' } });
    const p = parsePostureResponse({ id: 'x', typeId: 'PROCESS_MULTI', path: '/a', isRunning: true, hash: 'h' }, AT);
    assert.equal(p.kind, 'PROCESS');
    assert.equal(p.key, '/a');
    assert.deepEqual(parsePostureResponse({ id: 'x', typeId: 'ENDPOINT_STATE', woken: true, unlocked: false }, AT).data, { wokenAt: AT });
  });
});
