import { Type } from '@sinclair/typebox';
import { DateTime } from './schemas';

/**
 * Wire shapes of the database area (OpenZiti's dataIntegrityCheckDetails). Every field is
 * required: before any run, and while one runs for endTime, the times are 0001-01-01T00:00:00.000Z.
 */

export const DataIntegrityCheckDetail = Type.Object({
  description: Type.String(),
  fixed: Type.Boolean(),
});

export const DataIntegrityCheckDetails = Type.Object({
  inProgress: Type.Boolean(),
  fixingErrors: Type.Boolean(),
  tooManyErrors: Type.Boolean({ description: 'More inconsistencies were found than a run records (1,000)' }),
  startTime: DateTime,
  endTime: DateTime,
  error: Type.String({ description: 'Why the run failed or ended early; empty when it did not' }),
  results: Type.Array(DataIntegrityCheckDetail),
});
