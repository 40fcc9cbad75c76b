// The public pages' frame (no menu, no session): what is shared, its title and the time left,
// then the picture.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PublicFrameProps {
  /** 'Panel compartido' or 'Video compartido'. */
  kicker: string;
  /** Absent while loading or when the link cannot be watched (the problem has its own). */
  title?: string;
  /** The countdown. */
  aside?: ReactNode;
  children: ReactNode;
}

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.background.default};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  }
`;

const Aside = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export function PublicFrame({ kicker, title, aside, children }: PublicFrameProps) {
  return (
    <Page>
      <Header>
        <div>
          <p>{kicker}</p>
          {title && <h1>{title}</h1>}
        </div>
        {aside && <Aside>{aside}</Aside>}
      </Header>
      {children}
    </Page>
  );
}
