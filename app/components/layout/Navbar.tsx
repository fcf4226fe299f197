import { Link, NavLink } from "react-router";
import { LinkButton } from "#app/components/ui/Button.tsx";
import { contactButton, offersButton, primaryNavFor } from "#app/content/navigation.ts";
import { useGyms } from "#app/lib/use-gyms.ts";
import { Logo } from "./Logo";
import { MobileMenu, MobileMenuButton } from "./MobileMenu";

export function Navbar() {
  const primaryNav = primaryNavFor(useGyms());
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-paper/10 bg-ink/95 text-paper backdrop-blur supports-[backdrop-filter]:bg-ink/85">
        <div className="mx-auto flex h-16 max-w-(--container-site) items-center justify-between gap-6 px-5 sm:px-8 md:h-20">
          <Link to="/" className="shrink-0" aria-label="Novo home">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-7">
              {primaryNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `font-display text-lg font-bold tracking-widest transition-colors hover:text-signal ${
                        isActive ? "text-signal" : "text-paper"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <LinkButton to={contactButton.to} variant="outline-light" size="sm">
              {contactButton.label}
            </LinkButton>
            <LinkButton to={offersButton.to} variant="primary" size="sm">
              {offersButton.label}
            </LinkButton>
          </div>
          <MobileMenuButton />
        </div>
      </header>
      {/* Outside the banner landmark: the menu is a dialog of its own. */}
      <MobileMenu />
    </>
  );
}
