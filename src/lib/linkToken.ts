// Reads the payload of a reset or verification link (SPEC §3) without trusting it: the server checks the
// signature. This only lets the page say early that a link is expired or unreadable, and pre-fill the e-mail.
import type { LinkTokenPayload } from '../../contract/entities';

export type DecodedLink = { ok: true; payload: LinkTokenPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function decodeLinkToken(token: string | null, nowMs = Date.now()): DecodedLink {
  const body = token?.split('.')[0];
  if (!body) return { ok: false, reason: 'invalid' };
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Partial<LinkTokenPayload>;
    if (typeof payload.exp !== 'number' || typeof payload.user_email !== 'string' || typeof payload.reset_token !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    if (payload.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    return { ok: true, payload: payload as LinkTokenPayload };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
