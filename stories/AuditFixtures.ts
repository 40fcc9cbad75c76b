// Audit records for the 'Auditoría' stories: a station edited, a user's permissions changed,
// a password change (a secret), a failed sign-in.
import type { AuditRecord } from '@/features/audit/components/auditText';

export const auditRecords: AuditRecord[] = [
  {
    seq: 1042,
    at: '2026-03-02T16:41:07.000Z',
    actor: { user_id: 1, email: 'admin@demo.surtidor.mx', role: 'Admin' },
    address: '189.203.14.7',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
    operation: 'updateGasStation',
    outcome: 'success',
    object: { type: 'gas_station', id: '1' },
    customer_id: 1,
    gas_station: { id: 1, name: 'Servicio Las Américas' },
    changes: [
      { field: 'name', before: 'Servicio Américas', after: 'Servicio Las Américas' },
      { field: 'bombs', before: 6, after: 8 },
      { field: 'operators', before: [2, 3], after: [2, 3, 7] },
    ],
  },
  {
    seq: 1041,
    at: '2026-03-02T16:12:55.000Z',
    actor: { user_id: 2, email: 'editor@demo.surtidor.mx', role: 'Editor' },
    address: '10.0.4.18',
    user_agent: 'Mozilla/5.0 (Macintosh) Safari/17.4',
    operation: 'updateUser',
    outcome: 'success',
    object: { type: 'user', id: '3' },
    customer_id: 1,
    gas_station: null,
    changes: [
      { field: 'permissions.settings', before: false, after: true },
      { field: 'stations', before: [1], after: [1, 2] },
    ],
  },
  {
    seq: 1040,
    at: '2026-03-02T15:58:31.000Z',
    actor: { user_id: 3, email: 'visor@demo.surtidor.mx', role: 'Visor' },
    address: '10.0.4.21',
    user_agent: 'Mozilla/5.0 (iPhone) Mobile Safari/17.4',
    operation: 'changePassword',
    outcome: 'success',
    object: { type: 'user', id: '3' },
    customer_id: 1,
    gas_station: null,
    changes: [
      { field: 'must_change_password', before: true, after: false },
      { field: 'password_hash', secret: true },
    ],
  },
  {
    seq: 1039,
    at: '2026-03-02T15:57:02.000Z',
    actor: { user_id: null, email: 'desconocido@correo.mx', role: null },
    address: '201.141.88.3',
    user_agent: 'curl/8.5.0',
    operation: 'login',
    outcome: 'failure',
    object: { type: 'user', id: null },
    customer_id: null,
    gas_station: null,
    changes: [{ field: 'status', after: 401 }],
  },
];

export const auditOperations = ['changePassword', 'login', 'updateGasStation', 'updateUser'];
export const auditObjectTypes = ['gas_station', 'user'];
