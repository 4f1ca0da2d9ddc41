import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';

/** Fixtures of the catalog tests: each test builds its own, with names no other test uses. */

/** A run-unique marker of letters and digits, usable inside filter string literals as it is. */
const RUN = randomBytes(4).toString('hex');
let seq = 0;
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${RUN}n${seq}`;
}

export const filter = (f: string) => `filter=${encodeURIComponent(f)}`;
export const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** A JSON Schema like OpenZiti's host.v1: an address and a port in 1..65535. */
export const HOST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['address', 'port'],
  additionalProperties: false,
  properties: {
    address: { type: 'string', minLength: 1 },
    port: { type: 'integer', minimum: 1, maximum: 65535 },
    protocol: { enum: ['tcp', 'udp'] },
  },
};

export class Catalog {
  constructor(readonly server: TestServer) {}

  get mgmt(): RestClient {
    return this.server.mgmt;
  }

  async configType(body: Record<string, unknown> = {}): Promise<string> {
    return requireOk(await this.mgmt.post('/config-types', { name: unique('ct'), schema: HOST_SCHEMA, ...body }), 201).id;
  }

  async config(configTypeId: string, body: Record<string, unknown> = {}): Promise<string> {
    return requireOk(await this.mgmt.post('/configs', { name: unique('cfg'), configTypeId, data: { address: 'localhost', port: 80 }, ...body }), 201).id;
  }

  async service(body: Record<string, unknown> = {}): Promise<string> {
    return requireOk(await this.mgmt.post('/services', { name: unique('svc'), encryptionRequired: true, ...body }), 201).id;
  }

  async identity(body: Record<string, unknown> = {}): Promise<string> {
    return requireOk(await this.mgmt.post('/identities', { name: unique('id'), type: 'User', isAdmin: false, ...body }), 201).id;
  }

  async get(path: string): Promise<any> {
    return requireOk(await this.mgmt.get(path));
  }

  /** A list and its meta. */
  async list(path: string): Promise<{ data: any[]; meta: any }> {
    const res = await this.mgmt.get(path);
    requireOk(res);
    assert.ok(Array.isArray(res.body.data), `${path} returns a list`);
    return { data: res.body.data, meta: res.body.meta };
  }

  /** A non-admin identity logged in on the management API. */
  async nonAdmin(): Promise<RestClient> {
    const identityId = await this.identity();
    const username = unique('user');
    const password = `pw-${unique('secret')}`;
    requireOk(await this.mgmt.post('/authenticators', { method: 'updb', identityId, username, password }), 201);
    const client = this.server.anon('management');
    await client.login(username, password);
    return client;
  }
}
