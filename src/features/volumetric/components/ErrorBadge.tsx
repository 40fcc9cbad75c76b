// A red badge for a failing connector, with the error text beside it (the last error of a
// system or a station). Colours from the alert palette keep the text readable (4.5:1).
import styled from 'styled-components';

export interface ErrorBadgeProps {
  /** The badge's word ('Error'). */
  label: string;
  /** The error text. */
  message: string;
  /** When it happened, already written for people. */
  when?: string;
}

const Root = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px solid ${({ theme }) => theme.colors.alert.error.main};
  background: ${({ theme }) => theme.colors.alert.error.light};
  color: ${({ theme }) => theme.colors.alert.error.text};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.alert.error.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

export function ErrorBadge({ label, message, when }: ErrorBadgeProps) {
  return (
    <Root>
      <Badge>{label}</Badge>
      <Message>{message}</Message>
      {when && <When>{when}</When>}
    </Root>
  );
}
