import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id figures: 19 MiB, two passes, one lane (docs/decisions/0004). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a random password, verified when no account matches so that an unknown
 * e-mail costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
