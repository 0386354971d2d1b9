import {
  normaliseTableOptions,
  offerChange,
  type Role,
  type StoredInviteLinks,
  type TableOptionsJson,
  tableInPlay,
  withOfferValue,
} from "@spieltisch/protocol";
import { useCallback, useEffect, useState } from "react";
import { ChainFingerprint } from "../components/chain-fingerprint.js";
import { FailureMessage, useFailure } from "../components/failure-message.js";
import { MemberList } from "../components/member-list.js";
import { ScreenInvite } from "../components/screen-invite.js";
import { ShareInvite } from "../components/share-invite.js";
import { TableOptionFields } from "../components/table-option-fields.js";
import { useI18n } from "../lib/i18n.js";
import { screenLinkOf } from "../lib/screen-link.js";
import { inviteLink } from "../session/api.js";
import { linksWithCredentials, usableLinks } from "../session/invite-credentials.js";
import { loadInviteLinks, saveInviteLinks } from "../session/my-tables.js";
import type { Member } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import type { ViewProps } from "./view-props.js";

const ROLES: readonly Role[] = ["player", "viewer", "gm"];

/**
 * The GM's settings of a shared table, inside the table: its name, the table's rules, the invite
 * links this browser knows (copy, share, QR code), new invite links, and everybody at the table
 * with a revoke button. A local table has its rules only; players and viewers read the rules,
 * with a line saying that the GM manages the table. Every member of a shared table sees the log's
 * fingerprint (`ChainFingerprint`, issue #31).
 */
export default function SettingsView({ session }: ViewProps) {
  const { t, tk } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  const { failure, attempt } = useFailure();
  const [name, setName] = useState(config.name);
  const [notice, setNotice] = useState<string | null>(null);
  const [members, setMembers] = useState<readonly Member[] | null>(null);
  const [links, setLinks] = useState<StoredInviteLinks>(() => loadInviteLinks(config.id) ?? []);
  const [role, setRole] = useState<Role>("player");
  const [inviteName, setInviteName] = useState("");
  const managed = config.role === "gm" && !config.local;

  const reload = useCallback(async () => {
    setMembers(await session.members());
  }, [session]);
  useEffect(() => {
    if (managed) void attempt(reload);
  }, [managed, attempt, reload]);

  if (config.local && config.role === "gm") {
    return (
      <div className="stack settings">
        <p className="card">{t("web.settings.local")}</p>
        <TableRules session={session} />
      </div>
    );
  }
  if (!managed) {
    return (
      <div className="stack settings">
        <p className="card">{t(config.local ? "web.settings.local" : "web.settings.gmOnly")}</p>
        <TableRules session={session} />
        <ChainFingerprint session={session} />
      </div>
    );
  }

  const known = usableLinks(linksWithCredentials(links, members ?? []));
  const keepLinks = (next: StoredInviteLinks) => {
    saveInviteLinks(config.id, next);
    setLinks(next);
  };
  /** A new invite of `role`, kept with the links this browser knows; null when the server refused. */
  const createLink = async (wanted: Role, forName: string | undefined) => {
    const created = await attempt(async () => {
      const invite = await session.createInvite!(wanted, forName);
      await reload();
      return invite;
    });
    if (!created) return null;
    const link = inviteLink(location.origin, config.id, created.token, config.system);
    keepLinks([...links, { role: created.role, link, credentialId: created.credentialId }]);
    return created;
  };
  const screenName = t("web.screen.settings.inviteName");
  // The screen's link from a viewer invite: one made for the screen first, else any viewer's.
  const viewerLinks = known.filter((l) => l.role === "viewer");
  const screenInvite = viewerLinks.find((l) => l.credential?.name === screenName) ?? viewerLinks[0];

  return (
    <div className="stack settings">
      <h2>{t("web.settings.title")}</h2>
      <FailureMessage failure={failure} />
      {notice && (
        <p role="status" className="ok" data-testid="settings-notice">
          {notice}
        </p>
      )}
      <form
        className="card row wrap"
        onSubmit={async (e) => {
          e.preventDefault();
          setNotice(null);
          const wanted = name.trim();
          // What was typed stays in the field when the server refuses it.
          const done = await attempt(async () => {
            await session.renameTable?.(wanted);
            return true;
          });
          if (done) setNotice(t("web.settings.renamed", { name: wanted }));
        }}
      >
        <label className="grow">
          {t("web.settings.name")}
          <input value={name} maxLength={200} required onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" disabled={name.trim() === "" || name.trim() === config.name}>
          {t("web.settings.rename")}
        </button>
      </form>

      <TableRules session={session} />
      <ChainFingerprint session={session} />

      <section className="card stack" aria-labelledby="settings-links">
        <h3 id="settings-links">{t("web.settings.links")}</h3>
        <p className="muted">{t("web.settings.linksHint")}</p>
        {known.length === 0 ? (
          <p>{t("web.settings.linksNone")}</p>
        ) : (
          <ul className="stack plain" data-testid="invite-links">
            {known.map((l) => (
              <ShareInvite
                key={l.link}
                role={l.role}
                link={l.link}
                tableName={config.name}
                // Only links made here carry their invite's id, so only theirs can say whom they are for.
                forName={l.credentialId !== undefined ? (l.credential?.name ?? undefined) : undefined}
              />
            ))}
          </ul>
        )}
        <form
          className="row wrap"
          aria-label={t("web.settings.newInvite")}
          onSubmit={async (e) => {
            e.preventDefault();
            setNotice(null);
            const created = await createLink(role, inviteName.trim() || undefined);
            if (!created) return;
            setInviteName("");
            setNotice(t("web.settings.created", { role: tk(`web.role.${created.role}`, created.role) }));
          }}
        >
          <label>
            {t("web.settings.role")}
            <select
              value={role}
              onChange={(e) => setRole(ROLES.find((r) => r === e.target.value) ?? "player")}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {tk(`web.role.${r}`, r)}
                </option>
              ))}
            </select>
          </label>
          <label className="grow">
            {t("web.settings.inviteName")}
            <input value={inviteName} maxLength={100} onChange={(e) => setInviteName(e.target.value)} />
          </label>
          <button type="submit">{t("web.settings.create")}</button>
        </form>
      </section>

      <ScreenInvite
        link={screenInvite ? screenLinkOf(screenInvite.link) : null}
        onCreate={async () => {
          setNotice(null);
          await createLink("viewer", screenName);
        }}
      />

      <section className="card stack" aria-labelledby="settings-people">
        <h3 id="settings-people">{t("web.settings.people")}</h3>
        <p className="muted">{t("web.settings.peopleHint")}</p>
        {members === null ? (
          <p>{t("web.settings.loading")}</p>
        ) : (
          <MemberList
            members={members}
            me={session.memberId()}
            characters={session.playCharacters()}
            onRevoke={async (member, renewInvite) => {
              setNotice(null);
              const done = await attempt(async () => {
                const answer = await session.revokeMember!(member.id, renewInvite);
                await reload();
                return { answer };
              });
              if (!done) return;
              const name = member.name ?? tk(`web.role.${member.role}`, member.role);
              const revoked = new Set(done.answer?.revoked ?? [member.id]);
              // A revoked invite's link is dead: this browser forgets it, and keeps the new one.
              const kept = links.filter((l) => l.credentialId === undefined || !revoked.has(l.credentialId));
              const fresh = done.answer?.invite;
              if (fresh) {
                const link = inviteLink(location.origin, config.id, fresh.token, config.system);
                keepLinks([...kept, { role: fresh.role, link, credentialId: fresh.credentialId }]);
                setNotice(
                  t("web.settings.renewedDone", { name, role: tk(`web.role.${fresh.role}`, fresh.role) }),
                );
                return;
              }
              keepLinks(kept);
              setNotice(t("web.settings.revokedDone", { name }));
            }}
            onGive={
              session.changeOwner
                ? async (character, owner) => {
                    setNotice(null);
                    const done = await attempt(async () => {
                      await session.changeOwner!(character.id, owner.id);
                      return true;
                    });
                    if (done) {
                      setNotice(
                        t("web.settings.given", {
                          character: String(character.character.name ?? character.id),
                          owner: owner.name ?? t("web.settings.unnamed"),
                        }),
                      );
                    }
                  }
                : undefined
            }
          />
        )}
      </section>
    </div>
  );
}

