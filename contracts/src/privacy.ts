/**
 * Privacy: what Morah keeps and for how long, a child's data export, and deleting a child's account.
 */
import { z } from 'zod';
import { PaymentsMode } from './premium';

/** Conversations are kept this many days after their last message unless CHAT_RETENTION_DAYS says otherwise. */
export const DEFAULT_CHAT_RETENTION_DAYS = 365;
/** A finished export can be downloaded for this long, then it is removed. */
export const EXPORT_AVAILABLE_HOURS = 24;

const ChildId = z.number({ error: 'Please choose a child.' }).int('Please choose a child.').positive('Please choose a child.');

/** POST /api/privacy/exports: a parent names a linked child; a student asks for their own (no childId or their own id). */
export const CreateExportBody = z.object({ childId: ChildId.optional() }).strict();
export type CreateExportBody = z.infer<typeof CreateExportBody>;

export const ExportParams = z.object({ id: z.string().uuid('That is not an export.') });
export type ExportParams = z.infer<typeof ExportParams>;

/** GET /api/privacy/exports?childId=: the newest export this person asked for. */
export const LatestExportQuery = z.object({ childId: z.coerce.number().int().positive().optional() }).strict();
export type LatestExportQuery = z.infer<typeof LatestExportQuery>;

export const ExportStatus = z.enum(['building', 'ready', 'failed', 'expired']);
export type ExportStatus = z.infer<typeof ExportStatus>;

export const DataExportView = z.object({
  id: z.string(),
  childId: z.number().int(),
  status: ExportStatus,
  /** 0 to 100 while it is built. */
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Present while it can be downloaded. */
  downloadUrl: z.string().nullable(),
});
export type DataExportView = z.infer<typeof DataExportView>;

export const DataExportResponse = z.object({ export: DataExportView });
export type DataExportResponse = z.infer<typeof DataExportResponse>;
export const LatestExportResponse = z.object({ export: DataExportView.nullable() });
export type LatestExportResponse = z.infer<typeof LatestExportResponse>;

/** POST /api/privacy/deletions: a parent deletes a linked child's account, confirming with their own password. */
export const DeleteChildBody = z
  .object({
    childId: ChildId,
    password: z.string({ error: 'Please type your password.' }).min(1, 'Please type your password.').max(128, 'That password is not right.'),
  })
  .strict();
export type DeleteChildBody = z.infer<typeof DeleteChildBody>;

export const DeletionParams = z.object({ id: z.string().uuid('That is not a deletion.') });
export type DeletionParams = z.infer<typeof DeletionParams>;

export const AccountDeletionView = z.object({ id: z.string(), status: z.enum(['pending', 'done']) });
export type AccountDeletionView = z.infer<typeof AccountDeletionView>;
export const AccountDeletionResponse = z.object({ deletion: AccountDeletionView });
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;

/** DELETE /api/classes/{classId}/students/{studentId}: a teacher takes a student out of a class. */
export const ClassStudentParams = z.object({
  classId: z.coerce.number().int().positive('That is not a class.'),
  studentId: z.coerce.number().int().positive('That is not a student.'),
});
export type ClassStudentParams = z.infer<typeof ClassStudentParams>;
export const RemovedFromClassResponse = z.object({ removed: z.literal(true) });
export type RemovedFromClassResponse = z.infer<typeof RemovedFromClassResponse>;

/** `privacy:export-progress`, to the room of the one who asked: how far the export is, then ready or failed. */
export const ExportProgressNotice = z.object({
  exportId: z.string(),
  childId: z.number().int(),
  status: ExportStatus.exclude(['expired']),
  progress: DataExportView.shape.progress,
});
export type ExportProgressNotice = z.infer<typeof ExportProgressNotice>;

/** `privacy:deletion-done`, to the parent who asked: the child's account and data are gone. */
export const DeletionDoneNotice = z.object({ deletionId: z.string() });
export type DeletionDoneNotice = z.infer<typeof DeletionDoneNotice>;

/** An outside service that receives something, named by its address. */
export const OutsideService = z.object({ host: z.string() });
export type OutsideService = z.infer<typeof OutsideService>;

/**
 * GET /api/privacy/facts: what this Morah keeps and sends out, as it is configured, for the privacy
 * page. Null means none: conversations are kept until deleted, no model or moderation service is
 * used (the offline tutor and the local screen); payments go to Stripe, stay in Morah's own test
 * checkout, or are not taken at all.
 */
export const PrivacyFacts = z.object({
  chatRetentionDays: z.number().int().positive().nullable(),
  exportAvailableHours: z.number().int().positive(),
  modelProvider: OutsideService.nullable(),
  moderationProvider: OutsideService.nullable(),
  payments: PaymentsMode,
});
export type PrivacyFacts = z.infer<typeof PrivacyFacts>;
export const PrivacyFactsResponse = z.object({ facts: PrivacyFacts });
export type PrivacyFactsResponse = z.infer<typeof PrivacyFactsResponse>;
