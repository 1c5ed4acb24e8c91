import { existsSync, readFileSync } from 'node:fs';

import {
  createLocalJWKSet,
  importX509,
  type JSONWebKeySet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/**
 * Verifies Firebase Authentication ID tokens (RS256 JWTs) against configured public keys:
 * FIREBASE_PUBLIC_KEYS is a JWKS (`{"keys":[…]}`), Google's `{kid: "-----BEGIN CERTIFICATE…"}`
 * map, or a path to a file holding either. Checks: signature, alg RS256, `aud` = project id,
 * `iss` = https://securetoken.google.com/<project>, `exp`/`iat` (60 s clock tolerance), `sub`.
 * No network fetch at run time: keys are rotated by redeploying the configuration.
 */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class FirebaseConfigError extends Error {}

function parseKeyMaterial(raw: string): unknown {
  const text = raw.trim().startsWith('{') ? raw : existsSync(raw) ? readFileSync(raw, 'utf8') : raw;
  try {
    return JSON.parse(text);
  } catch {
    throw new FirebaseConfigError('FIREBASE_PUBLIC_KEYS is neither JSON nor a readable JSON file');
  }
}

export async function createFirebaseKeyResolver(raw: string): Promise<JWTVerifyGetKey> {
  const material = parseKeyMaterial(raw);
  if (material && typeof material === 'object' && Array.isArray((material as JSONWebKeySet).keys)) {
    return createLocalJWKSet(material as JSONWebKeySet);
  }
  if (material && typeof material === 'object') {
    const certs = new Map<string, CryptoKey>();
    for (const [kid, pem] of Object.entries(material as Record<string, unknown>)) {
      if (typeof pem !== 'string') throw new FirebaseConfigError(`key ${kid} is not a PEM string`);
      certs.set(kid, await importX509(pem, 'RS256'));
    }
    return async (header) => {
      const key = header.kid ? certs.get(header.kid) : undefined;
      if (!key) throw new Error('no matching key');
      return key;
    };
  }
  throw new FirebaseConfigError('FIREBASE_PUBLIC_KEYS has no keys');
}

export async function verifyFirebaseIdToken(
  idToken: string,
  projectId: string,
  keys: JWTVerifyGetKey,
): Promise<FirebaseIdentity> {
  const { payload } = await jwtVerify(idToken, keys, {
    algorithms: ['RS256'],
    audience: projectId,
    issuer: `https://securetoken.google.com/${projectId}`,
    clockTolerance: 60,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  return identityOf(payload);
}

function identityOf(p: JWTPayload): FirebaseIdentity {
  const sub = p.sub;
  if (!sub || sub.length > 128) throw new Error('invalid subject');
  const email = typeof p['email'] === 'string' ? p['email'].toLowerCase() : null;
  return {
    uid: sub,
    email,
    emailVerified: p['email_verified'] === true,
    name: typeof p['name'] === 'string' ? p['name'] : null,
  };
}
