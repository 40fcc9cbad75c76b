// The picker beside the grid: what is being dragged (a picker camera or a tile), where it lands,
// and the sentence the live region reads after each add, move or remove. The grid's cameras
// are the value; every change goes through `onChange`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  cellOf,
  MAX_PANEL_CAMERAS,
  moved,
  withCamera,
  without,
  type PanelCamera,
} from '../model/panelGrid';
import { CameraPicker, type CameraPickerProps } from './CameraPicker';
import { PanelGrid } from './PanelGrid';
import { SectionHeading, SectionHint } from './PanelCamerasEditor.styles';

export type PickerSource = Omit<
  CameraPickerProps,
  'chosenIds' | 'full' | 'onAdd' | 'onDragStart' | 'onDragEnd'
>;

export interface PanelCamerasEditorProps {
  value: PanelCamera[];
  onChange: (cameras: PanelCamera[]) => void;
  columns: number;
  picker: PickerSource;
  error?: string;
}

type Dragged = { from: 'picker'; camera: PanelCamera } | { from: 'grid'; index: number };

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const GridSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

export function PanelCamerasEditor({
  value,
  onChange,
  columns,
  picker,
  error,
}: PanelCamerasEditorProps) {
  const { t } = useTranslation('panels');
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = value.length >= MAX_PANEL_CAMERAS;

  const place = (camera: PanelCamera, cameras: PanelCamera[]) => {
    const index = cameras.findIndex((c) => c.id === camera.id);
    const { row, column } = cellOf(index, columns);
    return { name: camera.name, position: index + 1, count: cameras.length, row, column };
  };

  const add = (camera: PanelCamera, index?: number) => {
    if (full) {
      setAnnouncement(t('announce.full', { max: MAX_PANEL_CAMERAS }));
      return;
    }
    const next = withCamera(value, camera, index);
    onChange(next);
    setAnnouncement(t('announce.added', place(camera, next)));
  };

  const move = (from: number, to: number) => {
    const camera = value[from];
    if (!camera) return;
    const next = moved(value, from, to);
    onChange(next);
    setAnnouncement(t('announce.moved', place(camera, next)));
  };

  const remove = (index: number) => {
    const camera = value[index];
    if (!camera) return;
    onChange(without(value, index));
    setAnnouncement(t('announce.removed', { name: camera.name, count: value.length - 1 }));
  };

  const drop = (index: number) => {
    if (!dragged) return;
    if (dragged.from === 'picker') add(dragged.camera, index);
    // Dropped on the free slot after the last tile: to the end.
    else move(dragged.index, Math.min(index, value.length - 1));
    setDragged(null);
  };

  return (
    <Layout>
      <CameraPicker
        {...picker}
        chosenIds={value.map((c) => c.id)}
        full={full}
        onAdd={(camera) => add(camera)}
        onDragStart={(camera) => setDragged({ from: 'picker', camera })}
        onDragEnd={() => setDragged(null)}
      />
      <GridSection aria-label={t('grid.title')}>
        <SectionHeading>{t('grid.title')}</SectionHeading>
        <SectionHint>{t('grid.hint', { count: value.length, max: MAX_PANEL_CAMERAS })}</SectionHint>
        <PanelGrid
          cameras={value}
          columns={columns}
          max={MAX_PANEL_CAMERAS}
          dragging={dragged?.from ?? null}
          onMove={move}
          onRemove={remove}
          onDrop={drop}
          onTileDragStart={(index) => setDragged({ from: 'grid', index })}
          onDragEnd={() => setDragged(null)}
          announcement={announcement}
          error={error}
        />
      </GridSection>
    </Layout>
  );
}
