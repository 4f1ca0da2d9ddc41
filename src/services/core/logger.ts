import pino from 'pino';
import { isLogLevel } from '../../config';

/**
 * The process logger. Redaction is belt and braces: no code path logs a password or token,
 * but request headers and bodies that carry them are masked should one ever be logged.
 */
const requested = process.env.LOG_LEVEL;
const fallback = process.env.NODE_ENV === 'test' ? 'silent' : 'info';

export const logger = pino({
  // Made when first imported, before the configuration is read: an unknown LOG_LEVEL must not
  // throw here (a stack from deep in pino), so loadConfig can refuse it in one line.
  level: requested && isLogLevel(requested) ? requested : fallback,
  redact: {
    paths: ['password', 'currentPassword', 'token', '*.password', '*.currentPassword', '*.token', 'req.headers["zt-session"]', 'req.headers.authorization'],
    censor: '[redacted]',
  },
});
