import { Entity, ManyToOne, Opt, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from './base.entity';
import { Identity } from './identity.entity';

/**
 * The TOTP MFA enrollment of an identity (at most one; deleted with it). Nothing here is
 * readable from the database alone: the secret and the recovery codes in clear are sealed, the
 * recovery codes kept for checking are keyed hashes (src/services/mfa/secret-box.ts). Every
 * column but the state is hidden: no API or log serializes them.
 */
@Entity({ tableName: 'mfa' })
export class Mfa extends BaseEntity {
  @ManyToOne(() => Identity, { ref: true, deleteRule: 'cascade', fieldName: 'identity_id', unique: true })
  identity!: Ref<Identity>;

  /** The first TOTP code was checked: from now on, logins of the identity need a code. */
  @Property({ type: 'boolean' })
  isVerified: boolean & Opt = false;

  /** The base32 TOTP secret, sealed. */
  @Property({ type: 'text', hidden: true })
  sealedSecret!: string;

  /** Keyed hashes of the recovery codes not used yet. */
  @Property({ type: 'text[]', hidden: true })
  recoveryCodeHashes: string[] & Opt = [];

  /**
   * The recovery codes in clear (sealed JSON), kept only while they may still be shown: those
   * of an unverified enrollment, and a regenerated set until `shownRecoveryCodesUntil`.
   */
  @Property({ type: 'text', nullable: true, hidden: true })
  sealedShownRecoveryCodes?: string | null;

  /** When a regenerated set stops being shown; null while the enrollment is unverified. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  shownRecoveryCodesUntil?: Date | null;
}
