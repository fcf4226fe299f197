import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/icons/Icon.tsx";
import { InstagramIcon } from "#app/components/ui/SocialIcon.tsx";
import { footerColumnsFor } from "#app/content/navigation.ts";
import { useCompany, useGyms } from "#app/lib/use-gyms.ts";
import { brand } from "#contracts/content/brand.ts";
import { socialLinkOf, telHref } from "#contracts/content/company.ts";
import { Logo } from "./Logo";

export function Footer() {
  const { pathname } = useLocation();
  // The page's gym, or the default gym (the first entry) everywhere else.
  const gyms = useGyms();
  const company = useCompany();
  const path = pathname.replace(/\/+$/, "") || "/";
  const pageGym = gyms.find((candidate) => candidate.pageLink === path || candidate.signUpLink === path);
  const [defaultGym] = gyms;
  const gym = pageGym ?? defaultGym;
  if (!gym || !company) return null;
  const social = socialLinkOf(company, pageGym?.kind);

  return (
    <footer className="bg-ink text-paper">
      <h2 className="sr-only">Footer</h2>
      <div className="mx-auto grid max-w-(--container-site) gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-5">
          <Logo />
          <p className="font-display text-2xl font-bold uppercase">{gym.name}</p>
          <address className="space-y-3 not-italic text-mist">
            <p className="flex gap-3">
              <Icon name="map-pin" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-signal" />
              <span>
                {gym.address}, {gym.postcode}
              </span>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-signal" />
              <a href={`mailto:${gym.email}`} className="underline hover:text-paper">
                {gym.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-signal" />
              <a href={telHref(company.phone)} className="underline hover:text-paper">
                {company.phone}
              </a>
            </p>
          </address>
          <a
            href={social.href}
            className="inline-flex items-center gap-2 text-paper underline hover:text-signal"
            rel="noopener noreferrer"
            target="_blank"
          >
            <InstagramIcon className="h-5 w-5" />
            {social.label} {social.handle}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumnsFor(gyms).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h3 className="mb-4 font-display text-lg tracking-widest text-signal">{column.title}</h3>
              <ul className="space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-mist hover:text-paper hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-paper/10">
        <p className="mx-auto max-w-(--container-site) px-5 py-6 text-sm text-mist sm:px-8">
          © {company.copyrightYear} {brand.legalName}. {brand.tagline}
        </p>
      </div>
    </footer>
  );
}
