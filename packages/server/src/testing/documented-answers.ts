import { type ApiRoute, routeParts } from "@spieltisch/protocol";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { z } from "zod";

/** The address under which the description is known to ajv; its `$ref`s resolve inside it. */
const DOCUMENT_ID = "spieltisch-openapi.json";

/** What the checks read of an operation: its responses and their error codes. */
const operationSchema = z.object({
  responses: z.record(z.string(), z.object({ "x-error-codes": z.array(z.string()).optional() })),
});

const errorCodeSchema = z.object({ error: z.object({ code: z.string() }) });

const pointerSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

const describe = (error: ErrorObject) => `${error.instancePath || "/"} ${error.message ?? ""}`;

/**
 * Checks answers against an OpenAPI description: the body against the JSON Schema the document
 * gives for the route and status (compiled by ajv, strict), an error's code against the codes it
 * lists for that status.
 */
export class DocumentedAnswers {
  private readonly ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: { readonly paths: Record<string, Record<string, unknown>> }) {
    // The OpenAPI fields around the schemas are no JSON Schema keywords: ajv is to skip them.
    this.ajv.addVocabulary(["openapi", "info", "tags", "paths", "components"]);
    this.ajv.addSchema(structuredClone(document), DOCUMENT_ID);
  }

  /** Every way `body` with `status` differs from what the description says `route` answers. */
  check(route: ApiRoute, status: number, body: unknown): string[] {
    const { method, path } = routeParts(route);
    const openApiPath = path.replace(/:(\w+)/g, "{$1}");
    const operation = operationSchema.safeParse(this.document.paths[openApiPath]?.[method.toLowerCase()]);
    const response = operation.success ? operation.data.responses[String(status)] : undefined;
    if (!response) return [`${route} does not document status ${status}`];
    const pointer = `/paths/${pointerSegment(openApiPath)}/${method.toLowerCase()}/responses/${status}`;
    const validate = this.validator(`${pointer}/content/application~1json/schema`);
    const problems = validate(body) ? [] : (validate.errors ?? []).map(describe);
    const error = errorCodeSchema.safeParse(body);
    const codes = response["x-error-codes"];
    if (status >= 400 && error.success && !codes?.includes(error.data.error.code)) {
      problems.push(`${route} ${status}: code ${error.data.error.code} is not among ${codes?.join(", ")}`);
    }
    return problems;
  }

  /** Compiles every schema of `components/schemas` (strict: an unknown keyword or a bad `$ref` throws). */
  compileComponents(names: readonly string[]): void {
    for (const name of names) this.validator(`/components/schemas/${pointerSegment(name)}`);
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}
