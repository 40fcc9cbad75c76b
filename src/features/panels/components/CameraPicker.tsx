// The cameras a panel may hold, filtered by station and name. Each one can be dragged into the
// grid or added with its 'Agregar' button (the keyboard and screen-reader way); cameras already
// in the panel say so instead.
import { useId, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { SearchInput } from '@/components/SearchInput';
import { Select, type SelectOption } from '@/components/Select';
import { Skeleton } from '@/components/Skeleton';
import { StatusDot } from '@/components/StatusDot';
import { startPanelDrag } from '../model/panelDrag';
import { cameraStreamState, MAX_PANEL_CAMERAS, type PanelCamera } from '../model/panelGrid';
import { SectionHeading, SectionHint } from './PanelCamerasEditor.styles';
import { RetryAlert } from '@/components/RetryAlert';

/** The station filter's value for every station. */
export const ALL_STATIONS = 'all';

export interface CameraPickerProps {
  cameras: PanelCamera[];
  /** Cameras already in the grid. */
  chosenIds: readonly number[];
  /** The grid has no room left. */
  full: boolean;
  /** No customer chosen yet: nothing to pick from. */
  disabled?: boolean;
  loading?: boolean;
  error?: { message: string; onRetry: () => void } | null;
  stations: SelectOption[];
  station: string;
  onStationChange: (station: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onAdd: (camera: PanelCamera) => void;
  onDragStart: (camera: PanelCamera) => void;
  onDragEnd: () => void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  max-height: 420px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $chosen }) =>
    $chosen ? theme.colors.grey[50] : theme.colors.background.paper};
  cursor: ${({ $chosen }) => ($chosen ? 'default' : 'grab')};
  &[draggable='true']:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Handle = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.grey[500]};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Station = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const InPanel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.secondaryStrong};
`;

export function CameraPicker({
  cameras,
  chosenIds,
  full,
  disabled = false,
  loading = false,
  error = null,
  stations,
  station,
  onStationChange,
  search,
  onSearchChange,
  onAdd,
  onDragStart,
  onDragEnd,
}: CameraPickerProps) {
  const { t } = useTranslation(['panels', 'common']);
  const chosen = new Set(chosenIds);
  const titleId = useId();

  const startDrag = (event: DragEvent<HTMLLIElement>, camera: PanelCamera) => {
    startPanelDrag(event.dataTransfer, 'picker', camera.name);
    onDragStart(camera);
  };

  const body = () => {
    if (disabled) return <SectionHint>{t('picker.chooseCustomer')}</SectionHint>;
    if (error) {
      return <RetryAlert failure={error} />;
    }
    if (loading) return <Skeleton variant="text" lines={4} />;
    if (cameras.length === 0) return <SectionHint>{t('picker.none')}</SectionHint>;
    return (
      <List aria-label={t('picker.listLabel')}>
        {cameras.map((camera) => {
          const inPanel = chosen.has(camera.id);
          return (
            <Item
              key={camera.id}
              $chosen={inPanel}
              draggable={!inPanel && !full}
              onDragStart={(event) => startDrag(event, camera)}
              onDragEnd={onDragEnd}
              data-camera-id={camera.id}
            >
              <Handle aria-hidden>
                <Icon name="camera" size={18} />
              </Handle>
              <Text>
                <Name>{camera.name}</Name>
                <Station>{camera.gas_station?.name ?? t('picker.noStation')}</Station>
                <StatusDot tone={cameraStreamState(camera).tone}>
                  {t(`stream.${cameraStreamState(camera).label}`)}
                </StatusDot>
              </Text>
              {inPanel ? (
                <InPanel>
                  <Icon name="check" size={14} />
                  {t('picker.inPanel')}
                </InPanel>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  startIcon="plus"
                  disabled={full}
                  aria-label={t('picker.addNamed', { name: camera.name })}
                  onClick={() => onAdd(camera)}
                >
                  {t('picker.add')}
                </Button>
              )}
            </Item>
          );
        })}
      </List>
    );
  };

  return (
    <Root aria-labelledby={titleId}>
      <SectionHeading id={titleId}>{t('picker.title')}</SectionHeading>
      <Select
        label={t('picker.station')}
        options={[{ value: ALL_STATIONS, label: t('picker.allStations') }, ...stations]}
        value={station}
        disabled={disabled}
        onChange={onStationChange}
      />
      <SearchInput
        value={search}
        onChange={onSearchChange}
        aria-label={t('picker.search')}
        placeholder={t('picker.search')}
        width="100%"
        disabled={disabled}
      />
      <SectionHint>
        {full ? t('picker.full', { max: MAX_PANEL_CAMERAS }) : t('picker.hint')}
      </SectionHint>
      {body()}
    </Root>
  );
}
