import type { Lang } from "@spieltisch/protocol";

const DE = {
  recap:
    "Rückblick auf einen Spielabend aus einem Tisch-Export: Kämpfe, Wunden, Proben, die zählten, Striche und das Würfelglück als Markdown",
  exportFile: "Export-Datei (JSON von GET /api/tables/:id/export; was der Export zeigt, zeigt der Rückblick)",
  session: "der Abend, der mit diesem Ereignis beginnt (Nummer wie im Export; Standard: der letzte Abend)",
};

const EN: typeof DE = {
  recap:
    "recap of an evening from a table export: fights, wounds, checks that mattered, Striche and dice luck as Markdown",
  exportFile: "export file (JSON from GET /api/tables/:id/export; the recap shows what the export shows)",
  session: "the evening that starts at this event (numbered as in the export; default: the last evening)",
};

/** Help texts of `recap`. */
export const recapHelp = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);
