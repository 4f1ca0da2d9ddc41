import assert from 'node:assert/strict';
import type { TestServer } from '../../support/server';
import { requireOk, type RestClient } from '../../support/rest-client';
import { createUser, unique } from '../../support/fixtures';

/** Fixtures shared by the policy area's tests: every entity gets a name no other test uses. */

export { eventually, filter, sorted, unique } from '../../support/fixtures';

export class Fixtures {
  constructor(readonly server: TestServer) {}

  get mgmt(): RestClient {
    return this.server.mgmt;
  }

  async create(segment: string, body: Record<string, unknown>): Promise<string> {
    const data = requireOk(await this.mgmt.post(`/${segment}`, body), 201);
    assert.equal(data._links.self.href, `./${segment}/${data.id}`);
    return data.id;
  }

  identity(body: Record<string, unknown> = {}) {
    return this.create('identities', { name: unique('id'), type: 'User', isAdmin: false, ...body });
  }

  service(body: Record<string, unknown> = {}) {
    return this.create('services', { name: unique('svc'), encryptionRequired: true, ...body });
  }

  edgeRouter(body: Record<string, unknown> = {}) {
    return this.create('edge-routers', { name: unique('er'), ...body });
  }

  postureCheck(body: Record<string, unknown> = {}) {
    return this.create('posture-checks', { name: unique('pc'), typeId: 'DOMAIN', domains: ['corp.example.com'], ...body });
  }

  servicePolicy(body: Record<string, unknown> = {}) {
    return this.create('service-policies', { name: unique('sp'), type: 'Dial', semantic: 'AllOf', ...body });
  }

  edgeRouterPolicy(body: Record<string, unknown> = {}) {
    return this.create('edge-router-policies', { name: unique('erp'), semantic: 'AllOf', ...body });
  }

  serviceEdgeRouterPolicy(body: Record<string, unknown> = {}) {
    return this.create('service-edge-router-policies', { name: unique('serp'), semantic: 'AllOf', ...body });
  }

  async get(path: string): Promise<any> {
    return requireOk(await this.mgmt.get(path));
  }

  /** Ids of a list, sorted (the whole list: limit -1). */
  async ids(path: string): Promise<string[]> {
    const sep = path.includes('?') ? '&' : '?';
    const data = requireOk(await this.mgmt.get(`${path}${sep}limit=-1`));
    return (data as { id: string }[]).map((x) => x.id).sort();
  }

  async patch(path: string, body: Record<string, unknown>): Promise<void> {
    requireOk(await this.mgmt.patch(path, body));
  }

  /** A non-admin identity logged in on the management API. */
  async nonAdmin(): Promise<RestClient> {
    return (await this.nonAdminUser()).client;
  }

  /** A non-admin identity and a management client logged in as it (`client.on('client')` for the client API). */
  async nonAdminUser(): Promise<{ id: string; client: RestClient }> {
    const { id, client } = await createUser(this.server, {}, 'management');
    return { id, client };
  }
}
