import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postServiceEvents: build.mutation<PostServiceEventsApiResponse, PostServiceEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/service_events`,
        method: 'POST',
        body: queryArg.serviceEventBatch,
        headers: {
          'X-Camera-Key': queryArg['X-Camera-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as serviceEventsApi };
export type PostServiceEventsApiResponse = /** status 200 Recorded. */ ServiceEventReceipt;
export type PostServiceEventsApiArg = {
  'X-Camera-Key': string;
  serviceEventBatch: ServiceEventBatch;
};
export type ServiceEventReceipt = {
  /** New events recorded (service and traffic). */
  accepted: number;
  /** Events already recorded (same id), ignored. */
  duplicates: number;
  /** Vehicle visits the batch touched. */
  visits: number;
  /** New vehicle_pass events recorded. */
  passes: number;
  /** New vehicle_entry events recorded. */
  entries: number;
};
export type FieldError = {
  /** Where the bad value is, e.g. body.email or query.items. */
  field: string;
  /** The rule it broke, e.g. required, maxLength, format. */
  rule: string;
  message: string;
};
export type Error = {
  /** Human-readable message, Spanish for end users. */
  message: string;
  /** Stable machine code, e.g. validation_failed. */
  code?: string;
  errors?: FieldError[];
  /** This request's id, also in the X-Request-Id response header and on every log line of the request: quoting it lets support find what happened. */
  request_id?: string;
};
export type ServiceEvent = {
  /** Unique per camera; a repeated id is a duplicate and is ignored. */
  id: string;
  /** The camera's track id of one vehicle's visit; its events share it. */
  visit_id: string;
  type: 'vehicle_arrival' | 'attention_start' | 'service_end';
  occurred_at: string;
  /** The fuel served (on attention_start or service_end). */
  fuel?: 'gasoline' | 'diesel';
  /** What arrived (on vehicle_arrival). */
  vehicle_class?: 'autos' | 'motos' | 'autobuses' | 'camiones' | 'personas';
};
export type TrafficEvent = {
  /** Unique per camera; a repeated id is a duplicate and is ignored. */
  id: string;
  /** vehicle_pass: went by in front of the station; vehicle_entry: entered the station. */
  type: 'vehicle_pass' | 'vehicle_entry';
  occurred_at: string;
  /** What passed or entered. */
  vehicle_class: 'autos' | 'motos' | 'autobuses' | 'camiones' | 'personas';
  /** Entries only, optional. Anonymous hash computed by the camera; never a plate. Hex or base64url; the same vehicle gets the same key, so entries whose key was seen before in a period count as frequent clients. */
  vehicle_key?: string;
};
export type CameraEvent = ServiceEvent | TrafficEvent;
export type ServiceEventBatch = {
  events: CameraEvent[];
};
export const { usePostServiceEventsMutation } = injectedRtkApi;
