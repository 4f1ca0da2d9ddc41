import type { TestServer } from '../../support/server';
import { createIdentity, createUser } from '../../support/fixtures';
import { requireOk } from '../../support/rest-client';

/** Fixtures of the identity tests (identities-*.test.ts), over one file's server: every test builds its own, named uniquely. */

export { filter, names, unique } from '../../support/fixtures';

export function identityFixtures(server: TestServer) {
  return {
    createIdentity: (body: Record<string, unknown> = {}) => createIdentity(server, body),
    /** A non-admin identity (unless `body` says otherwise) with a updb authenticator, logged in on the management API. */
    createUser: (body: Record<string, unknown> = {}) => createUser(server, body, 'management'),
    async getIdentity(id: string): Promise<any> {
      return requireOk(await server.mgmt.get(`/identities/${id}`));
    },
    login(username: string, password: string) {
      return server.anon('management').post('/authenticate?method=password', { username, password });
    },
    async list(query: string): Promise<{ data: any[]; meta: any }> {
      const res = await server.mgmt.get(`/identities?${query}`);
      requireOk(res);
      return { data: res.body.data, meta: res.body.meta };
    },
  };
}
