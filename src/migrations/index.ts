import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Foundation } from './0001-foundation';
import { Migration0002AccessModel } from './0002-access-model';
import { Migration0003Trust } from './0003-trust';
import { Migration0004EdgeRouterAccessVersion } from './0004-edge-router-access-version';
import { Migration0005ChangeEpochs } from './0005-change-epochs';
import { Migration0006RoleAllIndexes } from './0006-role-all-indexes';
import { Migration0007AuthRateLimits } from './0007-auth-rate-limits';
import { Migration0008AuthPolicies } from './0008-auth-policies';
import { Migration0009ExternalJwtSigners } from './0009-external-jwt-signers';
import { Migration0010Mfa } from './0010-mfa';
import { Migration0012IdentityTrace } from './0012-identity-trace';
import { Migration0013FailedServiceRequests } from './0013-failed-service-requests';
import { Migration0011PostureData } from './0011-posture-data';
import { Migration0014IntegrityRuns } from './0014-integrity-runs';
import { Migration0015Controllers } from './0015-controllers';
import { Migration0016JsonDocumentsAndBuiltinConfigTypes } from './0016-json-documents-and-builtin-config-types';
import { Migration0017PostureEvaluationInSql } from './0017-posture-evaluation-in-sql';
import { Migration0018AuthKnownClients } from './0018-auth-known-clients';
import { Migration0020RouterConnections } from './0020-router-connections';
import { Migration0024HostedTerminators } from './0024-hosted-terminators';
import { Migration0025Circuits } from './0025-circuits';

/** Ordered migration history; append, never edit a migration that has shipped. */
export const MIGRATIONS: MigrationObject[] = [
  { name: '0001-foundation', class: Migration0001Foundation },
  { name: '0002-access-model', class: Migration0002AccessModel },
  { name: '0003-trust', class: Migration0003Trust },
  { name: '0004-edge-router-access-version', class: Migration0004EdgeRouterAccessVersion },
  { name: '0005-change-epochs', class: Migration0005ChangeEpochs },
  { name: '0006-role-all-indexes', class: Migration0006RoleAllIndexes },
  { name: '0007-auth-rate-limits', class: Migration0007AuthRateLimits },
  { name: '0008-auth-policies', class: Migration0008AuthPolicies },
  { name: '0009-external-jwt-signers', class: Migration0009ExternalJwtSigners },
  { name: '0010-mfa', class: Migration0010Mfa },
  { name: '0011-posture-data', class: Migration0011PostureData },
  { name: '0012-identity-trace', class: Migration0012IdentityTrace },
  { name: '0013-failed-service-requests', class: Migration0013FailedServiceRequests },
  { name: '0014-integrity-runs', class: Migration0014IntegrityRuns },
  { name: '0015-controllers', class: Migration0015Controllers },
  { name: '0016-json-documents-and-builtin-config-types', class: Migration0016JsonDocumentsAndBuiltinConfigTypes },
  { name: '0017-posture-evaluation-in-sql', class: Migration0017PostureEvaluationInSql },
  { name: '0018-auth-known-clients', class: Migration0018AuthKnownClients },
  { name: '0020-router-connections', class: Migration0020RouterConnections },
  { name: '0024-hosted-terminators', class: Migration0024HostedTerminators },
  { name: '0025-circuits', class: Migration0025Circuits },
];
