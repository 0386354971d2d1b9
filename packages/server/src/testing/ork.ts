/**
 * An EWS NPC for play tests: one strong Eigenschaft (Stark ++, also its FoKa TP Eigenschaft) and
 * one skill (Keule +). Tests spread it to name or hide it (`{ ...ORK, name: "Schatten", secret: true }`).
 */
export const ORK = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Ork",
  npc: true,
  budget: 0,
  attributes: [{ name: "Stark", level: "++" }],
  skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }],
  professions: [],
  traits: [],
  woundAttribute: "Stark",
};
