/**
 * What kept diners from the site: the server not running (the PC off or asleep, the app closed or
 * stopped), or the tunnel to the internet lost while the server ran.
 */
export const OUTAGE_KINDS = ['server', 'tunnel'] as const;

export type OutageKind = (typeof OUTAGE_KINDS)[number];
