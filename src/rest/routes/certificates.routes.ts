import type { Services } from '../../services';
import type { Handlers } from '../router';

export function certificateHandlers(services: Services): Handlers {
  void services;
  return {};
}
