// A price the server flags (placeholder, stale, conflicting duplicate): struck through, with a
// '!' mark whose accessible name and title explain why. The comparison table and the local market
// show flagged prices alike.
import styled from 'styled-components';

export interface FlaggedPriceProps {
  /** The price as shown ('0.01'). */
  text: string;
  /** Why the price is flagged: the mark's label and title. */
  why: string;
}

const Flagged = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.text.secondary};
  text-decoration: line-through;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.alert.warning.main};
  background: ${({ theme }) => theme.colors.alert.warning.light};
  color: ${({ theme }) => theme.colors.alert.warning.text};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  cursor: help;
`;

export function FlaggedPrice({ text, why }: FlaggedPriceProps) {
  return (
    <Flagged>
      {text}
      <Mark role="img" aria-label={why} title={why}>
        !
      </Mark>
    </Flagged>
  );
}
