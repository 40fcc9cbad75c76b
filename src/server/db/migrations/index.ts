// Every migration, in order. Listed statically because the server is bundled by esbuild (no
// folder to scan at run time). To add one: create NNNN_name.ts next to this file and append it
// here; the key is the name recorded in kysely_migration, so never rename a key.
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_metrics';
import * as m0003 from './0003_competition_goals_cameras';
import * as m0004 from './0004_service_events';
import * as m0005 from './0005_report_files';
import * as m0006 from './0006_management_stations';
import * as m0007 from './0007_management_users';
import * as m0008 from './0008_management_settings';
import * as m0009 from './0009_management_search';
import * as m0010 from './0010_unregistered_rivals';
import * as m0011 from './0011_jobs';
import * as m0012 from './0012_sales_data';
import * as m0013 from './0013_reports';
import * as m0014 from './0014_video_panels';
import * as m0015 from './0015_rate_counters';
import * as m0016 from './0016_report_schedules';
import * as m0017 from './0017_price_quality';
import * as m0018 from './0018_alerts';
import * as m0019 from './0019_alert_notifications';
import * as m0020 from './0020_rollups';
import * as m0021 from './0021_alert_conditions';
import * as m0022 from './0022_traffic_key_rollup';
import * as m0023 from './0023_alert_station_subject';
import * as m0024 from './0024_data_versions';
import * as m0025 from './0025_regulator_data_versions';
import * as m0026 from './0026_station_data_versions';
import * as m0027 from './0027_monthly_waits_at_most';
import * as m0028 from './0028_alert_sockets';
import * as m0029 from './0029_report_request_dates';
import * as m0030 from './0030_station_day_versions';
import * as m0031 from './0031_monthly_waits_rounded_up';
import * as m0032 from './0032_compliance';
import * as m0033 from './0033_audit_records';
import * as m0036 from './0036_compliance_alert_conditions';
import * as m0034 from './0034_two_step_sessions';
import * as m0035 from './0035_sso';
import * as m0037 from './0037_compliance_connector_and_requests';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_metrics': m0002,
  '0003_competition_goals_cameras': m0003,
  '0004_service_events': m0004,
  '0005_report_files': m0005,
  '0006_management_stations': m0006,
  '0007_management_users': m0007,
  '0008_management_settings': m0008,
  '0009_management_search': m0009,
  '0010_unregistered_rivals': m0010,
  '0011_jobs': m0011,
  '0012_sales_data': m0012,
  '0013_reports': m0013,
  // The file was renamed for the panels it creates; the key is what databases have recorded.
  '0014_video': m0014,
  '0015_rate_counters': m0015,
  '0016_report_schedules': m0016,
  '0017_price_quality': m0017,
  '0018_alerts': m0018,
  '0019_alert_notifications': m0019,
  '0020_rollups': m0020,
  '0021_alert_conditions': m0021,
  '0022_traffic_key_rollup': m0022,
  '0023_alert_station_subject': m0023,
  '0024_data_versions': m0024,
  '0025_regulator_data_versions': m0025,
  '0026_station_data_versions': m0026,
  '0027_monthly_waits_at_most': m0027,
  '0028_alert_sockets': m0028,
  '0029_report_request_dates': m0029,
  '0030_station_day_versions': m0030,
  '0031_monthly_waits_rounded_up': m0031,
  '0032_compliance': m0032,
  '0033_audit_records': m0033,
  '0034_two_step_sessions': m0034,
  '0035_sso': m0035,
  '0036_compliance_alert_conditions': m0036,
  '0037_compliance_connector_and_requests': m0037,
};
