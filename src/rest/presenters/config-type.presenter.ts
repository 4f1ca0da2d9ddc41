import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/catalog.schemas';
import type { ConfigType } from '../../entities';
import { baseFields } from '../envelope';

export function presentConfigType(t: ConfigType): Static<typeof C.ConfigTypeDetail> {
  return {
    ...baseFields('config-types', t, ['configs']),
    name: t.name,
    schema: t.schema,
  };
}
