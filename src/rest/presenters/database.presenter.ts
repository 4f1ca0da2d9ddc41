import type { Static } from '@sinclair/typebox';
import type * as D from '../contract/database.schemas';
import type { IntegrityResults } from '../../services/database/integrity.service';

export function presentIntegrityResults(r: IntegrityResults): Static<typeof D.DataIntegrityCheckDetails> {
  return {
    inProgress: r.inProgress,
    fixingErrors: r.fixingErrors,
    tooManyErrors: r.tooManyErrors,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    error: r.error,
    results: r.results.map((x) => ({ description: x.description, fixed: x.fixed })),
  };
}
