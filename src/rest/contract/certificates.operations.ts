import type { Operation } from './operations';

export const CERTIFICATE_OPERATIONS: Operation[] = [];
