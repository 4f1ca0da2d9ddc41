import { Type } from '@sinclair/typebox';
import { MGMT, ok } from './define';
import type { Operation } from './operations';
import * as T from './transfer.schemas';

/**
 * Configuration export and import (management API). OpenZiti has these only in its CLI
 * (openziti/ziti #2515, #3013), so they are ours, under OpenZiti's `/database` group.
 */

/** A whole configuration: far beyond the 1 MiB of other bodies, bounded still. */
export const TRANSFER_BODY_LIMIT = 32 * 1024 * 1024;

export const TRANSFER_OPERATIONS: Operation[] = [
  {
    operationId: 'exportConfiguration', method: 'get', path: '/database/export', apis: MGMT, auth: 'session', tag: 'Database',
    summary: 'The whole configuration as one document, by name, without ids, dates or secrets',
    beyondOpenZiti: 'openziti/ziti#2515',
    success: ok(T.ConfigurationDocument), errors: [401, 429, 503],
  },
  {
    operationId: 'importConfiguration', method: 'post', path: '/database/import', apis: MGMT, auth: 'session', tag: 'Database',
    summary: 'Creates what a configuration document has and the controller lacks, updates what differs (by name); never deletes; all or nothing',
    beyondOpenZiti: 'openziti/ziti#2515',
    query: { enroll: { schema: Type.Literal('ott'), description: 'ott: every identity created gets a one-time-token enrollment' } },
    body: T.ConfigurationDocument, bodyName: 'configuration', bodyRequired: true, bodyLimit: TRANSFER_BODY_LIMIT, bodyEnvelopeAccepted: true,
    success: ok(T.ImportReport), errors: [400, 401, 413, 429, 503],
  },
];
