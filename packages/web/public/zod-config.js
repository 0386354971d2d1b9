// Read by zod when it loads (globalThis.__zod_globalConfig): parse without compiled parsers.
// The server's content security policy allows no eval, and zod's probe for `new Function` would
// be reported as a violation on every start. A classic script, so it runs before the modules.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
