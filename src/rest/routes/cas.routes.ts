import type { Services } from '../../services';
import type { Handlers } from '../router';

export function caHandlers(services: Services): Handlers {
  void services;
  return {};
}
