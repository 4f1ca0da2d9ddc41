import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestServer } from '../../support/server';
import { requireError, requireOk } from '../../support/rest-client';
import { sleep, unique } from '../../support/fixtures';
import { importDocument } from '../../../bench/import-document';

/**
 * Imports of thousands of items (issue 23: 20,000 identities and 5,000 services ran at 45 items
 * a second): identities and services are created many at a time, each still checked by its
 * service's rules, and an item's refusal still names the item and changes nothing. An import
 * goes on to its end when its client gives up, and is seen whole or not at all. (The rate is
 * measured by `npm run bench`, not here.)
 */

const server = useTestServer();

const IDENTITIES = 2_000;
const SERVICES = 500;

/** How many identities and services with this name prefix exist. */
async function countsOf(prefix: string): Promise<{ identities: number; services: number }> {
  const [row] = await server.app.db.orm.em.fork().execute<{ identities: string; services: string }[]>(
    `select (select count(*) from "identities" where "name" like ? || '-%') as "identities", (select count(*) from "services" where "name" like ? || '-%') as "services"`,
    [prefix, prefix],
  );
  return { identities: Number(row.identities), services: Number(row.services) };
}

describe('an import of thousands of items', () => {
  test('is not lost when its client gives up: it commits whole, and nobody sees it half done', async () => {
    const prefix = unique('gone');
    const doc = importDocument({ identities: IDENTITIES, services: SERVICES }, prefix);
    const giveUp = new AbortController();
    const request = fetch(`${server.url}/edge/management/v1/database/import`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'zt-session': server.mgmt.token! }, body: JSON.stringify(doc), signal: giveUp.signal,
    });
    // The client goes away while the import runs (the document is received by then: it starts within this time).
    await sleep(300);
    giveUp.abort();
    await assert.rejects(request, { name: 'AbortError' });
    const seen: string[] = [];
    for (let i = 0; i < 600; i++) {
      const c = await countsOf(prefix);
      seen.push(`${c.identities}/${c.services}`);
      if (c.identities === IDENTITIES) break;
      await sleep(250);
    }
    assert.equal(seen.at(-1), `${IDENTITIES}/${SERVICES}`, 'the import finished');
    assert.deepEqual([...new Set(seen)].filter((s) => s !== '0/0' && s !== `${IDENTITIES}/${SERVICES}`), [], 'never seen half done');
    // What it made is what the API makes: each identity matched into its policies (the services of its two teams' policies).
    const [identity] = requireOk(await server.mgmt.get(`/identities?filter=${encodeURIComponent(`name = "${prefix}-identity-1"`)}`));
    const services = requireOk(await server.mgmt.get(`/identities/${identity.id}/services?limit=-1`));
    assert.ok(services.length > 0, 'the identity sees the services of its policies');
    // Imported again: every item unchanged.
    const again = requireOk(await server.mgmt.post('/database/import', doc));
    assert.equal(again.identities.unchanged.length, IDENTITIES);
    assert.equal(again.services.unchanged.length, SERVICES);
    assert.deepEqual([again.identities.created, again.services.created], [[], []]);
  });

  test('an item refused among thousands is named, and nothing of the import is made', async () => {
    const cases: [string, (doc: any) => void, string, RegExp][] = [
      ['an unknown auth policy', (doc) => (doc.identities[1500].authPolicy = 'no-such-policy'), 'identities[1500].authPolicy', /no auth policy is named "no-such-policy"/],
      ['an externalId given twice', (doc) => (doc.identities[700].externalId = doc.identities[1200].externalId = 'ext-twice'), 'identities[1200].externalId', /already used/],
      ['a service with two configs of one type', (doc) => (doc.services[321].configs = [doc.configs[0].name, doc.configs[1].name]), 'services[321].configs', /only one config of a given type/],
      ['an unknown config', (doc) => (doc.services[499].configs = ['no-such-config']), 'services[499].configs', /no config is named "no-such-config"/],
    ];
    for (const [what, spoil, field, reason] of cases) {
      const prefix = unique('bad');
      const doc = importDocument({ identities: IDENTITIES, services: SERVICES }, prefix);
      spoil(doc);
      const error = requireError(await server.mgmt.post('/database/import', doc), 400, 'COULD_NOT_VALIDATE');
      assert.equal(error.cause?.field, field, `${what}: ${JSON.stringify(error)}`);
      assert.match(error.cause.reason, reason, what);
      assert.deepEqual(await countsOf(prefix), { identities: 0, services: 0 }, `${what}: nothing made`);
    }
  });
});
