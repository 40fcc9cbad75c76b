// 'Mis avisos' of one rule: the channels by which the signed-in user hears about the rule's
// alerts. In the app is always on (the 'Alertas' inbox and the bell); e-mail and WhatsApp can be
// chosen where the rule offers them; a channel the rule does not offer is shown off and
// disabled, saying so, since a choice outside the rule's channels sends nothing. It says what
// applies until the user chooses (the owner gets the rule's channels, anybody else nothing) and
// links to the quiet hours and digest on the profile. Once the user has chosen, 'Volver a lo
// predeterminado' forgets the choice (the owner gets the rule's channels again, anybody else
// nothing), saying which applies. Works for a rule the user does not own.
// Presentational: the container loads the choice, saves it and forgets it.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { CheckboxField } from '@/components/FormFields';
import { FormFooter } from '@/components/FormFooter';
import { FormStack } from '@/components/FormLayout.styles';
import type { LoadFailure } from '@/components/hooks/useCrudList';
import { Modal } from '@/components/Modal';
import { RetryAlert } from '@/components/RetryAlert';
import { Spinner } from '@/components/Spinner';
import type { FormErrors } from '@/lib/forms';

export type NoticeChannel = 'email' | 'whatsapp';
const NOTICE_CHANNELS: readonly NoticeChannel[] = ['email', 'whatsapp'];

/** The caller's choice for one rule (the contract's AlertSubscription). */
export interface RuleNotices {
  channels: NoticeChannel[];
  /** What the rule offers: in_app, email, whatsapp. */
  rule_channels: string[];
  owner: boolean;
  chosen: boolean;
}

export interface RuleNoticesDialogProps {
  open: boolean;
  /** The rule's name. */
  name: string;
  /** The rule is paused: it opens no alerts, so nothing is sent until it is active again. */
  paused?: boolean;
  /** null while it loads. */
  notices: RuleNotices | null;
  failure?: LoadFailure | null;
  /** Where e-mail notices go (the profile's address). */
  email?: string | null;
  /** The profile's quiet hours and digest section. */
  settingsPath: string;
  /** Resolves with the failure (submitFailure), nothing when saved. */
  onSubmit: (channels: NoticeChannel[]) => Promise<FormErrors | undefined>;
  /** Back to the rule's default; resolves with the failure's message, nothing when done. */
  onReset: () => Promise<string | undefined>;
  onCancel: () => void;
}

type Values = Record<NoticeChannel, boolean>;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Hint = styled.span`
  padding-left: 26px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Reset = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

const SettingsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function RuleNoticesDialog({
  open,
  name,
  paused = false,
  notices,
  failure = null,
  email,
  settingsPath,
  onSubmit,
  onReset,
  onCancel,
}: RuleNoticesDialogProps) {
  const { t } = useTranslation(['alertRules', 'common']);
  const [resetting, setResetting] = useState(false);
  const [resetFailure, setResetFailure] = useState<string | null>(null);
  const reset = async () => {
    setResetting(true);
    setResetFailure(null);
    const failure = await onReset();
    setResetting(false);
    setResetFailure(failure ?? null);
  };
  const title = t('notices.title', { name });
  const offered = (channel: NoticeChannel) => notices?.rule_channels.includes(channel) ?? false;
  const offeredNames = (notices?.rule_channels ?? []).map((c) => t(`channels.${c}`)).join(', ');
  const hint = (channel: NoticeChannel) => {
    if (!offered(channel)) return t(`notices.notOffered.${channel}`);
    return channel === 'email' && email
      ? t('notices.emailTo', { email })
      : t(`notices.to.${channel}`);
  };
  const state =
    !notices || notices.chosen ? null : notices.owner ? 'ownerDefault' : 'notSubscribed';

  return (
    <Modal
      open={open}
      title={title}
      description={t('notices.description')}
      footer={null}
      onCancel={onCancel}
    >
      {!open ? null : failure ? (
        <RetryAlert failure={failure} />
      ) : !notices ? (
        <Spinner centered />
      ) : (
        <Form<Values>
          initialValues={Object.fromEntries(
            NOTICE_CHANNELS.map((c) => [c, offered(c) && notices.channels.includes(c)]),
          )}
          onSubmit={(values) => onSubmit(NOTICE_CHANNELS.filter((c) => offered(c) && values[c]))}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormStack onSubmit={handleSubmit} noValidate aria-label={title} $gap="md">
              {paused && <Alert severity="warning">{t('notices.paused')}</Alert>}
              {state && <Alert severity="info">{t(`notices.${state}`)}</Alert>}
              <Note>{t('notices.ruleOffers', { channels: offeredNames })}</Note>
              <Group role="group" aria-label={t('notices.channels')}>
                <Choice>
                  <Checkbox checked disabled label={t('channels.in_app')} />
                  <Hint>{t('notices.inAppAlways')}</Hint>
                </Choice>
                {NOTICE_CHANNELS.map((channel) => (
                  <Choice key={channel}>
                    <CheckboxField
                      name={channel}
                      label={t(`channels.${channel}`)}
                      disabled={submitting || resetting || !offered(channel)}
                    />
                    <Hint>{hint(channel)}</Hint>
                  </Choice>
                ))}
              </Group>
              {notices.chosen && (
                <Reset>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    disabled={submitting || resetting}
                    onClick={reset}
                  >
                    {t('notices.reset')}
                  </Button>
                  <Note>{t(notices.owner ? 'notices.resetOwner' : 'notices.resetOther')}</Note>
                  {resetFailure && <Alert severity="error">{resetFailure}</Alert>}
                </Reset>
              )}
              <Note>
                {t('notices.settingsNote')}{' '}
                <SettingsLink to={settingsPath}>{t('notices.settingsLink')}</SettingsLink>
              </Note>
              <FormFooter
                error={submitError}
                submitting={submitting}
                submitLabel={t('notices.save')}
                onCancel={onCancel}
              />
            </FormStack>
          )}
        />
      )}
    </Modal>
  );
}
