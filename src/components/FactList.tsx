// A card's facts: label and value pairs in two columns (a <dl> of <dt>/<dd>), compact and
// wrapping long values rather than overflowing the card.
import styled from 'styled-components';

export const FactList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.primary};
    overflow-wrap: anywhere;
  }
`;
