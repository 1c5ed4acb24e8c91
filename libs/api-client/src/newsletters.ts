import { getApiClient } from './configure';

/** `POST /v1/newsletters/subscription {email, consent, locale}` → `{message}`. */
export async function subscribeNewsletter(body: {
  email: string;
  consent: boolean;
  locale?: string;
}): Promise<{ message: string }> {
  return (await getApiClient().post('/v1/newsletters/subscription', body)).data;
}

/** `POST /v1/newsletters/unsubscribe {token}` (the link of the welcome mail) → `{message}`. */
export async function unsubscribeNewsletter(token: string): Promise<{ message: string }> {
  return (await getApiClient().post('/v1/newsletters/unsubscribe', { token })).data;
}
