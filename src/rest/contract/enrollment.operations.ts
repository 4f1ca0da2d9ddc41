import type { Operation } from './operations';

export const ENROLLMENT_OPERATIONS: Operation[] = [];
