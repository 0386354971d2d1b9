/**
 * `npm run bench [-- --quick] [-- --only name]`: the harness benchmarks (`bench/run.ts`, ours vs
 * peer in one process), then the play-state costs (`bench/play-state.ts`, in process), the server
 * load test (`bench/server-load.ts`) and the abuse run (`bench/abuse.ts`), which need real
 * processes and sockets and so do not fit the synchronous harness.
 */
await import("./run.js");
if (!process.argv.includes("--only") || process.argv.includes("play-state")) await import("./play-state.js");
if (!process.argv.includes("--only") || process.argv.includes("server-load"))
  await import("./server-load.js");
if (!process.argv.includes("--only") || process.argv.includes("abuse")) await import("./abuse.js");
