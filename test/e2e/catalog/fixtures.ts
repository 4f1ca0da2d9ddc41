import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';
import { createIdentity, createService, createUser, unique } from '../../support/fixtures';

/** Fixtures of the catalog tests: each test builds its own, with names no other test uses. */

export { filter, names, unique } from '../../support/fixtures';

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

  service(body: Record<string, unknown> = {}): Promise<string> {
    return createService(this.server, body);
  }

  identity(body: Record<string, unknown> = {}): Promise<string> {
    return createIdentity(this.server, body);
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
    return (await createUser(this.server, {}, 'management')).client;
  }
}
