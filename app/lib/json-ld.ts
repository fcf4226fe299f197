/**
 * schema.org JSON-LD for search engines, built from app/content (the one source of every fact). Each
 * feature builds its own nodes beside it (gym-page, blog, jobs); this module holds what they share and the
 * site's Organization, which the root layout renders on every page. Routes pass nodes to
 * pageMeta({ jsonLd }). Builders infer their exact shape and check it against schema-dts with `satisfies`,
 * so the shapes stay assignable to pageMeta's Record<string, unknown>.
 */
import type { Organization, PostalAddress, WithContext } from "schema-dts";
import { config } from "#app/lib/config.ts";
import { canonicalUrl } from "#app/lib/meta.ts";
import { brand } from "#contracts/content/brand.ts";
import { e164, type SiteCompany } from "#contracts/content/company.ts";
import type { GymLocation } from "#contracts/content/gym-location.ts";

export const CONTEXT = "https://schema.org";

export const organizationId = () => `${config.siteOrigin}/#organization`;
export const logoUrl = () => `${config.siteOrigin}/favicon.svg`;

/** A media-manifest path as an absolute URL: the CDN file when configured, else the site's social card. */
export function mediaUrl(path: string): string {
  return config.mediaBaseUrl ? `${config.mediaBaseUrl}/${path}` : `${config.siteOrigin}/social-card.png`;
}

/**
 * Splits a content address ("Arch 12, Norman Road, Greenwich, London") around the gym's locality, so the
 * street stays the street and what follows the locality (London, Kent) becomes the region.
 */
export function postalAddress(gym: Pick<GymLocation, "address" | "locality" | "postcode">) {
  const parts = gym.address.split(",").map((part) => part.trim());
  const at = parts.indexOf(gym.locality);
  const street = at > 0 ? parts.slice(0, at) : parts.slice(0, 1);
  const region = at >= 0 ? parts.slice(at + 1).join(", ") : "";
  return {
    "@type": "PostalAddress",
    streetAddress: street.join(", "),
    addressLocality: gym.locality,
    ...(region ? { addressRegion: region } : {}),
    postalCode: gym.postcode,
    addressCountry: "GB",
  } satisfies PostalAddress;
}

/** The site's Organization; its phone, e-mail and social profiles when the company's facts are at hand. */
export function organizationJsonLd(company?: SiteCompany) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(),
    name: brand.name,
    legalName: brand.legalName,
    url: canonicalUrl("/"),
    logo: logoUrl(),
    slogan: brand.tagline,
    ...(company && {
      telephone: e164(company.phone),
      email: company.emails.management,
      sameAs: [...new Set([company.social.gyms.href, company.social.armory.href])],
    }),
  } satisfies WithContext<Organization>;
}

/**
 * The text of a <script type="application/ld+json">: JSON with "<" escaped, so no value (a title, a
 * description) can close the script element early.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
