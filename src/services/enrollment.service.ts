import type { ServiceDeps } from './service-deps';

/** Identity enrollments: management of enrollments, and the /enroll flows that turn a one-time token into credentials. */
export class EnrollmentService {
  constructor(private readonly deps: ServiceDeps) {}
}
