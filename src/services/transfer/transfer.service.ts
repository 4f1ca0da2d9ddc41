import { requireAdmin, type RequestCtx } from '../core/context';
import { assertStorableInput } from '../core/validate';
import { fieldError } from '../core/errors';
import { inTransaction, withinTransaction } from '../core/tx';
import { assertDocumentShape, type ImportReport, type TransferDocument } from './document';
import { exportConfiguration } from './export.service';
import { ImportRun, type ImportOptions, type TransferWriters } from './import.service';

/** Imports of one database run one at a time: two creating the same name would race to a unique violation. */
const IMPORT_LOCK = 727017;

/**
 * The whole configuration as one portable document (by name, without ids, dates or secrets),
 * and its import: idempotent by name, in one transaction, through the resource services' writes.
 */
export class TransferService {
  /** `writers`: the registry's resource services, whose create and update the import calls. */
  constructor(private readonly writers: TransferWriters) {}

  async export(ctx: RequestCtx): Promise<TransferDocument> {
    requireAdmin(ctx);
    return exportConfiguration(ctx.em);
  }

  /** Creates what is missing, updates what differs, leaves the rest; never deletes. All or nothing. */
  async import(ctx: RequestCtx, doc: unknown, options: ImportOptions = {}): Promise<ImportReport> {
    requireAdmin(ctx);
    if (options.enroll !== undefined && options.enroll !== 'ott') throw fieldError('enroll', 'enroll must be ott (or absent: no enrollments)', options.enroll);
    // GraphQL hands the document over unchecked: the same checks as a REST body.
    assertStorableInput(doc, '');
    assertDocumentShape(doc);
    return inTransaction(ctx, async (tx) => {
      await tx.em.execute('select pg_advisory_xact_lock(?)', [IMPORT_LOCK]);
      return new ImportRun(withinTransaction(ctx, tx), tx, this.writers, options).run(doc);
    });
  }
}
