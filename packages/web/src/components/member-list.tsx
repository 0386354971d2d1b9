import { useId, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { firstInvites } from "../session/invite-credentials.js";
import type { Member, PlayCharacterView } from "../session/types.js";

/**
 * Everybody and every invite of a shared table as the GM manages them: name, role, whether it is a
 * person at the table or an invite link, revoked or not, and a revoke button that asks once more
 * before it acts (revoking cannot be undone). The GM's own access has no button.
 *
 * Issue #29: a person who came by a shared link is revoked together with that link where the GM
 * keeps the box ticked (the old link stops working, a new one is made in the same step); a person
 * who comes back in the same browser says so („Wieder da – … schon als „Ina“ (widerrufen)“); each
 * person's characters are listed, and the GM hands any of them to someone still at the table.
 */
export function MemberList({
  members,
  me,
  characters = [],
  onRevoke,
  onGive,
}: {
  members: readonly Member[];
  /** This browser's credential (not revocable from here). */
  me: string | null;
  /** The table's characters, listed with the person who plays them. */
  characters?: readonly PlayCharacterView[];
  onRevoke: (member: Member, renewInvite: boolean) => Promise<void>;
  /** Hands a character to another member (absent: characters are only listed). */
  onGive?: ((character: PlayCharacterView, owner: Member) => Promise<void>) | undefined;
}) {
  const { t, tk } = useI18n();
  const [asking, setAsking] = useState<string | null>(null);
  const [renew, setRenew] = useState(true);
  const firsts = new Set(firstInvites(members));
  const byId = new Map(members.map((m) => [m.id, m]));
  const personName = (m: Member) => m.name ?? t("web.settings.unnamed");
  const inviteName = (m: Member) => {
    const role = tk(`web.role.${m.role}`, m.role);
    return m.name && !firsts.has(m)
      ? t("web.settings.linkFor", { role, name: m.name })
      : t("web.settings.inviteTitle", { role });
  };
  // Who may take a character: a player or the GM still at the table (a person, not a link).
  const takers = members.filter((m) => m.kind === "member" && !m.revoked && m.role !== "viewer");
  return (
    <ul className="members stack" data-testid="members">
      {members.map((m) => {
        const role = tk(`web.role.${m.role}`, m.role);
        // A person by their name; an invite as the link of its role (its name says whom it is for,
        // except on the links made with the table, which the server names for its own log).
        const name = m.kind === "member" ? personName(m) : t("web.settings.inviteTitle", { role });
        const detail =
          m.kind === "member"
            ? `${role} · ${t("web.settings.joined")}`
            : firsts.has(m)
              ? t("web.settings.inviteFirst")
              : m.name
                ? t("web.settings.inviteFor", { name: m.name })
                : t("web.settings.inviteKind");
        const label = m.kind === "invite" && m.name && !firsts.has(m) ? m.name : name;
        // The link this person came by, while it still works: revoking them may renew it.
        const cameBy = m.invite ? byId.get(m.invite) : undefined;
        const renewable = m.kind === "member" && cameBy !== undefined && !cameBy.revoked;
        const earlier = (m.earlier ?? []).flatMap((id) => byId.get(id) ?? []);
        const theirs = characters.filter((c) => c.owner === m.id);
        return (
          <li key={m.id} className="member row wrap" data-member={m.id} data-revoked={m.revoked}>
            <div className="grow">
              <p>
                <strong>{name}</strong>
                {m.id === me && ` (${t("web.settings.you")})`}
                <br />
                <span className="muted">{detail}</span>
                {m.revoked && (
                  <>
                    {" "}
                    <span className="badge">{t("web.settings.revokedTag")}</span>
                  </>
                )}
              </p>
              {earlier.length > 0 && (
                <p className="returning" data-testid="member-returning">
                  {t("web.settings.returning", {
                    names: earlier
                      .map((e) =>
                        t("web.settings.returningName", {
                          name: personName(e),
                          state: t(e.revoked ? "web.settings.stateRevoked" : "web.settings.stateActive"),
                        }),
                      )
                      .join(", "),
                  })}
                </p>
              )}
              {m.kind === "member" && cameBy && (
                <p className="muted small">{t("web.settings.cameBy", { link: inviteName(cameBy) })}</p>
              )}
              {theirs.length > 0 && (
                <MemberCharacters
                  characters={theirs}
                  takers={takers.filter((x) => x.id !== m.id)}
                  personName={personName}
                  onGive={onGive}
                />
              )}
            </div>
            {!m.revoked && m.id !== me && asking !== m.id && (
              <button
                type="button"
                aria-label={t("web.settings.revokeNamed", { name: label })}
                onClick={() => {
                  setRenew(true);
                  setAsking(m.id);
                }}
              >
                {t("web.settings.revoke")}
              </button>
            )}
            {asking === m.id && (
              // Asked in place, not in a browser dialog: stays readable at 360 px and for screen readers.
              <fieldset className="row wrap confirm">
                <legend>{t("web.settings.revokeQuestion", { name: label })}</legend>
                {renewable && cameBy && (
                  <div className="renew">
                    <label className="check">
                      <input type="checkbox" checked={renew} onChange={(e) => setRenew(e.target.checked)} />
                      {t("web.settings.renewLink", {
                        role: tk(`web.role.${cameBy.role}`, cameBy.role),
                        name: label,
                      })}
                    </label>
                    <p className="muted small">{t("web.settings.renewHint")}</p>
                  </div>
                )}
                <div className="row wrap">
                  <button
                    type="button"
                    className="danger"
                    onClick={async () => {
                      await onRevoke(m, renewable && renew);
                      setAsking(null);
                    }}
                  >
                    {t("web.settings.revokeSure")}
                  </button>
                  <button type="button" onClick={() => setAsking(null)}>
                    {t("web.settings.cancel")}
                  </button>
                </div>
              </fieldset>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A person's characters, each with „weitergeben an“ where the GM may hand it on. */
function MemberCharacters({
  characters,
  takers,
  personName,
  onGive,
}: {
  characters: readonly PlayCharacterView[];
  takers: readonly Member[];
  personName: (m: Member) => string;
  onGive: ((character: PlayCharacterView, owner: Member) => Promise<void>) | undefined;
}) {
  const { t } = useI18n();
  const names = characters.map((c) => String(c.character.name ?? c.id));
  if (!onGive || takers.length === 0) {
    return <p className="small">{t("web.settings.characters", { names: names.join(", ") })}</p>;
  }
  return (
    <ul className="plain stack member-characters">
      {characters.map((c) => (
        <GiveCharacter key={c.id} character={c} takers={takers} personName={personName} onGive={onGive} />
      ))}
    </ul>
  );
}

function GiveCharacter({
  character,
  takers,
  personName,
  onGive,
}: {
  character: PlayCharacterView;
  takers: readonly Member[];
  personName: (m: Member) => string;
  onGive: (character: PlayCharacterView, owner: Member) => Promise<void>;
}) {
  const { t, tk } = useI18n();
  const id = useId();
  const [to, setTo] = useState("");
  const [busy, setBusy] = useState(false);
  const name = String(character.character.name ?? character.id);
  const taker = takers.find((m) => m.id === to);
  return (
    <li className="row wrap give" data-character={character.id}>
      <label htmlFor={id}>
        {t("web.settings.giveTo", { name })}
        <select id={id} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">{t("web.settings.giveChoose")}</option>
          {takers.map((m) => (
            <option key={m.id} value={m.id}>
              {personName(m)} ({tk(`web.role.${m.role}`, m.role)})
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={!taker || busy}
        onClick={async () => {
          if (!taker) return;
          setBusy(true);
          await onGive(character, taker);
          setBusy(false);
          setTo("");
        }}
      >
        {t("web.settings.give")}
      </button>
    </li>
  );
}
