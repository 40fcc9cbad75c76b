// Where the download monitors float: bottom left, above the page, one card per download in the
// order they started (the files snackbar uses the bottom right).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/theme/media';

const Region = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space.xl}px;
  bottom: ${({ theme }) => theme.space.xl}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  pointer-events: none;
  ${media.mobile} {
    left: 16px;
    right: 16px;
    bottom: 16px;
  }
`;

export function DownloadMonitorStack({ children }: { children: ReactNode }) {
  const { t } = useTranslation('files');
  return <Region aria-label={t('monitor.region')}>{children}</Region>;
}
