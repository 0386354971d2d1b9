import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import type { CredentialCache } from "./domain/credential-cache.js";
import type { PlayCharacterCache } from "./domain/play-character-cache.js";
import type { EventBus } from "./events/event-bus.js";
import type { GroupWriter } from "./store/group-writer.js";
import type { TableWriteLimiter } from "./table-write-limiter.js";

/** What every route and domain function works with. */
export interface ServerContext {
  readonly db: Kysely<Database>;
  readonly writer: GroupWriter;
  readonly bus: EventBus;
  /** Tokens recently looked up (see {@link CredentialCache}). */
  readonly credentials: CredentialCache;
  /** Characters and conditions recently read for odds and pre-checks (see {@link PlayCharacterCache}). */
  readonly playCharacters: PlayCharacterCache;
  /** Each table's writes (see {@link TableWriteLimiter}). */
  readonly tableWrites: TableWriteLimiter;
}
