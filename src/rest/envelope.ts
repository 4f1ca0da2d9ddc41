import { API_VERSION } from '../services/info.service';
import type { Page } from '../services/core/list/list-query';
import type { Resource } from '../services/core/resources';

/** Where `_links.self` points: a resource, one of the current caller's own collections, or the fabric's router links. */
export type LinkBase = Resource | 'current-api-session/certificates' | 'current-identity/authenticators' | 'links';

/** Meta carried by every enveloped response. */
export function baseMeta(): Record<string, unknown> {
  return { apiVersion: API_VERSION, apiEnrollmentVersion: API_VERSION };
}

export function listMeta(page: Page<unknown>): Record<string, unknown> {
  return {
    ...baseMeta(),
    pagination: { limit: page.limit, offset: page.offset, totalCount: page.totalCount },
    filterableFields: page.filterableFields,
  };
}

/** `_links.self` as OpenZiti renders it: relative to the API base path. */
export function selfLink(segment: LinkBase, id: string, extra: string[] = []): Record<string, { href: string }> {
  const links: Record<string, { href: string }> = { self: { href: `./${segment}/${id}` } };
  for (const sub of extra) links[sub] = { href: `./${segment}/${id}/${sub}` };
  return links;
}

/** The fields every entity detail starts with (OpenZiti's baseEntity): id, dates, tags and its links. */
export function baseFields(segment: LinkBase, e: { id: string; createdAt: Date; updatedAt: Date; tags: Record<string, string | boolean | null> }, links: string[] = []) {
  return { id: e.id, createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString(), tags: e.tags, _links: selfLink(segment, e.id, links) };
}

/** A reference to another entity: `links` are the fabric's router links (runtime state, not a resource of the change feed). */
export function entityRef(entity: Resource | 'links', id: string, name: string) {
  return { _links: selfLink(entity, id), entity, id, name };
}

export function createdData(segment: Resource, id: string) {
  return { id, _links: selfLink(segment, id) };
}

/**
 * A date as ISO 8601 text, remembered for the instants asked for most (SDKs poll their
 * service-updates, answered with the same few instants over and over).
 */
export function isoOf(date: Date): string {
  const t = date.getTime();
  let text = isoTexts.get(t);
  if (text === undefined) {
    if (isoTexts.size >= 10_000) isoTexts.clear();
    text = date.toISOString();
    isoTexts.set(t, text);
  }
  return text;
}
const isoTexts = new Map<number, string>();
