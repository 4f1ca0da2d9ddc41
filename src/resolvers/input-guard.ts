import { BREAK, GraphQLError, valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldError } from '../services/core/errors';
import { unstorableInputAt } from '../services/core/validate';
import { toGraphQLError } from './format-error';

/**
 * GraphQL requests whose variables or literals hold what no column stores (the NUL character, an
 * unpaired surrogate, a number beyond a double, nesting beyond the limit): refused as
 * COULD_NOT_VALIDATE (HTTP 400) before anything runs, as REST refuses them. Each argument is
 * checked with its variables in place; the field at fault is named inside a write's `input` as
 * REST names it in the body (`appData.x[0]`), elsewhere after the argument (`filter`), and in a
 * variable no argument uses after the variable.
 */
export function unstorableInputError(document: DocumentNode, variables: Record<string, unknown> | null | undefined): GraphQLError | undefined {
  let problem: ReturnType<typeof unstorableInputAt>;
  visit(document, {
    Argument(node) {
      const value = valueFromASTUntyped(node.value, variables ?? undefined);
      problem = unstorableInputAt(value, node.name.value === 'input' ? '' : node.name.value);
      return problem === undefined ? undefined : BREAK;
    },
  });
  problem ??= unstorableInputAt(variables ?? {}, '');
  if (problem === undefined) return undefined;
  const error = toGraphQLError(fieldError(problem.field, problem.reason, undefined));
  error.extensions.http = { status: 400 };
  return error;
}

/** The guard for queries and mutations over HTTP (Apollo); over WebSocket, graphqlWsServerOptions calls unstorableInputError. */
export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const error = unstorableInputError(document, request.variables);
        if (error) throw error;
      },
    };
  },
};
