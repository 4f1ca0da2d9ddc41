import type { ServiceDeps } from './service-deps';

/** Certificates of identities after enrollment: extension of cert authenticators and the ephemeral certificates of API sessions. */
export class CertificateService {
  constructor(private readonly deps: ServiceDeps) {}
}
