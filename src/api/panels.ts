// VMS panels and their share links. A panel's links are refetched after one is made or revoked;
// cameras' stream states come with the panel.
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
} from './generated/panels.gen';
