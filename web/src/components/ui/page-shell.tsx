import { useEffect, type ReactNode } from 'react';

export interface PageShellProps {
  title: ReactNode;
  /** A short line above the title naming the page, e.g. 'Student Dashboard'. */
  eyebrow?: string;
  /** Text for the browser tab; defaults to the title when it is plain text. */
  documentTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** A page's frame: its one h1, an optional intro line, and the content. */
export function PageShell({ title, eyebrow, documentTitle, intro, children, wide = false }: PageShellProps) {
  const tabTitle = documentTitle ?? eyebrow ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tabTitle) document.title = `${tabTitle} · Morah`;
  }, [tabTitle]);
  return (
    <div className={wide ? 'page-shell page-shell--wide' : 'page-shell'}>
      <header className="page-shell__header">
        {eyebrow ? <p className="page-shell__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-shell__title">{title}</h1>
        {intro ? <p className="page-shell__intro">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
