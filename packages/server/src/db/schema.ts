/** A table (Spieltisch) with the counters of its two visibility streams. */
export interface TablesRow {
  id: string;
  name: string;
  system: string;
  /** JSON array of module ids. */
  modules: string;
  /** JSON object of house-rule options. */
  house_rules: string;
  created_at: string;
  /** Last sequence number of the GM stream (every event). */
  full_seq: number;
  /** Last sequence number of the table stream (events everybody may see). */
  table_seq: number;
  /**
   * The hash of the GM stream's last event (its chain's head, issue #31); null before the first
   * event, and on tables from before the chain until they next append.
   */
  full_head: string | null;
  /** The same for the table stream. */
  table_head: string | null;
}

/** An invite token (per role) or a personal member token; only the SHA-256 of the token is kept. */
export interface CredentialsRow {
  id: string;
  table_id: string;
  role: string;
  kind: string;
  name: string | null;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  /** The invite a member joined by (migration 0006); null for invites and older members. */
  invite_id: string | null;
  /** SHA-256 of the table id and the key the member's browser keeps (migration 0006); null: none. */
  device_hash: string | null;
}

/** A server seed of one stream; `seed` stays secret until `revealed_at`. */
export interface SeedsRow {
  id: string;
  table_id: string;
  stream: string;
  seed: string;
  commitment: string;
  created_at: string;
  revealed_at: string | null;
}

/** One event of the append-only log. `table_seq` is null for secret (GM-only) events. */
export interface EventsRow {
  table_id: string;
  full_seq: number;
  table_seq: number | null;
  kind: string;
  secret: number;
  by: string | null;
  at: string;
  /** JSON object: the kind-specific fields. */
  body: string;
  /** The hash of the GM stream's event before this one (the chain, issue #31); null before it. */
  prev: string | null;
  /** The hash of the table stream's event before this one; null on secret events. */
  table_prev: string | null;
}

/** The current version of a character file. */
export interface CharactersRow {
  id: string;
  table_id: string;
  owner: string;
  version: number;
  body: string;
  updated_at: string;
  deleted: number;
}

/** Every version a character ever had (its history). */
export interface CharacterVersionsRow {
  character_id: string;
  version: number;
  by: string;
  at: string;
  body: string;
  deleted: number;
}

/** A roll the GM asked for; `status` becomes `done` when the roll is logged. */
export interface RollRequestsRow {
  id: string;
  table_id: string;
  action: string;
  options: string;
  label: string | null;
  to_credential: string | null;
  secret: number;
  created_by: string;
  status: string;
  roll_seq: number | null;
  /**
   * The request's play fields (protocol `rollRequestPlaySchema`) as JSON; null: none (migration
   * 0005; every request before it).
   */
  play: string | null;
}

/** The database as Kysely sees it. */
/**
 * `character_conditions`: the fold of a character's condition events (CONTRACT §4), kept in the
 * commit that logs them. `condition` is the full one (GM, owner); `public_condition` the one as of
 * the last event the table stream saw (null: none yet, the sheet's initial condition is public).
 */
export interface CharacterConditionsRow {
  character_id: string;
  table_id: string;
  condition: string;
  public_condition: string | null;
  /** The full sequence number of the event that last changed it. */
  full_seq: number;
}

/** `client_seeds`: the client seeds a table's rolls used, each once (CONTRACT §5). */
export interface ClientSeedsRow {
  table_id: string;
  client_seed: string;
}

export interface Database {
  tables: TablesRow;
  credentials: CredentialsRow;
  seeds: SeedsRow;
  events: EventsRow;
  characters: CharactersRow;
  character_versions: CharacterVersionsRow;
  roll_requests: RollRequestsRow;
  character_conditions: CharacterConditionsRow;
  client_seeds: ClientSeedsRow;
}
