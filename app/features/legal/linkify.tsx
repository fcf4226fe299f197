import type { ReactNode } from "react";
import { telHref } from "#contracts/content/company.ts";

const pattern = /([\w.+-]+@[\w-]+\.[\w.-]*\w)|(https?:\/\/[^\s,)]+[^\s,.)])|(\b0\d{2,4} \d{3,4} \d{4}\b)/g;

/** Turns e-mail addresses, web addresses and UK phone numbers in legal copy into working links. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [value, email, url, phone] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const href = email ? `mailto:${email}` : url ? url : telHref(phone ?? "");
    parts.push(
      <a key={index} href={href} className="font-semibold underline decoration-2 hover:decoration-signal">
        {value}
      </a>,
    );
    last = index + value.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
