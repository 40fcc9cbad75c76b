// A page-sized notice of why something cannot be shown (a share link that ended, a report link
// that expired): a title and a few sentences, announced to screen readers.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ProblemNoticeProps {
  title: ReactNode;
  /** The explanation and the advice, one <p> each. */
  children: ReactNode;
  /** A machine-readable name of the problem (data-problem), for tests and styling hooks. */
  problem?: string;
}

const Box = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxxl}px auto;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.alert.error.main};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.alert.error.light};
  color: ${({ theme }) => theme.colors.alert.error.text};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  p {
    margin: ${({ theme }) => theme.space.xs}px 0;
  }
`;

export function ProblemNotice({ title, children, problem }: ProblemNoticeProps) {
  return (
    <Box role="alert" data-problem={problem}>
      <h1>{title}</h1>
      {children}
    </Box>
  );
}
