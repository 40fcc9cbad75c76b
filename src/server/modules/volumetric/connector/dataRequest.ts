// The data request for one station and day: the saved body parsed and the values set at their
// paths, or the values added as query parameters. No string templating anywhere. The request
// for the day's SAT report files is the same one sent to the reports URL.
import { dayBounds } from './dayBounds';
import type { OutgoingRequest } from './limitedFetch';
import { setAtPath } from './paramPath';
import type { ConnectorSettings, ParamPlaces } from './settings';

export interface DayTarget {
  /** 'YYYY-MM-DD' at the station. */
  day: string;
  volumetricStationId: string;
  timeZone: string;
}

export function buildDataRequest(
  settings: ConnectorSettings,
  target: DayTarget,
  authorization: string | null,
): OutgoingRequest {
  const bounds = dayBounds(target.day, target.timeZone, settings.dateFormat);
  const values: Record<keyof ParamPlaces, string | number> = {
    start_date: bounds.start,
    end_date: bounds.end,
    station_id: target.volumetricStationId,
  };
  const url = new URL(settings.dataUrl);
  const body =
    settings.dataMethod === 'POST'
      ? (structuredClone(settings.dataBody ?? {}) as Record<string, unknown>)
      : null;
  for (const key of Object.keys(values) as (keyof ParamPlaces)[]) {
    const place = settings.params[key];
    if (place.in === 'query') url.searchParams.set(place.path, String(values[key]));
    else if (body) setAtPath(body, place.path, values[key]);
  }
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (authorization) headers.authorization = authorization;
  return {
    method: settings.dataMethod,
    url: url.toString(),
    headers,
    body: body ? JSON.stringify(body) : null,
  };
}

/** The request for the station's SAT report files of the day: the data request, to the reports URL. */
export function buildReportsRequest(
  settings: ConnectorSettings & { reportsUrl: string },
  target: DayTarget,
  authorization: string | null,
): OutgoingRequest {
  const request = buildDataRequest(
    { ...settings, dataUrl: settings.reportsUrl },
    target,
    authorization,
  );
  return {
    ...request,
    headers: { ...request.headers, accept: 'application/json, application/zip' },
  };
}
