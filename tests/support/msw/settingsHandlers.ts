// An in-memory settings backend for component tests and stories: company profile (and
// picture), the user's report configurations and the provider token.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReportSchedule } from '@/api/generated/reportSchedules.gen';
import type { CompanyProfile, CompanyProfileInput } from '@/api/generated/settings.gen';
import type { HandlerOptions } from './handlers';

export const GENERATED_TOKEN = 'sur_r4nd0mT0k3nV4lu3Sh0wn0nc3xxxxxxxxxxxxxxxxxxxx';

export interface SettingsState {
  company: CompanyProfile;
  schedules: ReportSchedule[];
  token: { last4: string; created_at: string } | null;
  requests: string[];
}

export function settingsState(): SettingsState {
  const types = [
    'weekly',
    'weekly_executive',
    'weekly_analytic',
    'monthly',
    'traffic_sensitivity',
    'customer_behavior',
    'price',
    'daily',
  ] as const;
  return {
    company: {
      id: 1,
      name: 'Gasolinera Demo',
      legal_name: 'Gasolinera Demo S.A. de C.V.',
      rfc: 'GSD200101AA1',
      address: null,
      city: 'Aguascalientes',
      state: 'Aguascalientes',
      postal_code: null,
      contact_name: null,
      contact_job_title: null,
      contact_email: null,
      contact_phone: null,
      picture_url: null,
      invoice_email: null,
      cfdi_use: null,
      tax_regime: null,
    },
    schedules: types.map((type, i) => ({
      id: 500 + i,
      report_type: type,
      enabled: false,
      periodicity:
        type === 'monthly' ? 'monthly' : type === 'daily' || type === 'price' ? 'daily' : 'weekly',
      weekday: type === 'monthly' || type === 'daily' || type === 'price' ? null : 1,
      day_of_month: type === 'monthly' ? 1 : null,
      send_time: '08:00',
      channel: 'email',
      contact_ids: [],
      allowed: type === 'weekly' || type === 'daily' || type === 'monthly',
      updated_at: '2026-02-01T10:00:00.000Z',
    })),
    token: null,
    requests: [],
  };
}

export function settingsHandlers(
  { origin = '' }: HandlerOptions = {},
  state: SettingsState = settingsState(),
): HttpHandler[] {
  const at = (path: string) => `${origin}${path}`;
  return [
    http.get(at('/api/company_profile'), () => HttpResponse.json(state.company)),
    http.put(at('/api/company_profile'), async ({ request }) => {
      const input = (await request.json()) as CompanyProfileInput;
      state.requests.push(`PUT /api/company_profile ${JSON.stringify(input)}`);
      state.company = { ...state.company, ...input } as CompanyProfile;
      return HttpResponse.json(state.company);
    }),
    http.put(at('/api/company_profile/picture'), () => {
      state.company.picture_url = `/api/photos/${'c'.repeat(32)}.png`;
      return HttpResponse.json(state.company);
    }),
    http.get(at('/api/user_reports_configurations'), () =>
      HttpResponse.json({ items: state.schedules, total: state.schedules.length }),
    ),
    http.put(at('/api/user_reports_configurations/:id'), async ({ params, request }) => {
      const body = (await request.json()) as ReportSchedule;
      const index = state.schedules.findIndex((c) => c.id === Number(params.id));
      if (body.enabled && !state.schedules[index]!.allowed) {
        return HttpResponse.json({ message: 'Permiso no encontrado' }, { status: 403 });
      }
      state.schedules[index] = { ...state.schedules[index]!, ...body };
      return HttpResponse.json(state.schedules[index]);
    }),
    http.get(at('/api/provider_token'), () =>
      HttpResponse.json(
        state.token
          ? { exists: true, ...state.token }
          : { exists: false, last4: null, created_at: null },
      ),
    ),
    http.put(at('/api/generate_surtidor_token'), () => {
      state.requests.push('PUT /api/generate_surtidor_token');
      state.token = { last4: GENERATED_TOKEN.slice(-4), created_at: '2026-02-02T12:00:00.000Z' };
      return HttpResponse.json({ token: GENERATED_TOKEN, ...state.token });
    }),
  ];
}
