import type { Operation } from './operations';

export const CATALOG_OPERATIONS: Operation[] = [];
