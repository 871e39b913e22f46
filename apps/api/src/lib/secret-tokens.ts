import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: sign-in keys and e-mailed links alike. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash; a database leak gives no usable key. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
