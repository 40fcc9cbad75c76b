// Page frame: side menu column + top bar + scrolling content. Under 768 px the side menu
// becomes a drawer (see SideMenu) and the content takes the full width. A skip link jumps
// keyboard users past the navigation.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/theme/media';

export interface MainLayoutFrameProps {
  sideMenu: ReactNode;
  topBar: ReactNode;
  children: ReactNode;
  /** Remove the content padding (e.g. a full-bleed video wall). */
  flush?: boolean;
  className?: string;
}

export const MAIN_CONTENT_ID = 'main-content';

const Grid = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sideMenuWidth}px minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas:
    'side top'
    'side main';
  height: 100vh;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.background.default};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main';
  }
`;

const Side = styled.div`
  grid-area: side;
  min-height: 0;
  ${media.mobile} {
    /* The drawer is position: fixed; this cell only keeps it in the DOM. */
    width: 0;
    height: 0;
  }
`;

const Top = styled.div`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
`;

const Main = styled.main<{ $flush: boolean }>`
  grid-area: main;
  min-width: 0;
  overflow: auto;
  padding: ${({ $flush, theme }) => ($flush ? 0 : theme.space.xl)}px;
  &:focus {
    outline: none;
  }
  ${media.mobile} {
    padding: ${({ $flush, theme }) => ($flush ? 0 : theme.space.lg)}px;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.text.inverse};
  &:focus {
    top: ${({ theme }) => theme.space.lg}px;
  }
`;

export function MainLayoutFrame({
  sideMenu,
  topBar,
  children,
  flush = false,
  className,
}: MainLayoutFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Grid className={className}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('shell.skipToContent')}</SkipLink>
      <Side>{sideMenu}</Side>
      <Top>{topBar}</Top>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} $flush={flush}>
        {children}
      </Main>
    </Grid>
  );
}
