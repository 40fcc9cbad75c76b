// The headings and hints of the panel cameras editor's two halves (the picker and the grid).
import styled from 'styled-components';

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SectionHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;
