/** Query keys of the privacy feature, each the URL it reads. */
export const privacyKeys = {
  facts: ['/api/privacy/facts'] as const,
  latestExport: (childId: number) => [`/api/privacy/exports?childId=${childId}`] as const,
  deletion: (id: string) => [`/api/privacy/deletions/${id}`] as const,
};
