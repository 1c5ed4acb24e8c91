import { getApiClient } from './configure';

export type SupportRequest = {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  consent?: boolean;
};

/** `POST /v1/support` (a member's token is sent when there is one) → 201 `{id, message}`. */
export async function sendSupportRequest(
  body: SupportRequest,
): Promise<{ id: number; message: string }> {
  return (await getApiClient().post('/v1/support', body)).data;
}
