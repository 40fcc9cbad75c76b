// 'Mi perfil' › 'Sesiones': one row per open session (device and browser from the user agent,
// address, started, last activity), the current one marked and first; 'Cerrar' ends any other,
// and 'Cerrar las demás sesiones' all but the current one. Presentational.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { sessionDate } from '../model/sessionDates';

/** One open session as the list shows it (the contract's SessionInfo). */
export interface SessionRow {
  id: number;
  current: boolean;
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';
  ip: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface SessionsListProps {
  sessions: SessionRow[];
  onEnd: (id: number) => void;
  onEndOthers: () => void;
  /** The session being ended (its button busy), or 'others'. */
  ending: number | 'others' | null;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

const Text = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Current = styled.span`
  margin-left: ${({ theme }) => theme.space.sm}px;
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space.md}px;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function SessionsList({ sessions, onEnd, onEndOthers, ending }: SessionsListProps) {
  const { t, i18n } = useTranslation('profile');
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div>
      <List aria-label={t('sessions.title')}>
        {sessions.map((session) => {
          const device = t(`sessions.device.${session.device}`);
          const browser = [session.browser ?? t('sessions.unknownBrowser'), session.os]
            .filter(Boolean)
            .join(' · ');
          return (
            <Row key={session.id}>
              <Text>
                <Title>
                  {device} — {browser}
                  {session.current && <Current>{t('sessions.current')}</Current>}
                </Title>
                {session.ip && <span>{t('sessions.address', { ip: session.ip })}</span>}
                <span>
                  {t('sessions.started', { date: sessionDate(session.created_at, i18n.language) })}
                </span>
                <span>
                  {t('sessions.lastSeen', {
                    date: sessionDate(session.last_seen_at, i18n.language),
                  })}
                </span>
              </Text>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="small"
                  loading={ending === session.id}
                  disabled={ending !== null}
                  aria-label={t('sessions.endLabel', { device: `${device} — ${browser}` })}
                  onClick={() => onEnd(session.id)}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Row>
          );
        })}
      </List>
      {others === 0 ? (
        <Empty>{t('sessions.none')}</Empty>
      ) : (
        <Footer>
          <Button
            variant="danger"
            loading={ending === 'others'}
            disabled={ending !== null}
            onClick={onEndOthers}
          >
            {t('sessions.endOthers')}
          </Button>
        </Footer>
      )}
    </div>
  );
}
