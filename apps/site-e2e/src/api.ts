import type { APIRequestContext } from '@playwright/test';
import { API } from './tenants';

/** The tenant's mall as the API serves it to that tenant's site origin. */
export async function mallOf(
  request: APIRequestContext,
  origin: string,
): Promise<{ name: string }> {
  const response = await request.get(`${API}/v1/malls`, { headers: { Origin: origin } });
  const body = (await response.json()) as { data: { name: string }[] };
  const mall = body.data[0];
  if (!mall) throw new Error(`No mall for ${origin}`);
  return mall;
}
