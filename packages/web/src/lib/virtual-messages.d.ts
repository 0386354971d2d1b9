/** One language's messages, merged from every message file (scripts/messages-per-language.ts). */
declare module "virtual:spieltisch-messages/*" {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
