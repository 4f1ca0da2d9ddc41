import { Migration } from '@mikro-orm/migrations';

/**
 * Terminators created by edge routers for hosting SDKs (CreateTerminatorV2) carry the identity
 * that hosts them and the peer data the SDK announced (a circuit's dialer receives it).
 */
export class Migration0024HostedTerminators extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "terminators"
      add column "host_id" text not null default '',
      add column "peer_data" jsonb not null default '{}'`);
  }
}
