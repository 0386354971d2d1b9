import { Uint32Dice } from "./uint32-dice.js";

interface WebCrypto {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

/** 16384 words = 64 KiB, the most one `getRandomValues` call may fill. */
const BATCH = 16384;

/** Unbiased dice from the platform's CSPRNG (Web Crypto, in Node and browsers), drawn in batches. */
export class CryptoRng extends Uint32Dice {
  private readonly buffer = new Uint32Array(BATCH);
  private next = BATCH;
  private readonly crypto: WebCrypto;

  constructor() {
    super();
    const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
    if (!crypto) throw new Error("No Web Crypto API (globalThis.crypto) on this platform");
    this.crypto = crypto;
  }

  uint32(): number {
    if (this.next === BATCH) {
      this.crypto.getRandomValues(this.buffer);
      this.next = 0;
    }
    return this.buffer[this.next++]!;
  }
}

/**
 * Dice for real play: cryptographically strong and unbiased.
 *
 * @example
 * const face = cryptoRng().die(6);
 */
export const cryptoRng = (): CryptoRng => new CryptoRng();
