import { z } from "zod";
import { combatCommandSchema } from "../combat/combat-command.js";
import { combatStateSchema } from "../combat/combat-state.js";
import { errorBodySchema } from "../errors/error-body.js";
import {
  exportedEventSchema,
  exportedEventSchemas,
  memberEventSchemas,
  tableEventSchema,
} from "../events/table-event.js";
import { storedTableOptionsSchema } from "../tables/stored-table-options.js";
import { tableOptionsSchema } from "../tables/table-options.js";
import type { NamedSchema } from "./action-variants.js";
import { liveFrameSchema } from "./events.js";
import { tableExportSchema } from "./export.js";
import type { OpenApiDocument } from "./openapi-document.js";
import { type ApiRoute, apiResponseSchemas } from "./responses.js";
import {
  API_TAGS,
  apiRoutes,
  ERROR_STATUSES,
  type ErrorStatus,
  type RouteSpec,
  routeErrors,
  routeParts,
} from "./routes.js";
import { roleSchema, seedCommitmentSchema, streamSchema } from "./tables.js";

/** What the description says about the API as a whole. */
export interface OpenApiOptions {
  /** The server's version (`info.version`). */
  readonly version: string;
}

/** Schemas several routes share, named in `components/schemas` so the paths and schemas refer to them. */
const sharedSchemas = (): Record<string, z.ZodType> => ({
  ErrorBody: errorBodySchema,
  Role: roleSchema,
  Stream: streamSchema,
  SeedCommitment: seedCommitmentSchema,
  TableOptions: tableOptionsSchema,
  StoredTableOptions: storedTableOptionsSchema,
  TableEvent: tableEventSchema,
  ...Object.fromEntries(Object.entries(memberEventSchemas).map(([kind, s]) => [`TableEvent.${kind}`, s])),
  ExportedEvent: exportedEventSchema,
  ...Object.fromEntries(
    Object.entries(exportedEventSchemas).map(([kind, s]) => [`ExportedEvent.${kind}`, s]),
  ),
  TableExport: tableExportSchema,
  CombatState: combatStateSchema,
  CombatCommand: combatCommandSchema,
  LiveFrame: liveFrameSchema,
});

/** The reason phrase of every status the API answers with. */
const REASONS: Readonly<Record<RouteSpec["status"] | ErrorStatus, string>> = {
  101: "Switching Protocols",
  200: "OK",
  201: "Created",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  428: "Precondition Required",
  429: "Too Many Requests",
};

/**
 * The named schemas of the description. Each zod schema gets one name (the first it is given),
 * and zod's JSON Schema conversion turns every use of a named schema into a `$ref` to it.
 */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  private readonly titles = new Map<string, string>();

  /** A `$ref` to `schema`, named `name` unless it has a name already. */
  ref(schema: z.ZodType, name: string, title?: string): { $ref: string } {
    let id = this.registry.get(schema)?.id;
    if (id === undefined) {
      this.registry.add(schema, { id: name });
      id = name;
      if (title !== undefined) this.titles.set(name, title);
    }
    return { $ref: componentUri(id) };
  }

  /** A `$ref` to a union of named variants (the union itself named `name`). */
  variants(variants: readonly NamedSchema[], name: string): { $ref: string } {
    for (const variant of variants) this.ref(variant.schema, variant.name, variant.title);
    const [first, ...rest] = variants.map((variant) => variant.schema);
    return this.ref(z.union([first!, ...rest]), name);
  }

  /**
   * Every named schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), sorted by name. Input
   * side: what a client sends, and the JSON the server sends before a client parses it.
   */
  toJsonSchemas(): Record<string, unknown> {
    const { schemas } = z.toJSONSchema(this.registry, { io: "input", uri: componentUri });
    if ("__shared" in schemas) throw new Error("A schema is used recursively; name it as a component");
    return Object.fromEntries(
      Object.keys(schemas)
        .sort()
        .map((id) => {
          // A component is not a document of its own: no $schema, no $id (the name is its address).
          const { $id: _id, $schema: _schema, ...schema } = schemas[id]!;
          const title = this.titles.get(id);
          return [id, title === undefined ? schema : { title, ...schema }];
        }),
    );
  }
}

const isApiRoute = (key: string): key is ApiRoute => Object.hasOwn(apiRoutes, key);

const componentUri = (id: string): string => `#/components/schemas/${id}`;

const pascal = (camel: string): string => camel.charAt(0).toUpperCase() + camel.slice(1);

