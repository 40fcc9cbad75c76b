// Monthly report (`/reports/monthly`).
import { PeriodicReportPage } from './PeriodicReportPage';

export default function MonthlyReportPage() {
  return <PeriodicReportPage mode="monthly" />;
}
