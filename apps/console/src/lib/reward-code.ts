/**
 * A member's reward code as the desk reads it: typed (any case, with spaces or dashes) or scanned
 * from the QR code on the member's phone (the QR holds the code itself; a link that carries the
 * code in `?code=` or as its last path segment is read too). Codes are 12 characters of the API's
 * alphabet (no 0/O, 1/I), shown as `ABCD-EFGH-JKLM`.
 */
export const REWARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

export type ParsedRewardCode =
  { ok: true; code: string } | { ok: false; problem: 'empty' | 'length' | 'characters' };

function fromUrl(raw: string): string | null {
  if (!/^[a-z][a-z\d+\-.]*:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    const param = url.searchParams.get('code');
    if (param) return param;
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : '';
  } catch {
    return null;
  }
}

export function parseRewardCode(input: string): ParsedRewardCode {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, problem: 'empty' };
  const raw = fromUrl(trimmed) ?? trimmed;
  const compact = raw.toUpperCase().replace(/[\s\-_.]/g, '');
  if (!compact) return { ok: false, problem: 'empty' };
  if ([...compact].some((c) => !REWARD_CODE_ALPHABET.includes(c))) {
    return { ok: false, problem: 'characters' };
  }
  if (compact.length !== CODE_LENGTH) return { ok: false, problem: 'length' };
  return {
    ok: true,
    code: `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`,
  };
}
