// The channel library's header encodings of lists and maps (CreateCircuitV2 is header-encoded):
// byte layouts as the Go channel writes them, round trips, and refusal of malformed input.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeStringMap, decodeStringSlice, decodeU32ToBytesMap, encodeStringMap, encodeStringSlice, encodeU32ToBytesMap,
} from '../../src/ctrl/wire/headers';
import { selectTerminator } from '../../src/services/router/circuit.service';

describe('channel header encodings', () => {
  it('a string slice is a count then length-prefixed strings, little-endian', () => {
    const b = encodeStringSlice(['ab', 'c']);
    assert.equal(b.toString('hex'), '02000000' + '02000000' + '6162' + '01000000' + '63');
    assert.deepEqual(decodeStringSlice(b), ['ab', 'c']);
    assert.deepEqual(decodeStringSlice(undefined), []);
  });

  it('a uint32 -> bytes map is a count then key, length, bytes per entry', () => {
    const b = encodeU32ToBytesMap({ 1003: Buffer.from('key') });
    assert.equal(b.toString('hex'), '01000000' + 'eb030000' + '03000000' + Buffer.from('key').toString('hex'));
    assert.equal(decodeU32ToBytesMap(b)['1003']?.toString(), 'key');
  });

  it('a string map round-trips', () => {
    assert.deepEqual(decodeStringMap(encodeStringMap({ serviceId: 's1', hostId: '' })), { serviceId: 's1', hostId: '' });
  });

  it('refuses truncated input, too many entries and oversized entries', () => {
    assert.throws(() => decodeStringSlice(Buffer.from('02000000', 'hex')), /truncated/);
    assert.throws(() => decodeStringSlice(Buffer.from('0200000001000000', 'hex')), /longer than the remaining data/);
    assert.throws(() => decodeStringSlice(Buffer.from('81000000', 'hex')), /at most 128 entries/);
    const big = Buffer.concat([Buffer.from('0100000001000000', 'hex'), Buffer.from('01200000', 'hex'), Buffer.alloc(8193)]);
    assert.throws(() => decodeU32ToBytesMap(big), /at most 8192 bytes/);
  });
});

describe('terminator selection', () => {
  const t = (id: string, cost: number, precedence: string, ageMs = 0) =>
    ({ id, router_id: 'r', binding: 'edge', address: id, identity: '', cost, precedence, host_id: '', peer_data: {}, created_at: new Date(Date.now() - ageMs) });

  it('every strategy keeps to the best precedence; smartrouting takes the cheapest, ha the oldest', () => {
    const all = [t('cheap-default', 1, 'default'), t('dear-required', 90, 'required', 10), t('old-required', 95, 'required', 1000), t('failed', 0, 'failed')];
    assert.equal(selectTerminator('smartrouting', all).id, 'dear-required');
    assert.equal(selectTerminator('ha', all).id, 'old-required');
    for (let i = 0; i < 20; i++) {
      assert.match(selectTerminator('random', all).id, /-required$/);
      assert.match(selectTerminator('weighted', all).id, /-required$/);
    }
    assert.equal(selectTerminator('smartrouting', [t('only-failed', 5, 'failed')]).id, 'only-failed');
  });
});
