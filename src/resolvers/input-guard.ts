import { BREAK, GraphQLError, valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldError } from '../services/core/errors';
import { unstorableInputAt } from '../services/core/validate';
import { toGraphQLError } from './format-error';

/**
 * GraphQL requests whose variables or literals hold what no column stores (the NUL character, an
 * unpaired surrogate, a number beyond a double, nesting beyond the limit): refused as
 * COULD_NOT_VALIDATE (HTTP 400) before anything runs, as REST refuses them.
 */
export function unstorableInputError(document: DocumentNode, variables: Record<string, unknown> | null | undefined): GraphQLError | undefined {
  let problem = unstorableInputAt(variables ?? {}, '');
  if (problem === undefined) {
    visit(document, {
      Argument(node) {
        problem = unstorableInputAt(valueFromASTUntyped(node.value), node.name.value);
        return problem === undefined ? undefined : BREAK;
      },
    });
  }
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
