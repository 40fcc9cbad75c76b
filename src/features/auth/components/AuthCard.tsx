// Full-page frame of the sign-in screens: a soft branded background and a centred card with
// the logo, a title and a subtitle. Narrow screens get an edge-to-edge card.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/theme/media';
import { SurtidorLogo } from './SurtidorLogo';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Small print under the card (e.g. copyright). */
  footer?: ReactNode;
}

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
  background:
    radial-gradient(
      circle at 12% 18%,
      ${({ theme }) => theme.colors.primaryLight} 0,
      transparent 42%
    ),
    radial-gradient(
      circle at 88% 82%,
      ${({ theme }) => theme.colors.secondaryLight} 0,
      transparent 46%
    ),
    ${({ theme }) => theme.colors.background.default};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space.lg}px;
    justify-content: flex-start;
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => `${theme.space.xxxl}px ${theme.space.xxl}px`};
  background: ${({ theme }) => theme.colors.background.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xl}px`};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  text-align: center;
`;

const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Footer = styled.footer`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
`;

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Page>
      <Card>
        <Header>
          <SurtidorLogo size={44} />
          <Title>{title}</Title>
          {subtitle !== undefined && <Subtitle>{subtitle}</Subtitle>}
        </Header>
        {children}
      </Card>
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Page>
  );
}