/** `:id` → a path parameter `{id}`, described by the segment before it (`tables/:id` → the table's id). */
function pathParameters(path: string): object[] {
  const segments = path.split("/");
  return segments.flatMap((segment, i) => {
    if (!segment.startsWith(":")) return [];
    const owner = (segments[i - 1] ?? "").replace(/s$/, "").replaceAll("-", " ");
    return [
      {
        name: segment.slice(1),
        in: "path",
        required: true,
        description: `The ${owner}'s id`,
        schema: { type: "string" },
      },
    ];
  });
}

/**
 * The query's fields as parameters; on the live socket without `token`, which its security
 * scheme describes.
 */
function queryParameters(spec: RouteSpec): object[] {
  if (!spec.query) return [];
  const { properties = {}, required = [] } = z.toJSONSchema(spec.query, { io: "input" });
  return Object.entries(properties)
    .filter(([name]) => !(spec.auth === "query-token" && name === "token"))
    .map(([name, schema]) => ({ name, in: "query", required: required.includes(name), schema }));
}

function headerParameters(spec: RouteSpec): object[] {
  return Object.entries(spec.headers ?? {}).map(([name, schema]) => {
    const { $schema: _schema, ...json } = z.toJSONSchema(schema, { io: "input" });
    return { name, in: "header", required: !schema.safeParse(undefined).success, schema: json };
  });
}

const json = (schema: object) => ({ content: { "application/json": { schema } } });

/** The success answer and every error answer of a route. */
function responses(route: ApiRoute, spec: RouteSpec, components: Components): Record<string, object> {
  const answer = apiResponseSchemas[route];
  const name = `${pascal(spec.operationId)}Response`;
  const schema = spec.responseVariants
    ? components.variants(spec.responseVariants(), name)
    : answer && components.ref(answer, name);
  const description =
    spec.status === 101
      ? `${REASONS[101]}; every message on the socket is JSON of this schema`
      : REASONS[spec.status];
  const success = { description, ...(schema ? json(schema) : {}) };
  const error = components.ref(errorBodySchema, "ErrorBody");
  const documented = routeErrors(spec, routeParts(route).method);
  const errors = ERROR_STATUSES.flatMap((status) => {
    const codes = documented[status];
    if (!codes) return [];
    const description = `${REASONS[status]}: ${codes.map((code) => `\`${code}\``).join(", ")}`;
    return [[status, { description, "x-error-codes": codes, ...json(error) }]];
  });
  return {
    [spec.status]: success,
    ...Object.fromEntries(errors),
    default: { description: "Any other failure (500 `internal`)", ...json(error) },
  };
}

/** The OpenAPI operation of one route. */
function operation(route: ApiRoute, spec: RouteSpec, components: Components): object {
  const { path } = routeParts(route);
  const parameters = [...pathParameters(path), ...queryParameters(spec), ...headerParameters(spec)];
  const bodyName = `${pascal(spec.operationId)}Body`;
  const body =
    spec.body &&
    (spec.bodyVariants
      ? components.variants(spec.bodyVariants(), bodyName)
      : components.ref(spec.body, bodyName));
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: { required: !spec.bodyOptional, ...json(body) } } : {}),
    responses: responses(route, spec, components),
    ...(spec.auth === "bearer" ? { security: [{ bearerAuth: [] }] } : {}),
    ...(spec.auth === "query-token" ? { security: [{ liveToken: [] }] } : {}),
  };
}

/**
 * The API's OpenAPI 3.1 description, generated from the route table (`apiRoutes`), the response
 * schemas (`apiResponseSchemas`) and the action and character registries; every schema is the
 * protocol's zod schema converted to JSON Schema. Deterministic: the same code gives the same
 * document.
 *
 * @example
 * openApiDocument({ version: "0.1.0" }).paths["/api/tables"].post.operationId; // "createTable"
 */
export function openApiDocument({ version }: OpenApiOptions): OpenApiDocument {
  const components = new Components();
  for (const [name, schema] of Object.entries(sharedSchemas())) components.ref(schema, name);
  const paths: Record<string, Record<string, object>> = {};
  for (const route of Object.keys(apiRoutes).filter(isApiRoute)) {
    const { method, path } = routeParts(route);
    const openApiPath = path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = {
      ...paths[openApiPath],
      [method.toLowerCase()]: operation(route, apiRoutes[route], components),
    };
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Spieltisch API",
      version,
      description:
        "The shared table of Spieltisch: server-decided, verifiable rolls, a live event log per table, " +
        "characters and combat. Every error is `{error: {code, message, path?}}`.",
      license: { name: "GPL-3.0-or-later", identifier: "GPL-3.0-or-later" },
    },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components.toJsonSchemas(),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "A member's token (invite or personal) of this table: `Authorization: Bearer <token>`.",
        },
        liveToken: {
          type: "apiKey",
          in: "query",
          name: "token",
          description: "The same token as a query parameter: browsers cannot set headers on a WebSocket.",
        },
      },
    },
  };
}
