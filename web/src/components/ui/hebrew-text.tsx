import type { HTMLAttributes } from 'react';

/**
 * Hebrew with vowel points (niqqud): right to left, a font stack that places the points well,
 * generous line height and no letter spacing (which would pull the points off their letters).
 */
export function HebrewText({ className, children, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span dir="rtl" lang="he" className={['hebrew', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </span>
  );
}
