import type { TableSession } from "../session/types.js";

/** Props every table view receives. */
export interface ViewProps {
  readonly session: TableSession;
  readonly query: URLSearchParams;
}
