import type { Operation } from './operations';

export const ACCESS_OPERATIONS: Operation[] = [];
