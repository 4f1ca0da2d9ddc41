import { BREAK, GraphQLError, parse, valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldError } from '../services/core/errors';
import { NUL_CHARACTER_REASON, nulCharacterAt } from '../services/core/validate';
import { toGraphQLError } from './format-error';

/**
 * GraphQL requests whose variables or string literals hold the NUL character, which no stored
 * text can: refused as COULD_NOT_VALIDATE (HTTP 400) before anything runs, as REST refuses them.
 */
export function nulCharacterError(document: DocumentNode, variables: Record<string, unknown> | null | undefined): GraphQLError | undefined {
  let field = nulCharacterAt(variables ?? {}, '');
  if (field === undefined) {
    visit(document, {
      Argument(node) {
        const at = nulCharacterAt(valueFromASTUntyped(node.value), node.name.value);
        if (at === undefined) return undefined;
        field = at;
        return BREAK;
      },
    });
  }
  if (field === undefined) return undefined;
  const error = toGraphQLError(fieldError(field, NUL_CHARACTER_REASON, undefined));
  error.extensions.http = { status: 400 };
  return error;
}

/** The guard for queries and mutations over HTTP (Apollo). */
export const nulGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const error = nulCharacterError(document, request.variables);
        if (error) throw error;
      },
    };
  },
};

/** The guard for operations over WebSocket (graphql-ws onSubscribe): errors, or nothing to go on. */
export function nulGuardOnSubscribe(payload: { query: string; variables?: Record<string, unknown> | null }): readonly GraphQLError[] | undefined {
  let document: DocumentNode;
  try {
    document = parse(payload.query);
  } catch {
    return undefined; // graphql-ws reports the syntax error itself
  }
  const error = nulCharacterError(document, payload.variables);
  return error ? [error] : undefined;
}
