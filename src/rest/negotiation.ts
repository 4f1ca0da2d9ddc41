import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import typeis from 'type-is';

/** Whether the request's Accept header allows this media type (no Accept header allows all). */
export function acceptsType(req: IncomingMessage, type: string): boolean {
  return accepts(req).type([type]) !== false;
}

/** Whether the request body's content type is one of these (`+json` style suffixes included). */
export function hasContentType(req: IncomingMessage, types: string[]): boolean {
  return typeof typeis(req, types) === 'string';
}
