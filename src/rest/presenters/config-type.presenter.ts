import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { ConfigType } from '../../entities';
import { selfLink } from '../envelope';

export function presentConfigType(t: ConfigType): Static<typeof C.ConfigTypeDetail> {
  return {
    id: t.id,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    tags: t.tags,
    _links: selfLink('config-types', t.id, ['configs']),
    name: t.name,
    schema: t.schema,
  };
}
