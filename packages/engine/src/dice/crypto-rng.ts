import { Uint32Dice } from "./uint32-dice.js";

interface WebCrypto {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

/** 16384 words = 64 KiB, the most one `getRandomValues` call may fill. */
const BATCH = 16384;

/**
 * d6 faces drawn ahead: 65536 faces take ~6,400 words (eleven base-6 digits per accepted word),
 * so one 64 KiB batch of words fills the pool more than twice over.
 */
const FACES = 65536;

/**
 * Unbiased dice from the platform's CSPRNG (Web Crypto, in Node and browsers), drawn in batches.
 * A d6 — nearly every die the rules roll — is read from a pool of faces filled ahead from the same
 * words by the same unbiased base-6 extraction ({@link Uint32Dice.fillD6}), so a single die costs
 * an array read instead of a word, a rejection test and a division.
 */
export class CryptoRng extends Uint32Dice {
  private readonly buffer = new Uint32Array(BATCH);
  private next = BATCH;
  private readonly faces = new Uint8Array(FACES);
  private face = FACES;
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

  override d6(): number {
    if (this.face === FACES) {
      this.fillD6(this.faces);
      this.face = 0;
    }
    return this.faces[this.face++]!;
  }
}

/**
 * Dice for real play: cryptographically strong and unbiased.
 *
 * @example
 * const face = cryptoRng().die(6);
 */
export const cryptoRng = (): CryptoRng => new CryptoRng();
