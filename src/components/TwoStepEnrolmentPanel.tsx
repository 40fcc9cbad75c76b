// Enrolling an authenticator app: the QR code to scan (an SVG the server drew from the otpauth://
// URI), the key to type instead, and the first code that confirms it. Used by the sign-in that
// requires enrolment and by 'Mi perfil'.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TwoStepCodeForm } from './TwoStepCodeForm';

export interface TwoStepEnrolmentPanelProps {
  /** The server's enrolment: the SVG QR code and the base32 key. */
  enrolment: { qr_svg: string; secret: string };
  onConfirm: (code: string) => void | Promise<void>;
  submitting: boolean;
  errorMessage: string | null;
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: 1.5;
`;

const Qr = styled.img`
  display: block;
  width: 192px;
  max-width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: #fff;
`;

const Key = styled.code`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.background.default};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  letter-spacing: 0.08em;
  /* Between the groups of four first (a narrow phone), inside one only when it must. */
  overflow-wrap: anywhere;
`;

/** The key in groups of four, as apps show it. */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function TwoStepEnrolmentPanel({
  enrolment,
  onConfirm,
  submitting,
  errorMessage,
}: TwoStepEnrolmentPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <Steps>
      <li>
        {t('twoStep.enrol.scan')}
        <Qr src={svgDataUrl(enrolment.qr_svg)} alt={t('twoStep.enrol.qrAlt')} />
      </li>
      <li>
        {t('twoStep.enrol.manual')}
        <br />
        <Key aria-label={t('twoStep.enrol.keyLabel')}>{groupedKey(enrolment.secret)}</Key>
      </li>
      <li>
        {t('twoStep.enrol.confirm')}
        <TwoStepCodeForm
          onSubmit={onConfirm}
          submitting={submitting}
          submitLabel={t('twoStep.enrol.submit')}
          errorMessage={errorMessage}
        />
      </li>
    </Steps>
  );
}
