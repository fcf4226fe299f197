import { useCompany } from "#app/lib/use-gyms.ts";
import { telHref } from "#contracts/content/company.ts";

/**
 * The company's phone number as a tel: link (content/company.yaml). Nothing without the root's data (an error
 * page whose root loader did not run): `children` is the sentence around it, left out with it.
 */
export function PhoneLink({
  className,
  children = (link) => link,
}: {
  className?: string;
  children?: (link: React.ReactNode) => React.ReactNode;
}) {
  const company = useCompany();
  if (!company) return null;
  return children(
    <a href={telHref(company.phone)} className={className}>
      {company.phone}
    </a>,
  );
}
