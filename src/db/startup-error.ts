/** Why the controller could not start, each with its own process exit code (README, "Exit codes"). */
export const STARTUP_FAILURES = {
  /** An environment variable has a value the controller can not use. */
  CONFIG_INVALID: 2,
  /** Another controller runs on this DATA_DIR. */
  DATA_DIR_IN_USE: 3,
  /** DATABASE_URL names a database that does not exist. */
  DATABASE_NOT_FOUND: 4,
  /** The database could not be reached or started. */
  DATABASE_UNAVAILABLE: 5,
  /** The HTTP(S) server could not listen on HOST:PORT (in use, not allowed, not a valid port). */
  LISTEN_FAILED: 6,
} as const;

export type StartupFailure = keyof typeof STARTUP_FAILURES;

/** A start that cannot succeed as configured: one line for the operator, and an exit code. */
export class StartupError extends Error {
  readonly exitCode: number;

  constructor(message: string, readonly reason: StartupFailure) {
    super(message);
    this.name = 'StartupError';
    this.exitCode = STARTUP_FAILURES[reason];
  }
}
