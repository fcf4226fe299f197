// The cost of rendering the mails (decision 0014), measured once: the time to load the mail modules
// (React Email, react-dom/server, html-to-text), the first render, and the mean of later renders of every
// message a discount lead causes (the staff notification and the visitor's code), HTML and text parts.
//
//   node --import tsx bench/mail-render.mjs [renders]
import { performance } from "node:perf_hooks";

const renders = Number(process.argv[2] ?? 200);
const started = performance.now();
const { messagesFor } = await import("#server/outbox/messages.ts");
const { shippedGyms } = await import("#tests/shipped.ts");
const loaded = performance.now();

const submission = {
  id: "0b6f0b5e-1111-4222-8333-944455556666",
  kind: "lead",
  payload: {
    gymName: "novogreenwich",
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phoneNum: "07700 900123",
    source: "website",
  },
  receivedAt: new Date(),
  referer: null,
};
const options = {
  siteOrigin: "https://novo.example",
  smsEnabled: false,
  dayPassEndsOn: "2099-12-31",
  gyms: () => shippedGyms,
};

const first = performance.now();
const messages = await messagesFor(submission, options);
const firstDone = performance.now();
for (let i = 0; i < 20; i++) await messagesFor(submission, options);
const warm = performance.now();
for (let i = 0; i < renders; i++) await messagesFor(submission, options);
const done = performance.now();

const bytes = messages
  .filter((m) => m.channel === "email")
  .map((m) => Buffer.byteLength(m.htmlBody ?? "") + Buffer.byteLength(m.textBody));
console.log(`modules loaded in ${(loaded - started).toFixed(0)} ms`);
console.log(`first lead's mails rendered in ${(firstDone - first).toFixed(1)} ms`);
console.log(`then ${((done - warm) / renders).toFixed(2)} ms per lead (2 mails, mean of ${renders})`);
console.log(`sizes (HTML + text): ${bytes.map((b) => `${(b / 1024).toFixed(1)} KB`).join(", ")}`);
