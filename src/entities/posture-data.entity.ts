import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from './base.entity';
import { ApiSession } from './api-session.entity';

/**
 * The latest posture response of one kind (OS, MAC, DOMAIN, ENDPOINT_STATE, MFA; PROCESS per
 * process path in `key`) of an API session; deleted with the API session.
 */
@Entity({ tableName: 'posture_data' })
@Unique({ properties: ['apiSession', 'kind', 'key'] })
export class PostureData extends BaseEntity {
  @ManyToOne(() => ApiSession, { ref: true, deleteRule: 'cascade', fieldName: 'api_session_id' })
  apiSession!: Ref<ApiSession>;

  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'jsonb' })
  data!: Record<string, unknown>;
}
