import type { ServiceDeps } from './service-deps';

/** Dial and Bind sessions. */
export class SessionService {
  constructor(private readonly deps: ServiceDeps) {}
}
