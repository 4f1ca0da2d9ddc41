import type { TLSSocket } from 'node:tls';
import type { Services } from '../../services';
import { NotFoundError } from '../../services/core/errors';
import type { ApiName } from '../contract/operations';
import { buildOpenApi } from '../openapi';
import { baseMeta } from '../envelope';
import { header, type Handlers } from '../router';

const SPEC_IDS: Record<ApiName, string> = { client: 'edge-client', management: 'edge-management', fabric: 'fabric' };
const STARTED = new Date().toISOString();

function specOf(api: ApiName) {
  const id = SPEC_IDS[api];
  return { id, name: id, createdAt: STARTED, updatedAt: STARTED, tags: {}, _links: { self: { href: `./specs/${id}` }, spec: { href: `./specs/${id}/spec` } } };
}

export function informationalHandlers(services: Services): Handlers {
  // The same for the life of the process: enveloped once.
  let versionBody: string | undefined;
  const version = async () => {
    versionBody ??= JSON.stringify({ data: services.info.version(), meta: baseMeta() });
    return { raw: versionBody, contentType: 'application/json' };
  };
  return {
    listRoot: version,
    listVersion: version,
    listEnumeratedCapabilities: async () => ({ data: services.info.enumeratedCapabilities() }),
    listProtocols: async () => ({ data: services.info.protocols() }),
    listSpecs: async ({ api }) => ({ data: [specOf(api)] }),
    detailSpec: async ({ api, params }) => {
      if (params.id !== SPEC_IDS[api]) throw new NotFoundError('specs', params.id);
      return { data: specOf(api) };
    },
    detailSpecBody: async ({ api, params, req }) => {
      if (params.id !== SPEC_IDS[api]) throw new NotFoundError('specs', params.id);
      return { data: JSON.stringify(buildOpenApi(api, header(req, 'host'), (req.socket as TLSSocket).encrypted ? 'https' : 'http')) };
    },
  };
}
