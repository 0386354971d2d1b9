import { z } from "zod";

/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 description, generated from the route table
 * (`openApiDocument`). Only the frame is checked here; the OpenAPI specification defines the rest.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});
/** The description as a type. */
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
