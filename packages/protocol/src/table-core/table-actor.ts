import { ApiError } from "../errors/api-error.js";
import type { TableActor } from "./table-store.js";

/** 403 unless the actor is the GM. */
export function requireGm(actor: Pick<TableActor, "role">): void {
  if (actor.role !== "gm") throw new ApiError(403, "gm-only", "Only the GM may do this");
}

/** 403 for viewers: they watch, they do not act. */
export function requireActor(actor: Pick<TableActor, "role">): void {
  if (actor.role === "viewer") throw new ApiError(403, "viewer-read-only", "Viewers cannot act");
}
