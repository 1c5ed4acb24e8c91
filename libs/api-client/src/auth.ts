import type {
  AddPasswordRequest,
  ChangeForgetPasswordRequest,
  ChangePasswordRequest,
  Customer,
  DeleteAccountRequest,
  EmailRequest,
  FirebaseLoginRequest,
  LoginRequest,
  LoginResponse,
  OauthTokenResponse,
  RegisterRequest,
} from '@atrium/domain/contract/auth';

import { getApiClient } from './configure';

/**
 * The account paths (docs/api.md "Accounts"). Plain mutation functions: none of them reads a
 * cached query, so the caller decides what to do with the session (set the token, clear `me`).
 */
type Message = { message: string };

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await getApiClient().post('/v1/login', body)).data;
}

export async function register(
  body: RegisterRequest,
): Promise<{ customer: Customer; verification_required: boolean; message: string }> {
  return (await getApiClient().post('/v1/register', body)).data;
}

export async function resendVerification(body: EmailRequest): Promise<Message> {
  return (await getApiClient().post('/v1/register/email-resend', body)).data;
}

/** The `?verify=` token of the verification mail → logged in. */
export async function verifyEmail(token: string): Promise<LoginResponse> {
  return (await getApiClient().post('/v1/register/email-verification', { token })).data;
}

export async function forgotPassword(body: EmailRequest): Promise<Message> {
  return (await getApiClient().post('/v1/forget-password', body)).data;
}

/** The reset mail's token as a magic link: logs in without a new password. */
export async function forgetPasswordLogin(token: string): Promise<LoginResponse> {
  return (await getApiClient().post('/v1/forget-password/login', { token })).data;
}

export async function changeForgetPassword(
  body: ChangeForgetPasswordRequest,
): Promise<LoginResponse> {
  return (await getApiClient().post('/v1/change-forget-password', body)).data;
}

export async function changePassword(body: ChangePasswordRequest): Promise<Message> {
  return (await getApiClient().post('/v1/change-password', body)).data;
}

export async function addPasswordAfterSso(
  body: AddPasswordRequest,
): Promise<{ customer: Customer }> {
  return (await getApiClient().post('/v1/add-password-after-sso', body)).data;
}

export async function deleteAccount(body: DeleteAccountRequest): Promise<Message> {
  return (await getApiClient().post('/v1/delete-account', body)).data;
}

/** Revokes this device's token; the caller clears the session whatever the answer. */
export async function logout(): Promise<void> {
  await getApiClient().post('/v1/logout');
}

export async function firebaseLogin(body: FirebaseLoginRequest): Promise<LoginResponse> {
  return (await getApiClient().post('/v1/firebase-login', body)).data;
}

/** Wifi login: OAuth2 password grant; the answer is the bare RFC 6749 token response. */
export async function oauthToken(username: string, password: string): Promise<OauthTokenResponse> {
  return (
    await getApiClient().post('/v1/oauth/token', {
      grant_type: 'password',
      username,
      password,
    })
  ).data;
}
