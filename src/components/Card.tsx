// Surface with an optional header (title + actions) and a body. A titled card is a labelled
// region so it can be found by landmark navigation.
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Right-aligned header content: buttons, selects. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Remove body padding (e.g. a full-bleed table). */
  flush?: boolean;
  className?: string;
}

/** The card's surface: paper, a thin border, rounded corners and a light shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.background.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** One card of a grid of cards (a station, a panel): a padded column on the card's surface. */
export const cardTile = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  ${cardSurface}
`;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${cardSurface}
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Body = styled.div<{ $flush: boolean }>`
  padding: ${({ $flush, theme }) => ($flush ? 0 : `${theme.space.lg}px ${theme.space.xl}px`)};
  min-width: 0;
`;

export function Card({ title, subtitle, actions, children, flush = false, className }: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Root className={className} aria-labelledby={title !== undefined ? titleId : undefined}>
      {hasHeader && (
        <Header>
          <Titles>
            {title !== undefined && <Title id={titleId}>{title}</Title>}
            {subtitle !== undefined && <Subtitle>{subtitle}</Subtitle>}
          </Titles>
          {actions !== undefined && <Actions>{actions}</Actions>}
        </Header>
      )}
      <Body $flush={flush}>{children}</Body>
    </Root>
  );
}
