import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level for the title; cards inside a page usually sit under its h1. */
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}

export function Card({ title, headingLevel = 2, actions, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined} {...rest}>
      {title || actions ? (
        <div className="card__header">
          {title ? (
            <Heading id={headingId} className="card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="card__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
