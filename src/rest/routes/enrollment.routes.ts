import type { Services } from '../../services';
import type { Handlers } from '../router';

export function enrollmentHandlers(services: Services): Handlers {
  void services;
  return {};
}
