import { ImportReportSchema, TransferDocumentSchema } from '../../services/transfer/document';

/** The wire shapes of configuration export and import: the document itself and the import's report. */

export const ConfigurationDocument = TransferDocumentSchema;
export const ImportReport = ImportReportSchema;
