import { Migration } from '@mikro-orm/migrations';

/**
 * The links a circuit's path takes, in order (between the routers of `path`): a link lost
 * while a circuit uses it moves the circuit to another path. Empty for a circuit through one
 * router.
 */
export class Migration0026CircuitLinks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "circuits" add column "links" text[] not null default '{}'`);
  }
}
