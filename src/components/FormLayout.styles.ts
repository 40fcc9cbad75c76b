// The layout every form shares: the form as a column of fields, a two-column field grid that
// folds to one column on mobile, and the action buttons at the end of the form.
import styled from 'styled-components';

export const FormStack = styled.form<{ $gap?: 'md' | 'lg'; $maxWidth?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]}px;
  ${({ $maxWidth }) => ($maxWidth ? `max-width: ${$maxWidth}px;` : '')}
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
`;
