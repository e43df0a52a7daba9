import type { SafetyCategory } from '@morah/contracts';

/** The model's classes: an ordinary message, or a disclosure of one of the seven kinds. */
export const MODEL_CLASSES = ['ordinary', 'hurt', 'bullied', 'unsafe-touch', 'neglect', 'stranger', 'self-harm', 'harm-others'] as const satisfies readonly ('ordinary' | SafetyCategory)[];
export type ModelClass = (typeof MODEL_CLASSES)[number];
