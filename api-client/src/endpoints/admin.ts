import { request, requestData, type CallOptions } from '../client';
import type { AuditEntry, AuditLogQuery, Dashboard, Paged } from '@hiroba/contract/types';

/** Admins: what needs the operator (pending applications, stale questions, new members, latest actions). */
export const dashboard = (options?: CallOptions): Promise<Dashboard> => requestData('get', 'api/v1/dashboard', options);

/** Admins: every recorded admin action, newest first, filtered. */
export const auditLogs = (query: AuditLogQuery = {}, options?: CallOptions): Promise<Paged<AuditEntry>> =>
  request('get', 'api/v1/audit_logs', { searchParams: { ...query }, ...options });
