import { print, type GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** What a GraphQL-over-HTTP request answered. */
export interface GqlResult<R> {
  /** HTTP status of the response. */
  status: number;
  data: R | null | undefined;
  errors: GraphQLFormattedError[] | undefined;
}

/**
 * Runs one typed operation (variables `{}` when it has none) against `${url}/graphql` (url: the controller's base URL)
 * with the token (if any) in `zt-session`. Never throws on GraphQL errors: tests
 * assert on `errors` themselves.
 */
export async function gql<R, V extends Record<string, unknown>>(
  url: string,
  document: TypedDocumentNode<R, V>,
  variables: V,
  token?: string,
): Promise<GqlResult<R>> {
  return gqlRaw<R>(url, print(document), variables, token);
}

/** Sends a query string as-is (for deliberately invalid documents). */
export async function gqlRaw<R = unknown>(url: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<R>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  if (token) headers['zt-session'] = token;
  const res = await fetch(`${graphqlUrl(url)}`, { method: 'POST', headers, body: JSON.stringify({ query, variables: variables ?? {} }) });
  const text = await res.text();
  let body: { data?: R | null; errors?: GraphQLFormattedError[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`GraphQL answered ${res.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: res.status, data: body.data, errors: body.errors };
}

/** Accepts a base URL or one that already ends in /graphql. */
export function graphqlUrl(url: string): string {
  return url.replace(/\/+$/, '').endsWith('/graphql') ? url.replace(/\/+$/, '') : `${url.replace(/\/+$/, '')}/graphql`;
}

/** The data of a result that must have succeeded; fails with the errors otherwise. */
export function requireData<R>(result: GqlResult<R>): R {
  if (result.errors?.length || result.data == null) {
    throw new Error(`expected GraphQL data, got ${result.status}: ${JSON.stringify(result.errors ?? result.data)}`);
  }
  return result.data;
}

/** The first error's extensions.code (or undefined). */
export function errorCode(result: { errors?: readonly GraphQLFormattedError[] }): unknown {
  return result.errors?.[0]?.extensions?.code;
}
