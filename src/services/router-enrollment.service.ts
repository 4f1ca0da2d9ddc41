import type { ServiceDeps } from './service-deps';

/** Enrollment of edge and transit routers and the extension of their certificates. */
export class RouterEnrollmentService {
  constructor(private readonly deps: ServiceDeps) {}
}
