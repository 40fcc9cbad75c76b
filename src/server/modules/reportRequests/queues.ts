// The report queues of the job mechanism, named in one place.
export const RENDER_QUEUE = 'reports-render';
export const DELIVER_QUEUE = 'reports-deliver';
/** A render is tried this many times (with the runner's back-off) before the request fails. */
export const RENDER_MAX_ATTEMPTS = 3;
/** A delivery is tried this many times before it is marked failed. */
export const DELIVER_MAX_ATTEMPTS = 5;
