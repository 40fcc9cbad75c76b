// The panel's grid being edited: its cameras in order, `columns` per row. Tiles are dragged to
// reorder and cameras dropped from the picker (onto a tile: before it; onto the free slot or
// between tiles: at the end); the grid takes the drag on dragenter and dragover with the effect
// its source allowed (model/panelDrag). Every tile also has buttons to move it before or after and to remove it, and what
// changed is read out by a live region, for people who do not drag. After a move the focus
// stays on the moved tile's button.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { StatusDot } from '@/components/StatusDot';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { acceptPanelDrag, startPanelDrag, type PanelDragSource } from '../model/panelDrag';
import { cameraStreamState, type PanelCamera } from '../model/panelGrid';

export interface PanelGridProps {
  cameras: PanelCamera[];
  columns: number;
  max: number;
  /** Where what is being dragged comes from (null: nothing of ours): drop targets show. */
  dragging: PanelDragSource | null;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The dragged item dropped at `index` (cameras.length: at the end). */
  onDrop: (index: number) => void;
  onTileDragStart: (index: number) => void;
  onDragEnd: () => void;
  /** Read out by the live region (e.g. 'Isla 1 movida a la posición 2 de 3'). */
  announcement: string;
  error?: string;
}

const Grid = styled.ol<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const dropTarget = css`
  outline: 2px dashed ${({ theme }) => theme.colors.primary};
  outline-offset: 2px;
`;

const Tile = styled.li<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[800]};
  color: ${({ theme }) => theme.colors.text.inverse};
  cursor: grab;
  ${({ $over }) => $over && dropTarget}
`;

const TileHead = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;

const Position = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.grey[300]};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Station = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.grey[300]};
  overflow-wrap: anywhere;
`;

const Status = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.background.paper};
  align-self: flex-start;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin-top: auto;
  button {
    background: ${({ theme }) => theme.colors.background.paper};
  }
`;

const FreeSlot = styled.li<{ $over: boolean; $empty: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px dashed ${({ theme }) => theme.colors.grey[300]};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
  ${({ $empty }) => $empty && 'grid-column: 1 / -1;'}
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primaryLight};
    `}
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

type MoveButton = 'before' | 'after';

export function PanelGrid({
  cameras,
  columns,
  max,
  dragging,
  onMove,
  onRemove,
  onDrop,
  onTileDragStart,
  onDragEnd,
  announcement,
  error,
}: PanelGridProps) {
  const { t } = useTranslation('panels');
  const listRef = useRef<HTMLOListElement>(null);
  const [over, setOver] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; button: MoveButton } | null>(
    null,
  );

  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const tile = listRef.current.querySelector(`[data-camera-id="${focusAfterMove.id}"]`);
    const wanted = tile?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.button}"]`);
    // At an end of the grid the button used is disabled: the other one keeps the focus.
    const other = tile?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, cameras]);

  const move = (index: number, button: MoveButton) => {
    const camera = cameras[index];
    if (!camera) return;
    onMove(index, button === 'before' ? index - 1 : index + 1);
    setFocusAfterMove({ id: camera.id, button });
  };

  /** Where a drag over `target` lands: before the tile under it, else at the end. */
  const indexAt = (target: EventTarget) => {
    const tile = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
    return tile && listRef.current?.contains(tile) ? Number(tile.dataset.index) : cameras.length;
  };

  // Both dragenter and dragover are cancelled (Firefox and the standard need the first too).
  const allowDrop = (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    acceptPanelDrag(event.dataTransfer, dragging);
    const index = indexAt(event.target);
    if (over !== index) setOver(index);
  };

  const drop = (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    setOver(null);
    onDrop(indexAt(event.target));
  };

  const endDrag = () => {
    setOver(null);
    onDragEnd();
  };

  const full = cameras.length >= max;

  return (
    <div>
      <Grid
        ref={listRef}
        $columns={Math.max(1, columns)}
        aria-label={t('grid.label', { count: cameras.length, max })}
        onDragEnter={allowDrop}
        onDragOver={allowDrop}
        onDrop={drop}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
        }}
      >
        {cameras.map((camera, index) => (
          <Tile
            key={camera.id}
            data-camera-id={camera.id}
            data-index={index}
            $over={over === index}
            draggable
            onDragStart={(event) => {
              startPanelDrag(event.dataTransfer, 'grid', camera.name);
              onTileDragStart(index);
            }}
            onDragEnd={endDrag}
            aria-label={t('grid.tile', { name: camera.name, position: index + 1 })}
          >
            <TileHead>
              <Position aria-hidden>{index + 1}</Position>
              <Name>{camera.name}</Name>
            </TileHead>
            {camera.gas_station && <Station>{camera.gas_station.name}</Station>}
            <Status>
              <StatusDot tone={cameraStreamState(camera).tone}>
                {t(`stream.${cameraStreamState(camera).label}`)}
              </StatusDot>
            </Status>
            <Buttons>
              <IconButton
                icon="chevron-left"
                size="small"
                data-move="before"
                aria-label={t('grid.moveBefore', { name: camera.name })}
                disabled={index === 0}
                onClick={() => move(index, 'before')}
              />
              <IconButton
                icon="chevron-right"
                size="small"
                data-move="after"
                aria-label={t('grid.moveAfter', { name: camera.name })}
                disabled={index === cameras.length - 1}
                onClick={() => move(index, 'after')}
              />
              <IconButton
                icon="close"
                size="small"
                variant="danger"
                aria-label={t('grid.remove', { name: camera.name })}
                onClick={() => onRemove(index)}
              />
            </Buttons>
          </Tile>
        ))}
        {!full && (
          <FreeSlot data-free-slot $over={over === cameras.length} $empty={cameras.length === 0}>
            {cameras.length === 0 ? t('grid.empty') : t('grid.dropHere')}
          </FreeSlot>
        )}
      </Grid>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
