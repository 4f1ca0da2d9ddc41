import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { EventBus } from './core/events/event-bus';
import type { PolicyEngine } from './policy/policy-engine';
import type { PkiService } from './pki.service';
import type { Metrics } from './cluster/metrics';

/** What every service is built from; assembled once in the composition root (src/app.ts). */
export interface ServiceDeps {
  orm: MikroORM;
  config: Config;
  bus: EventBus;
  /** Maintains policy matches and service-list change stamps inside write transactions. */
  engine: PolicyEngine;
  /** The controller's CA and server certificate (loaded before the services start). */
  pki: PkiService;
  /** Prometheus metrics of this instance (services count logins; the edges count requests). */
  metrics: Metrics;
}
