/** `droll` (a benchmark peer) ships no types: the part the benchmarks call. */
declare module "droll" {
  interface DrollResult {
    readonly rolls: number[];
    readonly modifier: number;
    readonly total: number;
  }
  const droll: { roll(formula: string): DrollResult | false };
  export default droll;
}
