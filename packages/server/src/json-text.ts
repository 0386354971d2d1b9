/**
 * An answer already written out as JSON, typed by the value it is the text of: a roll's answer is
 * the roller's view of its event, which the live streams wrote out anyway (`viewEventFrame`), so
 * those bytes go out as they are instead of being written out once more.
 */
export class JsonText<T> {
  /** Only for the type: the value {@link text} is the JSON of. */
  declare private readonly of: T;
  constructor(readonly text: Buffer) {}
}
