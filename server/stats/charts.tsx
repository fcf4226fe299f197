/**
 * The staff area's "What converts" page: the conversion report for a staff role, drawn by the chart
 * components (a gym's inbox would see its own gym's leads against all pages' views).
 */
import type { ReactElement } from "react";
import { type FormName, gyms } from "#app/content/gyms.ts";
import { ConversionCharts } from "#app/features/staff-charts/ConversionCharts.tsx";
import type { Db } from "#server/db/client.ts";
import { conversionReport } from "./conversion";

export async function conversionCharts(db: Db, role: string): Promise<ReactElement> {
  const gym = gyms.find((candidate) => candidate.formName === role)?.formName as FormName | undefined;
  const report = await conversionReport(db, { gym: gym ?? null });
  return <ConversionCharts report={report} />;
}
