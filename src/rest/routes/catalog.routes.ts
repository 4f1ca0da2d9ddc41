import type { Services } from '../../services';
import type { Handlers } from '../router';

export function catalogHandlers(services: Services): Handlers {
  void services;
  return {};
}
