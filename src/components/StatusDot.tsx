// A state in a word with a coloured dot before it (a camera's stream: En vivo, Conectando, Sin
// señal…). The caller chooses the word and its tone; the dot carries the colour.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral';

export interface StatusDotProps {
  tone: StatusTone;
  children: ReactNode;
}

const Dot = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  /* A state is a word or two: never broken over lines (a narrow table scrolls instead). */
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.alert.success.text
      : $tone === 'error'
        ? theme.colors.alert.error.text
        : theme.colors.text.secondary};
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $tone }) =>
      $tone === 'neutral' ? theme.colors.grey[500] : theme.colors.alert[$tone].main};
  }
`;

export function StatusDot({ tone, children }: StatusDotProps) {
  return (
    <Dot $tone={tone} data-tone={tone}>
      {children}
    </Dot>
  );
}
