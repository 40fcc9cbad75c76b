// What a corrected file changed against the one it replaced: each figure, before and after.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceChange } from '../model/types';
import { useFigureWords } from './useFigureWords';

export interface ChangeListProps {
  changes: ComplianceChange[];
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function ChangeList({ changes }: ChangeListProps) {
  const { t } = useTranslation('compliance');
  const words = useFigureWords();
  if (changes.length === 0) return <Muted>{t('changes.none')}</Muted>;
  return (
    <List aria-label={t('changes.label')}>
      {changes.map((change, i) => (
        <li key={i}>
          {t('changes.item', {
            subject: change.subject,
            figure: words.label(change.key),
            before: words.value(change.key, change.before),
            after: words.value(change.key, change.after),
          })}
        </li>
      ))}
    </List>
  );
}
