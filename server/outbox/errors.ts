/** A delivery failure that retrying cannot fix (a 5xx from SMTP, a 4xx from the SMS API): dead at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "PermanentDeliveryError";
  }
}
