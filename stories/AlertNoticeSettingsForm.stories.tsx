import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AlertNoticeSettingsForm } from '@/features/profile/components/AlertNoticeSettingsForm';
import { toNoticeSettingsValues } from '@/features/profile/model/noticeSettings';
import { submitFailure, type FormErrors } from '@/lib/forms';
import { alertNoticeSettingsState } from '../tests/support/msw/alertNoticesHandlers';

const meta = {
  title: 'Profile/AlertNoticeSettingsForm',
  component: AlertNoticeSettingsForm,
  args: {
    // What the server answers for a user who never saved.
    initialValues: toNoticeSettingsValues(alertNoticeSettingsState().settings),
    onSubmit: fn(
      () =>
        new Promise<FormErrors | undefined>((resolve) => setTimeout(() => resolve(undefined), 800)),
    ),
  },
} satisfies Meta<typeof AlertNoticeSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
/** Quiet overnight (crossing midnight) and a digest at 07:30. */
export const QuietAndDigest: Story = {
  args: {
    initialValues: toNoticeSettingsValues(
      alertNoticeSettingsState({
        quiet_hours: { start: '22:00', end: '06:30' },
        digest: true,
        digest_time: '07:30',
      }).settings,
    ),
  },
};
/** Saving answers with the server's failure. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => submitFailure('Error en servidor: Contacte a soporte')) },
};
