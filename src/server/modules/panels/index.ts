// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export type { LinkEndReason, LinkWatch } from './linkWatch';
export { registerLiveLinks } from './liveLinks';
export { requireShareGrant, resolveShareGrant, SHARE_LINK_MESSAGES } from './shareLinks';
export { SHARE_VIEWERS_CLOSE_CODE, SHARE_VIEWERS_CODE, ShareViewerLimit } from './shareViewers';
