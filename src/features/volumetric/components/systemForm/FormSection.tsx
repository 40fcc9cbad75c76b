// One titled part of a long form: a fieldset whose legend reads as the section's title.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldGrid } from '@/components/FormLayout.styles';

const Set = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

/** Spans both columns of the section's grid. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Set>
      <Legend>{title}</Legend>
      <FieldGrid>{children}</FieldGrid>
    </Set>
  );
}
