/** One axis of the odds explorer: which option it varies and over which numbers. */
export interface ExplorerAxis {
  readonly field: string;
  readonly from: number;
  readonly to: number;
}

/** The whole numbers an axis spans when no system says otherwise. */
export interface NumberSpan {
  readonly from: number;
  readonly to: number;
}
