/**
 * `npm run bench [-- --quick] [-- --only name]`: the harness benchmarks (`bench/run.ts`, ours vs
 * peer in one process), then the server load test (`bench/server-load.ts`), which needs real
 * processes and sockets and so does not fit the synchronous harness; the play-state costs
 * (`bench/play-state.ts`) run before it, in process.
 */
await import("./run.js");
if (!process.argv.includes("--only") || process.argv.includes("play-state")) await import("./play-state.js");
if (!process.argv.includes("--only") || process.argv.includes("server-load"))
  await import("./server-load.js");
