import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { CONTROLLER_ID_FILE, controllerIdOf } from '../../src/services/cluster/controller-identity';
import { loggableTarget } from '../../src/services/cluster/access-log';

/** Which id an instance registers as: stable across restarts, distinct between instances. */
describe('controller identity', () => {
  test('CONTROLLER_ID wins; it must be a plain token', () => {
    assert.equal(controllerIdOf(loadConfig({ CONTROLLER_ID: 'ctrl-1.eu', DATA_DIR: 'memory://' }), 1280), 'ctrl-1.eu');
    assert.throws(() => loadConfig({ CONTROLLER_ID: 'a b' }), /CONTROLLER_ID/);
  });

  test('with the embedded store on disk, the id is made once and kept in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zt-ctrl-id-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = controllerIdOf(config, 1280);
      assert.match(first, /^[A-Za-z0-9]{10}$/);
      assert.equal(fs.readFileSync(path.join(dir, CONTROLLER_ID_FILE), 'utf8').trim(), first);
      assert.equal(controllerIdOf(config, 9999), first, 'a restart (on any port) is the same controller');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('on a shared database, the id follows host and port: the same on restart, different per port', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/ziti', DATA_DIR: 'memory://' });
    assert.equal(controllerIdOf(config, 1280), controllerIdOf(config, 1280));
    assert.notEqual(controllerIdOf(config, 1280), controllerIdOf(config, 1281));
  });
});

describe('access log targets', () => {
  test('keep the path and harmless parameters; any other value is redacted', () => {
    assert.equal(loggableTarget('/edge/client/v1/services?limit=5&offset=10'), '/edge/client/v1/services?limit=5&offset=10');
    assert.equal(loggableTarget('/edge/client/v1/enroll?method=ott&token=abc'), '/edge/client/v1/enroll?method=ott&token=[redacted]');
    assert.equal(loggableTarget('/x?filter=name%3D%22a%22&jwt=eyJ&flag'), '/x?filter=name%3D%22a%22&jwt=[redacted]&flag');
    assert.equal(loggableTarget('/x?filter=token%20%3D%20%22s%22'), '/x?filter=[redacted]');
    assert.equal(loggableTarget('/x?%E0%A4%A=1'), '/x?%E0%A4%A=[redacted]');
    assert.ok(loggableTarget(`/x/${'a'.repeat(5000)}`).length <= 2_049);
  });
});
