import { describe, expect, it } from "vitest";
import { LANDING_FIELD } from "#contracts/attribution.ts";
import { checkForm, fieldsOf, formBody, placeProblems } from "#contracts/forms/check.ts";
import { enquiryPayload, interestPayload, investorPayload, leadPayload } from "#contracts/payloads.ts";
import { HONEYPOT_FIELD } from "#contracts/rules.ts";
import { shippedPlaces } from "#tests/shipped.ts";

const person = { firstName: " Ada ", lastName: "Lovelace", email: "ada@example.com" };

describe("one schema per form, shared by the browser and the server's actions", () => {
  it("leaves the page's landing field out of the body: the JSON call stays SPEC §7's (decision 0029)", () => {
    const raw = {
      ...person,
      phone: "07700 900123",
      gym: "novowelling",
      [LANDING_FIELD]: "ref=www.google.com",
    };
    const built = formBody("discount", raw, shippedPlaces);
    expect(built.ok && built.body).not.toHaveProperty(LANDING_FIELD);
    expect(built.ok && leadPayload.safeParse(built.body).success).toBe(true);
  });

  it("builds the SPEC §7 bodies, trimmed, which the API's payload schemas accept", () => {
    const cases = [
      [
        formBody("discount", { ...person, phone: "07700 900123", gym: "novowelling" }, shippedPlaces),
        leadPayload,
      ],
      [
        formBody(
          "join",
          { ...person, phoneNumber: "07700900123", gym: "novoarmory", postcode: "SE1" },
          shippedPlaces,
        ),
        leadPayload,
      ],
      [
        formBody("free-session", { ...person, phoneNumber: "07700900123", gym: "novoarmory" }, shippedPlaces),
        leadPayload,
      ],
      [
        formBody(
          "enquiry",
          {
            ...person,
            phoneNum: "020 7946 0000",
            gym: "novoarmory",
            subject: "S",
            message: "a\nb",
          },
          shippedPlaces,
        ),
        enquiryPayload,
      ],
      [formBody("investor", { ...person, phoneNum: "07700900123" }, shippedPlaces), investorPayload],
      [
        formBody("retreat-interest", { ...person, phone: "07700900123", discovery: "staff" }, shippedPlaces),
        interestPayload,
      ],
      [formBody("prep-interest", { ...person, phone: "07700900123" }, shippedPlaces), interestPayload],
    ] as const;
    for (const [built, schema] of cases) {
      expect(built.ok).toBe(true);
      if (!built.ok) continue;
      expect(built.body).toMatchObject({ firstName: "Ada" });
      expect(built.body).not.toHaveProperty(HONEYPOT_FIELD);
      expect(schema.safeParse(built.body).success).toBe(true);
    }
    const join = formBody(
      "join",
      {
        ...person,
        phoneNumber: "07700900123",
        gym: "novoarmory",
        postcode: "SE1",
      },
      shippedPlaces,
    );
    expect(join.ok && join.body).toEqual({
      gymName: "novoarmory",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phoneNum: "07700900123",
      source: "website",
    });
    const retreat = formBody(
      "retreat-interest",
      { ...person, phone: "07700900123", discovery: "staff" },
      shippedPlaces,
    );
    expect(retreat.ok && retreat.body).toMatchObject({ phone: "07700900123", phoneNum: "07700900123" });
  });

  it("sends the honeypot only when filled", () => {
    const built = formBody(
      "free-session",
      {
        ...person,
        phoneNumber: "07700900123",
        gym: "novoarmory",
        [HONEYPOT_FIELD]: "bot",
      },
      shippedPlaces,
    );
    expect(built.ok && built.body).toMatchObject({ gymName: "novoarmory", [HONEYPOT_FIELD]: "bot" });
  });

  it("carries SPEC §5's messages, a missing field (a disabled placeholder posts nothing) included", () => {
    expect(checkForm("discount", {}, shippedPlaces)).toEqual({
      ok: false,
      errors: {
        firstName: "This field is required",
        lastName: "This field is required",
        email: "This field is required",
        phone: "This field is required",
        gym: "This field is required",
      },
    });
    const join = checkForm("join", { gym: "" }, shippedPlaces);
    expect(!join.ok && join.errors.gym).toBe("Required");
    const enquiry = checkForm("enquiry", { gym: "", phoneNum: "123", email: "a@b" }, shippedPlaces);
    expect(!enquiry.ok && enquiry.errors).toMatchObject({
      gym: "Please select a gym",
      phoneNum: "Please enter a valid phone number",
      email: "Please enter a valid email address",
    });
    const retreat = checkForm(
      "retreat-interest",
      { ...person, phone: "1", discovery: "Default" },
      shippedPlaces,
    );
    expect(!retreat.ok && retreat.errors).toEqual({ discovery: "Please select a gym" });
  });

  it("offers the discount form the two 24/7 gyms only", () => {
    const check = checkForm(
      "discount",
      { ...person, phone: "07700900123", gym: "novoarmory" },
      shippedPlaces,
    );
    expect(!check.ok && check.errors.gym).toBe("This field is required");
  });

  it("places the server's problems on the form's own fields, the rest as unplaced", () => {
    const placed = placeProblems(
      "retreat-interest",
      [
        { field: "phoneNum", message: "Must have 10 to 15 digits" },
        { field: "interest", message: "x" },
      ],
      fieldsOf("retreat-interest"),
    );
    expect(placed.errors).toEqual({ phone: "Must have 10 to 15 digits" });
    expect(placed.unplaced).toEqual([{ field: "interest", message: "x" }]);
  });
});
