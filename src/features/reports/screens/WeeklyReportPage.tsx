// Weekly report (`/reports/weekly`).
import { PeriodicReportPage } from './PeriodicReportPage';

export default function WeeklyReportPage() {
  return <PeriodicReportPage mode="weekly" />;
}
