/** A backup or restore refused, with the reason to show (the CLI's exit code 2). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
