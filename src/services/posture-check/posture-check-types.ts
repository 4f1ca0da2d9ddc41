import type { PostureCheckTypeId } from '../../entities/posture-check.entity';

/** The operating system types posture checks know (the spec's osType). */
export const OS_TYPES = ['Windows', 'WindowsServer', 'Android', 'iOS', 'Linux', 'macOS'] as const;
export type OsType = (typeof OS_TYPES)[number];

export interface OperatingSystem {
  type: OsType;
  versions: string[];
}

/** A posture check type: a fixed set, with the operating systems each applies to as OpenZiti reports them. */
export interface PostureCheckType {
  id: PostureCheckTypeId;
  name: string;
  version: string;
  operatingSystems: OperatingSystem[];
  createdAt: Date;
  updatedAt: Date;
}

const windows: OperatingSystem = { type: 'Windows', versions: ['Vista', '7', '8', '10', '2000'] };
const linux: OperatingSystem = { type: 'Linux', versions: ['4.14', '4.19', '5.4', '5.9'] };
const android: OperatingSystem = { type: 'Android', versions: ['9', '10', '11'] };
const macOS: OperatingSystem = { type: 'macOS', versions: ['10.15', '11.0'] };
const iOS: OperatingSystem = { type: 'iOS', versions: ['11', '12'] };
const any = (type: OsType): OperatingSystem => ({ type, versions: [] });

/** Fixed with the controller's schema, so their timestamps are too. */
const SINCE = new Date('2021-01-01T00:00:00.000Z');
const type = (id: PostureCheckTypeId, name: string, operatingSystems: OperatingSystem[]): PostureCheckType =>
  ({ id, name, version: '1', operatingSystems, createdAt: SINCE, updatedAt: SINCE });

export const POSTURE_CHECK_TYPE_LIST: PostureCheckType[] = [
  type('OS', 'Operating System Check', [windows, linux, android, macOS, iOS]),
  type('PROCESS', 'Process Check', [windows, macOS, linux]),
  type('DOMAIN', 'Windows Domain Check', [windows]),
  type('MAC', 'MAC Address Check', [windows, linux, macOS, android]),
  type('MFA', 'MFA Check', [any('Windows'), any('WindowsServer'), any('macOS'), any('Linux'), any('iOS'), any('Android')]),
  type('PROCESS_MULTI', 'Process Multi Check', [any('Windows'), any('macOS'), any('Linux')]),
];

/** The types as a SQL table (alias-free subquery with columns id, name) for the list path. */
export const POSTURE_CHECK_TYPE_TABLE = `(select * from (values ${POSTURE_CHECK_TYPE_LIST.map((t) => `('${t.id}', '${t.name}')`).join(', ')}) v("id", "name"))`;
