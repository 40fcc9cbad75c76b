// Under a list cut at its first rows: how many of how many are shown, and that a search finds
// the rest.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface ListLimitNoteProps {
  shown: number;
  total: number;
}

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function ListLimitNote({ shown, total }: ListLimitNoteProps) {
  const { t } = useTranslation('panels');
  if (total <= shown) return null;
  return <Note role="note">{t('limitNote', { shown, total })}</Note>;
}
