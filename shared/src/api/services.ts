/** The four backend services (SPEC §7); merchant is the default. */
export const SERVICES = ['merchant', 'customer', 'transaction', 'report'] as const;
export type ServiceName = (typeof SERVICES)[number];
