import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** The GraphQL operations of the access tests, typed by hand (the shared generated documents are not this area's). */

function doc<R, V extends Record<string, unknown> = Record<string, never>>(source: string): TypedDocumentNode<R, V> {
  return parse(source) as unknown as TypedDocumentNode<R, V>;
}

export interface ServiceAccessView {
  service: { id: string; name: string };
  permissions: string[];
  config: Record<string, unknown>;
}

const SERVICE_ACCESS = 'service { id name } permissions config';

export interface ServiceListChangedEvent {
  serviceListChanged: { added: ServiceAccessView[]; removed: string[]; changed: ServiceAccessView[] };
}

export const ServiceListChangedDocument = doc<ServiceListChangedEvent>(
  `subscription ServiceListChanged { serviceListChanged { added { ${SERVICE_ACCESS} } removed changed { ${SERVICE_ACCESS} } } }`,
);

export const MyServicesDocument = doc<
  { myServices: { items: ServiceAccessView[]; pagination: { limit: number; offset: number; totalCount: number } } },
  { configTypes?: string[]; filter?: string; limit?: number; offset?: number }
>(
  `query MyServices($configTypes: [String!], $filter: String, $limit: Int, $offset: Int) {
     myServices(configTypes: $configTypes, filter: $filter, limit: $limit, offset: $offset) { items { ${SERVICE_ACCESS} } pagination { limit offset totalCount } }
   }`,
);

export const MyServiceDocument = doc<{ myService: ServiceAccessView }, { id: string; configTypes?: string[] }>(
  `query MyService($id: ID!, $configTypes: [String!]) { myService(id: $id, configTypes: $configTypes) { ${SERVICE_ACCESS} } }`,
);

export interface SessionAccessView {
  id: string;
  type: string;
  token: string;
  serviceId: string;
  apiSessionId: string;
  edgeRouters: { id: string; name: string }[];
}

const SESSION_ACCESS = 'id type token serviceId apiSessionId edgeRouters { id name }';

export const CreateSessionDocument = doc<{ createSession: SessionAccessView }, { serviceId: string; type?: string }>(
  `mutation CreateSession($serviceId: ID!, $type: String! = "Dial") { createSession(serviceId: $serviceId, type: $type) { ${SESSION_ACCESS} } }`,
);

export const MySessionsDocument = doc<{ mySessions: { items: SessionAccessView[]; pagination: { totalCount: number } } }>(
  `query MySessions { mySessions(limit: -1) { items { ${SESSION_ACCESS} } pagination { totalCount } } }`,
);

export const DeleteMySessionDocument = doc<{ deleteMySession: boolean }, { id: string }>(
  'mutation DeleteMySession($id: ID!) { deleteMySession(id: $id) }',
);

export const ServiceUpdatesDocument = doc<{ serviceUpdates: string }>('query ServiceUpdates { serviceUpdates }');

export const MyEdgeRoutersDocument = doc<{ myEdgeRouters: { items: { id: string; name: string }[] } }>(
  'query MyEdgeRouters { myEdgeRouters(limit: -1) { items { id name } } }',
);
