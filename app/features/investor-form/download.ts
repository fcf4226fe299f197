import { investorPackFile } from "#contracts/content/franchising.ts";

/**
 * Starts the investor pack download with a programmatic click on a temporary link: the same-origin file
 * and the download attribute make the browser save it rather than navigate away from the thank-you view.
 */
export function downloadInvestorPack(doc: Document = document): void {
  const link = doc.createElement("a");
  link.href = investorPackFile.href;
  link.download = investorPackFile.fileName;
  link.rel = "noopener";
  link.style.display = "none";
  doc.body.append(link);
  link.click();
  link.remove();
}
