import type { ApiGet } from '@atrium/domain/contract/paths';
import { queryOptions } from '@tanstack/react-query';

import { getApiClient } from './configure';

export const PRIVACY_POLICY_PATH = '/v1/privacy-policy';
export const TERMS_CONDITIONS_PATH = '/v1/terms-conditions';

/** `{translations: [{locale, privacy_policy, cookies}]}` or `[{locale, terms_and_conditions, operating_rules}]`. */
export type LegalTexts = ApiGet['/v1/privacy-policy'];

export const legalKeys = {
  privacyPolicy: ['privacy-policy'] as const,
  termsConditions: ['terms-conditions'] as const,
};

/** `GET /v1/privacy-policy`: the privacy policy and cookies texts (HTML). */
export function privacyPolicyQueryOptions() {
  return queryOptions({
    queryKey: legalKeys.privacyPolicy,
    queryFn: ({ signal }) => getApiClient().get(PRIVACY_POLICY_PATH, undefined, { signal }),
  });
}

/** `GET /v1/terms-conditions`: the terms and conditions and operating rules texts (HTML). */
export function termsConditionsQueryOptions() {
  return queryOptions({
    queryKey: legalKeys.termsConditions,
    queryFn: ({ signal }) => getApiClient().get(TERMS_CONDITIONS_PATH, undefined, { signal }),
  });
}
