import { describe, expect, it } from "vitest";
import { inviteLink } from "../session/api.js";
import { parseHash } from "./router.js";
import { screenLink, screenLinkOf } from "./screen-link.js";

describe("the table screen's link", () => {
  it("is the invite link's table and token on the screen's route", () => {
    const invite = inviteLink("https://spiel.example", "Tisch 1", "a+b/c", "ews");
    const link = screenLinkOf(invite);
    expect(link).toBe(screenLink("https://spiel.example", "Tisch 1", "a+b/c"));
    const route = parseHash(new URL(link!).hash);
    expect(route.segments).toEqual(["screen", "Tisch 1"]);
    expect(route.query.get("token")).toBe("a+b/c");
  });

  it("is none for what is no invite link", () => {
    expect(screenLinkOf("kein Link")).toBeNull();
    expect(screenLinkOf("https://spiel.example/#/table/t1/dice")).toBeNull();
    expect(screenLinkOf("https://spiel.example/#/join/t1")).toBeNull();
  });
});
