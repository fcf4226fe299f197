/** The name rule (issue 21.2) against real names and against names that carry a message. */
import { describe, expect, it } from "vitest";
import { nameField } from "./fields";
import { isPlainName } from "./rules";

describe("isPlainName", () => {
  it.each([
    "Jane",
    "O'Brien",
    "O’Brien",
    "Zoë",
    "Nguyễn",
    "Jean-Luc",
    "Mary Ann",
    "José María",
    "Siobhán",
    "Łukasz",
    "Þórunn",
    "Anne-Marie",
    "J. R.",
    "St. John",
    "D'Arcy-Smith",
    "Алексей",
    "محمد",
    "张伟",
    "Ngũgĩ",
  ])("accepts %s", (name) => {
    expect(isPlainName(name)).toBe(true);
    expect(nameField.safeParse(name).success).toBe(true);
  });

  it.each([
    ["a phishing line", "Refund due, visit evil.example"],
    ["a domain", "evil.example"],
    ["a link", "https://evil.example/refund"],
    ["an e-mail address", "refunds@evil.example"],
    ["digits", "Call 0800 123 456"],
    ["one digit", "Jane2"],
    ["a right-to-left override", "Jane\u202eelif.exe"],
    ["a bidi isolate", "Jane\u2067x\u2069"],
    ["a C1 control", "Jane\u0085Doe"],
    ["a slash", "Jane/Doe"],
    ["punctuation only", "--"],
  ])("refuses %s", (_, name) => {
    expect(isPlainName(name)).toBe(false);
    const parsed = nameField.safeParse(name);
    expect(parsed.success).toBe(false);
  });
});
