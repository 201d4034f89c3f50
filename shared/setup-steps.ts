/** 'Primeros pasos' on 'Ajustes': what a new restaurant finishes before diners arrive, in this order. */
export const SETUP_STEPS = ['venue', 'hours', 'mail', 'internet', 'backup'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
