import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '../services/cluster/metrics';
import type { GqlContext } from './context';

/**
 * Counts and times GraphQL operations over HTTP by type (query, mutation, subscription) and name.
 * Requests refused before an operation is known (parse or validation errors, limits) count as
 * type `unknown`. Names are bounded by Metrics (clients choose them freely).
 */
export function metricsPlugin(metrics: Metrics): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName, errors }) {
          metrics.observeGraphql(operation?.operation ?? 'unknown', operation ? (operationName ?? undefined) : undefined, !errors?.length, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
