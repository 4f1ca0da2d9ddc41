import type { Services } from '../../services';
import type { Handlers } from '../router';

export function routerEnrollmentHandlers(services: Services): Handlers {
  void services;
  return {};
}
