import { hash, verify } from '@node-rs/argon2';

/** argon2id's cost: memory in KiB and passes (one lane always). */
export type PasswordHashCost = { memoryKib: number; passes: number };

/** OWASP's argon2id figures: 19 MiB, two passes, one lane (docs/decisions/0004). */
export const PRODUCTION_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19456, passes: 2 };

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  /** False for a missing hash too, after as long as a wrong password takes. */
  verify: (passwordHash: string | null | undefined, password: string) => Promise<boolean>;
};

/**
 * Hashes at the given cost. A hash carries its own parameters, so `verify` checks any stored
 * hash at the cost it was made with; the cost here decides new hashes and the stand-in below.
 * The API tests build the app at a tiny cost (decision 0075): at the production one, a test that
 * signs in a hundred times spent most of a loaded machine's 30 s on argon2.
 */
export function createPasswordHasher(cost: PasswordHashCost = PRODUCTION_PASSWORD_HASH_COST): PasswordHasher {
  const options = {
    // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
    algorithm: 2,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
    parallelism: 1,
  } as const;
  const hashPassword = (password: string) => hash(password, options);
  // A hash of a random password, verified when no account matches so that an unknown e-mail
  // costs the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
      if (!passwordHash) {
        dummyHash ??= hashPassword(crypto.randomUUID());
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
