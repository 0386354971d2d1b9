/**
 * One area of the message catalogue: the same ids in German and English (each area file types its
 * English as `Record<keyof typeof de, string>`, so the type checker makes sure English has every
 * key).
 */
export interface MessageArea {
  readonly de: Readonly<Record<string, string>>;
  readonly en: Readonly<Record<string, string>>;
}
