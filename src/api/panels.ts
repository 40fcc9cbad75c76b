// VMS panels and their share links, and what a link opens for the public pages. A panel's links
// are refetched after one is made or revoked; cameras' stream states come with the panel.
import { panelsApi } from './generated/panels.gen';

const PANEL_LIST = { type: 'Panel', id: 'LIST' } as const;

const panels = panelsApi
  .enhanceEndpoints({ addTagTypes: ['Panel', 'ShareLink'] })
  .enhanceEndpoints({
    endpoints: {
      listPanels: { providesTags: [PANEL_LIST] },
      listPanelCameraChoices: { providesTags: ['Camera'] },
      getPanel: { providesTags: (_result, _error, arg) => [{ type: 'Panel', id: arg.id }] },
      createPanel: { invalidatesTags: [PANEL_LIST] },
      updatePanel: {
        invalidatesTags: (_result, _error, arg) => [PANEL_LIST, { type: 'Panel', id: arg.id }],
      },
      deletePanel: {
        invalidatesTags: (_result, _error, arg) => [PANEL_LIST, { type: 'Panel', id: arg.id }],
      },
      listPanelShareLinks: {
        providesTags: (_result, _error, arg) => [{ type: 'ShareLink', id: arg.id }],
      },
      createShareLink: {
        invalidatesTags: (_result, _error, arg) => [{ type: 'ShareLink', id: arg.id }],
      },
      // The link's panel is not in the revoke's arguments: every panel's list is refetched.
      revokeShareLink: { invalidatesTags: ['ShareLink'] },
      // Expiry and revocation must show at once: never served from cache.
      getSharedLink: { keepUnusedDataFor: 0 },
    },
  });

export const {
  useListPanelsQuery,
  useListPanelCameraChoicesQuery,
  useGetPanelQuery,
  useCreatePanelMutation,
  useUpdatePanelMutation,
  useDeletePanelMutation,
  useListPanelShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useGetSharedLinkQuery,
} = panels;
export type {
  Panel,
  PanelCamera,
  PanelInput,
  PanelList,
  PanelSummary,
  ShareLink,
  ShareLinkList,
  CreatedShareLink,
  SharedLink,
} from './generated/panels.gen';
