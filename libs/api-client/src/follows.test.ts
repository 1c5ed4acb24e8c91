import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApiClient } from './client';
import { allCompaniesQueryOptions } from './companies';
import { configureApiClient } from './configure';
import { followedCompanyIdsQueryOptions, followsKeys, setCompanyFollowed } from './follows';
import { sendJson, startServer } from './test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let followed: number[];

/** A paginated answer of `ids` at `per_page` a page. */
function page(ids: number[], pageNumber: number, perPage: number) {
  const last = Math.max(1, Math.ceil(ids.length / perPage));
  return {
    status: 'success',
    data: {
      data: ids
        .slice((pageNumber - 1) * perPage, pageNumber * perPage)
        .map((id) => ({ id, translations: [] })),
      current_page: pageNumber,
      last_page: last,
      per_page: perPage,
      total: ids.length,
    },
  };
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const pageNumber = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 12);
    if (url.pathname === '/v1/me/follows/companies') {
      if (req.headers.authorization !== 'Bearer member') {
        return sendJson(res, 401, { status: 'error', httpStatus: 'Unauthorized', message: 'No' });
      }
      if (req.method === 'GET') return sendJson(res, 200, page(followed, pageNumber, perPage));
      if (req.method === 'POST') {
        const { company_id } = JSON.parse(req.body) as { company_id: number };
        followed.push(company_id);
        return sendJson(res, 201, { status: 'success', data: { company_id, following: true } });
      }
      if (req.method === 'DELETE') {
        const id = Number(url.searchParams.get('company_id'));
        followed = followed.filter((item) => item !== id);
        return sendJson(res, 200, {
          status: 'success',
          data: { company_id: id, following: false },
        });
      }
    }
    if (url.pathname === '/v1/companies') {
      const all = Array.from({ length: 100 }, (_, index) => index + 1);
      return sendJson(res, 200, page(all, pageNumber, perPage));
    }
    return sendJson(res, 404, { status: 'error', httpStatus: 'NotFound', message: 'Not found' });
  });
  configureApiClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => 'member' }));
});
afterAll(() => server.close());
beforeEach(() => {
  followed = Array.from({ length: 50 }, (_, index) => index + 1);
});

describe('follows', () => {
  it('collects the followed ids over every page of GET /v1/me/follows/companies', async () => {
    const ids = await new QueryClient().fetchQuery(followedCompanyIdsQueryOptions());
    expect(ids).toEqual(followed);
    expect(followsKeys.ids()[0]).toBe('me');
  });

  it('follows with POST and unfollows with DELETE, keeping the cached ids in step', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(followedCompanyIdsQueryOptions());
    await setCompanyFollowed(queryClient, 77, true);
    expect(followed).toContain(77);
    expect(queryClient.getQueryData<number[]>(followsKeys.ids())).toContain(77);
    await setCompanyFollowed(queryClient, 3, false);
    expect(followed).not.toContain(3);
    expect(queryClient.getQueryData<number[]>(followsKeys.ids())).not.toContain(3);
    const deletes = server.requests.filter((r) => r.method === 'DELETE');
    expect(deletes.at(-1)?.url).toBe('/v1/me/follows/companies?company_id=3');
  });
});

describe('allCompaniesQueryOptions', () => {
  it('reads every page at 48 a page', async () => {
    const companies = await new QueryClient().fetchQuery(allCompaniesQueryOptions());
    expect(companies.map((company) => company.id)).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
    const pages = server.requests.filter((r) => r.url.startsWith('/v1/companies?'));
    expect(pages.map((r) => new URL(r.url, 'http://x').searchParams.get('per_page'))).toEqual([
      '48',
      '48',
      '48',
    ]);
  });
});
