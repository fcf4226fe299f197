/**
 * The company's contact facts and the terms' numbers (contracts/content/company.ts): management's alone, like every
 * singleton. Copy quotes them as {brand.phone}, {brand.managementEmail}, {brand.minimumAge}, {rules.freezeNoticeDays}.
 */
import { fields, singleton } from "@keystatic/core";
import { membershipRuleNames } from "#contracts/content/company.ts";
import { emailText, phoneText, plainText, text } from "./fields";

const count = (label: string, min: number, max: number, description?: string) =>
  fields.integer({ label, description, validation: { isRequired: true, min, max } });

const socialLink = (label: string) =>
  fields.object(
    {
      label: plainText("Network", { description: 'As the link names it: "Instagram"' }),
      handle: text({
        label: "Handle",
        validation: {
          isRequired: true,
          pattern: { regex: /^@[\w.]{1,30}$/, message: "a handle such as @novogyms" },
        },
      }),
      href: fields.url({ label: "Link", validation: { isRequired: true } }),
    },
    { label },
  );

const ruleLabels: Record<(typeof membershipRuleNames)[number], [string, number, number]> = {
  cancellationNoticeDays: ["Cancellation notice (days)", 0, 90],
  freezeMaxMonthsPerYear: ["Longest freeze a year (months)", 0, 12],
  freezeNoticeDays: ["Freeze notice (days)", 0, 60],
  coolingOffDays: ["Cooling-off period (days)", 14, 60],
  liabilityCapPounds: ["Liability cap (£)", 0, 1_000_000],
};

export const company = singleton({
  label: "Phone, e-mails, social links and membership rules",
  path: "company",
  format: { data: "yaml" },
  schema: {
    phone: phoneText("Phone (one number for every gym)"),
    emails: fields.object(
      {
        management: emailText(
          "Management e-mail",
          "Membership changes, privacy requests, the website's contact",
        ),
        careers: emailText("Careers e-mail", "Job applications"),
        press: emailText("Press e-mail", "Press and franchising enquiries"),
      },
      { label: "E-mail addresses" },
    ),
    social: fields.object(
      {
        gyms: socialLink("Social link of the gyms"),
        armory: socialLink("Social link of the studio's pages"),
      },
      { label: "Social links" },
    ),
    minimumAge: count("Minimum age of members", 14, 21),
    copyrightYear: count("Copyright year (footer)", 2000, 2100),
    membershipRules: fields.object(
      Object.fromEntries(
        membershipRuleNames.map((name) => {
          const [label, min, max] = ruleLabels[name];
          return [
            name,
            count(label, min, max, "The terms and the FAQ quote it; one edit changes every mention."),
          ];
        }),
      ) as Record<(typeof membershipRuleNames)[number], ReturnType<typeof count>>,
      { label: "Membership rules (quoted by the terms and the FAQ)" },
    ),
  },
});
