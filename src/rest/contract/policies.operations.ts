import type { Operation } from './operations';

export const POLICY_OPERATIONS: Operation[] = [];
