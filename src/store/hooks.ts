// The typed hooks features read and dispatch with. The store's whole shape is assembled in
// src/app (it adds the features' slices), so src/app/store/createAppStore.ts registers its
// state and dispatch types in AppStoreTypes (declaration merging, like styled-components'
// DefaultTheme) and this layer never imports src/app.
import { useDispatch, useSelector } from 'react-redux';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/app
export interface AppStoreTypes {}

export const useAppDispatch = useDispatch.withTypes<AppStoreTypes['dispatch']>();
export const useAppSelector = useSelector.withTypes<AppStoreTypes['state']>();
