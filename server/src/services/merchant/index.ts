/**
 * What the merchant service offers the other services; they enter it here only (lint holds them
 * to it): the tenant's zone and nouns, the audit log's selection and report rows, the machine key
 * a vend is signed with, and the touchpoints a picker finds (the order filter's).
 */
export { auditReportChunks, countAuditSelected, type AuditSelection } from './audit/audit-repository';
export { auditSelection } from './audit/audit-service';
export { tenantPeople, tenantTimeZone } from './registry/registry-service';
export type { MachineKey } from './touchpoints/touchpoint-keys-repository';
export { touchpointOptions } from './touchpoints/touchpoints-service';
