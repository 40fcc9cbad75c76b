// Floating panel anchored to an element, rendered in a portal with fixed positioning so that a
// card's or a dialog's overflow never clips it. Flips above the anchor when there is no room
// below, stays inside the viewport, and calls onClose on a press outside anchor and panel.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLatestRef } from './hooks/useLatestRef';

export interface PopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  open: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
  /** px, or 'anchor' to match the anchor's width. */
  width?: number | 'anchor';
  placement?: 'bottom-start' | 'bottom-end';
  offset?: number;
  ref?: RefObject<HTMLDivElement | null>;
}

const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-width: calc(100vw - 16px);
  background: ${({ theme }) => theme.colors.background.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

const VIEWPORT_MARGIN = 8;

export function Popover({
  open,
  anchorRef,
  onClose,
  children,
  width,
  placement = 'bottom-start',
  offset = 4,
  ref,
  style,
  ...rest
}: PopoverProps) {
  const innerRef = useRef<HTMLDivElement | null>(null);
  const panelRef = ref ?? innerRef;
  const onCloseRef = useLatestRef(onClose);
  const [position, setPosition] = useState<CSSProperties>({ top: 0, left: 0 });

  const updatePosition = useCallback(() => {
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!anchor) return;
    const rect = anchor.getBoundingClientRect();
    const panelWidth = width === 'anchor' ? rect.width : (width ?? panel?.offsetWidth ?? 0);
    const panelHeight = panel?.offsetHeight ?? 0;
    const viewportW = window.innerWidth;
    const viewportH = window.innerHeight;

    let left = placement === 'bottom-end' ? rect.right - panelWidth : rect.left;
    left = Math.min(left, viewportW - panelWidth - VIEWPORT_MARGIN);
    left = Math.max(VIEWPORT_MARGIN, left);

    let top = rect.bottom + offset;
    const fitsBelow = top + panelHeight <= viewportH - VIEWPORT_MARGIN;
    const roomAbove = rect.top - offset - panelHeight >= VIEWPORT_MARGIN;
    if (!fitsBelow && roomAbove) top = rect.top - offset - panelHeight;

    setPosition({ top, left, width: width === 'anchor' ? rect.width : width });
  }, [anchorRef, panelRef, width, placement, offset]);

  useLayoutEffect(() => {
    if (!open) return;
    updatePosition();
    window.addEventListener('resize', updatePosition);
    // Capture: scrolling any ancestor (not only the window) moves the anchor.
    window.addEventListener('scroll', updatePosition, true);
    return () => {
      window.removeEventListener('resize', updatePosition);
      window.removeEventListener('scroll', updatePosition, true);
    };
  }, [open, updatePosition]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (panelRef.current?.contains(target) || anchorRef.current?.contains(target)) return;
      onCloseRef.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, anchorRef, panelRef, onCloseRef]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Panel ref={panelRef} style={{ ...position, ...style }} {...rest}>
      {children}
    </Panel>,
    document.body,
  );
}
