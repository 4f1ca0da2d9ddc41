import type { Operation } from './operations';

export const CA_OPERATIONS: Operation[] = [];
