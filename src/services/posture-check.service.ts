import type { ServiceDeps } from './service-deps';

/** Posture checks and their types. */
export class PostureCheckService {
  constructor(private readonly deps: ServiceDeps) {}
}
