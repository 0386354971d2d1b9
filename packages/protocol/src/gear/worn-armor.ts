import type { TableSettings } from "@spieltisch/engine";

/**
 * EWS 2 and the Urfassung count one worn Rüstung (ews-2.txt L376 "Ist die Rüstung … deutlich
 * stärker", L619 "abzüglich des Schutzes ihrer Rüstung"; RULINGS §7): of the pieces a sheet wears
 * (every piece not marked `worn: false`) the strongest counts; the table option `armorStacking`
 * adds them up. Undefined when nothing is worn.
 *
 * @example
 * wornArmor([{ protection: 2 }, { protection: 1 }], PLAIN_TABLE); // 2
 * wornArmor([{ protection: 2 }, { protection: 1 }], { modules: [], options: { armorStacking: true } }); // 3
 */
export function wornArmor(
  pieces: readonly { readonly protection: number; readonly worn?: boolean | undefined }[],
  table: TableSettings,
): number | undefined {
  const worn = pieces.filter((p) => p.worn !== false).map((p) => p.protection);
  if (worn.length === 0) return undefined;
  return table.options.armorStacking === true ? worn.reduce((a, b) => a + b, 0) : Math.max(...worn);
}
