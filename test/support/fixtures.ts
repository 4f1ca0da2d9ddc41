import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { TestServer } from './server';
import { requireOk, type RestClient } from './rest-client';
import type { ApiName } from './official-spec';

/**
 * Small builders of test data over the management API (as the default admin). Every entity
 * gets a name no other test uses, so tests sharing a server do not see each other's data.
 */

const RUN = randomBytes(3).toString('hex');
let seq = 0;
/** Letters and digits only, so a name also fits in a filter string literal and a role attribute. */
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${RUN}n${seq}`;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
export const filter = (f: string) => `filter=${encodeURIComponent(f)}`;
export const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
export const sorted = (xs: string[]) => [...xs].sort();
export const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** Polls `read` until `done` holds of its value (changes arrive through committed events), or fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) assert.fail(`condition not reached in ${ms} ms; last value ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

/** The controller's root CA (the last of the bundle the test clients trust): a server started with `tls: true`. */
export function controllerRoot(server: TestServer): string {
  const bundle = server.tls!.ca as string[];
  return bundle[bundle.length - 1];
}

/** POSTs a management entity; returns its id. */
export async function create(server: TestServer, segment: string, body: Record<string, unknown>): Promise<string> {
  return requireOk(await server.mgmt.post(`/${segment}`, body), 201).id;
}

/** An identity that can log in with a password (not logged in). */
export interface Credentials {
  id: string;
  name: string;
  username: string;
  password: string;
  authenticatorId: string;
}

export interface User extends Credentials {
  /** A client logged in as this identity: client API by default (`client.on(...)` for the other API). */
  client: RestClient;
  apiSessionId: string;
  /** The API session's createdAt as the login answered it. */
  apiSessionCreatedAt: string;
}

export interface LoggedIn {
  client: RestClient;
  apiSessionId: string;
  apiSessionCreatedAt: string;
}

export async function logIn(server: TestServer, username: string, password: string, api: ApiName = 'client'): Promise<LoggedIn> {
  const client = server.anon(api);
  const res = await client.login(username, password);
  return { client, apiSessionId: res.body.data.id, apiSessionCreatedAt: res.body.data.createdAt };
}

/** A non-admin User identity (unless `body` says otherwise) without authenticators. */
export const createIdentity = (server: TestServer, body: Record<string, unknown> = {}) =>
  create(server, 'identities', { name: unique('identity'), type: 'User', isAdmin: false, ...body });

/** An identity with a updb authenticator, not logged in. */
export async function createCredentials(server: TestServer, body: Record<string, unknown> = {}): Promise<Credentials> {
  const name = typeof body.name === 'string' ? body.name : unique('id');
  const id = await createIdentity(server, { ...body, name });
  const username = unique('user');
  const password = `pw-${unique('secret')}`;
  const authenticatorId = await create(server, 'authenticators', { method: 'updb', identityId: id, username, password });
  return { id, name, username, password, authenticatorId };
}

/** An identity with a updb authenticator, logged in (on the client API unless `api` says otherwise). */
export async function createUser(server: TestServer, body: Record<string, unknown> = {}, api: ApiName = 'client'): Promise<User> {
  const credentials = await createCredentials(server, body);
  return { ...credentials, ...(await logIn(server, credentials.username, credentials.password, api)) };
}

export const createService = (server: TestServer, body: Record<string, unknown> = {}) =>
  create(server, 'services', { name: unique('svc'), encryptionRequired: true, ...body });

export const createEdgeRouter = (server: TestServer, body: Record<string, unknown> = {}) =>
  create(server, 'edge-routers', { name: unique('er'), ...body });

/** A config type accepting any object. */
export const createConfigType = (server: TestServer, body: Record<string, unknown> = {}) =>
  create(server, 'config-types', { name: unique('ct'), schema: { type: 'object' }, ...body });

export const createConfig = (server: TestServer, configTypeId: string, data: Record<string, unknown>) =>
  create(server, 'configs', { name: unique('cfg'), configTypeId, data });

export const createServicePolicy = (server: TestServer, type: 'Dial' | 'Bind', identityRoles: string[], serviceRoles: string[], extra: Record<string, unknown> = {}) =>
  create(server, 'service-policies', { name: unique('sp'), type, semantic: 'AllOf', identityRoles, serviceRoles, ...extra });

export const createEdgeRouterPolicy = (server: TestServer, identityRoles: string[], edgeRouterRoles: string[], extra: Record<string, unknown> = {}) =>
  create(server, 'edge-router-policies', { name: unique('erp'), semantic: 'AllOf', identityRoles, edgeRouterRoles, ...extra });

export const createServiceEdgeRouterPolicy = (server: TestServer, serviceRoles: string[], edgeRouterRoles: string[], extra: Record<string, unknown> = {}) =>
  create(server, 'service-edge-router-policies', { name: unique('serp'), semantic: 'AllOf', serviceRoles, edgeRouterRoles, ...extra });

/** A new edge router shared by the identities and the services these roles select (one ERP, one SERP). */
export async function sharedEdgeRouter(server: TestServer, identityRoles: string[], serviceRoles: string[], body: Record<string, unknown> = {}): Promise<string> {
  const routerId = await createEdgeRouter(server, body);
  await createEdgeRouterPolicy(server, identityRoles, [`@${routerId}`]);
  await createServiceEdgeRouterPolicy(server, serviceRoles, [`@${routerId}`]);
  return routerId;
}

/** The whole list (limit -1) at a path of a client; asserts success. */
export async function listAll(client: RestClient, path: string): Promise<any[]> {
  const data = requireOk(await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=-1`));
  assert.ok(Array.isArray(data), `${path} returns a list`);
  return data;
}
