import styled, { css, keyframes } from 'styled-components';
import type { Severity } from '@/theme/theme';
import { media } from '@/theme/media';

export type ModalMaxWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'fullScreen';

export const modalWidths: Record<Exclude<ModalMaxWidth, 'fullScreen'>, number> = {
  xs: 444,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1536,
};

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

export const Backdrop = styled.div<{ $fullScreen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ $fullScreen, theme }) => ($fullScreen ? 0 : theme.space.xl)}px;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
  ${media.mobile} {
    padding: ${({ $fullScreen, theme }) => ($fullScreen ? 0 : theme.space.lg)}px;
  }
`;

export const Dialog = styled.div<{
  $maxWidth: ModalMaxWidth;
  $alert: Severity | undefined;
  $minHeight: string | undefined;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
  background: ${({ theme }) => theme.colors.background.paper};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 180ms ease-out;
  outline: none;
  ${({ $maxWidth }) =>
    $maxWidth === 'fullScreen'
      ? css`
          max-width: none;
          height: 100%;
          border-radius: 0;
        `
      : css`
          max-width: ${modalWidths[$maxWidth]}px;
        `}
  ${({ $alert, theme }) =>
    $alert &&
    css`
      border-top: 4px solid ${theme.colors.alert[$alert].main};
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xl}px ${theme.space.sm}px`};
`;

export const AlertIcon = styled.span<{ $alert: Severity }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ $alert, theme }) => theme.colors.alert[$alert].light};
  color: ${({ $alert, theme }) => theme.colors.alert[$alert].main};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  padding-top: 6px;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

export const CloseSlot = styled.div`
  margin: 0 -8px 0 auto;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px ${theme.space.xl}px`};
  ${media.mobile} {
    & > * {
      flex: 1;
    }
  }
`;
