// An upload's status as a coloured pill: Subido, En cola, Procesando, Procesado, Falló.
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import type { UploadRow } from '../model/uploadRows';

export interface UploadStatusBadgeProps {
  status: UploadRow['status'];
}

function tone(status: UploadRow['status'], theme: DefaultTheme) {
  const { alert } = theme.colors;
  if (status === 'processed') return alert.success;
  if (status === 'failed') return alert.error;
  if (status === 'uploaded')
    return { light: theme.colors.grey[100], text: theme.colors.text.primary };
  return alert.info;
}

const Pill = styled.span<{ $status: UploadRow['status'] }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  background: ${({ theme, $status }) => tone($status, theme).light};
  color: ${({ theme, $status }) => tone($status, theme).text};
`;

export function UploadStatusBadge({ status }: UploadStatusBadgeProps) {
  const { t } = useTranslation('ticketsUpload');
  return <Pill $status={status}>{t(`status.${status}`)}</Pill>;
}
