import type { Services } from '../../services';
import type { Handlers } from '../router';
import { presentIntegrityResults } from '../presenters/database.presenter';

/** The database area: integrity runs (started here, run in the background) and snapshots. */
export function databaseHandlers(services: Services): Handlers {
  const { integrity, snapshots } = services;
  return {
    checkDataIntegrity: async ({ ctx }) => {
      await integrity.start(ctx, false);
      return { status: 202, data: {} };
    },
    fixDataIntegrity: async ({ ctx }) => {
      await integrity.start(ctx, true);
      return { status: 202, data: {} };
    },
    dataIntegrityResults: async ({ ctx }) => ({ data: presentIntegrityResults(await integrity.results(ctx)) }),
    createDatabaseSnapshot: async ({ ctx }) => {
      // The file stays on the controller's disk: its name is logged, never sent (it holds secrets).
      await snapshots.create(ctx);
      return { data: {} };
    },
  };
}
