/** The first word of a child's full name, for a short, warm notice to a parent. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'Your child';
}
