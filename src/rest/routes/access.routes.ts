import type { Services } from '../../services';
import type { Handlers } from '../router';

export function accessHandlers(services: Services): Handlers {
  void services;
  return {};
}
