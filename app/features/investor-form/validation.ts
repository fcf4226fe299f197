import type { InvestorPayload } from "../../../contracts/payloads";

export interface InvestorValues {
  firstName: string;
  lastName: string;
  phoneNum: string;
  email: string;
  /** The honeypot (HONEYPOT_FIELD); empty for people. */
  faxNumber: string;
}

export type InvestorField = Exclude<keyof InvestorValues, "faxNumber">;

export const emptyInvestorValues: InvestorValues = {
  firstName: "",
  lastName: "",
  phoneNum: "",
  email: "",
  faxNumber: "",
};

/** SPEC §5, exactly. */
export const investorMessages: Record<InvestorField, string> = {
  firstName: "First name is required",
  lastName: "Last name is required",
  phoneNum: "Phone number is required",
  email: "Email is required",
};

export function validateInvestor(values: InvestorValues): Partial<Record<InvestorField, string>> {
  const errors: Partial<Record<InvestorField, string>> = {};
  for (const field of Object.keys(investorMessages) as InvestorField[])
    if (values[field].trim() === "") errors[field] = investorMessages[field];
  return errors;
}

/** SPEC §3 and §7: firstName, lastName, phoneNum, email. */
export function investorPayload(values: InvestorValues): InvestorPayload {
  const honeypot = values.faxNumber ? { faxNumber: values.faxNumber } : {};
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNum: values.phoneNum.trim(),
    email: values.email.trim(),
    ...honeypot,
  };
}
