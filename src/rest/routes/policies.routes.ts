import type { Services } from '../../services';
import type { Handlers } from '../router';

export function policiesHandlers(services: Services): Handlers {
  void services;
  return {};
}
