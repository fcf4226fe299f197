import { describe, expect, it } from "vitest";
import { exerciseGymJsonLd, priceRange } from "#app/features/gym-page/structured-data.ts";
import { postalAddress } from "#app/lib/json-ld.ts";
import { e164, siteCompany } from "#contracts/content/company.ts";
import { jsonLdProblems } from "#tests/build/json-ld-rules.ts";
import { shippedCompany, shippedGym, shippedGyms } from "#tests/shipped.ts";

const company = siteCompany(shippedCompany);

const allDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("exerciseGymJsonLd", () => {
  it.each(shippedGyms.map((gym) => gym.slug))("meets the ExerciseGym rules for %s", (slug) => {
    expect(jsonLdProblems(exerciseGymJsonLd(shippedGym(slug), company))).toEqual([]);
  });

  it("describes a 24/7 gym as open 00:00-23:59 every day, with its address, geo and price", () => {
    const welling = shippedGym("welling");
    const ld = exerciseGymJsonLd(welling, company);
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: allDays, opens: "00:00", closes: "23:59" },
    ]);
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "45 Bellegrove Road",
      addressLocality: "Welling",
      addressRegion: "Kent",
      postalCode: welling.postcode,
      addressCountry: "GB",
    });
    expect(ld.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: welling.latitude,
      longitude: welling.longitude,
    });
    expect(ld.telephone).toBe(e164(shippedCompany.phone));
    expect(ld.priceRange).toBe("£54.99 per month");
    expect(ld.url).toBe("http://localhost:3000/welling");
    expect(ld.sameAs).toEqual([shippedCompany.social.gyms.href]);
  });

  it("gives the Armory (open for classes only) its staffed hours and its own social link", () => {
    const ld = exerciseGymJsonLd(shippedGym("armory"), company);
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "06:00",
        closes: "22:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "14:00" },
    ]);
    expect(ld.address.streetAddress).toBe("Arch 12, Norman Road");
    expect(ld.address.addressLocality).toBe("Greenwich");
    expect(ld.priceRange).toBe("£120 per month");
    expect(ld.sameAs).toEqual([shippedCompany.social.armory.href]);
  });

  it("keeps the whole address as the street when the locality is not in it", () => {
    const gym = { ...shippedGym("greenwich"), address: "1 Somewhere Lane" };
    expect(postalAddress(gym).streetAddress).toBe("1 Somewhere Lane");
    expect(postalAddress(gym).addressRegion).toBeUndefined();
  });

  it("formats prices to pence unless whole pounds", () => {
    expect(priceRange(84.99)).toBe("£84.99 per month");
    expect(priceRange(84.9)).toBe("£84.90 per month");
    expect(priceRange(120)).toBe("£120 per month");
  });
});
