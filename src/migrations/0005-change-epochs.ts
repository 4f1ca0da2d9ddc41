import { Migration } from '@mikro-orm/migrations';

/**
 * Times after which every identity's service list counts as changed. `service-access` moves
 * when an instance's change notifications were interrupted (it may have served pages cached
 * before a change it missed): GET /current-api-session/service-updates answers the later of
 * this and the identity's own stamp, so every client re-reads its list once.
 */
export class Migration0005ChangeEpochs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "change_epochs" ("name" text not null primary key, "at" timestamptz not null)`);
  }
}
