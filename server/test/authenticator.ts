/**
 * A WebAuthn authenticator in software, for the server's passkey tests: a real P-256 key pair, real
 * authenticator data and client data, "none" attestation, ECDSA signatures, exactly as a browser posts them
 * (the JSON @simplewebauthn/browser builds). The e2e tests use Chromium's own virtual authenticator; this one
 * lets a test say what a browser never would (another origin, another RP ID, a replayed answer).
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Uint8Array | string) => new Uint8Array(createHash("sha256").update(bytes).digest());

/** authenticatorData's flags (WebAuthn §6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, counter);
  return bytes;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): string {
  return b64url(new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
}

/** The challenge in a ceremony's options (as the server sent them). */
function challengeOf(options: unknown): string {
  const challenge = (options as { challenge?: unknown }).challenge;
  if (typeof challenge !== "string") throw new Error("options without a challenge");
  return challenge;
}

export interface SoftAuthenticatorOptions {
  /** The origin the "browser" writes into the client data (a phishing page's own, for example). */
  origin: string;
  /** The RP ID the credential is scoped to (its hash opens the authenticator data). */
  rpId: string;
  /** Whether the person was verified (PIN, biometrics). */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(private readonly options: SoftAuthenticatorOptions) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private static flags(userVerified: boolean | undefined, extra = 0): number {
    return USER_PRESENT | (userVerified === false ? 0 : USER_VERIFIED) | extra;
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coordinate = (value: string | undefined) => isoBase64URL.toBuffer(value ?? "");
    // kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  /** The registration answer to these options (navigator.credentials.create, serialised). */
  register(options: unknown, overrides: Partial<SoftAuthenticatorOptions> = {}): string {
    const { origin, rpId, userVerified } = { ...this.options, ...overrides };
    const idLength = new Uint8Array(2);
    new DataView(idLength.buffer).setUint16(0, this.credentialId.length);
    const authData = new Uint8Array([
      ...sha256(rpId),
      SoftAuthenticator.flags(userVerified, ATTESTED),
      ...counterBytes(this.counter),
      ...new Uint8Array(16),
      ...idLength,
      ...this.credentialId,
      ...this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: clientData("webauthn.create", challengeOf(options), origin),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    });
  }

  /** The sign-in answer to these options (navigator.credentials.get, serialised); the counter moves on. */
  authenticate(options: unknown, overrides: Partial<SoftAuthenticatorOptions> = {}): string {
    const { origin, rpId, userVerified } = { ...this.options, ...overrides };
    this.counter += 1;
    const authData = new Uint8Array([
      ...sha256(rpId),
      SoftAuthenticator.flags(userVerified),
      ...counterBytes(this.counter),
    ]);
    const clientDataJSON = clientData("webauthn.get", challengeOf(options), origin);
    const signed = new Uint8Array([...authData, ...sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(sign("sha256", signed, this.privateKey))),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    });
  }
}
