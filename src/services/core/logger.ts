import pino from 'pino';

/**
 * The process logger. Redaction is belt and braces: no code path logs a password or token,
 * but request headers and bodies that carry them are masked should one ever be logged.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: ['password', 'currentPassword', 'token', '*.password', '*.currentPassword', '*.token', 'req.headers["zt-session"]', 'req.headers.authorization'],
    censor: '[redacted]',
  },
});
