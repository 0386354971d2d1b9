// Writes the JSON Schema files of the character formats: `npm run schemas -w packages/protocol`.
import { writeFileSync } from "node:fs";
import { characterJsonSchemas } from "../src/characters/json-schemas.js";

for (const [file, schema] of Object.entries(characterJsonSchemas())) {
  writeFileSync(new URL(`../schemas/${file}`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`schemas/${file}`);
}
