/**
 * The mailbox an e-mail address reaches, for counting one person's open tours (issue 36): case, a +tag and,
 * at Gmail, dots and the googlemail.com spelling all reach one inbox. Only the count reads it: the address is
 * stored and mailed as typed.
 */
const GMAIL = ["gmail.com", "googlemail.com"];

/** "T.o.u.r.Victim+3@GoogleMail.com" -> "tourvictim@gmail.com". */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split("+")[0] ?? "";
  return GMAIL.includes(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

/** The domains whose addresses may share the mailbox `key` names (a superset a query narrows by). */
export function mailboxDomains(key: string): string[] {
  const domain = key.slice(key.lastIndexOf("@") + 1);
  return domain === "gmail.com" ? GMAIL : [domain];
}
