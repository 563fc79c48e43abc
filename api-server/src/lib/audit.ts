// Kept only for qa/ and columns/, which still import `audit` from here: it lives with the audit log's
// SQL in admin/audit-log-repository.ts (a lib module holds no SQL and imports nothing above it;
// api-server/test/architecture.test.ts lists this import as the one to remove with them).
export { audit } from '../admin/audit-log-repository';
