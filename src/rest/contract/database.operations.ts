import type { Operation } from './operations';
import { MGMT, ok } from './define';
import * as S from './schemas';
import * as D from './database.schemas';

/**
 * The database area (management API, admins only): data integrity check and fix runs, which
 * run in the background, one at a time in the whole cluster, and database snapshots.
 */
const DATABASE = { apis: MGMT, auth: 'session', tag: 'Database' } as const;

export const DATABASE_OPERATIONS: Operation[] = [
  {
    ...DATABASE, operationId: 'checkDataIntegrity', method: 'post', path: '/database/check-data-integrity',
    summary: 'Starts a data integrity check in the background (429 while a check or fix runs on any instance)', success: { status: 202, data: S.Empty }, errors: [401, 429, 503],
  },
  {
    ...DATABASE, operationId: 'fixDataIntegrity', method: 'post', path: '/database/fix-data-integrity',
    summary: 'Starts a data integrity check that repairs what it can, in the background (429 while a check or fix runs on any instance)', success: { status: 202, data: S.Empty }, errors: [401, 429, 503],
  },
  {
    ...DATABASE, operationId: 'dataIntegrityResults', method: 'get', path: '/database/data-integrity-results',
    summary: 'The latest data integrity run, in progress or finished', success: ok(D.DataIntegrityCheckDetails), errors: [401, 429, 503],
  },
  {
    ...DATABASE, operationId: 'createDatabaseSnapshot', method: 'post', path: '/database/snapshot',
    summary: 'Writes a consistent copy of the database to the snapshot directory (one per minute in the cluster)', success: ok(), errors: [401, 429, 503],
  },
];
