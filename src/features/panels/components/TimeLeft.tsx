// A share link's time left, h:mm:ss, ticking (the caller counts on the server's clock).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatSecondsLeft } from '../model/timeLeft';

export interface TimeLeftProps {
  seconds: number;
  /** Show the 'Tiempo restante' label before the time. */
  labelled?: boolean;
}

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function TimeLeft({ seconds, labelled = false }: TimeLeftProps) {
  const { t } = useTranslation('video');
  const text = seconds > 0 ? formatSecondsLeft(seconds) : t('links.expired');
  return (
    <Time role="timer" aria-label={`${t('public.timeLeft')}: ${text}`}>
      {labelled ? `${t('public.timeLeft')}: ${text}` : text}
    </Time>
  );
}