/**
 * The table's rules: every option its system offers (`TableOptionFields`) with its value and the
 * rule text's words. The GM changes them (a shared table asks the server, a local one keeps them
 * in its file); once the log has a roll or a condition event, only those of play („Am Tisch“)
 * still change, and one sentence says why. Players and viewers read them.
 */
function TableRules({ session }: Pick<ViewProps, "session">) {
  const { t } = useI18n();
  const { failure, attempt } = useFailure();
  // The value just set shows at once; the table's answer follows (or the old value and why not).
  const [pending, setPending] = useState<TableOptionsJson | null>(null);
  const { config } = session;
  const options = normaliseTableOptions(config.houseRules).options;
  const gm = config.role === "gm";
  const inPlay = tableInPlay(session.events());
  return (
    <section className="card stack" aria-labelledby="settings-rules" data-testid="table-rules">
      <h3 id="settings-rules">{t("web.settings.rules")}</h3>
      {/* Players read them: the line above the card says that the GM manages the table. */}
      {gm && <p className="muted">{t(inPlay ? "web.settings.rulesFixed" : "web.settings.rulesOpen")}</p>}
      <TableOptionFields
        system={config.system}
        modules={config.modules}
        options={pending ?? options}
        local={config.local}
        setOnBlur
        busy={pending !== null}
        locked={(offer) => inPlay && offer.change === "before-play"}
        onChange={
          gm
            ? async (offer, value) => {
                setPending(withOfferValue(options, offer, value));
                await attempt(async () => {
                  await session.setTableOptions(offerChange(options, offer, value));
                  return true;
                });
                setPending(null);
              }
            : undefined
        }
      />
      <FailureMessage failure={failure} />
    </section>
  );
}
