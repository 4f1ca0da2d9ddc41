import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addressKey, usernameKey } from '../../src/services/core/login-limiter';

test('client addresses: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64, none as one shared key', () => {
  assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('::FFFF:CB00:7107'), '203.0.113.7');
  // Every address of one /64 is one client; the next /64 is another.
  assert.equal(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:0db8:0001:0002::1'), '2001:db8:1:2::/64');
  assert.equal(addressKey('2001:db8:1:2::1%eth0'), '2001:db8:1:2::/64');
  assert.notEqual(addressKey('2001:db8:1:3::1'), addressKey('2001:db8:1:2::1'));
  assert.equal(addressKey('::1'), '0:0:0:0::/64');
  assert.equal(addressKey('fe80::1'), 'fe80:0:0:0::/64');
  assert.equal(addressKey(undefined), 'unknown');
  assert.equal(addressKey(''), 'unknown');
  // Not an address (never from a socket): still a bounded key.
  assert.match(addressKey('x'.repeat(1000)), /^other:[0-9a-f]{32}$/);
});

test('usernames are keyed by their SHA-256: fixed length, never stored in clear', () => {
  const key = usernameKey('alice');
  assert.match(key, /^[0-9a-f]{64}$/);
  assert.equal(usernameKey('alice'), key);
  assert.notEqual(usernameKey('Alice'), key);
  assert.equal(usernameKey('p'.repeat(10_000)).length, 64);
});
