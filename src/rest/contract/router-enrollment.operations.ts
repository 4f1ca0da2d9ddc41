import type { Operation } from './operations';

export const ROUTER_ENROLLMENT_OPERATIONS: Operation[] = [];
