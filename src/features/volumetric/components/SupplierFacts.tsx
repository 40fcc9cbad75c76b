// A supplier's fixed facts, read-only: name, alias and when it was registered.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../model/display';

export interface SupplierFactsProps {
  name: string;
  alias: string;
  createdAt: string;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

export function SupplierFacts({ name, alias, createdAt }: SupplierFactsProps) {
  const { t } = useTranslation('volumetric');
  return (
    <List>
      <div>
        <Term>{t('supplier.name')}</Term>
        <Value>{name}</Value>
      </div>
      <div>
        <Term>{t('supplier.alias')}</Term>
        <Value>{alias}</Value>
      </div>
      <div>
        <Term>{t('supplier.created')}</Term>
        <Value>{formatDateTime(createdAt)}</Value>
      </div>
    </List>
  );
}
