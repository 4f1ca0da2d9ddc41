import type { Static } from '@sinclair/typebox';
import type * as P from '../contract/policy.schemas';
import type { PostureCheck } from '../../entities';
import type { PostureCheckType } from '../../services/posture-check/posture-check-types';
import { baseFields, selfLink } from '../envelope';

/** A posture check: the common fields and those of its type (domains, process, ...). */
export function presentPostureCheck(c: PostureCheck): Static<typeof P.PostureCheckDetail> {
  return {
    ...c.details,
    ...baseFields('posture-checks', c),
    name: c.name,
    typeId: c.typeId,
    roleAttributes: c.roleAttributes,
    version: c.version,
  };
}

export function presentPostureCheckType(t: PostureCheckType): Static<typeof P.PostureCheckTypeDetail> {
  return {
    id: t.id,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    tags: {},
    _links: selfLink('posture-check-types', t.id),
    name: t.name,
    version: t.version,
    operatingSystems: t.operatingSystems,
  };
}
