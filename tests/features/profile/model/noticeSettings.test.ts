import {
  toNoticeSettings,
  toNoticeSettingsValues,
  validateNoticeSettings,
} from '@/features/profile/model/noticeSettings';

describe('notice settings form', () => {
  it('proposes 22:00 to 07:00 while quiet hours are off and sends null for them', () => {
    const values = toNoticeSettingsValues({
      quiet_hours: null,
      digest: false,
      digest_time: '08:00',
    });
    expect(values).toEqual({
      quiet: false,
      quiet_hours: { start: '22:00', end: '07:00' },
      digest: false,
      digest_time: '08:00',
    });
    expect(toNoticeSettings(values)).toEqual({
      quiet_hours: null,
      digest: false,
      digest_time: '08:00',
    });
    expect(validateNoticeSettings(values)).toEqual({});
  });

  it('sends the quiet hours and the digest time when on', () => {
    expect(
      toNoticeSettings({
        quiet: true,
        quiet_hours: { start: '23:30', end: '06:00' },
        digest: true,
        digest_time: '07:15',
      }),
    ).toEqual({
      quiet_hours: { start: '23:30', end: '06:00' },
      digest: true,
      digest_time: '07:15',
    });
  });

  it('asks for the times in Spanish and refuses quiet hours that end when they start', () => {
    expect(
      validateNoticeSettings({ quiet: true, quiet_hours: {}, digest: true, digest_time: '' }),
    ).toEqual({
      quiet_hours: { start: 'Elige desde qué hora', end: 'Elige hasta qué hora' },
      digest_time: 'Elige la hora del resumen',
    });
    expect(
      validateNoticeSettings({
        quiet: true,
        quiet_hours: { start: '22:00', end: '22:00' },
        digest: false,
        digest_time: '08:00',
      }),
    ).toEqual({
      quiet_hours: {
        end: 'Las horas de silencio deben terminar a una hora distinta de la de inicio',
      },
    });
    expect(
      validateNoticeSettings({
        quiet: true,
        quiet_hours: { start: '25:00', end: '07:00' },
        digest: false,
        digest_time: '08:00',
      }),
    ).toEqual({ quiet_hours: { start: 'Escribe una hora como 22:00' } });
  });

  it('does not refuse an unusable time of a digest that is off', () => {
    const values = { quiet: false, quiet_hours: {}, digest: false, digest_time: '' };
    expect(validateNoticeSettings(values)).toEqual({});
    expect(toNoticeSettings(values).digest_time).toBe('08:00');
  });
});
