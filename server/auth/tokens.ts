import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes as hex: the bearer token handed to the client, never stored as such. */
export const newToken = (): string => randomBytes(32).toString('hex');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Six digits, leading zeros kept. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
